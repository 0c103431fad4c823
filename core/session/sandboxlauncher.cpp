#include "core/session/sandboxlauncher.h"

#include "core/api/restplatform.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>

#include <csignal>

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

QString SandboxLauncher::stderrFile(const QString &dataDir)
{
    return dataDir + u"/gpudesk-sandbox.stderr"_s;
}

void SandboxLauncher::ensureRunning()
{
    m_pollTimer.stop();
    m_startedPid = 0;
    m_probing = false;
    m_lastError.clear();
    // Deferred so that callers can connect and enter their event loop first: a failure emitted
    // from inside this call would reach a QCoreApplication::exit() that exec() never sees.
    QTimer::singleShot(0, this, &SandboxLauncher::probeExisting);
}

void SandboxLauncher::fail(const QString &reason)
{
    m_pollTimer.stop();
    Q_EMIT failed(reason);
}

void SandboxLauncher::checkHealth(const QUrl &url, std::function<void(bool, const QString &)> done)
{
    m_probe = std::make_unique<RestPlatform>(url);
    m_probe->setTransferTimeoutMs(3000);
    // A probe answers "is it there now"; the launcher does its own waiting.
    RestPlatform::RetryPolicy once;
    once.maxAttempts = 1;
    m_probe->setRetryPolicy(once);
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
        fail(tr("The local sandbox program (gpudesk-sandbox) was not found beside gpudesk or on PATH."));
        return;
    }
    if (!QDir().mkpath(m_dataDir)) {
        fail(tr("Cannot create the sandbox's data directory %1.").arg(m_dataDir));
        return;
    }
    QProcess process;
    process.setProgram(m_executable);
    // --demo: the local sandbox always has the demo account, so "try the sandbox" needs no sign-up.
    process.setArguments({u"--data"_s, m_dataDir, u"--listen"_s, u"127.0.0.1:0"_s, u"--demo"_s});
    // A detached child must not hold our terminal; what it says before its log file is open (a bad
    // flag, a locked directory) goes to a file in its data directory, where the failure can quote it.
    process.setStandardInputFile(QProcess::nullDevice());
    process.setStandardOutputFile(QProcess::nullDevice());
    process.setStandardErrorFile(stderrFile(m_dataDir));
    qint64 pid = 0;
    if (!process.startDetached(&pid)) {
        fail(tr("Could not start %1: %2").arg(m_executable, process.errorString()));
        return;
    }
    spdlog::info("started gpudesk-sandbox pid {} on {}", pid, m_dataDir.toStdString());
    m_startedPid = pid;
    m_deadline.setRemainingTime(m_startTimeoutMs);
    Q_EMIT starting(pid);
    m_pollTimer.start();
}

QString SandboxLauncher::lastStderrLine() const
{
    QFile file(stderrFile(m_dataDir));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
    return QString::fromUtf8(lines.last()).trimmed();
}

void SandboxLauncher::pollStarted()
{
    if (m_deadline.hasExpired()) {
        fail(tr("The local sandbox did not come up within %1 s; see its log in %2 (%3).")
                 .arg(m_startTimeoutMs / 1000)
                 .arg(m_dataDir, m_lastError.isEmpty() ? tr("no endpoint file yet") : m_lastError));
        return;
    }
    // A sandbox that exited (bad data directory, port refused) will never write an endpoint: say
    // what it said instead of waiting out the deadline. Another sandbox may hold the lock; then
    // its endpoint is the one, and the next poll finds it.
    if (m_startedPid > 0 && ::kill(static_cast<pid_t>(m_startedPid), 0) != 0 && !readEndpoint(m_dataDir)) {
        const QString said = lastStderrLine();
        fail(said.isEmpty() ? tr("The local sandbox exited as soon as it started.")
                            : tr("The local sandbox exited: %1").arg(said));
        return;
    }
    if (m_probing)
        return;
    const auto url = readEndpoint(m_dataDir);
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
