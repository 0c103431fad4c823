#include "core/ssh/sshremote.h"

#include "core/ssh/sshconfigfile.h"
#include "core/ssh/sshworkspace.h"

#include <QElapsedTimer>
#include <QPointer>

SshRemote::SshRemote(SshWorkspace &workspace, QObject *parent)
    : QObject(parent)
    , m_workspace(workspace)
    , m_lifeline(workspace.branchLifeline())
{
    m_pool.setMaxThreadCount(4);
}

SshRemote::~SshRemote()
{
    m_lifeline->abandon();
    m_pool.waitForDone();
}

SshTarget SshRemote::held(SshTarget target) const
{
    target.lifeline = m_lifeline;
    return target;
}

std::optional<SshSession::Output> SshRemote::runOnce(const SshTarget &target, const QString &trusted,
                                                     const SshSession::PassphraseSource &ask, const QByteArray &command,
                                                     SshFailure *failure)
{
    SshSession session;
    if (!session.connect(target, trusted, failure) || !session.authenticate(ask, failure))
        return std::nullopt;
    return session.run(command, failure);
}

void SshRemote::testConnection(const Instance &instance, const QString &trusted)
{
    const auto target = m_workspace.targetFor(instance);
    if (!target) {
        Q_EMIT connectionTested(instance.id, false,
                                SshFailure{SshFailure::Kind::Unreachable,
                                           tr("%1 has no SSH address yet: it is not running.").arg(instance.name),
                                           {},
                                           {}},
                                0);
        return;
    }
    const auto ask = m_workspace.passphraseSource();
    const QString id = instance.id;
    m_pool.start([this, target = held(*target), ask, id, trusted] {
        QElapsedTimer timer;
        timer.start();
        SshFailure failure;
        const bool ok = runOnce(target, trusted, ask, "true", &failure).has_value();
        const qint64 ms = timer.elapsed();
        QMetaObject::invokeMethod(
            this,
            [this, id, ok, failure, ms, trusted] {
                Q_EMIT connectionTested(id, ok, failure, ms);
                // A key the user just accepted is pinned now: what waited for it (the boot's startup
                // script, its first snapshot) goes ahead with the next sync.
                if (ok && !trusted.isEmpty())
                    m_workspace.resync();
            },
            Qt::QueuedConnection);
    });
}

void SshRemote::runCommand(const Instance &instance, const QByteArray &command, const QString &tag)
{
    execute(instance, command, this,
            [this, id = instance.id, tag](const std::optional<SshSession::Output> &out, const SshFailure &failure) {
                Q_EMIT commandDone(id, tag, out.has_value(), out ? out->out + out->err : QByteArray(), failure);
            });
}

void SshRemote::execute(const Instance &instance, const QByteArray &command, QObject *context, Executed done)
{
    const auto target = m_workspace.targetFor(instance);
    if (!target) {
        const SshFailure failure{SshFailure::Kind::Unreachable, tr("%1 is not running.").arg(instance.name), {}, {}};
        QMetaObject::invokeMethod(
            context, [done, failure] { done(std::nullopt, failure); }, Qt::QueuedConnection);
        return;
    }
    executeOn(held(*target), command, {}, context, std::move(done));
}

void SshRemote::executeOnHost(const SshHop &host, const QByteArray &command, const QString &trusted, QObject *context,
                              Executed done)
{
    SshTarget target{host.knownHostsName(),
                     host.host,
                     host.port,
                     host.user,
                     m_workspace.preferences().defaultIdentity,
                     {},
                     SshConfigFile(m_workspace.paths().sshDir).knownHostsPath()};
    target.refusedGraceMs = 0;
    target.lifeline = m_lifeline;
    executeOn(target, command, trusted, context, std::move(done));
}

void SshRemote::executeOn(const SshTarget &target, const QByteArray &command, const QString &trusted, QObject *context,
                          Executed done)
{
    const auto ask = m_workspace.passphraseSource();
    // Answered through this object (whose destructor waits for its workers), so a context deleted
    // meanwhile is seen on its own thread.
    m_pool.start([this, target, ask, command, trusted, context = QPointer<QObject>(context), done] {
        SshFailure failure;
        const std::optional<SshSession::Output> out = runOnce(target, trusted, ask, command, &failure);
        QMetaObject::invokeMethod(
            this,
            [context, done, out, failure] {
                if (context)
                    done(out, failure);
            },
            Qt::QueuedConnection);
    });
}
