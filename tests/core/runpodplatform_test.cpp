// RunPodPlatform against FakeRunPod (RunPod's REST API v2 shapes, in-process on loopback): what the
// console asks of RunPod and what it makes of the answers (the codecs alone: runpodcodecs_test.cpp).
#include "core/api/awaitanswer.h"
#include "core/api/runpod/runpodcodecs.h"
#include "core/api/runpod/runpodplatform.h"
#include "core/billing/instancequote.h"
#include "core/create/createoptions.h"
#include "tests/core/cloudtestdata.h"
#include "tests/support/closedport.h"
#include "tests/support/fakerunpod.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

const QString kDesktopKey = u"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIP/escQ1QgaDONC/j3MhCZOvS24gYqo3bxi0Q3fJM+9V desk"_s;

/// A RunPodPlatform logged in to a FakeRunPod with fast retries.
struct RunPodConnected
{
    FakeRunPod runpod;
    SystemClock clock;
    RunPodPlatform platform{runpod.url(), clock};
    RunPodConnected()
    {
        HttpTransport::RetryPolicy fast;
        fast.baseDelayMs = 5;
        platform.setRetryPolicy(fast);
        platform.setToken(runpod.apiKey());
    }

    template <typename T> ApiResult<T> await(const std::function<void(QObject *, Platform::Done<T>)> &call)
    {
        return awaitAnswer<T>(call, 15000);
    }

    QList<Instance> list()
    {
        auto r = await<InstanceList>([&](QObject *c, auto d) { platform.instances({}, false, c, d); });
        EXPECT_TRUE(r.ok()) << r.error().summary().toStdString();
        return r.ok() ? r.value().items : QList<Instance>();
    }

    Instance create(const QString &gpu = u"NVIDIA GeForce RTX 4090"_s, const QString &region = u"EU-RO-1"_s)
    {
        InstanceSpec spec;
        spec.name = u"train"_s;
        spec.gpuType = gpu;
        spec.region = region;
        spec.image = u"runpod-torch-v240"_s;
        auto r = await<Instance>([&](QObject *c, auto d) { platform.createInstance(spec, c, d); });
        EXPECT_TRUE(r.ok()) << r.error().summary().toStdString();
        return r.ok() ? r.value() : Instance();
    }
};

} // namespace

TEST(RunPodPlatform, HasOnlyTheFacetsRunPodHas)
{
    FakeRunPod runpod;
    SystemClock clock;
    RunPodPlatform platform(runpod.url(), clock);
    EXPECT_TRUE(platform.has<VolumeStorage>());
    EXPECT_TRUE(platform.has<BillingSummary>());
    EXPECT_TRUE(platform.has<BillingLedger>());
    EXPECT_TRUE(platform.has<UsageReports>());
    EXPECT_FALSE(platform.facet<UsageReports>()->usageByCard());
    EXPECT_FALSE(platform.facet<BillingSummary>()->hasVouchers());
    EXPECT_FALSE(platform.has<AccountSignUp>());
    EXPECT_FALSE(platform.has<PasswordChange>());
    EXPECT_FALSE(platform.has<LoginRecords>());
    EXPECT_FALSE(platform.has<TwoFactorAuth>());
    EXPECT_FALSE(platform.has<IdentityVerification>());
    EXPECT_FALSE(platform.has<ApiTokens>());
    EXPECT_FALSE(platform.has<TeamMembers>());
    EXPECT_FALSE(platform.has<WalletRecharge>());
    EXPECT_FALSE(platform.has<SpendLimitSettings>());
    EXPECT_FALSE(platform.has<PriceList>());
    EXPECT_FALSE(platform.has<ScheduledStops>());
    EXPECT_FALSE(platform.has<BootScripts>());
    EXPECT_FALSE(platform.has<SavedImages>());
    EXPECT_FALSE(platform.has<InstanceHistory>());
    const PlatformTraits t = platform.traits();
    EXPECT_FALSE(t.noGpuStart);
    EXPECT_FALSE(t.hostKeyFingerprint);
    EXPECT_FALSE(t.packages);
    EXPECT_FALSE(t.idempotentCreates);
    EXPECT_FALSE(t.systemDiskKeptOnStop);
    EXPECT_EQ(t.dataDiskPath, u"/workspace"_s);
    EXPECT_TRUE(t.apiKeyLogin);
}

