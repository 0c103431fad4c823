// The sandbox's account system on the wire, against a gpudesk-sandbox process on a manual clock.
#include "tests/platform/sandboxfixture.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxprocess.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSet>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

using namespace Qt::StringLiterals;

namespace {
class Accounts : public SandboxFixture
{
};
} // namespace

TEST_F(Accounts, RegisterReturnsTheAccountWithUnverifiedQuotas)
{
    HttpClient c = client();
    const QString phone = nextPhone();
    const auto r
        = c.post(u"/v1/accounts"_s,
                 {{u"phone"_s, phone}, {u"email"_s, u"Stu.Dent@Example.cn"_s}, {u"password"_s, u"gpu-Rent-2026"_s}});
    ASSERT_EQ(r.status, 201) << r.body.toStdString();
    const QJsonObject a = r.json;
    EXPECT_FALSE(a.value(u"id"_s).toString().isEmpty());
    EXPECT_EQ(a.value(u"phone"_s).toString(), phone);
    EXPECT_EQ(a.value(u"verification"_s).toObject().value(u"status"_s).toString(), u"none"_s);
    EXPECT_EQ(a.value(u"verification"_s).toObject().value(u"level"_s).toInt(), 0);
    const QJsonObject quotas = a.value(u"quotas"_s).toObject();
    EXPECT_EQ(quotas.value(u"max_instances"_s).toInt(), 1);
    EXPECT_EQ(quotas.value(u"max_boot_hours"_s).toInt(), 4);
    EXPECT_TRUE(quotas.value(u"gpu_types"_s).toArray().contains(u"t4-16g"_s));
    EXPECT_FALSE(quotas.value(u"gpu_types"_s).toArray().contains(u"a800-80g"_s));
    EXPECT_FALSE(a.value(u"two_factor_enabled"_s).toBool());
    EXPECT_TRUE(a.value(u"owner_id"_s).isNull());
    EXPECT_TRUE(a.value(u"spend_limits"_s).toObject().value(u"daily_cents"_s).isNull());
    EXPECT_FALSE(r.body.contains("password"));
}

TEST_F(Accounts, RegisterRefusesBadInputNamingTheField)
{
    HttpClient c = client();
    const QString phone = nextPhone();
    const QJsonObject good{
        {u"phone"_s, phone}, {u"email"_s, u"x%1@example.cn"_s.arg(phone)}, {u"password"_s, u"gpu-Rent-2026"_s}};
    struct Case
    {
        QString field;
        QJsonValue value;
        QString reason;
    };
    for (const Case &k :
         {Case{u"phone"_s, u"12345"_s, u"invalid_phone"_s}, Case{u"phone"_s, u"10000000000"_s, u"invalid_phone"_s},
          Case{u"email"_s, u"not-an-email"_s, u"invalid_email"_s}, Case{u"password"_s, u"short1"_s, u"too_short"_s},
          Case{u"password"_s, u"1234567890"_s, u"all_digits"_s},
          Case{u"password"_s, QString(u"me"_s + phone + u"!"_s), u"contains_phone"_s},
          Case{u"password"_s, 12345678, u"wrong_type"_s}, Case{u"nickname"_s, u"x"_s, u"unknown_field"_s}}) {
        QJsonObject body = good;
        body.insert(k.field, k.value);
        const auto r = c.post(u"/v1/accounts"_s, body);
        EXPECT_EQ(r.status, 400) << k.field.toStdString() << " " << r.body.toStdString();
        EXPECT_EQ(r.errorCode(), u"invalid_argument"_s);
        EXPECT_EQ(r.errorField(), k.field);
        EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"reason"_s].toString(), k.reason) << r.body.toStdString();
    }
    QJsonObject missing = good;
    missing.remove(u"email"_s);
    EXPECT_EQ(c.post(u"/v1/accounts"_s, missing).errorField(), u"email"_s);
    const auto malformed = c.send("POST", u"/v1/accounts"_s, "{\"phone\": ");
    EXPECT_EQ(malformed.status, 400);
    EXPECT_EQ(malformed.errorField(), u"body"_s);
    EXPECT_EQ(c.send("POST", u"/v1/accounts"_s, "[1,2]").errorField(), u"body"_s);
}

