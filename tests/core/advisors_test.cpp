// The advisors with the seed's own numbers.
#include "core/billing/buyvsrent.h"
#include "core/billing/gpuadvisor.h"
#include "core/billing/instancequote.h"
#include "core/billing/packageadvisor.h"
#include "core/create/offeradvisor.h"

#include <QTimeZone>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

GpuType card(const QString &id, int vram, qint64 priceCents, int bandwidth = 900)
{
    GpuType g;
    g.id = id;
    g.name = id;
    g.vramGb = vram;
    g.pricePerHour = Money::fromCents(priceCents);
    g.bandwidthGbps = bandwidth;
    return g;
}

Offer offer(const QString &id, double dollarsPerHour, double reliability, const QString &where)
{
    Offer o;
    o.id = id;
    o.gpuName = u"RTX 4090"_s;
    o.pricePerHour = Money::fromCents(qRound64(dollarsPerHour * 1e6)); // dollars in millionths
    o.reliability = reliability;
    o.location = where;
    return o;
}

} // namespace

TEST(GpuAdvisor, A7bModelInHalfPrecisionNeedsMoreThan20GbAndFitsIn24ForInference)
{
    const GpuAdvisor::Estimate e = GpuAdvisor::inference({7, GpuAdvisor::Precision::Fp16, 4096, 1});
    EXPECT_NEAR(e.weights, 13.04, 0.01); // "光权重就要十几个 G"
    EXPECT_GT(e.kvCache, 1.5);
    EXPECT_GT(e.total(), 20.0); // "二十 G 以下的卡基本不够"
    EXPECT_LE(e.total(), 24.0);
    // Quantized to 4 bits it fits an 8 GB card's neighbour, a 16 GB one, easily.
    EXPECT_LT(GpuAdvisor::inference({7, GpuAdvisor::Precision::Int4, 4096, 1}).total(), 10.0);
    // A longer context costs more: "注意 batch size 与序列长度".
    EXPECT_GT(GpuAdvisor::inference({7, GpuAdvisor::Precision::Fp16, 16384, 1}).total(), 24.0);
}

TEST(GpuAdvisor, FullFineTuningTakesAboutSixteenBytesAParameterAndLoraFarLess)
{
    const GpuAdvisor::Model m{1, GpuAdvisor::Precision::Fp16, 2048, 1};
    const GpuAdvisor::Estimate full = GpuAdvisor::fullFineTuning(m);
    EXPECT_NEAR(full.weights + full.gradientsAndOptimizer, 16e9 / (1024.0 * 1024 * 1024), 0.01);
    const GpuAdvisor::Estimate lora = GpuAdvisor::parameterEfficientTuning(m);
    EXPECT_LT(lora.total(), full.total() / 3);
    // 7B LoRA in the seed's 24–48 GB band; 7B in full needs several 80 GB cards.
    const double lora7 = GpuAdvisor::parameterEfficientTuning({7, GpuAdvisor::Precision::Fp16, 2048, 1}).total();
    EXPECT_GE(lora7, 16.0);
    EXPECT_LE(lora7, 48.0);
    EXPECT_GT(GpuAdvisor::fullFineTuning({7, GpuAdvisor::Precision::Fp16, 2048, 1}).total(), 80.0);
}

TEST(GpuAdvisor, TheSeedsTableOfTasks)
{
    EXPECT_EQ(GpuAdvisor::needs(GpuAdvisor::Task::Preprocessing).maxGb, 8);
    EXPECT_EQ(GpuAdvisor::needs(GpuAdvisor::Task::Inference).minGb, 16);
    EXPECT_EQ(GpuAdvisor::needs(GpuAdvisor::Task::Inference).maxGb, 24);
    EXPECT_EQ(GpuAdvisor::needs(GpuAdvisor::Task::ParameterEfficientTuning).minGb, 24);
    EXPECT_EQ(GpuAdvisor::needs(GpuAdvisor::Task::ParameterEfficientTuning).maxGb, 48);
    EXPECT_TRUE(GpuAdvisor::needs(GpuAdvisor::Task::FullFineTuning).interconnectMatters);
    EXPECT_FALSE(GpuAdvisor::needs(GpuAdvisor::Task::FullFineTuning).maxGb);
    EXPECT_TRUE(GpuAdvisor::needs(GpuAdvisor::Task::Serving).bandwidthMatters);
}

