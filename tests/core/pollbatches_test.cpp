// The services that follow each poll take its batch (what it added, changed and removed) rather than
// look at the whole list again, so that a poll of ten thousand instances costs the GUI thread only
// what changed. Each must do exactly what it would with the whole list: fed one random history both
// ways, side by side, they end the same boots and write the same ssh config at the same steps.
#include "core/doctor/usagewatcher.h"
#include "core/poll/instancesnapshot.h"
#include "core/ssh/sshconfigfile.h"
#include "core/ssh/sshworkspace.h"
#include "core/store/storethread.h"
#include "tests/support/fakeplatform.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

const QDateTime kPolledFrom(QDate(2026, 12, 1), QTime(8, 0), QTimeZone::utc());

Instance instance(int n)
{
    Instance i;
    i.id = QString::number(n);
    i.slug = u"run-%1"_s.arg(n);
    i.name = u"训练 %1"_s.arg(n);
    i.state = InstanceState::Stopped;
    i.stateReason = StateReason::User;
    i.mode = InstanceMode::Gpu;
    i.gpuType = u"rtx-4090-24g"_s;
    i.gpuCount = 1;
    i.meter.since = kPolledFrom;
    return i;
}

/// One poll's worth of changes: boots begin and end, instances are renamed, released, made; the
/// meter of a running one moves (which neither service cares about).
QList<Instance> next(QList<Instance> list, QRandomGenerator &random, int &made, int step)
{
    const QDateTime at = kPolledFrom.addSecs(60 * step);
    for (Instance &i : list) {
        switch (random.bounded(12)) {
        case 0:
            if (i.state.value() == InstanceState::Running) {
                i.state = InstanceState::Stopped;
                i.startedAt.reset();
                i.meter.ratePerHour = Money();
            } else {
                i.state = InstanceState::Running;
                i.startedAt = at;
                i.meter.ratePerHour = Money::fromCents(218);
            }
            break;
        case 1:
            i.name += u'*';
            break;
        case 2:
            i.meter.since = at; // a field the services do not look at
            break;
        default:
            break;
        }
    }
    if (random.bounded(3) == 0 && !list.isEmpty())
        list.removeAt(random.bounded(list.size()));
    if (random.bounded(3) == 0)
        list << instance(made++);
    return list;
}

} // namespace

TEST(PollBatches, TheUsageWatcherEndsTheSameBootsFromEachBatchAsFromTheWholeList)
{
    QTemporaryDir dir;
    // Two platforms, so that each watcher's receipts (a ledger call for each boot that ended) are
    // counted apart.
    auto wholeCloud = std::make_shared<FakeCloud>(), batchCloud = std::make_shared<FakeCloud>();
    FakePlatform wholePlatform(wholeCloud), batchPlatform(batchCloud);
    SshWorkspace ssh({dir.filePath(u"ssh"_s), dir.filePath(u"gpudesk.conf"_s)});
    ssh.setPlatform(u"fake://platform"_s);
    StoreThread wholeStore(dir.filePath(u"whole.db"_s)), batchStore(dir.filePath(u"batch.db"_s));
    UsageWatcher::Settings settings;
    settings.sampleMs = 3600000; // nothing sampled: the boots are what is compared
    const auto now = [] { return kPolledFrom; };
    UsageWatcher whole(ssh, wholePlatform, now, wholeStore, settings);
    UsageWatcher batched(ssh, batchPlatform, now, batchStore, settings);

    QRandomGenerator random(37);
    int made = 0;
    QList<Instance> list;
    for (; made < 40; ++made)
        list << instance(made);
    whole.setInstances(list);
    batched.setInstances(list); // the first list is taken whole
    int ended = 0;
    for (int step = 1; step <= 200; ++step) {
        const QList<Instance> after = next(list, random, made, step);
        const InstanceSnapshot batch = InstanceSnapshot::between(list, after);
        whole.setInstances(after);
        batched.setInstances(after, &batch);
        list = after;
        ASSERT_EQ(batchCloud->calls(u"ledger"_s), wholeCloud->calls(u"ledger"_s)) << "at step " << step;
        ended = wholeCloud->calls(u"ledger"_s);
    }
    EXPECT_GT(ended, 50); // boots did end, by a stop and by a release

    // A new session's first poll (a login made again) is made against no list: a running instance
    // released in between still has its boot ended.
    const auto running = std::find_if(list.cbegin(), list.cend(),
                                      [](const Instance &i) { return i.state.value() == InstanceState::Running; });
    ASSERT_NE(running, list.cend());
    QList<Instance> renewed = list;
    renewed.removeAt(running - list.cbegin());
    const InstanceSnapshot fresh = InstanceSnapshot::between({}, renewed);
    ASSERT_TRUE(fresh.isWhole());
    whole.setInstances(renewed);
    batched.setInstances(renewed, &fresh);
    EXPECT_EQ(wholeCloud->calls(u"ledger"_s), ended + 1);
    EXPECT_EQ(batchCloud->calls(u"ledger"_s), ended + 1);
}

TEST(PollBatches, TheSshWorkspaceWritesTheSameConfigFromEachBatchAsFromTheWholeList)
{
    QTemporaryDir dir;
    const auto workspace = [&dir](const QString &name) {
        return std::make_unique<SshWorkspace>(
            SshWorkspace::Paths{dir.filePath(name + u"/ssh"_s), dir.filePath(name + u"/gpudesk.conf"_s)});
    };
    const auto whole = workspace(u"whole"_s), batched = workspace(u"batch"_s);
    for (SshWorkspace *w : {whole.get(), batched.get()})
        w->setPlatform(u"fake://platform"_s);
    const auto settled
        = [&] { return QTest::qWaitFor([&] { return !whole->isSyncing() && !batched->isSyncing(); }, 10000); };

    QRandomGenerator random(41);
    int made = 0;
    QList<Instance> list;
    for (; made < 30; ++made)
        list << instance(made);
    whole->setInstances(list);
    batched->setInstances(list);
    ASSERT_TRUE(settled());
    int synced = 0;
    for (int step = 1; step <= 60; ++step) {
        const QList<Instance> after = next(list, random, made, step);
        const InstanceSnapshot batch = InstanceSnapshot::between(list, after);
        whole->setInstances(after);
        batched->setInstances(after, &batch);
        list = after;
        // Both write, or neither does (a meter's move alone is nothing to write).
        ASSERT_EQ(batched->isSyncing(), whole->isSyncing()) << "at step " << step;
        synced += whole->isSyncing();
        ASSERT_TRUE(settled());
        ASSERT_EQ(SshConfigFile(batched->paths().sshDir).read(), SshConfigFile(whole->paths().sshDir).read())
            << "at step " << step;
    }
    EXPECT_GT(synced, 20);
    // A poll that moved only a meter writes nothing.
    QList<Instance> ticked = list;
    ticked.first().meter.since = kPolledFrom.addDays(1);
    const InstanceSnapshot meterOnly = InstanceSnapshot::between(list, ticked);
    ASSERT_EQ(meterOnly.touchedRows.size(), 1);
    batched->setInstances(ticked, &meterOnly);
    EXPECT_FALSE(batched->isSyncing());
}
