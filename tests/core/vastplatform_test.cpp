// VastPlatform against FakeVast (the shapes of Vast.ai's OpenAPI document, in-process on loopback):
// the key, the market read as a catalog and searched for offers, an instance rented from an offer
// through its life, Vast's poll trap, a start refused because the card was rented away, keys, and
// the refusals (the codecs alone: vastcodecs_test.cpp).
#include "core/api/awaitanswer.h"
#include "core/api/usdollars.h"
#include "core/api/vast/vastplatform.h"
#include "tests/core/cloudtestdata.h"
#include "tests/support/fakevast.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

/// A VastPlatform logged in to a FakeVast with fast retries, and a market of four offers.
struct VastConnected
{
    FakeVast vast;
    SystemClock clock;
    VastPlatform platform{vast.url(), clock};
    qint64 cheapShaky = 0, reliable = 0, pair = 0, proxyOnly = 0;
    VastConnected()
    {
        HttpTransport::RetryPolicy fast;
        fast.baseDelayMs = 5;
        platform.setRetryPolicy(fast);
        platform.setToken(vast.apiKey());
        cheapShaky = vast.addOffer(u"RTX 4090"_s, 1, 0.18, 0.90, u"Texas, US"_s);
        reliable = vast.addOffer(u"RTX 4090"_s, 1, 0.21, 0.995, u"Oslo, NO"_s);
        pair = vast.addOffer(u"RTX 3090"_s, 2, 0.40, 0.99, u"Oslo, NO"_s);
        proxyOnly = vast.addOffer(u"RTX 4090"_s, 1, 0.15, 0.99, u"Texas, US"_s, 0);
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
    ApiResult<Instance> rent(qint64 offer, const QString &name = u"llama"_s)
    {
        InstanceSpec spec;
        spec.name = name;
        spec.image = u"pytorch/pytorch:latest"_s;
        spec.systemDiskGb = 40;
        spec.ports = QList<int>{6006};
        spec.offerId = QString::number(offer);
        return await<Instance>([&](QObject *c, auto d) { platform.createInstance(spec, c, d); });
    }
};

} // namespace

TEST(VastPlatform, TheKeyIsCheckedAgainstTheAccountAndAWrongOneSaysSo)
{
    VastConnected v;
    auto session = v.await<LoginSession>([&](QObject *c, auto d) { v.platform.login({}, v.vast.apiKey(), {}, c, d); });
    ASSERT_TRUE(session.ok()) << session.error().summary().toStdString();
    EXPECT_EQ(session.value().token, v.vast.apiKey());
    EXPECT_EQ(session.value().account.email, u"student@example.edu"_s);
    EXPECT_EQ(session.value().account.id, u"4242"_s);
    EXPECT_TRUE(v.platform.traits().apiKeyLogin);
    EXPECT_TRUE(v.platform.traits().systemDiskKeptOnStop);

    auto wrong = v.await<LoginSession>([&](QObject *c, auto d) { v.platform.login({}, u"vast_wrong"_s, {}, c, d); });
    ASSERT_FALSE(wrong.ok());
    EXPECT_EQ(wrong.error().code, u"invalid_api_key"_s);
    auto blank = v.await<LoginSession>([&](QObject *c, auto d) { v.platform.login({}, u"two words"_s, {}, c, d); });
    EXPECT_EQ(blank.error().code, u"invalid_api_key"_s);

    // Health: any answer says Vast is there; dollars to the millionth, real time in UTC.
    auto health = v.await<PlatformHealth>([&](QObject *c, auto d) { v.platform.health(c, d); });
    ASSERT_TRUE(health.ok());
    EXPECT_EQ(health.value().currencyCode, u"USD"_s);
    EXPECT_EQ(health.value().minorUnitExponent, 6);

    // A key Vast stops taking (its 404 "Invalid user key" on the market too) ends the session.
    QSignalSpy lost(&v.platform, &Platform::authenticationLost);
    v.platform.setToken(u"vast_revoked"_s);
    auto offers = v.await<QList<Offer>>([&](QObject *c, auto d) { v.platform.offers({}, c, d); });
    EXPECT_FALSE(offers.ok());
    ASSERT_EQ(lost.size(), 1);
    EXPECT_EQ(lost.first().first().value<ApiError>().code, u"invalid_api_key"_s);
}

