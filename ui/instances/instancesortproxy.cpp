#include "ui/instances/instancesortproxy.h"

#include <algorithm>
#include <numeric>

InstanceSortProxy::InstanceSortProxy(QObject *parent)
    : QAbstractProxyModel(parent)
{ }

bool InstanceSortProxy::Key::operator==(const Key &other) const
{
    return isText == other.isText && (isText ? text == other.text : value == other.value);
}

void InstanceSortProxy::setSourceModel(QAbstractItemModel *source)
{
    beginResetModel();
    for (const QMetaObject::Connection &c : std::as_const(m_watching))
        disconnect(c);
    m_watching.clear();
    QAbstractProxyModel::setSourceModel(source);
    m_hint = dynamic_cast<const ChangedRowsHint *>(source);
    if (source) {
        using M = QAbstractItemModel;
        const auto reset = [this] { beginResetModel(); };
        const auto rebuilt = [this] {
            rebuildFromSource();
            endResetModel();
        };
        m_watching << connect(source, &M::dataChanged, this, &InstanceSortProxy::sourceDataChanged)
                   << connect(source, &M::rowsAboutToBeRemoved, this, &InstanceSortProxy::sourceRowsAboutToBeRemoved)
                   << connect(source, &M::rowsRemoved, this, &InstanceSortProxy::sourceRowsRemoved)
                   << connect(source, &M::rowsInserted, this, &InstanceSortProxy::sourceRowsInserted)
                   << connect(source, &M::layoutAboutToBeChanged, this,
                              &InstanceSortProxy::sourceLayoutAboutToBeChanged)
                   << connect(source, &M::layoutChanged, this, &InstanceSortProxy::sourceLayoutChanged)
                   << connect(source, &M::rowsAboutToBeMoved, this, &InstanceSortProxy::sourceLayoutAboutToBeChanged)
                   << connect(source, &M::rowsMoved, this, &InstanceSortProxy::sourceLayoutChanged)
                   << connect(source, &M::modelAboutToBeReset, this, reset)
                   << connect(source, &M::modelReset, this, rebuilt)
                   << connect(source, &M::columnsAboutToBeInserted, this, reset)
                   << connect(source, &M::columnsInserted, this, rebuilt)
                   << connect(source, &M::columnsAboutToBeRemoved, this, reset)
                   << connect(source, &M::columnsRemoved, this, rebuilt)
                   << connect(source, &M::columnsAboutToBeMoved, this, reset)
                   << connect(source, &M::columnsMoved, this, rebuilt)
                   << connect(source, &M::headerDataChanged, this, &QAbstractItemModel::headerDataChanged);
    }
    rebuildFromSource();
    endResetModel();
}

void InstanceSortProxy::setSortRole(int role)
{
    if (role == m_role)
        return;
    m_role = role;
    sort(m_column, m_order);
}

void InstanceSortProxy::sort(int column, Qt::SortOrder order)
{
    m_column = column;
    m_order = order;
    const int rows = int(m_toSource.size());
    m_keys.clear();
    for (int row = 0; m_column >= 0 && row < rows; ++row)
        m_keys.push_back(keyOf(row));
    std::vector<int> all(size_t(rows), 0);
    std::iota(all.begin(), all.end(), 0);
    reorder(all);
}

// ---- mapping -------------------------------------------------------------------------------------

QModelIndex InstanceSortProxy::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!proxyIndex.isValid() || !sourceModel() || proxyIndex.row() >= int(m_toSource.size()))
        return {};
    return sourceModel()->index(m_toSource[size_t(proxyIndex.row())], proxyIndex.column());
}

QModelIndex InstanceSortProxy::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!sourceIndex.isValid() || sourceIndex.row() >= int(m_toProxy.size())
        || m_toProxy[size_t(sourceIndex.row())] < 0)
        return {};
    return createIndex(m_toProxy[size_t(sourceIndex.row())], sourceIndex.column());
}

QModelIndex InstanceSortProxy::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || row >= rowCount() || column < 0 || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex InstanceSortProxy::parent(const QModelIndex &) const
{
    return {};
}

int InstanceSortProxy::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_toSource.size());
}

int InstanceSortProxy::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !sourceModel() ? 0 : sourceModel()->columnCount();
}

bool InstanceSortProxy::hasChildren(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_toSource.empty();
}

