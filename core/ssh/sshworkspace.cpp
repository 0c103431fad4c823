#include "core/ssh/sshworkspace.h"

#include "common/backgroundpriority.h"
#include "core/poll/instancesnapshot.h"
#include "core/ssh/environmentprobe.h"
#include "core/ssh/sshkeypair.h"
#include "core/ssh/sshsession.h"

#include <spdlog/spdlog.h>

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>

#include <mutex>

using namespace Qt::StringLiterals;

struct SshWorkspace::Secret
{
    std::mutex mutex;
    QByteArray passphrase;
};

namespace {

/// What the config and the pinning need of an instance, as one string to compare.
QString sshSignature(const Instance &i)
{
    QString s;
    s.reserve(96);
    s.append(i.slug).append(u' ').append(i.name).append(u' ').append(i.state.wire());
    if (i.ssh)
        s.append(u' ')
            .append(i.ssh->host)
            .append(u':')
            .append(QString::number(i.ssh->port))
            .append(u' ')
            .append(i.ssh->hostKeyFingerprint);
    return s;
}

} // namespace

SshWorkspace::SshWorkspace(Paths paths, QObject *parent)
    : QObject(parent)
    , m_paths(std::move(paths))
    , m_secret(std::make_shared<Secret>())
    , m_keeper(m_paths.snapshotDir)
    , m_localScripts(m_paths.startupScriptDir)
{
    m_pool.setMaxThreadCount(4);
    m_syncPool.setMaxThreadCount(1); // one sync at a time (coalesced), below the window's priority
    m_prefs = SshPreferences::load(m_paths.settingsFile);
    m_included = SshConfigFile(m_paths.sshDir).hasInclude();
    // Start from what is on disk, so the aliases are known before the first sync finishes.
    setEntries(SshConfigFile(m_paths.sshDir).read());
}

void SshWorkspace::setEntries(const QList<SshHostEntry> &entries)
{
    // A sync after a rename writes the same hosts in the same order: the index stays.
    bool same = entries.size() == m_entries.size();
    for (qsizetype n = 0; same && n < entries.size(); ++n)
        same = entries[n].platform == m_entries[n].platform && entries[n].instanceId == m_entries[n].instanceId;
    m_entries = entries;
    if (!same)
        indexEntries();
}

void SshWorkspace::indexEntries()
{
    // Looked up for each instance at each sample and sync: a search of ten thousand entries each time
    // held the window up.
    m_entryAt.clear();
    m_entryAt.reserve(m_entries.size());
    for (qsizetype n = 0; n < m_entries.size(); ++n) {
        if (m_entries[n].platform == m_platform && !m_entryAt.contains(m_entries[n].instanceId))
            m_entryAt.insert(m_entries[n].instanceId, n); // the first, as a search would find
    }
}

const SshHostEntry *SshWorkspace::entryFor(const QString &instanceId) const
{
    const auto it = m_entryAt.constFind(instanceId);
    return it == m_entryAt.cend() ? nullptr : &m_entries[*it];
}

SshWorkspace::~SshWorkspace()
{
    abandon();
    m_pool.waitForDone();
    m_syncPool.waitForDone();
}

void SshWorkspace::abandon()
{
    m_lifeline->abandon();
    for (SshTunnel *tunnel : std::as_const(m_tunnels))
        tunnel->stop();
}

void SshWorkspace::setPlatform(const QString &platform)
{
    if (platform == m_platform)
        return;
    m_platform = platform;
    m_signatureHead.clear();
    m_recheck = true;
    m_kept.clear();
    indexEntries();
}

