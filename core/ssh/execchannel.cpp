#include "core/ssh/execchannel.h"

#include "core/ssh/sshsession.h"

#include <libssh/libssh.h>

#include <cstring>
#include <utility>

using namespace Qt::StringLiterals;

namespace {
constexpr qsizetype kErrLimit = 64 * 1024;
constexpr uint32_t kMostPerWrite = 1 << 20;
} // namespace

ExecChannel::ExecChannel(SshSession &session)
    : m_session(session)
{ }

ExecChannel::~ExecChannel()
{
    if (m_channel) {
        if (ssh_channel_is_open(m_channel))
            ssh_channel_close(m_channel);
        ssh_channel_free(m_channel);
    }
}

bool ExecChannel::start(const QByteArray &command, SshFailure *failure, Input input)
{
    m_input = input;
    // A shell started ahead (SshSession::prepareShell) takes the command as a line of its input.
    // A command with a line break, or a shell gone meanwhile: a channel of its own.
    if (ssh_channel prepared = m_session.takePreparedShell()) {
        if (!command.contains('\n')
            && ssh_channel_write(prepared, command.constData(), uint32_t(command.size())) == command.size()
            && ssh_channel_write(prepared, "\n", 1) == 1) {
            m_channel = prepared;
            return true;
        }
        ssh_channel_free(prepared);
    }
    m_channel = ssh_channel_new(m_session.handle());
    if (!m_channel || ssh_channel_open_session(m_channel) != SSH_OK
        || ssh_channel_request_exec(m_channel, command.constData()) != SSH_OK) {
        *failure = SshFailure{SshFailure::Kind::Failed,
                              u"The instance did not run the command: "_s
                                  + QString::fromUtf8(ssh_get_error(m_session.handle())),
                              {},
                              {}};
        return false;
    }
    return true;
}

void ExecChannel::drainErrors()
{
    char buffer[4096];
    int n = 0;
    while ((n = ssh_channel_read_nonblocking(m_channel, buffer, sizeof buffer, 1)) > 0) {
        if (m_err.size() < kErrLimit)
            m_err.append(buffer, std::min<qsizetype>(n, kErrLimit - m_err.size()));
    }
}

bool ExecChannel::broken(SshFailure *failure)
{
    drainErrors();
    *failure = SshFailure{SshFailure::Kind::Unreachable,
                          m_err.isEmpty() ? u"The connection to the instance broke off: "_s
                                  + QString::fromUtf8(ssh_get_error(m_session.handle()))
                                          : QString::fromUtf8(m_err.trimmed()),
                          {},
                          {}};
    return false;
}

bool ExecChannel::takeOutput()
{
    char buffer[65536];
    int r = 0;
    while ((r = ssh_channel_read_nonblocking(m_channel, buffer, sizeof buffer, 0)) > 0)
        m_pending.append(buffer, r);
    drainErrors();
    return r != SSH_ERROR;
}

bool ExecChannel::write(QByteArrayView data, SshFailure *failure)
{
    const char *p = data.data();
    qsizetype left = data.size();
    while (left > 0) {
        if (ssh_channel_is_closed(m_channel) || ssh_channel_is_eof(m_channel))
            return broken(failure);
        // A command that answers while it reads gets only as much as the instance's window takes: it
        // would otherwise wait on us to read while we wait on it to read. A quiet one gets it all
        // (libssh waits for the window itself, at no cost between window updates).
        uint32_t window = kMostPerWrite;
        if (m_input == Input::Answers) {
            window = ssh_channel_window_size(m_channel);
            if (window == 0) {
                char buffer[65536];
                if (ssh_channel_poll_timeout(m_channel, 1, 0) > 0) {
                    const int n = ssh_channel_read_nonblocking(m_channel, buffer, sizeof buffer, 0);
                    if (n == SSH_ERROR)
                        return broken(failure);
                    if (n > 0)
                        m_pending.append(buffer, n);
                }
                drainErrors();
                continue;
            }
        }
        const uint32_t piece = uint32_t(std::min<qsizetype>({left, qsizetype(window), qsizetype(kMostPerWrite)}));
        const int n = ssh_channel_write(m_channel, p, piece);
        if (n == SSH_ERROR)
            return broken(failure);
        p += n;
        left -= n;
        takeOutput();
    }
    return true;
}