TEST_F(Accounts, OneAccountPerPhoneAndPerEmail)
{
    const Registered a = registerAccount();
    HttpClient c = client();
    auto r = c.post(u"/v1/accounts"_s,
                    {{u"phone"_s, QString(u"+86"_s + a.phone)},
                     {u"email"_s, u"other@example.cn"_s},
                     {u"password"_s, u"gpu-Rent-2026"_s}});
    EXPECT_EQ(r.status, 409);
    EXPECT_EQ(r.errorCode(), u"conflict"_s);
    EXPECT_EQ(r.errorField(), u"phone"_s);
    // A trailing newline is not a second spelling of the same number.
    r = c.post(u"/v1/accounts"_s,
               {{u"phone"_s, QString(a.phone + u"\n"_s)},
                {u"email"_s, u"other2@example.cn"_s},
                {u"password"_s, u"gpu-Rent-2026"_s}});
    EXPECT_EQ(r.status, 400) << r.body.toStdString();
    EXPECT_EQ(r.errorField(), u"phone"_s);
    r = c.post(u"/v1/accounts"_s,
               {{u"phone"_s, nextPhone()}, {u"email"_s, a.email.toUpper()}, {u"password"_s, u"gpu-Rent-2026"_s}});
    EXPECT_EQ(r.status, 409);
    EXPECT_EQ(r.errorField(), u"email"_s);
}

TEST_F(Accounts, LoginByPhoneOrEmailGivesATwelveHourSession)
{
    const Registered a = registerAccount();
    HttpClient c = client();
    const QString now = c.get(u"/v1/health"_s).json.value(u"server_time"_s).toString();
    auto r = c.post(u"/v1/sessions"_s, {{u"login"_s, a.phone}, {u"password"_s, a.password}});
    ASSERT_EQ(r.status, 201) << r.body.toStdString();
    EXPECT_TRUE(r.json.value(u"token"_s).toString().startsWith(u"gds_"_s));
    EXPECT_EQ(QDateTime::fromString(now, Qt::ISODate)
                  .secsTo(QDateTime::fromString(r.json.value(u"expires_at"_s).toString(), Qt::ISODate)),
              12 * 3600);
    EXPECT_EQ(r.json.value(u"account"_s).toObject().value(u"id"_s).toString(), a.id);
    r = c.post(u"/v1/sessions"_s, {{u"login"_s, a.email.toUpper()}, {u"password"_s, a.password}});
    EXPECT_EQ(r.status, 201) << r.body.toStdString();

    HttpClient me = as(r.json.value(u"token"_s).toString());
    const auto account = me.get(u"/v1/account"_s);
    EXPECT_EQ(account.status, 200);
    EXPECT_EQ(account.json.value(u"email"_s).toString(), a.email);
}

TEST_F(Accounts, WrongPasswordAndUnknownLoginLookTheSame)
{
    const Registered a = registerAccount();
    HttpClient c = client();
    const auto wrong = c.post(u"/v1/sessions"_s, {{u"login"_s, a.phone}, {u"password"_s, u"not-the-password"_s}});
    const auto unknown
        = c.post(u"/v1/sessions"_s, {{u"login"_s, u"nobody@example.cn"_s}, {u"password"_s, u"not-the-password"_s}});
    EXPECT_EQ(wrong.status, 401);
    EXPECT_EQ(wrong.errorCode(), u"invalid_credentials"_s);
    EXPECT_EQ(wrong.body, unknown.body);
    EXPECT_EQ(wrong.status, unknown.status);
}

TEST_F(Accounts, FiveFailuresLockTheLoginForFifteenMinutes)
{
    const Registered a = registerAccount();
    HttpClient c = client();
    for (int i = 0; i < 5; ++i)
        EXPECT_EQ(c.post(u"/v1/sessions"_s, {{u"login"_s, a.phone}, {u"password"_s, u"wrong-%1"_s.arg(i)}}).status,
                  401);
    // Locked: even the right password is refused, with Retry-After.
    auto r = c.post(u"/v1/sessions"_s, {{u"login"_s, a.phone}, {u"password"_s, a.password}});
    ASSERT_EQ(r.status, 429) << r.body.toStdString();
    EXPECT_EQ(r.errorCode(), u"too_many_attempts"_s);
    const int retry = r.header("Retry-After").toInt();
    EXPECT_GT(retry, 0);
    EXPECT_LE(retry, 15 * 60);
    EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"retry_after_s"_s].toInt(), retry);
    // The lock is per login: another account is not affected.
    const Registered b = registerAccount();
    EXPECT_EQ(c.post(u"/v1/sessions"_s, {{u"login"_s, b.phone}, {u"password"_s, b.password}}).status, 201);
    // Once the window has passed, the right password works again.
    advance(retry);
    r = c.post(u"/v1/sessions"_s, {{u"login"_s, a.phone}, {u"password"_s, a.password}});
    EXPECT_EQ(r.status, 201) << r.body.toStdString();
}

