// The instances table's model: consistent under QAbstractItemModelTester through inserts,
// removals and changes; ticks repaint only the cost and uptime cells; what each cell says.
#include "ui/instances/instancetablemodel.h"

#include <QAbstractItemModelTester>
#include <QIcon>
#include <QSignalSpy>
#include <QTimeZone>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

const QDateTime kT0(QDate(2026, 11, 30), QTime(9, 0), QTimeZone::utc());

Instance instance(const QString &id, const QString &state)
{
    Instance i;
    i.id = id;
    i.name = u"训练 "_s + id;
    i.state = WireEnum<InstanceState>::fromWire(state);
    i.stateReason = StateReason::User;
    i.mode = InstanceMode::Gpu;
    i.region = u"cn-north-1"_s;
    i.gpuType = u"rtx-4090-24g"_s;
    i.gpuCount = 2;
    i.billingMode = BillingMode::OnDemand;
    i.meter.since = kT0;
    i.meter.ratePerHour = Money::fromCents(state == u"running"_s ? 436 : 0);
    i.meter.kind = state == u"running"_s ? std::optional<QString>(u"compute"_s) : std::nullopt;
    if (state == u"running"_s) {
        i.startedAt = kT0;
        i.ssh = SshEndpoint{u"127.0.0.1"_s, 40222, u"li"_s, u"SHA256:x"_s};
    }
    return i;
}

} // namespace

TEST(InstanceTableModel, StaysConsistentThroughInsertsRemovalsAndChanges)
{
    InstanceTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QList<Instance> list{instance(u"1"_s, u"running"_s), instance(u"2"_s, u"stopped"_s)};
    model.applySnapshot(InstanceSnapshot::between({}, list));
    ASSERT_EQ(model.rowCount(), 2);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QList<Instance> next{instance(u"2"_s, u"starting"_s), instance(u"3"_s, u"creating"_s)};
    model.applySnapshot(InstanceSnapshot::between(list, next));
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.data(model.index(0, 0), InstanceTableModel::IdRole).toString(), u"2"_s);
    EXPECT_EQ(model.data(model.index(1, 0), InstanceTableModel::IdRole).toString(), u"3"_s);
    EXPECT_EQ(changed.count(), 1); // only the instance that changed
    EXPECT_TRUE(model.data(model.index(0, 0), InstanceTableModel::InTransitionRole).toBool());
    InstanceSnapshot unchanged;
    unchanged.unchanged = true;
    model.applySnapshot(unchanged);
    EXPECT_EQ(model.rowCount(), 2);
    // After a new token the poller's batch is made against no list: every instance "added", the
    // ones already here updated in their rows, none twice.
    QList<Instance> renewed{instance(u"2"_s, u"running"_s), instance(u"3"_s, u"creating"_s)};
    model.applySnapshot(InstanceSnapshot::between({}, renewed));
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.data(model.index(0, InstanceTableModel::State), InstanceTableModel::StateRole).toString(),
              u"running"_s);
}

