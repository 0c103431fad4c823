// One console per user (SingleInstance): a second start hands its arguments to the first, which
// is told to raise its window; with none running, nothing answers and the start listens itself;
// a socket a crashed console left behind is taken over.
#include "ui/shell/consolecommandline.h"
#include "ui/shell/singleinstance.h"

#include <QFile>
#include <QLocalServer>
#include <QLocalSocket>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

#include <gtest/gtest.h>

#include <atomic>
#include <thread>

using namespace Qt::StringLiterals;

namespace {

QString uniqueName()
{
    return u"gpudesk-test-"_s + QUuid::createUuid().toString(QUuid::Id128);
}

/// A second start's handOver(), on its own thread (it blocks, as in a process of its own), while
/// this one's event loop serves it.
bool handOverFromAnotherStart(const QString &name, const QStringList &arguments)
{
    std::atomic<int> result = -1;
    std::thread second([&] {
        SingleInstance later(name);
        result = later.handOver(arguments) ? 1 : 0;
    });
    EXPECT_TRUE(QTest::qWaitFor([&] { return result >= 0; }, 10000));
    second.join();
    return result == 1;
}

} // namespace

TEST(SingleInstance, ASecondStartHandsItsArgumentsToTheFirstWhichIsToldToRaiseItsWindow)
{
    const QString name = uniqueName();
    SingleInstance alone(name);
    EXPECT_FALSE(alone.handOver({u"--verbose"_s}, 300)); // nobody runs yet

    SingleInstance first(name);
    QString error;
    ASSERT_TRUE(first.listen(&error)) << error.toStdString();
    QSignalSpy activated(&first, &SingleInstance::activated);
    EXPECT_TRUE(handOverFromAnotherStart(name, {u"--platform"_s, u"vast"_s}));
    ASSERT_TRUE(activated.count() == 1 || activated.wait(5000));
    EXPECT_EQ(activated.first().first().toStringList(), (QStringList{u"--platform"_s, u"vast"_s}));
    // Again: one window, told each time.
    EXPECT_TRUE(handOverFromAnotherStart(name, {}));
    ASSERT_TRUE(activated.count() == 2 || activated.wait(5000));

    // Closed (it starts another console in its place): a later start answers itself.
    first.close();
    SingleInstance replacement(name);
    EXPECT_FALSE(replacement.handOver({}, 300));
    EXPECT_TRUE(replacement.listen(&error)) << error.toStdString();
}

// What a later start handed over is read with the console's own options: the autostart's
// --minimized leaves the window where it is, a --platform asks to switch, and words that are not
// options say nothing (the window is only raised).
TEST(ConsoleCommandLine, ALaterStartsArgumentsReadAsTheConsolesOwn)
{
    const auto autostart = ConsoleCommandLine::parse({u"gpudesk"_s, u"--minimized"_s});
    ASSERT_TRUE(autostart);
    EXPECT_TRUE(autostart->minimized);
    EXPECT_FALSE(autostart->platform);

    const auto other = ConsoleCommandLine::parse({u"gpudesk"_s, u"--platform"_s, u"vast"_s, u"--language=zh_CN"_s});
    ASSERT_TRUE(other);
    EXPECT_EQ(other->platform, u"vast"_s);
    EXPECT_EQ(other->language, u"zh_CN"_s);
    EXPECT_FALSE(other->minimized);
    EXPECT_FALSE(other->sandboxDir.isEmpty()); // the usual place when not given

    EXPECT_FALSE(ConsoleCommandLine::parse({u"gpudesk"_s, u"--no-such-option"_s}));
    EXPECT_FALSE(ConsoleCommandLine::parse({u"gpudesk"_s, u"--platform"_s})); // its value missing
}

TEST(SingleInstance, ASocketACrashedConsoleLeftIsTakenOver)
{
    const QString name = uniqueName();
    // A server that is gone without removing its socket file, as a crash leaves it.
    {
        QLocalServer crashed;
        crashed.setSocketOptions(QLocalServer::UserAccessOption);
        ASSERT_TRUE(crashed.listen(name));
        const QString path = crashed.fullServerName();
        crashed.close(); // removes the file; put a stale one back
        QFile stale(path);
        ASSERT_TRUE(stale.open(QIODevice::WriteOnly));
    }
    SingleInstance next(name);
    EXPECT_FALSE(next.handOver({}, 300));
    QString error;
    EXPECT_TRUE(next.listen(&error)) << error.toStdString();
    QLocalServer::removeServer(name);
}

#ifdef GPUDESK_BIN
TEST(SingleInstance, TheConsoleStartedAgainHandsOverToTheOneRunningAndQuits)
{
    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    env.insert(u"GPUDESK_CONSOLE_SOCKET"_s, uniqueName());
    for (const char *dir : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"})
        env.insert(QString::fromLatin1(dir), home.filePath(QString::fromLatin1(dir)));
    env.insert(u"DBUS_SESSION_BUS_ADDRESS"_s, u"unix:path=/nonexistent/bus"_s);
    // A platform nobody answers at: the console opens and waits, which is all this needs.
    const QStringList args{u"--platform"_s, u"http://127.0.0.1:9"_s};
    QProcess first;
    first.setProcessEnvironment(env);
    first.start(QStringLiteral(GPUDESK_BIN), args);
    ASSERT_TRUE(first.waitForStarted());
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            QLocalSocket probe;
            probe.connectToServer(env.value(u"GPUDESK_CONSOLE_SOCKET"_s));
            return probe.waitForConnected(100);
        },
        20000))
        << first.readAllStandardError().toStdString();
    QProcess second;
    second.setProcessEnvironment(env);
    second.start(QStringLiteral(GPUDESK_BIN), args);
    ASSERT_TRUE(QTest::qWaitFor([&] { return second.state() == QProcess::NotRunning; }, 20000));
    EXPECT_EQ(second.exitCode(), 0) << second.readAllStandardError().toStdString();
    EXPECT_EQ(first.state(), QProcess::Running); // one console, still there
    first.terminate();
    EXPECT_TRUE(QTest::qWaitFor([&] { return first.state() == QProcess::NotRunning; }, 10000));
}
#endif
