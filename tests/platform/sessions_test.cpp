// Sessions that slide while used, and the "confirm it is you" step before money moves or access
// widens, on the wire against a gpudesk-sandbox on a manual clock.
#include "common/base32.h"
#include "common/totp.h"
#include "tests/platform/sandboxfixture.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <functional>

using namespace Qt::StringLiterals;

namespace {

class Sessions : public SandboxFixture
{
protected:
    // One sensitive call each: the route, and what it sends.
    struct Sensitive
    {
        const char *what;
        std::function<HttpClient::Response(HttpClient &)> call;
    };
    static QList<Sensitive> sensitive(const Registered &a)
    {
        static int member = 0;
        return {
            {"recharge",
             [](HttpClient &c) {
                 return c.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 500}});
             }},
            {"raising the daily limit",
             [](HttpClient &c) {
                 return c.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, 90000}}}});
             }},
            {"removing the daily limit",
             [](HttpClient &c) {
                 return c.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, QJsonValue()}}}});
             }},
            {"creating an API token",
             [](HttpClient &c) {
                 return c.post(u"/v1/tokens"_s, {{u"name"_s, u"ci"_s}, {u"scopes"_s, QJsonArray{u"read"_s}}});
             }},
            {"adding a member",
             [](HttpClient &c) {
                 return c.post(u"/v1/members"_s,
                               {{u"name"_s, u"m"_s},
                                {u"phone"_s, u"1370000%1"_s.arg(4000 + ++member)},
                                {u"password"_s, u"member-Pass-1"_s}});
             }},
            {"changing the password",
             [a](HttpClient &c) {
                 return c.post(u"/v1/account/password"_s,
                               {{u"current_password"_s, a.password}, {u"new_password"_s, a.password}});
             }},
        };
    }
    static void setDailyLimit(HttpClient &c, int cents)
    {
        ASSERT_EQ(c.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, cents}}}}).status, 200);
    }
};

TEST_F(Sessions, ASessionUsedEveryHourLastsThirtyHoursAndOneUnusedForThirteenEnds)
{
    const Registered a = registerAccount();
    HttpClient used = as(login(a.phone, a.password));
    HttpClient idle = as(login(a.phone, a.password));
    for (int hour = 1; hour <= 30; ++hour) {
        advance(3600);
        const auto r = used.get(u"/v1/account"_s);
        ASSERT_EQ(r.status, 200) << "hour " << hour << ": " << r.body.toStdString();
        if (hour == 11) {
            EXPECT_EQ(idle.get(u"/v1/account"_s).status, 200); // used once, at 11 h: it goes on to 23 h
        }
    }
    const auto ended = idle.get(u"/v1/account"_s);
    EXPECT_EQ(ended.status, 401);
    EXPECT_EQ(ended.errorCode(), u"session_expired"_s);

    advance(13 * 3600);
    const auto unused = used.get(u"/v1/account"_s);
    EXPECT_EQ(unused.status, 401);
    EXPECT_EQ(unused.errorCode(), u"session_expired"_s);
}

TEST_F(Sessions, HoweverMuchItIsUsedASessionEndsThirtyDaysAfterItsLogin)
{
    const Registered a = registerAccount();
    HttpClient me = as(login(a.phone, a.password));
    qint64 elapsed = 0;
    while (elapsed + 11 * 3600 < 30 * 86400) {
        advance(11 * 3600);
        elapsed += 11 * 3600;
        ASSERT_EQ(me.get(u"/v1/account"_s).status, 200) << elapsed / 3600 << " h after the login";
    }
    advance(30 * 86400 - elapsed);
    const auto r = me.get(u"/v1/account"_s);
    EXPECT_EQ(r.status, 401);
    EXPECT_EQ(r.errorCode(), u"session_expired"_s);
}

