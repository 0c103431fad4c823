#include "platform/routes/accountroutes.h"

#include "common/clock.h"
#include "common/crypto.h"
#include "common/rfc3339.h"
#include "platform/accounts/accountstore.h"
#include "platform/accounts/authenticator.h"
#include "platform/accounts/loginthrottle.h"
#include "platform/accounts/passwordhash.h"
#include "platform/accounts/passwordthreads.h"
#include "platform/accounts/secondfactor.h"
#include "platform/billing/wallet.h"
#include "platform/http/jsonbody.h"
#include "platform/http/jsonerror.h"
#include "platform/instances/metering.h"
#include "platform/routes/spendlimitsbody.h"

#include "platform/http/router.h"
#include <QJsonArray>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;
using Method = ApiRequest::Method;
using Status = HttpStatus;

namespace {

QString clientAddress(const ApiRequest &request)
{
    return request.peer.toString();
}

QString userAgent(const ApiRequest &request)
{
    return QString::fromUtf8(request.header("User-Agent")).left(200);
}

// The key failures are counted under: the same for every way of writing one login.
QString loginKey(const QString &login)
{
    const QString trimmed = login.trimmed();
    if (const auto phone = AccountStore::normalizePhone(trimmed))
        return *phone;
    return trimmed.toLower();
}

ApiResponse passwordRefusal(const QString &field, const QString &problem)
{
    const QString message = problem == u"too_short"_s ? u"The password needs at least 8 characters."_s
        : problem == u"all_digits"_s                  ? u"The password cannot be only digits; add letters or symbols."_s
                                                      : u"The password cannot contain your phone number."_s;
    return ApiError(Status::BadRequest, u"invalid_argument"_s, message,
                    QJsonObject{{u"field"_s, field}, {u"reason"_s, problem}});
}

ApiResponse conflict(const QString &field, const QString &what)
{
    return ApiError(Status::Conflict, u"conflict"_s,
                    u"An account with this %1 already exists; log in instead."_s.arg(what),
                    QJsonObject{{u"field"_s, field}});
}

} // namespace

AccountRoutes::AccountRoutes(RouteContext context, QObject *parent)
    : QObject(parent)
    , m_ctx(context)
    , m_throttle(context.db, context.clock)
    , m_credentials(context.db)
    , m_security(context.db)
{
    Router &router = m_ctx.router;
    // Password checks run off the HTTP thread: these routes answer through their reply when done.
    router.addDeferred(Method::Post, u"/v1/accounts"_s,
                       [this](const ApiRequest &r, const DeferredReply &reply) { registerAccount(r, reply); });
    router.addDeferred(Method::Post, u"/v1/sessions"_s,
                       [this](const ApiRequest &r, const DeferredReply &reply) { login(r, reply); });
    router.add(Method::Delete, u"/v1/sessions/current"_s, [this](const ApiRequest &r) { return logout(r); });
    router.addDeferred(Method::Post, u"/v1/sessions/confirm"_s,
                       [this](const ApiRequest &r, const DeferredReply &reply) { confirmSession(r, reply); });
    router.add(Method::Get, u"/v1/account"_s, [this](const ApiRequest &r) { return account(r); });
    router.add(Method::Patch, u"/v1/account"_s, [this](const ApiRequest &r) { return patchAccount(r); });
    router.addDeferred(Method::Post, u"/v1/account/password"_s,
                       [this](const ApiRequest &r, const DeferredReply &reply) { changePassword(r, reply); });
    router.add(Method::Get, u"/v1/account/logins"_s, [this](const ApiRequest &r) { return logins(r); });
}

void AccountRoutes::registerAccount(const ApiRequest &request, const DeferredReply &reply)
{
    JsonBody body(request);
    body.allowOnly({u"phone", u"email", u"password"});
    const QString phoneText = body.string(u"phone"_s);
    const QString email = body.string(u"email"_s).trimmed();
    const QString password = body.string(u"password"_s);
    if (!body.ok())
        return reply.send(body.takeError());
    const auto phone = AccountStore::normalizePhone(phoneText);
    if (!phone)
        body.fail(u"phone"_s, u"invalid_phone"_s,
                  u"'%1' is not a mobile number: use 11 digits starting 13–19, or +country code."_s.arg(phoneText));
    else if (!AccountStore::isEmail(email))
        body.fail(u"email"_s, u"invalid_email"_s, u"'%1' is not an e-mail address."_s.arg(email));
    if (!body.ok())
        return reply.send(body.takeError());
    if (const QString problem = AccountStore::passwordProblem(password, *phone); !problem.isEmpty())
        return reply.send(passwordRefusal(u"password"_s, problem));

    if (m_ctx.accounts.findByLogin(*phone))
        return reply.send(conflict(u"phone"_s, u"phone number"_s));
    if (m_ctx.accounts.findByLogin(email))
        return reply.send(conflict(u"email"_s, u"e-mail address"_s));

    m_ctx.passwords.run([password] { return PasswordHash::hash(password); })
        .then(this, [this, reply, phone = *phone, email](const QString &hash) {
            reply.send(finishRegistration(phone, email, hash));
        });
}

