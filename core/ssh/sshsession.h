#pragma once

#include "core/ssh/sshfailure.h"
#include "core/ssh/sshtarget.h"

#include <QByteArray>

#include <functional>
#include <memory>
#include <optional>
#include <utility>

struct ssh_session_struct;
struct ssh_channel_struct;
class SshJumpPump;

/// One libssh session, used on one thread only (libssh forbids sharing a session across threads;
/// DESIGN section 2): connect with the host key checked and pinned, authenticate, run commands.
/// Everything here blocks: it runs on worker threads or in the CLI, never on the GUI thread.
class SshSession
{
public:
    /// Asked for a key's passphrase when the agent could not authenticate; nullopt: the user
    /// declined. Called at most once per connection.
    using PassphraseSource = std::function<std::optional<QByteArray>(const QString &keyPath)>;

    SshSession();
    ~SshSession();
    SshSession(const SshSession &) = delete;
    SshSession &operator=(const SshSession &) = delete;

    /// Connects and checks the server's host key: it must be the platform's (when the platform gives
    /// a fingerprint) and the one pinned under the target's alias (when one is). A key neither
    /// vouches for is accepted only when it equals `trusted` (the user confirmed that fingerprint).
    /// An accepted key is pinned. Never StrictHostKeyChecking=no.
    /// A target with a jump host: this connects to the jump host and checks its key (pinned under
    /// its own name; `trusted` stands for it too); authenticate() does the rest.
    bool connect(const SshTarget &target, const QString &trusted, SshFailure *failure);
    /// Agent first, then the identity file (unencrypted, or with the passphrase `ask` returns).
    /// Through a jump host: logs in there, opens a forwarded connection to the target's sshd
    /// (refusals tried again for refusedGraceMs, as a direct connection's), checks the target's
    /// host key and logs in to it with the same key; `ask` is asked at most once.
    bool authenticate(const PassphraseSource &ask, SshFailure *failure);
    /// With `password` instead (an instance's first login, where the platform gives a password and
    /// keeps no keys): sshd's password method, or keyboard-interactive answered with it. Not through
    /// a jump host.
    bool authenticateWithPassword(const QByteArray &password, SshFailure *failure);

    struct Output
    {
        QByteArray out;
        QByteArray err;
        int exitStatus = -1;
    };
    /// Runs `command` through the instance's shell and collects its output (at most `limit` bytes
    /// of each stream).
    std::optional<Output> run(const QByteArray &command, SshFailure *failure, qsizetype limit = 4 << 20);

    /// Starts the instance's shell for the next command now, while this side still prepares it (a
    /// transfer's plan, a listing being read): its start-up (sshd's session, ~/.bashrc, conda's or
    /// pyenv's init, which can take a second) is then behind it when the command comes. The shell
    /// waits for the command on a line of its input; the next ExecChannel started takes it. One at a
    /// time; false (and nothing waiting) where the instance refused the session.
    bool prepareShell();
    /// How long the last prepareShell() waited for the instance to open its channel (sshd answers
    /// that at once): a round trip on the way there, in ms; nullopt before one.
    std::optional<int> roundTripMs() const { return m_roundTripMs; }
    /// The shell prepareShell() started, if one waits (the caller frees it), else null.
    ssh_channel_struct *takePreparedShell() { return std::exchange(m_prepared, nullptr); }
    /// What a prepared shell runs: it reads one line, the command, and runs it with the rest of
    /// its input as the command's.
    static constexpr const char *kPreparedShell = "IFS= read -r gpudesk_command || exit 0; eval \"$gpudesk_command\"";

    /// A connection on which nothing gets through for `seconds` counts as broken: TCP keepalives
    /// while quiet and a limit on unacknowledged data while sending, so a transfer over a network
    /// that vanished fails (and resumes later) instead of hanging. After connect().
    void setStallTimeout(int seconds);

    /// Waits up to `ms` for the instance to send something on this session (a window opening on one
    /// of its channels, a command's output); the channels take it in when next read or written.
    void waitForData(int ms);

    /// The server's host key fingerprint seen by the last connect() ("SHA256:…").
    /// Behind a jump host, the jump host's until authenticate() reached the target.
    QString serverFingerprint() const
    {
        return m_fingerprint.isEmpty() && m_jump ? m_jump->serverFingerprint() : m_fingerprint;
    }
    /// The libssh session, for tunnels and transfers on this same thread.
    ssh_session_struct *handle() const { return m_session; }

private:
    bool connectThrough(const PassphraseSource &ask, SshFailure *failure);
    bool handshake(int fd, const QString &where, SshFailure *failure);
    bool checkHostKey(const SshTarget &target, const QString &trusted, SshFailure *failure);
    ssh_session_struct *m_session = nullptr;
    ssh_channel_struct *m_prepared = nullptr; ///< prepareShell()'s, until an ExecChannel takes it
    std::optional<int> m_roundTripMs;
    int m_fd = -1; ///< the connection libssh talks over (held by the target's lifeline, if any)
    SshTarget m_target;
    QString m_fingerprint;
    QString m_trusted; ///< connect()'s, for the target's key checked behind a jump host
    std::unique_ptr<SshSession> m_jump; ///< the login to the jump host
    std::unique_ptr<SshJumpPump> m_pump; ///< carries this session's bytes over m_jump
};