TEST(VastPlatform, TheMarketIsTheCatalogAndASearchKeepsTheStudentsFloor)
{
    VastConnected v;
    // Asked at once, as the create wizard asks: one search of the market answers all three.
    QObject asker;
    int answered = 0;
    const auto count = [&](const auto &r) { answered += r.ok() ? 1 : 0; };
    v.platform.regions(&asker, count);
    v.platform.gpuTypes(&asker, count);
    v.platform.stock(&asker, count);
    ASSERT_TRUE(QTest::qWaitFor([&] { return answered == 3; }, 10000));
    EXPECT_EQ(v.vast.count("POST", u"/api/v0/bundles"_s), 1);

    auto regions = v.await<QList<Region>>([&](QObject *c, auto d) { v.platform.regions(c, d); });
    ASSERT_TRUE(regions.ok()) << regions.error().summary().toStdString();
    ASSERT_EQ(regions.value().size(), 2);
    EXPECT_EQ(regions.value()[0].id, u"NO"_s);
    EXPECT_EQ(regions.value()[0].name, u"Norway"_s);
    EXPECT_EQ(regions.value()[1].name, u"United States"_s);

    auto cards = v.await<QList<GpuType>>([&](QObject *c, auto d) { v.platform.gpuTypes(c, d); });
    ASSERT_TRUE(cards.ok());
    ASSERT_EQ(cards.value().size(), 2);
    EXPECT_EQ(cards.value()[0].id, u"RTX_3090"_s);
    EXPECT_EQ(cards.value()[0].pricePerHour, Money::fromCents(200000)); // $0.40 for two: per card
    EXPECT_EQ(cards.value()[1].name, u"RTX 4090"_s);
    EXPECT_EQ(cards.value()[1].pricePerHour, Money::fromCents(150000)); // the cheapest on the market
    EXPECT_EQ(cards.value()[1].vramGb, 24);

    auto stock = v.await<QList<Stock>>([&](QObject *c, auto d) { v.platform.stock(c, d); });
    ASSERT_TRUE(stock.ok());
    const auto texas4090 = std::find_if(stock.value().cbegin(), stock.value().cend(), [](const Stock &s) {
        return s.region == u"US"_s && s.gpuType == u"RTX_4090"_s;
    });
    ASSERT_NE(texas4090, stock.value().cend());
    EXPECT_EQ(texas4090->available, 2);

    // The wizard's search: the card, reliability 0.98 and a direct SSH port by default.
    OfferQuery q;
    q.gpuType = u"RTX_4090"_s;
    auto found = v.await<QList<Offer>>([&](QObject *c, auto d) { v.platform.offers(q, c, d); });
    ASSERT_TRUE(found.ok()) << found.error().summary().toStdString();
    ASSERT_EQ(found.value().size(), 1); // the 0.90 host and the one without direct ports are left out
    EXPECT_EQ(found.value()[0].id, QString::number(v.reliable));
    q.minReliability = 0.8;
    q.directSsh = false;
    found = v.await<QList<Offer>>([&](QObject *c, auto d) { v.platform.offers(q, c, d); });
    ASSERT_EQ(found.value().size(), 3);
    EXPECT_EQ(found.value()[0].pricePerHour, Money::fromCents(150000)); // cheapest first
    q.countryCode = u"US"_s; // the region chosen: machines in that country only
    found = v.await<QList<Offer>>([&](QObject *c, auto d) { v.platform.facet<OfferMarket>()->offers(q, c, d); });
    ASSERT_TRUE(found.ok());
    ASSERT_FALSE(found.value().isEmpty());
    for (const Offer &o : found.value())
        EXPECT_EQ(o.countryCode, u"US"_s) << o.location.toStdString();
    EXPECT_LT(found.value().size(), 3);
}