ApiResponse AccountRoutes::finishRegistration(const QString &phone, const QString &email, const QString &hash)
{
    // The UNIQUE constraints decide: another registration may have taken the phone while we hashed.
    const qint64 id = m_ctx.accounts.insert(phone, email, hash, m_ctx.clock.nowSeconds());
    if (!id)
        return conflict(m_ctx.accounts.findByLogin(phone) ? u"phone"_s : u"email"_s, u"phone number or e-mail"_s);
    // New accounts get a voucher for the small cards, as platforms do to let people try them.
    Wallet(m_ctx.db, m_ctx.clock)
        .grantVoucher(id, Money::fromCents(Wallet::kWelcomeVoucherCents), Wallet::kWelcomeVoucherDays,
                      m_ctx.accounts.unverifiedGpuTypes());
    spdlog::info("account {} registered", id);
    return ApiResponse(m_ctx.accounts.toJson(id), Status::Created);
}

void AccountRoutes::login(const ApiRequest &request, const DeferredReply &reply)
{
    JsonBody body(request);
    body.allowOnly({u"login", u"password", u"totp"});
    const QString login = body.string(u"login"_s);
    const QString password = body.string(u"password"_s);
    const QString totp = body.optionalString(u"totp"_s);
    if (!body.ok())
        return reply.send(body.takeError());
    const QString key = loginKey(login);
    const QString address = clientAddress(request);
    const QString agent = userAgent(request);

    if (const qint64 wait = m_throttle.lockedFor(key)) {
        m_throttle.record(m_ctx.accounts.findByLogin(login), key, false, u"locked_out"_s, address, agent);
        return reply.send(LoginThrottle::refusal(wait));
    }

    const qint64 id = m_ctx.accounts.findByLogin(login);
    // An unknown login is checked against a dummy hash: same work, same time, same answer.
    const QString stored = id ? m_ctx.accounts.passwordHash(id) : QString();
    m_throttle.beginAttempt(key);
    m_ctx.passwords
        .run([password, stored] {
            return PasswordHash::verify(password, stored.isEmpty() ? PasswordHash::dummy() : stored);
        })
        .then(this, [this, reply, id, key, totp, address, agent](bool ok) {
            m_throttle.endAttempt(key);
            reply.send(finishLogin(id, key, ok, totp, address, agent));
        });
}

ApiResponse AccountRoutes::finishLogin(qint64 id, const QString &key, bool passwordOk, const QString &totp,
                                       const QString &address, const QString &agent)
{
    // Guesses checked in parallel may have locked the login meanwhile: then even a right one fails.
    if (const qint64 wait = m_throttle.lockedFor(key)) {
        m_throttle.record(id, key, false, u"locked_out"_s, address, agent);
        return LoginThrottle::refusal(wait);
    }
    if (!id || !passwordOk) {
        m_throttle.record(id, key, false, u"invalid_credentials"_s, address, agent);
        return ApiError(Status::Unauthorized, u"invalid_credentials"_s, u"The login or the password is wrong."_s);
    }
    if (m_security.twoFactorEnabled(id)) {
        if (totp.trimmed().isEmpty()) {
            m_throttle.record(id, key, false, u"totp_required"_s, address, agent);
            return ApiError(Status::Unauthorized, u"totp_required"_s,
                            u"Enter the 6-digit code from your authenticator app (or a recovery code)."_s);
        }
        if (!SecondFactor(m_ctx.db, m_ctx.wallClock).check(id, totp)) {
            m_throttle.record(id, key, false, u"invalid_totp"_s, address, agent);
            return ApiError(Status::Unauthorized, u"invalid_credentials"_s,
                            u"The 2FA code is wrong, expired or already used."_s, QJsonObject{{u"field"_s, u"totp"_s}});
        }
    }
    const QString token = Crypto::randomToken(QString::fromLatin1(Authenticator::kSessionPrefix));
    const qint64 now = m_ctx.clock.nowSeconds();
    // The end is the idle one; each use moves it on (Authenticator).
    const qint64 end = now + Authenticator::kSessionIdleSeconds;
    m_credentials.startSession(id, QString::fromLatin1(Crypto::sha256Hex(token.toLatin1())), now, end, address, agent);
    m_throttle.record(id, key, true, u"ok"_s, address, agent);
    return ApiResponse(QJsonObject{{u"token"_s, token},
                                   {u"expires_at"_s, Rfc3339::formatSeconds(end)},
                                   {u"account"_s, m_ctx.accounts.toJson(id)}},
                       Status::Created);
}

