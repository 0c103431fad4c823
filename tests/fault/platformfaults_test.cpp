// RestPlatform against a real sandbox through the fault proxy: what campus Wi-Fi does between
// them (latency, a stall, a reset or a cut in the middle of an answer, an answer lost after the
// platform did the work, the platform killed and started again) ends in the right answer or a
// clear network error, and never in a second instance, start or recharge.
#include "core/api/awaitanswer.h"
#include "core/api/restplatform.h"
#include "tests/fault/faultproxy.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxaccount.h"
#include "tests/support/sandboxprocess.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

InstanceSpec spec(const QString &name)
{
    InstanceSpec s;
    s.name = name;
    s.region = u"cn-north-1"_s;
    s.gpuType = u"rtx-4090-24g"_s;
    s.image = u"pytorch-2.5.1-cu124"_s;
    return s;
}

/// A sandbox (no SSH runtime: these faults are the API's), an account with money on it, and a
/// RestPlatform that reaches it only through the proxy.
class PlatformFaults : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        ASSERT_TRUE(m_sandbox.start(&error)) << error.toStdString();
        m_proxy = std::make_unique<FaultProxy>(m_sandbox.url());
        m_token = accountOn(m_sandbox.url(), u"13911112222"_s, 20000, true);
        m_platform = std::make_unique<RestPlatform>(m_proxy->url());
        m_platform->setToken(m_token);
        RestPlatform::RetryPolicy fast;
        fast.baseDelayMs = 50;
        fast.connectTimeoutMs = 2000;
        m_platform->setRetryPolicy(fast);
        m_platform->setTransferTimeoutMs(3000);
    }

    /// What the platform itself says, read past the proxy.
    QJsonArray instancesOnThePlatform()
    {
        HttpClient direct(m_sandbox.url());
        direct.setToken(m_token);
        return direct.get(u"/v1/instances"_s).json.value(u"items"_s).toArray();
    }
    qint64 balanceOnThePlatform()
    {
        HttpClient direct(m_sandbox.url());
        direct.setToken(m_token);
        return direct.get(u"/v1/billing"_s).json.value(u"balance_cents"_s).toInteger();
    }
    ApiResult<Instance> create(const QString &name)
    {
        return awaitAnswer<Instance>([&](QObject *c, auto done) { m_platform->createInstance(spec(name), c, done); },
                                     15000);
    }

    SandboxProcess m_sandbox{{u"--runtime"_s, u"none"_s, u"--review-delay"_s, u"0"_s, u"--boot-delay"_s, u"1"_s}};
    std::unique_ptr<FaultProxy> m_proxy;
    std::unique_ptr<RestPlatform> m_platform;
    QString m_token;
};

} // namespace

TEST_F(PlatformFaults, ACreateWhoseAnswerWasLostEndsWithExactlyOneInstance)
{
    m_proxy->loseNextAnswerTo("POST /v1/instances ");
    const auto created = create(u"lost answer"_s);
    ASSERT_TRUE(created.ok()) << created.error().summary().toStdString();
    EXPECT_EQ(m_proxy->answersLost(), 1);
    EXPECT_EQ(m_proxy->forwarded("POST /v1/instances "), 2); // the first, then its retry
    const QJsonArray items = instancesOnThePlatform();
    ASSERT_EQ(items.size(), 1);
    EXPECT_EQ(items.first().toObject().value(u"id"_s).toString(), created.value().id);
}

TEST_F(PlatformFaults, AStartAndARechargeWhoseAnswersWereLostHappenOnce)
{
    const auto created = create(u"starter"_s);
    ASSERT_TRUE(created.ok());
    const QString id = created.value().id;
    HttpClient direct(m_sandbox.url());
    direct.setToken(m_token);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return direct.get(u"/v1/instances/"_s + id).json.value(u"state"_s) == u"running"_s; }, 20000));
    ASSERT_EQ(direct.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return direct.get(u"/v1/instances/"_s + id).json.value(u"state"_s) == u"stopped"_s; }, 20000));
    const auto startEvents = [&] {
        int n = 0;
        for (const QJsonValue &e : direct.get(u"/v1/instances/"_s + id + u"/events"_s).json.value(u"items"_s).toArray())
            n += e.toObject().value(u"to"_s) == u"starting"_s;
        return n;
    };
    const int startsBefore = startEvents();

    m_proxy->loseNextAnswerTo("POST /v1/instances/" + id.toUtf8() + "/start ");
    const auto started = awaitAnswer<Instance>(
        [&](QObject *c, auto done) { m_platform->startInstance(id, std::nullopt, c, done); }, 15000);
    ASSERT_TRUE(started.ok()) << started.error().summary().toStdString();
    EXPECT_EQ(m_proxy->answersLost(), 1);
    EXPECT_EQ(startEvents(), startsBefore + 1);

    const qint64 before = balanceOnThePlatform();
    m_proxy->loseNextAnswerTo("POST /v1/billing/recharge ");
    const auto recharged = awaitAnswer<Billing>(
        [&](QObject *c, auto done) { m_platform->recharge(Money::fromCents(1234), c, done); }, 15000);
    ASSERT_TRUE(recharged.ok()) << recharged.error().summary().toStdString();
    EXPECT_EQ(m_proxy->answersLost(), 2);
    // Once: the balance rose by ¥12.34 (less what the running instance accrued meanwhile).
    const qint64 after = balanceOnThePlatform();
    EXPECT_GT(after - before, 1000);
    EXPECT_LE(after - before, 1234);
}

