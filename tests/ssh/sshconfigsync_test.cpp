#include "core/ssh/sshconfigfile.h"
#include "core/ssh/sshpreferences.h"
#include "tests/ssh/sshfixture.h"

#include <QFile>
#include <QProcess>

using namespace Qt::StringLiterals;

namespace {

struct Ran
{
    int exitCode = -1;
    QString out;
    QString err;
};

Ran runProgram(const QString &program, const QStringList &args, const QProcessEnvironment &env)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    p.closeWriteChannel();
    EXPECT_TRUE(p.waitForFinished(60000));
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class SshConfigSync : public SshFixture
{
protected:
    void SetUp() override
    {
        SshFixture::SetUp();
        if (IsSkipped() || HasFatalFailure())
            return;
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(u"XDG_CONFIG_HOME"_s, m_home.path() + u"/config"_s);
        m_env.insert(u"XDG_STATE_HOME"_s, m_home.path() + u"/state"_s);
        m_env.insert(u"GPUDESK_TOKEN"_s, m_token);
        m_env.remove(u"SSH_AUTH_SOCK"_s);
        SshPreferences prefs;
        prefs.defaultIdentity = m_key.privatePath;
        QString error;
        ASSERT_TRUE(prefs.save(m_home.path() + u"/config/gpudesk/gpudesk.conf"_s, &error));
    }
    Ran ctl(const QStringList &args)
    {
        return runProgram(QStringLiteral(GPUDESKCTL_BIN),
                          QStringList{u"--platform"_s, m_sandbox.url().toString(), u"--ssh-dir"_s, m_sshDir} + args,
                          m_env);
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
