#include "common/money.h"

#include <gtest/gtest.h>

#include <limits>

using namespace Qt::StringLiterals;

TEST(Money, FormatsYuanWithTwoDecimals)
{
    EXPECT_EQ(Money::fromCents(1234).format(), u"¥12.34"_s);
    EXPECT_EQ(Money::fromCents(5).format(), u"¥0.05"_s);
    EXPECT_EQ(Money::fromCents(0).format(), u"¥0.00"_s);
    EXPECT_EQ(Money::fromCents(-5).format(), u"-¥0.05"_s);
    EXPECT_EQ(Money::fromCents(10000).format(), u"¥100.00"_s);
    EXPECT_EQ(Money::fromCents(std::numeric_limits<std::int64_t>::min()).format(), u"-¥92233720368547758.08"_s);
}

TEST(Money, ParsesWhatUsersType)
{
    EXPECT_EQ(Money::parse(u"12.34"), Money::fromCents(1234));
    EXPECT_EQ(Money::parse(u"¥12.3"), Money::fromCents(1230));
    EXPECT_EQ(Money::parse(u" 100 "), Money::fromCents(10000));
    EXPECT_EQ(Money::parse(u"-0.05"), Money::fromCents(-5));
    EXPECT_EQ(Money::parse(u"￥7"), Money::fromCents(700));
    EXPECT_FALSE(Money::parse(u"12.345"));
    EXPECT_FALSE(Money::parse(u"1,000"));
    EXPECT_FALSE(Money::parse(u"abc"));
    EXPECT_FALSE(Money::parse(u""));
    EXPECT_FALSE(Money::parse(u"."));
}

TEST(Money, ChargesFloorOfRateTimesSeconds)
{
    const Money rate = Money::fromCents(250); // ¥2.50 an hour, the seed's example card
    EXPECT_EQ(Money::forDuration(rate, 3600), Money::fromCents(250));
    EXPECT_EQ(Money::forDuration(rate, 1), Money::fromCents(0)); // 0.069 fen
    EXPECT_EQ(Money::forDuration(rate, 15), Money::fromCents(1)); // 1.04 fen
    EXPECT_EQ(Money::forDuration(rate, 1000 * 3600), Money::fromCents(250000)); // 1000 h = ¥2500 (seed 1.1)
    EXPECT_EQ(Money::forDuration(rate, 0), Money());
    EXPECT_EQ(Money::forDuration(rate, -10), Money());
}

TEST(Money, StoragePricedPerDayChargesFloorOfRateTimesSecondsOverADay)
{
    // 50 GB of data disk at 1 fen per GB-day: 50 fen a day, about 2.08 fen an hour.
    const Money perDay = Money::fromCents(50);
    EXPECT_EQ(Money::forDuration(perDay, 86400, 86400).cents(), 50);
    EXPECT_EQ(Money::forDuration(perDay, 3600, 86400).cents(), 2);
    EXPECT_EQ(Money::forDuration(perDay, 1727, 86400).cents(), 0); // 0.9994 fen
    EXPECT_EQ(Money::forDuration(perDay, 1728, 86400).cents(), 1);
    EXPECT_EQ(Money::forDuration(perDay, 30 * 86400, 86400).cents(), 1500);
    EXPECT_TRUE(Money::forDuration(perDay, 100, 0).isZero()); // no period, no charge (never a division by zero)
}

TEST(Money, ChargeIsExactForEveryDurationAndDoesNotOverflow)
{
    // Compare with the naive formula wherever it cannot overflow.
    for (std::int64_t rate : {1, 7, 99, 250, 1999, 100000}) {
        for (std::int64_t s = 0; s < 20000; s += 13)
            ASSERT_EQ(Money::forDuration(Money::fromCents(rate), s).cents(), rate * s / 3600) << rate << " " << s;
    }
    // A century at ¥10,000/h is exact.
    const std::int64_t century = 100LL * 365 * 24 * 3600;
    EXPECT_EQ(Money::forDuration(Money::fromCents(1000000), century).cents(), 1000000LL * (century / 3600));
    // Where rate × seconds overflows 64 bits the charge is still exact: 999 × (2^63 − 1) / 3600.
    constexpr auto maxSeconds = std::numeric_limits<std::int64_t>::max();
    EXPECT_EQ(Money::forDuration(Money::fromCents(999), maxSeconds).cents(), 2559485740227200286LL);
    // Beyond 64 bits the result saturates rather than wrapping round to a credit.
    EXPECT_EQ(Money::forDuration(Money::fromCents(1000000), maxSeconds).cents(), maxSeconds);
    // Credits floor towards minus infinity.
    EXPECT_EQ(Money::forDuration(Money::fromCents(-250), 15).cents(), -2);
}

TEST(Money, ArithmeticAndOrdering)
{
    Money a = Money::fromCents(100);
    a += Money::fromCents(50);
    EXPECT_EQ(a.cents(), 150);
    a -= Money::fromCents(200);
    EXPECT_TRUE(a.isNegative());
    EXPECT_LT(Money::fromCents(1), Money::fromCents(2));
    EXPECT_EQ((Money::fromCents(218) * 3).cents(), 654);
    EXPECT_EQ((-Money::fromCents(5)).cents(), -5);
}
