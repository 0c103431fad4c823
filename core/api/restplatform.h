#pragma once

#include "core/api/platform.h"

class QNetworkAccessManager;
class QNetworkReply;

/// Platform over HTTP + JSON (Qt Network, asynchronous, never blocks the calling thread).
class RestPlatform final : public Platform
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RestPlatform)
public:
    /// baseUrl is the server root, e.g. http://127.0.0.1:40123; /v1 is appended here.
    explicit RestPlatform(const QUrl &baseUrl, QObject *parent = nullptr);
    ~RestPlatform() override;

    QUrl baseUrl() const override { return m_baseUrl; }
    void health(QObject *context, HealthCallback done) override;

    /// Transfer timeout for every request (no byte for this long aborts it). Default 20 s.
    void setTransferTimeoutMs(int ms) { m_transferTimeoutMs = ms; }
    /// Requests sent and not yet finished (including those whose caller has gone away).
    int pendingRequests() const { return m_pending; }

private:
    using RawCallback = std::function<void(const ApiResult<QJsonObject> &)>;
    void get(const QString &path, QObject *context, RawCallback done);

    QUrl m_baseUrl;
    QNetworkAccessManager *m_network;
    int m_transferTimeoutMs = 20000;
    int m_pending = 0;
};
