// What a new instance is chosen from and what it will cost: the platform's rules checked before it
// is asked, the quote at the platform's prices, and the options read from a real sandbox for an
// unverified account (which rents only small cards).
#include "core/api/restplatform.h"
#include "core/billing/instancequote.h"
#include "core/create/createoptions.h"
#include "core/create/specrules.h"
#include "tests/support/closedport.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxaccount.h"
#include "tests/support/sandboxprocess.h"

#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(SpecRules, SayWhatThePlatformWouldRefuseBeforeItIsAsked)
{
    EXPECT_TRUE(SpecRules::nameProblem(u"  llama-lora "_s).isEmpty());
    EXPECT_TRUE(SpecRules::nameProblem(QString(40, u'训')).isEmpty()); // any script, counted in characters
    EXPECT_TRUE(SpecRules::nameProblem(u"   "_s).contains(u"name"_s));
    EXPECT_TRUE(SpecRules::nameProblem(QString(41, u'a')).contains(u"41"_s));
    EXPECT_TRUE(SpecRules::nameProblem(u"a\tb"_s).contains(u"invisible"_s));

    EXPECT_TRUE(SpecRules::gpuCountProblem(8).isEmpty());
    EXPECT_FALSE(SpecRules::gpuCountProblem(0).isEmpty());
    EXPECT_FALSE(SpecRules::gpuCountProblem(9).isEmpty());

    Image pytorch;
    pytorch.name = u"PyTorch 2.5.1"_s;
    pytorch.sizeGb = 30;
    EXPECT_TRUE(SpecRules::systemDiskProblem(30, &pytorch).isEmpty());
    EXPECT_TRUE(SpecRules::systemDiskProblem(25, &pytorch).contains(u"PyTorch 2.5.1 takes 30 GB"_s))
        << SpecRules::systemDiskProblem(25, &pytorch).toStdString();
    EXPECT_FALSE(SpecRules::systemDiskProblem(501, nullptr).isEmpty());
    EXPECT_FALSE(SpecRules::systemDiskProblem(19, nullptr).isEmpty());
    EXPECT_EQ(SpecRules::defaultSystemDiskGb(&pytorch, 30), 30);
    pytorch.sizeGb = 34;
    EXPECT_EQ(SpecRules::defaultSystemDiskGb(&pytorch, 30), 34);
    EXPECT_EQ(SpecRules::defaultSystemDiskGb(nullptr, 0), SpecRules::kMinSystemDiskGb);

    EXPECT_TRUE(SpecRules::dataDiskProblem(0).isEmpty());
    EXPECT_TRUE(SpecRules::dataDiskProblem(2000).isEmpty());
    EXPECT_FALSE(SpecRules::dataDiskProblem(2001).isEmpty());
    EXPECT_FALSE(SpecRules::dataDiskProblem(-1).isEmpty());

    QString problem;
    EXPECT_EQ(SpecRules::parsePorts(u"6006, 7860，8888"_s, &problem), (QList<int>{6006, 7860, 8888}));
    EXPECT_TRUE(problem.isEmpty());
    EXPECT_TRUE(SpecRules::parsePorts(u""_s, &problem).isEmpty());
    EXPECT_TRUE(problem.isEmpty()); // no port is fine
    SpecRules::parsePorts(u"6006 tensorboard"_s, &problem);
    EXPECT_TRUE(problem.contains(u"“tensorboard”"_s)) << problem.toStdString();
    SpecRules::parsePorts(u"22"_s, &problem);
    EXPECT_TRUE(problem.contains(u"Port 22 cannot be used"_s)) << problem.toStdString();
    SpecRules::parsePorts(u"6006 6006"_s, &problem);
    EXPECT_TRUE(problem.contains(u"twice"_s));
    SpecRules::parsePorts(u"2001 2002 2003 2004 2005 2006"_s, &problem);
    EXPECT_TRUE(problem.contains(u"At most 5"_s));
}

