// The live meter: the platform's own figure at the estimated platform time, never backwards,
// runway and limits, staleness; and equal to the ledger of a real sandbox at the same instant.
#include "core/api/restplatform.h"
#include "core/billing/billingmeter.h"
#include "core/poll/instancesnapshot.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxaccount.h"
#include "tests/support/sandboxprocess.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QTest>

#include <QTimeZone>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

const QDateTime kStart(QDate(2026, 11, 30), QTime(1, 0), QTimeZone::utc());

Instance running(const QString &id, qint64 ratePerHour, qint64 base = 0)
{
    Instance i;
    i.id = id;
    i.state = InstanceState::Running;
    i.startedAt = kStart;
    i.meter.since = kStart;
    i.meter.base = Money::fromCents(base);
    i.meter.ratePerHour = Money::fromCents(ratePerHour);
    i.meter.kind = u"compute"_s;
    return i;
}

} // namespace

TEST(BillingMeter, ABootCostsWhatThePlatformCharges)
{
    Meter m;
    m.since = kStart;
    m.kind = u"compute"_s;
    m.ratePerHour = Money::fromCents(218);
    m.base = Money::fromCents(100);
    const qint64 t0 = kStart.toSecsSinceEpoch();
    EXPECT_EQ(BillingMeter::bootCost(m, t0), Money::fromCents(100));
    EXPECT_EQ(BillingMeter::bootCost(m, t0 + 1651), Money::fromCents(100 + 218 * 1651 / 3600));
    // Storage is exact per day; its hourly rate is only for display.
    m.kind = u"storage"_s;
    m.ratePerDay = Money::fromCents(25);
    m.ratePerHour = Money::fromCents(1);
    m.base = Money();
    EXPECT_EQ(BillingMeter::bootCost(m, t0 + 86400 / 2), Money::fromCents(12));
    // Nothing accrues (a package): the base stays.
    m.kind.reset();
    m.base = Money::fromCents(5232);
    EXPECT_EQ(BillingMeter::bootCost(m, t0 + 99999), Money::fromCents(5232));
}

