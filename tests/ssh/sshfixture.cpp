#include "tests/ssh/sshfixture.h"

#include "tests/support/sandboxaccount.h"

#include "core/ssh/sshpreferences.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

void SshFixture::SetUp()
{
    if (QStandardPaths::findExecutable(u"sshd"_s, {u"/usr/sbin"_s, u"/usr/bin"_s}).isEmpty())
        GTEST_SKIP() << "no sshd here (scripts/setup installs openssh-server)";
    qunsetenv("SSH_AUTH_SOCK"); // the test's keys only, never the developer's agent
    QString error;
    ASSERT_TRUE(m_sandbox.start(&error)) << error.toStdString();
    m_api = HttpClient(m_sandbox.url());
    m_token = accountOn(m_sandbox.url(), u"13500000141"_s, 100000, false);
    m_api.setToken(m_token);
    m_sshDir = m_home.path() + u"/.ssh"_s;
    const auto key = SshKeyPair::generate(m_sshDir, u"test"_s, {}, &error);
    ASSERT_TRUE(key) << error.toStdString();
    m_key = *key;
    ASSERT_EQ(
        m_api.post(u"/v1/ssh-keys"_s, {{u"name"_s, u"test"_s}, {u"public_key"_s, m_key.publicKey.toLine()}}).status,
        201);
}

QJsonObject SshFixture::waitFor(const QString &id, const QString &state)
{
    QJsonObject instance;
    (void)QTest::qWaitFor(
        [&] {
            instance = m_api.get(u"/v1/instances/"_s + id).json;
            return instance.value(u"state"_s).toString() == state;
        },
        30000);
    return instance;
}

QJsonObject SshFixture::runningInstance(const QString &name, int dataDiskGb)
{
    QJsonObject spec{{u"name"_s, name},
                     {u"region"_s, u"cn-north-1"_s},
                     {u"gpu_type"_s, u"rtx-3090-24g"_s},
                     {u"image"_s, u"ubuntu-22.04"_s}};
    if (dataDiskGb > 0)
        spec.insert(u"data_disk_gb"_s, dataDiskGb);
    const auto created = m_api.post(u"/v1/instances"_s, spec);
    EXPECT_EQ(created.status, 202) << created.body.toStdString();
    return waitFor(created.json.value(u"id"_s).toString(), u"running"_s);
}

QJsonObject SshFixture::reboot(const QString &id)
{
    EXPECT_EQ(m_api.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    EXPECT_EQ(waitFor(id, u"stopped"_s).value(u"state"_s).toString(), u"stopped"_s);
    EXPECT_EQ(m_api.post(u"/v1/instances/"_s + id + u"/start"_s).status, 202);
    return waitFor(id, u"running"_s);
}

SshTarget SshFixture::targetFor(const QJsonObject &instance) const
{
    const QJsonObject ssh = instance.value(u"ssh"_s).toObject();
    SshTarget t;
    t.alias = u"gpu-"_s + instance.value(u"slug"_s).toString();
    t.host = ssh.value(u"host"_s).toString();
    t.port = ssh.value(u"port"_s).toInt();
    t.user = ssh.value(u"user"_s).toString();
    t.platformFingerprint = ssh.value(u"host_key_fingerprint"_s).toString();
    t.identityFile = m_key.privatePath;
    t.knownHostsPath = m_sshDir + u"/gpudesk/known_hosts"_s;
    return t;
}

SshFixture::Ran SshFixture::runProgram(const QString &program, const QStringList &args, const QProcessEnvironment &env)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    p.closeWriteChannel();
    EXPECT_TRUE(p.waitForFinished(60000));
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

QProcessEnvironment SshFixture::ctlEnvironment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"XDG_CONFIG_HOME"_s, m_home.path() + u"/config"_s);
    env.insert(u"XDG_STATE_HOME"_s, m_home.path() + u"/state"_s);
    env.insert(u"XDG_DATA_HOME"_s, m_home.path() + u"/data"_s);
    env.insert(u"GPUDESK_TOKEN"_s, m_token);
    env.remove(u"SSH_AUTH_SOCK"_s);
    // The key gpudeskctl logs in with, as `ssh-keys generate` would have remembered it.
    const QString settings = m_home.path() + u"/config/gpudesk/gpudesk.conf"_s;
    SshPreferences prefs = SshPreferences::load(settings); // what the test set (a jump host) stays
    prefs.defaultIdentity = m_key.privatePath;
    QString error;
    EXPECT_TRUE(prefs.save(settings, &error)) << error.toStdString();
    return env;
}

SshFixture::Ran SshFixture::ctl(const QStringList &args)
{
    return runProgram(QStringLiteral(GPUDESKCTL_BIN),
                      QStringList{u"--platform"_s, m_sandbox.url().toString(), u"--ssh-dir"_s, m_sshDir} + args,
                      ctlEnvironment());
}
