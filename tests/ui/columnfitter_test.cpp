// A table's columns kept as wide as the rows in view need: wider when a text grows, a ticking
// column measured again only when one of its texts in view got longer.
#include "ui/widgets/columnfitter.h"

#include <QHeaderView>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(ColumnFitter, ColumnsGrowWithTheirTextAndATickingOneIsMeasuredOnlyWhenItsTextGetsLonger)
{
    QStandardItemModel model(20, 3);
    for (int r = 0; r < 20; ++r) {
        model.setItem(r, 0, new QStandardItem(u"gpu-%1"_s.arg(r)));
        model.setItem(r, 1, new QStandardItem(u"¥0.01"_s));
        model.setItem(r, 2, new QStandardItem(u"root@127.0.0.1:22"_s));
    }
    QTableView table;
    table.setModel(&model);
    new ColumnFitter(table, {1});
    table.resize(900, 400);
    table.show();
    QHeaderView *header = table.horizontalHeader();
    // Fitted: no longer the header's default width.
    ASSERT_TRUE(QTest::qWaitFor([&] {
        return header->sectionSize(0) != header->defaultSectionSize()
            && header->sectionSize(1) != header->defaultSectionSize();
    }));
    const int name = header->sectionSize(0), cost = header->sectionSize(1);

    // A change outside the ticking column: the columns are measured again.
    model.item(3, 0)->setText(u"a much longer instance name than any other"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return header->sectionSize(0) > name; }));
    // The cost gets longer: its column follows.
    model.item(5, 1)->setText(u"¥12,345.67"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return header->sectionSize(1) > cost; }));
    const int wide = header->sectionSize(1);
    // Shorter again: nothing is measured (the column keeps its width, where ResizeToContents
    // would have measured every column and narrowed it).
    model.item(5, 1)->setText(u"¥0.02"_s);
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    EXPECT_EQ(header->sectionSize(1), wide);
}
