#pragma once

#include "platform/accounts/loginthrottle.h"
#include "platform/http/routecontext.h"

#include <QByteArray>
#include <QObject>

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
    QHttpServerResponse enrol(const QHttpServerRequest &request);
    QHttpServerResponse confirm(const QHttpServerRequest &request);
    QHttpServerResponse disable(const QHttpServerRequest &request);
    QHttpServerResponse verify(const QHttpServerRequest &request);
    /// A wrong 2FA code from inside a session counts towards the account's lockout.
    void failedCode(qint64 accountId, const QHttpServerRequest &request);

    RouteContext m_ctx;
    QByteArray m_idNumberKey;
    LoginThrottle m_throttle;
};
