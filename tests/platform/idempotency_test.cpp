// Idempotency-Key on the calls that create something or move money: the first answer is kept
// with its effect, a repeat gets it again, for 24 hours of real time.

#include "inprocesssandbox.h"
#include "platform/http/idempotencykeys.h"
#include "tests/platform/contractshape.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;
using ContractShape::errorOf;
using Method = ApiRequest::Method;

namespace {

const QJsonObject kSpec{{u"name"_s, u"lora"_s},
                        {u"region"_s, u"cn-north-1"_s},
                        {u"gpu_type"_s, u"rtx-4090-24g"_s},
                        {u"image"_s, u"pytorch-2.5.1-cu124"_s}};

class Keyed
{
public:
    explicit Keyed(InProcessSandbox &sandbox)
        : m_sandbox(sandbox)
        , m_token(sandbox.demoSession())
    { }
    ApiResponse send(Method method, const QString &path, const QJsonObject &body, const QByteArray &key,
                     const QString &token = {})
    {
        ApiRequest r
            = InProcessSandbox::request(method, path, InProcessSandbox::json(body), token.isEmpty() ? m_token : token);
        if (!key.isNull())
            r.setHeader("Idempotency-Key", key);
        return m_sandbox.send(r).value_or(ApiResponse(HttpStatus::InternalServerError));
    }
    qsizetype instanceCount()
    {
        return QJsonDocument::fromJson(m_sandbox.call(Method::Get, u"/v1/instances"_s, {}, m_token).body())
            .object()
            .value(u"items"_s)
            .toArray()
            .size();
    }
    qint64 balance()
    {
        return m_sandbox.call(Method::Get, u"/v1/billing"_s, {}, m_token)
            .json()
            .value_or(QJsonObject())
            .value(u"balance_cents"_s)
            .toInteger();
    }
    const QString &token() const { return m_token; }

private:
    InProcessSandbox &m_sandbox;
    QString m_token;
};

} // namespace

TEST(IdempotencyKeys, ARepeatedCreateGetsTheFirstAnswerAndMakesNoSecondInstance)
{
    InProcessSandbox sandbox;
    Keyed keyed(sandbox);
    const ApiResponse first = keyed.send(Method::Post, u"/v1/instances"_s, kSpec, "create-7f3a");
    ASSERT_EQ(first.statusCode(), 202) << first.body().toStdString();
    EXPECT_TRUE(first.header("Idempotent-Replayed").isEmpty());
    sandbox.clock().advanceSeconds(30); // the instance has moved on: the answer is still the first
    const ApiResponse again = keyed.send(Method::Post, u"/v1/instances"_s, kSpec, "create-7f3a");
    EXPECT_EQ(again.statusCode(), 202);
    EXPECT_EQ(again.body(), first.body());
    EXPECT_EQ(again.header("Idempotent-Replayed"), "true");
    EXPECT_EQ(keyed.instanceCount(), 1);

    // Without a key, or with a new one, it is another instance.
    EXPECT_EQ(keyed.send(Method::Post, u"/v1/instances"_s, kSpec, QByteArray()).statusCode(), 202);
    EXPECT_EQ(keyed.send(Method::Post, u"/v1/instances"_s, kSpec, "create-8b01").statusCode(), 202);
    EXPECT_EQ(keyed.instanceCount(), 3);

    // The same key for another body, or another path, is a client's mistake, said as such.
    QJsonObject other = kSpec;
    other.insert(u"name"_s, u"other"_s);
    const ApiResponse reused = keyed.send(Method::Post, u"/v1/instances"_s, other, "create-7f3a");
    EXPECT_EQ(reused.statusCode(), 422);
    EXPECT_EQ(errorOf(reused).value(u"code"_s).toString(), u"idempotency_key_reused"_s);
    const QString id = first.json()->value(u"id"_s).toString();
    EXPECT_EQ(keyed.send(Method::Post, u"/v1/instances/"_s + id + u"/start"_s, {}, "create-7f3a").statusCode(), 422);
    EXPECT_EQ(keyed.instanceCount(), 3);
}