TEST(VastPlatform, AnInstanceRentedFromAnOfferRunsStopsStartsIsRenamedAndDestroyed)
{
    VastConnected v;
    auto made = v.rent(v.reliable);
    ASSERT_TRUE(made.ok()) << made.error().summary().toStdString();
    EXPECT_EQ(made.value().state.value(), InstanceState::Creating);
    EXPECT_EQ(made.value().name, u"llama"_s);
    EXPECT_EQ(made.value().meter.ratePerHour, Money::fromCents(210000));
    const QString id = made.value().id;
    ASSERT_EQ(v.vast.requests.last().path, u"/api/v0/instances/"_s + id); // read back after the rent
    const auto rentRequest = std::find_if(v.vast.requests.cbegin(), v.vast.requests.cend(),
                                          [](const FakeVast::Request &r) { return r.method == "PUT"; });
    ASSERT_NE(rentRequest, v.vast.requests.cend());
    EXPECT_EQ(rentRequest->body.value(u"image"_s).toString(), u"pytorch/pytorch:latest"_s);
    EXPECT_EQ(rentRequest->body.value(u"disk"_s).toInt(), 40);
    EXPECT_EQ(rentRequest->body.value(u"env"_s).toString(), u"-p 6006:6006"_s);
    EXPECT_FALSE(v.vast.offers.contains(v.reliable)); // off the market

    // Rented away meanwhile: the offer is gone, said as out of stock.
    auto again = v.rent(v.reliable, u"second"_s);
    ASSERT_FALSE(again.ok());
    EXPECT_EQ(again.error().code, u"out_of_stock"_s);
    InstanceSpec noOffer;
    noOffer.image = u"x"_s;
    auto refused = v.await<Instance>([&](QObject *c, auto d) { v.platform.createInstance(noOffer, c, d); });
    EXPECT_EQ(refused.error().code, u"invalid_argument"_s);

    v.vast.advance();
    QList<Instance> listed = v.list();
    ASSERT_EQ(listed.size(), 1);
    EXPECT_EQ(listed[0].state.value(), InstanceState::Running);
    EXPECT_EQ(listed[0].slug, u"llama"_s);
    ASSERT_TRUE(listed[0].ssh);
    EXPECT_EQ(listed[0].ssh->host, u"203.0.113.9"_s);
    EXPECT_EQ(listed[0].ssh->port, 41022);

    auto stopping = v.await<Instance>([&](QObject *c, auto d) { v.platform.stopInstance(id, c, d); });
    ASSERT_TRUE(stopping.ok());
    EXPECT_EQ(stopping.value().state.value(), InstanceState::Stopping);
    v.vast.advance();
    const Instance stopped = v.list().value(0);
    EXPECT_EQ(stopped.state.value(), InstanceState::Stopped);
    EXPECT_EQ(stopped.meter.kind, u"storage"_s); // the disk bills until it is destroyed

    auto renamed = v.await<Instance>([&](QObject *c, auto d) { v.platform.renameInstance(id, u"llama-2"_s, c, d); });
    ASSERT_TRUE(renamed.ok());
    EXPECT_EQ(renamed.value().name, u"llama-2"_s);

    // The host rented the card out while it was stopped: the start is taken and waits, starting
    // (not failed), until the card is free again.
    v.vast.cardTakenFrom = id.toLongLong();
    auto taken = v.await<Instance>([&](QObject *c, auto d) { v.platform.startInstance(id, InstanceMode::Gpu, c, d); });
    ASSERT_TRUE(taken.ok()) << taken.error().summary().toStdString();
    EXPECT_EQ(taken.value().state.value(), InstanceState::Starting);
    v.vast.advance();
    EXPECT_EQ(v.list().value(0).state.value(), InstanceState::Starting);
    v.vast.cardTakenFrom = 0;
    v.vast.advance();
    EXPECT_EQ(v.list().value(0).state.value(), InstanceState::Running);

    auto released = v.await<Instance>([&](QObject *c, auto d) { v.platform.releaseInstance(id, c, d); });
    ASSERT_TRUE(released.ok());
    EXPECT_EQ(released.value().state.value(), InstanceState::Released);
    EXPECT_FALSE(released.value().meter.kind);
    EXPECT_TRUE(v.list().isEmpty());
    // Again (a retry after a lost answer): the instance is not there to read.
    EXPECT_FALSE(v.await<Instance>([&](QObject *c, auto d) { v.platform.releaseInstance(id, c, d); }).ok());
}

TEST(VastPlatform, AMachineThatWentAwayIsFailedNotStartingAndTheListIsReadPageByPage)
{
    VastConnected v;
    for (int n = 0; n < 27; ++n) // more than a page of 25
        ASSERT_TRUE(v.rent(v.vast.addOffer(u"RTX 3090"_s, 1, 0.2, 0.99, u"Oslo, NO"_s), u"run"_s).ok());
    v.vast.advance();
    QList<Instance> all = v.list();
    ASSERT_EQ(all.size(), 27);
    EXPECT_EQ(v.vast.count("GET", u"/api/v1/instances"_s), 2);
    QSet<QString> slugs;
    for (const Instance &i : all)
        slugs.insert(i.slug);
    EXPECT_EQ(slugs.size(), 27); // run, run-2, … each its own
    EXPECT_TRUE(slugs.contains(u"run-27"_s));

    v.vast.lose(all.first().id.toLongLong());
    const Instance lost = v.list().first();
    EXPECT_EQ(lost.state.value(), InstanceState::Failed);
    EXPECT_EQ(lost.stateReason.value(), StateReason::RuntimeError);
    EXPECT_FALSE(lost.ssh);
}

