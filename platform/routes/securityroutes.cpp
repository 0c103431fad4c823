#include "platform/routes/securityroutes.h"

#include "common/base32.h"
#include "common/clock.h"
#include "common/crypto.h"
#include "common/residentid.h"
#include "common/totp.h"
#include "platform/accounts/accountstore.h"
#include "platform/accounts/authenticator.h"
#include "platform/accounts/loginthrottle.h"
#include "platform/accounts/secondfactor.h"
#include "platform/accounts/securitystore.h"
#include "platform/http/jsonbody.h"
#include "platform/http/jsonerror.h"
#include "platform/instances/metering.h"

#include "platform/http/router.h"
#include <QJsonArray>

using namespace Qt::StringLiterals;
using Method = ApiRequest::Method;
using Status = HttpStatus;

namespace {
ApiResponse wrongState(const QString &state, const QString &message)
{
    return ApiError(Status::Conflict, u"conflict"_s, message, QJsonObject{{u"state"_s, state}});
}
} // namespace

SecurityRoutes::SecurityRoutes(RouteContext context, QByteArray idNumberKey, QObject *parent)
    : QObject(parent)
    , m_ctx(context)
    , m_idNumberKey(std::move(idNumberKey))
    , m_throttle(context.db, context.clock)
    , m_store(context.db)
{
    Router &router = m_ctx.router;
    router.add(Method::Post, u"/v1/account/2fa"_s, [this](const ApiRequest &r) { return enrol(r); });
    router.add(Method::Post, u"/v1/account/2fa/confirm"_s, [this](const ApiRequest &r) { return confirm(r); });
    router.add(Method::Delete, u"/v1/account/2fa"_s, [this](const ApiRequest &r) { return disable(r); });
    router.add(Method::Post, u"/v1/account/verification"_s, [this](const ApiRequest &r) { return verify(r); });
}

std::optional<ApiResponse> SecurityRoutes::spendCode(qint64 accountId, const QString &code, const ApiRequest &request,
                                                     const QString &wrong)
{
    // Guesses from inside a session count towards the account's lockout, like password guesses.
    const QString key = LoginThrottle::accountKey(accountId);
    if (const qint64 wait = m_throttle.lockedFor(key))
        return LoginThrottle::refusal(wait);
    if (SecondFactor(m_ctx.db, m_ctx.wallClock).check(accountId, code))
        return std::nullopt;
    m_throttle.record(accountId, key, false, u"invalid_totp"_s, request.peer.toString(),
                      QString::fromUtf8(request.header("User-Agent")).left(200));
    return ApiError(HttpStatus::BadRequest, u"invalid_argument"_s, wrong,
                    QJsonObject{{u"field"_s, u"code"_s}, {u"reason"_s, u"wrong_code"_s}});
}

ApiResponse SecurityRoutes::enrol(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Session, [&](const Caller &caller) -> ApiResponse {
        JsonBody body(request);
        body.allowOnly({});
        if (!body.ok())
            return body.takeError();
        if (m_store.twoFactorEnabled(caller.accountId))
            return wrongState(u"enabled"_s,
                              u"Two-factor authentication is already on; turn it off first to enrol a new device."_s);
        // A new secret each time: enrolling again (a lost QR code) replaces the unconfirmed one.
        const QByteArray secret = Crypto::randomBytes(20);
        m_store.enrolTwoFactor(caller.accountId, secret);
        const QString label = m_store.label(caller.accountId).value_or(QString::number(caller.accountId));
        return ApiResponse(QJsonObject{{u"secret"_s, Base32::encode(secret)},
                                       {u"otpauth_uri"_s, Totp::provisioningUri(secret, u"gpudesk"_s, label)}});
    });
}

ApiResponse SecurityRoutes::confirm(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Session, [&](const Caller &caller) -> ApiResponse {
        JsonBody body(request);
        body.allowOnly({u"code"});
        const QString code = body.string(u"code"_s);
        if (!body.ok())
            return body.takeError();
        if (m_store.twoFactorEnabled(caller.accountId))
            return wrongState(u"enabled"_s, u"Two-factor authentication is already on."_s);
        if (!m_store.twoFactorPending(caller.accountId))
            return wrongState(u"none"_s, u"Start enrolment first (POST /v1/account/2fa), then confirm with a code."_s);
        if (auto refusal = spendCode(caller.accountId, code, request,
                                     u"That code does not match; check the authenticator app's clock and type the "
                                     "current code."_s))
            return std::move(*refusal);
        m_store.enableTwoFactor(caller.accountId);
        const QStringList codes = SecondFactor(m_ctx.db, m_ctx.wallClock).newRecoveryCodes(caller.accountId);
        return ApiResponse(QJsonObject{{u"recovery_codes"_s, QJsonArray::fromStringList(codes)}});
    });
}