// ---- order ---------------------------------------------------------------------------------------

InstanceSortProxy::Key InstanceSortProxy::keyOf(int sourceRow) const
{
    Key key;
    key.value = sourceModel()->index(sourceRow, m_column).data(m_role);
    if (key.value.metaType().id() == QMetaType::QString) {
        key.text = key.value.toString();
        key.isText = true;
        key.value = QVariant();
    }
    return key;
}

bool InstanceSortProxy::before(int a, int b) const
{
    if (m_column < 0)
        return a < b;
    const Key &l = m_keys[size_t(a)];
    const Key &r = m_keys[size_t(b)];
    int c = 0;
    if (l.isText && r.isText) {
        c = QString::compare(l.text, r.text);
    } else {
        const QVariant lv = l.isText ? QVariant(l.text) : l.value;
        const QVariant rv = r.isText ? QVariant(r.text) : r.value;
        // Something with no key comes last, as QSortFilterProxyModel puts it.
        if (!lv.isValid() || !rv.isValid()) {
            c = int(!lv.isValid()) - int(!rv.isValid());
        } else {
            const QPartialOrdering o = QVariant::compare(lv, rv);
            c = o == QPartialOrdering::Less ? -1 : o == QPartialOrdering::Greater ? 1 : 0;
        }
    }
    if (m_order == Qt::DescendingOrder)
        c = -c;
    return c != 0 ? c < 0 : a < b;
}

void InstanceSortProxy::reorder(const std::vector<int> &changed)
{
    const auto by = [this](int a, int b) { return before(a, b); };
    std::vector<int> order;
    if (changed.size() * 8 >= m_toSource.size()) {
        order.resize(m_toSource.size());
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), by);
    } else {
        // The others keep their order: the changed rows are taken out, sorted, and merged back in.
        std::vector<char> moving(m_toSource.size(), 0);
        for (int row : changed)
            moving[size_t(row)] = 1;
        std::vector<int> kept;
        kept.reserve(m_toSource.size() - changed.size());
        for (int row : m_toSource) {
            if (!moving[size_t(row)])
                kept.push_back(row);
        }
        std::vector<int> sorted = changed;
        std::sort(sorted.begin(), sorted.end(), by);
        order.resize(m_toSource.size());
        std::merge(kept.begin(), kept.end(), sorted.begin(), sorted.end(), order.begin(), by);
    }
    if (order != m_toSource)
        setOrder(std::move(order));
}

void InstanceSortProxy::setOrder(std::vector<int> order)
{
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    std::vector<int> toProxy(order.size(), -1);
    for (size_t row = 0; row < order.size(); ++row)
        toProxy[size_t(order[row])] = int(row);
    const QModelIndexList from = persistentIndexList();
    QModelIndexList to;
    to.reserve(from.size());
    for (const QModelIndex &index : from)
        to << createIndex(toProxy[size_t(m_toSource[size_t(index.row())])], index.column());
    m_toSource = std::move(order);
    m_toProxy = std::move(toProxy);
    changePersistentIndexList(from, to);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void InstanceSortProxy::rebuildFromSource()
{
    const int rows = sourceModel() ? sourceModel()->rowCount() : 0;
    m_toSource.resize(size_t(rows));
    std::iota(m_toSource.begin(), m_toSource.end(), 0);
    m_toProxy = m_toSource;
    m_keys.clear();
    for (int row = 0; m_column >= 0 && row < rows; ++row)
        m_keys.push_back(keyOf(row));
    if (m_column >= 0)
        std::sort(m_toSource.begin(), m_toSource.end(), [this](int a, int b) { return before(a, b); });
    for (size_t row = 0; row < m_toSource.size(); ++row)
        m_toProxy[size_t(m_toSource[row])] = int(row);
}

// ---- what the source says ------------------------------------------------------------------------

void InstanceSortProxy::sourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                                          const QList<int> &roles)
{
    if (!topLeft.isValid() || !bottomRight.isValid() || topLeft.parent().isValid())
        return;
    const int first = topLeft.row();
    const int last = bottomRight.row();
    // Only the rows the source says changed, where it says (a tenth of the span after a poll).
    const std::vector<int> *only = m_hint ? m_hint->changedRows() : nullptr;
    const auto forEachRow = [&](auto &&f) {
        if (only) {
            for (const int row : *only)
                f(row);
        } else {
            for (int row = first; row <= last; ++row)
                f(row);
        }
    };
    if (m_column >= topLeft.column() && m_column <= bottomRight.column()
        && (roles.isEmpty() || roles.contains(m_role))) {
        std::vector<int> changed;
        forEachRow([&](int row) {
            Key key = keyOf(row);
            if (!(key == m_keys[size_t(row)])) {
                m_keys[size_t(row)] = std::move(key);
                changed.push_back(row);
            }
        });
        if (!changed.empty())
            reorder(changed);
    }
    // One signal for the rows' span in the table (the view repaints what it shows of it).
    int top = int(m_toSource.size()), bottom = -1;
    if (!only && last - first + 1 == int(m_toSource.size())) {
        top = 0;
        bottom = last;
    } else {
        forEachRow([&](int row) {
            top = std::min(top, m_toProxy[size_t(row)]);
            bottom = std::max(bottom, m_toProxy[size_t(row)]);
        });
    }
    if (bottom >= top)
        emit dataChanged(index(top, topLeft.column()), index(bottom, bottomRight.column()), roles);
}