TEST(VastPlatform, KeysAreVastsListAndRefusalsComeInVastsWords)
{
    VastConnected v;
    auto none = v.await<QList<SshKey>>([&](QObject *c, auto d) { v.platform.sshKeys(c, d); });
    ASSERT_TRUE(none.ok()) << none.error().summary().toStdString(); // Vast's 404 for no keys
    EXPECT_TRUE(none.value().isEmpty());
    auto added
        = v.await<SshKeyCreated>([&](QObject *c, auto d) { v.platform.addSshKey(u"ignored"_s, kLaptopKey, c, d); });
    ASSERT_TRUE(added.ok()) << added.error().summary().toStdString();
    EXPECT_EQ(added.value().name, u"laptop"_s);
    EXPECT_EQ(added.value().type, u"ssh-ed25519"_s);
    auto keys = v.await<QList<SshKey>>([&](QObject *c, auto d) { v.platform.sshKeys(c, d); });
    ASSERT_EQ(keys.value().size(), 1);
    EXPECT_EQ(keys.value()[0].fingerprint, added.value().fingerprint);
    ASSERT_TRUE(v.await<Nothing>([&](QObject *c, auto d) { v.platform.deleteSshKey(added.value().id, c, d); }).ok());
    auto gone = v.await<Nothing>([&](QObject *c, auto d) { v.platform.deleteSshKey(added.value().id, c, d); });
    EXPECT_EQ(gone.error().code, u"invalid_argument"_s);

    // Too many calls: {detail}, retried after a moment by the transport, then said if it goes on.
    v.vast.failNext(429, QJsonObject{{u"detail"_s, u"API requests too frequent endpoint threshold=1.0"_s}}, 10);
    auto busy = v.await<InstanceList>([&](QObject *c, auto d) { v.platform.instances({}, false, c, d); });
    ASSERT_FALSE(busy.ok());
    EXPECT_EQ(busy.error().code, u"too_many_attempts"_s);
    EXPECT_TRUE(busy.error().message.contains(u"too frequent"_s));
}

TEST(VastPlatform, WhatAVastInstanceCannotHaveIsRefusedBeforeAnythingIsRented)
{
    VastConnected v;
    EXPECT_FALSE(v.platform.traits().hasDataDisk()); // one disk per instance
    InstanceSpec spec;
    spec.image = u"pytorch/pytorch:latest"_s;
    auto noOffer = v.await<Instance>([&](QObject *c, auto d) { v.platform.createInstance(spec, c, d); });
    ASSERT_FALSE(noOffer.ok());
    EXPECT_TRUE(noOffer.error().message.contains(u"offer"_s)) << noOffer.error().message.toStdString();
    spec.offerId = QString::number(v.reliable);
    spec.dataDiskGb = 50;
    auto dataDisk = v.await<Instance>([&](QObject *c, auto d) { v.platform.createInstance(spec, c, d); });
    ASSERT_FALSE(dataDisk.ok());
    EXPECT_EQ(dataDisk.error().code, u"not_supported"_s);
    EXPECT_TRUE(dataDisk.error().sentence().contains(u"data disk"_s)) << dataDisk.error().sentence().toStdString();
    EXPECT_EQ(v.vast.count("PUT", u"/api/v0/asks/%1"_s.arg(v.reliable)), 0);
    EXPECT_TRUE(v.vast.offers.contains(v.reliable)); // nothing rented
}

