// ProcessTable::spawn, which starts every instance's sshd and startup script: the program runs in
// the directory asked, in a session of its own, with the environment given and none of the
// sandbox's other descriptors; an ended child is collected (no zombie stays); a program that cannot
// run is a clear error. And the kernel's word on which sockets listen, and whose they are (how the
// runtime sees an sshd ready).
#include "platform/runtime/processtable.h"

#include <QFile>
#include <QTcpServer>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cerrno>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

QString textOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

/// Whether child `pid` ends within `ms`: the kernel says so on a pidfd (which a zombie keeps: nothing
/// has collected it yet).
bool endsWithin(qint64 pid, int ms)
{
    const int fd = int(::syscall(SYS_pidfd_open, pid_t(pid), 0));
    if (fd < 0)
        return false;
    pollfd ended{fd, POLLIN, 0};
    const bool done = ::poll(&ended, 1, ms) == 1;
    ::close(fd);
    return done;
}

} // namespace

TEST(ProcessTable, ASpawnedProgramRunsInItsDirectoryAndSessionWithTheGivenEnvironmentOnly)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    // A descriptor of this process that an exec would keep: the child must not see it.
    const int inherited = ::open("/dev/null", O_RDONLY);
    ASSERT_GE(inherited, 3);
    const QString script = uR"(read -r _ _ _ _ _ sid _ < /proc/$$/stat
{ pwd; echo "${GPUDESK_TEST_VALUE-unset}|${HOME-unset}"
  [ "$sid" = "$$" ] && echo leader || echo "session $sid"
  [ -e /proc/$$/fd/%1 ] && echo inherited || echo alone; } > out.tmp && mv out.tmp out)"_s.arg(inherited);
    QString error;
    const auto pid = ProcessTable::spawn(u"/bin/sh"_s, {u"-c"_s, script}, dir.path(),
                                         {u"GPUDESK_TEST_VALUE=a b"_s, u"PATH=/usr/bin:/bin"_s}, &error);
    ::close(inherited);
    ASSERT_TRUE(pid) << error.toStdString();
    ASSERT_TRUE(endsWithin(*pid, 10000));
    EXPECT_EQ(textOf(dir.filePath(u"out"_s)).toStdString(),
              QString(dir.path() + u"\na b|unset\nleader\nalone\n"_s).toStdString());

    // Ended, it is this process's zombie until looked at: alive() says no and collects it.
    EXPECT_EQ(::kill(pid_t(*pid), 0), 0) << "a zombie until collected";
    EXPECT_FALSE(ProcessTable::alive(*pid));
    EXPECT_EQ(::kill(pid_t(*pid), 0), -1);
    EXPECT_EQ(errno, ESRCH) << "the ended child was not collected";
}

TEST(ProcessTable, AProgramThatCannotRunIsAnErrorThatSaysWhy)
{
    QTemporaryDir dir;
    QString error;
    EXPECT_FALSE(ProcessTable::spawn(dir.filePath(u"missing"_s), {}, dir.path(), {}, &error));
    EXPECT_TRUE(error.contains(u"No such file"_s)) << error.toStdString();

    EXPECT_FALSE(ProcessTable::spawn(u"/bin/sh"_s, {}, dir.filePath(u"gone"_s), {}, &error));
    EXPECT_FALSE(error.isEmpty());
}

TEST(ProcessTable, TheKernelSaysWhichSocketsListenOnLoopbackAndWhoseTheyAre)
{
    QTcpServer server;
    ASSERT_TRUE(server.listen(QHostAddress::LocalHost, 0));
    const auto listening = ProcessTable::listeningSockets();
    ASSERT_TRUE(listening) << "the kernel's sock_diag did not answer";
    quint64 ours = 0;
    for (quint64 inode : ProcessTable::socketsOf(::getpid())) {
        if (listening->value(inode, -1) == server.serverPort())
            ours = inode;
    }
    EXPECT_NE(ours, 0u) << "this process's listening socket was not found";

    server.close();
    const auto after = ProcessTable::listeningSockets();
    ASSERT_TRUE(after);
    EXPECT_FALSE(after->contains(ours));
    EXPECT_FALSE(ProcessTable::socketsOf(::getpid()).contains(ours));
}