TEST(BillingMeter, AFrozenPlatformClockIsNotProjectedAndTheCurrencyIsThePlatforms)
{
    ManualClock local(0);
    BillingMeter meter(local);
    PlatformHealth health;
    health.serverTime = kStart;
    health.timeScale = 0; // a sandbox on --clock manual: time moves only when told
    health.currencyCode = u"USD"_s;
    health.minorUnitExponent = 3;
    meter.setHealth(health);
    meter.setInstances({running(u"1"_s, 3600)});
    local.advanceMs(60'000);
    const BillingReading r = meter.read();
    EXPECT_EQ(r.platformTime, kStart);
    ASSERT_EQ(r.instances.size(), 1);
    EXPECT_EQ(r.instances[0].boot, Money());
    EXPECT_EQ(r.currency.code(), u"USD"_s);
    EXPECT_EQ(meter.currency().exponent(), 3);
}

TEST(BillingMeter, TicksAtThePlatformsPaceAndNeverRunsBackwards)
{
    ManualClock local(0);
    BillingMeter meter(local);
    meter.setPlatformTime(kStart, 60); // the sandbox at --time-scale 60
    meter.setInstances({running(u"1"_s, 3600)}); // a cent a second
    meter.markFresh();
    local.advanceMs(10'000); // ten real seconds = ten platform minutes
    BillingReading r = meter.read();
    EXPECT_EQ(r.platformTime, kStart.addSecs(600));
    ASSERT_EQ(r.instances.size(), 1);
    EXPECT_EQ(r.instances[0].boot, Money::fromCents(600));
    // A poll that says the platform is a little behind the estimate: the figure holds.
    meter.setPlatformTime(kStart.addSecs(590), 60);
    EXPECT_EQ(meter.read().instances[0].boot, Money::fromCents(600));
    local.advanceMs(1000);
    EXPECT_EQ(meter.read().instances[0].boot, Money::fromCents(650));
    // A new boot starts from its own figure.
    Instance again = running(u"1"_s, 3600);
    again.startedAt = kStart.addSecs(700);
    again.meter.since = kStart.addSecs(700);
    meter.setInstances({again});
    meter.setPlatformTime(kStart.addSecs(710), 60);
    EXPECT_EQ(meter.read().instances[0].boot, Money::fromCents(10));
}

TEST(BillingMeter, APollsBatchSayingWhatChangedOrCameTicksAsTheWholeListWorkedOutAgain)
{
    // The console gives the meter each poll's batch, which says what changed or was added (the
    // others are kept as they were): through instances restarted, stopped, re-rated, added, removed
    // and moved, and batches made against no list at all, its readings are those of a meter that
    // works out every instance again.
    QRandomGenerator rng(3);
    ManualClock local(0);
    BillingMeter hinted(local), whole(local);
    QList<Instance> list;
    for (int n = 0; n < 30; ++n)
        list << running(QString::number(n), 100 + n * 7, n);
    for (BillingMeter *m : {&hinted, &whole}) {
        m->setPlatformTime(kStart, 60);
        m->setInstances(list);
        m->markFresh();
    }
    for (int step = 0; step < 200; ++step) {
        QList<Instance> next = list;
        for (int k = 0; k < 3; ++k) {
            Instance &i = next[rng.bounded(next.size())];
            switch (rng.bounded(4)) {
            case 0: // started again
                i.startedAt = kStart.addSecs(step * 60);
                i.meter.since = *i.startedAt;
                break;
            case 1:
                i.state = i.state == InstanceState::Running ? InstanceState::Stopped : InstanceState::Running;
                break;
            case 2:
                i.meter.ratePerHour = Money::fromCents(rng.bounded(50, 900));
                break;
            default:
                i.meter.base = Money::fromCents(rng.bounded(1000));
            }
        }
        if (step % 7 == 0)
            next.removeAt(rng.bounded(next.size()));
        if (step % 5 == 0)
            next.insert(rng.bounded(next.size() + 1), running(u"new-%1"_s.arg(step), 300));
        if (step % 11 == 0)
            next.move(rng.bounded(next.size()), rng.bounded(next.size()));
        // Now and then a batch made against no list (the poller's after a new token): all added.
        const InstanceSnapshot batch = InstanceSnapshot::between(step % 13 == 0 ? QList<Instance>() : list, next);
        hinted.setInstances(batch.instances, &batch);
        whole.setInstances(batch.instances);
        list = next;
        local.advanceMs(rng.bounded(1, 3000));
        const BillingReading a = hinted.read(), b = whole.read();
        ASSERT_EQ(a.instances.size(), b.instances.size());
        for (qsizetype k = 0; k < a.instances.size(); ++k) {
            ASSERT_EQ(a.instances[k].id, b.instances[k].id) << "step " << step;
            ASSERT_EQ(a.instances[k].boot, b.instances[k].boot) << "step " << step << ", " << k;
            ASSERT_EQ(a.instances[k].ratePerHour, b.instances[k].ratePerHour) << "step " << step << ", " << k;
        }
        ASSERT_EQ(a.total, b.total);
        ASSERT_EQ(a.ratePerHour, b.ratePerHour);
    }
}

TEST(BillingMeter, RunwayAndTheNearestSpendLimit)
{
    ManualClock local(0);
    BillingMeter meter(local);
    meter.setPlatformTime(kStart, 1);
    meter.setInstances({running(u"1"_s, 158), running(u"2"_s, 60)});
    Billing wallet;
    wallet.balance = Money::fromCents(3820);
    wallet.spentToday = Money::fromCents(500);
    wallet.spendLimits.dailyCents = Money::fromCents(1000);
    meter.setBilling(wallet);
    BillingReading r = meter.read();
    EXPECT_EQ(r.ratePerHour, Money::fromCents(218));
    EXPECT_EQ(r.runwayMinutes, 1051); // lasts 17 h 31 min at ¥2.18/h
    EXPECT_EQ(r.minutesToSpendLimit, 137); // ¥5.00 left today
    EXPECT_EQ(r.spentToday, Money::fromCents(500));
    // An hour later the balance has gone down by what accrued; vouchers pay first.
    local.advanceMs(3600'000);
    r = meter.read();
    EXPECT_EQ(r.total, Money::fromCents(218));
    EXPECT_EQ(r.balance, Money::fromCents(3820 - 218));
    EXPECT_EQ(r.spentToday, Money::fromCents(500 + 218));
    EXPECT_EQ(r.minutesToSpendLimit, (1000 - 500 - 218) * 60 / 218);
    Voucher v;
    v.remaining = Money::fromCents(1000);
    v.expiresAt = kStart.addDays(30);
    wallet.vouchers = {v};
    meter.setBilling(wallet); // as of now
    local.advanceMs(3600'000);
    r = meter.read();
    EXPECT_EQ(r.balance, Money::fromCents(3820));
    EXPECT_EQ(r.credit, Money::fromCents(3820 + 1000 - 218));
    // A per-boot limit nearer than the daily one.
    wallet.spendLimits.perBootCents = Money::fromCents(500);
    meter.setBilling(wallet);
    EXPECT_EQ(meter.read().minutesToSpendLimit, (500 - 316) * 60 / 158);
    // Nothing accrues: no runway to speak of.
    meter.setInstances({});
    EXPECT_FALSE(meter.read().runwayMinutes);
}

TEST(BillingMeter, FiguresGoStaleWhenPollsStopSucceeding)
{
    ManualClock local(0);
    BillingMeter meter(local);
    EXPECT_TRUE(meter.read().stale); // never polled
    meter.markFresh();
    local.advanceMs(BillingMeter::kStaleAfterMs);
    EXPECT_FALSE(meter.read().stale);
    local.advanceMs(1);
    EXPECT_TRUE(meter.read().stale);
}

TEST(BillingMeter, EqualsTheLedgerOfARealPlatformAtTheSameInstant)
{
    SandboxProcess sandbox({u"--clock"_s, u"manual"_s, u"--boot-delay"_s, u"0"_s, u"--runtime"_s, u"none"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    const QString token = accountOn(sandbox.url(), u"13700000001"_s, 50000, false);
    HttpClient c(sandbox.url());
    c.setToken(token);
    const QString id = c.post(u"/v1/instances"_s,
                              {{u"name"_s, u"meter"_s},
                               {u"region"_s, u"cn-north-1"_s},
                               {u"gpu_type"_s, u"rtx-3090-24g"_s},
                               {u"gpu_count"_s, 2},
                               {u"image"_s, u"ubuntu-22.04"_s}})
                           .json.value(u"id"_s)
                           .toString();
    HttpClient(sandbox.url()).post(u"/v1/sandbox/clock"_s, {{u"advance_s"_s, 4321}});

    RestPlatform platform(sandbox.url());
    platform.setToken(token);
    ManualClock local(0);
    BillingMeter meter(local);
    bool done = false;
    QObject context;
    platform.health(&context, [&](const ApiResult<PlatformHealth> &h) {
        meter.setPlatformTime(h.value().serverTime, h.value().timeScale);
        done = true;
    });
    ASSERT_TRUE(QTest::qWaitFor([&] { return done; }, 10000));
    done = false;
    platform.instance(id, &context, [&](const ApiResult<Instance> &i) {
        meter.setInstances({i.value()});
        done = true;
    });
    ASSERT_TRUE(QTest::qWaitFor([&] { return done; }, 10000));
    const Money shown = meter.read().instances.value(0).boot;

    // Stopped at that very instant (the clock is manual): the ledger now holds the whole boot.
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    qint64 charged = 0;
    for (const QJsonValue &line : c.get(u"/v1/billing/ledger?limit=200"_s).json.value(u"items"_s).toArray()) {
        if (line[u"instance_id"_s].toString() == id && line[u"kind"_s].toString() == u"compute"_s)
            charged += line[u"amount_cents"_s].toInteger();
    }
    EXPECT_EQ(shown, Money::fromCents(charged));
    EXPECT_EQ(shown, Money::fromCents(316 * 4321 / 3600));
}