TEST_F(Accounts, ParallelGuessesCannotSlipPastTheLockout)
{
    const Registered a = registerAccount();
    // Twenty wrong guesses at once, then the right password in the same burst.
    QNetworkAccessManager network;
    QStringList passwords;
    for (int i = 0; i < 20; ++i)
        passwords << u"guess-%1"_s.arg(i);
    passwords << a.password;
    const QList<QNetworkReply *> replies = loginBurst(network, a.phone, passwords);
    int checked = 0, refused = 0;
    for (QNetworkReply *r : replies) {
        if (!r->isFinished())
            QSignalSpy(r, &QNetworkReply::finished).wait(20000);
        const int status = r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        EXPECT_NE(status, 201) << "a session came out of a guessing burst";
        checked += status == 401 ? 1 : 0;
        refused += status == 429 ? 1 : 0;
    }
    // At most five guesses were ever checked against the password.
    EXPECT_LE(checked, 5);
    EXPECT_EQ(checked + refused, 21);
}

TEST_F(Accounts, PasswordGuessesFromInsideASessionAreLimitedToo)
{
    const Registered a = registerAccount();
    HttpClient me = as(login(a.phone, a.password));
    for (int i = 0; i < 5; ++i)
        EXPECT_EQ(me.post(u"/v1/account/password"_s,
                          {{u"current_password"_s, u"guess-%1"_s.arg(i)}, {u"new_password"_s, u"New-pass-2027"_s}})
                      .status,
                  401);
    const auto r = me.post(u"/v1/account/password"_s,
                           {{u"current_password"_s, a.password}, {u"new_password"_s, u"New-pass-2027"_s}});
    EXPECT_EQ(r.status, 429);
    EXPECT_EQ(r.errorCode(), u"too_many_attempts"_s);
}

TEST_F(Accounts, SessionsExpireAfterTwelveHoursAndEndOnLogout)
{
    const Registered a = registerAccount();
    HttpClient first = as(login(a.phone, a.password));
    EXPECT_EQ(first.get(u"/v1/account"_s).status, 200);
    advance(12 * 3600);
    const auto expired = first.get(u"/v1/account"_s);
    EXPECT_EQ(expired.status, 401);
    EXPECT_EQ(expired.errorCode(), u"session_expired"_s);

    HttpClient second = as(login(a.phone, a.password));
    EXPECT_EQ(second.del(u"/v1/sessions/current"_s).status, 204);
    const auto ended = second.get(u"/v1/account"_s);
    EXPECT_EQ(ended.status, 401);
    EXPECT_EQ(ended.errorCode(), u"unauthenticated"_s);
}

TEST_F(Accounts, EveryRouteButHealthRegisterAndLoginNeedsAToken)
{
    HttpClient anonymous = client();
    for (const QString &path : {u"/v1/account"_s, u"/v1/account/logins"_s}) {
        const auto r = anonymous.get(path);
        EXPECT_EQ(r.status, 401) << path.toStdString();
        EXPECT_EQ(r.errorCode(), u"unauthenticated"_s);
    }
    EXPECT_EQ(anonymous.patch(u"/v1/account"_s, {{u"name"_s, u"x"_s}}).status, 401);
    EXPECT_EQ(anonymous.del(u"/v1/sessions/current"_s).status, 401);
    HttpClient forged = as(u"gds_notARealTokenAtAll0000000000000000000000"_s);
    EXPECT_EQ(forged.get(u"/v1/account"_s).status, 401);
    // The scheme is case-insensitive; the token is not.
    HttpClient garbage = as(u"hunter2"_s);
    EXPECT_EQ(garbage.get(u"/v1/account"_s).status, 401);
    EXPECT_EQ(anonymous.get(u"/v1/health"_s).status, 200);
}

