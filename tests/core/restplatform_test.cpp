// RestPlatform against a real gpudesk-sandbox process: the two sides meet only on the wire.
#include "core/api/awaitanswer.h"
#include "core/api/restplatform.h"
#include "tests/support/closedport.h"
#include "tests/support/sandboxaccount.h"
#include "tests/support/sandboxprocess.h"
#include "tests/support/scriptedhttpserver.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <optional>

using namespace Qt::StringLiterals;

namespace {

ApiResult<PlatformHealth> healthOf(RestPlatform &platform)
{
    return awaitAnswer<PlatformHealth>([&](QObject *c, auto done) { platform.health(c, std::move(done)); }, 15000);
}

} // namespace

TEST(RestPlatform, ReadsHealthFromARealSandbox)
{
    SandboxProcess sandbox({u"--time-scale"_s, u"60"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();

    RestPlatform platform(sandbox.url());
    const auto result = healthOf(platform);
    ASSERT_TRUE(result.ok()) << result.error().summary().toStdString();
    EXPECT_EQ(result.value().status, u"ok"_s);
    EXPECT_EQ(result.value().timeScale, 60.0);
    EXPECT_EQ(result.value().billingTimezone, u"Asia/Shanghai"_s);
    // Platform time started at the wall clock when the sandbox started.
    EXPECT_LT(std::abs(result.value().serverTime.secsTo(QDateTime::currentDateTimeUtc())), 3600);
}

TEST(RestPlatform, NetworkFailureIsATypedError)
{
    const ClosedPort closed;

    RestPlatform platform(closed.url());
    const auto result = healthOf(platform);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().kind, ApiError::Kind::Network);
    EXPECT_EQ(result.error().code, u"network_error"_s);
}

TEST(RestPlatform, ServerThatNeverAnswersTimesOut)
{
    QTcpServer silent; // accepts the connection, never replies
    ASSERT_TRUE(silent.listen(QHostAddress::LocalHost, 0));
    RestPlatform platform(QUrl(u"http://127.0.0.1:%1"_s.arg(silent.serverPort())));
    platform.setTransferTimeoutMs(300);
    const auto result = healthOf(platform);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().kind, ApiError::Kind::Network);
}

TEST(RestPlatform, CallbackDoesNotRunWhenItsContextIsGone)
{
    SandboxProcess sandbox;
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    RestPlatform platform(sandbox.url());
    bool called = false;
    {
        QObject context;
        platform.health(&context, [&](const ApiResult<PlatformHealth> &) { called = true; });
    }
    // Wait until the orphaned reply has really finished; only then is "not called" a fact.
    ASSERT_TRUE(QTest::qWaitFor([&] { return platform.pendingRequests() == 0; }, 10000));
    EXPECT_FALSE(called);
}

TEST(RestPlatform, SuccessCutShortMidBodyIsANetworkError)
{
    // Promises 100 bytes of JSON, sends 12, hangs up: the client must not call that a bad answer.
    QTcpServer server;
    ASSERT_TRUE(server.listen(QHostAddress::LocalHost, 0));
    QObject::connect(&server, &QTcpServer::newConnection, &server, [&server] {
        QTcpSocket *socket = server.nextPendingConnection();
        QObject::connect(socket, &QTcpSocket::readyRead, socket, [socket] {
            socket->readAll();
            socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n"
                          "{\"status\":\"o");
            socket->flush();
            socket->disconnectFromHost();
        });
    });
    RestPlatform platform(QUrl(u"http://127.0.0.1:%1"_s.arg(server.serverPort())));
    const auto result = healthOf(platform);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().kind, ApiError::Kind::Network) << result.error().summary().toStdString();
}

