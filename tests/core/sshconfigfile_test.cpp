#include "core/model/instance.h"
#include "core/ssh/sshconfigfile.h"
#include "core/ssh/sshremote.h"
#include "core/ssh/sshsession.h"
#include "core/ssh/sshtunnels.h"
#include "core/ssh/sshworkspace.h"
#include "core/transfer/transferfailure.h"
#include "tests/support/testfiles.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace {

const QString kPlatform = u"http://127.0.0.1:8090"_s;

Instance instance(const QString &id, const QString &slug, InstanceState state, int port = 0)
{
    Instance i;
    i.id = id;
    i.name = slug + u" 实验"_s;
    i.slug = slug;
    i.state = state;
    if (port)
        i.ssh = SshEndpoint{u"127.0.0.1"_s, port, u"root"_s, {}};
    return i;
}

void put(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

/// What the real ssh client makes of `alias` with `config` as its only configuration (`ssh -G`).
QHash<QString, QString> resolved(const QString &config, const QString &alias)
{
    QProcess p;
    p.start(u"ssh"_s, {u"-G"_s, u"-F"_s, config, alias});
    p.waitForFinished(10000);
    QHash<QString, QString> out;
    for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
        const QString text = QString::fromUtf8(line);
        if (!out.contains(text.section(u' ', 0, 0))) // identityfile repeats; keep the first
            out.insert(text.section(u' ', 0, 0), text.section(u' ', 1));
    }
    return out;
}

} // namespace

class SshConfigFileTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_home.isValid());
        m_ssh = m_home.path() + u"/.ssh"_s;
    }
    QTemporaryDir m_home;
    QString m_ssh;
};

TEST_F(SshConfigFileTest, OneHostPerInstanceWithEverythingSshNeedsInAPrivateFile)
{
    const SshConfigFile file(m_ssh);
    const auto entries = file.merged(kPlatform,
                                     {instance(u"1"_s, u"lora"_s, InstanceState::Running, 40022),
                                      instance(u"2"_s, u"new"_s, InstanceState::Creating),
                                      instance(u"3"_s, u"gone"_s, InstanceState::Released, 40023)},
                                     u"/home/wang/.ssh/gpudesk_my key"_s);
    ASSERT_EQ(entries.size(), 2);
    bool changed = false;
    QString error;
    ASSERT_TRUE(file.write(entries, &changed, &error)) << error.toStdString();
    EXPECT_TRUE(changed);
    EXPECT_EQ(linkModeOf(file.path()), 0600u);
    EXPECT_EQ(linkModeOf(m_ssh + u"/gpudesk"_s), 0700u);

    const QString text = QString::fromUtf8(contents(file.path()));
    EXPECT_TRUE(text.contains(u"Host gpu-lora\n    HostName 127.0.0.1\n    Port 40022\n    User root\n"
                              "    IdentityFile \"/home/wang/.ssh/gpudesk_my key\"\n    IdentitiesOnly yes\n"
                              "    ServerAliveInterval 30\n    ServerAliveCountMax 3\n    HostKeyAlias gpu-lora\n"
                              "    UserKnownHostsFile "_s
                              + file.knownHostsPath() + u'\n'))
        << text.toStdString();
    EXPECT_TRUE(text.contains(u"# no address yet: gpu-new"_s));
    EXPECT_FALSE(text.contains(u"gpu-gone"_s));
    EXPECT_EQ(file.read(), entries); // what is written reads back the same

    // ssh itself reads it so.
    const auto ssh = resolved(file.path(), u"gpu-lora"_s);
    EXPECT_EQ(ssh.value(u"hostname"_s), u"127.0.0.1"_s);
    EXPECT_EQ(ssh.value(u"port"_s), u"40022"_s);
    EXPECT_EQ(ssh.value(u"user"_s), u"root"_s);
    EXPECT_EQ(ssh.value(u"hostkeyalias"_s), u"gpu-lora"_s);
    EXPECT_EQ(ssh.value(u"identitiesonly"_s), u"yes"_s);

    // The same instances again: nothing to write.
    ASSERT_TRUE(file.write(file.merged(kPlatform,
                                       {instance(u"1"_s, u"lora"_s, InstanceState::Running, 40022),
                                        instance(u"2"_s, u"new"_s, InstanceState::Creating)},
                                       u"/home/wang/.ssh/gpudesk_my key"_s),
                           &changed, &error));
    EXPECT_FALSE(changed);
}

