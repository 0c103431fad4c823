#include "core/ssh/execchannel.h"
#include "core/ssh/knownhosts.h"
#include "core/ssh/sshsession.h"
#include "tests/ssh/sshfixture.h"
#include "tests/support/closedport.h"

#include <QElapsedTimer>
#include <QFile>

using namespace Qt::StringLiterals;

using SshSessionTest = SshFixture;

TEST_F(SshSessionTest, RunsACommandAfterCheckingAndPinningTheHostKeyThePlatformReports)
{
    const QJsonObject instance = runningInstance(u"lora"_s);
    const SshTarget target = targetFor(instance);
    ASSERT_TRUE(target.platformFingerprint.startsWith(u"SHA256:"_s));
    SshSession session;
    SshFailure failure;
    ASSERT_TRUE(session.connect(target, {}, &failure)) << failure.message.toStdString();
    EXPECT_EQ(session.serverFingerprint(), target.platformFingerprint);
    ASSERT_TRUE(session.authenticate({}, &failure)) << failure.message.toStdString();
    const auto output = session.run("echo out; echo err >&2; exit 3", &failure);
    ASSERT_TRUE(output) << failure.message.toStdString();
    EXPECT_EQ(output->out, "out\n");
    EXPECT_EQ(output->err, "err\n");
    EXPECT_EQ(output->exitStatus, 3);

    const auto pinned = KnownHosts(target.knownHostsPath).keyFor(target.alias);
    ASSERT_TRUE(pinned);
    EXPECT_TRUE(pinned->startsWith(u"ssh-ed25519 "_s));
    EXPECT_EQ(QFile(target.knownHostsPath).permissions() & (QFile::ReadGroup | QFile::ReadOther), 0);
}

TEST_F(SshSessionTest, AHostKeyThatChangedStopsTheConnectionUntilTheUserAcceptsIt)
{
    const SshTarget target = targetFor(runningInstance(u"lora"_s));
    QString error;
    ASSERT_TRUE(KnownHosts(target.knownHostsPath)
                    .pin(target.alias,
                         u"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIP/escQ1QgaDONC/j3MhCZOvS24gYqo3bxi0Q3fJM+9V"_s,
                         &error));
    SshFailure failure;
    {
        SshSession session;
        EXPECT_FALSE(session.connect(target, {}, &failure));
        EXPECT_EQ(failure.kind, SshFailure::Kind::HostKeyChanged);
        EXPECT_EQ(failure.offered, target.platformFingerprint);
        EXPECT_TRUE(failure.message.contains(u"released and a new one created"_s)) << failure.message.toStdString();
    }
    SshSession session; // the user accepts the key the platform reports
    ASSERT_TRUE(session.connect(target, failure.offered, &failure)) << failure.message.toStdString();
    SshSession again; // and it is pinned from now on
    EXPECT_TRUE(again.connect(target, {}, &failure)) << failure.message.toStdString();
}

TEST_F(SshSessionTest, AKeyThatIsNotThePlatformsIsRefusedAndNothingIsPinned)
{
    SshTarget target = targetFor(runningInstance(u"lora"_s));
    target.platformFingerprint = u"SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"_s;
    SshSession session;
    SshFailure failure;
    EXPECT_FALSE(session.connect(target, session.serverFingerprint(), &failure));
    EXPECT_EQ(failure.kind, SshFailure::Kind::HostKeyMismatch);
    EXPECT_FALSE(KnownHosts(target.knownHostsPath).keyFor(target.alias));
}

TEST_F(SshSessionTest, WithoutAPlatformFingerprintTheFirstKeyNeedsTheUsersYes)
{
    SshTarget target = targetFor(runningInstance(u"lora"_s));
    const QString reported = target.platformFingerprint;
    target.platformFingerprint.clear(); // a platform without that capability
    SshFailure failure;
    {
        SshSession session;
        EXPECT_FALSE(session.connect(target, {}, &failure));
        EXPECT_EQ(failure.kind, SshFailure::Kind::HostKeyUnknown);
        EXPECT_EQ(failure.offered, reported);
        EXPECT_FALSE(KnownHosts(target.knownHostsPath).keyFor(target.alias));
    }
    SshSession session;
    ASSERT_TRUE(session.connect(target, failure.offered, &failure)) << failure.message.toStdString();
    EXPECT_TRUE(KnownHosts(target.knownHostsPath).keyFor(target.alias));
}

