#include "core/session/sandboxlauncher.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxprocess.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThread>

#include <gtest/gtest.h>

#include <csignal>

using namespace Qt::StringLiterals;

namespace {
bool processAlive(qint64 pid)
{
    return ::kill(static_cast<pid_t>(pid), 0) == 0;
}
} // namespace

TEST(SandboxLauncher, FindsARunningSandboxThroughItsEndpointFile)
{
    SandboxProcess sandbox;
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();

    SandboxLauncher launcher(sandbox.dataDir(), u"/nonexistent/gpudesk-sandbox"_s);
    QSignalSpy ready(&launcher, &SandboxLauncher::ready);
    QSignalSpy starting(&launcher, &SandboxLauncher::starting);
    launcher.ensureRunning();
    ASSERT_TRUE(ready.wait(10000));
    EXPECT_EQ(ready.first().first().toUrl(), sandbox.url());
    EXPECT_EQ(starting.count(), 0);
}

TEST(SandboxLauncher, StartsADetachedSandboxThatOutlivesIt)
{
    QTemporaryDir dir;
    qint64 pid = 0;
    QUrl url;
    {
        SandboxLauncher launcher(dir.path(), SandboxProcess::executable());
        QSignalSpy ready(&launcher, &SandboxLauncher::ready);
        QSignalSpy starting(&launcher, &SandboxLauncher::starting);
        launcher.ensureRunning();
        ASSERT_TRUE(ready.wait(20000));
        ASSERT_EQ(starting.count(), 1);
        pid = starting.first().first().toLongLong();
        url = ready.first().first().toUrl();
    }
    // The launcher is gone; the sandbox keeps running, like a cloud when the laptop closes.
    ASSERT_TRUE(processAlive(pid));
    // It was started with the demo account ready for "try the sandbox".
    HttpClient c(url);
    EXPECT_EQ(c.post(u"/v1/sessions"_s, {{u"login"_s, u"13800000000"_s}, {u"password"_s, u"sandbox-demo"_s}}).status,
              201);
    qint64 filePid = 0;
    EXPECT_EQ(SandboxLauncher::readEndpoint(dir.path(), &filePid), url);
    EXPECT_EQ(filePid, pid);

    ::kill(static_cast<pid_t>(pid), SIGTERM);
    QDeadlineTimer deadline(10000);
    while (processAlive(pid) && !deadline.hasExpired())
        QThread::msleep(20); // the detached child is reaped by init, not by us
    EXPECT_FALSE(SandboxLauncher::readEndpoint(dir.path()).has_value());
}

TEST(SandboxLauncher, StaleEndpointFileIsReplacedByANewSandbox)
{
    QTemporaryDir dir;
    QFile stale(dir.path() + u"/endpoint.json"_s);
    ASSERT_TRUE(stale.open(QIODevice::WriteOnly));
    stale.write(R"({"url":"http://127.0.0.1:1","pid":1})");
    stale.close();

    SandboxLauncher launcher(dir.path(), SandboxProcess::executable());
    QSignalSpy ready(&launcher, &SandboxLauncher::ready);
    QSignalSpy starting(&launcher, &SandboxLauncher::starting);
    launcher.ensureRunning();
    ASSERT_TRUE(ready.wait(20000));
    ASSERT_EQ(starting.count(), 1);
    EXPECT_NE(ready.first().first().toUrl().port(), 1);
    ::kill(static_cast<pid_t>(starting.first().first().toLongLong()), SIGTERM);
}

TEST(SandboxLauncher, MissingProgramFailsWithASentence)
{
    QTemporaryDir dir;
    SandboxLauncher launcher(dir.path(), QString());
    QSignalSpy failed(&launcher, &SandboxLauncher::failed);
    launcher.ensureRunning();
    ASSERT_TRUE(failed.count() == 1 || failed.wait(5000));
    EXPECT_TRUE(failed.first().first().toString().contains(u"gpudesk-sandbox"_s));
}

TEST(SandboxLauncher, ReadEndpointRejectsGarbage)
{
    QTemporaryDir dir;
    EXPECT_FALSE(SandboxLauncher::readEndpoint(dir.path()));
    QFile file(dir.path() + u"/endpoint.json"_s);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("{\"url\": \"ftp://x\"}");
    file.close();
    EXPECT_FALSE(SandboxLauncher::readEndpoint(dir.path()));
}

TEST(SandboxLauncher, ASandboxThatExitsAtOnceIsReportedWithWhatItSaid)
{
    QTemporaryDir dir;
    const QString fake = dir.path() + u"/fake-sandbox"_s;
    QFile script(fake);
    ASSERT_TRUE(script.open(QIODevice::WriteOnly));
    script.write("#!/bin/sh\necho 'gpudesk-sandbox: cannot lock the data directory: disk on fire' >&2\nexit 3\n");
    script.close();
    script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);

    SandboxLauncher launcher(dir.path() + u"/data"_s, fake);
    QSignalSpy failed(&launcher, &SandboxLauncher::failed);
    QElapsedTimer elapsed;
    elapsed.start();
    launcher.ensureRunning();
    ASSERT_TRUE(failed.wait(10000));
    EXPECT_TRUE(failed.first().first().toString().contains(u"disk on fire"_s))
        << failed.first().first().toString().toStdString();
    // Well before the 15 s start deadline: the launcher noticed the exit.
    EXPECT_LT(elapsed.elapsed(), 10000);
}
