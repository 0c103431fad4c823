#include "platform/runtime/processtable.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QScopeGuard>
#include <QString>
#include <QThread>

#include <cerrno>
#include <cstring>
#include <vector>

#include <arpa/inet.h>
#include <fcntl.h>
#include <linux/inet_diag.h>
#include <linux/netlink.h>
#include <linux/sock_diag.h>
#include <netinet/in.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using namespace Qt::StringLiterals;

namespace {
constexpr unsigned kTcpListen = 10; ///< the kernel's TCP_LISTEN (netinet/tcp.h's enum clashes with linux/)
} // namespace

namespace ProcessTable {

bool alive(qint64 pid)
{
    if (pid <= 0 || ::kill(pid_t(pid), 0) != 0)
        return false;
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray line = stat.readAll();
    const qsizetype close = line.lastIndexOf(')');
    if (close < 0 || close + 2 >= line.size() || line.at(close + 2) != 'Z')
        return true;
    // "PID (NAME) STATE PPID ...": a child of ours ended, collected now that it is seen to have.
    if (line.mid(close + 4).split(' ').value(0).toLongLong() == ::getpid())
        ::waitpid(pid_t(pid), nullptr, WNOHANG);
    return false;
}

std::optional<qint64> spawn(const QString &program, const QStringList &arguments, const QString &directory,
                            const QStringList &environment, QString *error)
{
    // Every string the child reads is made before it starts: between clone and exec it may only
    // read memory.
    QList<QByteArray> argBytes{program.toLocal8Bit()}, envBytes;
    for (const QString &a : arguments)
        argBytes << a.toLocal8Bit();
    for (const QString &e : environment)
        envBytes << e.toLocal8Bit();
    const auto pointers = [](QList<QByteArray> &bytes) {
        std::vector<char *> list;
        for (QByteArray &b : bytes)
            list.push_back(b.data());
        list.push_back(nullptr);
        return list;
    };
    std::vector<char *> argv = pointers(argBytes), envp = pointers(envBytes);
    const QByteArray dir = directory.toLocal8Bit();

    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attributes);
    for (int fd : {0, 1, 2})
        posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0);
    posix_spawn_file_actions_addclosefrom_np(&actions, 3);
    if (!dir.isEmpty())
        posix_spawn_file_actions_addchdir_np(&actions, dir.constData());
    // Its own session (a terminal's hangup or a test runner's group kill is not its), no signal
    // blocked and every handler the default: it inherits nothing of this process's signal setup.
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setsigdefault(&attributes, &all);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    pid_t pid = 0;
    const int failed
        = posix_spawn(&pid, argv[0], &actions, &attributes, argv.data(), environment.isEmpty() ? environ : envp.data());
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (failed != 0) {
        if (error)
            *error = QString::fromLocal8Bit(std::strerror(failed));
        return std::nullopt;
    }
    return qint64(pid);
}

QByteArray commandLine(qint64 pid)
{
    QFile cmdline(u"/proc/%1/cmdline"_s.arg(pid));
    return cmdline.open(QIODevice::ReadOnly) ? cmdline.readAll() : QByteArray();
}