void SshWorkspace::setInstances(const QList<Instance> &platformInstances, const InstanceSnapshot *batch)
{
    // As they are reached from here: through the user's jump host where one is set.
    m_platformInstances = platformInstances;
    const QList<Instance> instances = m_prefs.routed(platformInstances);
    m_instances = instances;
    // Tunnels follow their instance: a new address after a boot, gone with a release.
    for (const QString &id : m_tunnels.uniqueKeys()) {
        const auto it
            = std::find_if(instances.cbegin(), instances.cend(), [&](const Instance &i) { return i.id == id; });
        if (it == instances.cend() || it->state.value() == InstanceState::Released) {
            for (SshTunnel *t : m_tunnels.values(id))
                closeTunnel(t);
        } else if (const auto target = targetFor(*it)) {
            for (SshTunnel *t : m_tunnels.values(id))
                t->setTarget(*target);
        }
    }
    // Only what the config and the pinning depend on: a meter ticking changes nothing here. Kept
    // for each instance, so that a poll's batch is looked at alone: at ten thousand instances at
    // every poll, on the GUI thread.
    if (m_platform.isEmpty()) {
        m_signatureHead.clear();
        return;
    }
    const QString head = m_platform + u'|' + preferences().defaultIdentity + u'|'
        + (m_prefs.jump ? SshPreferences::jumpText(*m_prefs.jump) : QString());
    bool changed = head != m_signatureHead; // (cleared: synced whatever the list)
    if (batch && !changed && !batch->isWhole()) {
        for (const QString &id : batch->removed)
            changed = m_sshOf.remove(id) || changed;
        for (const qsizetype row : batch->touchedRows) {
            const Instance &i = instances[row];
            QString now = sshSignature(i);
            if (const auto was = m_sshOf.find(i.id); was == m_sshOf.end() || *was != now) {
                m_sshOf.insert(i.id, std::move(now));
                changed = true;
            }
        }
    } else {
        QHash<QString, QString> now;
        now.reserve(instances.size());
        for (const Instance &i : instances)
            now.insert(i.id, sshSignature(i));
        changed = changed || now != m_sshOf;
        m_sshOf = std::move(now);
    }
    m_signatureHead = head;
    if (changed)
        scheduleSync();
}

void SshWorkspace::applyPoll(const InstanceSnapshot &batch)
{
    if (!batch.unchanged)
        setInstances(batch.instances, &batch);
}

void SshWorkspace::resync()
{
    m_recheck = true; // every running instance's key checked again, as asked
    scheduleSync();
}

void SshWorkspace::scheduleSync()
{
    if (m_syncing) {
        m_syncAgain = true;
        return;
    }
    m_syncing = true;
    const QString sshDir = m_paths.sshDir, platform = m_platform, identity = preferences().defaultIdentity;
    const QList<Instance> instances = m_instances;
    // A sync asked to check every key again starts from no memo (not the one a sync running at the
    // time of the asking hands back).
    const QHash<QString, QString> checked = m_recheck ? QHash<QString, QString>() : m_checked;
    m_recheck = false;
    m_syncPool.start([this, sshDir, platform, identity, instances, checked] {
        BackgroundPriority::lowerThisThread(); // its own thread: the config is not waited for
        const auto result
            = SshWorkspaceSync(sshDir, m_lifeline)
                  .run(platform, instances, identity, SshWorkspaceSync::Pinning::EveryRunning, {}, checked);
        QMetaObject::invokeMethod(
            this, [this, result] { finishSync(result); }, Qt::QueuedConnection);
    });
}

void SshWorkspace::finishSync(const SshWorkspaceSync::Result &result)
{
    m_syncing = false;
    if (result.error.isEmpty()) { // as the sync wrote them (read there, not parsed again here)
        setEntries(result.entries);
        m_checked = result.checked;
    }
    Q_EMIT synced(result);
    for (auto it = result.unconfirmed.cbegin(); it != result.unconfirmed.cend(); ++it) {
        if (!m_unconfirmedSaid.contains(it.key() + u' ' + it.value())) {
            m_unconfirmedSaid.insert(it.key() + u' ' + it.value());
            Q_EMIT hostKeyUnconfirmed(it.key(), it.value());
        }
    }
    // The first snapshot of each boot, taken once the instance's key is pinned; only when logging in
    // needs no word from the user (the agent, an unencrypted key, or a passphrase given already).
    if (!needsPassphrase()) {
        const auto pinned = [&](const Instance &i) {
            const SshHostEntry *e = entryFor(i.id);
            return e && result.pinned.contains(e->alias);
        };
        for (const Instance &i : std::as_const(m_instances)) {
            if (i.state.value() != InstanceState::Running || !i.startedAt || !pinned(i) || m_measuring.contains(i.id))
                continue;
            if (const auto kept = keptSnapshot(i.id); kept && kept->first == *i.startedAt)
                continue;
            m_measuring.insert(i.id);
            takeSnapshot(i);
        }
        for (const Instance &i : std::as_const(m_instances)) {
            if (!m_runsScripts || i.state.value() != InstanceState::Running || !i.startedAt || !pinned(i)
                || m_launching.contains(i.id) || m_paths.startupScriptDir.isEmpty()
                || m_localScripts.isDoneFor(m_platform, i.id, *i.startedAt))
                continue;
            if (const auto script = localStartupScript(i.id))
                launchStartupScript(i, *script);
        }
    }
    if (m_syncAgain) {
        m_syncAgain = false;
        scheduleSync();
    }
}

