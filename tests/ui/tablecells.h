#pragma once

// What the UI tests read from the console's list tables.
#include <QAbstractItemModel>
#include <QString>
#include <QTableWidget>

/// The text of a cell, empty where there is no item.
inline QString cell(QTableWidget *table, int row, int column)
{
    const QTableWidgetItem *item = table->item(row, column);
    return item ? item->text() : QString();
}

/// The text of a model's cell (a table shown through a model).
inline QString cell(const QAbstractItemModel &model, int row, int column)
{
    return model.index(row, column).data().toString();
}
