// CompsharePlatform against FakeCompshare (优云智算's API as its pages describe it, in-process on
// loopback): every call signed and checked, what the console asks and what it makes of the answers.
#include "core/api/awaitanswer.h"
#include "core/api/compshare/compsharecodecs.h"
#include "core/api/compshare/compshareplatform.h"
#include "core/api/compshare/compsharerequest.h"
#include "tests/core/compshareconnected.h"
#include "tests/support/fakecompshare.h"
#include "tests/support/httpclient.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

const QString kCompshareTestKey
    = u"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIP/escQ1QgaDONC/j3MhCZOvS24gYqo3bxi0Q3fJM+9V laptop"_s;

/// A form sent to the fake as it comes, signed (or not) by the test itself.
HttpClient::Response rawCall(FakeCompshare &fake, QMap<QString, QString> params, bool sign = true)
{
    params.insert(u"PublicKey"_s, fake.publicKey());
    CompshareRequest request(params.value(u"Action"_s));
    for (auto it = params.cbegin(); it != params.cend(); ++it)
        request.text(it.key(), it.value());
    QByteArray body = request.signedForm({fake.publicKey(), fake.privateKey()});
    if (!sign)
        body.replace("Signature=", "Signature=0");
    return HttpClient(fake.url()).send("POST", u"/"_s, body, "application/x-www-form-urlencoded");
}

} // namespace

TEST(CompsharePlatform, HasOnlyTheCallsCompshareHas)
{
    CompshareConnected cs;
    EXPECT_FALSE(cs.platform.has<AccountSignUp>());
    EXPECT_FALSE(cs.platform.has<BillingSummary>()); // no balance in the API
    EXPECT_FALSE(cs.platform.has<BillingLedger>());
    EXPECT_FALSE(cs.platform.has<ApiTokens>());
    EXPECT_TRUE(cs.platform.has<ScheduledStops>()); // its stop scheduler
    EXPECT_TRUE(cs.platform.has<InstanceLoad>()); // its monitor
    const PlatformTraits t = cs.platform.traits();
    EXPECT_TRUE(t.apiKeyLogin);
    EXPECT_TRUE(t.noGpuStart);
    EXPECT_TRUE(t.systemDiskKeptOnStop);
    EXPECT_FALSE(t.idempotentCreates);
}

// The fake refuses what the real service refuses, with its codes: the tests below can trust it.
TEST(FakeCompshare, RefusesWhatThePlatformRefuses)
{
    FakeCompshare fake;
    const QMap<QString, QString> zones{{u"Action"_s, u"DescribeCompShareSupportZone"_s}, {u"Region"_s, u"cn-wlcb"_s}};
    EXPECT_EQ(rawCall(fake, zones).json.value(u"RetCode"_s).toInt(), 0);
    EXPECT_EQ(rawCall(fake, zones, false).json.value(u"RetCode"_s).toInt(), 171);
    auto unknownAction = zones;
    unknownAction.insert(u"Action"_s, u"DescribeCompShareImage"_s);
    EXPECT_EQ(rawCall(fake, unknownAction).json.value(u"RetCode"_s).toInt(), 161);
    EXPECT_EQ(rawCall(fake, {{u"Action"_s, u"DescribeCompShareSupportZone"_s}}).json.value(u"Message"_s).toString(),
              u"Missing params [Region]"_s);
    auto unknownParam = zones;
    unknownParam.insert(u"Limit"_s, u"10"_s);
    EXPECT_EQ(rawCall(fake, unknownParam).json.value(u"Message"_s).toString(), u"Params [Limit] not available"_s);
    const QMap<QString, QString> wrongType{{u"Action"_s, u"StartCompShareInstance"_s},
                                           {u"Region"_s, u"cn-wlcb"_s},
                                           {u"Zone"_s, u"cn-wlcb-01"_s},
                                           {u"UHostId"_s, u"uhost-x"_s},
                                           {u"WithoutGpu"_s, u"True"_s}};
    EXPECT_EQ(rawCall(fake, wrongType).json.value(u"Message"_s).toString(), u"Params [WithoutGpu] not available"_s);
    FakeCompshare other(u"another-public-key"_s); // a public key it does not know
    HttpClient::Response r = HttpClient(other.url())
                                 .send("POST", u"/"_s,
                                       CompshareRequest(u"DescribeCompShareSupportZone"_s)
                                           .text(u"Region"_s, u"cn-wlcb"_s)
                                           .signedForm({fake.publicKey(), fake.privateKey()}),
                                       "application/x-www-form-urlencoded");
    EXPECT_EQ(r.json.value(u"RetCode"_s).toInt(), 172);
}

