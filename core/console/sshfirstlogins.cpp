#include "core/console/sshfirstlogins.h"

#include "core/api/platform.h"
#include "core/session/secretstore.h"
#include "core/ssh/sshfirstlogin.h"
#include "core/ssh/sshworkspace.h"

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

SshFirstLogins::SshFirstLogins(Platform &platform, SecretStore &secrets, SshWorkspace &workspace, QObject *parent)
    : QObject(parent)
    , m_platform(platform)
    , m_secrets(secrets)
    , m_workspace(workspace)
{
    m_pool.setMaxThreadCount(2);
}

SshFirstLogins::~SshFirstLogins()
{
    m_pool.waitForDone();
}

QString SshFirstLogins::secretName(const QString &platformUrl, const QString &instanceId)
{
    return u"instance-password@%1/%2"_s.arg(platformUrl, instanceId);
}

void SshFirstLogins::setInstances(const QList<Instance> &instances)
{
    const QString url = m_platform.baseUrl().toString(QUrl::StripTrailingSlash);
    // A released instance's password goes with it: one the list shows released, or one gone from it
    // (Compshare's list drops a deleted instance). An empty list is a console that has not polled yet.
    QSet<QString> listed;
    for (const Instance &i : instances)
        if (i.state != InstanceState::Released)
            listed.insert(i.id);
    if (!instances.isEmpty()) {
        const QList<QString> known = m_tries.keys();
        for (const QString &id : known) {
            if (listed.contains(id) || m_busy.contains(id))
                continue;
            m_tries.remove(id);
            m_done.remove(id);
            m_refused.remove(id);
            m_fromKeychain.remove(id);
            m_secrets.remove(secretName(url, id), this, [](const QString &) {});
        }
    }
    for (const Instance &i : instances) {
        if (i.state == InstanceState::Released)
            continue;
        if (i.state != InstanceState::Running || !i.ssh || !i.ssh->passwordLogin || m_done.contains(i.id)
            || m_busy.contains(i.id))
            continue;
        auto &[boot, tries] = m_tries[i.id];
        const QDateTime started = i.startedAt.value_or(QDateTime());
        if (boot != started) {
            tries = 0;
            m_refused.remove(i.id); // a new boot: the password may have been reset meanwhile
        }
        boot = started;
        if (tries >= kTries || m_refused.contains(i.id))
            continue;
        ++tries;
        begin(i);
    }
}

void SshFirstLogins::begin(const Instance &instance)
{
    m_busy.insert(instance.id);
    withPassword(instance, [this, instance](const QString &password, const QString &error) {
        if (password.isEmpty()) {
            return finish(
                instance.id, false,
                SshFailure{SshFailure::Kind::Failed, // the platform not reached: tried again
                           tr("The platform's password for %1 could not be read: %2").arg(instance.name, error),
                           {},
                           {}});
        }
        install(instance, password);
    });
}

void SshFirstLogins::withPassword(const Instance &instance,
                                  std::function<void(const QString &password, const QString &error)> done)
{
    const QString name = secretName(m_platform.baseUrl().toString(QUrl::StripTrailingSlash), instance.id);
    m_secrets.read(name, this, [this, instance, name, done](const std::optional<QString> &kept, const QString &) {
        if (kept && !kept->isEmpty()) {
            m_fromKeychain.insert(instance.id);
            return done(*kept, QString());
        }
        m_fromKeychain.remove(instance.id);
        InstancePasswords *passwords = m_platform.facet<InstancePasswords>();
        if (!passwords)
            return done(QString(), tr("the platform gives no password"));
        passwords->instancePassword(instance.id, this, [this, name, done](const ApiResult<QString> &r) {
            if (!r.ok())
                return done(QString(), r.error().summary());
            // Kept where the keys of the account are: the keychain, never a file of gpudesk's or a log.
            m_secrets.write(name, r.value(), this, [](const QString &error) {
                if (!error.isEmpty())
                    spdlog::warn("an instance's password is not kept in the keychain: {}", error.toStdString());
            });
            done(r.value(), QString());
        });
    });
}

void SshFirstLogins::install(const Instance &instance, const QString &password)
{
    const auto target = m_workspace.targetFor(instance);
    if (!target) {
        // The workspace has not written its entry yet: tried again at the next change.
        m_busy.remove(instance.id);
        return;
    }
    m_platform.sshKeys(this, [this, instance, target = *target, password](const ApiResult<QList<SshKey>> &keys) {
        if (!keys.ok())
            return finish(instance.id, false, SshFailure{SshFailure::Kind::Failed, keys.error().summary(), {}, {}});
        QStringList lines;
        for (const SshKey &k : keys.value())
            lines << k.publicKey;
        const auto ask = m_workspace.passphraseSource();
        const QString id = instance.id;
        m_pool.start([this, target, password = password.toUtf8(), lines, ask, id] {
            SshFailure failure;
            const bool ok = SshFirstLogin::run(target, password, lines, ask, &failure);
            QMetaObject::invokeMethod(
                this, [this, id, ok, failure] { finish(id, ok, failure); }, Qt::QueuedConnection);
        });
    });
}

void SshFirstLogins::finish(const QString &instanceId, bool ok, const SshFailure &failure)
{
    m_busy.remove(instanceId);
    if (ok) {
        m_done.insert(instanceId);
        Q_EMIT installed(instanceId);
        // The key works now: what waited for a login (the first snapshot, the startup script) goes on.
        m_workspace.resync();
        return;
    }
    if (failure.kind == SshFailure::Kind::Denied && m_fromKeychain.remove(instanceId)) {
        // The password kept may be an old one (reset on the platform since): forgotten, and the platform's
        // read again at the next try.
        m_secrets.remove(secretName(m_platform.baseUrl().toString(QUrl::StripTrailingSlash), instanceId), this,
                         [](const QString &) {});
    } else if (failure.kind == SshFailure::Kind::Denied || failure.kind == SshFailure::Kind::HostKeyChanged) {
        m_refused.insert(instanceId);
    }
    spdlog::warn("instance {}: the first login failed: {}", instanceId.toStdString(), failure.message.toStdString());
    Q_EMIT failed(instanceId, failure);
}