TEST(VastPlatform, TheBalanceTheRateTodaysChargesAndTheLedgerAreVasts)
{
    VastConnected v;
    ASSERT_TRUE(v.rent(v.reliable).ok());
    v.vast.advance(); // running at $0.21/h
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    const qint64 id = v.vast.instances.firstKey();
    const QString source = u"instance-%1"_s.arg(id);
    // Today: two hours of the card and its disk; yesterday: a contract without its breakdown.
    v.vast.charges << QJsonObject{{u"start"_s, now - 7200},
                                  {u"end"_s, now},
                                  {u"type"_s, u"instance"_s},
                                  {u"source"_s, source},
                                  {u"amount"_s, 0.44},
                                  {u"items"_s,
                                   QJsonArray{QJsonObject{{u"start"_s, now - 7200},
                                                          {u"end"_s, now},
                                                          {u"type"_s, u"gpu"_s},
                                                          {u"description"_s, u"2.000 hours at $0.21/hour"_s},
                                                          {u"amount"_s, 0.42}},
                                              QJsonObject{{u"start"_s, now - 7200},
                                                          {u"end"_s, now},
                                                          {u"type"_s, u"disk"_s},
                                                          {u"amount"_s, 0.02}}}}}
                   << QJsonObject{{u"start"_s, now - 86400 * 2},
                                  {u"end"_s, now - 86400 * 2 + 3600},
                                  {u"type"_s, u"volume"_s},
                                  {u"source"_s, u"volume-77"_s},
                                  {u"amount"_s, 0.05}};
    const QDateTime midnight = QDateTime::currentDateTimeUtc().date().startOfDay(QTimeZone::utc());

    BillingSummary *summary = v.platform.facet<BillingSummary>();
    ASSERT_TRUE(summary);
    auto billing = v.await<Billing>([&](QObject *c, auto d) { summary->billing(c, d); });
    ASSERT_TRUE(billing.ok()) << billing.error().summary().toStdString();
    EXPECT_TRUE(billing.value().balanceKnown);
    EXPECT_EQ(billing.value().balance, Money::fromCents(25000000)); // $25
    EXPECT_EQ(billing.value().ratePerHour, Money::fromCents(210000));
    // The contract reaches into today: what Vast answers for today's range is what is counted.
    EXPECT_EQ(billing.value().spentToday, Money::fromCents(440000));
    EXPECT_EQ(billing.value().rechargeUrl, VastPlatform::billingPageUrl());
    const QString asked = v.vast.requests.last().query;
    EXPECT_TRUE(asked.contains(u"\"gte\":%1"_s.arg(midnight.toSecsSinceEpoch()))) << asked.toStdString();

    // The ledger: a line per kind of charge, newest first, a page at a time.
    BillingLedger *ledger = v.platform.facet<BillingLedger>();
    ASSERT_TRUE(ledger);
    LedgerQuery q;
    q.limit = 1;
    auto first = v.await<LedgerPage>([&](QObject *c, auto d) { ledger->ledger(q, c, d); });
    ASSERT_TRUE(first.ok()) << first.error().summary().toStdString();
    ASSERT_EQ(first.value().items.size(), 2);
    EXPECT_EQ(first.value().items[0].kind, u"compute"_s);
    EXPECT_EQ(first.value().items[0].amount, Money::fromCents(420000));
    EXPECT_EQ(first.value().items[0].instanceId, QString::number(id));
    EXPECT_EQ(first.value().items[1].kind, u"storage"_s);
    ASSERT_TRUE(first.value().nextCursor);
    q.after = *first.value().nextCursor;
    auto second = v.await<LedgerPage>([&](QObject *c, auto d) { ledger->ledger(q, c, d); });
    ASSERT_TRUE(second.ok());
    ASSERT_EQ(second.value().items.size(), 1);
    EXPECT_EQ(second.value().items[0].kind, u"storage"_s); // a volume's contract, whole
    EXPECT_EQ(second.value().items[0].volumeId, u"77"_s);
    EXPECT_FALSE(second.value().nextCursor);

    // Only one instance's lines, of one kind: kept here, as Vast filters by day alone.
    LedgerQuery gpuOnly;
    gpuOnly.kind = u"compute"_s;
    auto compute = v.await<LedgerPage>([&](QObject *c, auto d) { ledger->ledger(gpuOnly, c, d); });
    ASSERT_TRUE(compute.ok());
    ASSERT_EQ(compute.value().items.size(), 1);
    EXPECT_EQ(compute.value().items[0].amount, Money::fromCents(420000));
}