TEST(RunPodPlatform, HealthIsUsdInMillionthsWithAKeyOrWithout)
{
    FakeRunPod runpod;
    SystemClock clock;
    RunPodPlatform platform(runpod.url(), clock);
    for (const QString &key : {QString(), runpod.apiKey()}) {
        platform.setToken(key);
        const auto h = awaitAnswer<PlatformHealth>([&](QObject *c, auto d) { platform.health(c, d); }, 15000);
        ASSERT_TRUE(h.ok()) << h.error().summary().toStdString();
        EXPECT_EQ(h.value().currencyCode, u"USD"_s);
        EXPECT_EQ(h.value().minorUnitExponent, 6);
        EXPECT_EQ(h.value().timeScale, 1.0);
        EXPECT_LT(std::abs(h.value().serverTime.secsTo(QDateTime::currentDateTimeUtc())), 5);
    }
    const ClosedPort closed;
    RunPodPlatform down(closed.url(), clock);
    HttpTransport::RetryPolicy once;
    once.maxAttempts = 1;
    down.setRetryPolicy(once);
    const auto h = awaitAnswer<PlatformHealth>([&](QObject *c, auto d) { down.health(c, d); }, 15000);
    EXPECT_EQ(h.error().kind, ApiError::Kind::Network);
}

TEST(RunPodPlatform, LoginChecksTheKeyAndKeepsNoOtherState)
{
    FakeRunPod runpod;
    SystemClock clock;
    RunPodPlatform platform(runpod.url(), clock);
    QSignalSpy lost(&platform, &Platform::authenticationLost);
    const auto wrong = awaitAnswer<LoginSession>(
        [&](QObject *c, auto d) { platform.login({}, u"rpa_WRONG"_s, std::nullopt, c, d); }, 15000);
    ASSERT_FALSE(wrong.ok());
    EXPECT_EQ(wrong.error().code, u"invalid_api_key"_s);
    EXPECT_EQ(wrong.error().remedy(), ApiError::Remedy::LogIn);
    EXPECT_EQ(lost.count(), 0);
    const auto blank = awaitAnswer<LoginSession>(
        [&](QObject *c, auto d) { platform.login({}, u"rpa_ with space"_s, std::nullopt, c, d); }, 15000);
    EXPECT_EQ(blank.error().code, u"invalid_api_key"_s);
    EXPECT_EQ(runpod.requests.size(), 1); // the spaced one never left

    const auto right = awaitAnswer<LoginSession>(
        [&](QObject *c, auto d) { platform.login({}, u" "_s + runpod.apiKey() + u"\n"_s, std::nullopt, c, d); }, 15000);
    ASSERT_TRUE(right.ok());
    EXPECT_EQ(right.value().token, runpod.apiKey());
    EXPECT_EQ(right.value().account.name, u"API key …GHIJ"_s);
    EXPECT_FALSE(right.value().expiresAt.isValid());
    EXPECT_EQ(runpod.requests.last().authorization, "Bearer " + runpod.apiKey().toUtf8());
    // The key is the session: account() with it answers the same account.
    platform.setToken(runpod.apiKey());
    const auto account = awaitAnswer<Account>([&](QObject *c, auto d) { platform.account(c, d); }, 15000);
    ASSERT_TRUE(account.ok());
    EXPECT_EQ(account.value().id, right.value().account.id);
}

TEST(RunPodPlatform, AKeyRevokedMeanwhileEndsTheSession)
{
    RunPodConnected c;
    QSignalSpy lost(&c.platform, &Platform::authenticationLost);
    c.platform.setToken(u"rpa_REVOKED"_s);
    const auto r = c.await<InstanceList>([&](QObject *x, auto d) { c.platform.instances({}, false, x, d); });
    EXPECT_FALSE(r.ok());
    ASSERT_EQ(lost.count(), 1);
    EXPECT_EQ(lost.first().first().value<ApiError>().code, u"invalid_api_key"_s);
}

