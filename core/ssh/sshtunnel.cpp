#include "core/ssh/sshtunnel.h"

#include <QThread>

#include <libssh/libssh.h>
#include <spdlog/spdlog.h>

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype kForwardChunk = 64 * 1024;
/// What waits for a slow client at most, per connection; beyond it the channel is not read, so
/// the instance's side is held back by SSH's own window instead of memory growing.
constexpr qsizetype kClientBuffer = 1 << 20;
/// Socket reads libssh is asked for in a row without a whole packet coming out (then the loop
/// turns: other connections and the client's side get their turn).
constexpr int kMostReadsAhead = 64;
constexpr qint64 kKeepaliveMs = 15000;
constexpr int kMaxBackoffMs = 15000;

qint64 clockMs(clockid_t id)
{
    timespec ts{};
    ::clock_gettime(id, &ts);
    return qint64(ts.tv_sec) * 1000 + ts.tv_nsec / 1000000;
}

/// One accepted connection and its channel.
struct Link
{
    int fd = -1;
    ssh_channel channel = nullptr;
    QByteArray toClient;
    qsizetype sent = 0; ///< how much of toClient the client has taken (compacted when it is all)
    bool clientEof = false; ///< the client will send nothing more
    bool remoteEof = false; ///< the instance's side will send nothing more
    bool shutdownSent = false;
    bool dead = false;
    ~Link()
    {
        if (channel) {
            ssh_channel_close(channel);
            ssh_channel_free(channel);
        }
        if (fd >= 0)
            ::close(fd);
    }
};

bool needsTheUser(SshFailure::Kind kind)
{
    return kind == SshFailure::Kind::HostKeyUnknown || kind == SshFailure::Kind::HostKeyMismatch
        || kind == SshFailure::Kind::HostKeyChanged || kind == SshFailure::Kind::KeyLocked
        || kind == SshFailure::Kind::Denied || kind == SshFailure::Kind::ShellOnly;
}

} // namespace

SshTunnel::SshTunnel(SshTarget target, int remotePort, SshSession::PassphraseSource ask, QObject *parent)
    : QObject(parent)
    , m_remotePort(remotePort)
    , m_ask(std::move(ask))
    , m_target(std::move(target))
{ }

SshTunnel::~SshTunnel()
{
    stop();
}