TEST(CompsharePlatform, LogsInWithTheKeyPairAndRefusesAWrongOne)
{
    FakeCompshare compshare;
    SystemClock clock;
    CompsharePlatform platform(compshare.url(), clock);
    auto good = awaitAnswer<LoginSession>([&](QObject *c, auto d) {
        platform.login(u" "_s + compshare.publicKey(), compshare.privateKey() + u"\n"_s, std::nullopt, c, d);
    });
    ASSERT_TRUE(good.ok()) << good.error().summary().toStdString();
    EXPECT_EQ(CompshareKeys::fromToken(good.value().token),
              (CompshareKeys{compshare.publicKey(), compshare.privateKey()}));
    EXPECT_TRUE(good.value().account.name.endsWith(compshare.publicKey().right(4)));
    EXPECT_FALSE(good.value().account.name.contains(compshare.privateKey()));

    auto wrong = awaitAnswer<LoginSession>(
        [&](QObject *c, auto d) { platform.login(compshare.publicKey(), u"not-the-key"_s, std::nullopt, c, d); });
    ASSERT_FALSE(wrong.ok());
    EXPECT_EQ(wrong.error().code, u"invalid_api_key"_s);
    EXPECT_EQ(wrong.error().remedy(), ApiError::Remedy::LogIn);
    auto half = awaitAnswer<LoginSession>(
        [&](QObject *c, auto d) { platform.login(compshare.publicKey(), {}, std::nullopt, c, d); });
    EXPECT_EQ(half.error().code, u"invalid_api_key"_s);
    // The private key is never sent: only what it signed.
    for (const FakeCompshare::Request &r : compshare.requests)
        for (const QString &value : r.params)
            EXPECT_NE(value, compshare.privateKey());

    // Health needs no key; a pair the platform stops taking ends the session.
    auto health = awaitAnswer<PlatformHealth>([&](QObject *c, auto d) { platform.health(c, d); });
    ASSERT_TRUE(health.ok());
    EXPECT_EQ(health.value().currencyCode, u"CNY"_s);
    EXPECT_EQ(health.value().minorUnitExponent, 2);
    platform.setToken(CompshareKeys{compshare.publicKey(), u"revoked"_s}.toToken());
    QSignalSpy lost(&platform, &Platform::authenticationLost);
    auto list = awaitAnswer<InstanceList>([&](QObject *c, auto d) { platform.instances({}, false, c, d); });
    EXPECT_EQ(list.error().code, u"invalid_api_key"_s);
    EXPECT_EQ(lost.count(), 1);
}

TEST(CompsharePlatform, ReadsZonesCardsPricesStockAndImages)
{
    CompshareConnected cs;
    auto regions = cs.await<QList<Region>>([&](QObject *c, auto d) { cs.platform.regions(c, d); });
    ASSERT_TRUE(regions.ok()) << regions.error().summary().toStdString();
    ASSERT_EQ(regions.value().size(), 2);
    EXPECT_EQ(regions.value()[0].id, u"cn-wlcb-01"_s);
    EXPECT_EQ(regions.value()[0].name, u"乌兰察布A"_s);

    auto cards = cs.await<QList<GpuType>>([&](QObject *c, auto d) { cs.platform.gpuTypes(c, d); });
    ASSERT_TRUE(cards.ok()) << cards.error().summary().toStdString();
    ASSERT_EQ(cards.value().size(), 2); // the 4090 once, though listed in two zones
    EXPECT_EQ(cards.value()[0].id, u"3090"_s);
    EXPECT_EQ(cards.value()[0].name, u"RTX 3090"_s);
    EXPECT_EQ(cards.value()[0].pricePerHour, Money::fromCents(113));
    EXPECT_EQ(cards.value()[1].pricePerHour, Money::fromCents(205));
    // The platform's own prepaid day and month, from the same answer.
    EXPECT_EQ(cards.value()[1].pricePerDay, Money::fromCents(4400));
    EXPECT_EQ(cards.value()[1].pricePerMonth, Money::fromCents(110000));
    EXPECT_FALSE(cs.compshare.last(u"GetCompShareInstancePrice"_s).contains(u"ChargeType"_s));
    EXPECT_EQ(cards.value()[1].vramGb, 24);
    EXPECT_DOUBLE_EQ(cards.value()[1].computeCapability, 8.9);
    // Every size priced where the card is on sale; the card's own price is its smallest one-card size's.
    int sizesPriced = 0;
    for (const FakeCompshare::Request &r : cs.compshare.requests) {
        if (r.action != u"GetCompShareInstancePrice"_s)
            continue;
        ++sizesPriced;
        EXPECT_EQ(r.params.value(u"Zone"_s), u"cn-wlcb-01"_s);
    }
    EXPECT_EQ(sizesPriced, 5); // the 4090's three sizes, the 3090's two
    EXPECT_EQ(cards.value()[1].pricePerHour, cards.value()[1].sizes.first().pricePerHour);

    auto stock = cs.await<QList<Stock>>([&](QObject *c, auto d) { cs.platform.stock(c, d); });
    ASSERT_TRUE(stock.ok()) << stock.error().summary().toStdString();
    for (const Stock &s : stock.value()) {
        if (s.region == u"cn-wlcb-01"_s && s.gpuType == u"4090"_s) {
            EXPECT_EQ(s.available, 12);
        } else if (s.region == u"cn-sh2-01"_s) {
            EXPECT_EQ(s.level, u"none"_s); // sold out there
        }
    }

    auto images = cs.await<QList<Image>>([&](QObject *c, auto d) { cs.platform.images(c, d); });
    ASSERT_TRUE(images.ok()) << images.error().summary().toStdString();
    ASSERT_EQ(images.value().size(), 3); // two of the platform's, one of the community's
    EXPECT_EQ(images.value()[2].kind, u"community"_s);
    EXPECT_EQ(images.value()[0].framework, u"PyTorch"_s);
    EXPECT_EQ(images.value()[0].cuda, u"12.4"_s);
    EXPECT_EQ(images.value()[0].python, u"3.11"_s);
}

