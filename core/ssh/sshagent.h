#pragma once

#include <QList>
#include <QString>

#include <optional>

/// The keys an SSH agent holds, asked over its socket (SSH_AUTH_SOCK) with the agent protocol's
/// REQUEST_IDENTITIES. The doctor needs them to say which keys were offered, and to explain
/// `IdentitiesOnly yes` when there are so many that a server gives up before reaching the right one.
namespace SshAgent {

struct Identity
{
    QString fingerprint; ///< "SHA256:…"
    QString comment;
    bool operator==(const Identity &) const = default;
};

/// A server allows this many tries (OpenSSH's MaxAuthTries) before it drops the connection.
constexpr int kServerTries = 6;

/// The agent's keys; nullopt with `error` when the socket does not answer as an agent. Blocks for
/// at most `timeoutMs`: call it on a worker or in the CLI.
std::optional<QList<Identity>> identities(const QString &socketPath, QString *error, int timeoutMs = 3000);

} // namespace SshAgent