ApiResponse AccountRoutes::logout(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Session, [&](const Caller &caller) -> ApiResponse {
        m_credentials.endSession(caller.sessionId, m_ctx.clock.nowSeconds());
        return ApiResponse(Status::NoContent);
    });
}

void AccountRoutes::confirmSession(const ApiRequest &request, const DeferredReply &reply)
{
    auto auth = m_ctx.auth.authenticate(request, Access::Session);
    if (auto *error = std::get_if<ApiError>(&auth))
        return reply.send(std::move(*error));
    const Caller caller = std::get<Caller>(auth);
    JsonBody body(request);
    body.allowOnly({u"password", u"code"});
    const QString password = body.optionalString(u"password"_s);
    const QString code = body.optionalString(u"code"_s).trimmed();
    if (body.ok() && password.isEmpty() == code.isEmpty())
        body.fail(u"password"_s, u"required"_s, u"Give either your password or a 2FA code."_s);
    if (!body.ok())
        return reply.send(body.takeError());
    // Guesses here count towards the account's lockout, as at login: a stolen session must not
    // become a way to try passwords.
    const QString key = LoginThrottle::accountKey(caller.accountId);
    if (const qint64 wait = m_throttle.lockedFor(key))
        return reply.send(LoginThrottle::refusal(wait));
    const QString address = clientAddress(request);
    const QString agent = userAgent(request);
    const auto confirmed = [this, reply, caller] {
        m_credentials.confirmSession(caller.sessionId, m_ctx.clock.nowSeconds());
        reply.send(ApiResponse(Status::NoContent));
    };
    const auto wrong = [this, reply, caller, key, address, agent](const QString &field, const QString &sentence) {
        m_throttle.record(caller.accountId, key, false,
                          field == u"code"_s ? u"invalid_totp"_s : u"invalid_credentials"_s, address, agent);
        reply.send(ApiError(Status::BadRequest, u"invalid_argument"_s, sentence,
                            QJsonObject{{u"field"_s, field},
                                        {u"reason"_s, field == u"code"_s ? u"wrong_code"_s : u"wrong_password"_s}}));
    };
    if (!code.isEmpty()) {
        if (!m_security.twoFactorEnabled(caller.accountId))
            return reply.send(ApiError(Status::BadRequest, u"invalid_argument"_s,
                                       u"This account has no 2FA: confirm with your password."_s,
                                       QJsonObject{{u"field"_s, u"code"_s}, {u"reason"_s, u"no_2fa"_s}}));
        if (!SecondFactor(m_ctx.db, m_ctx.wallClock).check(caller.accountId, code))
            return wrong(u"code"_s, u"The 2FA code is wrong, expired or already used."_s);
        return confirmed();
    }
    const QString stored = m_ctx.accounts.passwordHash(caller.accountId);
    m_throttle.beginAttempt(key);
    m_ctx.passwords.run([password, stored] { return PasswordHash::verify(password, stored); })
        .then(this, [this, key, confirmed, wrong](bool ok) {
            m_throttle.endAttempt(key);
            if (!ok)
                return wrong(u"password"_s, u"The password is wrong."_s);
            confirmed();
        });
}

ApiResponse AccountRoutes::account(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Read, [&](const Caller &caller) -> ApiResponse {
        return ApiResponse(QByteArrayLiteral("application/json"), m_ctx.accounts.toJsonBytes(caller.accountId));
    });
}

