#include "common/rfc3339.h"

#include <QTimeZone>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(Rfc3339, FormatsWholeSecondsUtcWithZ)
{
    const QDateTime t(QDate(2026, 11, 30), QTime(1, 26, 38, 999), Qt::UTC);
    EXPECT_EQ(Rfc3339::format(t), u"2026-11-30T01:26:38Z"_s);
    const QDateTime shanghai(QDate(2026, 11, 30), QTime(9, 26, 38), QTimeZone("Asia/Shanghai"));
    EXPECT_EQ(Rfc3339::format(shanghai), u"2026-11-30T01:26:38Z"_s);
    EXPECT_EQ(Rfc3339::format(QDateTime()), QString());
    EXPECT_EQ(Rfc3339::formatSeconds(0), u"1970-01-01T00:00:00Z"_s);
}

TEST(Rfc3339, ParsesZuluOffsetsAndFractions)
{
    const auto z = Rfc3339::parse(u"2026-11-30T01:26:38Z");
    ASSERT_TRUE(z);
    EXPECT_EQ(z->toSecsSinceEpoch(), QDateTime(QDate(2026, 11, 30), QTime(1, 26, 38), Qt::UTC).toSecsSinceEpoch());
    const auto offset = Rfc3339::parse(u"2026-11-30T09:26:38+08:00");
    ASSERT_TRUE(offset);
    EXPECT_EQ(offset->toSecsSinceEpoch(), z->toSecsSinceEpoch());
    const auto fraction = Rfc3339::parse(u"2026-11-30t01:26:38.5z");
    ASSERT_TRUE(fraction);
    EXPECT_EQ(fraction->toMSecsSinceEpoch(), z->toMSecsSinceEpoch() + 500);
    const auto west = Rfc3339::parse(u"2026-11-29T20:26:38-05:00");
    ASSERT_TRUE(west);
    EXPECT_EQ(west->toSecsSinceEpoch(), z->toSecsSinceEpoch());
}

TEST(Rfc3339, RoundTrips)
{
    for (std::int64_t s : {0LL, 1LL, 1'700'000'000LL, 4'102'444'800LL}) {
        const auto parsed = Rfc3339::parse(Rfc3339::formatSeconds(s));
        ASSERT_TRUE(parsed);
        EXPECT_EQ(parsed->toSecsSinceEpoch(), s);
    }
}

TEST(Rfc3339, FormatsEverySecondOfADayAndEveryDayAsQtDoes)
{
    // The hand-written digits against QDateTime's own text, across leap days, before 1970 and the
    // last representable year.
    const auto qt = [](qint64 s) -> QString {
        return QDateTime::fromSecsSinceEpoch(s, Qt::UTC).toString(u"yyyy-MM-ddTHH:mm:ss"_s) + u'Z';
    };
    for (qint64 s = -86400 * 3; s < 86400; s += 37)
        ASSERT_EQ(Rfc3339::formatSeconds(s), qt(s)) << s;
    for (qint64 s = -62'167'219'200LL; s < 253'402'300'800LL; s += 86'399 * 97)
        ASSERT_EQ(Rfc3339::formatSeconds(s), qt(s)) << s;
    EXPECT_EQ(Rfc3339::formatSeconds(951'782'400), u"2000-02-29T00:00:00Z"_s);
    EXPECT_EQ(Rfc3339::formatSeconds(253'402'300'799LL), u"9999-12-31T23:59:59Z"_s);
    EXPECT_EQ(Rfc3339::formatSeconds(-1), u"1969-12-31T23:59:59Z"_s);
}

TEST(Rfc3339, RejectsWhatIsNotRfc3339)
{
    for (const char16_t *bad :
         {u"", u"2026-11-30", u"2026-11-30T01:26:38", u"2026-11-30 01:26:38Z", u"2026-13-01T00:00:00Z",
          u"2026-02-30T00:00:00Z", u"2026-11-30T24:00:00Z", u"2026-11-30T01:26:38+8:00", u"2026-11-30T01:26:38+24:00",
          u"yesterday", u"2026-11-30T01:26:38Z junk", u"2026-11-30T01:26:38Z\n"})
        EXPECT_FALSE(Rfc3339::parse(QStringView(bad))) << QString::fromUtf16(bad).toStdString();
}
