#pragma once

// What the UI tests read from the console's list tables.
#include <QString>
#include <QTableWidget>

/// The text of a cell, empty where there is no item.
inline QString cell(QTableWidget *table, int row, int column)
{
    const QTableWidgetItem *item = table->item(row, column);
    return item ? item->text() : QString();
}
