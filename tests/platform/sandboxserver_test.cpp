#include "common/clock.h"
#include "common/rfc3339.h"
#include "platform/server/sandboxserver.h"
#include "platform/store/database.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

struct Response
{
    int status = 0;
    QJsonObject body;
};

Response get(quint16 port, const QString &path)
{
    QNetworkAccessManager network;
    QNetworkReply *reply = network.get(QNetworkRequest(QUrl(u"http://127.0.0.1:%1%2"_s.arg(port).arg(path))));
    QSignalSpy finished(reply, &QNetworkReply::finished);
    EXPECT_TRUE(finished.wait(10000));
    Response r{reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
               QJsonDocument::fromJson(reply->readAll()).object()};
    reply->deleteLater();
    return r;
}

// A database in a temporary directory for an in-process server.
struct TempDatabase
{
    TempDatabase()
    {
        QString error;
        EXPECT_TRUE(db.open(dir.path() + u"/sandbox.db"_s, &error)) << error.toStdString();
    }
    QTemporaryDir dir;
    Database db;
};

SandboxServer::Settings settings(double timeScale, const QString &zone)
{
    SandboxServer::Settings s;
    s.timeScale = timeScale;
    s.billingTimezone = zone;
    return s;
}

} // namespace

TEST(SandboxServer, HealthReportsPlatformTimeScaleAndZone)
{
    ManualClock clock(QDateTime(QDate(2026, 11, 30), QTime(1, 2, 3), Qt::UTC));
    TempDatabase t;
    SandboxServer server(t.db, clock, settings(60.0, u"Asia/Shanghai"_s));
    QString error;
    ASSERT_TRUE(server.listen(QHostAddress::LocalHost, 0, &error)) << error.toStdString();
    ASSERT_GT(server.port(), 0);

    Response r = get(server.port(), u"/v1/health"_s);
    EXPECT_EQ(r.status, 200);
    EXPECT_EQ(r.body.value(u"status"_s).toString(), u"ok"_s);
    EXPECT_EQ(r.body.value(u"server_time"_s).toString(), u"2026-11-30T01:02:03Z"_s);
    EXPECT_EQ(r.body.value(u"time_scale"_s).toDouble(), 60.0);
    EXPECT_EQ(r.body.value(u"billing_timezone"_s).toString(), u"Asia/Shanghai"_s);
    EXPECT_EQ(r.body.value(u"currency"_s).toString(), u"CNY"_s);
    EXPECT_EQ(r.body.value(u"minor_unit_exponent"_s), QJsonValue(2));

    // Platform time is whatever the injected clock says, second by second.
    clock.advanceSeconds(3600);
    r = get(server.port(), u"/v1/health"_s);
    EXPECT_EQ(r.body.value(u"server_time"_s).toString(), u"2026-11-30T02:02:03Z"_s);
}

TEST(SandboxServer, AManualClockIsReportedFrozen)
{
    ManualClock clock(QDateTime(QDate(2026, 11, 30), QTime(1, 2, 3), Qt::UTC));
    TempDatabase t;
    SandboxServer::Settings s = settings(60.0, u"UTC"_s);
    s.manualClock = &clock;
    SandboxServer server(t.db, clock, s);
    QString error;
    ASSERT_TRUE(server.listen(QHostAddress::LocalHost, 0, &error)) << error.toStdString();
    // Time moves only when a test moves it: a client must not run it forward between reads.
    const Response r = get(server.port(), u"/v1/health"_s);
    EXPECT_EQ(r.body.value(u"time_scale"_s), QJsonValue(0));
}

TEST(SandboxServer, UnknownPathsGetTheContractsErrorShape)
{
    ManualClock clock(0);
    TempDatabase t;
    SandboxServer server(t.db, clock, settings(1.0, u"UTC"_s));
    QString error;
    ASSERT_TRUE(server.listen(QHostAddress::LocalHost, 0, &error));
    const Response r = get(server.port(), u"/v1/nope"_s);
    EXPECT_EQ(r.status, 404);
    const QJsonObject e = r.body.value(u"error"_s).toObject();
    EXPECT_EQ(e.value(u"code"_s).toString(), u"not_found"_s);
    EXPECT_FALSE(e.value(u"message"_s).toString().isEmpty());
    EXPECT_TRUE(e.value(u"details"_s).isObject());
}

TEST(SandboxServer, ListenFailureSaysWhy)
{
    ManualClock clock(0);
    TempDatabase t;
    SandboxServer first(t.db, clock, settings(1.0, u"UTC"_s));
    QString error;
    ASSERT_TRUE(first.listen(QHostAddress::LocalHost, 0, &error));
    SandboxServer second(t.db, clock, settings(1.0, u"UTC"_s));
    EXPECT_FALSE(second.listen(QHostAddress::LocalHost, first.port(), &error));
    EXPECT_FALSE(error.isEmpty());
}