TEST_F(SshConfigFileTest, APortThatMovesIsFollowedAndAStoppedInstanceKeepsItsLastAddress)
{
    const SshConfigFile file(m_ssh);
    bool changed = false;
    QString error;
    ASSERT_TRUE(file.write(file.merged(kPlatform, {instance(u"1"_s, u"lora"_s, InstanceState::Running, 40022)}, {}),
                           &changed, &error));
    ASSERT_TRUE(file.write(file.merged(kPlatform, {instance(u"1"_s, u"lora"_s, InstanceState::Stopped)}, {}), &changed,
                           &error));
    EXPECT_EQ(file.read().value(0).port, 40022);
    ASSERT_TRUE(file.write(file.merged(kPlatform, {instance(u"1"_s, u"lora"_s, InstanceState::Running, 41999)}, {}),
                           &changed, &error));
    EXPECT_TRUE(changed);
    EXPECT_EQ(resolved(file.path(), u"gpu-lora"_s).value(u"port"_s), u"41999"_s);
    EXPECT_EQ(resolved(file.path(), u"gpu-lora"_s).value(u"identitiesonly"_s), u"no"_s); // no key chosen yet
}

TEST_F(SshConfigFileTest, AClusterJobIsReachedThroughItsLoginNodeAndKeepsItWhileStopped)
{
    const SshConfigFile file(m_ssh);
    Instance job = instance(u"ab12"_s, u"llama"_s, InstanceState::Running, 40022);
    job.ssh->jump = SshHop{u"login.lab.example"_s, 2222, u"alice"_s};
    bool changed = false;
    QString error;
    ASSERT_TRUE(file.write(file.merged(kPlatform, {job}, {}), &changed, &error)) << error.toStdString();
    EXPECT_EQ(resolved(file.path(), u"gpu-llama"_s).value(u"proxyjump"_s), u"alice@login.lab.example:2222"_s);
    EXPECT_EQ(file.read().value(0).proxyJump, u"alice@login.lab.example:2222"_s);
    job.state = InstanceState::Stopped;
    job.ssh.reset();
    ASSERT_TRUE(file.write(file.merged(kPlatform, {job}, {}), &changed, &error));
    EXPECT_EQ(file.read().value(0).proxyJump, u"alice@login.lab.example:2222"_s); // the last way there
}

TEST_F(SshConfigFileTest, AliasesStayUniqueAcrossPlatformsAndStable)
{
    const SshConfigFile file(m_ssh);
    bool changed = false;
    QString error;
    ASSERT_TRUE(file.write(file.merged(kPlatform, {instance(u"1"_s, u"lora"_s, InstanceState::Running, 40022)}, {}),
                           &changed, &error));
    const QString other = u"https://gpu.example.cn"_s;
    ASSERT_TRUE(file.write(file.merged(other, {instance(u"a9"_s, u"lora"_s, InstanceState::Running, 22)}, {}), &changed,
                           &error));
    auto entries = file.read();
    ASSERT_EQ(entries.size(), 2);
    EXPECT_EQ(entries[0].alias, u"gpu-lora"_s);
    EXPECT_EQ(entries[1].alias, u"gpu-lora-2"_s);
    EXPECT_EQ(entries[1].platform, other);

    // The first platform's lora released: the other's keeps its alias; a new lora there gets a free one.
    ASSERT_TRUE(file.write(file.merged(kPlatform, {instance(u"7"_s, u"lora"_s, InstanceState::Creating)}, {}), &changed,
                           &error));
    entries = file.read();
    ASSERT_EQ(entries.size(), 2);
    EXPECT_EQ(entries[0].alias, u"gpu-lora-2"_s);
    EXPECT_EQ(entries[0].instanceId, u"a9"_s);
    EXPECT_EQ(entries[1].alias, u"gpu-lora"_s);
    EXPECT_EQ(entries[1].instanceId, u"7"_s);
}

TEST_F(SshConfigFileTest, TheIncludeGoesOnTopSoAUsersHostStarCannotOverrideUserOrPort)
{
    const SshConfigFile file(m_ssh);
    QDir().mkpath(m_ssh);
    const QByteArray mine = "# my own settings\nHost work\n    HostName work.example.org\n\n"
                            "Host *\n    User someone\n    Port 2222\n    ServerAliveInterval 5\n";
    put(file.userConfigPath(), mine);
    ASSERT_EQ(::chmod(QFile::encodeName(file.userConfigPath()).constData(), 0644), 0);
    bool changed = false;
    QString error;
    ASSERT_TRUE(file.write(file.merged(kPlatform, {instance(u"1"_s, u"lora"_s, InstanceState::Running, 40022)}, {}),
                           &changed, &error));
    ASSERT_TRUE(file.addInclude(&error)) << error.toStdString();
    ASSERT_TRUE(file.addInclude(&error)); // once only
    EXPECT_TRUE(file.hasInclude());
    EXPECT_EQ(contents(file.userConfigPath()), file.includeBlock() + mine);
    EXPECT_EQ(file.includeBlock().count("\nInclude "), 1);
    EXPECT_EQ(contents(file.backupPath()), mine);
    EXPECT_EQ(linkModeOf(file.userConfigPath()), 0644u); // the user's mode is kept

    auto ssh = resolved(file.userConfigPath(), u"gpu-lora"_s);
    EXPECT_EQ(ssh.value(u"user"_s), u"root"_s);
    EXPECT_EQ(ssh.value(u"port"_s), u"40022"_s);
    EXPECT_EQ(ssh.value(u"serveraliveinterval"_s), u"30"_s);
    ssh = resolved(file.userConfigPath(), u"work"_s); // the user's own hosts are untouched
    EXPECT_EQ(ssh.value(u"hostname"_s), u"work.example.org"_s);
    EXPECT_EQ(ssh.value(u"user"_s), u"someone"_s);
    EXPECT_EQ(ssh.value(u"port"_s), u"2222"_s);

    ASSERT_TRUE(file.removeAll(&error)) << error.toStdString();
    EXPECT_EQ(contents(file.userConfigPath()), mine); // byte for byte
    EXPECT_EQ(linkModeOf(file.userConfigPath()), 0644u);
    EXPECT_FALSE(QFile::exists(file.path()));
    EXPECT_FALSE(QFile::exists(file.backupPath()));
    EXPECT_FALSE(QFile::exists(m_ssh + u"/gpudesk"_s));
}

