// gpudeskctl as a user types it: output, exit codes and errors.
#include "tests/support/closedport.h"
#include "tests/support/sandboxprocess.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {
struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

CliRun ctl(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(GPUDESKCTL_BIN), args);
    EXPECT_TRUE(p.waitForFinished(30000));
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}
} // namespace

TEST(Gpudeskctl, HealthPrintsThePlatformsTime)
{
    SandboxProcess sandbox({u"--time-scale"_s, u"60"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    const CliRun run = ctl({u"--platform"_s, sandbox.url().toString(), u"health"_s});
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(u"status: ok"_s)) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(u"time scale: 60"_s)) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(u"billing timezone: Asia/Shanghai"_s)) << run.out.toStdString();
    EXPECT_TRUE(run.out.contains(QRegularExpression(u"server time: \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ"_s)))
        << run.out.toStdString();
}

TEST(Gpudeskctl, FindsTheSandboxThroughItsDataDirectory)
{
    SandboxProcess sandbox;
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    const CliRun run = ctl({u"--sandbox-data"_s, sandbox.dataDir(), u"health"_s});
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(sandbox.url().toString())) << run.out.toStdString();
}

TEST(Gpudeskctl, UnreachablePlatformExitsOneWithAReason)
{
    const ClosedPort closed;
    const QString url = closed.url().toString();
    const CliRun run = ctl({u"--platform"_s, url, u"health"_s});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(u"network error"_s)) << run.err.toStdString();
    EXPECT_TRUE(run.out.isEmpty());
}

TEST(Gpudeskctl, BadUsageExitsTwoAndSaysWhatToType)
{
    CliRun run = ctl({});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains(u"no command"_s)) << run.err.toStdString();
    run = ctl({u"fly"_s});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains(u"unknown command 'fly'"_s)) << run.err.toStdString();
    run = ctl({u"--platform"_s, u"ftp://x"_s, u"health"_s});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains(u"https://"_s)) << run.err.toStdString();
    run = ctl({u"--platform"_s, u"https://me:hunter2@gpu.example.com"_s, u"health"_s});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_FALSE(run.err.contains(u"hunter2"_s)) << run.err.toStdString();
}
