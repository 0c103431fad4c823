#pragma once

#include "core/billing/billingmeter.h"
#include "core/poll/instancesnapshot.h"
#include "ui/instances/changedrowshint.h"

#include <QAbstractTableModel>

#include <vector>

class Console;
#include <QHash>
#include <QIcon>

/// The instances table (DESIGN section 5): one row per instance, updated in place from the
/// poller's batches (rows inserted and removed, changed rows repainted) and from the meter's
/// ticks (only the cost and uptime cells), so that a selection and a scroll position survive.
class InstanceTableModel final : public QAbstractTableModel, public ChangedRowsHint
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstanceTableModel)
public:
    enum Column { Name, Gpu, Region, State, Mode, Billing, Rate, Cost, Uptime, TimeLeft, Ssh, ColumnCount };
    enum Role {
        IdRole = Qt::UserRole + 1,
        SortRole, ///< numbers for the numeric columns
        StateRole, ///< the state's wire name
        InTransitionRole, ///< bool: booting, stopping or releasing
        SshCommandRole, ///< "ssh -p PORT user@host", empty without SSH
    };

    explicit InstanceTableModel(QObject *parent = nullptr);
    ~InstanceTableModel() override;

    /// Shows the console's instances from now on: what it knows now, then each of its batches,
    /// meter readings and catalog names.
    void follow(const Console &console);

    /// A batch made against the list these rows show (the last batch's): its removed ones go, the
    /// rows it says changed are copied, the others are left as they are, new ones are added.
    void applySnapshot(const InstanceSnapshot &snapshot);
    void applyReading(const BillingReading &reading);
    /// What the catalog calls the cards and regions ("NVIDIA GeForce RTX 4090 24GB", "North
    /// China 1"), shown instead of their ids.
    void setCatalogNames(const QHash<QString, QString> &cards, const QHash<QString, QString> &regions);
    /// The catalog's name for a card or a region id; the id itself when it is not known.
    QString cardName(const QString &id) const { return m_cardNames.value(id, id); }
    QString regionName(const QString &id) const { return m_regionNames.value(id, id); }

    /// A batch scheduler's jobs (a Slurm cluster's): "Partition" for the region, a queued job's
    /// place and reason as its state.
    void setBatchJobs(bool on);
    /// Which columns say nothing on this platform (the page hides them): billing and money where
    /// it counts GPU-hours only, mode and billing for jobs.
    bool columnSaysNothing(int column, bool gpuHoursOnly) const;

    const Instance *instance(int row) const;
    const std::vector<int> *changedRows() const override { return m_changedRows; }
    /// Every instance shown, in the platform's order (what a newly made watcher starts from).
    const QList<Instance> &all() const { return m_rows; }
    int rowOf(const QString &id) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QVariant display(const Instance &i, int row, int column) const;
    QVariant sortKey(const Instance &i, int row, int column) const;
    /// What the row's boot has cost by the last reading (its meter's base before one).
    Money costOf(int row) const;
    qint64 uptimeSeconds(const Instance &i) const;
    /// Until its stopAt (a scheduled stop, or a job's time limit), at platform time; none without.
    std::optional<qint64> secondsLeft(const Instance &i) const;

    QList<Instance> m_rows;
    QList<InstanceCost> m_costs; ///< the last reading's, in the meter's order
    mutable QHash<QString, qsizetype> m_costAt; ///< where each id is in m_costs, made when needed
    QDateTime m_platformTime;
    Currency m_currency;
    QHash<QString, QString> m_cardNames;
    QHash<QString, QString> m_regionNames;
    /// The state column's dots by colour: painting one is four antialiased pixmaps, and the view
    /// asks for it at every paint of every row in view.
    mutable QHash<QRgb, QIcon> m_dots;
    bool m_batch = false;
    const std::vector<int> *m_changedRows = nullptr; ///< while a poll's dataChanged() is emitted
};
