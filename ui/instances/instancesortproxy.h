#pragma once

#include <QSortFilterProxyModel>
#include <QVariant>

#include <vector>

/// The instances table's sorting, quick at ten thousand rows. Each row's key in the sorted column
/// is read from the model once and kept until that row changes, instead of twice per comparison
/// (a state's or a card's words are translated to be read). And when a poll changes many rows in
/// the sorted column at once, they are sorted again in one pass (n log n) rather than taken out
/// and put back one by one, which the base class does in n² moves.
class InstanceSortProxy final : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit InstanceSortProxy(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *source) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    /// Changes of at least this many rows in the sorted column are sorted again whole.
    static constexpr int kWholeSortRows = 64;

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    /// The kept keys are good no more (all of them, or the rows first..last).
    void forget();
    void forgetRows(int first, int last);
    const QVariant &key(int row) const;

    QList<QMetaObject::Connection> m_watching; ///< to the source model, before and after the base class's
    mutable std::vector<QVariant> m_keys; ///< by source row, in the sorted column
    mutable std::vector<char> m_known;
    int m_keyColumn = -1;
    bool m_sortAfter = false; ///< a change too big to sort row by row: sorted whole once the base class saw it
};