TEST_F(Accounts, ChangingThePasswordEndsOtherSessions)
{
    const Registered a = registerAccount();
    HttpClient mine = as(login(a.phone, a.password));
    HttpClient other = as(login(a.email, a.password));

    auto r = mine.post(u"/v1/account/password"_s,
                       {{u"current_password"_s, u"wrong-one"_s}, {u"new_password"_s, u"New-pass-2027"_s}});
    EXPECT_EQ(r.status, 401);
    EXPECT_EQ(r.errorField(), u"current_password"_s);
    r = mine.post(u"/v1/account/password"_s, {{u"current_password"_s, a.password}, {u"new_password"_s, u"short"_s}});
    EXPECT_EQ(r.status, 400);
    EXPECT_EQ(r.errorField(), u"new_password"_s);
    r = mine.post(u"/v1/account/password"_s,
                  {{u"current_password"_s, a.password}, {u"new_password"_s, u"New-pass-2027"_s}});
    ASSERT_EQ(r.status, 204) << r.body.toStdString();

    EXPECT_EQ(mine.get(u"/v1/account"_s).status, 200);
    EXPECT_EQ(other.get(u"/v1/account"_s).status, 401);
    HttpClient c = client();
    EXPECT_EQ(c.post(u"/v1/sessions"_s, {{u"login"_s, a.phone}, {u"password"_s, a.password}}).status, 401);
    EXPECT_EQ(c.post(u"/v1/sessions"_s, {{u"login"_s, a.phone}, {u"password"_s, u"New-pass-2027"_s}}).status, 201);
}

TEST_F(Accounts, LoginsAreRecordedWithAddressAndUserAgent)
{
    const Registered a = registerAccount();
    HttpClient c = client();
    c.setUserAgent("gpudesk-console/0.1 (test)");
    c.post(u"/v1/sessions"_s, {{u"login"_s, a.phone}, {u"password"_s, u"wrong"_s}});
    const QString token = c.post(u"/v1/sessions"_s, {{u"login"_s, a.phone}, {u"password"_s, a.password}})
                              .json.value(u"token"_s)
                              .toString();
    HttpClient me = as(token);
    const auto r = me.get(u"/v1/account/logins"_s);
    ASSERT_EQ(r.status, 200);
    const QJsonArray items = r.json.value(u"items"_s).toArray();
    ASSERT_EQ(items.size(), 2);
    EXPECT_TRUE(items[0].toObject().value(u"success"_s).toBool()); // newest first
    EXPECT_FALSE(items[1].toObject().value(u"success"_s).toBool());
    EXPECT_EQ(items[1].toObject().value(u"reason"_s).toString(), u"invalid_credentials"_s);
    EXPECT_EQ(items[1].toObject().value(u"user_agent"_s).toString(), u"gpudesk-console/0.1 (test)"_s);
    EXPECT_EQ(items[0].toObject().value(u"client_address"_s).toString(), u"127.0.0.1"_s);
    EXPECT_EQ(me.get(u"/v1/account/logins?limit=0"_s).status, 400);
}

