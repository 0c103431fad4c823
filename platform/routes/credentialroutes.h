#pragma once

#include "platform/accounts/credentialstore.h"
#include "platform/routes/routecontext.h"

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
    static constexpr qint64 kMaxGraceSeconds = 86400; ///< how long a rotated token's old secret may go on

private:
    ApiResponse createToken(const ApiRequest &request);
    ApiResponse listTokens(const ApiRequest &request);
    ApiResponse rotateToken(const QString &id, const ApiRequest &request);
    ApiResponse revokeToken(const QString &id, const ApiRequest &request);
    ApiResponse addKey(const ApiRequest &request);
    ApiResponse listKeys(const ApiRequest &request);
    ApiResponse deleteKey(const QString &id, const ApiRequest &request);
    /// Sends `response` once the runtime has carried out what the request changed.
    void afterRuntime(const DeferredReply &reply, ApiResponse &&response);

    RouteContext m_ctx;
    CredentialStore m_store;
};