TEST(CompsharePlatform, CreatesRunsStopsStartsWithoutTheCardAndDeletes)
{
    CompshareConnected cs;
    const auto made = cs.create(u"4090"_s, 2);
    ASSERT_TRUE(made.ok()) << made.error().summary().toStdString();
    EXPECT_EQ(made.value().state, InstanceState::Creating);
    EXPECT_EQ(made.value().name, u"训练 train"_s);
    EXPECT_FALSE(made.value().slug.isEmpty());
    const auto sent = cs.compshare.last(u"CreateCompShareInstance"_s);
    EXPECT_EQ(sent.value(u"CPU"_s), u"32"_s); // the smallest size two cards come with
    EXPECT_EQ(sent.value(u"Memory"_s), u"131072"_s);
    EXPECT_EQ(sent.value(u"ChargeType"_s), u"Dynamic"_s);
    EXPECT_EQ(sent.value(u"Disks.0.IsBoot"_s), u"true"_s);
    EXPECT_EQ(sent.value(u"Disks.1.Size"_s), u"100"_s);

    cs.compshare.advance();
    Instance running = cs.read(made.value().id).value();
    EXPECT_EQ(running.state, InstanceState::Running);
    EXPECT_EQ(running.mode, InstanceMode::Gpu);
    EXPECT_EQ(running.gpuCount, 2);
    EXPECT_EQ(running.systemDiskGb, 200);
    ASSERT_TRUE(running.dataDisk);
    EXPECT_EQ(running.dataDisk->sizeGb, 100);
    ASSERT_TRUE(running.ssh);
    EXPECT_EQ(running.ssh->host, u"203.0.113.9"_s);
    EXPECT_EQ(running.ssh->port, 22);
    EXPECT_EQ(running.ssh->user, u"root"_s);
    EXPECT_EQ(running.meter.ratePerHour, Money::fromCents(410));
    EXPECT_EQ(running.meter.kind, u"compute"_s);
    ASSERT_TRUE(running.startedAt);
    EXPECT_EQ(running.meter.since, *running.startedAt);
    ASSERT_EQ(running.ports.size(), 1);
    EXPECT_EQ(running.ports[0].port, 8888);
    EXPECT_EQ(running.ports[0].software, u"JupyterLab"_s); // the platform's own, said by its name

    auto renamed
        = cs.await<Instance>([&](QObject *c, auto d) { cs.platform.renameInstance(running.id, u"notebook"_s, c, d); });
    ASSERT_TRUE(renamed.ok()) << renamed.error().summary().toStdString();
    EXPECT_EQ(renamed.value().name, u"notebook"_s);

    // Compshare deletes only a stopped instance: said, not attempted.
    auto early = cs.await<Instance>([&](QObject *c, auto d) { cs.platform.releaseInstance(running.id, c, d); });
    ASSERT_FALSE(early.ok());
    EXPECT_EQ(early.error().code, u"conflict"_s);
    EXPECT_EQ(cs.compshare.count(u"TerminateCompShareInstance"_s), 0);

    auto stopping = cs.await<Instance>([&](QObject *c, auto d) { cs.platform.stopInstance(running.id, c, d); });
    ASSERT_TRUE(stopping.ok()) << stopping.error().summary().toStdString();
    EXPECT_EQ(stopping.value().state, InstanceState::Stopping);
    cs.compshare.advance();

    // Without its card (无卡开机): the console's no-GPU mode, at its own price; the count is kept.
    auto noCard = cs.await<Instance>(
        [&](QObject *c, auto d) { cs.platform.startInstance(running.id, InstanceMode::NoGpu, c, d); });
    ASSERT_TRUE(noCard.ok()) << noCard.error().summary().toStdString();
    EXPECT_EQ(cs.compshare.last(u"StartCompShareInstance"_s).value(u"WithoutGpu"_s), u"true"_s);
    cs.compshare.advance();
    const Instance prepared = cs.list().first();
    EXPECT_EQ(prepared.state, InstanceState::Running);
    EXPECT_EQ(prepared.mode, InstanceMode::NoGpu);
    EXPECT_EQ(prepared.gpuCount, 2);
    EXPECT_EQ(prepared.meter.ratePerHour, Money::fromCents(10));
    EXPECT_EQ(prepared.meter.kind, u"no_gpu"_s);

    ASSERT_TRUE(cs.await<Instance>([&](QObject *c, auto d) { cs.platform.stopInstance(running.id, c, d); }).ok());
    cs.compshare.advance();
    auto gone = cs.await<Instance>([&](QObject *c, auto d) { cs.platform.releaseInstance(running.id, c, d); });
    ASSERT_TRUE(gone.ok()) << gone.error().summary().toStdString();
    EXPECT_EQ(gone.value().state, InstanceState::Released);
    // Its data disk goes with it, or it would bill on unseen.
    EXPECT_EQ(cs.compshare.last(u"TerminateCompShareInstance"_s).value(u"ReleaseUDisk"_s), u"true"_s);
    EXPECT_TRUE(cs.list().isEmpty());
    EXPECT_EQ(cs.read(running.id).error().code, u"not_found"_s);
}