TEST_F(Sessions, MoneyAndAccessAskForAConfirmationOlderThanTenMinutesButNotRightAfterLogin)
{
    const Registered a = registerAccount();
    HttpClient me = as(login(a.phone, a.password));
    setDailyLimit(me, 5000);
    // Logging in counts: right after it, nothing is asked.
    EXPECT_EQ(me.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 100}}).status, 201);

    advance(11 * 60);
    for (const Sensitive &s : sensitive(a)) {
        setDailyLimit(me, 5000); // narrowing is never asked
        const auto r = s.call(me);
        EXPECT_EQ(r.status, 403) << s.what << ": " << r.body.toStdString();
        EXPECT_EQ(r.errorCode(), u"reauthentication_required"_s) << s.what;
    }
    // Nothing of them happened.
    const auto account = me.get(u"/v1/account"_s);
    EXPECT_EQ(account.json[u"spend_limits"_s][u"daily_cents"_s].toInt(), 5000);
    EXPECT_TRUE(me.get(u"/v1/tokens"_s).json.value(u"items"_s).toArray().isEmpty());
    EXPECT_TRUE(me.get(u"/v1/members"_s).json.value(u"items"_s).toArray().isEmpty());

    // A wrong password confirms nothing, and says which field.
    auto wrong = me.post(u"/v1/sessions/confirm"_s, {{u"password"_s, u"not-my-password"_s}});
    EXPECT_EQ(wrong.status, 400);
    EXPECT_EQ(wrong.errorField(), u"password"_s);
    EXPECT_EQ(me.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 100}}).errorCode(),
              u"reauthentication_required"_s);
    const auto bad = me.post(u"/v1/sessions/confirm"_s, {{u"password"_s, a.password}, {u"code"_s, u"123456"_s}});
    EXPECT_EQ(bad.status, 400) << "both at once";

    ASSERT_EQ(me.post(u"/v1/sessions/confirm"_s, {{u"password"_s, a.password}}).status, 204);
    for (const Sensitive &s : sensitive(a)) {
        setDailyLimit(me, 5000);
        const auto r = s.call(me);
        EXPECT_LT(r.status, 300) << s.what << ": " << r.body.toStdString();
    }
    // Ten minutes on, it is asked again.
    advance(10 * 60);
    EXPECT_EQ(me.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 100}}).errorCode(),
              u"reauthentication_required"_s);
}

TEST_F(Sessions, TurningTwoFactorOffIsAskedBeforeItsCodeIsSpentAndACodeConfirmsToo)
{
    const Registered a = registerAccount();
    HttpClient me = as(login(a.phone, a.password));
    const auto enrol = me.post(u"/v1/account/2fa"_s);
    const QByteArray secret = *Base32::decode(enrol.json.value(u"secret"_s).toString());
    const qint64 wall = QDateTime::currentSecsSinceEpoch();
    const auto on = me.post(u"/v1/account/2fa/confirm"_s, {{u"code"_s, Totp::code(secret, wall)}});
    ASSERT_EQ(on.status, 200) << on.body.toStdString();
    const QString recovery = on.json.value(u"recovery_codes"_s).toArray().first().toString();

    advance(11 * 60);
    auto r = me.send("DELETE", u"/v1/account/2fa"_s, QJsonDocument(QJsonObject{{u"code"_s, recovery}}).toJson());
    EXPECT_EQ(r.status, 403) << r.body.toStdString();
    EXPECT_EQ(r.errorCode(), u"reauthentication_required"_s);

    // A 2FA code confirms as well as the password.
    const auto confirmed = me.post(u"/v1/sessions/confirm"_s, {{u"code"_s, Totp::code(secret, wall + 30)}});
    ASSERT_EQ(confirmed.status, 204) << confirmed.body.toStdString();
    // The recovery code was not spent by the refused call.
    r = me.send("DELETE", u"/v1/account/2fa"_s, QJsonDocument(QJsonObject{{u"code"_s, recovery}}).toJson());
    EXPECT_EQ(r.status, 204) << r.body.toStdString();
}

TEST_F(Sessions, AnApiTokenWithTheScopeIsNotAskedAndCannotConfirm)
{
    const Registered a = registerAccount();
    HttpClient me = as(login(a.phone, a.password));
    const auto made
        = me.post(u"/v1/tokens"_s, {{u"name"_s, u"script"_s}, {u"scopes"_s, QJsonArray{u"read"_s, u"billing"_s}}});
    ASSERT_EQ(made.status, 201) << made.body.toStdString();
    HttpClient script = as(made.json.value(u"token"_s).toString());
    setDailyLimit(me, 5000);
    advance(3600);
    EXPECT_EQ(script.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 100}}).status, 201);
    EXPECT_EQ(script.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, 9000}}}}).status, 200);
    const auto confirm = script.post(u"/v1/sessions/confirm"_s, {{u"password"_s, a.password}});
    EXPECT_EQ(confirm.status, 403);
    EXPECT_EQ(confirm.errorCode(), u"session_required"_s);
}

