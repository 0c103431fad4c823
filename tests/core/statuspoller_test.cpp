// The status poller's rhythm, its batches of changes, the 304 path, and what happens when the
// platform goes away and comes back — against a real sandbox on a manual platform clock, with
// the poller's intervals shortened so the test does not wait for real ones.
#include "core/api/restplatform.h"
#include "core/poll/statuspoller.h"
#include "tests/support/fakeplatform.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxaccount.h"
#include "tests/support/sandboxclock.h"
#include "tests/support/sandboxprocess.h"

#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

Instance instance(const QString &id, const QString &state, const QString &reason = u"user"_s)
{
    Instance i;
    i.id = id;
    i.state = WireEnum<InstanceState>::fromWire(state);
    i.stateReason = WireEnum<StateReason>::fromWire(reason);
    return i;
}

} // namespace

TEST(PollSchedule, OftenWhileSomethingChangesRarelyWhenNothingRunsAndNobodyLooks)
{
    PollSchedule s;
    EXPECT_EQ(s.nextIntervalMs(), 10000);
    s.succeeded(true, true);
    EXPECT_EQ(s.nextIntervalMs(), 2000);
    s.succeeded(false, true);
    EXPECT_EQ(s.nextIntervalMs(), 10000);
    s.setWindowVisible(false);
    EXPECT_EQ(s.nextIntervalMs(), 10000); // something runs: it is billing
    s.succeeded(false, false);
    EXPECT_EQ(s.nextIntervalMs(), 60000);
    s.setWindowVisible(true);
    EXPECT_EQ(s.nextIntervalMs(), 10000);

    // The user's own rhythms replace the defaults; what was seen is kept.
    PollSchedule::Settings mine;
    mine.steadyMs = 30000;
    mine.idleMs = 300000;
    s.setSettings(mine);
    EXPECT_EQ(s.nextIntervalMs(), 30000);
    s.setWindowVisible(false);
    EXPECT_EQ(s.nextIntervalMs(), 300000);
    s.succeeded(true, true);
    EXPECT_EQ(s.nextIntervalMs(), 2000);
}

TEST(PollSchedule, FailuresBackOffExponentiallyWithJitterUpToAMinute)
{
    PollSchedule s;
    double random = 0;
    s.setRandom([&] { return random; });
    const int expectedCeilings[] = {2000, 4000, 8000, 16000, 32000, 60000, 60000};
    for (int ceiling : expectedCeilings) {
        s.failed();
        random = 0;
        EXPECT_EQ(s.nextIntervalMs(), ceiling / 2);
        random = 0.999;
        EXPECT_LE(s.nextIntervalMs(), ceiling);
        EXPECT_GT(s.nextIntervalMs(), ceiling * 9 / 10);
    }
    s.succeeded(false, true);
    EXPECT_EQ(s.consecutiveFailures(), 0);
    EXPECT_EQ(s.nextIntervalMs(), 10000);
}

TEST(InstanceSnapshot, SaysWhatWasAddedRemovedAndChangedAndWhyAStateChanged)
{
    const QList<Instance> before{instance(u"1"_s, u"running"_s), instance(u"2"_s, u"running"_s),
                                 instance(u"3"_s, u"stopped"_s)};
    Instance renamed = before[2];
    renamed.name = u"new name"_s;
    const QList<Instance> after{instance(u"1"_s, u"stopping"_s, u"spend_limit"_s), renamed,
                                instance(u"4"_s, u"creating"_s)};
    const InstanceSnapshot s = InstanceSnapshot::between(before, after);
    EXPECT_EQ(s.added, QStringList{u"4"_s});
    EXPECT_EQ(s.removed, QStringList{u"2"_s});
    EXPECT_EQ(s.changed, (QStringList{u"1"_s, u"3"_s}));
    EXPECT_EQ(s.touchedRows, (QList<qsizetype>{0, 1, 2})); // every row of `after` is new or changed
    const InstanceSnapshot again = InstanceSnapshot::between(after, QList<Instance>{after[1], after[0]});
    EXPECT_TRUE(again.touchedRows.isEmpty()); // a new order alone touches none
    EXPECT_EQ(again.removed, QStringList{u"4"_s});
    ASSERT_EQ(s.stateChanges.size(), 1);
    EXPECT_EQ(s.stateChanges[0].from.wire(), u"running"_s);
    EXPECT_EQ(s.stateChanges[0].to.wire(), u"stopping"_s);
    EXPECT_EQ(s.stateChanges[0].reason.wire(), u"spend_limit"_s);
}

