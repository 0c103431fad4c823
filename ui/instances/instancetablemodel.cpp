#include "ui/instances/instancetablemodel.h"

#include <QSet>

#include "core/console/console.h"
#include "core/doctor/creationdoctor.h"
#include "core/model/instancewords.h"
#include "ui/widgets/icons.h"
#include "ui/widgets/messagestyle.h"

#include <QBrush>
#include <QColor>

#include <limits>

using namespace Qt::StringLiterals;

InstanceTableModel::InstanceTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

InstanceTableModel::~InstanceTableModel() = default;

void InstanceTableModel::follow(const Console &console)
{
    applySnapshot(InstanceSnapshot::between(m_rows, console.instances()));
    setCatalogNames(console.cardNames(), console.regionNames());
    applyReading(console.reading());
    connect(&console, &Console::snapshotApplied, this, &InstanceTableModel::applySnapshot);
    connect(&console, &Console::readingChanged, this, &InstanceTableModel::applyReading);
    connect(&console, &Console::catalogNamesChanged, this,
            [this, &console] { setCatalogNames(console.cardNames(), console.regionNames()); });
}

int InstanceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int InstanceTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const Instance *InstanceTableModel::instance(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows[row] : nullptr;
}

int InstanceTableModel::rowOf(const QString &id) const
{
    for (int r = 0; r < m_rows.size(); ++r) {
        if (m_rows[r].id == id)
            return r;
    }
    return -1;
}

void InstanceTableModel::applySnapshot(const InstanceSnapshot &snapshot)
{
    if (snapshot.unchanged)
        return;
    for (const QString &id : snapshot.removed) {
        const int row = rowOf(id);
        if (row < 0)
            continue;
        beginRemoveRows({}, row, row);
        m_rows.removeAt(row);
        endRemoveRows();
    }
    // A poll lists the instances in the rows' order but for what came or went: each is looked for
    // in its own place first, and in one index of all rows (built once, if ever) where that place
    // holds another: a thousand instances must not cost a million comparisons.
    QHash<QString, int> byId;
    bool indexed = false;
    // Which instances changed was worked out on the poller's thread, against the list these rows
    // mirror (as the removed ones were): only those are compared and copied. Comparing every row
    // again was a third of a poll's time on the main thread at ten thousand instances.
    // Added ones too: after a new token (a cluster's renewed login) the poller's batch is made
    // against no list, and says every instance came, rows of which are here already.
    QSet<QString> changedIds(snapshot.changed.cbegin(), snapshot.changed.cend());
    changedIds.unite(QSet<QString>(snapshot.added.cbegin(), snapshot.added.cend()));
    QSet<QString> addedIds;
    std::vector<int> changedRows;
    QList<const Instance *> added;
    for (qsizetype place = 0; place < snapshot.instances.size(); ++place) {
        const Instance &i = snapshot.instances[place];
        int row = -1;
        if (place < m_rows.size() && m_rows[place].id == i.id) {
            row = int(place);
        } else {
            if (!indexed) {
                byId.reserve(m_rows.size());
                for (int r = 0; r < m_rows.size(); ++r)
                    byId.insert(m_rows[r].id, r);
                indexed = true;
            }
            row = byId.value(i.id, -1);
        }
        if (row >= 0) {
            if (changedIds.contains(i.id) && !(m_rows[row] == i)) {
                m_rows[row] = i;
                changedRows.push_back(row);
            }
        } else if (!addedIds.contains(i.id)) {
            addedIds.insert(i.id);
            added << &i;
        }
    }
    // One signal for the span, which rows of it changed said to who asks (ChangedRowsHint).
    if (!changedRows.empty()) {
        std::sort(changedRows.begin(), changedRows.end());
        m_changedRows = &changedRows;
        emit dataChanged(index(changedRows.front(), 0), index(changedRows.back(), ColumnCount - 1));
        m_changedRows = nullptr;
    }
    // The new ones in one insertion: ten thousand at the first poll are one signal, not as many.
    if (!added.isEmpty()) {
        beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + added.size()) - 1);
        for (const Instance *i : std::as_const(added))
            m_rows.append(*i);
        endInsertRows();
    }
}