TEST(VastPlatform, AVolumeIsRoomRentedOnOneMachineAndOnlyAnInstanceThereUsesIt)
{
    VastConnected v;
    const qint64 machine = v.vast.offers.value(v.reliable).value(u"machine_id"_s).toInteger();
    v.vast.addVolumeOffer(u"Oslo, NO"_s, 500, 0.05, 0.90); // cheaper, shaky
    v.vast.addVolumeOffer(u"Texas, US"_s, 500, 0.04); // cheaper, elsewhere
    v.vast.addVolumeOffer(u"Oslo, NO"_s, 50, 0.06); // cheaper, too small
    const qint64 good = v.vast.addVolumeOffer(u"Oslo, NO"_s, 500, 0.09, 0.995, machine);
    EXPECT_TRUE(v.platform.has<VolumeStorage>());
    EXPECT_TRUE(v.await<QList<Volume>>([&](QObject *c, auto d) { v.platform.volumes(c, d); }).value().isEmpty());

    // The cheapest steady room in Norway big enough: not the shaky host, not Texas, not 50 GB.
    auto made
        = v.await<Volume>([&](QObject *c, auto d) { v.platform.createVolume(u"datasets"_s, u"NO"_s, 100, c, d); });
    ASSERT_TRUE(made.ok()) << made.error().summary().toStdString();
    const FakeVast::Request *rent = nullptr;
    for (const FakeVast::Request &r : v.vast.requests)
        if (r.method == "PUT" && r.path == u"/api/v0/volumes"_s)
            rent = &r;
    ASSERT_TRUE(rent);
    EXPECT_EQ(rent->body.value(u"id"_s).toInteger(), good);
    EXPECT_EQ(rent->body.value(u"size"_s).toInt(), 100);
    const Volume volume = made.value();
    EXPECT_EQ(volume.name, u"V."_s + volume.id); // Vast names it
    EXPECT_EQ(volume.region, u"NO"_s);
    EXPECT_EQ(volume.sizeGb, 100);
    EXPECT_EQ(volume.machineId, QString::number(machine));
    EXPECT_EQ(volume.mountPath, u"/data"_s);
    EXPECT_EQ(volume.pricePerDay, UsDollars::fromJson(0.09 * 100 / 720 * 24)); // $0.30 a day
    EXPECT_FALSE(volume.instanceId);

    // Nothing in Japan: said, and nothing rented.
    auto none = v.await<Volume>([&](QObject *c, auto d) { v.platform.createVolume(u"x"_s, u"JP"_s, 10, c, d); });
    ASSERT_FALSE(none.ok());
    EXPECT_EQ(none.error().code, u"no_volume_room"_s);
    EXPECT_TRUE(none.error().sentence().contains(u"Japan has 10 GB free"_s)) << none.error().sentence().toStdString();

    // Only an instance on the volume's machine can use it, at /data.
    InstanceSpec spec;
    spec.image = u"pytorch/pytorch:latest"_s;
    spec.dataVolumeId = volume.id;
    spec.offerId = QString::number(v.cheapShaky);
    auto wrongMachine = v.await<Instance>([&](QObject *c, auto d) { v.platform.createInstance(spec, c, d); });
    ASSERT_FALSE(wrongMachine.ok());
    EXPECT_TRUE(wrongMachine.error().message.contains(u"another machine"_s))
        << wrongMachine.error().message.toStdString();
    spec.offerId = QString::number(v.reliable);
    auto there = v.await<Instance>([&](QObject *c, auto d) { v.platform.createInstance(spec, c, d); });
    ASSERT_TRUE(there.ok()) << there.error().summary().toStdString();
    const QJsonObject info = v.vast.requests[v.vast.requests.size() - 2].body.value(u"volume_info"_s).toObject();
    EXPECT_EQ(info.value(u"volume_id"_s).toInteger(), volume.id.toLongLong());
    EXPECT_EQ(info.value(u"mount_path"_s).toString(), u"/data"_s);
    EXPECT_FALSE(info.value(u"create_new"_s).toBool());
    const auto listed = v.await<QList<Volume>>([&](QObject *c, auto d) { v.platform.volumes(c, d); });
    ASSERT_EQ(listed.value().size(), 1);
    EXPECT_EQ(listed.value()[0].instanceId, there.value().id);

    // In use: Vast's refusal; free again once the instance is destroyed, then deleted.
    auto inUse = v.await<Nothing>([&](QObject *c, auto d) { v.platform.deleteVolume(volume.id, c, d); });
    ASSERT_FALSE(inUse.ok());
    EXPECT_TRUE(inUse.error().message.contains(u"in use"_s)) << inUse.error().message.toStdString();
    ASSERT_TRUE(
        v.await<Instance>([&](QObject *c, auto d) { v.platform.releaseInstance(there.value().id, c, d); }).ok());
    ASSERT_TRUE(v.await<Nothing>([&](QObject *c, auto d) { v.platform.deleteVolume(volume.id, c, d); }).ok());
    EXPECT_TRUE(v.vast.volumes.isEmpty());
    auto gone = v.await<Nothing>([&](QObject *c, auto d) { v.platform.deleteVolume(volume.id, c, d); });
    ASSERT_FALSE(gone.ok());
    EXPECT_EQ(gone.error().httpStatus, 404);
}

