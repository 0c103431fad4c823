#include "core/ssh/sshsession.h"

#include "common/sshpublickey.h"
#include "core/ssh/knownhosts.h"
#include "core/ssh/sshjumppump.h"
#include "core/ssh/sshkeypair.h"
#include "core/ssh/sshlifeline.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFile>
#include <QThread>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <libssh/libssh.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

SshFailure failure(SshFailure::Kind kind, const QString &message)
{
    return SshFailure{kind, message, {}, {}};
}

/// "TYPE BASE64" of a libssh key; empty when it cannot be exported.
QString keyLine(ssh_key key)
{
    char *b64 = nullptr;
    if (ssh_pki_export_pubkey_base64(key, &b64) != SSH_OK)
        return {};
    const QString line = QString::fromLatin1(ssh_key_type_to_char(ssh_key_type(key))) + u' ' + QString::fromLatin1(b64);
    ssh_string_free_char(b64);
    return line;
}

/// A TCP connection to host:port made here (not by libssh), so the lifeline can shut it down
/// while libssh waits on it. Looked at every 100 ms: an abandoned lifeline ends the wait at once.
/// The socket, or -1 with errno (ECONNREFUSED, ETIMEDOUT, ECANCELED) or *lookup set.
int connectTcp(const QString &host, int port, int timeoutMs, const SshLifeline *lifeline, QString *lookup)
{
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *found = nullptr;
    const QByteArray name = host.toUtf8(), service = QByteArray::number(port);
    if (const int rc = ::getaddrinfo(name.constData(), service.constData(), &hints, &found); rc != 0) {
        *lookup = QString::fromUtf8(::gai_strerror(rc));
        return -1;
    }
    int fd = -1;
    int error = ETIMEDOUT;
    QDeadlineTimer deadline(timeoutMs);
    for (addrinfo *a = found; a && fd < 0 && !deadline.hasExpired(); a = a->ai_next) {
        const int s = ::socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC | SOCK_NONBLOCK, a->ai_protocol);
        if (s < 0)
            continue;
        if (::connect(s, a->ai_addr, a->ai_addrlen) == 0) {
            fd = s;
            break;
        }
        error = errno;
        while (error == EINPROGRESS) {
            if (lifeline && lifeline->abandoned()) {
                error = ECANCELED;
                break;
            }
            if (deadline.hasExpired()) {
                error = ETIMEDOUT;
                break;
            }
            pollfd p{s, POLLOUT, 0};
            if (::poll(&p, 1, int(std::min<qint64>(100, deadline.remainingTime()))) > 0) {
                socklen_t size = sizeof error;
                ::getsockopt(s, SOL_SOCKET, SO_ERROR, &error, &size);
            }
        }
        if (error == 0)
            fd = s;
        else
            ::close(s);
    }
    ::freeaddrinfo(found);
    if (fd < 0)
        errno = error;
    return fd;
}

} // namespace

SshSession::SshSession() = default;

SshSession::~SshSession()
{
    // Let go of the socket before libssh closes it: its number may be another file's after that.
    if (m_target.lifeline && m_fd >= 0)
        m_target.lifeline->release(m_fd);
    if (m_prepared) // its shell sees its input end, and exits
        ssh_channel_free(m_prepared);
    if (m_session) {
        ssh_disconnect(m_session);
        ssh_free(m_session);
    }
    // Then the pump (its thread sees the socket closed) and the jump host's login, in that order.
    m_pump.reset();
    m_jump.reset();
}