TEST(GpuAdvisor, CardsThatFitComeFirstCheapestFirstAndSeveralSmallCardsAreFlagged)
{
    const QList<GpuType> cards{card(u"a800-80g"_s, 80, 850), card(u"rtx-4060-8g"_s, 8, 60),
                               card(u"rtx-3090-24g"_s, 24, 158), card(u"rtx-4090-24g"_s, 24, 218, 1008)};
    const auto ranked = GpuAdvisor::rank(cards, 20.65, GpuAdvisor::Task::Inference);
    ASSERT_EQ(ranked.size(), 4);
    EXPECT_EQ(ranked[0].card.id, u"rtx-3090-24g"_s);
    EXPECT_TRUE(ranked[0].fits);
    EXPECT_EQ(ranked[1].card.id, u"rtx-4090-24g"_s);
    EXPECT_EQ(ranked[2].card.id, u"a800-80g"_s);
    EXPECT_EQ(ranked[3].card.id, u"rtx-4060-8g"_s);
    EXPECT_FALSE(ranked[3].fits);
    EXPECT_EQ(ranked[3].gpus, 3);
    EXPECT_TRUE(ranked[3].reason.contains(u"distributed"_s));
    // Serving: among the cards that fit, the fastest memory first.
    EXPECT_EQ(GpuAdvisor::rank(cards, 20.65, GpuAdvisor::Task::Serving)[0].card.id, u"rtx-4090-24g"_s);
}