ApiResponse SecurityRoutes::disable(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Session, [&](const Caller &caller) -> ApiResponse {
        JsonBody body(request);
        body.allowOnly({u"code"});
        const QString code = body.string(u"code"_s);
        if (!body.ok())
            return body.takeError();
        if (!m_store.twoFactorEnabled(caller.accountId))
            return wrongState(u"disabled"_s, u"Two-factor authentication is not on."_s);
        // Asked before the code is spent, so a refused call does not use up a recovery code.
        if (auto refusal = m_ctx.auth.confirmationNeeded(caller))
            return std::move(*refusal);
        if (auto refusal = spendCode(caller.accountId, code, request,
                                     u"Turning 2FA off needs a current code (or a recovery code)."_s))
            return std::move(*refusal);
        m_store.disableTwoFactor(caller.accountId);
        return ApiResponse(Status::NoContent);
    });
}

ApiResponse SecurityRoutes::verify(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Session, [&](const Caller &caller) -> ApiResponse {
        if (caller.ownerId)
            return wrongState(u"member"_s, u"Members are verified through the account that owns them."_s);
        JsonBody body(request);
        body.allowOnly({u"real_name", u"id_number"});
        const QString realName = body.string(u"real_name"_s).trimmed();
        const QString idNumber = body.string(u"id_number"_s).trimmed().toUpper();
        if (!body.ok())
            return body.takeError();
        const QDate today = m_ctx.clock.now().date();
        QString reason;
        const auto born = ResidentId::birthDate(idNumber, today, &reason);
        if (!born) {
            const QString message = reason == u"format"_s
                ? u"An ID number has 18 characters: 17 digits and a digit or X."_s
                : reason == u"check_digit"_s
                ? u"This ID number's last character does not match the rest; check for a typo."_s
                : u"This ID number's birth date (characters 7–14) is not a real date."_s;
            body.fail(u"id_number"_s, reason, message);
            return body.takeError();
        }
        m_ctx.accounts.settleVerification(caller.accountId);
        const Verification status = m_store.verification(caller.accountId);
        if (status == Verification::Approved || status == Verification::Pending)
            return wrongState(Verifications::wire(status), status == Verification::Approved
                                  ? u"This account is already verified."_s
                                  : u"A verification is already being reviewed."_s);
        const QString mac = QString::fromLatin1(Crypto::hmacSha256Hex(m_idNumberKey, idNumber.toUtf8()));
        const qint64 holders = m_store.verifiedHolders(mac, caller.accountId);
        if (holders >= kMaxAccountsPerIdNumber)
            return ApiError(
                Status::Conflict, u"conflict"_s,
                u"This ID number already verifies %1 accounts, the most one person may hold."_s.arg(holders),
                QJsonObject{{u"field"_s, u"id_number"_s}});

        // The sandbox's reviewer decides now and says so after --review-delay (settleVerification).
        int age = today.year() - born->year();
        if (today < born->addYears(age))
            --age;
        Verification decision = Verification::Approved;
        QString why;
        if (age < kMinimumAge) {
            decision = Verification::Rejected;
            why = u"The holder is under %1; an adult must verify the account."_s.arg(kMinimumAge);
        } else if (!ResidentId::isCardName(realName)) {
            decision = Verification::Rejected;
            why = u"The name must be 2–30 letters as written on the ID card."_s;
        }
        // The decision will lift (or keep) the wallet's boot limit at its time: billing looks again.
        m_ctx.metering.settleThen(caller.walletId(), [&] {
            m_store.submitVerification(caller.accountId, decision, why, m_ctx.clock.nowSeconds(), realName, mac);
        });
        return ApiResponse(QJsonObject{{u"status"_s, Verifications::wire(Verification::Pending)}}, Status::Accepted);
    });
}