TEST(CompsharePlatform, AnUnchangedListAnswersNotModified)
{
    CompshareConnected cs;
    cs.running();
    auto first = cs.await<InstanceList>([&](QObject *c, auto d) { cs.platform.instances({}, false, c, d); });
    ASSERT_TRUE(first.ok());
    auto again
        = cs.await<InstanceList>([&](QObject *c, auto d) { cs.platform.instances(first.value().etag, false, c, d); });
    ASSERT_TRUE(again.ok());
    EXPECT_TRUE(again.value().notModified);
    cs.compshare.hosts.first().insert(u"Name"_s, u"renamed on the web site"_s);
    auto changed
        = cs.await<InstanceList>([&](QObject *c, auto d) { cs.platform.instances(first.value().etag, false, c, d); });
    EXPECT_FALSE(changed.value().notModified);
}

TEST(CompsharePlatform, SaysThePlatformsRefusalsInGpudesksWords)
{
    CompshareConnected cs;
    cs.compshare.inventory[10027][u"4090"_s] = 0;
    auto full = cs.create();
    ASSERT_FALSE(full.ok());
    EXPECT_EQ(full.error().code, u"out_of_stock"_s);
    EXPECT_EQ(full.error().remedy(), ApiError::Remedy::ChooseAnotherRegionOrCard);

    cs.compshare.inventory[10027][u"4090"_s] = 8;
    cs.compshare.inArrears = true;
    auto owing = cs.create();
    EXPECT_EQ(owing.error().code, u"arrears"_s);
    EXPECT_EQ(owing.error().remedy(), ApiError::Remedy::Recharge);

    cs.compshare.inArrears = false;
    cs.compshare.verified = false;
    auto unverified = cs.create();
    EXPECT_EQ(unverified.error().code, u"verification_required"_s);

    cs.compshare.verified = true;
    cs.compshare.imageRefusesCards.insert(u"compshareImage-torch24"_s, {u"4090"_s});
    auto image = cs.create();
    EXPECT_EQ(image.error().code, u"image_unsupported"_s);
    EXPECT_EQ(image.error().details.value(u"field"_s).toString(), u"image"_s);

    auto size = cs.create(u"3090"_s, 8);
    EXPECT_EQ(size.error().code, u"invalid_argument"_s);
    EXPECT_EQ(size.error().details.value(u"field"_s).toString(), u"gpu_count"_s);
    // None of them made anything.
    EXPECT_TRUE(cs.compshare.hosts.isEmpty());
}

