#include "core/ssh/sshconfigfile.h"
#include "core/ssh/sshpreferences.h"
#include "tests/ssh/sshfixture.h"
#include "tests/support/loopbacksshd.h"
#include "tests/support/testfiles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>

#include <optional>

using namespace Qt::StringLiterals;

class SshConfigSync : public SshFixture
{
protected:
    void SetUp() override
    {
        SshFixture::SetUp();
        if (IsSkipped() || HasFatalFailure())
            return;
        m_env = ctlEnvironment();
    }
    /// The real OpenSSH client through the user's config, never prompting (BatchMode): an unknown
    /// or changed host key fails it.
    Ran ssh(const QString &alias, const QString &command)
    {
        return runProgram(u"ssh"_s,
                          {u"-F"_s, m_sshDir + u"/config"_s, u"-o"_s, u"BatchMode=yes"_s, u"-o"_s,
                           u"StrictHostKeyChecking=yes"_s, alias, command},
                          m_env);
    }
    QProcessEnvironment m_env;
};

TEST_F(SshConfigSync, SshGpuAliasLogsInFromAnyTerminalAfterEveryRebootAndRemovalRestoresTheUsersFile)
{
    const QJsonObject instance = runningInstance(u"LoRA 实验"_s);
    const QString id = instance.value(u"id"_s).toString();
    const QString alias = u"gpu-"_s + instance.value(u"slug"_s).toString();
    // The user's own file, with a Host * that would send the instance's login elsewhere.
    const QByteArray mine = "Host *\n    User nobody-here\n    Port 2\n    ConnectTimeout 5\n";
    QFile user(m_sshDir + u"/config"_s);
    ASSERT_TRUE(user.open(QIODevice::WriteOnly));
    user.write(mine);
    user.close();

    Ran r = ctl({u"ssh-config"_s, u"sync"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString() << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(alias + u"  "_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"host key checked and pinned"_s)) << r.out.toStdString();
    EXPECT_TRUE(contents(m_sshDir + u"/config"_s).endsWith(mine));

    r = ssh(alias, u"echo $((6*7)) $HOME"_s);
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(u"42 "_s)) << r.out.toStdString();

    // A reboot moves the port; the next sync follows it, and the pinned key still holds.
    const int before = instance[u"ssh"_s][u"port"_s].toInt();
    QJsonObject again = reboot(id);
    for (int n = 0; n < 5 && again[u"ssh"_s][u"port"_s].toInt() == before; ++n)
        again = reboot(id);
    ASSERT_NE(again[u"ssh"_s][u"port"_s].toInt(), before);
    r = ctl({u"ssh-config"_s, u"sync"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    r = ssh(alias, u"echo still here"_s);
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(r.out, u"still here\n"_s);

    r = ctl({u"ssh-config"_s, u"remove"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(contents(m_sshDir + u"/config"_s), mine);
    EXPECT_FALSE(QFile::exists(m_sshDir + u"/gpudesk"_s));
}

TEST_F(SshConfigSync, WithoutTheIncludeTheUsersFileIsUntouchedAndTheOutputSaysHowToUseIt)
{
    const QJsonObject instance = runningInstance(u"plain"_s);
    Ran r = ctl({u"ssh-config"_s, u"sync"_s, u"--no-include"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_FALSE(QFile::exists(m_sshDir + u"/config"_s));
    EXPECT_TRUE(r.out.contains(u"use ssh -F "_s)) << r.out.toStdString();
    const Ran login = runProgram(
        u"ssh"_s, {u"-F"_s, m_sshDir + u"/gpudesk/config"_s, u"-o"_s, u"BatchMode=yes"_s, u"gpu-plain"_s, u"true"_s},
        m_env);
    EXPECT_EQ(login.exitCode, 0) << login.err.toStdString();
    EXPECT_EQ(ctl({u"ssh-config"_s, u"bogus"_s}).exitCode, 2);
}

TEST_F(SshConfigSync, GpudeskctlSshRunsACommandThroughOpenSshWithTheKeyPinnedFirst)
{
    const QJsonObject instance = runningInstance(u"shell"_s);
    Ran r = ctl({u"ssh"_s, u"gpu-shell"_s, u"--"_s, u"echo"_s, u"hello from $(hostname -s >/dev/null; echo it)"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(r.out, u"hello from it\n"_s);
    r = ctl({u"ssh"_s, instance.value(u"id"_s).toString(), u"--"_s, u"exit 7"_s});
    EXPECT_EQ(r.exitCode, 7); // the remote command's status, as ssh gives it
    ASSERT_EQ(m_api.post(u"/v1/instances/"_s + instance.value(u"id"_s).toString() + u"/stop"_s).status, 202);
    waitFor(instance.value(u"id"_s).toString(), u"stopped"_s);
    r = ctl({u"ssh"_s, u"shell"_s});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains(u"start it with: gpudeskctl start"_s)) << r.err.toStdString();
}

TEST_F(SshConfigSync, SnapshotMeasuresTheCardDisksAndRamOfTheInstance)
{
    const QJsonObject instance = runningInstance(u"measured"_s, 50);
    Ran r = ctl({u"snapshot"_s, u"measured"_s, u"--json"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QJsonObject snap = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray gpus = snap.value(u"gpus"_s).toArray();
    ASSERT_EQ(gpus.size(), 1) << r.out.toStdString();
    EXPECT_EQ(gpus[0][u"name"_s].toString(), u"NVIDIA GeForce RTX 3090"_s);
    EXPECT_EQ(gpus[0][u"memory_total_mib"_s].toInteger(), 24564); // what the driver reports for 24 GB
    QStringList roles;
    for (const QJsonValue &d : snap.value(u"disks"_s).toArray())
        roles << d[u"role"_s].toString();
    EXPECT_EQ(roles, (QStringList{u"system"_s, u"data"_s})) << r.out.toStdString();
    EXPECT_GT(snap.value(u"ram_total_bytes"_s).toInteger(), 0);

    r = ctl({u"snapshot"_s, u"measured"_s, u"--markdown"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(u"### Environment: measured ("_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"| GPU | 1 × NVIDIA GeForce RTX 3090, 24.0 GiB"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"(data disk) |"_s)) << r.out.toStdString();
}

TEST_F(SshConfigSync, ThroughTheUsersJumpHostTheRealSshGpudeskctlAndTheDoctorAllGo)
{
    // A network that lets SSH out only to its own gateway: a second sshd on loopback stands for it.
    const QJsonObject instance = runningInstance(u"behind-the-gateway"_s);
    const QString id = instance.value(u"id"_s).toString();
    const QString alias = u"gpu-"_s + instance.value(u"slug"_s).toString();
    std::optional<LoopbackSshd> running(std::in_place, m_key.publicKey.toLine());
    LoopbackSshd &gateway = *running;
    QString error;
    ASSERT_TRUE(gateway.start(&error)) << error.toStdString();
    const QString gatewayAt = u"127.0.0.1:%1"_s.arg(gateway.port());

    // Met first: a key gpudesk has not seen is shown, not taken; --trust with it pins it.
    Ran r = ctl({u"ssh-config"_s, u"jump"_s, gatewayAt});
    ASSERT_NE(r.exitCode, 0);
    const qsizetype at = r.err.indexOf(u"--trust "_s);
    ASSERT_GE(at, 0) << r.err.toStdString();
    const QString fingerprint = r.err.mid(at + 8).trimmed();
    EXPECT_TRUE(fingerprint.startsWith(u"SHA256:"_s)) << r.err.toStdString();
    EXPECT_EQ(ctl({u"ssh-config"_s, u"jump"_s, gatewayAt, u"--trust"_s, u"SHA256:not-its-key"_s}).exitCode, 1);
    r = ctl({u"ssh-config"_s, u"jump"_s, gatewayAt, u"--trust"_s, fingerprint});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"SSH goes through "_s)) << r.out.toStdString();
    const QString settings = m_home.path() + u"/config/gpudesk/gpudesk.conf"_s;
    const SshPreferences prefs = SshPreferences::load(settings);
    ASSERT_TRUE(prefs.jump);
    EXPECT_EQ(prefs.jump->port, gateway.port());
    EXPECT_TRUE(ctl({u"ssh-config"_s, u"jump"_s, u"li@"_s}).err.contains(u"is not a jump host"_s));

    r = ctl({u"ssh-config"_s, u"sync"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString() << r.out.toStdString();
    EXPECT_TRUE(contents(m_sshDir + u"/gpudesk/config"_s)
                    .contains(QByteArray("@127.0.0.1:" + QByteArray::number(gateway.port()))))
        << contents(m_sshDir + u"/gpudesk/config"_s).toStdString();
    const auto logins = [&] { return gateway.log().count(u"Accepted publickey"_s); };
    const qsizetype pinning = logins(); // the sync pinned the instance's key through the gateway
    EXPECT_GE(pinning, 1) << gateway.log().toStdString();
    EXPECT_TRUE(r.out.contains(u"host key checked and pinned"_s)) << r.out.toStdString();

    // The real OpenSSH client, through the gateway.
    r = ssh(alias, u"echo through the gateway"_s);
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString() << contents(m_sshDir + u"/gpudesk/config"_s).toStdString()
                             << contents(m_sshDir + u"/gpudesk/known_hosts"_s).toStdString();
    EXPECT_EQ(r.out, u"through the gateway\n"_s);
    EXPECT_EQ(logins(), pinning + 1);

    // gpudesk's own libssh, layer by layer, says the gateway is in the way and that it works.
    r = ctl({u"doctor"_s, id});
    EXPECT_EQ(r.exitCode, 0) << r.out.toStdString() << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"Your jump host [127.0.0.1]:%1 accepts connections"_s.arg(gateway.port())))
        << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"Logged in through your jump host"_s)) << r.out.toStdString();
    EXPECT_GT(logins(), pinning + 1);

    // The gateway gone: the doctor names it as the broken layer, not the instance.
    running.reset();
    r = ctl({u"doctor"_s, id});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(r.out.contains(u"Your jump host [127.0.0.1]:%1 does not answer"_s.arg(prefs.jump->port)))
        << r.out.toStdString();

    // Cleared: straight to the instance again.
    ASSERT_EQ(ctl({u"ssh-config"_s, u"jump"_s, u"none"_s}).exitCode, 0);
    ASSERT_EQ(ctl({u"ssh-config"_s, u"sync"_s}).exitCode, 0);
    EXPECT_FALSE(contents(m_sshDir + u"/gpudesk/config"_s).contains("ProxyJump"));
    EXPECT_EQ(ssh(alias, u"true"_s).exitCode, 0);
}
