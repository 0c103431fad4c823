#include "tests/support/sandboxprocess.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

#include <pwd.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

SandboxProcess::SandboxProcess(QStringList extraArguments)
    : m_extra(std::move(extraArguments))
    , m_program(executable())
{
    m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
}

SandboxProcess::~SandboxProcess()
{
    if (m_process.state() != QProcess::NotRunning)
        stop();
}

QString SandboxProcess::executable()
{
    return QStringLiteral(GPUDESK_SANDBOX_BIN);
}

bool SandboxProcess::start(QString *error)
{
    // A killed sandbox leaves its endpoint.json behind: wait for the new one, not that.
    QFile::remove(m_dir.path() + u"/endpoint.json"_s);
    // Started again: on the same port, as a platform that comes back at its address.
    const QString listen = u"127.0.0.1:%1"_s.arg(m_url.isValid() ? m_url.port() : 0);
    const QStringList arguments = QStringList{u"--listen"_s, listen, u"--data"_s, m_dir.path()} + m_extra;
    if (m_user.isEmpty())
        m_process.start(m_program, arguments);
    else
        m_process.start(
            u"setpriv"_s,
            QStringList{u"--reuid="_s + m_user, u"--regid="_s + m_user, u"--init-groups"_s, u"--"_s, m_program}
                + arguments);
    if (!m_process.waitForStarted(10000)) {
        *error = m_process.errorString();
        return false;
    }
    QDeadlineTimer deadline(20000);
    while (!deadline.hasExpired()) {
        QFile file(m_dir.path() + u"/endpoint.json"_s);
        if (file.open(QIODevice::ReadOnly)) {
            m_url = QUrl(QJsonDocument::fromJson(file.readAll()).object().value(u"url"_s).toString());
            if (m_url.isValid())
                return true;
        }
        if (m_process.state() == QProcess::NotRunning) {
            *error = u"gpudesk-sandbox exited with %1"_s.arg(m_process.exitCode());
            return false;
        }
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(20);
    }
    *error = u"no endpoint.json within 20 s"_s;
    return false;
}

bool SandboxProcess::runAs(const QString &user, QString *error)
{
    const passwd *pw = ::getpwnam(user.toLocal8Bit().constData());
    if (!pw || ::geteuid() != 0) {
        *error = pw ? u"only root can run the sandbox as another user"_s : u"no user "_s + user;
        return false;
    }
    const QString copy = m_programDir.path() + u"/gpudesk-sandbox"_s;
    if (!QFile::exists(copy) && !QFile::copy(executable(), copy)) {
        *error = u"cannot copy "_s + executable();
        return false;
    }
    // A sanitizer's suppressions file stays in the project, which the user may not be able to read
    // (a clone under /root): a copy of it goes beside the program's copy.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &name : {u"ASAN_OPTIONS"_s, u"LSAN_OPTIONS"_s, u"UBSAN_OPTIONS"_s}) {
        QStringList options = env.value(name).split(u':', Qt::SkipEmptyParts);
        for (QString &option : options) {
            if (!option.startsWith(u"suppressions="_s))
                continue;
            const QString own = m_programDir.path() + u'/' + name.toLower() + u".supp"_s;
            if (!QFile::exists(own) && !QFile::copy(option.mid(13), own)) {
                *error = u"cannot copy "_s + option.mid(13);
                return false;
            }
            option = u"suppressions="_s + own;
        }
        if (env.contains(name))
            env.insert(name, options.join(u':'));
    }
    for (const QString &dir : {m_dir.path(), m_programDir.path()}) {
        QDirIterator it(dir, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
        QStringList paths{dir};
        while (it.hasNext())
            paths << it.next();
        for (const QString &path : paths) {
            if (::lchown(path.toLocal8Bit().constData(), pw->pw_uid, pw->pw_gid) != 0) {
                *error = u"cannot hand "_s + path + u" to "_s + user;
                return false;
            }
        }
    }
    // The user's own HOME, as a login would have it (the sandbox writes nothing there).
    env.insert(u"HOME"_s, QString::fromLocal8Bit(pw->pw_dir));
    env.insert(u"USER"_s, user);
    m_process.setProcessEnvironment(env);
    m_process.setWorkingDirectory(m_programDir.path()); // the user may not enter the test's directory
    m_user = user;
    m_program = copy;
    return true;
}

int SandboxProcess::stop()
{
    m_process.terminate();
    if (m_process.waitForFinished(10000))
        return m_process.exitStatus() == QProcess::NormalExit ? m_process.exitCode() : -1;
    m_process.kill();
    m_process.waitForFinished(5000);
    return -1;
}

void SandboxProcess::kill()
{
    m_process.kill();
    m_process.waitForFinished(5000);
}
