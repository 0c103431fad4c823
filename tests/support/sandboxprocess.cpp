#include "tests/support/sandboxprocess.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

using namespace Qt::StringLiterals;

SandboxProcess::SandboxProcess(QStringList extraArguments)
    : m_extra(std::move(extraArguments))
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
    m_process.start(executable(), QStringList{u"--listen"_s, u"127.0.0.1:0"_s, u"--data"_s, m_dir.path()} + m_extra);
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