bool SshWorkspace::setJump(const std::optional<SshHop> &jump, QString *error)
{
    SshPreferences prefs = m_prefs;
    prefs.jump = jump;
    if (!prefs.save(m_paths.settingsFile, error))
        return false;
    m_prefs = prefs;
    setInstances(m_platformInstances);
    return true;
}

bool SshWorkspace::setDefaultIdentity(const QString &privatePath, QString *error)
{
    SshPreferences prefs = m_prefs;
    prefs.defaultIdentity = privatePath;
    if (!prefs.save(m_paths.settingsFile, error))
        return false;
    m_prefs = prefs;
    {
        const std::lock_guard lock(m_secret->mutex);
        m_secret->passphrase.clear(); // it belonged to the other key
    }
    m_signatureHead.clear();
    setInstances(m_platformInstances);
    return true;
}

bool SshWorkspace::includeInUserConfig(QString *error)
{
    if (!SshConfigFile(m_paths.sshDir).addInclude(error))
        return false;
    m_included = true;
    m_prefs.includeAgreed = true;
    return m_prefs.save(m_paths.settingsFile, error);
}

bool SshWorkspace::removeFromUserConfig(QString *error)
{
    if (!SshConfigFile(m_paths.sshDir).removeAll(error))
        return false;
    m_included = false;
    setEntries({});
    m_signatureHead.clear(); // the next instances' update writes gpudesk's own config again
    m_prefs.includeAgreed = false;
    return m_prefs.save(m_paths.settingsFile, error);
}

bool SshWorkspace::isIncluded() const
{
    return m_included;
}

QString SshWorkspace::aliasFor(const QString &instanceId) const
{
    const SshHostEntry *e = entryFor(instanceId);
    return e ? e->alias : QString();
}

QStringList SshWorkspace::loginCommand(const QString &instanceId) const
{
    const QString alias = aliasFor(instanceId);
    if (alias.isEmpty())
        return {};
    if (isIncluded())
        return {u"ssh"_s, alias};
    return {u"ssh"_s, u"-F"_s, SshConfigFile(m_paths.sshDir).path(), alias};
}

QString SshWorkspace::sshCommand(const Instance &instance) const
{
    if (!instance.ssh)
        return {};
    QString command = u"ssh"_s;
    const QString identity = preferences().defaultIdentity;
    if (!identity.isEmpty())
        command += u" -i "_s + (identity.contains(u' ') ? u'"' + identity + u'"' : identity);
    return command + u" -p %1 %2@%3"_s.arg(instance.ssh->port).arg(instance.ssh->user, instance.ssh->host);
}

bool SshWorkspace::needsPassphrase() const
{
    const QString identity = preferences().defaultIdentity;
    if (identity.isEmpty() || !qEnvironmentVariableIsEmpty("SSH_AUTH_SOCK"))
        return false;
    {
        const std::lock_guard lock(m_secret->mutex);
        if (!m_secret->passphrase.isEmpty())
            return false;
    }
    return SshKeyPair::isEncrypted(identity);
}

void SshWorkspace::setPassphrase(const QByteArray &passphrase)
{
    {
        const std::lock_guard lock(m_secret->mutex);
        m_secret->passphrase = passphrase;
    }
    // What waited for a login that needs no word from the user (a boot's snapshot, its startup
    // script) can go now: a sync runs them.
    m_signatureHead.clear();
    setInstances(m_platformInstances);
}