bool SshSession::connect(const SshTarget &target, const QString &trusted, SshFailure *failed)
{
    m_target = target;
    m_trusted = trusted;
    const QString where = u"%1 (%2 port %3)"_s.arg(target.alias, target.host).arg(target.port);
    // Everything this class is used for (commands, sftp, forwarding, pinning) needs a real sshd;
    // a terminal (OpenSSH, from the ssh config) is the one thing such a proxy gives.
    if (target.shellOnly) {
        *failed = failure(
            SshFailure::Kind::ShellOnly,
            QCoreApplication::translate("SshSession",
                                        "%1 is reached through the platform's SSH proxy, which opens a terminal and "
                                        "nothing else: transfers, tunnels, commands and checks need direct SSH (an "
                                        "instance with a public IP and port 22 exposed over TCP).")
                .arg(target.alias));
        return false;
    }
    if (target.jump) {
        // The login node first, as the user's own ssh would with ProxyJump; the rest once logged in there.
        SshTarget hop{target.jump->knownHostsName(),
                      target.jump->host,
                      target.jump->port,
                      target.jump->user.isEmpty() ? target.user : target.jump->user,
                      target.identityFile,
                      {},
                      target.knownHostsPath};
        hop.refusedGraceMs = 0;
        hop.timeoutSeconds = target.timeoutSeconds;
        hop.lifeline = target.lifeline;
        m_jump = std::make_unique<SshSession>();
        if (m_jump->connect(hop, trusted, failed))
            return true;
        failed->message
            = u"%1 is reached through the login node %2, and: %3"_s.arg(target.alias, hop.alias, failed->message);
        return false;
    }
    // The TCP connection first, made here: libssh does not say "refused" apart from other failures,
    // a boot's first seconds may refuse while its sshd starts, and the owner's lifeline can end a
    // connection it holds at once (libssh's own socket it could not reach).
    const SshLifeline *lifeline = target.lifeline.get();
    const auto abandoned = [&] {
        *failed = failure(SshFailure::Kind::Unreachable,
                          u"The connection to %1 was given up: gpudesk is closing."_s.arg(where));
        return false;
    };
    int fd = -1;
    for (QDeadlineTimer grace(target.refusedGraceMs);; QThread::msleep(250)) {
        if (lifeline && lifeline->abandoned())
            return abandoned();
        QString lookup;
        fd = connectTcp(target.host, target.port, target.timeoutSeconds * 1000, lifeline, &lookup);
        if (fd >= 0)
            break;
        const int error = errno;
        if (error == ECANCELED)
            return abandoned();
        if (error == ECONNREFUSED && lookup.isEmpty() && !grace.hasExpired())
            continue;
        *failed = failure(SshFailure::Kind::Unreachable,
                          error == ECONNREFUSED && lookup.isEmpty()
                              ? u"%1 refuses connections: the instance is not running, or its SSH service is down. "
                                "Check its state, or restart it."_s.arg(where)
                              : u"%1 cannot be reached: %2."_s.arg(
                                  where, lookup.isEmpty() ? QString::fromUtf8(std::strerror(error)) : lookup));
        return false;
    }
    if (target.lifeline && !target.lifeline->hold(fd)) {
        ::close(fd);
        return abandoned();
    }
    m_fd = fd;
    return handshake(fd, where, failed);
}

bool SshSession::handshake(int fd, const QString &where, SshFailure *failed)
{
    const SshTarget &target = m_target;
    const SshLifeline *lifeline = target.lifeline.get();
    m_session = ssh_new();
    const QByteArray host = target.host.toUtf8(), user = target.user.toUtf8();
    const unsigned int port = static_cast<unsigned int>(target.port);
    const long timeout = target.timeoutSeconds;
    const int no = 0;
    // libssh must not read the user's ssh config (its Host * could change the port or user) nor
    // look keys up as [host]:port: gpudesk checks the key itself, by alias.
    ssh_options_set(m_session, SSH_OPTIONS_PROCESS_CONFIG, &no);
    ssh_options_set(m_session, SSH_OPTIONS_HOST, host.constData());
    ssh_options_set(m_session, SSH_OPTIONS_PORT, &port);
    if (!user.isEmpty())
        ssh_options_set(m_session, SSH_OPTIONS_USER, user.constData());
    ssh_options_set(m_session, SSH_OPTIONS_TIMEOUT, &timeout);
    // AES-GCM first: OpenSSL runs it on the CPU's AES instructions, several times faster than the
    // chacha20-poly1305 libssh would pick first (bench/tunnel); chacha20 stays for servers without it.
    static constexpr const char *kCiphers = "aes128-gcm@openssh.com,aes256-gcm@openssh.com,"
                                            "chacha20-poly1305@openssh.com,aes128-ctr,aes256-ctr";
    ssh_options_set(m_session, SSH_OPTIONS_CIPHERS_C_S, kCiphers);
    ssh_options_set(m_session, SSH_OPTIONS_CIPHERS_S_C, kCiphers);
    ssh_options_set(m_session, SSH_OPTIONS_KNOWNHOSTS, "/dev/null");
    ssh_options_set(m_session, SSH_OPTIONS_GLOBAL_KNOWNHOSTS, "/dev/null");
    // libssh talks over the connection made above, and closes it when the session is freed.
    ssh_options_set(m_session, SSH_OPTIONS_FD, &fd);
    if (ssh_connect(m_session) != SSH_OK) {
        *failed = failure(SshFailure::Kind::Unreachable,
                          lifeline && lifeline->abandoned()
                              ? u"The connection to %1 was given up: gpudesk is closing."_s.arg(where)
                              : u"%1 did not complete the SSH handshake: %2"_s.arg(
                                  where, QString::fromUtf8(ssh_get_error(m_session))));
        return false;
    }
    return checkHostKey(target, m_trusted, failed);
}

