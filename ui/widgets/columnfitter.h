#pragma once

#include <QList>
#include <QObject>
#include <QTimer>

class QTableView;

/// Keeps a table's columns as wide as the rows in view need, as QHeaderView::ResizeToContents
/// does, but measured when that can change: rows come, go or change, the view scrolls or is
/// resized. A change that touches only the `ticking` columns (a cost or an uptime, every second)
/// measures nothing unless one of their texts in view got longer: ResizeToContents measured every
/// column of every row in view at each such change, which was most of a ticking table's CPU.
/// The last column takes the rest. A child of the table, made by it.
class ColumnFitter final : public QObject
{
    Q_OBJECT
public:
    ColumnFitter(QTableView &table, QList<int> ticking);

private:
    void fitAll();
    void fitTicking();
    /// The longest text (in characters) of `column` among the rows in view.
    qsizetype longestInView(int column) const;

    QTableView &m_table;
    QList<int> m_ticking;
    QList<qsizetype> m_fittedLength; ///< per ticking column, as of the last fit
    QTimer m_all; ///< coalesces the changes of one turn of the event loop
    QTimer m_tick;
};