void InstanceSortProxy::sourceRowsAboutToBeRemoved(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    // They may lie anywhere in the table: removed in runs of neighbouring rows, the last run first.
    std::vector<int> rows;
    for (int row = first; row <= last; ++row)
        rows.push_back(m_toProxy[size_t(row)]);
    std::sort(rows.begin(), rows.end(), std::greater<>());
    for (size_t k = 0; k < rows.size();) {
        size_t end = k;
        while (end + 1 < rows.size() && rows[end + 1] == rows[end] - 1)
            ++end;
        const int top = rows[end], bottom = rows[k];
        beginRemoveRows({}, top, bottom);
        m_toSource.erase(m_toSource.begin() + top, m_toSource.begin() + bottom + 1);
        std::fill(m_toProxy.begin(), m_toProxy.end(), -1); // the source's rows are still all there
        for (size_t row = 0; row < m_toSource.size(); ++row)
            m_toProxy[size_t(m_toSource[row])] = int(row);
        endRemoveRows();
        k = end + 1;
    }
}

void InstanceSortProxy::sourceRowsRemoved(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    const int count = last - first + 1;
    if (m_column >= 0)
        m_keys.erase(m_keys.begin() + first, m_keys.begin() + last + 1);
    for (int &row : m_toSource)
        row -= row > last ? count : 0;
    m_toProxy.assign(m_toSource.size(), -1);
    for (size_t row = 0; row < m_toSource.size(); ++row)
        m_toProxy[size_t(m_toSource[row])] = int(row);
}

void InstanceSortProxy::sourceRowsInserted(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    const int count = last - first + 1;
    for (int &row : m_toSource)
        row += row >= first ? count : 0;
    if (m_column >= 0) {
        std::vector<Key> added;
        for (int row = first; row <= last; ++row)
            added.push_back(keyOf(row));
        m_keys.insert(m_keys.begin() + first, added.begin(), added.end());
    }
    // At the end of the table first, then each to its place.
    const int end = int(m_toSource.size());
    beginInsertRows({}, end, end + count - 1);
    for (int row = first; row <= last; ++row)
        m_toSource.push_back(row);
    m_toProxy.assign(m_toSource.size(), -1);
    for (size_t row = 0; row < m_toSource.size(); ++row)
        m_toProxy[size_t(m_toSource[row])] = int(row);
    endInsertRows();
    if (m_column >= 0) {
        std::vector<int> added(size_t(count), 0);
        std::iota(added.begin(), added.end(), first);
        reorder(added);
    }
}

void InstanceSortProxy::sourceLayoutAboutToBeChanged()
{
    emit layoutAboutToBeChanged();
    m_layoutProxy = persistentIndexList();
    m_layoutSource.clear();
    for (const QModelIndex &index : std::as_const(m_layoutProxy))
        m_layoutSource << QPersistentModelIndex(mapToSource(index));
}

void InstanceSortProxy::sourceLayoutChanged()
{
    rebuildFromSource();
    QModelIndexList to;
    for (const QPersistentModelIndex &source : std::as_const(m_layoutSource))
        to << mapFromSource(source);
    changePersistentIndexList(m_layoutProxy, to);
    m_layoutProxy.clear();
    m_layoutSource.clear();
    emit layoutChanged();
}