bool SshSession::connectThrough(const PassphraseSource &ask, SshFailure *failed)
{
    const QString hop = m_target.jump->knownHostsName();
    const QString where = u"%1 (%2 port %3)"_s.arg(m_target.alias, m_target.host).arg(m_target.port);
    // One passphrase opens the key for both logins.
    std::optional<std::optional<QByteArray>> given;
    const PassphraseSource once = [&](const QString &keyPath) {
        if (!given)
            given = ask ? ask(keyPath) : std::nullopt;
        return *given;
    };
    if (!m_jump->authenticate(once, failed)) {
        failed->message = u"%1 is reached through the login node %2, which refused gpudesk: %3"_s.arg(
            m_target.alias, hop, failed->message);
        return false;
    }
    ssh_session jump = m_jump->handle();
    const QByteArray host = m_target.host.toUtf8();
    ssh_channel channel = nullptr;
    // The job's sshd may still be starting, as a direct connection's first seconds may be refused.
    for (QDeadlineTimer grace(m_target.refusedGraceMs);; QThread::msleep(250)) {
        if (m_target.lifeline && m_target.lifeline->abandoned()) {
            *failed = failure(SshFailure::Kind::Unreachable,
                              u"The connection to %1 was given up: gpudesk is closing."_s.arg(where));
            return false;
        }
        channel = ssh_channel_new(jump);
        if (channel && ssh_channel_open_forward(channel, host.constData(), m_target.port, "127.0.0.1", 0) == SSH_OK)
            break;
        const QString why = QString::fromUtf8(ssh_get_error(jump));
        if (channel)
            ssh_channel_free(channel);
        if (!grace.hasExpired())
            continue;
        *failed = failure(SshFailure::Kind::Unreachable,
                          u"The login node %1 could not open a connection to %2: %3. The job may have ended, "
                          "or its SSH service is not up yet."_s.arg(hop, where, why));
        return false;
    }
    int error = 0;
    m_pump = SshJumpPump::start(jump, channel, &error);
    if (!m_pump) {
        ssh_channel_free(channel);
        *failed = failure(SshFailure::Kind::Failed,
                          u"No connection through %1: %2"_s.arg(hop, QString::fromUtf8(std::strerror(error))));
        return false;
    }
    return handshake(m_pump->fd(), where, failed) && authenticate(once, failed);
}