namespace {

using ScriptedServer = ScriptedHttpServer;

QByteArray response(int status, const QByteArray &extraHeaders, const QByteArray &body)
{
    return ScriptedHttpServer::json(status, body, extraHeaders).bytes;
}

const QByteArray kHealth = R"({"status":"ok","server_time":"2026-11-30T01:00:00Z","time_scale":1,)"
                           R"("billing_timezone":"UTC","currency":"CNY","minor_unit_exponent":2})";

QByteArray errorBody(const char *code)
{
    return QByteArray(R"({"error":{"code":")") + code + R"(","message":"m","details":{}}})";
}

RestPlatform::RetryPolicy fastRetries()
{
    RestPlatform::RetryPolicy policy;
    policy.baseDelayMs = 20;
    return policy;
}

InstanceSpec demoSpec()
{
    InstanceSpec spec;
    spec.name = u"demo"_s;
    spec.region = u"cn-north-1"_s;
    spec.gpuType = u"rtx-3090-24g"_s;
    spec.image = u"ubuntu-22.04"_s;
    return spec;
}

} // namespace

TEST(RestPlatformRetries, AReadIsRetriedAfterAServerErrorWithTheSameCredentials)
{
    ScriptedServer server({response(503, {}, errorBody("internal")), response(200, {}, kHealth)});
    RestPlatform platform(server.url());
    platform.setRetryPolicy(fastRetries());
    platform.setToken(u"gds_secret"_s);
    const auto result = healthOf(platform);
    ASSERT_TRUE(result.ok()) << result.error().summary().toStdString();
    ASSERT_EQ(server.requests.size(), 2);
    EXPECT_EQ(platform.attempts(), 2);
    for (const QByteArray &request : server.requests)
        EXPECT_TRUE(request.contains("Authorization: Bearer gds_secret")) << request.toStdString();
}

TEST(RestPlatformRetries, ALoginThatMayHaveReachedThePlatformIsNeverSentTwice)
{
    ScriptedServer server({response(500, {}, errorBody("internal")), response(201, {}, "{}")});
    RestPlatform platform(server.url());
    platform.setRetryPolicy(fastRetries());
    const auto result = awaitAnswer<LoginSession>(
        [&](QObject *c, std::function<void(const ApiResult<LoginSession> &)> done) {
            platform.login(u"13800000000"_s, u"x"_s, std::nullopt, c, done);
        },
        15000);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, u"internal"_s);
    EXPECT_EQ(result.error().remedy(), ApiError::Remedy::Retry);
    EXPECT_EQ(server.requests.size(), 1);
    EXPECT_FALSE(server.requests.first().contains("Idempotency-Key")); // a login is not keyed
}

namespace {
QByteArray headerOf(const QByteArray &request, const QByteArray &name)
{
    for (const QByteArray &line : request.split('\n')) {
        if (line.toLower().startsWith(QByteArray(name.toLower() + ": ")))
            return line.mid(name.size() + 2).trimmed();
    }
    return {};
}
} // namespace

TEST(RestPlatformRetries, ACreateCarriesOneIdempotencyKeyForAllItsAttemptsAndANewOneForTheNextCreate)
{
    ScriptedServer server(
        {response(500, {}, errorBody("internal")),
         response(409, {}, R"({"error":{"code":"conflict","message":"m","details":{"reason":"in_progress"}}})"),
         response(202, {}, R"({"id":"1"})"), response(202, {}, R"({"id":"2"})")});
    RestPlatform platform(server.url());
    platform.setRetryPolicy(fastRetries());
    EXPECT_TRUE(platform.traits().idempotentCreates);
    const auto result = awaitAnswer<Instance>(
        [&](QObject *c, std::function<void(const ApiResult<Instance> &)> done) {
            platform.createInstance(demoSpec(), c, done);
        },
        15000);
    ASSERT_EQ(server.requests.size(), 3);
    const QByteArray key = headerOf(server.requests.first(), "Idempotency-Key");
    EXPECT_EQ(key.size(), 36) << server.requests.first().toStdString(); // a UUID
    for (const QByteArray &request : server.requests) {
        EXPECT_TRUE(request.startsWith("POST /v1/instances HTTP/1.1"));
        EXPECT_EQ(headerOf(request, "Idempotency-Key"), key);
        EXPECT_TRUE(request.endsWith(
            R"({"gpu_type":"rtx-3090-24g","image":"ubuntu-22.04","name":"demo","region":"cn-north-1"})"))
            << request.toStdString();
    }
    awaitAnswer<Instance>([&](QObject *c, auto done) { platform.createInstance(demoSpec(), c, done); }, 15000);
    ASSERT_EQ(server.requests.size(), 4);
    EXPECT_NE(headerOf(server.requests.last(), "Idempotency-Key"), key);
    EXPECT_FALSE(headerOf(server.requests.last(), "Idempotency-Key").isEmpty());
}