TEST(RunPodPlatform, ARefusalOfACallSentBeforeTheKeyLeavesTheSessionTheKeyBegan)
{
    // The console probes the platform before anyone logs in; that probe's 401 may arrive after the
    // key was given, and must not end the session the key just began.
    FakeRunPod runpod;
    SystemClock clock;
    RunPodPlatform platform(runpod.url(), clock);
    QSignalSpy lost(&platform, &Platform::authenticationLost);
    QObject context;
    std::optional<ApiResult<QList<Instance>>> early;
    platform.instances({}, false, &context, [&](const ApiResult<InstanceList> &r) {
        early = r.ok() ? ApiResult<QList<Instance>>(r.value().items) : ApiResult<QList<Instance>>(r.error());
    });
    platform.setToken(runpod.apiKey());
    ASSERT_TRUE(QTest::qWaitFor([&] { return early.has_value(); }, 10000));
    EXPECT_FALSE(early->ok()); // sent without a key
    EXPECT_EQ(lost.count(), 0);
}

TEST(RunPodPlatform, CreateStartStopRenameRelease)
{
    RunPodConnected c;
    const Instance created = c.create();
    EXPECT_EQ(created.state, InstanceState::Creating);
    EXPECT_EQ(created.region, u"EU-RO-1"_s);
    EXPECT_EQ(created.meter.ratePerHour, micro(690000));
    const QJsonObject sent = c.runpod.requests.last().body;
    EXPECT_EQ(sent.value(u"templateId"_s), u"runpod-torch-v240"_s);
    EXPECT_EQ(sent.value(u"startSsh"_s), true);
    EXPECT_EQ(sent.value(u"cloud"_s), u"SECURE"_s);

    c.runpod.advance();
    EXPECT_EQ(c.list().value(0).state, InstanceState::Starting);
    c.runpod.advance();
    Instance running = c.list().value(0);
    EXPECT_EQ(running.state, InstanceState::Running);
    EXPECT_EQ(running.mode, InstanceMode::Gpu);
    ASSERT_TRUE(running.ssh);
    EXPECT_EQ(running.ssh->port, 40022);
    EXPECT_FALSE(running.ssh->shellOnly);
    EXPECT_EQ(running.meter.kind, u"compute"_s);
    ASSERT_TRUE(running.startedAt);

    const auto renamed
        = c.await<Instance>([&](QObject *x, auto d) { c.platform.renameInstance(created.id, u"train-lora"_s, x, d); });
    ASSERT_TRUE(renamed.ok());
    EXPECT_EQ(renamed.value().name, u"train-lora"_s);

    const auto stopped = c.await<Instance>([&](QObject *x, auto d) { c.platform.stopInstance(created.id, x, d); });
    ASSERT_TRUE(stopped.ok()) << stopped.error().summary().toStdString();
    EXPECT_EQ(stopped.value().state, InstanceState::Stopped);
    EXPECT_FALSE(stopped.value().meter.kind);
    EXPECT_TRUE(stopped.value().ssh && stopped.value().ssh->shellOnly); // the proxy stays

    // Stopping again is RunPod's 409, said as a conflict with the state.
    const auto again = c.await<Instance>([&](QObject *x, auto d) { c.platform.stopInstance(created.id, x, d); });
    ASSERT_FALSE(again.ok());
    EXPECT_EQ(again.error().code, u"conflict"_s);

    const auto started
        = c.await<Instance>([&](QObject *x, auto d) { c.platform.startInstance(created.id, std::nullopt, x, d); });
    ASSERT_TRUE(started.ok());
    EXPECT_EQ(started.value().state, InstanceState::Creating);
    c.runpod.nextStartWithoutCard = true;
    c.runpod.advance();
    c.runpod.advance();
    running = c.list().value(0);
    EXPECT_EQ(running.mode, InstanceMode::NoGpu); // came back without its card: shown, not hidden
    EXPECT_EQ(running.meter.ratePerHour, micro(69000));

    const auto released = c.await<Instance>([&](QObject *x, auto d) { c.platform.releaseInstance(created.id, x, d); });
    ASSERT_TRUE(released.ok());
    EXPECT_EQ(released.value().state, InstanceState::Released);
    EXPECT_TRUE(c.list().isEmpty());
    EXPECT_EQ(c.runpod.count("DELETE", u"/v2/pods/"_s + created.id), 1);
}