TEST(VastPlatform, DataIsCopiedHostToHostFromAStoppedInstanceToARunningOne)
{
    VastConnected v;
    EXPECT_TRUE(v.platform.has<DataCopy>());
    const auto from = v.rent(v.reliable, u"stuck"_s);
    const auto to = v.rent(v.pair, u"fresh"_s);
    ASSERT_TRUE(from.ok() && to.ok());
    v.vast.instances[from.value().id.toLongLong()].insert(u"intended_status"_s, u"stopped"_s);
    const auto copy = [&](const QString &toId) {
        return v.await<QString>([&](QObject *c, auto d) {
            v.platform.copyBetween(from.value().id, u"/workspace/"_s, toId, u"/workspace/"_s, c, d);
        });
    };
    // Vast copies only to a running instance: said in its words, and nothing asked of it twice.
    auto early = copy(to.value().id);
    ASSERT_FALSE(early.ok());
    EXPECT_TRUE(early.error().message.contains(u"must be running"_s)) << early.error().message.toStdString();
    v.vast.advance(); // the new one runs (the stopped one stays stopped)
    auto started = copy(to.value().id);
    ASSERT_TRUE(started.ok()) << started.error().summary().toStdString();
    EXPECT_TRUE(started.value().contains(u"copy initiated"_s)) << started.value().toStdString();
    ASSERT_EQ(v.vast.copies.size(), 1);
    EXPECT_EQ(v.vast.copies[0].value(u"src_id"_s).toString(), from.value().id);
    EXPECT_EQ(v.vast.copies[0].value(u"dst_id"_s).toString(), to.value().id);
    EXPECT_EQ(v.vast.copies[0].value(u"src_path"_s).toString(), u"/workspace/"_s);
    EXPECT_FALSE(copy(u"999"_s).ok());
}

TEST(VastPlatform, ARefusalAnsweredWith200IsAnErrorOnEveryCall)
{
    VastConnected v;
    const QJsonObject refusal{{u"success"_s, false}, {u"error"_s, u"invalid_args"_s}, {u"msg"_s, u"bad query"_s}};
    v.vast.failNext(200, refusal);
    const auto offers = v.await<QList<Offer>>([&](QObject *c, auto d) { v.platform.offers(OfferQuery(), c, d); });
    ASSERT_FALSE(offers.ok());
    EXPECT_TRUE(offers.error().message.contains(u"bad query"_s)) << offers.error().message.toStdString();
    v.vast.failNext(200, refusal);
    EXPECT_FALSE(v.await<Account>([&](QObject *c, auto d) { v.platform.account(c, d); }).ok());
    v.vast.failNext(200, refusal);
    EXPECT_FALSE(v.await<QList<SshKey>>([&](QObject *c, auto d) { v.platform.sshKeys(c, d); }).ok());
}

TEST(VastPlatform, TwoInstancesOfOneNameKeepTheirSlugsWhenTheFirstStartsAgainLater)
{
    VastConnected v;
    const auto first = v.rent(v.reliable, u"train"_s);
    const auto second = v.rent(v.pair, u"train"_s);
    ASSERT_TRUE(first.ok() && second.ok());
    v.vast.advance();
    const auto slugs = [&] {
        QMap<QString, QString> byId;
        for (const Instance &i : v.list())
            byId.insert(i.id, i.slug);
        return byId;
    };
    EXPECT_EQ(slugs().value(first.value().id), u"train"_s);
    EXPECT_EQ(slugs().value(second.value().id), u"train-2"_s);
    // The first one started again after the second (its start_date is later now): still "train".
    v.vast.instances[first.value().id.toLongLong()].insert(u"start_date"_s,
                                                           double(QDateTime::currentSecsSinceEpoch() + 3600));
    EXPECT_EQ(slugs().value(first.value().id), u"train"_s);
    EXPECT_EQ(slugs().value(second.value().id), u"train-2"_s);
    // Read alone (after a start or a rename), the second keeps the slug it has in the list.
    const auto alone = v.await<Instance>([&](QObject *c, auto d) { v.platform.instance(second.value().id, c, d); });
    ASSERT_TRUE(alone.ok());
    EXPECT_EQ(alone.value().slug, u"train-2"_s);
}