TEST_F(Accounts, SpendLimitsAreStoredClearedAndValidated)
{
    const Registered a = registerAccount();
    HttpClient me = as(login(a.phone, a.password));
    auto r = me.patch(u"/v1/account"_s,
                      {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, 3000}, {u"per_boot_cents"_s, 1500}}}});
    ASSERT_EQ(r.status, 200) << r.body.toStdString();
    EXPECT_EQ(r.json[u"spend_limits"_s][u"daily_cents"_s].toInt(), 3000);
    // Absent: unchanged. Null: cleared.
    r = me.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"per_boot_cents"_s, QJsonValue()}}}});
    EXPECT_EQ(r.json[u"spend_limits"_s][u"daily_cents"_s].toInt(), 3000);
    EXPECT_TRUE(r.json[u"spend_limits"_s][u"per_boot_cents"_s].isNull());
    for (const QJsonValue &bad : {QJsonValue(-1), QJsonValue(1.5), QJsonValue(u"100"_s)}) {
        r = me.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, bad}}}});
        EXPECT_EQ(r.status, 400);
        EXPECT_EQ(r.errorField(), u"spend_limits.daily_cents"_s);
    }
    EXPECT_EQ(me.get(u"/v1/account"_s).json[u"spend_limits"_s][u"daily_cents"_s].toInt(), 3000);
    EXPECT_EQ(me.patch(u"/v1/account"_s, {{u"balance_cents"_s, 100000}}).errorField(), u"balance_cents"_s);
    EXPECT_EQ(me.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"monthly_cents"_s, 1}}}}).errorField(),
              u"spend_limits.monthly_cents"_s);
    // A refused PATCH changes nothing, not even its valid parts.
    r = me.patch(u"/v1/account"_s, {{u"name"_s, u"小王"_s}, {u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, -5}}}});
    EXPECT_EQ(r.status, 400);
    EXPECT_EQ(me.get(u"/v1/account"_s).json.value(u"name"_s).toString(), QString());
    r = me.patch(u"/v1/account"_s, {{u"name"_s, u"小王"_s}});
    EXPECT_EQ(r.json.value(u"name"_s).toString(), u"小王"_s);
    r = me.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonValue()}});
    EXPECT_EQ(r.status, 200) << r.body.toStdString();
    EXPECT_TRUE(r.json[u"spend_limits"_s][u"daily_cents"_s].isNull());
    r = me.patch(u"/v1/account"_s, {{u"name"_s, QJsonValue()}});
    EXPECT_EQ(r.json.value(u"name"_s).toString(), QString());
}

TEST_F(Accounts, OversizeBodiesAreRefusedBeforeTheyAreRead)
{
    HttpClient c = client();
    const auto big = c.send("POST", u"/v1/accounts"_s, QByteArray(2 * 1024 * 1024, 'x'));
    EXPECT_EQ(big.status, 413);
    EXPECT_EQ(big.errorCode(), u"payload_too_large"_s);

    // A client that only claims 5 GB gets its answer without sending a byte of it.
    QTcpSocket socket;
    socket.connectToHost(s_sandbox->url().host(), quint16(s_sandbox->url().port()));
    ASSERT_TRUE(socket.waitForConnected(5000));
    socket.write("POST /v1/accounts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: "
                 "5000000000\r\n\r\n{");
    QByteArray answer;
    QElapsedTimer timer;
    timer.start();
    while (!answer.contains("\r\n\r\n") && timer.elapsed() < 5000) {
        socket.waitForReadyRead(200);
        answer += socket.readAll();
    }
    EXPECT_TRUE(answer.startsWith("HTTP/1.1 413")) << answer.toStdString();
    // The sandbox is still serving.
    EXPECT_EQ(c.get(u"/v1/health"_s).status, 200);
}

TEST_F(Accounts, PasswordHashingDoesNotStallOtherRequests)
{
    const Registered a = registerAccount();
    QNetworkAccessManager network;
    // Several logins at once keep the hashing threads busy while health is asked.
    const QList<QNetworkReply *> logins = loginBurst(network, a.phone, {a.password, a.password, a.password});
    // Health is asked once every login has left whole (its body sent): they reach the sandbox first.
    QSet<QNetworkReply *> sent;
    for (QNetworkReply *r : logins)
        QObject::connect(r, &QNetworkReply::uploadProgress, r, [&sent, r](qint64 done, qint64 total) {
            if (total > 0 && done == total)
                sent.insert(r);
        });
    ASSERT_TRUE(QTest::qWaitFor([&] { return sent.size() == logins.size(); }, 10000));
    QNetworkReply *health = network.get(QNetworkRequest(QUrl(QString(s_sandbox->url().toString() + u"/v1/health"_s))));
    QSignalSpy healthDone(health, &QNetworkReply::finished);
    ASSERT_TRUE(healthDone.wait(10000));
    int loginsDone = 0;
    for (QNetworkReply *r : logins)
        loginsDone += r->isFinished();
    EXPECT_LT(loginsDone, 3) << "health waited for every login";
    for (QNetworkReply *r : logins) {
        if (!r->isFinished())
            QSignalSpy(r, &QNetworkReply::finished).wait(10000);
        EXPECT_EQ(r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 201);
    }
}

