#pragma once

#include <QHash>
#include <QMap>
#include <QString>

#include <memory>

class QObject;
class QThread;
struct RuntimeTarget;

/// The service ports of running instances, relayed as a real platform's gateway relays them: from a
/// public loopback port to 127.0.0.2:PORT. A service inside the instance that listens on 0.0.0.0
/// answers there, and one bound to 127.0.0.1 does not, which is the pitfall users meet on real
/// platforms (DESIGN section 4).
///
/// Relays are reconciled like sshd, on the runtime's thread: reconcile() makes an instance's ports
/// relayed exactly while it is up. The relays themselves run on a thread of their own, so neither
/// a busy TensorBoard nor the runtime waiting on a process holds the other up; they end with the
/// sandbox and come back, on the same public ports when those are still free, for the instances
/// that are still running at the next start.
class PortRelays
{
public:
    /// The address services are reached at from the relays.
    static constexpr const char *kServiceAddress = "127.0.0.2";

    explicit PortRelays(bool enabled);
    ~PortRelays();
    PortRelays(const PortRelays &) = delete;
    PortRelays &operator=(const PortRelays &) = delete;

    struct Outcome
    {
        QMap<int, int> publicPorts; ///< service port → the public port it is relayed from
        QString problem; ///< a sentence when a port cannot be relayed, for the instance's events
    };
    /// Up → each of the target's ports relayed (on the public port it had when that is free);
    /// otherwise none. Waits for the relays' thread; call it from one thread only.
    Outcome reconcile(const RuntimeTarget &target);
    /// Ends every relay and the connections through them (the sandbox is shutting down).
    void closeAll();

    static QString publicUrl(int publicPort);

private:
    struct Relayed
    {
        QObject *relays = nullptr;
        qint64 boot = 0;
        QMap<int, int> publicPorts;
    };
    void close(qint64 instanceId);

    bool m_enabled;
    std::unique_ptr<QThread> m_thread;
    /// Lives on m_thread: parent of one object per relayed instance, whose children are that
    /// instance's listening sockets, whose children are the connections through them.
    QObject *m_hub = nullptr;
    /// Which of the hub's children is whose; the map is the calling thread's, the objects are
    /// only created, used and deleted on m_thread.
    QHash<qint64, Relayed> m_byInstance;
};
