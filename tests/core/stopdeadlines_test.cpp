// StopDeadlines, the dead man's switch of a platform whose instances cannot stop themselves: against
// FakeCompshare (its stop scheduler and monitor) on a manual clock, minute by minute through a night.
#include "core/api/awaitanswer.h"
#include "core/api/compshare/compshareplatform.h"
#include "core/autostop/stopdeadlines.h"
#include "tests/support/fakecompshare.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

/// A Compshare account with one running 4090 and the platform's time in the test's hands.
struct Night
{
    ManualClock clock{QDateTime(QDate(2026, 12, 7), QTime(21, 0), Qt::UTC)};
    FakeCompshare compshare;
    CompsharePlatform platform{compshare.url(), clock};
    QTemporaryDir dir;
    QString record = dir.filePath(u"stop-deadlines.json"_s);
    QString id;
    QDateTime startedAt;

    Night()
    {
        compshare.now = [this] { return clock.nowSeconds(); };
        platform.setToken(CompshareKeys{compshare.publicKey(), compshare.privateKey()}.toToken());
        InstanceSpec spec;
        spec.name = u"night"_s;
        spec.gpuType = u"4090"_s;
        spec.region = u"cn-wlcb-01"_s;
        spec.image = u"compshareImage-torch24"_s;
        const auto made = awaitAnswer<Instance>([&](QObject *c, auto d) { platform.createInstance(spec, c, d); });
        EXPECT_TRUE(made.ok()) << made.error().summary().toStdString();
        id = made.value().id;
        compshare.advance();
        startedAt = clock.now();
    }
    std::unique_ptr<StopDeadlines> console()
    {
        return std::make_unique<StopDeadlines>(
            platform, [this] { return clock.now(); }, record);
    }
    Instance read()
    {
        const auto r = awaitAnswer<Instance>([&](QObject *c, auto d) { platform.instance(id, c, d); });
        EXPECT_TRUE(r.ok());
        return r.value();
    }
    /// One poll of the console: what it sees, its reading and arming finished.
    void poll(StopDeadlines &s)
    {
        s.setInstances({read()});
        QElapsedTimer waited;
        waited.start();
        while (s.busy() && waited.elapsed() < 10000)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        EXPECT_FALSE(s.busy());
    }
    /// `minutes` of platform time, a minute at a time; the console polls each one if it is open.
    /// Answers when the instance stopped (nullopt: it runs on).
    std::optional<QDateTime> pass(int minutes, StopDeadlines *open)
    {
        for (int m = 0; m < minutes; ++m) {
            clock.advanceSeconds(60);
            compshare.advance();
            if (compshare.hosts[id].value(u"State"_s).toString() != u"Running"_s)
                return clock.now();
            if (open)
                poll(*open);
        }
        return std::nullopt;
    }
};

} // namespace

TEST(StopDeadlines, AnIdleCardLeftWithTheConsoleClosedStopsWithinItsIdlePeriodAndHalfAnHour)
{
    Night n;
    auto switchOn = n.console();
    n.poll(*switchOn);
    const auto armed = switchOn->armedAt(n.id);
    ASSERT_TRUE(armed);
    EXPECT_EQ(*armed, StopDeadlines::markedTime(n.startedAt.addSecs((30 + StopDeadlines::kSlackMinutes) * 60)));
    EXPECT_TRUE(StopDeadlines::isMarked(*armed)); // automatic, as the platform's time alone says
    // Used for a while, then left idle: the stop is moved on while it is used.
    n.compshare.load.insert(n.id, {95.0, 30.0});
    EXPECT_FALSE(n.pass(45, switchOn.get()));
    const QDateTime lastUse = n.clock.now();
    EXPECT_EQ(switchOn->lastUse(n.id), lastUse);
    EXPECT_GE(n.read().stopAt, lastUse.addSecs(30 * 60));
    n.compshare.load.insert(n.id, {0.0, 1.0});
    // The laptop shuts a few minutes later; the night passes.
    EXPECT_FALSE(n.pass(3, switchOn.get()));
    switchOn.reset();
    const auto stopped = n.pass(12 * 60, nullptr);
    ASSERT_TRUE(stopped);
    EXPECT_LE(*stopped, lastUse.addSecs((30 + 30) * 60));
    EXPECT_GE(*stopped, lastUse.addSecs(30 * 60));
    EXPECT_EQ(n.compshare.scheduledStops, 1);
}

TEST(StopDeadlines, ARunThatWorksWhileTheConsoleWatchesIsNeverStoppedAndItsEndIs)
{
    Night n;
    auto switchOn = n.console();
    n.compshare.load.insert(n.id, {88.0, 15.0});
    EXPECT_FALSE(n.pass(6 * 60, switchOn.get()));
    // Moved on every ten minutes or so of use, not every minute.
    EXPECT_LE(n.compshare.count(u"UpdateCompShareStopScheduler"_s), 6 * 60 / StopDeadlines::kSlackMinutes + 2);
    EXPECT_GE(n.compshare.count(u"UpdateCompShareStopScheduler"_s), 6 * 60 / (30 + StopDeadlines::kSlackMinutes));
    // The run ends; the console still open, it is stopped within the period and its slack.
    n.compshare.load.insert(n.id, {0.0, 2.0});
    const QDateTime end = n.clock.now();
    const auto stopped = n.pass(2 * 60, switchOn.get());
    ASSERT_TRUE(stopped);
    EXPECT_LE(*stopped, end.addSecs((30 + StopDeadlines::kSlackMinutes + 1) * 60));
}

