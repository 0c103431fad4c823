#include "ui/widgets/listmodel.h"

#include "ui/widgets/messagestyle.h"

#include <QFont>

#include <algorithm>

ListModel::ListModel(QStringList headers, QObject *parent)
    : QAbstractTableModel(parent)
    , m_headers(std::move(headers))
{ }

ListModel::~ListModel() = default;

void ListModel::setRows(const QList<ListRow> &rows)
{
    if (rows == m_rows)
        return;
    // As a table whose row count is set and whose cells are then written: rows past the new end go,
    // new ones come after, and every row shown says its cells (a selection stays on its row; the
    // page puts it back on the same item where the order moved). The cells' change is what makes a
    // header that sizes its columns to their contents look at the new rows: rows coming alone leave
    // it at the width of the titles.
    const int had = rowCount();
    const int has = int(rows.size());
    if (has < had) {
        beginRemoveRows({}, has, had - 1);
        m_rows.resize(has);
        endRemoveRows();
    }
    for (int row = 0; row < std::min(had, has); ++row)
        m_rows[row] = rows[row];
    if (has > had) {
        beginInsertRows({}, had, has - 1);
        m_rows.append(rows.mid(had));
        endInsertRows();
    }
    if (has > 0)
        Q_EMIT dataChanged(index(0, 0), index(has - 1, columnCount() - 1));
}

QString ListModel::text(int row, int column) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].cells.value(column) : QString();
}

int ListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_headers.size());
}

QVariant ListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return text(index.row(), index.column());
    case Qt::TextAlignmentRole:
        if (m_rightAligned.contains(index.column()))
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::ForegroundRole:
        switch (m_rows[index.row()].cellTones.value(index.column(), m_rows[index.row()].tone)) {
        case ListRow::Tone::Warning:
            return MessageStyle::warningColor();
        case ListRow::Tone::Problem:
            return MessageStyle::problemColor();
        case ListRow::Tone::Plain:
            return {};
        }
        return {};
    case Qt::FontRole:
        if (index.column() == m_rows[index.row()].strongColumn) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case KeyRole:
        return m_rows[index.row()].key;
    default:
        return {};
    }
}

QVariant ListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section >= 0 && section < m_headers.size())
        return m_headers[section];
    return QAbstractTableModel::headerData(section, orientation, role);
}