bool SshSession::checkHostKey(const SshTarget &target, const QString &trusted, SshFailure *failed)
{
    ssh_key key = nullptr;
    if (ssh_get_server_publickey(m_session, &key) != SSH_OK) {
        *failed = failure(SshFailure::Kind::Failed, u"%1 sent no host key."_s.arg(target.alias));
        return false;
    }
    const QString line = keyLine(key);
    ssh_key_free(key);
    SshPublicKey::Error problem;
    const auto parsed = SshPublicKey::parse(line, &problem);
    if (!parsed) {
        *failed = failure(SshFailure::Kind::Failed, u"%1 sent a host key gpudesk cannot read."_s.arg(target.alias));
        return false;
    }
    m_fingerprint = parsed->fingerprint();
    const QString offered = parsed->type + u' ' + QString::fromLatin1(parsed->blob.toBase64());
    const KnownHosts known(target.knownHostsPath);
    const auto pinned = known.keyFor(target.alias);
    const auto refuse = [&](SshFailure::Kind kind, const QString &expected, const QString &message) {
        *failed = SshFailure{kind, message, m_fingerprint, expected};
        return false;
    };

    if (!target.platformFingerprint.isEmpty() && target.platformFingerprint != m_fingerprint) {
        return refuse(SshFailure::Kind::HostKeyMismatch, target.platformFingerprint,
                      u"The host key of %1 (%2) is not the one the platform reports for this instance (%3). Something "
                      "between you and the instance may be answering in its place, so gpudesk did not log in."_s.arg(
                          target.alias, m_fingerprint, target.platformFingerprint));
    }
    if (pinned && *pinned == offered)
        return true;
    const bool vouched = !target.platformFingerprint.isEmpty() || trusted == m_fingerprint || target.acceptFirstKey;
    if (pinned) {
        SshPublicKey::Error ignored;
        const auto before = SshPublicKey::parse(*pinned, &ignored);
        const QString was = before ? before->fingerprint() : *pinned;
        if (trusted != m_fingerprint) {
            return refuse(
                SshFailure::Kind::HostKeyChanged, was,
                u"The host key of %1 changed: it was %2 and is now %3. This is expected when the instance "
                "was released and a new one created under the same name%4; otherwise something may be "
                "answering in its place. Accept the new key only if you know why it changed."_s.arg(
                    target.alias, was, m_fingerprint,
                    target.platformFingerprint.isEmpty() ? QString() : u" (the platform does report the new key)"_s));
        }
    } else if (!vouched) {
        return refuse(SshFailure::Kind::HostKeyUnknown, QString(),
                      u"This platform does not say which host key %1 has. It offers %2: trust it only if that is the "
                      "fingerprint you expect; it will be remembered."_s.arg(target.alias, m_fingerprint));
    }
    QString error;
    if (!known.pin(target.alias, offered, &error)) {
        *failed = failure(SshFailure::Kind::Failed, error);
        return false;
    }
    return true;
}

bool SshSession::authenticateWithPassword(const QByteArray &password, SshFailure *failed)
{
    const QString who = u"%1@%2"_s.arg(m_target.user, m_target.alias);
    // Asked for what it takes first: "none" is refused with the list of methods.
    if (ssh_userauth_none(m_session, nullptr) == SSH_AUTH_SUCCESS)
        return true;
    const int methods = ssh_userauth_list(m_session, nullptr);
    if (methods & SSH_AUTH_METHOD_PASSWORD) {
        if (ssh_userauth_password(m_session, nullptr, password.constData()) == SSH_AUTH_SUCCESS)
            return true;
    } else if (methods & SSH_AUTH_METHOD_INTERACTIVE) {
        // Keyboard-interactive with PAM asks for the password as its one prompt.
        int rc = ssh_userauth_kbdint(m_session, nullptr, nullptr);
        for (int round = 0; rc == SSH_AUTH_INFO && round < 4; ++round) {
            const int prompts = ssh_userauth_kbdint_getnprompts(m_session);
            for (int n = 0; n < prompts; ++n)
                ssh_userauth_kbdint_setanswer(m_session, unsigned(n), password.constData());
            rc = ssh_userauth_kbdint(m_session, nullptr, nullptr);
        }
        if (rc == SSH_AUTH_SUCCESS)
            return true;
    } else {
        *failed = failure(SshFailure::Kind::Denied, u"%1 takes no password login."_s.arg(who));
        return false;
    }
    *failed = failure(SshFailure::Kind::Denied,
                      u"%1 refused the password the platform gives for it: it was changed on the instance. Reset it "
                      "on the platform's console."_s.arg(who));
    return false;
}

bool SshSession::authenticate(const PassphraseSource &ask, SshFailure *failed)
{
    if (m_jump && !m_session)
        return connectThrough(ask, failed);
    const QString who = u"%1@%2"_s.arg(m_target.user, m_target.alias);
    if (!qEnvironmentVariableIsEmpty("SSH_AUTH_SOCK") && ssh_userauth_agent(m_session, nullptr) == SSH_AUTH_SUCCESS)
        return true;
    if (m_target.identityFile.isEmpty()) {
        *failed = failure(SshFailure::Kind::Denied,
                          u"%1 accepted none of the SSH agent's keys, and no key is chosen for gpudesk. Choose or "
                          "generate one (SSH keys), and add it to the platform."_s.arg(who));
        return false;
    }
    if (!QFile::exists(m_target.identityFile)) {
        *failed = failure(SshFailure::Kind::Denied,
                          u"The key %1 is gone. Choose another one (SSH keys)."_s.arg(m_target.identityFile));
        return false;
    }
    ssh_key key = SshKeyPair::openPrivate(m_target.identityFile, {});
    if (!key) {
        const auto passphrase = ask ? ask(m_target.identityFile) : std::nullopt;
        if (!passphrase) {
            *failed = failure(SshFailure::Kind::KeyLocked,
                              u"The key %1 needs its passphrase (or add it to your SSH agent: ssh-add %1)."_s.arg(
                                  m_target.identityFile));
            return false;
        }
        key = SshKeyPair::openPrivate(m_target.identityFile, *passphrase);
        if (!key) {
            *failed = failure(SshFailure::Kind::KeyLocked,
                              u"That passphrase does not open %1."_s.arg(m_target.identityFile));
            return false;
        }
    }
    const int rc = ssh_userauth_publickey(m_session, nullptr, key);
    ssh_key_free(key);
    if (rc == SSH_AUTH_SUCCESS)
        return true;
    *failed = failure(SshFailure::Kind::Denied,
                      u"%1 refused the key %2: add its public half to the platform (SSH keys), then restart the "
                      "instance if it was running before the key was added."_s.arg(who, m_target.identityFile));
    return false;
}

