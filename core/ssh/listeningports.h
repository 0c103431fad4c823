#pragma once

#include <QByteArray>
#include <QList>

/// A TCP port something listens on inside an instance.
struct ListeningPort
{
    int port = 0;
    /// Bound to the loopback address only: reachable through a tunnel, never through a public port.
    bool loopbackOnly = false;
    bool operator==(const ListeningPort &) const = default;
};

/// The ports a tunnel could reach, read from the kernel's socket tables inside the instance
/// (/proc/net/tcp and tcp6 are there on every Linux image, unlike ss or netstat).
namespace ListeningPorts {

/// What to run on the instance: both tables, one after the other.
QByteArray command();
/// The listening sockets in `tables`, one entry per port, in port order, without `exclude` (the
/// instance's SSH ports: a tunnel to them is no use). A port bound to any address is not
/// loopback-only even when another socket binds it to 127.0.0.1 as well.
QList<ListeningPort> parse(const QByteArray &tables, const QList<int> &exclude = {});

} // namespace ListeningPorts
