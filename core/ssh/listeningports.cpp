#include "core/ssh/listeningports.h"

#include <QMap>

namespace {

constexpr QByteArrayView kListen = "0A";

/// The kernel prints addresses as the bytes of the address in host order, grouped in 32-bit words:
/// 127.0.0.1 reads 0100007F on a little-endian machine; ::1 reads 00000000000000000000000001000000.
bool isLoopback(const QByteArray &hex)
{
    if (hex.size() == 8)
        return hex.endsWith("7F"); // 127.0.0.0/8
    if (hex.size() == 32) {
        if (hex == "00000000000000000000000001000000")
            return true;
        return hex.startsWith("0000000000000000FFFF0000") && hex.endsWith("7F"); // ::ffff:127.x
    }
    return false;
}

} // namespace

namespace ListeningPorts {

QByteArray command()
{
    return "cat /proc/net/tcp /proc/net/tcp6 2>/dev/null";
}

QList<ListeningPort> parse(const QByteArray &tables, const QList<int> &exclude)
{
    QMap<int, bool> loopbackOnly;
    for (const QByteArray &line : tables.split('\n')) {
        // "  sl  local_address rem_address   st tx_queue …"; the header line has no ':' in field 1.
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() < 4 || fields[3] != kListen)
            continue;
        const QList<QByteArray> local = fields[1].split(':');
        bool ok = false;
        const int port = local.size() == 2 ? local[1].toInt(&ok, 16) : 0;
        if (!ok || port <= 0 || port > 65535 || exclude.contains(port))
            continue;
        const bool loopback = isLoopback(local[0]);
        const auto it = loopbackOnly.find(port);
        if (it == loopbackOnly.end())
            loopbackOnly.insert(port, loopback);
        else
            *it = *it && loopback;
    }
    QList<ListeningPort> ports;
    for (auto it = loopbackOnly.cbegin(); it != loopbackOnly.cend(); ++it)
        ports << ListeningPort{it.key(), it.value()};
    return ports;
}

} // namespace ListeningPorts