namespace {

StatusPoller::Settings fast()
{
    StatusPoller::Settings s;
    s.schedule.transitionMs = 40;
    s.schedule.steadyMs = 150;
    s.schedule.idleMs = 600;
    s.schedule.firstBackoffMs = 100;
    s.schedule.maxBackoffMs = 400;
    return s;
}

} // namespace

TEST(StatusPoller, BatchesChangesUsesNotModifiedAndNoticesTheStopsThePlatformMakes)
{
    SandboxProcess sandbox({u"--clock"_s, u"manual"_s, u"--runtime"_s, u"none"_s, u"--boot-delay"_s, u"5"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    leaveTheBillingEvening(sandbox.url()); // the daily limit counts today's spend
    const QString token = accountOn(sandbox.url(), u"13600000001"_s, 20000, false);
    HttpClient c(sandbox.url());
    c.setToken(token);
    const QString id = c.post(u"/v1/instances"_s,
                              {{u"name"_s, u"p"_s},
                               {u"region"_s, u"cn-north-1"_s},
                               {u"gpu_type"_s, u"rtx-3090-24g"_s},
                               {u"image"_s, u"ubuntu-22.04"_s}})
                           .json.value(u"id"_s)
                           .toString();

    StatusPoller poller(RestPlatform::pollerFactory(sandbox.url(), 2000), fast());
    QSignalSpy snapshots(&poller, &StatusPoller::snapshot);
    QSignalSpy next(&poller, &StatusPoller::nextPollIn);
    QSignalSpy online(&poller, &StatusPoller::onlineChanged);
    QSignalSpy clock(&poller, &StatusPoller::healthRead);
    QSignalSpy billing(&poller, &StatusPoller::billingChanged);
    poller.setToken(token);
    poller.start();
    ASSERT_TRUE(snapshots.wait(5000));
    auto first = snapshots.takeFirst().first().value<InstanceSnapshot>();
    EXPECT_EQ(first.added, QStringList{id});
    ASSERT_TRUE(next.wait(5000));
    EXPECT_EQ(next.last().first().toInt(), 40); // booting: often
    EXPECT_EQ(online.count(), 1);
    EXPECT_TRUE(poller.isOnline());
    EXPECT_GE(clock.count(), 1);
    EXPECT_GE(billing.count(), 1);

    // Booted: one batch says so, then the steady rhythm, and unchanged lists are 304s.
    HttpClient(sandbox.url()).post(u"/v1/sandbox/clock"_s, {{u"advance_s"_s, 10}});
    std::optional<StateChange> booted;
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            for (const QList<QVariant> &args : std::as_const(snapshots)) {
                for (const StateChange &change : args.first().value<InstanceSnapshot>().stateChanges)
                    booted = change;
            }
            snapshots.clear();
            return booted.has_value();
        },
        5000));
    EXPECT_EQ(booted->from.wire(), u"starting"_s);
    EXPECT_EQ(booted->to.wire(), u"running"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return next.last().first().toInt() == 150; }, 5000));
    snapshots.clear();
    ASSERT_TRUE(snapshots.wait(5000));
    EXPECT_TRUE(snapshots.last().first().value<InstanceSnapshot>().unchanged);

    // The platform stops it for the spend limit: the batch carries the reason.
    c.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, 100}}}});
    HttpClient(sandbox.url()).post(u"/v1/sandbox/clock"_s, {{u"advance_s"_s, 3600}});
    std::optional<StateChange> stopped;
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            for (const QList<QVariant> &args : std::as_const(snapshots)) {
                for (const StateChange &change : args.first().value<InstanceSnapshot>().stateChanges) {
                    if (change.reason == StateReason::SpendLimit)
                        stopped = change;
                }
            }
            snapshots.clear();
            return stopped.has_value();
        },
        5000));
    EXPECT_EQ(stopped->from.wire(), u"running"_s);
}

