#include "core/session/sandboxlauncher.h"

#include "core/api/restplatform.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

SandboxLauncher::SandboxLauncher(QString dataDir, QString executable, QObject *parent)
    : QObject(parent)
    , m_dataDir(std::move(dataDir))
    , m_executable(std::move(executable))
{
    m_pollTimer.setInterval(100);
    connect(&m_pollTimer, &QTimer::timeout, this, &SandboxLauncher::pollStarted);
}

SandboxLauncher::~SandboxLauncher() = default;

std::optional<QUrl> SandboxLauncher::readEndpoint(const QString &dataDir, qint64 *pid)
{
    QFile file(dataDir + u"/endpoint.json"_s);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(file.read(64 * 1024)).object();
    const QUrl url(o.value(u"url"_s).toString());
    if (!url.isValid() || url.scheme() != u"http"_s || url.host().isEmpty())
        return std::nullopt;
    if (pid)
        *pid = o.value(u"pid"_s).toInteger();
    return url;
}

QString SandboxLauncher::findExecutable()
{
    const QString beside = QCoreApplication::applicationDirPath() + u"/gpudesk-sandbox"_s;
    if (QFileInfo(beside).isExecutable())
        return beside;
    return QStandardPaths::findExecutable(u"gpudesk-sandbox"_s);
}

void SandboxLauncher::ensureRunning()
{
    m_startedPid = 0;
    probeExisting();
}

void SandboxLauncher::checkHealth(const QUrl &url, std::function<void(bool, const QString &)> done)
{
    m_probe = std::make_unique<RestPlatform>(url);
    m_probe->setTransferTimeoutMs(3000);
    m_probe->health(this, [done = std::move(done)](const ApiResult<PlatformHealth> &result) {
        done(result.ok(), result.ok() ? QString() : result.error().summary());
    });
}

void SandboxLauncher::probeExisting()
{
    const auto url = readEndpoint(m_dataDir);
    if (!url) {
        startSandbox();
        return;
    }
    checkHealth(*url, [this, u = *url](bool ok, const QString &error) {
        if (ok) {
            Q_EMIT ready(u);
            return;
        }
        spdlog::info("sandbox endpoint {} does not answer ({}); starting a new one", u.toString().toStdString(),
                     error.toStdString());
        startSandbox();
    });
}

void SandboxLauncher::startSandbox()
{
    if (m_executable.isEmpty()) {
        Q_EMIT failed(tr("The local sandbox program (gpudesk-sandbox) was not found beside gpudesk or on PATH."));
        return;
    }
    QProcess process;
    process.setProgram(m_executable);
    process.setArguments({u"--data"_s, m_dataDir, u"--listen"_s, u"127.0.0.1:0"_s});
    // Its own log file has everything; a detached child must not hold our terminal.
    process.setStandardInputFile(QProcess::nullDevice());
    process.setStandardOutputFile(QProcess::nullDevice());
    process.setStandardErrorFile(QProcess::nullDevice());
    qint64 pid = 0;
    if (!process.startDetached(&pid)) {
        Q_EMIT failed(tr("Could not start %1: %2").arg(m_executable, process.errorString()));
        return;
    }
    spdlog::info("started gpudesk-sandbox pid {} on {}", pid, m_dataDir.toStdString());
    m_startedPid = pid;
    m_deadlineMs = QDateTime::currentMSecsSinceEpoch() + m_startTimeoutMs;
    Q_EMIT starting(pid);
    m_pollTimer.start();
}

void SandboxLauncher::pollStarted()
{
    if (m_probing)
        return;
    if (QDateTime::currentMSecsSinceEpoch() > m_deadlineMs) {
        m_pollTimer.stop();
        Q_EMIT failed(tr("The local sandbox did not come up within %1 s; see its log in %2 (%3).")
                          .arg(m_startTimeoutMs / 1000)
                          .arg(m_dataDir, m_lastError.isEmpty() ? tr("no endpoint file yet") : m_lastError));
        return;
    }
    qint64 pid = 0;
    const auto url = readEndpoint(m_dataDir, &pid);
    // Another sandbox may have won the race for the directory lock: then its endpoint is the one.
    if (!url)
        return;
    m_probing = true;
    checkHealth(*url, [this, u = *url](bool ok, const QString &error) {
        m_probing = false;
        if (!ok) {
            m_lastError = error;
            return;
        }
        m_pollTimer.stop();
        Q_EMIT ready(u);
    });
}
