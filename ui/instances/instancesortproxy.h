#pragma once

#include "ui/instances/changedrowshint.h"

#include <QAbstractProxyModel>
#include <QList>
#include <QPersistentModelIndex>
#include <QVariant>

#include <vector>

/// The instances table's sorting, quick at ten thousand rows (a flat table: no filtering, no
/// children). Rows are kept in the order of their key in the sorted column (read from the model once
/// and kept until that row changes), ties in the model's order, as QSortFilterProxyModel orders them.
/// What a change costs is what it changed: a second's cost figures for every row, in a column the
/// table is not sorted by, is one signal; a poll that renames a tenth of the rows of a table sorted by
/// name takes those rows out and merges them back in (n + k log k), where QSortFilterProxyModel moved
/// them one by one (n² at that size) or sorted everything again.
class InstanceSortProxy final : public QAbstractProxyModel
{
    Q_OBJECT
public:
    explicit InstanceSortProxy(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *source) override;
    void setSortRole(int role);
    /// The column sorted by (-1: the model's order) and how.
    int sortColumn() const { return m_column; }
    Qt::SortOrder sortOrder() const { return m_order; }
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;

private:
    /// A row's key in the sorted column: text compared as QSortFilterProxyModel does by default
    /// (case-sensitive, not by locale), anything else by QVariant's order.
    struct Key
    {
        QString text;
        QVariant value;
        bool isText = false;
        bool operator==(const Key &other) const;
    };
    Key keyOf(int sourceRow) const;
    /// Whether source row a comes before b: by key (reversed when descending), then by row.
    bool before(int a, int b) const;
    /// The proxy's order made again for rows whose keys changed (all rows: sorted whole), inside a
    /// layout change that carries persistent indexes (the selection, the current row) along.
    void reorder(const std::vector<int> &changed);
    void setOrder(std::vector<int> order);
    void rebuildFromSource(); ///< source order, keys read again, then sorted (inside a reset)

    void sourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles);
    void sourceRowsAboutToBeRemoved(const QModelIndex &parent, int first, int last);
    void sourceRowsRemoved(const QModelIndex &parent, int first, int last);
    void sourceRowsInserted(const QModelIndex &parent, int first, int last);
    void sourceLayoutAboutToBeChanged();
    void sourceLayoutChanged();

    QList<QMetaObject::Connection> m_watching;
    const ChangedRowsHint *m_hint = nullptr; ///< the source's, where it has one
    std::vector<int> m_toSource; ///< proxy row → source row
    std::vector<int> m_toProxy; ///< source row → proxy row
    std::vector<Key> m_keys; ///< by source row, in the sorted column
    int m_column = -1;
    Qt::SortOrder m_order = Qt::AscendingOrder;
    int m_role = Qt::DisplayRole;
    /// Across a source layout change: the proxy's persistent indexes, and where they were in the source.
    QModelIndexList m_layoutProxy;
    QList<QPersistentModelIndex> m_layoutSource;
};
