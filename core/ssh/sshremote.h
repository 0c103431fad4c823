#pragma once

#include "core/model/instance.h"
#include "core/model/sshhop.h"
#include "core/ssh/sshfailure.h"
#include "core/ssh/sshlifeline.h"
#include "core/ssh/sshsession.h"

#include <QObject>
#include <QThreadPool>

#include <functional>
#include <memory>
#include <optional>

class SshWorkspace;

/// Commands run on the instances the workspace reaches (and on a cluster's login node): a
/// connection test, a command whose answer a dialog waits for, a probe a service runs. Each runs
/// on a worker of its own pool, logged in with the workspace's key and what the user gave of its
/// passphrase; the answer comes back on the owner's thread. Its connections carry a lifeline of
/// its own, given up by the workspace's abandon() and by the destructor, which then waits for the
/// workers: a piece closed ends its connections at once, never waiting out a handshake.
class SshRemote : public QObject
{
    Q_OBJECT
public:
    explicit SshRemote(SshWorkspace &workspace, QObject *parent = nullptr);
    ~SshRemote() override;

    /// Connects, checks (and pins) the host key, logs in and runs `true`. `trusted`: a host-key
    /// fingerprint the user accepted after a HostKeyUnknown or HostKeyChanged; once it worked, the
    /// workspace syncs again so that what waited for the key goes ahead.
    void testConnection(const Instance &instance, const QString &trusted = {});
    /// Runs `command` on the instance (logged in as the user); answered by commandDone with `tag`.
    void runCommand(const Instance &instance, const QByteArray &command, const QString &tag);
    /// Answered with the command's output and exit status, or none and why (on `context`'s thread).
    using Executed = std::function<void(const std::optional<SshSession::Output> &output, const SshFailure &failure)>;
    /// Runs `command` on the instance on a worker; `done` is called unless `context` is gone first.
    void execute(const Instance &instance, const QByteArray &command, QObject *context, Executed done);
    /// Runs `command` on a host that is not an instance (a cluster's login node), as its user with
    /// the chosen key; its host key is pinned under SshHop::knownHostsName() once the user trusted
    /// it (`trusted`: the fingerprint accepted after a HostKeyUnknown or HostKeyChanged).
    void executeOnHost(const SshHop &host, const QByteArray &command, const QString &trusted, QObject *context,
                       Executed done);

    /// One login and one command, on the calling (worker) thread: what every job here does, and
    /// what the boot tasks' workers do.
    static std::optional<SshSession::Output> runOnce(const SshTarget &target, const QString &trusted,
                                                     const SshSession::PassphraseSource &ask, const QByteArray &command,
                                                     SshFailure *failure);

Q_SIGNALS:
    void connectionTested(const QString &instanceId, bool ok, const SshFailure &failure, qint64 milliseconds);
    void commandDone(const QString &instanceId, const QString &tag, bool ok, const QByteArray &output,
                     const SshFailure &failure);

private:
    void executeOn(const SshTarget &target, const QByteArray &command, const QString &trusted, QObject *context,
                   Executed done);

    /// The target with this piece's lifeline instead of the workspace's.
    SshTarget held(SshTarget target) const;

    SshWorkspace &m_workspace;
    std::shared_ptr<SshLifeline> m_lifeline;
    QThreadPool m_pool;
};