TEST(RunPodPlatform, NoCapacitySaysWhereTheCardIsAndWhatTheRegionHas)
{
    RunPodConnected c;
    InstanceSpec spec;
    spec.name = u"big"_s;
    spec.gpuType = u"NVIDIA A40"_s;
    spec.region = u"EU-RO-1"_s;
    spec.image = u"runpod-torch-v240"_s;
    const auto r = c.await<Instance>([&](QObject *x, auto d) { c.platform.createInstance(spec, x, d); });
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, u"out_of_stock"_s);
    EXPECT_EQ(r.error().remedy(), ApiError::Remedy::ChooseAnotherRegionOrCard);
    EXPECT_EQ(r.error().details.value(u"regions"_s).toArray(), QJsonArray{u"US-TX-3"_s});
    EXPECT_EQ(r.error().details.value(u"gpu_types"_s).toArray(),
              (QJsonArray{u"NVIDIA GeForce RTX 4090"_s, u"NVIDIA RTX A4000"_s}));
    EXPECT_TRUE(r.error().sentence(RunPodCodecs::currency()).contains(u"US-TX-3"_s));
    EXPECT_EQ(c.runpod.count("POST", u"/v2/pods"_s), 1); // a create is never sent twice
    EXPECT_TRUE(c.runpod.pods.isEmpty());
}

TEST(RunPodPlatform, WhatItCannotCarryOutIsRefusedWithoutACall)
{
    RunPodConnected c;
    c.create();
    const QString id = c.runpod.pods.firstKey();
    const int before = c.runpod.requests.size();
    const auto noGpu
        = c.await<Instance>([&](QObject *x, auto d) { c.platform.startInstance(id, InstanceMode::NoGpu, x, d); });
    EXPECT_EQ(noGpu.error().code, u"not_supported"_s);
    EXPECT_TRUE(noGpu.error().sentence().contains(u"no-GPU mode"_s)) << noGpu.error().sentence().toStdString();
    InstanceSpec spec;
    spec.name = u"pkg"_s;
    spec.gpuType = u"NVIDIA A40"_s;
    spec.region = u"EU-RO-1"_s;
    spec.image = u"runpod-torch-v240"_s;
    spec.billingMode = BillingMode::PackageDaily;
    const auto package = c.await<Instance>([&](QObject *x, auto d) { c.platform.createInstance(spec, x, d); });
    EXPECT_EQ(package.error().code, u"not_supported"_s);
    EXPECT_EQ(c.runpod.requests.size(), before);
}

TEST(RunPodPlatform, CatalogHasPricesAvailabilityAndDataCentres)
{
    RunPodConnected c;
    const auto gpus = c.await<QList<GpuType>>([&](QObject *x, auto d) { c.platform.gpuTypes(x, d); });
    ASSERT_TRUE(gpus.ok());
    ASSERT_EQ(gpus.value().size(), 3);
    EXPECT_EQ(gpus.value()[2].name, u"RTX A4000"_s);
    EXPECT_EQ(gpus.value()[2].pricePerHour, micro(165000));
    EXPECT_EQ(gpus.value()[1].vramGb, 48);

    const auto stock = c.await<QList<Stock>>([&](QObject *x, auto d) { c.platform.stock(x, d); });
    ASSERT_TRUE(stock.ok());
    const auto a40 = std::find_if(stock.value().begin(), stock.value().end(), [](const Stock &s) {
        return s.gpuType == u"NVIDIA A40"_s && s.region == u"EU-RO-1"_s;
    });
    ASSERT_NE(a40, stock.value().end());
    EXPECT_EQ(a40->available, 0);
    EXPECT_EQ(a40->level, u"none"_s);
    const Stock &first = stock.value().first();
    EXPECT_EQ(first.level, u"high"_s);
    EXPECT_EQ(first.available, 1);
    EXPECT_TRUE(c.runpod.requests.last().query.contains(u"include=AVAILABILITY"_s));
    EXPECT_TRUE(c.runpod.requests.last().query.contains(u"product=POD"_s));

    const auto regions = c.await<QList<Region>>([&](QObject *x, auto d) { c.platform.regions(x, d); });
    ASSERT_TRUE(regions.ok());
    EXPECT_EQ(regions.value()[0].id, u"EU-RO-1"_s);
    EXPECT_EQ(regions.value()[0].location, u"Europe"_s);
    EXPECT_EQ(regions.value()[1].location, u"North America"_s);

    const auto images = c.await<QList<Image>>([&](QObject *x, auto d) { c.platform.images(x, d); });
    ASSERT_TRUE(images.ok());
    ASSERT_EQ(images.value().size(), 1); // the CPU template cannot start a GPU pod
    EXPECT_EQ(images.value()[0].id, u"runpod-torch-v240"_s);
    EXPECT_EQ(images.value()[0].cuda, u"12.4"_s);
}