bool SshSession::prepareShell()
{
    if (m_prepared)
        return true;
    ssh_channel channel = ssh_channel_new(m_session);
    if (!channel)
        return false;
    QElapsedTimer opening;
    opening.start();
    if (ssh_channel_open_session(channel) != SSH_OK) {
        ssh_channel_free(channel);
        return false;
    }
    m_roundTripMs = int(opening.elapsed());
    if (ssh_channel_request_exec(channel, kPreparedShell) != SSH_OK) {
        ssh_channel_free(channel);
        return false;
    }
    m_prepared = channel;
    return true;
}

std::optional<SshSession::Output> SshSession::run(const QByteArray &command, SshFailure *failed, qsizetype limit)
{
    ssh_channel channel = ssh_channel_new(m_session);
    const auto fail = [&](const QString &message) {
        *failed = failure(SshFailure::Kind::Failed, message + u": "_s + QString::fromUtf8(ssh_get_error(m_session)));
        if (channel)
            ssh_channel_free(channel);
        return std::nullopt;
    };
    if (!channel || ssh_channel_open_session(channel) != SSH_OK)
        return fail(u"The instance refused a session"_s);
    if (ssh_channel_request_exec(channel, command.constData()) != SSH_OK)
        return fail(u"The instance did not run the command"_s);
    Output output;
    char buffer[16384];
    const auto take = [&](int stream, int timeoutMs) {
        const int n = ssh_channel_read_timeout(channel, buffer, sizeof buffer, stream, timeoutMs);
        QByteArray &into = stream ? output.err : output.out;
        if (n > 0 && into.size() < limit)
            into.append(buffer, std::min<qsizetype>(n, limit - into.size()));
        return n;
    };
    for (QDeadlineTimer deadline(qint64(m_target.timeoutSeconds) * 4000); !ssh_channel_is_eof(channel);) {
        if (deadline.hasExpired())
            return fail(u"The command took too long"_s);
        if (take(0, 200) == SSH_ERROR || take(1, 0) == SSH_ERROR)
            return fail(u"The session broke off"_s);
    }
    while (take(0, 0) > 0 || take(1, 0) > 0) { }
    ssh_channel_send_eof(channel);
    ssh_channel_close(channel);
    output.exitStatus = ssh_channel_get_exit_status(channel);
    ssh_channel_free(channel);
    return output;
}

void SshSession::waitForData(int ms)
{
    pollfd p{ssh_get_fd(m_session), POLLIN, 0};
    ::poll(&p, 1, ms);
}

void SshSession::setStallTimeout(int seconds)
{
    if (m_jump) // the TCP connection is the one to the login node
        m_jump->setStallTimeout(seconds);
    const int fd = m_session ? ssh_get_fd(m_session) : -1;
    if (fd < 0)
        return;
    const int on = 1, idle = std::max(1, seconds / 3), interval = std::max(1, seconds / 6), count = 3;
    const unsigned int userTimeoutMs = unsigned(seconds) * 1000u;
    ::setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &on, sizeof on);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPIDLE, &idle, sizeof idle);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPINTVL, &interval, sizeof interval);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPCNT, &count, sizeof count);
    ::setsockopt(fd, IPPROTO_TCP, TCP_USER_TIMEOUT, &userTimeoutMs, sizeof userTimeoutMs);
}
