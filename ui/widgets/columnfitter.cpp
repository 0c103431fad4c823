#include "ui/widgets/columnfitter.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

ColumnFitter::ColumnFitter(QTableView &table, QList<int> ticking)
    : QObject(&table)
    , m_table(table)
    , m_ticking(std::move(ticking))
    , m_fittedLength(m_ticking.size(), 0)
{
    QHeaderView *header = table.horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setStretchLastSection(true);
    header->setResizeContentsPrecision(0); // the rows in view
    m_all.setSingleShot(true);
    m_all.setInterval(0);
    m_tick.setSingleShot(true);
    m_tick.setInterval(0);
    connect(&m_all, &QTimer::timeout, this, &ColumnFitter::fitAll);
    connect(&m_tick, &QTimer::timeout, this, &ColumnFitter::fitTicking);
    const auto later = [this] { m_all.start(); };
    connect(table.verticalScrollBar(), &QScrollBar::valueChanged, this, later);
    connect(table.verticalScrollBar(), &QScrollBar::rangeChanged, this, later);
    // The model is set before the fitter is made; a table given another model gets another fitter.
    if (QAbstractItemModel *model = table.model()) {
        using M = QAbstractItemModel;
        connect(model, &M::rowsInserted, this, later);
        connect(model, &M::rowsRemoved, this, later);
        connect(model, &M::modelReset, this, later);
        connect(model, &M::layoutChanged, this, later);
        connect(model, &M::headerDataChanged, this, later);
        connect(model, &M::dataChanged, this, [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
            for (int column = topLeft.column(); column <= bottomRight.column(); ++column) {
                if (!m_ticking.contains(column)) {
                    m_all.start();
                    return;
                }
            }
            m_tick.start();
        });
    }
    m_all.start();
}

qsizetype ColumnFitter::longestInView(int column) const
{
    const QAbstractItemModel *model = m_table.model();
    if (!model || model->rowCount() == 0)
        return 0;
    const int first = std::max(m_table.rowAt(0), 0);
    int last = m_table.rowAt(m_table.viewport()->height() - 1);
    if (last < 0)
        last = model->rowCount() - 1;
    qsizetype longest = 0;
    for (int row = first; row <= last; ++row)
        longest = std::max(longest, model->index(row, column).data().toString().size());
    return longest;
}

void ColumnFitter::fitAll()
{
    m_tick.stop();
    const int last = m_table.horizontalHeader()->count() - 1;
    for (int column = 0; column < last; ++column)
        m_table.resizeColumnToContents(column);
    for (qsizetype k = 0; k < m_ticking.size(); ++k)
        m_fittedLength[k] = longestInView(m_ticking[k]);
}

void ColumnFitter::fitTicking()
{
    for (qsizetype k = 0; k < m_ticking.size(); ++k) {
        const qsizetype longest = longestInView(m_ticking[k]);
        if (longest > m_fittedLength[k]) {
            m_table.resizeColumnToContents(m_ticking[k]);
            m_fittedLength[k] = longest;
        }
    }
}