TEST(RunPodPlatform, TheCreateWizardsOptionsLoadWithoutAPriceList)
{
    RunPodConnected c;
    std::optional<ApiResult<CreateOptions>> loaded;
    QObject context;
    CreateOptions::load(c.platform, &context, [&](const ApiResult<CreateOptions> &r) { loaded = r; });
    ASSERT_TRUE(QTest::qWaitFor([&] { return loaded.has_value(); }, 10000));
    ASSERT_TRUE(loaded->ok()) << loaded->error().summary().toStdString();
    const CreateOptions &o = loaded->value();
    for (const FakeRunPod::Request &r : c.runpod.requests)
        EXPECT_FALSE(r.path.contains(u"pricing"_s)) << r.path.toStdString();
    EXPECT_FALSE(o.pricing); // storage rates are on its web site only
    EXPECT_FALSE(o.traits.noGpuStart);
    EXPECT_FALSE(o.traits.packages);
    EXPECT_FALSE(o.platformRunsScripts);
    EXPECT_EQ(o.currency.code(), u"USD"_s);
    EXPECT_EQ(o.regions.size(), 2);
    // Levels, not counts: what is said is the level; a region's figure is how many cards it has some of.
    EXPECT_TRUE(o.stockInLevels());
    EXPECT_EQ(o.availableText(u"EU-RO-1"_s, u"NVIDIA GeForce RTX 4090"_s), u"plenty"_s);
    EXPECT_EQ(o.availableText(u"EU-RO-1"_s, u"NVIDIA A40"_s), u"none now"_s);
    EXPECT_GE(o.availableIn(u"EU-RO-1"_s), 1);

    const GpuType *card = o.gpuType(u"NVIDIA RTX A4000"_s);
    ASSERT_TRUE(card);
    EXPECT_EQ(o.availableText(u"EU-RO-1"_s, card->id), u"some"_s);
    const InstanceQuote q = InstanceQuote::of(*card, 1, 50, 20, o.pricing);
    EXPECT_EQ(q.gpuPerHour, micro(165000));
    EXPECT_FALSE(q.storagePerDayStopped); // unknown, not free
}

TEST(RunPodPlatform, AddingAKeyKeepsTheOthers)
{
    RunPodConnected c;
    c.runpod.sshKeys = {kDesktopKey};
    const auto added
        = c.await<SshKeyCreated>([&](QObject *x, auto d) { c.platform.addSshKey(u"my laptop"_s, kLaptopKey, x, d); });
    ASSERT_TRUE(added.ok()) << added.error().summary().toStdString();
    ASSERT_EQ(c.runpod.sshKeys.size(), 2);
    EXPECT_EQ(c.runpod.sshKeys[0], kDesktopKey);
    EXPECT_TRUE(c.runpod.sshKeys[1].endsWith(u" my laptop"_s));
    EXPECT_TRUE(added.value().fingerprint.startsWith(u"SHA256:"_s));

    const auto twice
        = c.await<SshKeyCreated>([&](QObject *x, auto d) { c.platform.addSshKey(u"again"_s, kLaptopKey, x, d); });
    EXPECT_EQ(twice.error().code, u"conflict"_s);
    const auto bad = c.await<SshKeyCreated>(
        [&](QObject *x, auto d) { c.platform.addSshKey(u"x"_s, u"-----BEGIN OPENSSH PRIVATE KEY-----"_s, x, d); });
    EXPECT_EQ(bad.error().code, u"invalid_argument"_s);
    EXPECT_EQ(c.runpod.sshKeys.size(), 2);

    const auto listed = c.await<QList<SshKey>>([&](QObject *x, auto d) { c.platform.sshKeys(x, d); });
    ASSERT_TRUE(listed.ok());
    ASSERT_EQ(listed.value().size(), 2);
    EXPECT_EQ(listed.value()[1].name, u"my laptop"_s);
    EXPECT_EQ(listed.value()[1].id, added.value().fingerprint);

    const auto removed
        = c.await<Nothing>([&](QObject *x, auto d) { c.platform.deleteSshKey(added.value().fingerprint, x, d); });
    ASSERT_TRUE(removed.ok());
    EXPECT_EQ(c.runpod.sshKeys, QStringList{kDesktopKey});
    const auto gone
        = c.await<Nothing>([&](QObject *x, auto d) { c.platform.deleteSshKey(added.value().fingerprint, x, d); });
    EXPECT_EQ(gone.error().code, u"not_found"_s);
    EXPECT_EQ(c.runpod.sshKeys, QStringList{kDesktopKey});
}