TEST(CompsharePlatform, KeepsTheSshKeysItIsGivenOnThisComputer)
{
    CompshareConnected cs;
    auto added = cs.await<SshKeyCreated>(
        [&](QObject *c, auto d) { cs.platform.addSshKey(u"laptop"_s, kCompshareTestKey, c, d); });
    ASSERT_TRUE(added.ok()) << added.error().summary().toStdString();
    EXPECT_TRUE(added.value().fingerprint.startsWith(u"SHA256:"_s));
    auto again = cs.await<SshKeyCreated>(
        [&](QObject *c, auto d) { cs.platform.addSshKey(u"twice"_s, kCompshareTestKey, c, d); });
    EXPECT_EQ(again.error().code, u"conflict"_s);
    auto bad = cs.await<SshKeyCreated>(
        [&](QObject *c, auto d) { cs.platform.addSshKey(u"bad"_s, u"ssh-ed25519 nonsense"_s, c, d); });
    EXPECT_EQ(bad.error().code, u"invalid_argument"_s);
    auto keys = cs.await<QList<SshKey>>([&](QObject *c, auto d) { cs.platform.sshKeys(c, d); });
    ASSERT_TRUE(keys.ok());
    ASSERT_EQ(keys.value().size(), 1);
    EXPECT_EQ(keys.value()[0].name, u"laptop"_s);
    ASSERT_TRUE(cs.await<Nothing>([&](QObject *c, auto d) { cs.platform.deleteSshKey(added.value().id, c, d); }).ok());
    EXPECT_TRUE(cs.await<QList<SshKey>>([&](QObject *c, auto d) { cs.platform.sshKeys(c, d); }).value().isEmpty());
}

TEST(CompsharePlatform, SchedulesAStopAtLeastFiveMinutesAheadAndTheSchedulerCarriesItOut)
{
    CompshareConnected s;
    ManualClock platformTime(QDateTime::currentDateTimeUtc());
    s.compshare.now = [&] { return platformTime.nowSeconds(); };
    ASSERT_TRUE(s.platform.has<ScheduledStops>());
    const Instance i = s.running();
    ASSERT_EQ(i.state, InstanceState::Running);

    auto schedule = [&](const std::optional<QDateTime> &at) {
        return s.await<Instance>([&](QObject *c, auto d) { s.platform.scheduleStop(i.id, at, c, d); });
    };
    // Sooner than the platform allows: said before anything is sent.
    const auto tooSoon = schedule(s.clock.now().addSecs(120));
    ASSERT_FALSE(tooSoon.ok());
    EXPECT_EQ(tooSoon.error().code, u"invalid_argument"_s);
    EXPECT_EQ(tooSoon.error().details.value(u"field"_s).toString(), u"stop_at"_s);
    EXPECT_EQ(s.compshare.count(u"UpdateCompShareStopScheduler"_s), 0);

    // An hour on: the project is read once, and the instance says when it stops.
    const QDateTime at = QDateTime::fromSecsSinceEpoch(s.clock.now().addSecs(3600).toSecsSinceEpoch(), Qt::UTC);
    const auto scheduled = schedule(at);
    ASSERT_TRUE(scheduled.ok()) << scheduled.error().summary().toStdString();
    EXPECT_EQ(scheduled.value().stopAt, at);
    EXPECT_EQ(scheduled.value().stopReason, StateReason::Scheduled);
    const auto sent = s.compshare.last(u"UpdateCompShareStopScheduler"_s);
    EXPECT_EQ(sent.value(u"ProjectId"_s), u"org-fake1"_s); // the default project, not the first listed
    EXPECT_EQ(sent.value(u"Zone"_s), u"cn-wlcb-01"_s);
    EXPECT_EQ(sent.value(u"SchedulerStopTime"_s), QString::number(at.toSecsSinceEpoch()));
    ASSERT_TRUE(schedule(at.addSecs(600)).ok());
    EXPECT_EQ(s.compshare.count(u"GetProjectList"_s), 1);

    // Cancelled: no Zone in that call (the platform's page lists none).
    const auto cancelled = schedule(std::nullopt);
    ASSERT_TRUE(cancelled.ok()) << cancelled.error().summary().toStdString();
    EXPECT_FALSE(cancelled.value().stopAt);
    EXPECT_FALSE(s.compshare.last(u"DeleteCompShareStopScheduler"_s).contains(u"Zone"_s));

    // Set again, the platform stops it once its time comes, with no console.
    ASSERT_TRUE(schedule(at).ok());
    platformTime.advanceSeconds(3599);
    s.compshare.advance();
    EXPECT_EQ(s.read(i.id).value().state, InstanceState::Running);
    platformTime.advanceSeconds(1);
    s.compshare.advance();
    EXPECT_EQ(s.read(i.id).value().state, InstanceState::Stopped);
    EXPECT_EQ(s.compshare.scheduledStops, 1);
}