TEST(InstanceQuote, PricesByTheHourAsPackagesAndInStorageWhileStopped)
{
    GpuType card;
    card.pricePerHour = Money::fromCents(158);
    Pricing pricing;
    pricing.packageDailyDiscount = Discount::fromFraction(0.85);
    pricing.packageWeeklyDiscount = Discount::fromFraction(0.75);
    pricing.noGpuPerHour = Money::fromCents(15);
    pricing.storagePerGbDay = {Money::fromCents(2), Money::fromCents(1), Money::fromCents(1)};
    pricing.systemDiskFreeGb = 30;

    const InstanceQuote q = InstanceQuote::of(card, 2, 50, 100, pricing);
    EXPECT_EQ(q.gpuPerHour, Money::fromCents(316));
    EXPECT_EQ(q.noGpuPerHour, Money::fromCents(15)); // prepare without the card
    EXPECT_EQ(q.noGpuPercent(), 5); // ¥0.15 of two cards' ¥3.16, said as the ratio it is
    EXPECT_FALSE(InstanceQuote().noGpuPercent()) << "no card's rate, no ratio";
    EXPECT_EQ(q.dailyPackage, Money::fromCents(316 * 24 * 85 / 100)); // ¥64.46
    EXPECT_EQ(q.weeklyPackage, Money::fromCents(316 * 168 * 75 / 100)); // ¥398.16
    EXPECT_EQ(q.storagePerDayStopped, Money::fromCents(20 * 2 + 100 * 1)); // beyond the free 30 GB, and data
    EXPECT_EQ(q.storageForHours(24), Money::fromCents(140));
    EXPECT_EQ(q.storageForHours(12), Money::fromCents(70));

    EXPECT_EQ(q.forHours(10, BillingMode::OnDemand), Money::fromCents(3160));
    EXPECT_EQ(q.forHours(10, BillingMode::PackageDaily), q.dailyPackage); // one day's package even for 10 h
    EXPECT_EQ(q.forHours(30, BillingMode::PackageDaily), q.dailyPackage * 2);
    EXPECT_EQ(q.forHours(168, BillingMode::PackageWeekly), q.weeklyPackage);

    // Within the free size and without a data disk, a stopped instance costs nothing.
    EXPECT_TRUE(InstanceQuote::of(card, 1, 30, 0, pricing).storagePerDayStopped->isZero());

    // A platform without a price list: the card's rate, and storage unknown rather than free.
    const InstanceQuote bare = InstanceQuote::of(card, 2, 50, 100, std::nullopt);
    EXPECT_EQ(bare.gpuPerHour, Money::fromCents(316));
    EXPECT_FALSE(bare.storagePerDayStopped);
    EXPECT_FALSE(bare.storageForHours(24));
}