TEST(BuyVsRent, TheSeedsWorkedExampleSaysRent)
{
    BuyVsRent::Input in;
    in.rigPrice = Money::fromCents(1'200'000); // 一万二
    in.depreciationPercent = 60; // 两年折旧按六成
    in.years = 2;
    in.rentPerHour = Money::fromCents(250); // 每小时两块五
    in.hoursPerYear = 500; // 累计用满一千小时
    const BuyVsRent::Result r = BuyVsRent::compare(in);
    EXPECT_EQ(r.ownCost, Money::fromCents(720'000)); // 约七千二
    EXPECT_EQ(r.rentCost, Money::fromCents(250'000)); // 两千五
    EXPECT_TRUE(r.rent);
    // Owning catches up near "每天满载八小时以上、持续一年" (2,920 hours).
    ASSERT_TRUE(r.breakEvenHoursPerYear);
    EXPECT_EQ(*r.breakEvenHoursPerYear, 1440);
    EXPECT_TRUE(r.verdict.startsWith(u"Rent"_s)) << r.verdict.toStdString();

    in.hoursPerYear = 3000;
    EXPECT_FALSE(BuyVsRent::compare(in).rent);
    // Electricity moves the break-even later: 450 W at ¥0.60/kWh is ¥0.27 of every hour.
    in.powerWatts = 450;
    in.electricityPerKwh = Money::fromCents(60);
    in.hoursPerYear = 500;
    const BuyVsRent::Result powered = BuyVsRent::compare(in);
    EXPECT_EQ(powered.ownCost, Money::fromCents(720'000 + 27'000));
    EXPECT_EQ(*powered.breakEvenHoursPerYear, 1615);
}

TEST(PackageAdvisor, APackagePaysOnlyWhenTheInstanceIsBusyMoreThanTheDiscountLeaves)
{
    const Money rate = Money::fromCents(218);
    const Money daily = PackageAdvisor::packagePrice(rate, 1, 24, Discount::fromFraction(0.75));
    EXPECT_EQ(daily, Money::fromCents(218 * 24 * 3 / 4));
    // Idle more than half the time (the seed's rule): on demand is cheaper.
    PackageAdvisor::Result r = PackageAdvisor::compare({rate, daily, 24, 11, Currency()});
    EXPECT_FALSE(r.packagePays);
    EXPECT_EQ(r.breakEvenBusyPercent, 75);
    EXPECT_TRUE(r.verdict.contains(u"not refunded"_s));
    r = PackageAdvisor::compare({rate, daily, 24, 22, Currency()});
    EXPECT_TRUE(r.packagePays);
    EXPECT_EQ(r.onDemandCost, Money::fromCents(218 * 22));
    // At 0.8 for a week: busy 5 days of 7 is 71%, below 80%.
    const Money weekly = PackageAdvisor::packagePrice(rate, 2, 168, Discount::fromFraction(0.8));
    EXPECT_FALSE(PackageAdvisor::compare({rate * 2, weekly, 168, 120, Currency()}).packagePays);
}

TEST(PackageAdvisor, BusyHoursComeFromTheLatestHoursOfUsage)
{
    QList<UsageItem> hourly;
    const QDateTime start(QDate(2026, 11, 1), QTime(0, 0), QTimeZone::utc());
    for (int h = 0; h < 48; ++h) {
        UsageItem item;
        item.bucketStart = start.addSecs(3600LL * h);
        item.seconds = h % 2 == 0 ? 3600 : 1800;
        hourly << item;
    }
    EXPECT_EQ(PackageAdvisor::busyHoursFrom(hourly, 24), 18);
    EXPECT_EQ(PackageAdvisor::busyHoursFrom({}, 24), 0);
}

TEST(OfferAdvisor, TheSteadierHostOverTheCheapestShakyOneAndSaysWhy)
{
    const Currency usd = *Currency::of(u"USD"_s, 6);
    // The example: a 0.90 host at $0.18/h against a 0.995 one at $0.21/h.
    const QList<Offer> market{offer(u"2"_s, 0.21, 0.995, u"Oslo, NO"_s), offer(u"1"_s, 0.18, 0.90, u"Texas, US"_s),
                              offer(u"3"_s, 0.30, 0.999, u"Quebec, CA"_s)};
    const auto advice = OfferAdvisor::advise(market, OfferAdvisor::kReliabilityFloor, usd);
    ASSERT_TRUE(advice.suggested);
    EXPECT_EQ(market[*advice.suggested].id, u"2"_s);
    for (const QString &said :
         {u"$0.21/h"_s, u"Oslo, NO"_s, u"99.5%"_s, u"$0.18/h"_s, u"Texas, US"_s, u"90%"_s, u"$0.03"_s})
        EXPECT_TRUE(advice.sentence.contains(said)) << said.toStdString() << " in " << advice.sentence.toStdString();

    // When the cheapest is steady too, it is the one, and the sentence says it is the cheapest.
    const QList<Offer> steady{offer(u"2"_s, 0.21, 0.995, u"Oslo, NO"_s), offer(u"3"_s, 0.30, 0.999, u"Quebec, CA"_s)};
    const auto cheapest = OfferAdvisor::advise(steady, OfferAdvisor::kReliabilityFloor, usd);
    ASSERT_TRUE(cheapest.suggested);
    EXPECT_EQ(*cheapest.suggested, 0);
    EXPECT_TRUE(cheapest.sentence.contains(u"cheapest machine"_s)) << cheapest.sentence.toStdString();

    // Nothing steady enough: none suggested, and the risk of the cheapest said.
    const QList<Offer> shaky{offer(u"1"_s, 0.18, 0.90, u"Texas, US"_s), offer(u"4"_s, 0.25, 0.95, u""_s)};
    const auto none = OfferAdvisor::advise(shaky, OfferAdvisor::kReliabilityFloor, usd);
    EXPECT_FALSE(none.suggested);
    EXPECT_TRUE(none.sentence.contains(u"98%"_s)) << none.sentence.toStdString();
    EXPECT_TRUE(none.sentence.contains(u"checkpoints"_s));

    // Nothing at all: what to loosen.
    const auto empty = OfferAdvisor::advise({}, OfferAdvisor::kReliabilityFloor, usd);
    EXPECT_FALSE(empty.suggested);
    EXPECT_TRUE(empty.sentence.contains(u"another card"_s));
    EXPECT_EQ(OfferAdvisor::place(shaky[1]), u"an unnamed place"_s);
}

TEST(OfferAdvisor, AMachinesQuoteIsItsPriceAndItsDiskWhileStopped)
{
    Offer o = offer(u"2"_s, 0.21, 0.995, u"Oslo, NO"_s);
    o.storagePerGbMonth = Money::fromCents(150000); // $0.15 per GB a month
    const InstanceQuote q = InstanceQuote::ofOffer(o, 40);
    EXPECT_EQ(q.gpuPerHour, Money::fromCents(210000));
    ASSERT_TRUE(q.storagePerDayStopped);
    EXPECT_EQ(*q.storagePerDayStopped, Money::fromCents(200000)); // 40 GB × $0.15 = $6 a month, $0.20 a day
    EXPECT_EQ(q.forHours(10, BillingMode::OnDemand), Money::fromCents(2100000));
}
