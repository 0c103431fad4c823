// A month's statement: its period in the billing time zone, its CSV; the seed's spend-limit advice; and
// login records' new addresses.
#include "core/billing/packagehindsight.h"
#include "core/billing/spendlimitadvisor.h"
#include "core/billing/statement.h"
#include "core/session/loginhistory.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {
LedgerLine line(const QString &id, const QString &kind, qint64 cents, const QString &instance = {})
{
    LedgerLine l;
    l.id = id;
    l.kind = kind;
    l.amount = Money::fromCents(cents);
    l.periodStart = QDateTime(QDate(2026, 11, 30), QTime(15, 59), QTimeZone::utc());
    l.periodEnd = l.periodStart.addSecs(60);
    if (!instance.isEmpty())
        l.instanceId = instance;
    return l;
}
} // namespace

TEST(StatementPeriod, AMonthStartsAtMidnightInTheBillingZone)
{
    const QTimeZone shanghai("Asia/Shanghai");
    const auto november = StatementPeriod::parse(u"2026-11"_s, shanghai);
    ASSERT_TRUE(november);
    EXPECT_EQ(november->from.toUTC(), QDateTime(QDate(2026, 10, 31), QTime(16, 0), QTimeZone::utc()));
    EXPECT_EQ(november->to.toUTC(), QDateTime(QDate(2026, 11, 30), QTime(16, 0), QTimeZone::utc()));
    EXPECT_EQ(november->label(), u"2026-11"_s);
    EXPECT_EQ(november->previous().label(), u"2026-10"_s);
    EXPECT_EQ(november->previous().to, november->from);
    // 16:30 UTC on the last day of November is already December in Shanghai.
    EXPECT_EQ(
        StatementPeriod::containing(QDateTime(QDate(2026, 11, 30), QTime(16, 30), QTimeZone::utc()), shanghai).label(),
        u"2026-12"_s);
    for (const QString &bad : {u"2026-13"_s, u"2026-1"_s, u"november"_s, u""_s, u"2026-11-01"_s})
        EXPECT_FALSE(StatementPeriod::parse(bad, shanghai)) << bad.toStdString();
}

TEST(Statement, TheCsvQuotesNamesKeepsFormulasAsTextAndEndsWithTheTotal)
{
    Statement s;
    s.lines = {line(u"1"_s, u"recharge"_s, -5000), line(u"2"_s, u"compute"_s, 218, u"7"_s),
               line(u"3"_s, u"voucher"_s, -18, u"7"_s), line(u"4"_s, u"compute"_s, 5, u"8"_s)};
    s.platformTotal = Money::fromCents(-4795);
    EXPECT_TRUE(s.agrees());
    EXPECT_EQ(s.charges(), Money::fromCents(223));
    EXPECT_EQ(s.credits(), Money::fromCents(-5018));
    const QHash<QString, QString> names{{u"7"_s, u"训练, \"大\""_s}, {u"8"_s, u"=HYPERLINK(\"x\")"_s}};
    const QStringList rows
        = QString::fromUtf8(s.csv(Currency(), QTimeZone("Asia/Shanghai"), names)).split(u"\r\n"_s, Qt::SkipEmptyParts);
    ASSERT_EQ(rows.size(), 6);
    EXPECT_EQ(rows[0], u"line,period_start,period_end,kind,instance_id,instance,volume_id,image_id,amount_CNY"_s);
    EXPECT_EQ(rows[1], u"1,2026-11-30T23:59:00+08:00,2026-12-01T00:00:00+08:00,recharge,,,,,-50.00"_s);
    EXPECT_EQ(rows[2],
              u"2,2026-11-30T23:59:00+08:00,2026-12-01T00:00:00+08:00,compute,7,\"训练, \"\"大\"\"\",,,2.18"_s);
    EXPECT_EQ(rows[4].section(u',', 5, 5),
              u"'=HYPERLINK(\"x\")"_s.replace(u"\""_s, u"\"\""_s).prepend(u'"').append(u'"'));
    EXPECT_EQ(rows[5], u"total,,,,,,,,-47.95"_s);
    s.platformTotal = Money::fromCents(-4794);
    EXPECT_FALSE(s.agrees());
}

TEST(LoginHistory, AnAddressIsNewUntilALoginFromItSucceeded)
{
    const auto record = [](const char *address, bool success) {
        LoginRecord r;
        r.clientAddress = QString::fromLatin1(address);
        r.success = success;
        return r;
    };
    // Newest first, as the platform lists them.
    const QList<LoginRecord> records{record("10.0.0.9", true), record("10.0.0.9", false), record("192.168.1.2", true),
                                     record("10.0.0.5", false), record("192.168.1.2", true)};
    EXPECT_EQ(LoginHistory::newAddresses(records), (QList<bool>{true, true, false, true, false}));
    EXPECT_TRUE(LoginHistory::newAddresses({}).isEmpty());
}