TEST(CompsharePlatform, RefusesAScheduledStopForASpotInstance)
{
    CompshareConnected s;
    const Instance i = s.running();
    s.compshare.hosts[i.id].insert(u"ChargeType"_s, u"Spot"_s);
    const auto r = s.await<Instance>(
        [&](QObject *c, auto d) { s.platform.scheduleStop(i.id, s.clock.now().addSecs(3600), c, d); });
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, u"invalid_argument"_s);
    EXPECT_TRUE(r.error().message.contains(u"reclaim"_s)) << r.error().message.toStdString();
    EXPECT_EQ(s.compshare.count(u"UpdateCompShareStopScheduler"_s), 0);
}

TEST(CompsharePlatform, ReadsEachRunningInstancesUseFromTheMonitor)
{
    CompshareConnected s;
    ASSERT_TRUE(s.platform.has<InstanceLoad>());
    QStringList ids;
    QList<Instance> made12;
    for (int n = 0; n < 12; ++n) {
        const auto made = s.create(u"3090"_s, n == 0 ? 2 : 1);
        if (!made.ok()) { // the fake has three 3090s: the rest are 4090s
            const auto other = s.create(u"4090"_s, 1);
            ASSERT_TRUE(other.ok()) << other.error().summary().toStdString();
            ids << other.value().id;
            made12 << other.value();
        } else {
            ids << made.value().id;
            made12 << made.value();
        }
    }
    s.compshare.advance();
    s.compshare.load.insert(ids[0], {87.0, 40.0});
    const auto r = s.await<QList<InstanceLoad::Reading>>([&](QObject *c, auto d) { s.platform.loads(made12, c, d); });
    ASSERT_TRUE(r.ok()) << r.error().summary().toStdString();
    ASSERT_EQ(r.value().size(), 12);
    EXPECT_EQ(s.compshare.count(u"GetCompShareInstanceMonitor"_s), 2); // ten at a time
    for (const InstanceLoad::Reading &reading : r.value()) {
        EXPECT_TRUE(reading.at.isValid());
        if (reading.instanceId == ids[0]) {
            EXPECT_EQ(reading.gpuPercent, 87.0); // its busiest card
            EXPECT_EQ(reading.cpuPercent, 40.0);
        } else {
            EXPECT_EQ(reading.gpuPercent, 0.0);
        }
    }
    // A stopped one has no samples: it is left out.
    s.compshare.hosts[ids[1]].insert(u"State"_s, u"Stopped"_s);
    const auto again
        = s.await<QList<InstanceLoad::Reading>>([&](QObject *c, auto d) { s.platform.loads({made12[1]}, c, d); });
    ASSERT_TRUE(again.ok());
    EXPECT_TRUE(again.value().isEmpty());
}

TEST(CompsharePlatform, StartsAStoppedInstanceOnMoreCardsOfItsKindAfterAResize)
{
    CompshareConnected s;
    ASSERT_TRUE(s.platform.has<CardChange>());
    s.platform.setProgressPollMs(5);
    const auto made = s.create(u"3090"_s, 1);
    ASSERT_TRUE(made.ok()) << made.error().summary().toStdString();
    const QString id = made.value().id;
    s.compshare.advance();
    auto onCard = [&](const QString &gpu, int count) {
        return s.await<Instance>([&](QObject *c, auto d) { s.platform.startOnCard(id, gpu, count, c, d); });
    };
    // Running: refused before anything is sent.
    const auto running = onCard(u"3090"_s, 2);
    ASSERT_FALSE(running.ok());
    EXPECT_EQ(running.error().code, u"conflict"_s);

    ASSERT_TRUE(s.await<Instance>([&](QObject *c, auto d) { s.platform.stopInstance(id, c, d); }).ok());
    s.compshare.advance();
    // Another kind of card: Compshare cannot; the way to it is said.
    const auto other = onCard(u"4090"_s, 1);
    ASSERT_FALSE(other.ok());
    EXPECT_EQ(other.error().details.value(u"field"_s).toString(), u"gpu_type"_s);
    EXPECT_EQ(s.compshare.count(u"ResizeCompShareInstance"_s), 0);

    // Two 3090s: resized to the smallest size with two, started once the platform has it stopped.
    QTimer platformSteps;
    QObject::connect(&platformSteps, &QTimer::timeout, [&] {
        if (s.compshare.hosts[id].value(u"State"_s).toString() == u"Resizing"_s)
            s.compshare.advance();
    });
    platformSteps.start(20);
    const auto two = onCard(u"3090"_s, 2);
    ASSERT_TRUE(two.ok()) << two.error().summary().toStdString();
    const auto resize = s.compshare.last(u"ResizeCompShareInstance"_s);
    EXPECT_EQ(resize.value(u"Gpu"_s), u"2"_s);
    EXPECT_EQ(resize.value(u"Cpu"_s), u"24"_s);
    EXPECT_EQ(resize.value(u"Memory"_s), u"98304"_s);
    EXPECT_EQ(two.value().gpuCount, 2);
    EXPECT_EQ(s.compshare.count(u"StartCompShareInstance"_s), 1);
    s.compshare.advance();
    const Instance after = s.read(id).value();
    EXPECT_EQ(after.state, InstanceState::Running);
    EXPECT_EQ(after.meter.ratePerHour, CompshareCodecs::yuan(1.13 * 2));
}