QList<qint64> ids()
{
    QList<qint64> pids;
    for (const QString &name : QDir(u"/proc"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool number = false;
        const qint64 pid = name.toLongLong(&number);
        if (number && pid != ::getpid())
            pids << pid;
    }
    return pids;
}

QList<QList<qint64>> withEnvironment(const QList<QByteArray> &entries)
{
    QList<QList<qint64>> found(entries.size());
    if (entries.isEmpty())
        return found;
    for (qint64 pid : ids()) {
        QFile environ(u"/proc/%1/environ"_s.arg(pid));
        if (!environ.open(QIODevice::ReadOnly))
            continue;
        const QByteArray all = '\0' + environ.readAll();
        for (qsizetype k = 0; k < entries.size(); ++k) {
            if (all.contains(QByteArray('\0' + entries[k] + '\0')))
                found[k] << pid;
        }
    }
    return found;
}

QList<qint64> withEnvironmentPrefix(const QByteArray &prefix)
{
    QList<qint64> found;
    const QByteArray entry = '\0' + prefix;
    for (qint64 pid : ids()) {
        QFile environ(u"/proc/%1/environ"_s.arg(pid));
        if (environ.open(QIODevice::ReadOnly) && QByteArray('\0' + environ.readAll()).contains(entry))
            found << pid;
    }
    return found;
}

QList<qint64> inGroups(const QList<qint64> &groups)
{
    QList<qint64> found;
    if (groups.isEmpty())
        return found;
    for (qint64 pid : ids()) {
        // "pid (comm) state ppid pgrp …": comm may hold spaces and parentheses, so read after the last ')'.
        QFile stat(u"/proc/%1/stat"_s.arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray line = stat.readAll();
        const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 2 && fields[0] != "Z" && groups.contains(fields[2].toLongLong()))
            found << pid;
    }
    return found;
}

std::optional<QHash<quint64, int>> listeningSockets()
{
    const int fd = ::socket(AF_NETLINK, SOCK_DGRAM | SOCK_CLOEXEC, NETLINK_SOCK_DIAG);
    if (fd < 0)
        return std::nullopt;
    const auto closing = qScopeGuard([fd] { ::close(fd); });
    struct
    {
        nlmsghdr header;
        inet_diag_req_v2 request;
    } ask{};
    ask.header.nlmsg_len = sizeof ask;
    ask.header.nlmsg_type = SOCK_DIAG_BY_FAMILY;
    ask.header.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP;
    ask.request.sdiag_family = AF_INET;
    ask.request.sdiag_protocol = IPPROTO_TCP;
    ask.request.idiag_states = 1u << kTcpListen;
    sockaddr_nl kernel{};
    kernel.nl_family = AF_NETLINK;
    if (::sendto(fd, &ask, sizeof ask, 0, reinterpret_cast<const sockaddr *>(&kernel), sizeof kernel) < 0)
        return std::nullopt;
    QHash<quint64, int> sockets;
    alignas(nlmsghdr) char buffer[32768];
    for (;;) {
        const ssize_t got = ::recv(fd, buffer, sizeof buffer, 0);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return std::nullopt;
        const auto size = size_t(got);
        for (size_t at = 0; at + sizeof(nlmsghdr) <= size;) {
            nlmsghdr header;
            std::memcpy(&header, buffer + at, sizeof header);
            if (header.nlmsg_len < sizeof header || at + header.nlmsg_len > size)
                return std::nullopt;
            if (header.nlmsg_type == NLMSG_DONE)
                return sockets;
            if (header.nlmsg_type == NLMSG_ERROR || header.nlmsg_len < NLMSG_LENGTH(sizeof(inet_diag_msg)))
                return std::nullopt;
            inet_diag_msg socket;
            std::memcpy(&socket, buffer + at + NLMSG_HDRLEN, sizeof socket);
            const quint32 address = ntohl(socket.id.idiag_src[0]);
            if (address == INADDR_LOOPBACK || address == INADDR_ANY)
                sockets.insert(socket.idiag_inode, ntohs(socket.id.idiag_sport));
            at += NLMSG_ALIGN(header.nlmsg_len);
        }
    }
}

QList<quint64> socketsOf(qint64 pid)
{
    // Each descriptor a link, "socket:[INODE]" for a socket.
    QList<quint64> inodes;
    const QByteArray dir = "/proc/" + QByteArray::number(pid) + "/fd/";
    for (const QString &name : QDir(QString::fromLatin1(dir)).entryList(QDir::System | QDir::NoDotAndDotDot)) {
        char target[64];
        const QByteArray path = dir + name.toLatin1();
        const ssize_t length = ::readlink(path.constData(), target, sizeof target - 1);
        if (length <= 0)
            continue;
        const QByteArray link(target, length);
        if (link.startsWith("socket:[") && link.endsWith(']'))
            inodes << link.mid(8, link.size() - 9).toULongLong();
    }
    return inodes;
}

void end(const QList<qint64> &pids, int graceMs, const std::function<QList<qint64>(const QList<qint64> &)> &stillThere)
{
    for (qint64 pid : pids)
        ::kill(pid_t(pid), SIGTERM);
    QList<qint64> left = pids;
    for (QDeadlineTimer deadline(graceMs); !left.isEmpty() && !deadline.hasExpired();) {
        QThread::msleep(5);
        left = stillThere(left);
    }
    for (qint64 pid : std::as_const(left))
        ::kill(pid_t(pid), SIGKILL);
}

} // namespace ProcessTable
