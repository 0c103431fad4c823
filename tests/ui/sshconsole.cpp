#include "tests/ui/sshconsole.h"

#include "core/ssh/sshkeypair.h"
#include "ui/instances/instancetablemodel.h"

#include <QStandardPaths>

using namespace Qt::StringLiterals;

void SshConsole::SetUp()
{
    if (QStandardPaths::findExecutable(u"sshd"_s, {u"/usr/sbin"_s, u"/usr/bin"_s}).isEmpty())
        GTEST_SKIP() << "no sshd here (scripts/setup installs openssh-server)";
    qunsetenv("SSH_AUTH_SOCK");
    QString error;
    ASSERT_TRUE(m_demo.start(&error)) << error.toStdString();
    ASSERT_TRUE(m_demo.logIn());
    m_sshDir = m_home.path() + u"/.ssh"_s;
    m_services = std::make_unique<ConsoleServices>(m_demo.console(),
                                                   ConsolePaths{m_home.path() + u"/gpudesk.conf"_s,
                                                                {},
                                                                {},
                                                                m_sshDir,
                                                                m_home.path() + u"/snapshots"_s,
                                                                m_home.path() + u"/startup-scripts"_s});
    m_workspace = m_services->ssh();
    m_remote = m_services->remote();
    m_tunnels = m_services->tunnels();
    m_boots = m_services->boots();
    const auto key = SshKeyPair::generate(m_sshDir, u"laptop"_s, {}, &error);
    ASSERT_TRUE(key && m_workspace->setDefaultIdentity(key->privatePath, &error)) << error.toStdString();
    m_http = m_demo.http();
    ASSERT_EQ(
        m_http.post(u"/v1/ssh-keys"_s, {{u"name"_s, u"laptop"_s}, {u"public_key"_s, key->publicKey.toLine()}}).status,
        201);
}

void SshConsole::TearDown()
{
    m_workspace = nullptr;
    m_remote = nullptr;
    m_tunnels = nullptr;
    m_boots = nullptr;
    m_services.reset();
}

QString SshConsole::create(const QString &name, int dataDiskGb)
{
    const auto created = m_http.post(u"/v1/instances"_s,
                                     {{u"name"_s, name},
                                      {u"region"_s, u"cn-north-1"_s},
                                      {u"gpu_type"_s, u"rtx-3090-24g"_s},
                                      {u"image"_s, u"ubuntu-22.04"_s},
                                      {u"data_disk_gb"_s, dataDiskGb}});
    EXPECT_EQ(created.status, 202) << created.body.toStdString();
    return created.json.value(u"id"_s).toString();
}

const Instance *SshConsole::shown(const QString &id, InstanceState state)
{
    const Instance *i = m_demo.console().instance(id);
    return i && i->state == state ? i : nullptr;
}
