#pragma once

#include <QString>
#include <QStringList>

class QTableWidget;

/// The wizard's tables of things to pick one of (cards, images): one row each, chosen as a whole,
/// the item's id kept in the first column's Qt::UserRole.
namespace ChoiceTable {

/// A table with these column headers, read-only, one row chosen at a time.
QTableWidget *make(const QString &name, const QStringList &headers);
/// The id of the row chosen; empty when none is.
QString chosenId(const QTableWidget *table);
/// Chooses the row holding `id`, or the row `fallback` when none does (-1: none).
void choose(QTableWidget *table, const QString &id, int fallback);

} // namespace ChoiceTable
