// A read-only list's rows as a model: consistent under QAbstractItemModelTester as rows come, change
// and go; the same rows said again change nothing; amounts right-aligned; each row's key.
#include "ui/widgets/listmodel.h"

#include "ui/widgets/listtable.h"
#include "ui/widgets/messagestyle.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QFont>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

using namespace Qt::StringLiterals;

TEST(ListModel, StaysConsistentAsRowsComeChangeAndGo)
{
    ListModel model({u"Month"_s, u"Amount"_s});
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setRightAligned({1});
    EXPECT_EQ(model.columnCount(), 2);
    EXPECT_EQ(model.headerData(1, Qt::Horizontal).toString(), u"Amount"_s);

    model.setRows({{{u"十一月 2026"_s, u"¥12.00"_s}, u"inv-1"_s}, {{u"October 2026"_s, u"¥3.50"_s}, u"inv-2"_s}});
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.text(0, 0), u"十一月 2026"_s);
    EXPECT_EQ(model.index(1, 0).data(ListModel::KeyRole).toString(), u"inv-2"_s);
    EXPECT_EQ(model.index(0, 1).data(Qt::TextAlignmentRole).value<Qt::Alignment>(), Qt::AlignRight | Qt::AlignVCenter);
    EXPECT_FALSE(model.index(0, 0).data(Qt::TextAlignmentRole).isValid());
    EXPECT_TRUE(model.text(5, 0).isEmpty()); // outside the rows: nothing

    // Said again as it was: nothing on screen moves.
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setRows(model.rows());
    EXPECT_EQ(changed.count() + reset.count(), 0);
    // A figure changed in the same rows: the cells change, the rows stay (selection and scroll kept).
    model.setRows({{{u"十一月 2026"_s, u"¥13.00"_s}, u"inv-1"_s}, {{u"October 2026"_s, u"¥3.50"_s}, u"inv-2"_s}});
    EXPECT_EQ(changed.count(), 1);
    EXPECT_EQ(reset.count(), 0);
    EXPECT_EQ(model.text(0, 1), u"¥13.00"_s);
    // More rows come after the ones kept; fewer go from the end.
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    model.setRows({{{u"December 2026"_s, u"¥1.00"_s}, u"inv-3"_s},
                   {{u"十一月 2026"_s, u"¥13.00"_s}, u"inv-1"_s},
                   {{u"October 2026"_s, u"¥3.50"_s}, u"inv-2"_s}});
    EXPECT_EQ(inserted.count(), 1);
    EXPECT_EQ(model.index(2, 0).data(ListModel::KeyRole).toString(), u"inv-2"_s);
    model.setRows({});
    EXPECT_EQ(removed.count(), 1);
    EXPECT_EQ(reset.count(), 0);
    EXPECT_EQ(model.rowCount(), 0);
}

TEST(ListModel, SaysARowsToneAndACellsOwnAndOneCellInBold)
{
    ListModel model({u"When"_s, u"Result"_s, u"Address"_s});
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    ListRow refused{{u"12:00"_s, u"Refused"_s, u"203.0.113.9 — new address"_s}};
    refused.cellTones.insert(1, ListRow::Tone::Problem);
    refused.cellTones.insert(2, ListRow::Tone::Warning);
    refused.strongColumn = 2;
    ListRow soon{
        .cells = {u"12:01"_s, u"expires soon"_s, u"198.51.100.1"_s}, .key = u"t-1"_s, .tone = ListRow::Tone::Warning};
    model.setRows({refused, soon});
    const auto colour = [&](int row, int column) { return model.index(row, column).data(Qt::ForegroundRole); };
    EXPECT_FALSE(colour(0, 0).isValid());
    EXPECT_EQ(colour(0, 1).value<QColor>(), MessageStyle::problemColor());
    EXPECT_EQ(colour(0, 2).value<QColor>(), MessageStyle::warningColor());
    EXPECT_TRUE(model.index(0, 2).data(Qt::FontRole).value<QFont>().bold());
    EXPECT_FALSE(model.index(0, 1).data(Qt::FontRole).isValid());
    for (int column = 0; column < 3; ++column) // the whole row's tone
        EXPECT_EQ(colour(1, column).value<QColor>(), MessageStyle::warningColor());
}

// A list shown: columns sized to their contents widen for the rows that come (the rows coming alone
// would leave them at the width of their titles).
TEST(ListModel, ItsTableWidensItsColumnsForTheRowsThatCome)
{
    ListModel model({u"When"_s, u"Program"_s});
    QTableView *table = ListTable::make(&model, nullptr, false);
    const std::unique_ptr<QTableView> owned(table);
    table->resize(800, 300);
    table->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(table));
    const int titleWidth = table->columnWidth(0);
    model.setRows({{{u"2026-12-07 15:55:01, from a long way off"_s, u"curl/8.0"_s}}});
    EXPECT_TRUE(QTest::qWaitFor([&] { return table->columnWidth(0) > titleWidth + 50; }, 5000))
        << table->columnWidth(0) << " vs " << titleWidth;
}