void InstanceTableModel::applyReading(const BillingReading &reading)
{
    m_platformTime = reading.platformTime;
    m_currency = reading.currency;
    // Kept whole (a shared list: no copy) and read for the rows that are shown or sorted by cost:
    // a second at ten thousand instances must not index ten thousand costs.
    m_costs = reading.instances;
    m_costAt.clear();
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, Cost), index(int(m_rows.size()) - 1, TimeLeft), {Qt::DisplayRole, SortRole});
}

Money InstanceTableModel::costOf(int row) const
{
    const Instance &i = m_rows[row];
    // The meter lists the instances in the order of the poll the rows follow: a cost is nearly
    // always at the row's own place; where it is not, it is looked up in an index made once.
    if (row < m_costs.size() && m_costs[row].id == i.id)
        return m_costs[row].boot;
    if (m_costAt.isEmpty() && !m_costs.isEmpty()) {
        m_costAt.reserve(m_costs.size());
        for (qsizetype k = 0; k < m_costs.size(); ++k)
            m_costAt.insert(m_costs[k].id, k);
    }
    const qsizetype at = m_costAt.value(i.id, -1);
    return at >= 0 ? m_costs[at].boot : i.meter.base;
}

void InstanceTableModel::setBatchJobs(bool on)
{
    m_batch = on;
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

bool InstanceTableModel::columnSaysNothing(int column, bool gpuHoursOnly) const
{
    switch (column) {
    case Mode:
    case Billing:
        return m_batch;
    case Rate:
    case Cost:
        return gpuHoursOnly;
    default:
        return false;
    }
}

std::optional<qint64> InstanceTableModel::secondsLeft(const Instance &i) const
{
    if (!i.stopAt || !m_platformTime.isValid() || !Lifecycle::isBilling(i.state.value()))
        return std::nullopt;
    return std::max<qint64>(0, m_platformTime.secsTo(*i.stopAt));
}

qint64 InstanceTableModel::uptimeSeconds(const Instance &i) const
{
    if (i.state != InstanceState::Running || !i.startedAt || !m_platformTime.isValid())
        return 0;
    return std::max<qint64>(0, i.startedAt->secsTo(m_platformTime));
}

QVariant InstanceTableModel::display(const Instance &i, int row, int column) const
{
    switch (column) {
    case Name:
        return i.name;
    case Gpu: {
        const QString card = m_cardNames.value(i.gpuType, i.gpuType);
        return i.mode == InstanceMode::NoGpu ? tr("%1 (not attached)").arg(card)
                                             : tr("%1 × %2").arg(card).arg(i.gpuCount);
    }
    case Region:
        return m_regionNames.value(i.region, i.region);
    case State:
        // A job waiting for its cards: its place in line says more than "creating".
        if (i.queue)
            return i.queue->position ? tr("Queued (#%1)").arg(*i.queue->position) : tr("Queued");
        return InstanceWords::state(i.state);
    case Mode:
        switch (i.mode.value()) {
        case InstanceMode::NoGpu:
            return tr("No GPU");
        case InstanceMode::Gpu:
            return tr("With GPU");
        case InstanceMode::Unknown:
            break;
        }
        return i.mode.wire();
    case Billing:
        switch (i.billingMode.value()) {
        case BillingMode::OnDemand:
            return tr("On demand");
        case BillingMode::PackageDaily:
            return tr("Daily package");
        case BillingMode::PackageWeekly:
            return tr("Weekly package");
        case BillingMode::PackageMonthly:
            return tr("Monthly package");
        case BillingMode::Unknown:
            break;
        }
        return i.billingMode.wire();
    case Rate:
        return InstanceWords::costWhileSo(i, m_currency);
    case Cost:
        return m_currency.format(costOf(row));
    case Uptime:
        return i.state == InstanceState::Running ? InstanceWords::duration(uptimeSeconds(i)) : QString();
    case TimeLeft:
        if (const auto left = secondsLeft(i))
            return i.stopReason && *i.stopReason == StateReason::TimeLimit
                ? tr("%1 (time limit)").arg(InstanceWords::duration(*left))
                : InstanceWords::duration(*left);
        return QString();
    case Ssh:
        return i.ssh ? u"%1@%2:%3"_s.arg(i.ssh->user, i.ssh->host).arg(i.ssh->port) : QString();
    }
    return {};
}

void InstanceTableModel::setCatalogNames(const QHash<QString, QString> &cards, const QHash<QString, QString> &regions)
{
    m_cardNames = cards;
    m_regionNames = regions;
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, Gpu), index(int(m_rows.size()) - 1, Region), {Qt::DisplayRole, SortRole});
}

