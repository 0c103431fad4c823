#pragma once

#include <QHostAddress>
#include <QObject>
#include <QString>

#include <memory>

class Clock;
class QHttpServer;

/// The sandbox platform's HTTP front: routes of docs/platform-api.yaml under /v1, JSON errors for
/// everything else. Platform time comes from the injected clock (scaled or manual).
class SandboxServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SandboxServer)
public:
    struct Settings
    {
        double timeScale = 1.0;
        QString billingTimezone;
    };

    SandboxServer(const Clock &platformClock, Settings settings, QObject *parent = nullptr);
    ~SandboxServer() override;

    /// Binds to address:port (0 picks a free port). On failure returns false and says why in *error.
    bool listen(const QHostAddress &address, quint16 port, QString *error);
    quint16 port() const { return m_port; }

private:
    void addRoutes();

    const Clock &m_clock;
    Settings m_settings;
    std::unique_ptr<QHttpServer> m_http;
    quint16 m_port = 0;
};