TEST(StopDeadlines, CoresBusyWithTheCardIdleAreUse)
{
    Night n;
    n.compshare.load.insert(n.id, {0.0, 60.0});
    auto switchOn = n.console();
    EXPECT_FALSE(n.pass(90, switchOn.get())); // the cores busy (a data set unpacking) keep it
    n.compshare.load.insert(n.id, {0.0, 0.5});
    const QDateTime end = n.clock.now();
    const auto stopped = n.pass(3 * 60, switchOn.get());
    ASSERT_TRUE(stopped);
    EXPECT_LE(*stopped, end.addSecs(50 * 60));
}

TEST(StopDeadlines, TheConsolesOwnUseKeepsItAndAnInstanceWithAutostopOffIsLeftAlone)
{
    Night n;
    auto switchOn = n.console();
    bool uploading = true;
    switchOn->setConsoleUse([&](const QString &) { return uploading ? QStringList{u"a transfer"_s} : QStringList(); });
    EXPECT_FALSE(n.pass(120, switchOn.get()));
    uploading = false;
    ASSERT_TRUE(n.pass(60, switchOn.get()));

    Night off;
    auto untouched = off.console();
    untouched->setSettings([](const QString &) { return AutostopSettings{false, 30, 120}; });
    EXPECT_FALSE(off.pass(5 * 60, untouched.get()));
    EXPECT_EQ(off.compshare.count(u"UpdateCompShareStopScheduler"_s), 0);
    EXPECT_EQ(off.compshare.count(u"GetCompShareInstanceMonitor"_s), 0);
}

TEST(StopDeadlines, KeepsTheUsersOwnStopApartFromItsOwnAcrossARestart)
{
    Night n;
    auto schedule = [&](const QDateTime &at) {
        const auto r = awaitAnswer<Instance>([&](QObject *c, auto d) { n.platform.scheduleStop(n.id, at, c, d); });
        ASSERT_TRUE(r.ok()) << r.error().summary().toStdString();
    };
    // The user's stop comes first: left as it is.
    const QDateTime soon = n.clock.now().addSecs(20 * 60);
    schedule(soon);
    auto switchOn = n.console();
    n.poll(*switchOn);
    EXPECT_EQ(switchOn->userStop(n.id), soon);
    EXPECT_EQ(n.read().stopAt, soon);
    EXPECT_EQ(n.compshare.count(u"UpdateCompShareStopScheduler"_s), 1);

    // A later one of the user's (tomorrow morning): the switch's sooner one is armed, the user's kept.
    const QDateTime morning = n.clock.now().addSecs(10 * 3600);
    schedule(morning);
    n.poll(*switchOn);
    EXPECT_EQ(switchOn->userStop(n.id), morning);
    const auto armed = switchOn->armedAt(n.id);
    ASSERT_TRUE(armed);
    EXPECT_EQ(n.read().stopAt, *armed);
    EXPECT_LT(*armed, morning);

    // Restarted: its own stop on the platform is not taken for the user's.
    switchOn.reset();
    auto again = n.console();
    n.poll(*again);
    EXPECT_EQ(again->userStop(n.id), morning);
    EXPECT_EQ(again->armedAt(n.id), armed);
}

TEST(StopDeadlines, AnAutomaticStopLaterThanItsOwnIsTheAgentsAndIsNotPulledEarlier)
{
    // The agent on the instance (given a key) keeps the stop ahead while it sees use the platform's
    // monitor does not (an SSH session, a command it waits for): the switch leaves that stop alone and
    // does not read it as the user's.
    Night n;
    auto switchOn = n.console();
    n.poll(*switchOn);
    const QDateTime agents = StopDeadlines::markedTime(n.clock.now().addSecs(3 * 3600));
    n.compshare.hosts[n.id].insert(u"StopTime"_s, agents.toSecsSinceEpoch());
    const qint64 calls = n.compshare.count(u"UpdateCompShareStopScheduler"_s);
    EXPECT_FALSE(n.pass(60, switchOn.get()));
    EXPECT_EQ(n.read().stopAt, agents);
    EXPECT_FALSE(switchOn->userStop(n.id));
    EXPECT_EQ(n.compshare.count(u"UpdateCompShareStopScheduler"_s), calls);
    // A user's time is never marked: the console moves it a second.
    const QDateTime marked = StopDeadlines::markedTime(n.clock.now());
    EXPECT_FALSE(StopDeadlines::isMarked(StopDeadlines::unmarked(marked)));
}

TEST(StopDeadlines, TurningAutostopOffTakesAwayTheAutomaticStopAndLeavesAPackageAlone)
{
    Night n;
    bool on = true;
    auto switchOn = n.console();
    switchOn->setSettings([&](const QString &) { return AutostopSettings{on, 30, 120}; });
    n.poll(*switchOn);
    ASSERT_TRUE(n.read().stopAt);
    on = false;
    n.poll(*switchOn);
    EXPECT_FALSE(n.read().stopAt);
    EXPECT_FALSE(n.pass(3 * 60, switchOn.get())); // off: it runs on, as the user chose

    // A daily package saves nothing by stopping: no stop is armed for it.
    on = true;
    n.compshare.hosts[n.id].insert(u"ChargeType"_s, u"Day"_s);
    n.poll(*switchOn);
    EXPECT_FALSE(n.read().stopAt);
}