TEST_F(PlatformFaults, AResetOrACutInTheMiddleOfAnAnswerIsAskedAgainForAReadAndACreate)
{
    m_proxy->resetNextAnswerAfter(20);
    const auto health = awaitAnswer<PlatformHealth>([&](QObject *c, auto done) { m_platform->health(c, done); }, 15000);
    ASSERT_TRUE(health.ok()) << health.error().summary().toStdString();

    m_proxy->cutNextAnswerAfter(60); // the headers, part of the body: then FIN
    const auto created = create(u"cut"_s);
    ASSERT_TRUE(created.ok()) << created.error().summary().toStdString();
    EXPECT_EQ(instancesOnThePlatform().size(), 1);

    m_proxy->resetNextAnswerAfter(120);
    const auto list = awaitAnswer<InstanceList>(
        [&](QObject *c, auto done) { m_platform->instances(QString(), false, c, done); }, 15000);
    ASSERT_TRUE(list.ok()) << list.error().summary().toStdString();
    EXPECT_EQ(list.value().items.size(), 1);
}

TEST_F(PlatformFaults, LatencyIsOnlySlowAndAStallLongerThanTheTimeoutIsANetworkErrorThenItRecovers)
{
    m_proxy->setLatencyMs(300);
    QElapsedTimer clock;
    clock.start();
    const auto slow = awaitAnswer<Billing>([&](QObject *c, auto done) { m_platform->billing(c, done); }, 15000);
    ASSERT_TRUE(slow.ok());
    EXPECT_GE(clock.elapsed(), 550); // there and back
    m_proxy->setLatencyMs(0);

    // One try per call, as the poller makes them: a stall past the transfer timeout is the
    // network's failure, said as one, and the next call after the stall goes through.
    RestPlatform once(m_proxy->url());
    once.setToken(m_token);
    RestPlatform::RetryPolicy single;
    single.maxAttempts = 1;
    once.setRetryPolicy(single);
    once.setTransferTimeoutMs(1000);
    m_proxy->stallFor(2500);
    const auto stalled = awaitAnswer<Billing>([&](QObject *c, auto done) { once.billing(c, done); }, 15000);
    ASSERT_FALSE(stalled.ok());
    EXPECT_EQ(stalled.error().kind, ApiError::Kind::Network) << stalled.error().summary().toStdString();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !m_proxy->isStalled(); }, 5000));
    const auto after = awaitAnswer<Billing>([&](QObject *c, auto done) { once.billing(c, done); }, 15000);
    ASSERT_TRUE(after.ok()) << after.error().summary().toStdString();
}

TEST_F(PlatformFaults, APlatformKilledAndStartedAgainAnswersTheSameKeyWithTheSameInstance)
{
    // The create reaches the platform, the answer is lost, and the platform is killed before the
    // retry comes: the retry meets the restarted platform, which still holds the key.
    RestPlatform::RetryPolicy patient;
    patient.baseDelayMs = 1500;
    patient.maxAttempts = 5;
    m_platform->setRetryPolicy(patient);
    m_proxy->loseNextAnswerTo("POST /v1/instances ");
    QObject context;
    std::optional<ApiResult<Instance>> created;
    m_platform->createInstance(spec(u"across a restart"_s), &context,
                               [&](const ApiResult<Instance> &r) { created = r; });
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_proxy->answersLost() == 1; }, 10000));
    m_sandbox.kill();
    QString error;
    ASSERT_TRUE(m_sandbox.start(&error)) << error.toStdString();
    ASSERT_TRUE(QTest::qWaitFor([&] { return created.has_value(); }, 30000));
    ASSERT_TRUE(created->ok()) << created->error().summary().toStdString();
    const QJsonArray items = instancesOnThePlatform();
    ASSERT_EQ(items.size(), 1);
    EXPECT_EQ(items.first().toObject().value(u"id"_s).toString(), created->value().id);
}