TEST(SpendLimitAdvisor, OneExperimentTimesOneAndAHalfFromTheUsersOwnDays)
{
    const auto at = [](int day) { return QDateTime(QDate(2026, 11, day), QTime(16, 0), QTimeZone::utc()); };
    Usage usage;
    usage.items = {{at(1), u"7"_s, Money::fromCents(1990), 36000},
                   {at(1), u"8"_s, Money::fromCents(800), 3600},
                   {at(2), u"7"_s, Money::fromCents(450), 7200},
                   {at(2), u"volume-3"_s, Money::fromCents(5000), 86400}};
    const auto history = SpendLimitAdvisor::fromUsage(usage);
    EXPECT_EQ(history.largestExperiment, Money::fromCents(1990)); // a volume is not an experiment
    EXPECT_EQ(history.largestDay, Money::fromCents(5450)); // but its storage counts in the day
    // ¥19.90 × 1.5 = ¥29.85 → ¥30 a boot; the busiest day ¥54.50 × 1.5 = ¥81.75 → ¥82 a day.
    const SpendLimits s = SpendLimitAdvisor::suggest(*history.largestExperiment, history.largestDay, Currency());
    EXPECT_EQ(s.perBootCents, Money::fromCents(3000));
    EXPECT_EQ(s.dailyCents, Money::fromCents(8200));
    // The seed's own example: a ¥40 experiment → ¥60.
    EXPECT_EQ(SpendLimitAdvisor::suggest(Money::fromCents(4000), Money(), Currency()).dailyCents,
              Money::fromCents(6000));
    EXPECT_FALSE(SpendLimitAdvisor::fromUsage(Usage{}).largestExperiment);
}

TEST(PackageHindsight, LastWeeksUseOfEachCardAgainstDailyAndWeeklyPackages)
{
    const QTimeZone shanghai("Asia/Shanghai");
    GpuType rtx4090;
    rtx4090.id = u"rtx-4090-24g"_s;
    rtx4090.name = u"RTX 4090 24GB"_s;
    rtx4090.pricePerHour = Money::fromCents(218);
    Pricing pricing;
    pricing.packageDailyDiscount = Discount{8000}; // 0.80
    pricing.packageWeeklyDiscount = Discount{7000}; // 0.70
    // Three days: 20 h, 22 h and 2 h of one 4090 (hour buckets, Shanghai days), plus storage.
    Usage usage;
    const auto hoursOn = [&](int day, int hours) {
        for (int h = 0; h < hours; ++h)
            usage.items << UsageItem{QDateTime(QDate(2026, 11, day), QTime(h, 0), shanghai), u"rtx-4090-24g"_s,
                                     Money::fromCents(218), 3600};
    };
    hoursOn(24, 20);
    hoursOn(25, 22);
    hoursOn(26, 2);
    usage.items << UsageItem{QDateTime(QDate(2026, 11, 26), QTime(3, 0), shanghai), u"storage"_s, Money::fromCents(5),
                             3600};
    const auto weeks = PackageHindsight::lastWeek(usage, {rtx4090}, pricing, shanghai, Currency());
    ASSERT_EQ(weeks.size(), 1);
    const PackageHindsight::CardWeek &w = weeks.first();
    EXPECT_EQ(w.gpuCount, 1);
    EXPECT_EQ(w.daysUsed, 3);
    EXPECT_EQ(w.onDemand, Money::fromCents(218 * 44)); // ¥95.92
    // A daily package is 24 h × ¥2.18 × 0.8 = ¥41.85 (rounded down): cheaper on the 20 h and 22 h days.
    EXPECT_EQ(w.withDailyPackages, Money::fromCents(4185 * 2 + 436));
    EXPECT_EQ(w.weeklyPackage, Money::fromCents(25636)); // 168 × 2.18 × 0.7 = 256.368
    EXPECT_EQ(w.saving(), Money::fromCents(4185 * 2 + 436 - 218 * 44));
    EXPECT_TRUE(w.verdict.contains(u"Daily packages"_s)) << w.verdict.toStdString();
    EXPECT_TRUE(w.verdict.contains(u"saving ¥7.86"_s)) << w.verdict.toStdString(); // ¥95.92 − ¥88.06
}