TEST(RunPodPlatform, VolumesAndWhoMountsThem)
{
    RunPodConnected c;
    const auto made
        = c.await<Volume>([&](QObject *x, auto d) { c.platform.createVolume(u"datasets"_s, u"EU-RO-1"_s, 100, x, d); });
    ASSERT_TRUE(made.ok());
    EXPECT_EQ(made.value().sizeGb, 100);
    EXPECT_EQ(made.value().region, u"EU-RO-1"_s);
    const auto tooSmall
        = c.await<Volume>([&](QObject *x, auto d) { c.platform.createVolume(u"tiny"_s, u"EU-RO-1"_s, 5, x, d); });
    EXPECT_EQ(tooSmall.error().code, u"invalid_argument"_s);

    InstanceSpec spec;
    spec.name = u"with-data"_s;
    spec.gpuType = u"NVIDIA GeForce RTX 4090"_s;
    spec.region = u"EU-RO-1"_s;
    spec.image = u"runpod-torch-v240"_s;
    spec.dataVolumeId = made.value().id;
    const auto pod = c.await<Instance>([&](QObject *x, auto d) { c.platform.createInstance(spec, x, d); });
    ASSERT_TRUE(pod.ok());
    const auto listed = c.await<QList<Volume>>([&](QObject *x, auto d) { c.platform.volumes(x, d); });
    ASSERT_TRUE(listed.ok());
    ASSERT_EQ(listed.value().size(), 1);
    EXPECT_EQ(listed.value()[0].instanceId, pod.value().id);
    EXPECT_EQ(listed.value()[0].mountPath, u"/workspace"_s);

    const auto deleted = c.await<Nothing>([&](QObject *x, auto d) { c.platform.deleteVolume(made.value().id, x, d); });
    ASSERT_TRUE(deleted.ok());
    EXPECT_TRUE(c.runpod.volumes.isEmpty());
}