ApiResponse AccountRoutes::patchAccount(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Billing, [&](const Caller &caller) -> ApiResponse {
        JsonBody body(request);
        body.allowOnly({u"spend_limits", u"name"});
        // Everything is checked before anything is written: a refused PATCH changes nothing.
        AccountStore::Changes changes;
        if (body.has(u"spend_limits"_s) && caller.ownerId)
            return ApiError(HttpStatus::Forbidden, u"insufficient_scope"_s,
                            u"A member's spend limits are set by the account's owner."_s,
                            QJsonObject{{u"scope"_s, u"owner"_s}});
        readSpendLimitsPatch(body, changes);
        if (body.has(u"name"_s)) {
            // null clears the name, as everywhere in PATCH.
            const QString name = body.object().value(u"name"_s).isNull() ? u""_s : body.string(u"name"_s).trimmed();
            if (body.ok() && name.size() > 40)
                body.fail(u"name"_s, u"too_long"_s, u"A name has at most 40 characters."_s);
            changes.name = name;
        }
        if (!body.ok())
            return body.takeError();
        if (m_ctx.accounts.widensSpendLimits(caller.accountId, changes))
            if (auto refusal = m_ctx.auth.confirmationNeeded(caller))
                return std::move(*refusal);
        // What ran under the old limits is settled under them; the new ones apply from now.
        m_ctx.metering.settleThen(caller.accountId, [&] { m_ctx.accounts.update(caller.accountId, changes); });
        return ApiResponse(m_ctx.accounts.toJson(caller.accountId));
    });
}

void AccountRoutes::changePassword(const ApiRequest &request, const DeferredReply &reply)
{
    auto auth = m_ctx.auth.authenticate(request, Access::Session);
    if (auto *error = std::get_if<ApiError>(&auth))
        return reply.send(std::move(*error));
    const Caller caller = std::get<Caller>(auth);
    JsonBody body(request);
    body.allowOnly({u"current_password", u"new_password"});
    const QString current = body.string(u"current_password"_s);
    const QString next = body.string(u"new_password"_s);
    if (!body.ok())
        return reply.send(body.takeError());
    const QString phone = m_ctx.accounts.phone(caller.accountId);
    if (const QString problem = AccountStore::passwordProblem(next, phone); !problem.isEmpty())
        return reply.send(passwordRefusal(u"new_password"_s, problem));
    if (auto refusal = m_ctx.auth.confirmationNeeded(caller))
        return reply.send(std::move(*refusal));
    // Someone holding a stolen session must not be able to guess the password here either.
    const QString key = LoginThrottle::accountKey(caller.accountId);
    if (const qint64 wait = m_throttle.lockedFor(key))
        return reply.send(LoginThrottle::refusal(wait));
    const QString stored = m_ctx.accounts.passwordHash(caller.accountId);
    const QString address = clientAddress(request);
    const QString agent = userAgent(request);
    m_throttle.beginAttempt(key);
    m_ctx.passwords
        .run([current, next, stored]() -> QString {
            return PasswordHash::verify(current, stored) ? PasswordHash::hash(next) : QString();
        })
        .then(this, [this, reply, caller, key, address, agent](const QString &newHash) {
            m_throttle.endAttempt(key);
            if (newHash.isEmpty()) {
                m_throttle.record(caller.accountId, key, false, u"invalid_credentials"_s, address, agent);
                return reply.send(ApiError(Status::Unauthorized, u"invalid_credentials"_s,
                                           u"The current password is wrong."_s,
                                           QJsonObject{{u"field"_s, u"current_password"_s}}));
            }
            m_ctx.accounts.setPasswordHash(caller.accountId, newHash);
            // Whoever else was logged in with the old password is logged out.
            m_credentials.endOtherSessions(caller.accountId, caller.sessionId, m_ctx.clock.nowSeconds());
            reply.send(ApiResponse(Status::NoContent));
        });
}

ApiResponse AccountRoutes::logins(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Read, [&](const Caller &caller) -> ApiResponse {
        bool ok = true;
        const QString limitText = request.query.queryItemValue(u"limit"_s);
        const int limit = limitText.isEmpty() ? 50 : limitText.toInt(&ok);
        if (!ok || limit < 1 || limit > 200)
            return ApiError(Status::BadRequest, u"invalid_argument"_s, u"limit must be 1–200."_s,
                            QJsonObject{{u"field"_s, u"limit"_s}, {u"reason"_s, u"out_of_range"_s}});
        QJsonArray items;
        for (const SecurityStore::Login &login : m_security.logins(caller.accountId, limit))
            items.append(QJsonObject{{u"at"_s, Rfc3339::formatSeconds(login.at)},
                                     {u"success"_s, login.success},
                                     {u"reason"_s, login.reason},
                                     {u"client_address"_s, login.clientAddress},
                                     {u"user_agent"_s, login.userAgent}});
        return ApiResponse(QJsonObject{{u"items"_s, items}});
    });
}
