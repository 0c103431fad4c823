#pragma once

#include "platform/accounts/credentialstore.h"
#include "platform/accounts/loginthrottle.h"
#include "platform/accounts/securitystore.h"
#include "platform/http/deferredreply.h"
#include "platform/routes/routecontext.h"

#include <QObject>

/// Registration, login sessions (with lockout and the 2FA step), the account itself, password
/// changes and login records. Password hashing runs on Qt's thread pool so one login does not
/// stall every other request; the database is touched only back on the HTTP thread.
class AccountRoutes final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AccountRoutes)
public:
    AccountRoutes(RouteContext context, QObject *parent = nullptr);

private:
    // Handlers that hash passwords answer through a DeferredReply once the hash is done.
    void registerAccount(const ApiRequest &request, const DeferredReply &reply);
    void login(const ApiRequest &request, const DeferredReply &reply);
    ApiResponse logout(const ApiRequest &request);
    /// The user proves again who they are (their password or a 2FA code), as money and access ask.
    void confirmSession(const ApiRequest &request, const DeferredReply &reply);
    ApiResponse account(const ApiRequest &request);
    ApiResponse patchAccount(const ApiRequest &request);
    void changePassword(const ApiRequest &request, const DeferredReply &reply);
    ApiResponse logins(const ApiRequest &request);

    ApiResponse finishRegistration(const QString &phone, const QString &email, const QString &hash);
    /// Second half of a login, once the password was checked off-thread.
    ApiResponse finishLogin(qint64 accountId, const QString &loginKey, bool passwordOk, const QString &totp,
                            const QString &address, const QString &userAgent);

    RouteContext m_ctx;
    LoginThrottle m_throttle;
    CredentialStore m_credentials;
    SecurityStore m_security;
};