SshSession::PassphraseSource SshWorkspace::passphraseSource() const
{
    // Called on workers: only what the user already gave, never a prompt.
    const std::shared_ptr<Secret> secret = m_secret;
    return [secret](const QString &) -> std::optional<QByteArray> {
        const std::lock_guard lock(secret->mutex);
        return secret->passphrase.isEmpty() ? std::nullopt : std::optional<QByteArray>(secret->passphrase);
    };
}

std::optional<SshTarget> SshWorkspace::targetFor(const Instance &instance) const
{
    const SshHostEntry *e = entryFor(instance.id);
    if (!e || e->host.isEmpty() || !instance.ssh)
        return std::nullopt;
    SshHostEntry current = *e; // the instance's address now, even before the next sync
    current.host = instance.ssh->host;
    current.port = instance.ssh->port;
    current.user = instance.ssh->user;
    return SshWorkspaceSync(m_paths.sshDir, m_lifeline).targetFor(current, m_prefs.routed(instance));
}

void SshWorkspace::testConnection(const Instance &instance, const QString &trusted)
{
    const auto target = targetFor(instance);
    if (!target) {
        Q_EMIT connectionTested(instance.id, false,
                                SshFailure{SshFailure::Kind::Unreachable,
                                           tr("%1 has no SSH address yet: it is not running.").arg(instance.name),
                                           {},
                                           {}},
                                0);
        return;
    }
    const auto ask = passphraseSource();
    const QString id = instance.id;
    m_pool.start([this, target = *target, ask, id, trusted] {
        QElapsedTimer timer;
        timer.start();
        SshSession session;
        SshFailure failure;
        const bool ok = session.connect(target, trusted, &failure) && session.authenticate(ask, &failure)
            && session.run("true", &failure).has_value();
        const qint64 ms = timer.elapsed();
        QMetaObject::invokeMethod(
            this,
            [this, id, ok, failure, ms, trusted] {
                Q_EMIT connectionTested(id, ok, failure, ms);
                // A key the user just accepted is pinned now: what waited for it (the boot's startup
                // script, its first snapshot) goes ahead with the next sync.
                if (ok && !trusted.isEmpty())
                    resync();
            },
            Qt::QueuedConnection);
    });
}

void SshWorkspace::takeSnapshot(const Instance &instance)
{
    const auto target = targetFor(instance);
    if (!target) {
        Q_EMIT snapshotFailed(
            instance.id,
            SshFailure{SshFailure::Kind::Unreachable, tr("%1 is not running.").arg(instance.name), {}, {}});
        return;
    }
    const auto ask = passphraseSource();
    const QString id = instance.id, platform = m_platform;
    const QString dataMount = instance.dataDisk ? instance.dataDisk->mountPath.value_or(QString()) : QString();
    const QDateTime boot = instance.startedAt.value_or(QDateTime());
    const SnapshotKeeper keeper = m_keeper;
    m_pool.start([this, target = *target, ask, id, platform, dataMount, boot, keeper] {
        SshSession session;
        SshFailure failure;
        std::optional<SshSession::Output> output;
        if (session.connect(target, {}, &failure) && session.authenticate(ask, &failure))
            output = session.run(EnvironmentProbe::command(), &failure);
        if (!output) {
            QMetaObject::invokeMethod(
                this,
                [this, id, failure] {
                    m_measuring.remove(id);
                    Q_EMIT snapshotFailed(id, failure);
                },
                Qt::QueuedConnection);
            return;
        }
        const EnvironmentSnapshot snapshot
            = EnvironmentProbe::parse(output->out, dataMount, QDateTime::currentDateTimeUtc());
        if (boot.isValid())
            keeper.keep(platform, id, boot, snapshot);
        QMetaObject::invokeMethod(
            this,
            [this, id, snapshot] {
                m_measuring.remove(id);
                m_kept.remove(id); // kept on disk by the worker: read once more
                Q_EMIT snapshotTaken(id, snapshot);
            },
            Qt::QueuedConnection);
    });
}