TEST(RestPlatformRetries, ACreateThatNeverLeftIsRetriedAndThenSaysTheNetworkFailed)
{
    const ClosedPort closed;
    RestPlatform platform(closed.url());
    platform.setRetryPolicy(fastRetries());
    const auto result = awaitAnswer<Instance>(
        [&](QObject *c, std::function<void(const ApiResult<Instance> &)> done) {
            platform.createInstance(demoSpec(), c, done);
        },
        15000);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().kind, ApiError::Kind::Network);
    EXPECT_EQ(platform.attempts(), fastRetries().maxAttempts);
    EXPECT_TRUE(result.error().sentence().contains(u"Cannot reach the platform"_s));
}

TEST(RestPlatformRetries, AShortRetryAfterIsHonouredForAnyCallAndALongOneGoesBackToTheUser)
{
    ScriptedServer brief(
        {response(429, "Retry-After: 1\r\n", errorBody("too_many_attempts")), response(202, {}, "{}")});
    RestPlatform platform(brief.url());
    platform.setRetryPolicy(fastRetries());
    QElapsedTimer clock;
    clock.start();
    awaitAnswer<Instance>(
        [&](QObject *c, std::function<void(const ApiResult<Instance> &)> done) {
            platform.createInstance(demoSpec(), c, done);
        },
        15000);
    EXPECT_EQ(brief.requests.size(), 2);
    EXPECT_GE(clock.elapsed(), 900);

    ScriptedServer locked({response(429, "Retry-After: 540\r\n", errorBody("too_many_attempts"))});
    RestPlatform other(locked.url());
    other.setRetryPolicy(fastRetries());
    const auto result = awaitAnswer<LoginSession>(
        [&](QObject *c, std::function<void(const ApiResult<LoginSession> &)> done) {
            other.login(u"13800000000"_s, u"x"_s, std::nullopt, c, done);
        },
        15000);
    ASSERT_TRUE(!result.ok());
    EXPECT_EQ(locked.requests.size(), 1);
    EXPECT_EQ(result.error().retryAfterSeconds, 540);
    EXPECT_TRUE(result.error().sentence().contains(u"9 min"_s)) << result.error().sentence().toStdString();
}

TEST(RestPlatformRetries, AnUnchangedListIsANotModifiedAnswerWithoutABody)
{
    ScriptedServer server({response(304, "ETag: \"7-1\"\r\n", {})});
    RestPlatform platform(server.url());
    const auto result = awaitAnswer<InstanceList>(
        [&](QObject *c, std::function<void(const ApiResult<InstanceList> &)> done) {
            platform.instances(u"\"7-1\""_s, false, c, done);
        },
        15000);
    ASSERT_TRUE(result.ok());
    EXPECT_TRUE(result.value().notModified);
    ASSERT_EQ(server.requests.size(), 1);
    EXPECT_TRUE(server.requests.first().contains("If-None-Match: \"7-1\"")) << server.requests.first().toStdString();
}

TEST(RestPlatformScripted, AnAnswerThatIsNotTheContractsIsADecodeErrorNamingWhatIsWrong)
{
    ScriptedHttpServer server({ScriptedHttpServer::json(200, "<html>proxy login</html>"),
                               ScriptedHttpServer::json(200, R"({"status":"ok"})"),
                               ScriptedHttpServer::json(200,
                                                        R"({"status":"ok","server_time":"2026-11-30T01:00:00Z",)"
                                                        R"("time_scale":-1,"billing_timezone":"UTC",)"
                                                        R"("currency":"CNY","minor_unit_exponent":2})")});
    RestPlatform platform(server.url());
    for (const char *expected : {"not JSON", "server_time", "time_scale"}) {
        const auto result = healthOf(platform);
        ASSERT_FALSE(result.ok());
        EXPECT_EQ(result.error().kind, ApiError::Kind::Decode);
        EXPECT_TRUE(result.error().message.contains(QLatin1StringView(expected)))
            << result.error().message.toStdString();
    }
    EXPECT_EQ(server.requests.size(), 3); // a body that does not fit is not asked for again
}