TEST(InstanceTableModel, TicksRepaintTheCostUptimeAndTimeLeftCellsOnly)
{
    InstanceTableModel model;
    Instance job = instance(u"1"_s, u"running"_s);
    job.stopAt = kT0.addSecs(4 * 3600); // a job's time limit
    job.stopReason = WireEnum<StateReason>(StateReason::TimeLimit);
    model.applySnapshot(InstanceSnapshot::between({}, {job}));
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    BillingReading reading;
    reading.platformTime = kT0.addSecs(3 * 3600 + 5 * 60);
    reading.instances = {{u"1"_s, Money::fromCents(1344), Money::fromCents(436)}};
    model.applyReading(reading);
    ASSERT_EQ(changed.count(), 1);
    EXPECT_EQ(changed[0][0].toModelIndex().column(), InstanceTableModel::Cost);
    EXPECT_EQ(changed[0][1].toModelIndex().column(), InstanceTableModel::TimeLeft);
    EXPECT_EQ(model.data(model.index(0, InstanceTableModel::Cost), Qt::DisplayRole).toString(), u"¥13.44"_s);
    EXPECT_EQ(model.data(model.index(0, InstanceTableModel::Cost), InstanceTableModel::SortRole).toLongLong(), 1344);
    EXPECT_EQ(model.data(model.index(0, InstanceTableModel::Uptime), Qt::DisplayRole).toString(), u"3 h 05 min"_s);
    EXPECT_EQ(model.data(model.index(0, InstanceTableModel::TimeLeft), Qt::DisplayRole).toString(),
              u"55 min (time limit)"_s);
    EXPECT_FALSE(model.data(model.index(0, InstanceTableModel::TimeLeft), Qt::ForegroundRole).isValid());
    reading.platformTime = kT0.addSecs(3 * 3600 + 40 * 60); // its last half hour: in red
    model.applyReading(reading);
    EXPECT_TRUE(model.data(model.index(0, InstanceTableModel::TimeLeft), Qt::ForegroundRole).isValid());
}

TEST(InstanceTableModel, RowsInOneStateShareOneDrawnDot)
{
    // The view asks for the state's dot at every paint of every row in view: drawing it each time
    // (four antialiased pixmaps) was most of a repaint at ten thousand instances.
    InstanceTableModel model;
    model.applySnapshot(InstanceSnapshot::between(
        {}, {instance(u"1"_s, u"running"_s), instance(u"2"_s, u"running"_s), instance(u"3"_s, u"stopped"_s)}));
    const auto dot = [&](int row) {
        return model.data(model.index(row, InstanceTableModel::State), Qt::DecorationRole).value<QIcon>();
    };
    EXPECT_EQ(dot(0).cacheKey(), dot(1).cacheKey());
    EXPECT_EQ(dot(0).cacheKey(), dot(0).cacheKey());
    EXPECT_NE(dot(0).cacheKey(), dot(2).cacheKey()); // another state, another colour
    EXPECT_NE(dot(0).pixmap(16, 16).toImage().pixelColor(8, 8), dot(2).pixmap(16, 16).toImage().pixelColor(8, 8));
}

TEST(InstanceTableModel, EachCellSaysWhatAUserNeeds)
{
    InstanceTableModel model;
    Instance detached = instance(u"2"_s, u"stopped"_s);
    detached.mode = InstanceMode::NoGpu;
    detached.stateReason = StateReason::SpendLimit;
    detached.billingMode = BillingMode::PackageDaily;
    model.applySnapshot(InstanceSnapshot::between({}, {instance(u"1"_s, u"running"_s), detached}));
    const auto text
        = [&](int row, int column) { return model.data(model.index(row, column), Qt::DisplayRole).toString(); };
    EXPECT_EQ(text(0, InstanceTableModel::Gpu), u"rtx-4090-24g × 2"_s);
    EXPECT_EQ(text(0, InstanceTableModel::State), u"Running"_s);
    EXPECT_EQ(text(0, InstanceTableModel::Rate), u"¥4.36/h"_s);
    EXPECT_EQ(text(0, InstanceTableModel::Ssh), u"li@127.0.0.1:40222"_s);
    EXPECT_EQ(model.data(model.index(0, 0), InstanceTableModel::SshCommandRole).toString(),
              u"ssh -p 40222 li@127.0.0.1"_s);
    EXPECT_EQ(text(1, InstanceTableModel::Mode), u"No GPU"_s);
    EXPECT_EQ(text(1, InstanceTableModel::Billing), u"Daily package"_s);
    EXPECT_EQ(text(1, InstanceTableModel::Uptime), QString());
    EXPECT_EQ(model.data(model.index(1, InstanceTableModel::State), Qt::ToolTipRole).toString(),
              u"Stopped: a spend limit was reached"_s);
    EXPECT_EQ(model.headerData(InstanceTableModel::Cost, Qt::Horizontal, Qt::DisplayRole).toString(), u"This boot"_s);
}
