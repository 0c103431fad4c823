#pragma once

#include <QStringList>

class ListModel;
class QTableView;
class QTableWidget;
class QWidget;

/// The console's read-only lists (volumes, images, tokens, members, logins, vouchers): one way to
/// set them up, so every page's list behaves alike.
namespace ListTable {

/// Headers, no row numbers, nothing editable, columns as wide as their contents and the last one
/// taking the rest; `selectable`: the user picks one whole row, else nothing is selected.
QTableWidget *make(const QStringList &headers, QWidget *parent, bool selectable = true);
/// The same, showing `model` (a list whose rows are a ListModel).
QTableView *make(ListModel *model, QWidget *parent, bool selectable = true);
/// Sets row `row`'s cells to `cells`, left to right.
void fillRow(QTableWidget *table, int row, const QStringList &cells);

} // namespace ListTable
