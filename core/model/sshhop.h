#pragma once

#include <QString>

/// A host SSH goes through to reach an instance that is not reachable itself (a cluster's login
/// node in front of its compute nodes): OpenSSH's ProxyJump.
struct SshHop
{
    QString host;
    int port = 22;
    QString user;
    /// The user's own jump host (Settings → Network: a network that blocks outgoing SSH), not the
    /// platform's login node.
    bool usersOwn = false;

    /// How known_hosts names it: "host", or "[host]:port" off port 22 (OpenSSH's own form), so
    /// gpudesk's pinned key for a login node reads the same to the OpenSSH client.
    QString knownHostsName() const { return port == 22 ? host : QStringLiteral("[%1]:%2").arg(host).arg(port); }
    bool operator==(const SshHop &) const = default;
};