bool ExecChannel::windowOpen() const
{
    return ssh_channel_window_size(m_channel) > 0;
}

qsizetype ExecChannel::writeSome(QByteArrayView data, SshFailure *failure)
{
    if (ssh_channel_is_closed(m_channel) || ssh_channel_is_eof(m_channel)) {
        broken(failure);
        return -1;
    }
    uint32_t window = ssh_channel_window_size(m_channel);
    if (window == 0) { // what came since may have opened it (a connection gone fails the read)
        if (!takeOutput()) {
            broken(failure);
            return -1;
        }
        window = ssh_channel_window_size(m_channel);
        if (window == 0)
            return 0;
    }
    const int n
        = ssh_channel_write(m_channel, data.data(),
                            uint32_t(std::min<qsizetype>({data.size(), qsizetype(window), qsizetype(kMostPerWrite)})));
    if (n == SSH_ERROR) {
        broken(failure);
        return -1;
    }
    takeOutput();
    return n;
}

void ExecChannel::closeInput()
{
    ssh_channel_send_eof(m_channel);
}

qsizetype ExecChannel::read(char *into, qsizetype max, SshFailure *failure)
{
    if (!m_pending.isEmpty()) { // what came while we were writing
        const qsizetype n = std::min(max, m_pending.size());
        std::memcpy(into, m_pending.constData(), size_t(n));
        m_pending.remove(0, n);
        return n;
    }
    for (;;) {
        const int n = ssh_channel_read_timeout(m_channel, into, uint32_t(std::min<qsizetype>(max, 1 << 20)), 0, 1000);
        drainErrors();
        if (n > 0)
            return n;
        if (n == SSH_ERROR) {
            *failure = SshFailure{SshFailure::Kind::Unreachable,
                                  u"The connection to the instance broke off: "_s
                                      + QString::fromUtf8(ssh_get_error(m_session.handle())),
                                  {},
                                  {}};
            return -1;
        }
        if (ssh_channel_is_eof(m_channel) || ssh_channel_is_closed(m_channel))
            return 0;
        // n == 0 on a timeout: the command is quiet (hashing a large file, say); the session's
        // keepalives notice a dead network, and a pause or a quit does not wait for the command.
        if (m_stop && m_stop->load()) {
            *failure = SshFailure{SshFailure::Kind::Failed, u"Stopped before the command ended."_s, {}, {}};
            return -1;
        }
    }
}

std::optional<QByteArray> ExecChannel::readLine(SshFailure *failure)
{
    QByteArray got = std::exchange(m_pending, {});
    char buffer[4096];
    for (;;) {
        if (const qsizetype end = got.indexOf('\n'); end >= 0) {
            m_pending = got.mid(end + 1); // what follows is the command's, for read() and finish()
            got.truncate(end);
            return got;
        }
        const qsizetype n = read(buffer, sizeof buffer, failure);
        if (n <= 0) {
            m_pending = got;
            if (n == 0)
                *failure = SshFailure{SshFailure::Kind::Failed, u"The command ended before it answered."_s, {}, {}};
            return std::nullopt;
        }
        got.append(buffer, n);
    }
}

bool ExecChannel::ended() const
{
    return m_pending.isEmpty() && (ssh_channel_is_eof(m_channel) || ssh_channel_is_closed(m_channel));
}

std::optional<int> ExecChannel::finish(QByteArray *out, SshFailure *failure, qsizetype limit)
{
    char buffer[65536];
    for (;;) {
        const qsizetype n = read(buffer, sizeof buffer, failure);
        if (n < 0)
            return std::nullopt;
        if (n == 0)
            break;
        if (out && out->size() < limit)
            out->append(buffer, std::min<qsizetype>(n, limit - out->size()));
    }
    drainErrors();
    ssh_channel_close(m_channel);
    const int status = ssh_channel_get_exit_status(m_channel);
    if (status < 0) {
        // No exit status: the command was killed (out of memory, say) or the session ended first.
        *failure = SshFailure{SshFailure::Kind::Failed,
                              u"The command on the instance ended without an exit status (it was killed, or the "
                              "connection ended)."_s,
                              {},
                              {}};
        return std::nullopt;
    }
    return status;
}
