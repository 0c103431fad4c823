#include "core/ssh/sshjumppump.h"

#include <QByteArray>

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <libssh/libssh.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace {

/// How much of the channel's output waits for the socket before the pump stops reading the
/// channel (the other session is slow to read): libssh then keeps it, and the window shrinks.
constexpr qsizetype kMaxPending = 1 << 20;

} // namespace

std::unique_ptr<SshJumpPump> SshJumpPump::start(ssh_session_struct *session, ssh_channel_struct *channel, int *error)
{
    int pair[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0) {
        *error = errno;
        return nullptr;
    }
    // Ours never blocks: the thread waits in poll() for both sides at once.
    ::fcntl(pair[0], F_SETFL, ::fcntl(pair[0], F_GETFL) | O_NONBLOCK);
    return std::unique_ptr<SshJumpPump>(new SshJumpPump(session, channel, pair[0], pair[1]));
}

SshJumpPump::SshJumpPump(ssh_session_struct *session, ssh_channel_struct *channel, int ours, int theirs)
    : m_session(session)
    , m_channel(channel)
    , m_ours(ours)
    , m_theirs(theirs)
    , m_thread(&SshJumpPump::run, this)
{ }

SshJumpPump::~SshJumpPump()
{
    m_stop = true;
    m_thread.join();
    ssh_channel_close(m_channel);
    ssh_channel_free(m_channel);
}

void SshJumpPump::run()
{
    QByteArray toSocket; // read from the channel, not yet taken by the other session
    char buffer[65536];
    while (!m_stop) {
        // What the channel holds already (libssh read it while writing) is moved at once; otherwise
        // wait for either side, a tenth of a second at most, to notice m_stop.
        // (Not while the other session is slow to take what waits: that would spin.)
        const bool buffered = toSocket.size() < kMaxPending && ssh_channel_poll(m_channel, 0) > 0;
        const uint32_t window = ssh_channel_window_size(m_channel);
        pollfd watch[2] = {{m_ours, short((window > 0 ? POLLIN : 0) | (toSocket.isEmpty() ? 0 : POLLOUT)), 0},
                           {ssh_get_fd(m_session), POLLIN, 0}};
        if (::poll(watch, 2, buffered ? 0 : 100) < 0 && errno != EINTR)
            break;
        // The channel's bytes to the socket.
        if (toSocket.size() < kMaxPending) {
            const int n = ssh_channel_read_nonblocking(m_channel, buffer, sizeof buffer, 0);
            if (n == SSH_ERROR)
                break;
            if (n > 0)
                toSocket.append(buffer, n);
            else if (ssh_channel_is_eof(m_channel) && toSocket.isEmpty())
                break; // the far sshd closed the connection, and the other session has it all
        }
        if (!toSocket.isEmpty()) {
            const ssize_t w = ::write(m_ours, toSocket.constData(), size_t(toSocket.size()));
            if (w > 0)
                toSocket.remove(0, w);
            else if (w < 0 && errno != EAGAIN && errno != EINTR)
                break;
        }
        // The socket's bytes to the channel, no more than its window takes (so the write never waits).
        if (window > 0 && (watch[0].revents & (POLLIN | POLLHUP | POLLERR))) {
            const ssize_t r = ::read(m_ours, buffer, std::min<size_t>(sizeof buffer, window));
            if (r == 0)
                break; // the other session is gone
            if (r < 0 && errno != EAGAIN && errno != EINTR)
                break;
            if (r > 0 && ssh_channel_write(m_channel, buffer, uint32_t(r)) != int(r))
                break;
        }
    }
    ssh_channel_send_eof(m_channel);
    // The other session sees the connection end.
    ::close(m_ours);
}