TEST_F(SshConfigFileTest, AConfigGpudeskCreatedIsGoneAfterRemoval)
{
    const SshConfigFile file(m_ssh);
    QString error;
    ASSERT_TRUE(file.addInclude(&error)) << error.toStdString();
    EXPECT_EQ(linkModeOf(file.userConfigPath()), 0600u);
    EXPECT_EQ(linkModeOf(m_ssh), 0700u);
    EXPECT_FALSE(QFile::exists(file.backupPath()));
    ASSERT_TRUE(file.removeAll(&error));
    EXPECT_FALSE(QFile::exists(file.userConfigPath()));
}

TEST_F(SshConfigFileTest, ASymlinkedConfigStaysALinkAndAUserMovedIncludeIsStillRemoved)
{
    const SshConfigFile file(m_ssh);
    QDir().mkpath(m_ssh);
    const QString dotfiles = m_home.path() + u"/dotfiles-ssh-config"_s;
    const QByteArray mine = "Host *\n    User someone\n";
    put(dotfiles, mine);
    ASSERT_TRUE(QFile::link(dotfiles, file.userConfigPath()));
    QString error;
    ASSERT_TRUE(file.addInclude(&error)) << error.toStdString();
    EXPECT_TRUE(QFileInfo(file.userConfigPath()).isSymLink());
    EXPECT_EQ(contents(dotfiles), file.includeBlock() + mine);

    // The user moved gpudesk's lines below their own: removal still finds them, and only them.
    put(dotfiles, mine + file.includeBlock());
    ASSERT_TRUE(file.removeAll(&error)) << error.toStdString();
    EXPECT_TRUE(QFileInfo(file.userConfigPath()).isSymLink());
    EXPECT_EQ(contents(dotfiles), mine);
}

TEST_F(SshConfigFileTest, AProxyThatOpensATerminalOnlyIsWrittenForSshButRefusedForEverythingElse)
{
    // A pod without a public port: the platform's proxy, a terminal only (RunPod's ssh.runpod.io).
    Instance pod = instance(u"p1"_s, u"lora"_s, InstanceState::Running);
    pod.ssh = SshEndpoint{u"192.0.2.10"_s, 22, u"p1-64411eb2"_s, {}};
    pod.ssh->shellOnly = true;
    SshWorkspace workspace({m_ssh, m_home.path() + u"/gpudesk.conf"_s});
    SshRemote remote(workspace);
    SshTunnels tunnels(workspace, remote);
    workspace.setPlatform(kPlatform);
    QSignalSpy synced(&workspace, &SshWorkspace::synced);
    workspace.setInstances({pod});
    ASSERT_TRUE(synced.wait(10000));

    // The terminal goes through the config, as any ssh client would use it.
    EXPECT_FALSE(workspace.loginCommand(pod.id).isEmpty());
    EXPECT_EQ(resolved(m_ssh + u"/gpudesk/config"_s, workspace.aliasFor(pod.id)).value(u"user"_s), u"p1-64411eb2"_s);

    const auto target = workspace.targetFor(pod);
    ASSERT_TRUE(target);
    EXPECT_TRUE(target->shellOnly);
    // Nothing is tried on the network: the proxy would open a shell and ignore the rest.
    SshSession session;
    SshFailure failure;
    EXPECT_FALSE(session.connect(*target, {}, &failure));
    EXPECT_EQ(failure.kind, SshFailure::Kind::ShellOnly);
    EXPECT_TRUE(failure.message.contains(u"port 22 exposed over TCP"_s)) << failure.message.toStdString();

    QString error;
    EXPECT_FALSE(tunnels.openTunnel(pod, 6006, 0, &error));
    EXPECT_TRUE(error.contains(u"forwards no ports"_s)) << error.toStdString();

    const TransferFailure transfer = TransferFailure::fromSsh(failure);
    EXPECT_EQ(transfer.kind, TransferFailure::Kind::NoDirectSsh);
    EXPECT_FALSE(transfer.resumable()); // waiting would not help: it needs another instance
}
