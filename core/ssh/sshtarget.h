#pragma once

#include "core/model/sshhop.h"

#include <QString>

#include <memory>
#include <optional>

class SshLifeline;

/// Everything needed to reach one instance over SSH, as a value that crosses threads.
struct SshTarget
{
    QString alias; ///< gpu-<slug>: the key's name in gpudesk's known_hosts
    QString host;
    int port = 22;
    QString user;
    QString identityFile; ///< empty: the agent only
    /// The platform's SHA256 fingerprint of the host key; empty where the platform gives none.
    QString platformFingerprint;
    QString knownHostsPath;
    /// A refused connection is tried again for this long before it is reported: an instance that
    /// has just come up may still be starting its sshd.
    int refusedGraceMs = 8000;
    int timeoutSeconds = 15;
    /// The address is the platform's SSH proxy, which opens an interactive terminal and nothing
    /// else: no commands, sftp or port forwarding (SshInfo::shellOnly).
    bool shellOnly = false;
    /// Reached through this host first (a cluster's login node), as its user with the same keys:
    /// libssh's own ProxyJump. Its host key is pinned under SshHop::knownHostsName().
    std::optional<SshHop> jump = std::nullopt;
    /// The first host key seen is pinned without the platform's word: an instance first reached with a
    /// password the platform gives (SshEndpoint::passwordLogin), which says nothing of its key — the
    /// trust OpenSSH gives a first connection. A key that changed later is refused as anywhere else.
    bool acceptFirstKey = false;
    /// The owner's (SshWorkspace's): when it is abandoned, a connection to this target ends at
    /// once. Null: the connection runs to its timeouts (gpudeskctl, which a Ctrl+C ends).
    std::shared_ptr<SshLifeline> lifeline = {};
    bool operator==(const SshTarget &) const = default;
};
