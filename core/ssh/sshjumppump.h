#pragma once

#include <atomic>
#include <memory>
#include <thread>

struct ssh_session_struct;
struct ssh_channel_struct;

/// Carries one SSH session's bytes over a forwarded connection (direct-tcpip) of another, logged
/// in to a jump host: libssh 0.10 has no ProxyJump of its own, but talks over any socket it is
/// given. The pump holds one end of a socket pair and its own thread moves bytes between it and
/// the channel; the session behind the jump host talks over the other end (fd()).
/// Never blocks on the channel: it writes no more than the channel's window takes, so a peer that
/// stops reading one way cannot stall the other.
class SshJumpPump
{
public:
    /// `channel`, open on `session`, is the pump's from now on, and so is `session`: only the
    /// pump's thread uses it until the pump is gone. Null with *error when no socket pair is made.
    static std::unique_ptr<SshJumpPump> start(ssh_session_struct *session, ssh_channel_struct *channel, int *error);
    /// Stops the thread and closes the channel.
    ~SshJumpPump();
    SshJumpPump(const SshJumpPump &) = delete;
    SshJumpPump &operator=(const SshJumpPump &) = delete;

    /// The end the other session talks over; whoever takes it closes it.
    int fd() const { return m_theirs; }

private:
    SshJumpPump(ssh_session_struct *session, ssh_channel_struct *channel, int ours, int theirs);
    void run();

    ssh_session_struct *m_session;
    ssh_channel_struct *m_channel;
    int m_ours;
    int m_theirs;
    std::atomic_bool m_stop{false};
    std::thread m_thread;
};
