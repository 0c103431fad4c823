#pragma once

#include "platform/http/routecontext.h"

#include <QObject>

class DeferredReply;

/// API tokens (issued once, stored as hashes, scoped, expiring) and SSH public keys.
class CredentialRoutes final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CredentialRoutes)
public:
    explicit CredentialRoutes(RouteContext context, QObject *parent = nullptr);

    static constexpr int kDefaultTokenDays = 30;
    static constexpr int kMaxTokenDays = 365;

private:
    QHttpServerResponse createToken(const QHttpServerRequest &request);
    QHttpServerResponse listTokens(const QHttpServerRequest &request);
    QHttpServerResponse revokeToken(const QString &id, const QHttpServerRequest &request);
    QHttpServerResponse addKey(const QHttpServerRequest &request);
    QHttpServerResponse listKeys(const QHttpServerRequest &request);
    QHttpServerResponse deleteKey(const QString &id, const QHttpServerRequest &request);
    /// Sends `response` once the runtime has carried out what the request changed.
    void afterRuntime(const DeferredReply &reply, QHttpServerResponse &&response);

    RouteContext m_ctx;
};
