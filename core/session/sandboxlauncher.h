#pragma once

#include <QDeadlineTimer>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QUrl>

#include <functional>
#include <memory>
#include <optional>

class RestPlatform;

/// Finds the local sandbox platform through DIR/endpoint.json, or starts `gpudesk-sandbox`
/// detached when none answers there. A detached sandbox outlives the console on purpose: like a
/// real cloud, it keeps running (and billing) when the console quits.
class SandboxLauncher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SandboxLauncher)
public:
    SandboxLauncher(QString dataDir, QString executable, QObject *parent = nullptr);
    ~SandboxLauncher() override;

    /// The URL written in DIR/endpoint.json, if the file is there and well-formed.
    static std::optional<QUrl> readEndpoint(const QString &dataDir, qint64 *pid = nullptr);
    /// gpudesk-sandbox beside the running executable, else on PATH; empty if neither.
    static QString findExecutable();
    /// Where a sandbox started by the launcher writes what it says before its log is open.
    static QString stderrFile(const QString &dataDir);

    /// Emits ready() once a sandbox answers /v1/health, or failed() with a sentence saying why.
    /// Both come from the event loop, never from inside this call.
    void ensureRunning();
    void setStartTimeoutMs(int ms) { m_startTimeoutMs = ms; }

Q_SIGNALS:
    void ready(const QUrl &url);
    void failed(const QString &reason);
    /// A sandbox was not running and has been started (for a status line).
    void starting(qint64 pid);

private:
    void probeExisting();
    void startSandbox();
    void pollStarted();
    void fail(const QString &reason);
    void checkHealth(const QUrl &url, std::function<void(bool ok, const QString &error)> done);
    QString lastStderrLine() const;

    QString m_dataDir;
    QString m_executable;
    int m_startTimeoutMs = 15000;
    qint64 m_startedPid = 0;
    QDeadlineTimer m_deadline;
    bool m_probing = false;
    QString m_lastError;
    QTimer m_pollTimer;
    std::unique_ptr<RestPlatform> m_probe;
};