bool SshTunnel::start(int localPort, QString *error)
{
    m_listenFd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK); // this computer only: a tunnel is not a public service
    address.sin_port = htons(static_cast<uint16_t>(localPort));
    const int yes = 1;
    ::setsockopt(m_listenFd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    if (m_listenFd < 0 || ::bind(m_listenFd, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0
        || ::listen(m_listenFd, 64) != 0) {
        *error = errno == EADDRINUSE
            ? u"Port %1 on this computer is already in use: choose another local port, or leave it to gpudesk."_s.arg(
                localPort)
            : u"Cannot listen on port %1: %2"_s.arg(localPort).arg(QString::fromLocal8Bit(strerror(errno)));
        if (m_listenFd >= 0)
            ::close(m_listenFd);
        m_listenFd = -1;
        return false;
    }
    socklen_t length = sizeof address;
    ::getsockname(m_listenFd, reinterpret_cast<sockaddr *>(&address), &length);
    m_localPort = ntohs(address.sin_port);
    m_wakeFd = ::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
    m_thread = QThread::create([this] { run(); });
    m_thread->setObjectName(u"ssh tunnel"_s);
    m_thread->start();
    return true;
}

void SshTunnel::stop()
{
    if (!m_thread)
        return;
    m_stopping = true;
    const uint64_t one = 1;
    [[maybe_unused]] const auto n = ::write(m_wakeFd, &one, sizeof one);
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    ::close(m_listenFd);
    ::close(m_wakeFd);
    m_listenFd = m_wakeFd = -1;
}

void SshTunnel::setTarget(const SshTarget &target)
{
    {
        const std::lock_guard lock(m_mutex);
        if (!(target == m_target)) {
            m_target = target;
            ++m_targetVersion;
        }
    }
    // Woken either way: a tunnel waiting to retry (a key just accepted, a network back) tries now.
    const uint64_t one = 1;
    if (m_wakeFd >= 0) [[maybe_unused]]
        const auto n = ::write(m_wakeFd, &one, sizeof one);
}

struct SshTunnel::Worker
{
    SshTunnel &tunnel;
    std::vector<std::unique_ptr<Link>> links;

    void drainWake() const
    {
        uint64_t value = 0;
        [[maybe_unused]] const auto n = ::read(tunnel.m_wakeFd, &value, sizeof value);
    }

    /// Waits up to `ms` (-1: until woken) for stop() or setTarget().
    void waitForWake(int ms) const
    {
        pollfd wake{tunnel.m_wakeFd, POLLIN, 0};
        ::poll(&wake, 1, ms);
        drainWake();
    }

    void setOpen(int n)
    {
        if (tunnel.m_open.exchange(n) != n)
            Q_EMIT tunnel.connectionsChanged(n);
    }

    void accept(ssh_session session)
    {
        for (;;) {
            const int fd = ::accept4(tunnel.m_listenFd, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
            if (fd < 0)
                return;
            auto link = std::make_unique<Link>();
            link->fd = fd;
            link->channel = ssh_channel_new(session);
            if (!link->channel
                || ssh_channel_open_forward(link->channel, "127.0.0.1", tunnel.m_remotePort, "127.0.0.1",
                                            tunnel.m_localPort)
                    != SSH_OK) {
                // Most often nothing listens there yet (TensorBoard not started): say so, keep going.
                Q_EMIT tunnel.stateChanged(
                    State::Open,
                    u"Nothing answered on port %1 inside the instance: is the service started there?"_s.arg(
                        tunnel.m_remotePort));
                if (link->channel) {
                    ssh_channel_free(link->channel);
                    link->channel = nullptr;
                }
                continue;
            }
            links.push_back(std::move(link));
        }
    }

    /// Client → instance for one link that poll() found readable.
    void fromClient(Link &l, char *buffer) const
    {
        const qsizetype window = std::min<qsizetype>(kForwardChunk, ssh_channel_window_size(l.channel));
        if (window <= 0)
            return;
        const ssize_t n = ::recv(l.fd, buffer, size_t(window), 0);
        if (n > 0) {
            if (ssh_channel_write(l.channel, buffer, uint32_t(n)) == SSH_ERROR)
                l.dead = true;
        } else if (n == 0) {
            l.clientEof = true;
            ssh_channel_send_eof(l.channel);
        } else if (errno != EAGAIN && errno != EINTR) {
            l.dead = true;
        }
    }

    /// Instance → client. Whatever libssh holds beyond the cap stays there until the client's
    /// POLLOUT wakes the loop again.
    void toClient(Link &l, char *buffer, int sessionFd) const
    {
        // libssh takes the socket in 4 KiB a call: a packet of 32 KiB is eight. While the socket
        // still holds bytes it is asked again here, not after another turn of the loop's poll
        // over every descriptor (a third of the tunnel's syscalls were those polls).
        for (int more = 0; l.toClient.size() - l.sent < kClientBuffer;) {
            const int n = ssh_channel_read_nonblocking(l.channel, buffer, kForwardChunk, 0);
            if (n > 0) {
                l.toClient.append(buffer, n);
                continue;
            }
            if (n == SSH_ERROR) {
                l.dead = true;
                break;
            }
            int waiting = 0;
            if (++more > kMostReadsAhead || ::ioctl(sessionFd, FIONREAD, &waiting) != 0 || waiting == 0)
                break;
        }
        if (ssh_channel_is_eof(l.channel))
            l.remoteEof = true;
        if (l.sent < l.toClient.size()) {
            const ssize_t n
                = ::send(l.fd, l.toClient.constData() + l.sent, size_t(l.toClient.size() - l.sent), MSG_NOSIGNAL);
            if (n > 0)
                l.sent += n;
            else if (n < 0 && errno != EAGAIN && errno != EINTR)
                l.dead = true;
            if (l.sent == l.toClient.size()) { // all taken: reuse the buffer without moving bytes
                l.toClient.resize(0);
                l.sent = 0;
            }
        }
        if (l.remoteEof && l.sent == l.toClient.size() && !l.shutdownSent) {
            ::shutdown(l.fd, SHUT_WR);
            l.shutdownSent = true;
        }
    }

    /// Forwards until the session breaks, the target moves, the computer slept or stop(); why.
    QString forward(ssh_session session, int version)
    {
        const int sessionFd = ssh_get_fd(session);
        // The kernel notices a dead peer in ~30 s (a laptop moved to another network, a router
        // restarted) instead of after minutes of retransmissions.
        const int on = 1, idle = 15, interval = 5, count = 3;
        ::setsockopt(sessionFd, SOL_SOCKET, SO_KEEPALIVE, &on, sizeof on);
        ::setsockopt(sessionFd, IPPROTO_TCP, TCP_KEEPIDLE, &idle, sizeof idle);
        ::setsockopt(sessionFd, IPPROTO_TCP, TCP_KEEPINTVL, &interval, sizeof interval);
        ::setsockopt(sessionFd, IPPROTO_TCP, TCP_KEEPCNT, &count, sizeof count);
        const int nodelay = 1;
        ::setsockopt(sessionFd, IPPROTO_TCP, TCP_NODELAY, &nodelay, sizeof nodelay);
        ssh_event events = ssh_event_new();
        ssh_event_add_session(events, session);
        std::vector<char> buffer(kForwardChunk);
        std::vector<pollfd> fds;
        qint64 lastMono = clockMs(CLOCK_MONOTONIC), lastBoot = clockMs(CLOCK_BOOTTIME), lastKeepalive = lastMono;
        QString why;
        while (!tunnel.m_stopping && why.isEmpty()) {
            {
                const std::lock_guard lock(tunnel.m_mutex);
                if (tunnel.m_targetVersion != version) {
                    why = u"The instance's address changed; reconnecting."_s;
                    break;
                }
            }
            fds.assign({{tunnel.m_wakeFd, POLLIN, 0}, {tunnel.m_listenFd, POLLIN, 0}, {sessionFd, POLLIN, 0}});
            for (const auto &l : links) {
                short wanted = 0;
                if (!l->clientEof && ssh_channel_window_size(l->channel) > 0)
                    wanted |= POLLIN;
                if (l->sent < l->toClient.size())
                    wanted |= POLLOUT;
                fds.push_back({l->fd, wanted, 0});
            }
            ::poll(fds.data(), fds.size(), 1000);
            // Monotonic time stops while the computer sleeps, boot time does not: a gap between them
            // means the session is surely dead on the other side, whatever the socket says.
            const qint64 mono = clockMs(CLOCK_MONOTONIC), boot = clockMs(CLOCK_BOOTTIME);
            if ((boot - lastBoot) - (mono - lastMono) > 5000)
                why = u"The computer slept; reconnecting."_s;
            lastMono = mono;
            lastBoot = boot;
            if (fds[0].revents)
                drainWake();
            // With connections open, their channel reads take the packets in; idle, libssh's own
            // loop does (a disconnect, the server's keepalives).
            if ((fds[2].revents & (POLLIN | POLLHUP | POLLERR)) && links.empty()
                && ssh_event_dopoll(events, 0) == SSH_ERROR)
                why = u"The connection to the instance dropped; reconnecting."_s;
            if (fds[1].revents & POLLIN)
                accept(session);
            for (size_t k = 0; k < links.size() && k + 3 < fds.size(); ++k) {
                if (fds[k + 3].revents & (POLLIN | POLLHUP | POLLERR))
                    fromClient(*links[k], buffer.data());
            }
            for (const auto &l : links)
                toClient(*l, buffer.data(), sessionFd);
            std::erase_if(links, [](const std::unique_ptr<Link> &l) {
                return l->dead || (l->clientEof && l->shutdownSent)
                    || (ssh_channel_is_closed(l->channel) && l->sent == l->toClient.size());
            });
            setOpen(int(links.size()));
            if (!ssh_is_connected(session))
                why = u"The connection to the instance dropped; reconnecting."_s;
            else if (mono - lastKeepalive > kKeepaliveMs) {
                if (ssh_send_ignore(session, "") != SSH_OK)
                    why = u"The connection to the instance dropped; reconnecting."_s;
                lastKeepalive = mono;
            }
        }
        links.clear();
        setOpen(0);
        ssh_event_remove_session(events, session);
        ssh_event_free(events);
        return why;
    }
};

void SshTunnel::run()
{
    Worker worker{*this, {}};
    int backoffMs = 500;
    while (!m_stopping) {
        SshTarget target;
        int version = 0;
        {
            const std::lock_guard lock(m_mutex);
            target = m_target;
            version = m_targetVersion;
        }
        SshSession session;
        SshFailure failure;
        if (!session.connect(target, {}, &failure) || !session.authenticate(m_ask, &failure)) {
            if (m_stopping)
                break;
            // A host key or a key to confirm waits for the user (who then sets the target again);
            // anything else is tried again, less and less often.
            const bool user = needsTheUser(failure.kind);
            Q_EMIT stateChanged(user ? State::Failed : State::Reconnecting, failure.message);
            m_waitsForTheUser = user;
            worker.waitForWake(user ? -1 : backoffMs);
            m_waitsForTheUser = false;
            backoffMs = std::min(backoffMs * 2, kMaxBackoffMs);
            continue;
        }
        backoffMs = 500;
        Q_EMIT stateChanged(State::Open, {});
        const QString why = worker.forward(session.handle(), version);
        if (!m_stopping) {
            spdlog::info("tunnel to {} port {}: {}", target.alias.toStdString(), m_remotePort, why.toStdString());
            Q_EMIT stateChanged(State::Reconnecting, why);
        }
    }
    Q_EMIT stateChanged(State::Closed, {});
}