TEST_F(Accounts, TheDatabaseHoldsNoPasswordOrTokenInClear)
{
    const Registered a = registerAccount();
    const QString token = login(a.phone, a.password);
    QByteArray everything;
    for (const QString &name : QDir(s_sandbox->dataDir()).entryList({u"sandbox.db*"_s}, QDir::Files)) {
        QFile f(s_sandbox->dataDir() + u'/' + name);
        ASSERT_TRUE(f.open(QIODevice::ReadOnly));
        everything += f.readAll();
    }
    ASSERT_FALSE(everything.isEmpty());
    EXPECT_TRUE(everything.contains(a.phone.toUtf8())); // the data is there…
    EXPECT_FALSE(everything.contains(a.password.toUtf8())); // …the secrets are not
    EXPECT_FALSE(everything.contains(token.toUtf8()));
    EXPECT_FALSE(everything.contains(token.mid(4).toUtf8()));
}

TEST(SandboxDemo, TheDemoAccountLogsInAndIsVerified)
{
    SandboxProcess sandbox({u"--demo"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    HttpClient c(sandbox.url());
    const auto r = c.post(u"/v1/sessions"_s, {{u"login"_s, u"13800000000"_s}, {u"password"_s, u"sandbox-demo"_s}});
    ASSERT_EQ(r.status, 201) << r.body.toStdString();
    const QJsonObject account = r.json.value(u"account"_s).toObject();
    EXPECT_EQ(account[u"verification"_s][u"status"_s].toString(), u"approved"_s);
    EXPECT_EQ(account[u"quotas"_s][u"max_instances"_s].toInt(), 8);
    HttpClient demo(sandbox.url());
    demo.setToken(r.json.value(u"token"_s).toString());
    EXPECT_EQ(demo.get(u"/v1/billing"_s).json.value(u"balance_cents"_s).toInteger(), 10000); // ¥100 of play money
    // Without --clock manual the clock knob says so.
    const auto knob = c.post(u"/v1/sandbox/clock"_s, {{u"advance_s"_s, 60}});
    EXPECT_EQ(knob.status, 409);
    EXPECT_EQ(knob.errorCode(), u"conflict"_s);
}

namespace {
// Starts the sandbox on `dir` and returns its URL once endpoint.json appears.
QUrl startOn(QProcess &process, const QString &dir)
{
    QFile::remove(dir + u"/endpoint.json"_s);
    process.start(SandboxProcess::executable(), {u"--listen"_s, u"127.0.0.1:0"_s, u"--data"_s, dir});
    EXPECT_TRUE(process.waitForStarted());
    (void)QTest::qWaitFor([&] { return QFile::exists(dir + u"/endpoint.json"_s); }, 20000);
    QFile endpoint(dir + u"/endpoint.json"_s);
    EXPECT_TRUE(endpoint.open(QIODevice::ReadOnly));
    return QUrl(QJsonDocument::fromJson(endpoint.readAll()).object().value(u"url"_s).toString());
}
} // namespace

TEST(SandboxRestart, AccountsAndSessionsSurviveARestart)
{
    QTemporaryDir dir;
    QString token;
    {
        QProcess first;
        HttpClient c(startOn(first, dir.path()));
        ASSERT_EQ(
            c.post(
                 u"/v1/accounts"_s,
                 {{u"phone"_s, u"13700000001"_s}, {u"email"_s, u"r@example.cn"_s}, {u"password"_s, u"gpu-Rent-2026"_s}})
                .status,
            201);
        token = c.post(u"/v1/sessions"_s, {{u"login"_s, u"13700000001"_s}, {u"password"_s, u"gpu-Rent-2026"_s}})
                    .json.value(u"token"_s)
                    .toString();
        ASSERT_FALSE(token.isEmpty());
        // Killed, not stopped: what was answered must already be on disk.
        first.kill();
        first.waitForFinished();
    }
    QProcess second;
    HttpClient c(startOn(second, dir.path()));
    c.setToken(token);
    const auto account = c.get(u"/v1/account"_s);
    EXPECT_EQ(account.status, 200) << account.body.toStdString();
    EXPECT_EQ(account.json.value(u"phone"_s).toString(), u"13700000001"_s);
    second.terminate();
    second.waitForFinished();
    // Nothing secret reached the log either.
    QFile log(dir.path() + u"/gpudesk-sandbox.log"_s);
    ASSERT_TRUE(log.open(QIODevice::ReadOnly));
    const QByteArray text = log.readAll();
    EXPECT_FALSE(text.contains("gpu-Rent-2026"));
    EXPECT_FALSE(text.contains(token.toUtf8()));
}
