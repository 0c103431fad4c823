#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QStringList>

#include <functional>
#include <optional>

/// What the runtime needs to know about this machine's processes and sockets, read from /proc:
/// whether a process still runs (a zombie does not), its command line, the processes whose
/// environment carries a marker or that belong to a process group, the loopback sockets that listen; starting and
/// ending processes.
namespace ProcessTable {

/// Whether `pid` runs (exists and is not a zombie: where nothing reaps orphans, as under a
/// container's init, an ended process stays in the table). An ended child of this process (one
/// `spawn` started) is collected here.
bool alive(qint64 pid);
/// Starts `program` in `directory`, in a session of its own, reading and writing /dev/null, with
/// none of this process's other descriptors, and `environment` ("NAME=VALUE"; this process's own
/// when empty). Returns its pid, or nullopt and the reason in `error`. The child shares this
/// process's memory until it execs (posix_spawn): fork() would copy the sandbox's page tables
/// holding the allocator's and the address space's locks, and stall every other thread — the
/// HTTP thread's answers too — for as long as the forking thread takes on a busy CPU. The child
/// stays this process's until it ends: `alive` collects it then.
std::optional<qint64> spawn(const QString &program, const QStringList &arguments, const QString &directory,
                            const QStringList &environment, QString *error);
/// Its command line, arguments separated by NUL (or the title a process gave itself).
QByteArray commandLine(qint64 pid);
/// Every process but this one.
QList<qint64> ids();
/// The processes whose environment, as it was when they started, holds one of `entries`
/// ("NAME=VALUE"), by entry: one look at every process however many entries are asked for.
QList<QList<qint64>> withEnvironment(const QList<QByteArray> &entries);
/// The processes with an environment entry that starts with `prefix` ("NAME=/some/dir/").
QList<qint64> withEnvironmentPrefix(const QByteArray &prefix);
/// The running processes whose process group is one of `groups`, in one look at every process.
QList<qint64> inGroups(const QList<qint64> &groups);
/// The TCP sockets listening on 127.0.0.1 (or any address), by inode → port, asked of the kernel
/// (sock_diag): it walks only its table of listening sockets, however many connections the
/// machine holds (/proc/net/tcp walks them all, a hundred milliseconds of CPU a second while
/// instances start beside a busy API). nullopt when the kernel cannot be asked.
std::optional<QHash<quint64, int>> listeningSockets();
/// The inodes of the sockets `pid` holds open (none when its descriptors cannot be read).
QList<quint64> socketsOf(qint64 pid);
/// SIGTERM, then SIGKILL for what is still there after `graceMs`. `stillThere` is asked of those
/// left (by identity, not by number: an ended process's pid may already be another's) and
/// returns those still there.
void end(const QList<qint64> &pids, int graceMs, const std::function<QList<qint64>(const QList<qint64> &)> &stillThere);

} // namespace ProcessTable