TEST(RunPodPlatform, BillingHasTheRateTodayAndTheRecords)
{
    RunPodConnected c;
    c.create();
    c.create(u"NVIDIA RTX A4000"_s);
    c.runpod.spentToday = 1.234567;
    c.runpod.podBilling = QJsonArray{
        QJsonObject{{u"podId"_s, u"fakepod000001"_s},
                    {u"startTime"_s, u"2026-11-30T00:00:00Z"_s},
                    {u"endTime"_s, u"2026-12-01T00:00:00Z"_s},
                    {u"totalAmount"_s, 3.3},
                    {u"gpuAmount"_s, 3.1},
                    {u"cpuAmount"_s, 0.0},
                    {u"diskAmount"_s, 0.2}},
        QJsonObject{{u"podId"_s, u"fakepod000001"_s},
                    {u"startTime"_s, u"2026-12-01T00:00:00Z"_s},
                    {u"endTime"_s, u"2026-12-02T00:00:00Z"_s},
                    {u"totalAmount"_s, 0.165},
                    {u"gpuAmount"_s, 0.165},
                    {u"cpuAmount"_s, 0.0},
                    {u"diskAmount"_s, 0.0}},
        QJsonObject{{u"podId"_s, u"fakepod000002"_s},
                    {u"startTime"_s, u"2026-12-01T00:00:00Z"_s},
                    {u"endTime"_s, u"2026-12-02T00:00:00Z"_s},
                    {u"totalAmount"_s, 0.0},
                    {u"gpuAmount"_s, 0.0},
                    {u"cpuAmount"_s, 0.0},
                    {u"diskAmount"_s, 0.0}},
    };
    const auto billing = c.await<Billing>([&](QObject *x, auto d) { c.platform.billing(x, d); });
    ASSERT_TRUE(billing.ok()) << billing.error().summary().toStdString();
    EXPECT_EQ(billing.value().ratePerHour, micro(690000 + 165000));
    EXPECT_EQ(billing.value().spentToday, micro(1234567));
    EXPECT_EQ(billing.value().rechargeUrl, RunPodPlatform::billingPageUrl());
    EXPECT_FALSE(billing.value().balanceKnown);

    LedgerQuery q;
    const auto ledger = c.await<LedgerPage>([&](QObject *x, auto d) { c.platform.ledger(q, x, d); });
    ASSERT_TRUE(ledger.ok()) << ledger.error().summary().toStdString();
    ASSERT_EQ(ledger.value().items.size(), 2); // a zero record is no line
    EXPECT_EQ(ledger.value().items[0].amount, micro(165000)); // newest first
    EXPECT_EQ(ledger.value().items[1].amount, micro(3300000));
    EXPECT_EQ(ledger.value().items[0].instanceId, u"fakepod000001"_s);
    EXPECT_EQ(ledger.value().total, micro(3465000));
    EXPECT_FALSE(ledger.value().nextCursor);
    q.instanceId = u"fakepod000002"_s;
    const auto one = c.await<LedgerPage>([&](QObject *x, auto d) { c.platform.ledger(q, x, d); });
    ASSERT_TRUE(one.ok());
    EXPECT_TRUE(one.value().items.isEmpty());
    EXPECT_TRUE(c.runpod.requests.last().query.contains(u"podId=fakepod000002"_s));
    q.instanceId.reset();
    q.kind = u"recharge"_s;
    const auto none = c.await<LedgerPage>([&](QObject *x, auto d) { c.platform.ledger(q, x, d); });
    ASSERT_TRUE(none.ok());
    EXPECT_TRUE(none.value().items.isEmpty());

    UsageQuery u;
    const auto usage = c.await<Usage>([&](QObject *x, auto d) { c.platform.usage(u, x, d); });
    ASSERT_TRUE(usage.ok());
    EXPECT_EQ(usage.value().items.size(), 2);
    u.group = u"gpu_type"_s;
    EXPECT_EQ(c.await<Usage>([&](QObject *x, auto d) { c.platform.usage(u, x, d); }).error().code, u"not_supported"_s);
}

TEST(RunPodPlatform, RateLimitIsWaitedOutAndRetried)
{
    RunPodConnected c;
    c.runpod.failNext(429, u"rate limit exceeded"_s, {{"Retry-After", "1"}});
    QElapsedTimer timer;
    timer.start();
    const auto list = c.list();
    EXPECT_GE(timer.elapsed(), 900);
    EXPECT_EQ(c.runpod.count("GET", u"/v2/pods"_s), 2);
    EXPECT_EQ(c.platform.attempts(), 2);
    // A long wait goes back to the user, said.
    c.runpod.failNext(429, u"rate limit exceeded"_s, {{"Retry-After", "120"}});
    const auto r = c.await<InstanceList>([&](QObject *x, auto d) { c.platform.instances({}, false, x, d); });
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, u"too_many_attempts"_s);
    EXPECT_EQ(r.error().retryAfterSeconds, 120);
    EXPECT_TRUE(r.error().sentence().contains(u"2 min"_s));
}

TEST(RunPodPlatform, AServerErrorIsRetriedForReadsButACreateIsNotSentTwice)
{
    RunPodConnected c;
    c.runpod.failNext(502, u"upstream"_s);
    EXPECT_TRUE(c.list().isEmpty());
    EXPECT_EQ(c.runpod.count("GET", u"/v2/pods"_s), 2);
    c.runpod.failNext(502, u"upstream"_s);
    InstanceSpec spec;
    spec.name = u"x"_s;
    spec.gpuType = u"NVIDIA A40"_s;
    spec.image = u"runpod-torch-v240"_s;
    const auto r = c.await<Instance>([&](QObject *x, auto d) { c.platform.createInstance(spec, x, d); });
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, u"server_error"_s);
    EXPECT_EQ(c.runpod.count("POST", u"/v2/pods"_s), 1);
}