QVariant InstanceTableModel::sortKey(const Instance &i, int row, int column) const
{
    switch (column) {
    case Rate:
        return i.meter.ratePerHour.cents();
    case Cost:
        return costOf(row).cents();
    case Uptime:
        return uptimeSeconds(i);
    case TimeLeft:
        return secondsLeft(i).value_or(std::numeric_limits<qint64>::max());
    default:
        return display(i, row, column);
    }
}

namespace {
// Green costs money, grey does not, amber is on its way, red needs attention.
QColor stateColor(const Instance &i)
{
    if (Lifecycle::isBilling(i.state.value()))
        return MessageStyle::billingColor();
    if (i.state == InstanceState::Failed)
        return MessageStyle::problemColor();
    if (i.inTransition())
        return QColor(0xb0, 0x6a, 0x00);
    return QColor(0x80, 0x80, 0x80);
}
} // namespace

QVariant InstanceTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Instance &i = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return display(i, index.row(), index.column());
    case SortRole:
        return sortKey(i, index.row(), index.column());
    case IdRole:
        return i.id;
    case StateRole:
        return i.state.wire();
    case InTransitionRole:
        return i.inTransition();
    case SshCommandRole:
        return i.ssh ? u"ssh -p %1 %2@%3"_s.arg(i.ssh->port).arg(i.ssh->user, i.ssh->host) : QString();
    case Qt::DecorationRole:
        if (index.column() == State) {
            const QColor color = stateColor(i);
            auto dot = m_dots.constFind(color.rgba());
            if (dot == m_dots.cend())
                dot = m_dots.insert(color.rgba(), Icons::dot(color));
            return *dot;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == State && i.queue) // the scheduler's reason, in words, and what to change
            return CreationDoctor::ofQueue(i).verdict;
        if (index.column() == State)
            return tr("%1: %2").arg(InstanceWords::state(i.state), InstanceWords::reason(i.stateReason));
        if (index.column() == TimeLeft && i.stopAt)
            return i.stopReason && *i.stopReason == StateReason::TimeLimit
                ? tr("The job's time limit: Slurm ends it then, whatever is running.")
                : tr("It stops by itself then (Stop later).");
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == Rate || index.column() == Cost || index.column() == Uptime || index.column() == TimeLeft)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        if (index.column() == State)
            return QBrush(stateColor(i));
        if (index.column() == TimeLeft) { // the last half hour: save your work
            const auto left = secondsLeft(i);
            return left && *left <= 30 * 60 ? QVariant(QBrush(MessageStyle::problemColor())) : QVariant();
        }
        return {};
    default:
        return {};
    }
}

QVariant InstanceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Name");
    case Gpu:
        return tr("GPU");
    case Region:
        return m_batch ? tr("Partition") : tr("Region");
    case State:
        return tr("State");
    case Mode:
        return tr("Mode");
    case Billing:
        return tr("Billing");
    case Rate:
        return tr("Costs while so");
    case Cost:
        return tr("This boot");
    case Uptime:
        return tr("Uptime");
    case TimeLeft:
        return tr("Time left");
    case Ssh:
        return tr("SSH");
    }
    return {};
}
