#pragma once

#include "core/ssh/sshsession.h"
#include "core/ssh/sshtarget.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <mutex>

class QThread;

/// Local port forwarding to a port on an instance (`ssh -L`), owned by the console or the CLI: a
/// listener on 127.0.0.1 and one direct-tcpip channel per accepted connection, many at once, on a
/// worker thread with its own libssh session. It reaches services bound to 127.0.0.1 inside the
/// instance, which a public port mapping cannot. It comes back by itself: after the instance's
/// address changes (setTarget, after a stop and start), after the network drops, and after the
/// computer slept.
class SshTunnel : public QObject
{
    Q_OBJECT
public:
    enum class State { Connecting, Open, Reconnecting, Failed, Closed };
    Q_ENUM(State)

    /// `ask`: a key's passphrase, called on the worker thread (at most once per connection).
    SshTunnel(SshTarget target, int remotePort, SshSession::PassphraseSource ask, QObject *parent = nullptr);
    ~SshTunnel() override;

    /// Listens on 127.0.0.1:`localPort` (0: any free port) and starts the worker; false with
    /// `error` when the port cannot be had (in use, not allowed).
    bool start(int localPort, QString *error);
    /// Stops listening and closes every connection; waits for the worker.
    void stop();

    int localPort() const { return m_localPort; }
    int remotePort() const { return m_remotePort; }
    /// The instance's address now (its port moves at every boot): the tunnel reconnects to it.
    void setTarget(const SshTarget &target);
    /// Connections open through the tunnel now.
    int openConnections() const { return m_open.load(); }
    /// Whether the tunnel has stopped trying and waits for the user (a host key to judge): no retry
    /// is due until the target is set again.
    bool waitsForTheUser() const { return m_waitsForTheUser.load(); }

Q_SIGNALS:
    /// From the worker thread (queued to the owner): where the tunnel stands, with a sentence
    /// when it is not open.
    void stateChanged(SshTunnel::State state, const QString &message);
    void connectionsChanged(int open);

private:
    struct Worker;
    void run();

    int m_remotePort = 0;
    int m_localPort = 0;
    SshSession::PassphraseSource m_ask;
    std::mutex m_mutex; ///< guards m_target and m_targetVersion
    SshTarget m_target;
    int m_targetVersion = 0;
    std::atomic<bool> m_stopping{false};
    std::atomic<int> m_open{0};
    int m_listenFd = -1;
    std::atomic<bool> m_waitsForTheUser{false};
    int m_wakeFd = -1; ///< an eventfd: stop() and setTarget() wake the worker's poll
    QThread *m_thread = nullptr;
};