TEST(RestPlatformScripted, AFrozenClockAndThePlatformsCurrencyAreRead)
{
    ScriptedHttpServer server({ScriptedHttpServer::json(
        200,
        R"({"status":"ok","server_time":"2026-11-30T01:00:00Z","time_scale":0,"billing_timezone":"UTC",)"
        R"("currency":"USD","minor_unit_exponent":3})")});
    RestPlatform platform(server.url());
    const auto result = healthOf(platform);
    ASSERT_TRUE(result.ok()) << result.error().summary().toStdString();
    EXPECT_EQ(result.value().timeScale, 0.0);
    EXPECT_EQ(result.value().currency().code(), u"USD"_s);
    EXPECT_EQ(result.value().currency().format(Money::fromCents(165)), u"$0.165"_s);
}

TEST(RestPlatformScripted, AReadOrACreateCutMidAnswerIsAskedAgainAndATokenIsNot)
{
    const ScriptedHttpServer::Reply whole = ScriptedHttpServer::json(200, kHealth);
    ScriptedHttpServer server({ScriptedHttpServer::cut(whole, 40), whole});
    RestPlatform platform(server.url());
    platform.setRetryPolicy(fastRetries());
    const auto health = healthOf(platform);
    ASSERT_TRUE(health.ok()) << health.error().summary().toStdString();
    EXPECT_GE(server.requests.size(), 2); // (Qt itself may ask once more before RestPlatform does)

    // A token's answer holds its secret, which the platform does not keep: one that may have
    // arrived is never asked for again.
    ScriptedHttpServer tokens({ScriptedHttpServer::cut(ScriptedHttpServer::json(201, R"({"id":"1"})"), 30)});
    RestPlatform maker(tokens.url());
    maker.setRetryPolicy(fastRetries());
    const auto token = awaitAnswer<ApiTokenCreated>(
        [&](QObject *c, auto done) { maker.createToken(u"ci"_s, {u"read"_s}, std::nullopt, c, done); }, 15000);
    EXPECT_FALSE(token.ok());
    EXPECT_EQ(token.error().kind, ApiError::Kind::Network);
    EXPECT_EQ(tokens.requests.size(), 1);

    // A create cut mid-answer goes again with its key: the platform answers the first answer.
    const QByteArray created = R"({"id":"1"})";
    ScriptedHttpServer creates(
        {ScriptedHttpServer::cut(ScriptedHttpServer::json(202, created), 30), ScriptedHttpServer::json(202, created)});
    RestPlatform creator(creates.url());
    creator.setRetryPolicy(fastRetries());
    awaitAnswer<Instance>([&](QObject *c, auto done) { creator.createInstance(demoSpec(), c, done); }, 15000);
    ASSERT_GE(creates.requests.size(), 2);
    EXPECT_EQ(headerOf(creates.requests.at(0), "Idempotency-Key"), headerOf(creates.requests.at(1), "Idempotency-Key"));
}

TEST(RestPlatform, AStartupScriptIsSentAtCreationReadBackAndClearedByAnUpdate)
{
    // --runtime none: the script is stored and shown, and nothing runs.
    SandboxProcess sandbox({u"--clock"_s, u"manual"_s, u"--runtime"_s, u"none"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    RestPlatform platform(sandbox.url());
    EXPECT_TRUE(platform.has<BootScripts>());
    platform.setToken(accountOn(sandbox.url(), u"13600000011"_s, 10000, false));
    InstanceSpec spec = demoSpec();
    spec.startupScript = u"echo 准备好了 > ~/ready.txt\n"_s;
    const auto created = awaitAnswer<Instance>(
        [&](QObject *c, std::function<void(const ApiResult<Instance> &)> done) {
            platform.createInstance(spec, c, done);
        },
        15000);
    ASSERT_TRUE(created.ok()) << created.error().summary().toStdString();
    EXPECT_EQ(created.value().startupScript, spec.startupScript);
    EXPECT_FALSE(created.value().startupScriptStatus);

    const auto cleared = awaitAnswer<Instance>(
        [&](QObject *c, std::function<void(const ApiResult<Instance> &)> done) {
            platform.setStartupScript(created.value().id, std::nullopt, c, done);
        },
        15000);
    ASSERT_TRUE(cleared.ok()) << cleared.error().summary().toStdString();
    EXPECT_FALSE(cleared.value().startupScript);

    const auto set = awaitAnswer<Instance>(
        [&](QObject *c, std::function<void(const ApiResult<Instance> &)> done) {
            platform.setStartupScript(created.value().id, u"nvidia-smi"_s, c, done);
        },
        15000);
    ASSERT_TRUE(set.ok());
    EXPECT_EQ(set.value().startupScript, u"nvidia-smi"_s);
}
