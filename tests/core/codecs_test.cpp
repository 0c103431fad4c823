#include "core/api/codecs.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {
QJsonObject healthJson()
{
    return QJsonObject{{u"status"_s, u"ok"_s},
                       {u"server_time"_s, u"2026-11-30T01:26:38Z"_s},
                       {u"time_scale"_s, 60},
                       {u"billing_timezone"_s, u"Asia/Shanghai"_s}};
}
} // namespace

TEST(Codecs, DecodesHealthAndIgnoresUnknownFields)
{
    QJsonObject json = healthJson();
    json.insert(u"added_later"_s, u"whatever"_s);
    const auto h = Codecs::decodeHealth(json);
    ASSERT_TRUE(h.ok()) << h.error().message.toStdString();
    EXPECT_EQ(h.value().status, u"ok"_s);
    EXPECT_EQ(h.value().timeScale, 60.0);
    EXPECT_EQ(h.value().billingTimezone, u"Asia/Shanghai"_s);
    EXPECT_EQ(h.value().serverTime.toSecsSinceEpoch(),
              QDateTime(QDate(2026, 11, 30), QTime(1, 26, 38), Qt::UTC).toSecsSinceEpoch());
}

TEST(Codecs, HealthRoundTrips)
{
    const auto h = Codecs::decodeHealth(healthJson());
    ASSERT_TRUE(h.ok());
    const auto again = Codecs::decodeHealth(Codecs::encode(h.value()));
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again.value().serverTime, h.value().serverTime);
    EXPECT_EQ(again.value().timeScale, h.value().timeScale);
}

TEST(Codecs, MissingOrMistypedFieldsAreTypedErrorsNamingTheField)
{
    for (const QString &field : {u"status"_s, u"server_time"_s, u"time_scale"_s, u"billing_timezone"_s}) {
        QJsonObject missing = healthJson();
        missing.remove(field);
        const auto r = Codecs::decodeHealth(missing);
        ASSERT_FALSE(r.ok());
        EXPECT_EQ(r.error().kind, ApiError::Kind::Decode);
        EXPECT_TRUE(r.error().message.contains(field)) << r.error().message.toStdString();

        QJsonObject mistyped = healthJson();
        mistyped.insert(field, QJsonValue(field == u"time_scale"_s ? QJsonValue(u"fast"_s) : QJsonValue(7)));
        EXPECT_FALSE(Codecs::decodeHealth(mistyped).ok()) << field.toStdString();
    }
    QJsonObject badTime = healthJson();
    badTime.insert(u"server_time"_s, u"yesterday"_s);
    EXPECT_FALSE(Codecs::decodeHealth(badTime).ok());
    QJsonObject badScale = healthJson();
    badScale.insert(u"time_scale"_s, 0);
    EXPECT_FALSE(Codecs::decodeHealth(badScale).ok());
}

TEST(Codecs, ParseObjectRejectsNonObjects)
{
    EXPECT_TRUE(Codecs::parseObject("{}").ok());
    EXPECT_FALSE(Codecs::parseObject("[1]").ok());
    EXPECT_FALSE(Codecs::parseObject("{\"a\":").ok());
    EXPECT_FALSE(Codecs::parseObject("").ok());
}

TEST(Codecs, DecodesTheContractsErrorBody)
{
    const QByteArray body = R"({"error":{"code":"out_of_stock","message":"No A100 in cn-north",
        "details":{"regions":["cn-east"],"gpu_types":["a800-80g"]}}})";
    const ApiError e = Codecs::decodeError(409, body);
    EXPECT_EQ(e.kind, ApiError::Kind::Http);
    EXPECT_EQ(e.httpStatus, 409);
    EXPECT_EQ(e.code, u"out_of_stock"_s);
    EXPECT_EQ(e.details.value(u"regions"_s).toArray().first().toString(), u"cn-east"_s);
    EXPECT_EQ(e.summary(), u"HTTP 409 out_of_stock: No A100 in cn-north"_s);

    const ApiError html = Codecs::decodeError(502, "<html>Bad Gateway</html>");
    EXPECT_EQ(html.code, u"server_error"_s);
    EXPECT_EQ(html.httpStatus, 502);
    EXPECT_TRUE(html.message.contains(u"Bad Gateway"_s));
}
