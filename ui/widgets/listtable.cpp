#include "ui/widgets/listtable.h"

#include "ui/widgets/listmodel.h"

#include <QHeaderView>
#include <QTableWidget>

namespace {

void setUp(QTableView *table, bool selectable)
{
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(selectable ? QAbstractItemView::SingleSelection : QAbstractItemView::NoSelection);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
}

} // namespace

QTableWidget *ListTable::make(const QStringList &headers, QWidget *parent, bool selectable)
{
    auto *table = new QTableWidget(0, int(headers.size()), parent);
    table->setHorizontalHeaderLabels(headers);
    setUp(table, selectable);
    return table;
}

QTableView *ListTable::make(ListModel *model, QWidget *parent, bool selectable)
{
    auto *table = new QTableView(parent);
    table->setModel(model);
    setUp(table, selectable);
    return table;
}

void ListTable::fillRow(QTableWidget *table, int row, const QStringList &cells)
{
    for (int column = 0; column < cells.size(); ++column)
        table->setItem(row, column, new QTableWidgetItem(cells[column]));
}
