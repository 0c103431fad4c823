#include "common/currency.h"
#include "common/money.h"

#include <gtest/gtest.h>

#include <limits>

using namespace Qt::StringLiterals;

TEST(Currency, FormatsYuanWithTwoDecimals)
{
    const Currency yuan;
    EXPECT_EQ(yuan.code(), u"CNY"_s);
    EXPECT_EQ(yuan.format(Money::fromCents(1234)), u"¥12.34"_s);
    EXPECT_EQ(yuan.format(Money::fromCents(5)), u"¥0.05"_s);
    EXPECT_EQ(yuan.format(Money::fromCents(0)), u"¥0.00"_s);
    EXPECT_EQ(yuan.format(Money::fromCents(-5)), u"-¥0.05"_s);
    EXPECT_EQ(yuan.format(Money::fromCents(10000)), u"¥100.00"_s);
    EXPECT_EQ(yuan.format(Money::fromCents(std::numeric_limits<std::int64_t>::min())), u"-¥92233720368547758.08"_s);
    // For spreadsheets: the number alone, which parse reads back.
    EXPECT_EQ(yuan.decimal(Money::fromCents(-1234)), u"-12.34"_s);
    EXPECT_EQ(yuan.parse(yuan.decimal(Money::fromCents(-1234))), Money::fromCents(-1234));
}

TEST(Currency, APlatformsOwnUnitKeepsRatesFinerThanACentExact)
{
    // A cloud pricing at $0.165/h counts tenths of a cent: Money stays an integer.
    const auto dollars = Currency::of(u"USD"_s, 3);
    ASSERT_TRUE(dollars);
    EXPECT_EQ(dollars->format(Money::fromCents(165)), u"$0.165"_s);
    EXPECT_EQ(dollars->format(Money::fromCents(1200)), u"$1.20"_s); // two decimals at least, no trailing zeros beyond
    EXPECT_EQ(dollars->parse(u"0.165"), Money::fromCents(165));
    EXPECT_EQ(dollars->parse(u"$2"), Money::fromCents(2000));
    EXPECT_FALSE(dollars->parse(u"0.1655")); // finer than the platform counts
    EXPECT_FALSE(dollars->parse(u"¥2")); // another currency's sign
    const auto yen = Currency::of(u"JPY"_s, 0);
    ASSERT_TRUE(yen);
    EXPECT_EQ(yen->format(Money::fromCents(1500)), u"¥1500"_s);
    EXPECT_EQ(Currency::of(u"CHF"_s, 2)->format(Money::fromCents(250)), u"CHF 2.50"_s);
    // What a platform could send that is not a currency.
    EXPECT_FALSE(Currency::of(u"usd"_s, 2));
    EXPECT_FALSE(Currency::of(u"CNY"_s, -1));
    EXPECT_FALSE(Currency::of(u"CNY"_s, 10));
    EXPECT_FALSE(Currency::of(u""_s, 2));
}

TEST(Currency, ParsesWhatUsersType)
{
    const Currency yuan;
    EXPECT_EQ(yuan.parse(u"12.34"), Money::fromCents(1234));
    EXPECT_EQ(yuan.parse(u"¥12.3"), Money::fromCents(1230));
    EXPECT_EQ(yuan.parse(u" 100 "), Money::fromCents(10000));
    EXPECT_EQ(yuan.parse(u"-0.05"), Money::fromCents(-5));
    EXPECT_EQ(yuan.parse(u"￥7"), Money::fromCents(700));
    EXPECT_EQ(yuan.parse(u"CNY 7"), Money::fromCents(700));
    EXPECT_FALSE(yuan.parse(u"12.345"));
    EXPECT_FALSE(yuan.parse(u"1,000"));
    EXPECT_FALSE(yuan.parse(u"abc"));
    EXPECT_FALSE(yuan.parse(u""));
    EXPECT_FALSE(yuan.parse(u"."));
    EXPECT_FALSE(yuan.parse(u"$5"));
    // Beyond what Money holds: refused, not wrapped round.
    EXPECT_FALSE(yuan.parse(u"999999999999999999"));
    EXPECT_EQ(yuan.parse(u"92233720368547758.07"), Money::fromCents(std::numeric_limits<std::int64_t>::max()));
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

TEST(Money, ArithmeticSaturatesInsteadOfWrapping)
{
    constexpr auto max = std::numeric_limits<std::int64_t>::max();
    constexpr auto min = std::numeric_limits<std::int64_t>::min();
    EXPECT_EQ((Money::fromCents(max) + Money::fromCents(1)).cents(), max);
    EXPECT_EQ((Money::fromCents(min) - Money::fromCents(1)).cents(), min);
    EXPECT_EQ((Money::fromCents(min) + Money::fromCents(-1)).cents(), min);
    EXPECT_EQ((Money::fromCents(max) - Money::fromCents(-1)).cents(), max);
    EXPECT_EQ((Money::fromCents(max / 2 + 1) * 2).cents(), max);
    EXPECT_EQ((Money::fromCents(max / 2 + 1) * -2).cents(), min);
    EXPECT_EQ((Money::fromCents(-(max / 2) - 2) * 2).cents(), min);
    EXPECT_EQ((-Money::fromCents(min)).cents(), max); // the one negation that does not fit
    Money m = Money::fromCents(max);
    m += Money::fromCents(10);
    EXPECT_EQ(m.cents(), max);
    m -= Money::fromCents(max);
    EXPECT_EQ(m.cents(), 0);
    // An absurd rate for a billion hours is the largest amount, never a credit.
    EXPECT_FALSE((Money::fromCents(1LL << 40) * (1LL << 30)).isNegative());
}