TEST(StatusPoller, GoesOfflineBacksOffAndComesBackWithThePlatform)
{
    SandboxProcess sandbox({u"--clock"_s, u"manual"_s, u"--runtime"_s, u"none"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    StatusPoller poller(RestPlatform::pollerFactory(sandbox.url(), 2000), fast());
    QSignalSpy online(&poller, &StatusPoller::onlineChanged);
    QSignalSpy next(&poller, &StatusPoller::nextPollIn);
    poller.start();
    ASSERT_TRUE(online.wait(5000));
    EXPECT_TRUE(online.takeFirst().first().toBool());

    sandbox.kill();
    ASSERT_TRUE(online.wait(5000));
    const QList<QVariant> down = online.takeFirst();
    EXPECT_FALSE(down.first().toBool());
    EXPECT_TRUE(down.last().toString().contains(u"Cannot reach the platform"_s))
        << down.last().toString().toStdString();
    EXPECT_FALSE(poller.isOnline());
    // Backing off: the waits grow, within the cap.
    next.clear();
    ASSERT_TRUE(QTest::qWaitFor([&] { return next.count() >= 4; }, 10000));
    int longest = 0;
    for (const QList<QVariant> &args : std::as_const(next)) {
        longest = std::max(longest, args.first().toInt());
        EXPECT_LE(args.first().toInt(), 400);
        EXPECT_GE(args.first().toInt(), 50);
    }
    EXPECT_GE(longest, 200);

    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    ASSERT_TRUE(online.wait(5000));
    EXPECT_TRUE(online.takeFirst().first().toBool());
    EXPECT_TRUE(poller.isOnline());
}

TEST(StatusPoller, AShorterRhythmChosenWhileWaitingTakesEffectAtOnce)
{
    SandboxProcess sandbox({u"--clock"_s, u"manual"_s, u"--runtime"_s, u"none"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    StatusPoller::Settings slow = fast();
    slow.schedule.steadyMs = 600000; // the window is visible: the steady rhythm applies
    StatusPoller poller(RestPlatform::pollerFactory(sandbox.url(), 2000), slow);
    QSignalSpy next(&poller, &StatusPoller::nextPollIn);
    poller.start();
    ASSERT_TRUE(next.wait(5000));
    EXPECT_EQ(next.takeFirst().first().toInt(), 600000);

    StatusPoller::Settings quick = slow;
    quick.schedule.steadyMs = 200;
    poller.setSchedule(quick.schedule);
    ASSERT_TRUE(next.wait(5000));
    EXPECT_LE(next.takeFirst().first().toInt(), 200); // the ten-minute wait was cut short
    ASSERT_TRUE(next.wait(5000)); // …and the poll after it came on the new rhythm
    EXPECT_EQ(next.last().first().toInt(), 200);

    // A longer rhythm never delays a poll already due sooner: that poll comes (within the
    // 200 ms it was due in), and only the wait after it is long.
    next.clear();
    poller.setSchedule(slow.schedule);
    EXPECT_TRUE(QTest::qWaitFor([&] { return !next.isEmpty() && next.last().first().toInt() == 600000; }, 5000));
}

TEST(StatusPoller, StoppedWhileAskingTheClockItAsksNothingMoreAndSaysSo)
{
    auto cloud = std::make_shared<FakeCloud>();
    cloud->setDelay(u"health"_s, 200); // the first poll reads the clock first: caught in flight
    StatusPoller poller(FakePlatform::factory(cloud), fast());
    QSignalSpy halted(&poller, &StatusPoller::halted);
    QSignalSpy snapshots(&poller, &StatusPoller::snapshot);
    poller.setToken(u"gds_old"_s);
    poller.start();
    ASSERT_TRUE(QTest::qWaitFor([&] { return cloud->calls(u"health"_s) == 1; }, 5000));
    poller.stop(); // logged out while the clock is asked
    // Halted once the clock's answer came back (said from inside it), not while it was awaited: the
    // list was not asked for with the old session.
    ASSERT_TRUE(halted.wait(5000));
    EXPECT_EQ(cloud->handedOver(u"health"_s), 1);
    // Counted as answered once its callback has returned on the poller's thread, a moment later.
    EXPECT_TRUE(QTest::qWaitFor([&] { return cloud->inFlight() == 0; }, 5000));
    EXPECT_EQ(cloud->calls(u"instances"_s), 0);
    EXPECT_TRUE(snapshots.isEmpty());
}

TEST(StatusPoller, StoppedBetweenPollsItSaysAtOnceThatNothingIsDue)
{
    auto cloud = std::make_shared<FakeCloud>();
    StatusPoller poller(FakePlatform::factory(cloud), fast());
    QSignalSpy halted(&poller, &StatusPoller::halted);
    QSignalSpy polled(&poller, &StatusPoller::polled);
    poller.setToken(u"gds_a"_s);
    poller.start();
    ASSERT_TRUE(polled.wait(5000));
    poller.stop();
    ASSERT_TRUE(halted.wait(5000));
    const int asked = cloud->calls(u"instances"_s);
    EXPECT_EQ(cloud->inFlight(), 0);
    // Started again, it polls again.
    poller.start();
    ASSERT_TRUE(QTest::qWaitFor([&] { return cloud->calls(u"instances"_s) > asked; }, 5000));
}