TEST(IdempotencyKeys, ARefusalIsKeptTooAndABadKeyIsRefusedBeforeAnything)
{
    InProcessSandbox sandbox;
    Keyed keyed(sandbox);
    QJsonObject bad = kSpec;
    bad.insert(u"region"_s, u"atlantis"_s);
    EXPECT_EQ(keyed.send(Method::Post, u"/v1/instances"_s, bad, "k1").statusCode(), 400);
    const ApiResponse again = keyed.send(Method::Post, u"/v1/instances"_s, bad, "k1");
    EXPECT_EQ(again.statusCode(), 400);
    EXPECT_EQ(again.header("Idempotent-Replayed"), "true");

    for (const QByteArray &key : {QByteArray(""), QByteArray("has space"), QByteArray(256, 'a'), QByteArray("é")}) {
        const ApiResponse refused = keyed.send(Method::Post, u"/v1/instances"_s, kSpec, key);
        EXPECT_EQ(refused.statusCode(), 400) << key.toStdString();
        EXPECT_EQ(errorOf(refused).value(u"details"_s).toObject().value(u"field"_s).toString(), u"Idempotency-Key"_s);
    }
    EXPECT_EQ(keyed.instanceCount(), 0);
    // Without a session the key changes nothing: 401 first.
    EXPECT_EQ(keyed.send(Method::Post, u"/v1/instances"_s, kSpec, "k2", u"gds_nobody"_s).statusCode(), 401);
}

TEST(IdempotencyKeys, StartRechargeVolumeAndImageHappenOnceAndKeysAreTheAccountsOwn)
{
    InProcessSandbox sandbox;
    Keyed keyed(sandbox);
    const qint64 before = keyed.balance();
    const ApiResponse recharged
        = keyed.send(Method::Post, u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 5000}}, "r1");
    ASSERT_EQ(recharged.statusCode(), 201) << recharged.body().toStdString();
    EXPECT_EQ(keyed.send(Method::Post, u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 5000}}, "r1").body(),
              recharged.body());
    EXPECT_EQ(keyed.balance(), before + 5000);

    const ApiResponse volume
        = keyed.send(Method::Post, u"/v1/volumes"_s,
                     {{u"name"_s, u"data"_s}, {u"region"_s, u"cn-north-1"_s}, {u"size_gb"_s, 10}}, "v1");
    ASSERT_EQ(volume.statusCode(), 201) << volume.body().toStdString();
    EXPECT_EQ(keyed
                  .send(Method::Post, u"/v1/volumes"_s,
                        {{u"name"_s, u"data"_s}, {u"region"_s, u"cn-north-1"_s}, {u"size_gb"_s, 10}}, "v1")
                  .body(),
              volume.body());
    EXPECT_EQ(sandbox.call(Method::Get, u"/v1/volumes"_s, {}, keyed.token()).json()->value(u"items"_s).toArray().size(),
              1);

    const QString id = keyed.send(Method::Post, u"/v1/instances"_s, kSpec, "c1").json()->value(u"id"_s).toString();
    sandbox.clock().advanceSeconds(11);
    ASSERT_EQ(sandbox.call(Method::Post, u"/v1/instances/"_s + id + u"/stop"_s, {}, keyed.token()).statusCode(), 202);
    sandbox.clock().advanceSeconds(5);
    const QString start = u"/v1/instances/"_s + id + u"/start"_s;
    const ApiResponse started = keyed.send(Method::Post, start, {}, "s1");
    ASSERT_EQ(started.statusCode(), 202) << started.body().toStdString();
    sandbox.clock().advanceSeconds(11);
    ASSERT_EQ(sandbox.call(Method::Post, u"/v1/instances/"_s + id + u"/stop"_s, {}, keyed.token()).statusCode(), 202);
    sandbox.clock().advanceSeconds(5);
    // The lost answer's retry does not start it a second time: the instance stays stopped.
    EXPECT_EQ(keyed.send(Method::Post, start, {}, "s1").body(), started.body());
    EXPECT_EQ(sandbox.call(Method::Get, u"/v1/instances/"_s + id, {}, keyed.token()).json()->value(u"state"_s),
              u"stopped"_s);
    const QString images = u"/v1/instances/"_s + id + u"/images"_s;
    const ApiResponse saved = keyed.send(Method::Post, images, {{u"name"_s, u"env"_s}}, "i1");
    ASSERT_EQ(saved.statusCode(), 201) << saved.body().toStdString();
    EXPECT_EQ(keyed.send(Method::Post, images, {{u"name"_s, u"env"_s}}, "i1").body(), saved.body());
    const QJsonArray all
        = sandbox.call(Method::Get, u"/v1/images"_s, {}, keyed.token()).json()->value(u"items"_s).toArray();
    int custom = 0;
    for (const QJsonValue &image : all)
        custom += image.toObject().value(u"kind"_s) == u"custom"_s;
    EXPECT_EQ(custom, 1);

    // Another account's "r1" is its own request.
    const ApiResponse account = sandbox.call(
        Method::Post, u"/v1/accounts"_s,
        {{u"phone"_s, u"13900001111"_s}, {u"email"_s, u"other@example.cn"_s}, {u"password"_s, u"gpu-Rent-2026"_s}});
    ASSERT_EQ(account.statusCode(), 201) << account.body().toStdString();
    const QString other = sandbox
                              .call(Method::Post, u"/v1/sessions"_s,
                                    {{u"login"_s, u"13900001111"_s}, {u"password"_s, u"gpu-Rent-2026"_s}})
                              .json()
                              ->value(u"token"_s)
                              .toString();
    const ApiResponse theirs
        = keyed.send(Method::Post, u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 100}}, "r1", other);
    EXPECT_EQ(theirs.statusCode(), 201) << theirs.body().toStdString();
    EXPECT_TRUE(theirs.header("Idempotent-Replayed").isEmpty());
}

