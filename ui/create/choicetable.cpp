#include "ui/create/choicetable.h"

#include <QHeaderView>
#include <QTableWidget>

namespace ChoiceTable {

QTableWidget *make(const QString &name, const QStringList &headers)
{
    auto *table = new QTableWidget(0, int(headers.size()));
    table->setObjectName(name);
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->hide();
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

QString chosenId(const QTableWidget *table)
{
    const QList<QTableWidgetItem *> selected = table->selectedItems();
    if (selected.isEmpty())
        return {};
    const QTableWidgetItem *first = table->item(selected.first()->row(), 0);
    return first ? first->data(Qt::UserRole).toString() : QString();
}

void choose(QTableWidget *table, const QString &id, int fallback)
{
    int row = fallback;
    for (int r = 0; r < table->rowCount(); ++r) {
        const QTableWidgetItem *first = table->item(r, 0);
        if (first && first->data(Qt::UserRole).toString() == id && (first->flags() & Qt::ItemIsEnabled))
            row = r;
    }
    if (row >= 0)
        table->selectRow(row);
}

} // namespace ChoiceTable