TEST(CompsharePlatform, SavesAnImageAnswersOnceItIsMadeListsItAndDeletesIt)
{
    CompshareConnected s;
    ASSERT_TRUE(s.platform.has<SavedImages>());
    s.platform.setProgressPollMs(5);
    const Instance i = s.running();
    QTimer platformSteps; // the platform makes the image meanwhile
    QObject::connect(&platformSteps, &QTimer::timeout, [&] { s.compshare.advance(); });
    platformSteps.start(20);
    const auto saved = s.await<Image>([&](QObject *c, auto d) { s.platform.saveImage(i.id, u"torch env"_s, c, d); });
    ASSERT_TRUE(saved.ok()) << saved.error().summary().toStdString();
    EXPECT_EQ(saved.value().name, u"torch env"_s);
    EXPECT_EQ(saved.value().kind, u"custom"_s);
    ASSERT_TRUE(saved.value().custom);
    EXPECT_EQ(saved.value().custom->sizeBytes, 18LL << 30);
    EXPECT_GE(s.compshare.count(u"GetCompShareImageCreateProgress"_s), 2);

    // Among the images to create from, beside the platform's.
    const auto images = s.await<QList<Image>>([&](QObject *c, auto d) { s.platform.images(c, d); });
    ASSERT_TRUE(images.ok());
    EXPECT_EQ(images.value().size(), 4);
    EXPECT_EQ(images.value()[2].id, saved.value().id); // after the platform's, before the community's
    EXPECT_EQ(images.value().first().sizeGb, 30);

    // One the platform fails to make: said with its reason.
    s.compshare.imageFailure = u"磁盘快照失败"_s;
    const auto failed = s.await<Image>([&](QObject *c, auto d) { s.platform.saveImage(i.id, u"broken"_s, c, d); });
    ASSERT_FALSE(failed.ok());
    EXPECT_TRUE(failed.error().message.contains(u"磁盘快照失败"_s)) << failed.error().message.toStdString();

    const auto gone = s.await<Nothing>([&](QObject *c, auto d) { s.platform.deleteImage(saved.value().id, c, d); });
    ASSERT_TRUE(gone.ok()) << gone.error().summary().toStdString();
    EXPECT_FALSE(s.compshare.customImages.contains(saved.value().id));
    EXPECT_EQ(s.compshare.last(u"TerminateCompShareCustomImage"_s).value(u"Zone"_s), u"cn-wlcb-01"_s);
}

TEST(CompsharePlatform, RebootsARunningInstanceOnly)
{
    CompshareConnected s;
    ASSERT_TRUE(s.platform.has<Reboots>());
    const Instance i = s.running();
    const auto rebooted = s.await<Instance>([&](QObject *c, auto d) { s.platform.rebootInstance(i.id, c, d); });
    ASSERT_TRUE(rebooted.ok()) << rebooted.error().summary().toStdString();
    EXPECT_EQ(rebooted.value().state, InstanceState::Starting); // Rebooting
    s.compshare.advance();
    EXPECT_EQ(s.read(i.id).value().state, InstanceState::Running);
    ASSERT_TRUE(s.await<Instance>([&](QObject *c, auto d) { s.platform.stopInstance(i.id, c, d); }).ok());
    s.compshare.advance();
    const auto stopped = s.await<Instance>([&](QObject *c, auto d) { s.platform.rebootInstance(i.id, c, d); });
    ASSERT_FALSE(stopped.ok());
}

