#include "ui/instances/instancesortproxy.h"

InstanceSortProxy::InstanceSortProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{ }

void InstanceSortProxy::setSourceModel(QAbstractItemModel *source)
{
    for (const QMetaObject::Connection &c : std::as_const(m_watching))
        disconnect(c);
    m_watching.clear();
    // Connected before the base class connects its own handlers (slots run in the order they were
    // made): the keys are forgotten before it compares the rows that changed or came, and a big
    // change is kept from its row-by-row re-sort.
    if (source) {
        m_watching << connect(source, &QAbstractItemModel::dataChanged, this,
                              [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                                  if (m_keyColumn < topLeft.column() || m_keyColumn > bottomRight.column())
                                      return;
                                  forgetRows(topLeft.row(), bottomRight.row());
                                  if (dynamicSortFilter() && bottomRight.row() - topLeft.row() + 1 >= kWholeSortRows) {
                                      m_sortAfter = true;
                                      setDynamicSortFilter(false);
                                  }
                              });
        m_watching << connect(source, &QAbstractItemModel::rowsInserted, this, [this] { forget(); });
        m_watching << connect(source, &QAbstractItemModel::rowsRemoved, this, [this] { forget(); });
        m_watching << connect(source, &QAbstractItemModel::rowsMoved, this, [this] { forget(); });
        m_watching << connect(source, &QAbstractItemModel::modelReset, this, [this] { forget(); });
        m_watching << connect(source, &QAbstractItemModel::layoutChanged, this, [this] { forget(); });
    }
    forget();
    QSortFilterProxyModel::setSourceModel(source);
    if (source) {
        // After the base class: sorting on again sorts everything once.
        m_watching << connect(source, &QAbstractItemModel::dataChanged, this, [this] {
            if (std::exchange(m_sortAfter, false))
                setDynamicSortFilter(true);
        });
    }
}

void InstanceSortProxy::sort(int column, Qt::SortOrder order)
{
    if (column != m_keyColumn) {
        m_keyColumn = column;
        forget();
    }
    QSortFilterProxyModel::sort(column, order);
}

void InstanceSortProxy::forget()
{
    m_keys.clear();
    m_known.clear();
}

void InstanceSortProxy::forgetRows(int first, int last)
{
    const int end = std::min(last + 1, int(m_known.size()));
    for (int row = std::max(first, 0); row < end; ++row)
        m_known[size_t(row)] = 0;
}

const QVariant &InstanceSortProxy::key(int row) const
{
    const size_t at = size_t(row);
    if (!m_known[at]) {
        m_keys[at] = sourceModel()->index(row, m_keyColumn).data(sortRole());
        m_known[at] = 1;
    }
    return m_keys[at];
}

bool InstanceSortProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (left.column() != m_keyColumn || left.parent().isValid())
        return QSortFilterProxyModel::lessThan(left, right);
    // One entry per source row: made after a forget(), as big as the model is now.
    if (m_known.size() != size_t(sourceModel()->rowCount())) {
        m_keys.assign(size_t(sourceModel()->rowCount()), QVariant());
        m_known.assign(m_keys.size(), 0);
    }
    const QVariant &l = key(left.row()), &r = key(right.row());
    // As the base class compares: strings by sortCaseSensitivity (locale-aware when asked),
    // anything else by its own order.
    if (l.metaType().id() == QMetaType::QString && r.metaType().id() == QMetaType::QString) {
        if (isSortLocaleAware())
            return QString::localeAwareCompare(l.toString(), r.toString()) < 0;
        return QString::compare(l.toString(), r.toString(), sortCaseSensitivity()) < 0;
    }
    return QPartialOrdering::Less == QVariant::compare(l, r);
}
