#pragma once

#include "platform/accounts/loginthrottle.h"
#include "platform/accounts/securitystore.h"
#include "platform/routes/routecontext.h"

#include <QByteArray>
#include <QObject>

#include <optional>

/// Two-factor authentication (enrol, confirm, disable) and real-name verification.
class SecurityRoutes final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SecurityRoutes)
public:
    /// `idNumberKey` keys the HMAC under which ID numbers are stored (never in clear).
    SecurityRoutes(RouteContext context, QByteArray idNumberKey, QObject *parent = nullptr);

    static constexpr int kMaxAccountsPerIdNumber = 2;
    static constexpr int kMinimumAge = 16;

private:
    ApiResponse enrol(const ApiRequest &request);
    ApiResponse confirm(const ApiRequest &request);
    ApiResponse disable(const ApiRequest &request);
    ApiResponse verify(const ApiRequest &request);
    /// Checks and spends a 2FA code (or recovery code) given inside a session; the refusal to send
    /// when the account is locked out or the code is wrong (which then counts as a failure).
    std::optional<ApiResponse> spendCode(qint64 accountId, const QString &code, const ApiRequest &request,
                                         const QString &wrong);

    RouteContext m_ctx;
    QByteArray m_idNumberKey;
    LoginThrottle m_throttle;
    SecurityStore m_store;
};