TEST(IdempotencyKeys, AKeyIsForgottenAfter24HoursOfRealTime)
{
    InProcessSandbox sandbox; // its manual clock is the platform's and the wall's
    Keyed keyed(sandbox);
    // An API token outlives the 12-hour session.
    const QString token
        = sandbox
              .call(Method::Post, u"/v1/tokens"_s,
                    {{u"name"_s, u"script"_s}, {u"scopes"_s, QJsonArray{u"read"_s, u"billing"_s}}}, keyed.token())
              .json()
              ->value(u"token"_s)
              .toString();
    ASSERT_FALSE(token.isEmpty());
    const qint64 before = keyed.balance();
    const QJsonObject body{{u"amount_cents"_s, 700}};
    EXPECT_EQ(keyed.send(Method::Post, u"/v1/billing/recharge"_s, body, "day", token).statusCode(), 201);
    sandbox.clock().advanceSeconds(24 * 3600 - 1);
    EXPECT_EQ(keyed.send(Method::Post, u"/v1/billing/recharge"_s, body, "day", token).header("Idempotent-Replayed"),
              "true");
    sandbox.clock().advanceSeconds(2);
    const ApiResponse later = keyed.send(Method::Post, u"/v1/billing/recharge"_s, body, "day", token);
    EXPECT_EQ(later.statusCode(), 201);
    EXPECT_TRUE(later.header("Idempotent-Replayed").isEmpty());
    EXPECT_EQ(later.json()->value(u"balance_cents"_s).toInteger(), before + 1400);
    EXPECT_EQ(sandbox.db().scalar(u"SELECT COUNT(*) FROM idempotency_keys"_s).toInt(), 1); // the old one swept
}

TEST(IdempotencyKeys, ARepeatWhileTheFirstIsBeingHandledIsInProgressAndAFailureIsNotKept)
{
    InProcessSandbox sandbox;
    IdempotencyKeys keys(sandbox.db(), sandbox.clock());
    ApiRequest request = InProcessSandbox::request(Method::Post, u"/v1/instances"_s, "{}");
    request.setHeader("Idempotency-Key", "k");
    std::optional<ApiResponse> inner;
    int runs = 0;
    const ApiResponse outer = keys.run(7, request, [&] {
        ++runs;
        inner = keys.run(7, request, [&] {
            ++runs;
            return ApiResponse(QJsonObject{}, HttpStatus::Accepted);
        });
        return ApiResponse(QJsonObject{{u"id"_s, u"1"_s}}, HttpStatus::Accepted);
    });
    EXPECT_EQ(runs, 1);
    ASSERT_TRUE(inner);
    EXPECT_EQ(inner->statusCode(), 409);
    EXPECT_EQ(errorOf(*inner).value(u"details"_s).toObject().value(u"reason"_s).toString(), u"in_progress"_s);
    EXPECT_EQ(keys.run(7, request, [&] { return ApiResponse(HttpStatus::NoContent); }).body(), outer.body());

    // A 5xx says the platform did not do its part: the next try runs again, and its effect and
    // answer commit together (the handler's own transaction nested in the key's).
    request.setHeader("Idempotency-Key", "k5");
    EXPECT_EQ(keys.run(7, request, [] { return ApiResponse(HttpStatus::InternalServerError); }).statusCode(), 500);
    const ApiResponse retried = keys.run(7, request, [&] {
        sandbox.db().transaction();
        sandbox.db().exec(u"INSERT INTO platform_secrets (name, secret) VALUES ('probe', x'00')"_s);
        sandbox.db().rollback(); // taken back alone: a savepoint
        return ApiResponse(HttpStatus::Accepted);
    });
    EXPECT_EQ(retried.statusCode(), 202);
    EXPECT_EQ(sandbox.db().scalar(u"SELECT COUNT(*) FROM platform_secrets WHERE name = 'probe'"_s).toInt(), 0);
    EXPECT_EQ(sandbox.db().scalar(u"SELECT COUNT(*) FROM idempotency_keys WHERE idempotency_key = 'k5'"_s).toInt(), 1);
}