std::optional<std::pair<QDateTime, EnvironmentSnapshot>> SshWorkspace::keptSnapshot(const QString &instanceId) const
{
    const auto it = m_kept.constFind(instanceId);
    if (it != m_kept.cend())
        return *it;
    return *m_kept.insert(instanceId, m_keeper.kept(m_platform, instanceId));
}

SshTunnel *SshWorkspace::openTunnel(const Instance &instance, int remotePort, int localPort, QString *error)
{
    const auto target = targetFor(instance);
    if (!target) {
        *error = tr("%1 has no SSH address yet: start it first.").arg(instance.name);
        return nullptr;
    }
    if (target->shellOnly) {
        *error = tr("%1 has no direct SSH port, only a terminal through the platform's proxy, which forwards no "
                    "ports: create it with a public IP and port 22 exposed over TCP to open tunnels.")
                     .arg(instance.name);
        return nullptr;
    }
    auto *tunnel = new SshTunnel(*target, remotePort, passphraseSource(), this);
    if (!tunnel->start(localPort, error)) {
        delete tunnel;
        return nullptr;
    }
    m_tunnels.insert(instance.id, tunnel);
    Q_EMIT tunnelsChanged(instance.id);
    return tunnel;
}

QList<SshTunnel *> SshWorkspace::tunnels(const QString &instanceId) const
{
    return m_tunnels.values(instanceId);
}

void SshWorkspace::closeTunnel(SshTunnel *tunnel)
{
    for (auto it = m_tunnels.begin(); it != m_tunnels.end(); ++it) {
        if (it.value() == tunnel) {
            const QString id = it.key();
            m_tunnels.erase(it);
            tunnel->stop();
            tunnel->deleteLater();
            Q_EMIT tunnelsChanged(id);
            return;
        }
    }
}

void SshWorkspace::findJupyterUrl(const Instance &instance, int remotePort, int localPort)
{
    const QUrl plain(u"http://127.0.0.1:%1/"_s.arg(localPort));
    const auto target = targetFor(instance);
    if (!target) {
        Q_EMIT jupyterUrlReady(instance.id, plain);
        return;
    }
    const auto ask = passphraseSource();
    const QString id = instance.id;
    m_pool.start([this, target = *target, ask, id, remotePort, localPort, plain] {
        SshSession session;
        SshFailure failure;
        QUrl url = plain;
        std::optional<SshSession::Output> out;
        // Newer Jupyter says `jupyter server list`, older `jupyter notebook list`; both print JSON lines.
        if (session.connect(target, {}, &failure) && session.authenticate(ask, &failure))
            out = session.run("jupyter server list --json 2>/dev/null || jupyter notebook list --json 2>/dev/null",
                              &failure);
        for (const QByteArray &line : out ? out->out.split('\n') : QList<QByteArray>()) {
            const QJsonObject server = QJsonDocument::fromJson(line).object();
            if (server.value(u"port"_s).toInt() != remotePort)
                continue;
            url.setPath(server.value(u"base_url"_s).toString(u"/"_s));
            if (const QString token = server.value(u"token"_s).toString(); !token.isEmpty())
                url.setQuery(u"token="_s + token);
            break;
        }
        QMetaObject::invokeMethod(
            this, [this, id, url] { Q_EMIT jupyterUrlReady(id, url); }, Qt::QueuedConnection);
    });
}

void SshWorkspace::runCommand(const Instance &instance, const QByteArray &command, const QString &tag)
{
    execute(instance, command, this,
            [this, id = instance.id, tag](const std::optional<SshSession::Output> &out, const SshFailure &failure) {
                Q_EMIT commandDone(id, tag, out.has_value(), out ? out->out + out->err : QByteArray(), failure);
            });
}

void SshWorkspace::execute(const Instance &instance, const QByteArray &command, QObject *context, Executed done)
{
    const auto target = targetFor(instance);
    if (!target) {
        const SshFailure failure{SshFailure::Kind::Unreachable, tr("%1 is not running.").arg(instance.name), {}, {}};
        QMetaObject::invokeMethod(
            context, [done, failure] { done(std::nullopt, failure); }, Qt::QueuedConnection);
        return;
    }
    executeOn(*target, command, {}, context, std::move(done));
}

