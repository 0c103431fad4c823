// The gpudesk-sandbox executable as a user runs it: flags, lock, endpoint file, clean shutdown.
#include "tests/support/sandboxprocess.h"

#include <QFile>
#include <QProcess>
#include <QTcpServer>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {
struct ProcessRun
{
    int exitCode;
    QString output;
};

ProcessRun runSandbox(const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(SandboxProcess::executable(), args);
    EXPECT_TRUE(p.waitForFinished(20000));
    return {p.exitCode(), QString::fromUtf8(p.readAll())};
}
} // namespace

TEST(SandboxExecutable, ServesWritesEndpointAndShutsDownCleanlyOnSigterm)
{
    SandboxProcess sandbox;
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    EXPECT_EQ(sandbox.url().host(), u"127.0.0.1"_s);
    EXPECT_GT(sandbox.url().port(), 0);
    EXPECT_EQ(sandbox.stop(), 0);
    // The sandbox keeps its log inside --data: it creates nothing outside that directory.
    QFile log(sandbox.dataDir() + u"/gpudesk-sandbox.log"_s);
    ASSERT_TRUE(log.open(QIODevice::ReadOnly));
    const QByteArray text = log.readAll();
    EXPECT_TRUE(text.contains("serving")) << text.toStdString();
    EXPECT_TRUE(text.contains("stopped")) << text.toStdString();
    EXPECT_FALSE(QFile::exists(sandbox.dataDir() + u"/endpoint.json"_s));
}

TEST(SandboxExecutable, StartedAgainItComesBackOnItsLastPortOrAnotherWhenThatIsTaken)
{
    SandboxProcess sandbox({QStringLiteral("--runtime"), QStringLiteral("none")});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    const QUrl first = sandbox.url();
    // Killed, then started as the console's launcher starts it (any port): the same address.
    sandbox.kill();
    sandbox.forgetPort();
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    EXPECT_EQ(sandbox.url(), first);
    // Stopped cleanly, the same again.
    EXPECT_EQ(sandbox.stop(), 0);
    sandbox.forgetPort();
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    EXPECT_EQ(sandbox.url(), first);
    // Its port taken by someone else meanwhile: another one, which endpoint.json names.
    EXPECT_EQ(sandbox.stop(), 0);
    QTcpServer squatter;
    ASSERT_TRUE(squatter.listen(QHostAddress::LocalHost, quint16(first.port())));
    sandbox.forgetPort();
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    EXPECT_NE(sandbox.url().port(), first.port());
    EXPECT_TRUE(sandbox.url().isValid());
}

TEST(SandboxExecutable, SecondSandboxOnTheSameDirectoryRefuses)
{
    SandboxProcess sandbox;
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    const ProcessRun second = runSandbox({u"--data"_s, sandbox.dataDir()});
    EXPECT_NE(second.exitCode, 0);
    EXPECT_TRUE(second.output.contains(u"already using"_s)) << second.output.toStdString();
}

TEST(SandboxExecutable, RefusesRemoteListenWithoutAllowRemote)
{
    QTemporaryDir dir;
    const ProcessRun run = runSandbox({u"--data"_s, dir.path(), u"--listen"_s, u"0.0.0.0:0"_s});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.output.contains(u"--allow-remote"_s)) << run.output.toStdString();
    EXPECT_FALSE(QFile::exists(dir.path() + u"/endpoint.json"_s));
}

TEST(SandboxExecutable, ARemoteListenAllowedWarnsThatItHasNoTls)
{
    SandboxProcess sandbox({u"--listen"_s, u"0.0.0.0:0"_s, u"--allow-remote"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    EXPECT_EQ(sandbox.stop(), 0);
    QFile log(sandbox.dataDir() + u"/gpudesk-sandbox.log"_s);
    ASSERT_TRUE(log.open(QIODevice::ReadOnly));
    const QByteArray text = log.readAll();
    EXPECT_TRUE(text.contains("has no TLS")) << text.toStdString();
}

TEST(SandboxExecutable, HelpExitsZeroAndNamesEmulation)
{
    const ProcessRun run = runSandbox({u"--help"_s});
    EXPECT_EQ(run.exitCode, 0);
    EXPECT_TRUE(run.output.contains(u"--time-scale"_s));
}

TEST(SandboxExecutable, ABadCatalogFileStopsTheStartWithItsReason)
{
    QTemporaryDir dir;
    QFile catalog(dir.path() + u"/catalog.json"_s);
    ASSERT_TRUE(catalog.open(QIODevice::WriteOnly));
    catalog.write(R"({"capacity":{"atlantis-1":{"t4-16g":4}}})");
    catalog.close();
    const ProcessRun run = runSandbox({u"--data"_s, dir.path()});
    EXPECT_EQ(run.exitCode, 3);
    EXPECT_TRUE(run.output.contains(u"atlantis-1"_s)) << run.output.toStdString();
    EXPECT_FALSE(QFile::exists(dir.path() + u"/endpoint.json"_s));
}