TEST_F(Sessions, ARotatedTokenGetsANewSecretAndTheOldOneWorksOnlyForItsGrace)
{
    const Registered a = registerAccount();
    HttpClient me = as(login(a.phone, a.password));
    const auto made = me.post(
        u"/v1/tokens"_s,
        {{u"name"_s, u"nightly"_s}, {u"scopes"_s, QJsonArray{u"read"_s, u"billing"_s}}, {u"expires_in_days"_s, 30}});
    ASSERT_EQ(made.status, 201);
    const QString id = made.json.value(u"id"_s).toString();
    HttpClient old = as(made.json.value(u"token"_s).toString());
    advance(5 * 86400);
    me = as(login(a.phone, a.password)); // the first session ended, unused for days
    advance(11 * 60);

    // Out of range, or someone else's, nothing is rotated.
    EXPECT_EQ(me.post(u"/v1/tokens/%1/rotate"_s.arg(id), {{u"grace_s"_s, 86401}}).errorField(), u"grace_s"_s);
    EXPECT_EQ(me.post(u"/v1/tokens/%1/rotate"_s.arg(id), {{u"grace_s"_s, -1}}).status, 400);
    const Registered b = registerAccount();
    EXPECT_EQ(as(login(b.phone, b.password)).post(u"/v1/tokens/%1/rotate"_s.arg(id), {}).status, 404);
    // Eleven minutes after the login, a new secret is a new way in: asked first.
    EXPECT_EQ(me.post(u"/v1/tokens/%1/rotate"_s.arg(id), {{u"grace_s"_s, 3600}}).errorCode(),
              u"reauthentication_required"_s);
    ASSERT_EQ(me.post(u"/v1/sessions/confirm"_s, {{u"password"_s, a.password}}).status, 204);

    const auto rotated = me.post(u"/v1/tokens/%1/rotate"_s.arg(id), {{u"grace_s"_s, 3600}});
    ASSERT_EQ(rotated.status, 201) << rotated.body.toStdString();
    EXPECT_EQ(rotated.json.value(u"name"_s).toString(), u"nightly"_s);
    EXPECT_EQ(rotated.json.value(u"scopes"_s).toArray(), (QJsonArray{u"read"_s, u"billing"_s}));
    EXPECT_NE(rotated.json.value(u"id"_s).toString(), id);
    // The same lifetime, from now: 30 days.
    const QDateTime created = QDateTime::fromString(rotated.json.value(u"created_at"_s).toString(), Qt::ISODate);
    const QDateTime expires = QDateTime::fromString(rotated.json.value(u"expires_at"_s).toString(), Qt::ISODate);
    EXPECT_EQ(created.secsTo(expires), 30 * 86400);
    HttpClient fresh = as(rotated.json.value(u"token"_s).toString());
    EXPECT_EQ(fresh.get(u"/v1/billing"_s).status, 200);
    EXPECT_EQ(old.get(u"/v1/billing"_s).status, 200); // within its grace
    advance(3601);
    const auto after = old.get(u"/v1/billing"_s);
    EXPECT_EQ(after.status, 401);
    EXPECT_EQ(after.errorCode(), u"token_expired"_s);
    EXPECT_EQ(fresh.get(u"/v1/billing"_s).status, 200);

    // Without a grace, the old secret stops at once.
    const QString freshId = rotated.json.value(u"id"_s).toString();
    ASSERT_EQ(me.post(u"/v1/sessions/confirm"_s, {{u"password"_s, a.password}}).status, 204);
    const auto again = me.post(u"/v1/tokens/%1/rotate"_s.arg(freshId), {});
    ASSERT_EQ(again.status, 201) << again.body.toStdString();
    EXPECT_EQ(fresh.get(u"/v1/billing"_s).errorCode(), u"token_revoked"_s);
    EXPECT_EQ(as(again.json.value(u"token"_s).toString()).get(u"/v1/billing"_s).status, 200);
}

// RFC 9110: the scheme's case does not matter; another scheme, or none, is told to log in.
TEST_F(Sessions, TheBearerSchemeIsReadInAnyCaseAndAnotherIsRefused)
{
    const Registered a = registerAccount();
    const QByteArray token = login(a.phone, a.password).toUtf8();
    for (const QByteArray &scheme : QByteArrayList{"Bearer ", "bearer ", "BEARER ", "bEaReR "}) {
        HttpClient c = client();
        c.setHeader("Authorization", scheme + token);
        EXPECT_EQ(c.get(u"/v1/account"_s).status, 200) << scheme.constData();
    }
    for (const QByteArray &header :
         QByteArrayList{"Basic " + token, "Bearer" + token, QByteArray("Bearer "), "Bearer x" + token}) {
        HttpClient c = client();
        c.setHeader("Authorization", header);
        const auto refused = c.get(u"/v1/account"_s);
        EXPECT_EQ(refused.status, 401) << header.constData();
        EXPECT_EQ(refused.errorCode(), u"unauthenticated"_s);
    }
}

} // namespace