TEST(CreateOptions, ReadsTheCatalogTheAccountsRightsAndItsVolumesTogether)
{
    SandboxProcess sandbox({u"--clock"_s, u"manual"_s, u"--runtime"_s, u"none"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    const QString token = accountOn(sandbox.url(), u"13600000002"_s, 10000, false); // unverified
    HttpClient c(sandbox.url());
    c.setToken(token);
    ASSERT_EQ(c.post(u"/v1/volumes"_s, {{u"name"_s, u"datasets"_s}, {u"region"_s, u"cn-east-1"_s}, {u"size_gb"_s, 100}})
                  .status,
              201);

    RestPlatform platform(sandbox.url());
    platform.setToken(token);
    std::optional<ApiResult<CreateOptions>> loaded;
    QObject context;
    CreateOptions::load(platform, &context, [&](const ApiResult<CreateOptions> &r) { loaded = r; });
    ASSERT_TRUE(QTest::qWaitFor([&] { return loaded.has_value(); }, 10000));
    ASSERT_TRUE(loaded->ok()) << loaded->error().sentence().toStdString();
    const CreateOptions &o = loaded->value();
    EXPECT_EQ(o.regions.size(), 4);
    EXPECT_EQ(o.gpuTypes.size(), 10);
    ASSERT_TRUE(o.pricing);
    EXPECT_EQ(o.pricing->systemDiskFreeGb, 30);
    EXPECT_TRUE(o.traits.noGpuStart);
    EXPECT_EQ(o.account.verification.status, u"none"_s);
    EXPECT_EQ(o.available(u"cn-north-1"_s, u"rtx-3090-24g"_s), 16);
    EXPECT_FALSE(o.stockInLevels());
    EXPECT_EQ(o.availableText(u"cn-north-1"_s, u"rtx-3090-24g"_s), u"16"_s);
    EXPECT_GT(o.availableIn(u"cn-north-1"_s), 16);
    EXPECT_EQ(o.available(u"cn-north-1"_s, u"no-such-card"_s), 0);

    // Unverified: the small cards only; a big one says why, and that verification would allow it.
    ASSERT_TRUE(o.gpuType(u"rtx-3090-24g"_s));
    EXPECT_TRUE(o.rentProblem(*o.gpuType(u"rtx-3090-24g"_s)).isEmpty());
    const QString a100 = o.rentProblem(*o.gpuType(u"a100-40g"_s));
    EXPECT_TRUE(a100.contains(u"real-name verification"_s)) << a100.toStdString();
    EXPECT_TRUE(o.verificationWouldAllow(*o.gpuType(u"a100-40g"_s)));
    EXPECT_FALSE(o.verificationWouldAllow(*o.gpuType(u"t4-16g"_s)));

    // CUDA 11.6 has no code for Ada; FlashAttention-2 needs Ampere or newer.
    const QString old = CreateOptions::imageProblem(*o.image(u"pytorch-1.13.1-cu116"_s), *o.gpuType(u"rtx-4090-24g"_s));
    EXPECT_TRUE(old.contains(u"CUDA 11.6"_s)) << old.toStdString();
    EXPECT_TRUE(
        CreateOptions::imageProblem(*o.image(u"pytorch-1.13.1-cu116"_s), *o.gpuType(u"rtx-3090-24g"_s)).isEmpty());
    const QString flash
        = CreateOptions::imageProblem(*o.image(u"pytorch-2.5.1-cu124-flashattn2"_s), *o.gpuType(u"t4-16g"_s));
    EXPECT_TRUE(flash.contains(u"8.0 or newer"_s)) << flash.toStdString();

    // Its volume, free, in its own region only.
    ASSERT_EQ(o.freeVolumesIn(u"cn-east-1"_s).size(), 1);
    EXPECT_EQ(o.freeVolumesIn(u"cn-east-1"_s).first().name, u"datasets"_s);
    EXPECT_TRUE(o.freeVolumesIn(u"cn-north-1"_s).isEmpty());

    // A platform that does not answer: one error, once.
    const ClosedPort closed;
    RestPlatform gone(closed.url());
    RestPlatform::RetryPolicy once;
    once.maxAttempts = 1;
    gone.setRetryPolicy(once);
    int answers = 0;
    std::optional<ApiResult<CreateOptions>> failed;
    // Held by the answer, so gone once every reply came back and the load let go of it.
    auto held = std::make_shared<int>();
    const std::weak_ptr<int> watch = held;
    CreateOptions::load(gone, &context, [&, held = std::move(held)](const ApiResult<CreateOptions> &r) {
        ++answers;
        failed = r;
    });
    ASSERT_TRUE(QTest::qWaitFor([&] { return failed.has_value() && watch.expired(); }, 10000));
    EXPECT_EQ(answers, 1);
    EXPECT_FALSE(failed->ok());
    EXPECT_TRUE(failed->error().sentence().contains(u"Cannot reach"_s)) << failed->error().sentence().toStdString();
}