TEST(CompsharePlatform, RentsByTheMonthAtThePlatformsMonthlyPrice)
{
    CompshareConnected s;
    InstanceSpec spec;
    spec.name = u"thesis"_s;
    spec.gpuType = u"3090"_s;
    spec.region = u"cn-wlcb-01"_s;
    spec.image = u"compshareImage-torch24"_s;
    spec.billingMode = BillingMode::PackageMonthly;
    const auto made = s.await<Instance>([&](QObject *c, auto d) { s.platform.createInstance(spec, c, d); });
    ASSERT_TRUE(made.ok()) << made.error().summary().toStdString();
    EXPECT_EQ(s.compshare.last(u"CreateCompShareInstance"_s).value(u"ChargeType"_s), u"Month"_s);
    EXPECT_EQ(made.value().billingMode, BillingMode::PackageMonthly);
    ASSERT_TRUE(made.value().packageExpiresAt);
    EXPECT_GT(*made.value().packageExpiresAt, s.clock.now().addDays(29));
}

TEST(CompsharePlatform, MakesTheAgentsKeyFileOnlyOfAPairThePlatformTakes)
{
    CompshareConnected s;
    ASSERT_TRUE(s.platform.has<AgentKeys>());
    const Instance i = s.running();
    QSignalSpy lost(&s.platform, &Platform::authenticationLost);
    const auto wrong = s.await<AgentKeys::KeyFile>([&](QObject *c, auto d) {
        s.platform.agentKeyFile(i.id, s.compshare.publicKey(), u"not-the-private-key"_s, c, d);
    });
    ASSERT_FALSE(wrong.ok());
    EXPECT_EQ(wrong.error().code, u"invalid_api_key"_s);
    EXPECT_TRUE(lost.isEmpty()); // checked on a transport of its own: the console's session goes on

    const auto file = s.await<AgentKeys::KeyFile>([&](QObject *c, auto d) {
        s.platform.agentKeyFile(i.id, s.compshare.publicKey(), s.compshare.privateKey(), c, d);
    });
    ASSERT_TRUE(file.ok()) << file.error().summary().toStdString();
    EXPECT_EQ(file.value().path, u".gpudesk/compshare.json"_s);
    const QJsonObject o = QJsonDocument::fromJson(file.value().contents).object();
    EXPECT_EQ(o.value(u"instance"_s).toString(), i.id);
    EXPECT_EQ(o.value(u"zone"_s).toString(), u"cn-wlcb-01"_s);
    EXPECT_EQ(o.value(u"region"_s).toString(), u"cn-wlcb"_s);
    EXPECT_EQ(o.value(u"project"_s).toString(), u"org-fake1"_s);
    EXPECT_EQ(o.value(u"private_key"_s).toString(), s.compshare.privateKey());
}

TEST(CompsharePlatform, ACreateWhoseAnswerIsLostIsFoundByItsNameNotMadeTwice)
{
    CompshareConnected s;
    // Made, the answer lost in a gateway: the instance is found, and nothing is sent again.
    s.compshare.loseNextAnswer(u"CreateCompShareInstance"_s, 502);
    const auto made = s.create();
    ASSERT_TRUE(made.ok()) << made.error().summary().toStdString();
    EXPECT_EQ(s.compshare.hosts.size(), 1);
    EXPECT_EQ(s.compshare.count(u"CreateCompShareInstance"_s), 1);
    EXPECT_EQ(made.value().id, s.compshare.hosts.firstKey());

    // Nothing made behind the lost answer (the account in arrears): looked for, not found, sent once
    // more, and the platform's refusal said.
    s.compshare.inArrears = true;
    s.compshare.loseNextAnswer(u"CreateCompShareInstance"_s, 503);
    const auto refused = s.create();
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().code, u"arrears"_s);
    EXPECT_EQ(s.compshare.count(u"CreateCompShareInstance"_s), 3);
    EXPECT_EQ(s.compshare.hosts.size(), 1);
}

// Compshare caps instances by the account's level: the refusal says what this level allows and what
// the next one does.
TEST(CompsharePlatform, AQuotaRefusalSaysWhatTheNextAccountLevelAllows)
{
    CompshareConnected s;
    s.compshare.maxInstances = 1; // not recharged yet
    ASSERT_TRUE(s.create().ok());
    const auto second = s.create();
    ASSERT_FALSE(second.ok());
    EXPECT_EQ(second.error().code, u"quota_exceeded"_s);
    EXPECT_EQ(second.error().details.value(u"max_instances"_s).toInt(), 1);
    EXPECT_EQ(second.error().details.value(u"next_level_max"_s).toInt(), 5);
    EXPECT_TRUE(second.error().sentence(CompshareCodecs::currency()).contains(u"5"_s))
        << second.error().sentence(CompshareCodecs::currency()).toStdString();
    EXPECT_EQ(s.compshare.hosts.size(), 1);
}
