// The instances table's sorting: after every insert, removal and change, in any column and either
// order, its rows are the model's sorted by key with ties in the model's order (as
// QSortFilterProxyModel sorts them), QAbstractItemModelTester finds it consistent, and a selected
// row stays selected wherever it moves.
#include "ui/instances/instancesortproxy.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStandardItemModel>

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <numeric>

using namespace Qt::StringLiterals;

namespace {

constexpr int kSortRole = Qt::UserRole + 7;

/// A key for `column`: a number in the first, a name (or, now and then, none) in the second.
QVariant key(QRandomGenerator &rng, int column)
{
    if (column == 0)
        return rng.bounded(12);
    return rng.bounded(10) > 0 ? QVariant(u"name-%1"_s.arg(rng.bounded(20))) : QVariant();
}

QList<QStandardItem *> row(QRandomGenerator &rng)
{
    // Few distinct values: many ties. A number column, a text column, and cells with no key.
    auto *number = new QStandardItem;
    number->setData(rng.bounded(12), kSortRole);
    auto *text = new QStandardItem;
    if (rng.bounded(10) > 0)
        text->setData(u"name-%1"_s.arg(rng.bounded(20)), kSortRole);
    return {number, text};
}

/// The model's rows in the order the proxy should show them.
QList<int> expected(const QStandardItemModel &model, int column, Qt::SortOrder order)
{
    QList<int> rows(model.rowCount());
    std::iota(rows.begin(), rows.end(), 0);
    const auto key = [&](int r) { return model.index(r, column).data(kSortRole); };
    std::stable_sort(rows.begin(), rows.end(), [&](int a, int b) {
        const QVariant l = order == Qt::AscendingOrder ? key(a) : key(b);
        const QVariant r = order == Qt::AscendingOrder ? key(b) : key(a);
        if (!l.isValid())
            return false;
        if (!r.isValid())
            return true;
        if (l.metaType().id() == QMetaType::QString)
            return l.toString() < r.toString();
        return QVariant::compare(l, r) == QPartialOrdering::Less;
    });
    return rows;
}

QList<int> shown(const InstanceSortProxy &proxy)
{
    QList<int> rows;
    for (int r = 0; r < proxy.rowCount(); ++r)
        rows << proxy.mapToSource(proxy.index(r, 0)).row();
    return rows;
}

/// `rows` random rows in `model`, shown by `proxy` by kSortRole, which the tester checks throughout.
std::unique_ptr<QAbstractItemModelTester> sortedBehind(InstanceSortProxy &proxy, QStandardItemModel &model, int rows,
                                                       QRandomGenerator &rng)
{
    for (int r = 0; r < rows; ++r)
        model.appendRow(row(rng));
    auto tester
        = std::make_unique<QAbstractItemModelTester>(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
    proxy.setSortRole(kSortRole);
    proxy.setSourceModel(&model);
    return tester;
}

} // namespace

TEST(InstanceSortProxy, RowsAreTheModelsSortedByKeyWithTiesInTheModelsOrderThroughEveryChange)
{
    QRandomGenerator rng(5);
    QStandardItemModel model;
    InstanceSortProxy proxy;
    const auto tester = sortedBehind(proxy, model, 40, rng);
    QItemSelectionModel selection(&proxy);
    for (int step = 0; step < 400; ++step) {
        if (step % 50 == 0)
            proxy.sort(rng.bounded(2), rng.bounded(2) ? Qt::AscendingOrder : Qt::DescendingOrder);
        const int op = rng.bounded(10);
        if (op < 2 || model.rowCount() < 5) {
            model.insertRow(rng.bounded(model.rowCount() + 1), row(rng));
        } else if (op < 3) {
            const int first = rng.bounded(model.rowCount() - 3);
            model.removeRows(first, rng.bounded(1, 4));
        } else if (op < 9) {
            const int r = rng.bounded(model.rowCount());
            const int column = rng.bounded(2);
            model.setData(model.index(r, column), key(rng, column), kSortRole);
        } else {
            // A selected row is the same row after whatever moves it.
            const int pick = rng.bounded(proxy.rowCount());
            selection.select(proxy.index(pick, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            const QModelIndex source = proxy.mapToSource(proxy.index(pick, 0));
            model.setData(model.index(source.row(), proxy.sortColumn()), key(rng, proxy.sortColumn()), kSortRole);
            ASSERT_EQ(selection.selectedRows().size(), 1);
            EXPECT_EQ(proxy.mapToSource(selection.selectedRows().first()).row(), source.row());
        }
        ASSERT_EQ(shown(proxy), expected(model, proxy.sortColumn(), proxy.sortOrder())) << "step " << step;
    }
}

TEST(InstanceSortProxy, AChangeOutsideTheSortedColumnIsOneSignalAndMovesNothing)
{
    // A second's costs for every row of a table sorted by name.
    QStandardItemModel model;
    for (int r = 0; r < 300; ++r) {
        auto *name = new QStandardItem;
        name->setData(u"instance-%1"_s.arg(299 - r, 3, 10, QChar(u'0')), kSortRole);
        model.appendRow({name, new QStandardItem});
    }
    InstanceSortProxy proxy;
    proxy.setSortRole(kSortRole);
    proxy.setSourceModel(&model);
    proxy.sort(0);
    QSignalSpy changed(&proxy, &QAbstractItemModel::dataChanged);
    QSignalSpy moved(&proxy, &QAbstractItemModel::layoutChanged);
    emit model.dataChanged(model.index(0, 1), model.index(299, 1), {kSortRole});
    EXPECT_EQ(changed.size(), 1);
    EXPECT_EQ(moved.size(), 0);
    EXPECT_EQ(proxy.index(0, 0).data(kSortRole).toString(), u"instance-000"_s);
}

namespace {

/// A model that says which rows of a dataChanged() span changed, and counts the sort keys read.
class HintingModel final : public QStandardItemModel, public ChangedRowsHint
{
public:
    const std::vector<int> *changedRows() const override { return m_changing; }
    QVariant data(const QModelIndex &index, int role) const override
    {
        keysRead += role == kSortRole;
        return QStandardItemModel::data(index, role);
    }
    /// Gives the rows new keys in `column`, then one signal for their span, the rows said.
    void change(const std::vector<int> &rows, int column, QRandomGenerator &rng)
    {
        blockSignals(true);
        for (const int r : rows)
            setData(index(r, column), key(rng, column), kSortRole);
        blockSignals(false);
        m_changing = &rows;
        keysRead = 0;
        emit dataChanged(index(rows.front(), 0), index(rows.back(), 1), {kSortRole});
        m_changing = nullptr;
    }
    mutable int keysRead = 0;

private:
    const std::vector<int> *m_changing = nullptr;
};

} // namespace

TEST(InstanceSortProxy, APollThatChangesEveryTenthRowReadsTheKeysOfThoseRowsOnly)
{
    // The instances model says which rows of its one signal changed (ChangedRowsHint): the proxy
    // reads those rows' keys, not the span's, and still orders every row as sorted anew.
    QRandomGenerator rng(11);
    HintingModel model;
    InstanceSortProxy proxy;
    const auto tester = sortedBehind(proxy, model, 300, rng);
    for (int round = 0; round < 20; ++round) {
        proxy.sort(round % 2, round % 4 < 2 ? Qt::AscendingOrder : Qt::DescendingOrder);
        std::vector<int> rows;
        for (int r = round % 10; r < model.rowCount(); r += 10)
            rows.push_back(r);
        QSignalSpy changed(&proxy, &QAbstractItemModel::dataChanged);
        model.change(rows, proxy.sortColumn(), rng);
        EXPECT_EQ(model.keysRead, int(rows.size())) << "round " << round;
        EXPECT_EQ(changed.size(), 1);
        ASSERT_EQ(shown(proxy), expected(model, proxy.sortColumn(), proxy.sortOrder())) << "round " << round;
    }
}
