#include "tests/support/loopbacksshd.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <pwd.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

LoopbackSshd::LoopbackSshd(const QString &authorizedKey, const QString &extraConfig)
    : m_key(authorizedKey)
    , m_extra(extraConfig)
{ }

LoopbackSshd::~LoopbackSshd()
{
    if (m_sshd.state() != QProcess::NotRunning) {
        m_sshd.terminate();
        m_sshd.waitForFinished(5000);
    }
}

QString LoopbackSshd::user()
{
    const passwd *pw = getpwuid(geteuid());
    return pw ? QString::fromLocal8Bit(pw->pw_name) : QString();
}

bool LoopbackSshd::start(QString *error)
{
    // sshd reads the authorized keys as the user who logs in: the folder must let it in.
    QFile::setPermissions(m_dir.path(),
                          QFile::permissions(m_dir.path()) | QFileDevice::ExeOther | QFileDevice::ReadOther);
    const bool password = !m_password.isEmpty();
    if (password && !QDir().mkpath(home() + u"/.ssh"_s)) {
        *error = u"cannot make "_s + home();
        return false;
    }
    QFile authorized(password ? home() + u"/.ssh/authorized_keys"_s : m_dir.filePath(u"authorized_keys"_s));
    if (!authorized.open(QIODevice::WriteOnly)) {
        *error = authorized.errorString();
        return false;
    }
    if (!m_key.trimmed().isEmpty())
        authorized.write(m_key.trimmed().toUtf8() + '\n');
    authorized.close();
    authorized.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadOther);
    QProcess keygen;
    keygen.start(u"ssh-keygen"_s,
                 {u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, QString(), u"-f"_s, m_dir.filePath(u"host_key"_s)});
    if (!keygen.waitForFinished(10000) || keygen.exitCode() != 0) {
        *error = u"ssh-keygen failed: "_s + QString::fromLocal8Bit(keygen.readAllStandardError());
        return false;
    }
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost)) {
        *error = probe.errorString();
        return false;
    }
    m_port = probe.serverPort();
    probe.close();
    QFile config(m_dir.filePath(u"sshd_config"_s));
    if (!config.open(QIODevice::WriteOnly)) {
        *error = config.errorString();
        return false;
    }
    // sshd keeps the first value it reads of a setting: the password's come first.
    const QString passwordLines
        = password ? u"PasswordAuthentication yes\nPermitRootLogin yes\nSetEnv HOME=%1\n"_s.arg(home()) : QString();
    config.write(
        u"Port %1\nListenAddress 127.0.0.1\nHostKey %2\nPidFile %3\nAuthorizedKeysFile %4\nUsePAM no\n"
        "StrictModes no\n%6PasswordAuthentication no\nKbdInteractiveAuthentication no\nAllowTcpForwarding yes\n"
        "LogLevel VERBOSE\n%5\n"_s.arg(m_port)
            .arg(m_dir.filePath(u"host_key"_s), m_dir.filePath(u"sshd.pid"_s), authorized.fileName(), m_extra,
                 passwordLines)
            .toUtf8());
    config.close();
    if (password) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"LD_PRELOAD"_s, QStringLiteral(GPUDESK_PWSHIM));
        env.insert(u"GPUDESK_PWSHIM_USER"_s, user());
        env.insert(u"GPUDESK_PWSHIM_PASSWORD"_s, m_password);
        m_sshd.setProcessEnvironment(env);
    }
    m_sshd.start(u"/usr/sbin/sshd"_s, {u"-D"_s, u"-e"_s, u"-f"_s, config.fileName()});
    if (!m_sshd.waitForStarted()) {
        *error = m_sshd.errorString();
        return false;
    }
    const bool up = QTest::qWaitFor(
        [&] {
            QTcpSocket s;
            s.connectToHost(QHostAddress::LocalHost, m_port);
            return s.waitForConnected(200);
        },
        10000);
    if (!up)
        *error = u"sshd did not listen: "_s + log();
    return up;
}

QString LoopbackSshd::log()
{
    QCoreApplication::processEvents(); // what it wrote while the test waited on something else
    m_log += QString::fromLocal8Bit(m_sshd.readAllStandardError());
    return m_log;
}
