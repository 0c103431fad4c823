// RestPlatform against a real gpudesk-sandbox process: the two sides meet only on the wire.
#include "core/api/restplatform.h"
#include "tests/support/closedport.h"
#include "tests/support/sandboxprocess.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <optional>

using namespace Qt::StringLiterals;

namespace {

template <typename T>
std::optional<ApiResult<T>>
waitFor(const std::function<void(QObject *, std::function<void(const ApiResult<T> &)>)> &call)
{
    std::optional<ApiResult<T>> result;
    QObject context;
    QEventLoop loop;
    call(&context, [&](const ApiResult<T> &r) {
        result = r;
        loop.quit();
    });
    QTimer::singleShot(15000, &loop, &QEventLoop::quit);
    if (!result)
        loop.exec();
    return result;
}

std::optional<ApiResult<PlatformHealth>> healthOf(RestPlatform &platform)
{
    return waitFor<PlatformHealth>([&](QObject *c, auto done) { platform.health(c, std::move(done)); });
}

} // namespace

TEST(RestPlatform, ReadsHealthFromARealSandbox)
{
    SandboxProcess sandbox({u"--time-scale"_s, u"60"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();

    RestPlatform platform(sandbox.url());
    const auto result = healthOf(platform);
    ASSERT_TRUE(result);
    ASSERT_TRUE(result->ok()) << result->error().summary().toStdString();
    EXPECT_EQ(result->value().status, u"ok"_s);
    EXPECT_EQ(result->value().timeScale, 60.0);
    EXPECT_EQ(result->value().billingTimezone, u"Asia/Shanghai"_s);
    // Platform time started at the wall clock when the sandbox started.
    EXPECT_LT(std::abs(result->value().serverTime.secsTo(QDateTime::currentDateTimeUtc())), 3600);
}

TEST(RestPlatform, NetworkFailureIsATypedError)
{
    const ClosedPort closed;

    RestPlatform platform(closed.url());
    const auto result = healthOf(platform);
    ASSERT_TRUE(result);
    ASSERT_FALSE(result->ok());
    EXPECT_EQ(result->error().kind, ApiError::Kind::Network);
    EXPECT_EQ(result->error().code, u"network_error"_s);
}

TEST(RestPlatform, ServerThatNeverAnswersTimesOut)
{
    QTcpServer silent; // accepts the connection, never replies
    ASSERT_TRUE(silent.listen(QHostAddress::LocalHost, 0));
    RestPlatform platform(QUrl(u"http://127.0.0.1:%1"_s.arg(silent.serverPort())));
    platform.setTransferTimeoutMs(300);
    const auto result = healthOf(platform);
    ASSERT_TRUE(result);
    ASSERT_FALSE(result->ok());
    EXPECT_EQ(result->error().kind, ApiError::Kind::Network);
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
    ASSERT_TRUE(result);
    ASSERT_FALSE(result->ok());
    EXPECT_EQ(result->error().kind, ApiError::Kind::Network) << result->error().summary().toStdString();
}