TEST_F(SshSessionTest, AnEncryptedKeyAsksForItsPassphraseOnce)
{
    QString error;
    const auto locked = SshKeyPair::generate(m_sshDir, u"locked"_s, "s3cret", &error);
    ASSERT_TRUE(locked) << error.toStdString();
    ASSERT_EQ(
        m_api.post(u"/v1/ssh-keys"_s, {{u"name"_s, u"locked"_s}, {u"public_key"_s, locked->publicKey.toLine()}}).status,
        201);
    SshTarget target = targetFor(runningInstance(u"lora"_s)); // booted with both keys
    target.identityFile = locked->privatePath;
    SshFailure failure;
    {
        SshSession session;
        ASSERT_TRUE(session.connect(target, {}, &failure)) << failure.message.toStdString();
        EXPECT_FALSE(session.authenticate([](const QString &) { return std::nullopt; }, &failure));
        EXPECT_EQ(failure.kind, SshFailure::Kind::KeyLocked);
    }
    int asked = 0;
    SshSession session;
    ASSERT_TRUE(session.connect(target, {}, &failure));
    EXPECT_TRUE(session.authenticate(
        [&](const QString &path) {
            ++asked;
            EXPECT_EQ(path, locked->privatePath);
            return std::optional<QByteArray>("s3cret");
        },
        &failure))
        << failure.message.toStdString();
    EXPECT_EQ(asked, 1);
}

TEST_F(SshSessionTest, AKeyThePlatformDoesNotKnowIsDeniedWithWhatToDo)
{
    QString error;
    const auto stranger = SshKeyPair::generate(m_sshDir, u"stranger"_s, {}, &error);
    ASSERT_TRUE(stranger);
    SshTarget target = targetFor(runningInstance(u"lora"_s));
    target.identityFile = stranger->privatePath;
    SshSession session;
    SshFailure failure;
    ASSERT_TRUE(session.connect(target, {}, &failure)) << failure.message.toStdString();
    EXPECT_FALSE(session.authenticate({}, &failure));
    EXPECT_EQ(failure.kind, SshFailure::Kind::Denied);
    EXPECT_TRUE(failure.message.contains(u"add its public half to the platform"_s)) << failure.message.toStdString();
}

TEST_F(SshSessionTest, ARefusedConnectionIsTriedBrieflyThenReported)
{
    const ClosedPort closed;
    SshTarget target;
    target.alias = u"gpu-gone"_s;
    target.host = u"127.0.0.1"_s;
    target.port = closed.url().port();
    target.refusedGraceMs = 600;
    target.knownHostsPath = m_sshDir + u"/gpudesk/known_hosts"_s;
    QElapsedTimer timer;
    timer.start();
    SshSession session;
    SshFailure failure;
    EXPECT_FALSE(session.connect(target, {}, &failure));
    EXPECT_GE(timer.elapsed(), 600);
    EXPECT_EQ(failure.kind, SshFailure::Kind::Unreachable);
    EXPECT_TRUE(failure.message.contains(u"refuses connections"_s)) << failure.message.toStdString();
}

TEST_F(SshSessionTest, APreparedShellRunsTheNextCommandWithItsInputAndItsStatus)
{
    // The shell started ahead takes the next command as its first line; the command then reads
    // the rest of the input as its own, writes both streams and ends with its own status. One with
    // a line break cannot be a line: it gets a channel of its own, as does the one after.
    const SshTarget target = targetFor(runningInstance(u"prepared"_s));
    SshSession session;
    SshFailure failure;
    ASSERT_TRUE(session.connect(target, {}, &failure) && session.authenticate({}, &failure))
        << failure.message.toStdString();
    ASSERT_TRUE(session.prepareShell());
    EXPECT_TRUE(session.prepareShell()); // one waits already
    const auto run = [&](const QByteArray &command, const QByteArray &input) {
        ExecChannel channel(session);
        SshFailure ssh;
        EXPECT_TRUE(channel.start(command, &ssh, ExecChannel::Input::Answers)) << ssh.message.toStdString();
        EXPECT_TRUE(channel.write(input, &ssh)) << ssh.message.toStdString();
        channel.closeInput();
        QByteArray out;
        const auto status = channel.finish(&out, &ssh);
        return std::tuple{status.value_or(-1), out, channel.errorOutput()};
    };
    QByteArray input = "first line\n";
    for (int k = 0; k < 20000; ++k)
        input += "line " + QByteArray::number(k) + '\n';
    // Only a prepared shell has $gpudesk_command set when the command runs.
    const auto [status, out, err] = run("wc -l; echo said ${gpudesk_command:+prepared} >&2; exit 7", input);
    EXPECT_EQ(status, 7);
    EXPECT_EQ(out.trimmed(), "20001"); // every line of the input, the first included
    EXPECT_EQ(err.trimmed(), "said prepared");
    EXPECT_EQ(session.takePreparedShell(), nullptr); // taken

    ASSERT_TRUE(session.prepareShell());
    const auto [twoLines, printed, said] = run("printf 'a\\n'\necho b ${gpudesk_command:+prepared}; cat", "c\n");
    EXPECT_EQ(twoLines, 0) << said.toStdString();
    EXPECT_EQ(printed, "a\nb\nc\n"); // run on a channel of its own
    EXPECT_EQ(session.takePreparedShell(), nullptr); // let go of, not left waiting
    const auto [plain, plainOut, plainErr] = run("cat; exit 0", "d");
    EXPECT_EQ(plain, 0);
    EXPECT_EQ(plainOut, "d");
}