TEST(VastPlatform, TheBalanceAfterAListingTakesWhatRunsFromItAndListsAgainOnlyWhenItIsOld)
{
    FakeVast vast;
    ManualClock clock(QDateTime::currentDateTimeUtc());
    VastPlatform platform{vast.url(), clock};
    platform.setToken(vast.apiKey());
    const qint64 offer = vast.addOffer(u"RTX 4090"_s, 1, 0.21, 0.995, u"Oslo, NO"_s);
    InstanceSpec spec;
    spec.name = u"llama"_s;
    spec.image = u"pytorch/pytorch:latest"_s;
    spec.offerId = QString::number(offer);
    ASSERT_TRUE(awaitAnswer<Instance>([&](QObject *c, auto d) { platform.createInstance(spec, c, d); }, 15000).ok());
    vast.advance();
    const auto list = [&] {
        return awaitAnswer<InstanceList>([&](QObject *c, auto d) { platform.instances({}, false, c, d); }, 15000);
    };
    const auto billing
        = [&] { return awaitAnswer<Billing>([&](QObject *c, auto d) { platform.billing(c, d); }, 15000); };
    ASSERT_TRUE(list().ok());
    const int listed = vast.count("GET", u"/api/v1/instances"_s);
    auto b = billing();
    ASSERT_TRUE(b.ok()) << b.error().summary().toStdString();
    EXPECT_EQ(b.value().ratePerHour, Money::fromCents(210000));
    EXPECT_EQ(vast.count("GET", u"/api/v1/instances"_s), listed); // the poll's own listing served

    // A minute later, the host's price has moved: the balance lists again to know it.
    vast.instances.first().insert(u"dph_total"_s, 0.25);
    clock.advanceSeconds(60);
    b = billing();
    ASSERT_TRUE(b.ok());
    EXPECT_EQ(b.value().ratePerHour, Money::fromCents(250000));
    EXPECT_EQ(vast.count("GET", u"/api/v1/instances"_s), listed + 1);
}

TEST(VastPlatform, PaymentsAreVastsInvoicesEveryPageWithTheAccountsSign)
{
    VastConnected v;
    EXPECT_TRUE(v.platform.has<PaymentHistory>());
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    const auto invoice = [](qint64 at, const char *type, double amount, const char *description, int id) {
        return QJsonObject{{u"start"_s, double(at)},
                           {u"end"_s, double(at + 60)},
                           {u"type"_s, QString::fromLatin1(type)},
                           {u"source"_s, u"stripe"_s},
                           {u"description"_s, QString::fromLatin1(description)},
                           {u"amount"_s, amount},
                           {u"metadata"_s, QJsonObject{{u"invoice_id"_s, id}, {u"service"_s, u"stripe_payments"_s}}},
                           {u"items"_s, QJsonArray()}};
    };
    v.vast.invoices = {invoice(now - 86400 * 40, "credit", -50.0, "too old", 1),
                       invoice(now - 86400 * 3, "credit", -25.0, "Manual Billing from MASTERCARD ...7376", 2),
                       invoice(now - 86400 * 2, "refund", -4.5, "Refund", 3),
                       invoice(now - 86400, "transfer", 10.0, "to lab@example.edu", 4)};
    const QDateTime to = QDateTime::currentDateTimeUtc();
    const auto paid
        = v.await<QList<Payment>>([&](QObject *c, auto d) { v.platform.payments(to.addDays(-30), to, c, d); });
    ASSERT_TRUE(paid.ok()) << paid.error().summary().toStdString();
    ASSERT_EQ(paid.value().size(), 3); // two pages; the one of 40 days ago left out
    EXPECT_EQ(paid.value()[0].id, u"4"_s); // newest first
    EXPECT_EQ(paid.value()[0].amount, UsDollars::fromJson(-10.0)); // sent away: out of the account
    EXPECT_EQ(paid.value()[2].amount, UsDollars::fromJson(25.0)); // a top-up: into it
    EXPECT_EQ(paid.value()[2].kind, u"credit"_s);
    EXPECT_EQ(paid.value()[2].description, u"Manual Billing from MASTERCARD ...7376"_s);
    EXPECT_TRUE(paid.value()[2].paidAt);
    EXPECT_EQ(v.vast.count("GET", u"/api/v1/invoices"_s), 2);
    // Vast's 200 with success:false is an error.
    v.vast.failNext(200, QJsonObject{{u"success"_s, false}, {u"msg"_s, u"'when' gte and lte are required"_s}});
    EXPECT_FALSE(
        v.await<QList<Payment>>([&](QObject *c, auto d) { v.platform.payments(to.addDays(-30), to, c, d); }).ok());
}