void SshWorkspace::executeOnHost(const SshHop &host, const QByteArray &command, const QString &trusted,
                                 QObject *context, Executed done)
{
    SshTarget target{host.knownHostsName(),
                     host.host,
                     host.port,
                     host.user,
                     m_prefs.defaultIdentity,
                     {},
                     SshConfigFile(m_paths.sshDir).knownHostsPath()};
    target.refusedGraceMs = 0;
    target.lifeline = m_lifeline;
    executeOn(target, command, trusted, context, std::move(done));
}

void SshWorkspace::executeOn(const SshTarget &target, const QByteArray &command, const QString &trusted,
                             QObject *context, Executed done)
{
    const auto ask = passphraseSource();
    // Answered through this workspace (whose destructor waits for its workers), so a context
    // deleted meanwhile is seen on its own thread.
    m_pool.start([this, target, ask, command, trusted, context = QPointer<QObject>(context), done] {
        SshSession session;
        SshFailure failure;
        std::optional<SshSession::Output> out;
        if (session.connect(target, trusted, &failure) && session.authenticate(ask, &failure))
            out = session.run(command, &failure);
        QMetaObject::invokeMethod(
            this,
            [context, done, out, failure] {
                if (context)
                    done(out, failure);
            },
            Qt::QueuedConnection);
    });
}

void SshWorkspace::setRunsStartupScripts(bool on)
{
    if (on == m_runsScripts)
        return;
    m_runsScripts = on;
    m_signatureHead.clear();
    setInstances(m_platformInstances);
}

std::optional<QString> SshWorkspace::localStartupScript(const QString &instanceId) const
{
    if (m_paths.startupScriptDir.isEmpty())
        return std::nullopt;
    return m_localScripts.script(m_platform, instanceId);
}

bool SshWorkspace::setLocalStartupScript(const QString &instanceId, const std::optional<QString> &script,
                                         QString *error)
{
    if (m_paths.startupScriptDir.isEmpty()) {
        *error = tr("This console keeps no startup scripts.");
        return false;
    }
    if (!m_localScripts.setScript(m_platform, instanceId, script, error))
        return false;
    // Saved during a boot, it runs from the next one on, as with a platform's hook: this boot counts
    // as done.
    for (const Instance &i : std::as_const(m_instances)) {
        if (i.id == instanceId && script && i.startedAt && i.state.value() != InstanceState::Stopped)
            return m_localScripts.markSavedDuring(m_platform, instanceId, *i.startedAt, error);
    }
    return true;
}

std::optional<QDateTime> SshWorkspace::localStartupLaunchedFor(const QString &instanceId) const
{
    if (m_paths.startupScriptDir.isEmpty())
        return std::nullopt;
    return m_localScripts.launchedFor(m_platform, instanceId);
}

void SshWorkspace::launchStartupScript(const Instance &instance, const QString &script)
{
    const auto target = targetFor(instance);
    if (!target)
        return;
    m_launching.insert(instance.id);
    const auto ask = passphraseSource();
    const QString id = instance.id, platform = m_platform;
    const QDateTime boot = *instance.startedAt;
    const LocalStartupScripts scripts = m_localScripts;
    m_pool.start([this, target = *target, ask, id, platform, boot, script, scripts] {
        SshSession session;
        SshFailure failure;
        std::optional<SshSession::Output> out;
        if (session.connect(target, {}, &failure) && session.authenticate(ask, &failure))
            out = session.run(LocalStartupScripts::launchCommand(script), &failure);
        const bool ok = out && out->exitStatus == 0;
        if (out && !ok)
            failure = SshFailure{
                SshFailure::Kind::Failed,
                tr("The startup script could not be started: %1").arg(QString::fromUtf8(out->err.trimmed().left(300))),
                {},
                {}};
        QString error;
        if (ok && !scripts.markLaunched(platform, id, boot, &error))
            spdlog::warn("instance {}: its startup script ran but could not be recorded: {}", id.toStdString(),
                         error.toStdString());
        QMetaObject::invokeMethod(
            this,
            [this, id, ok, failure] {
                m_launching.remove(id);
                Q_EMIT startupScriptLaunched(id, ok, failure);
            },
            Qt::QueuedConnection);
    });
}
