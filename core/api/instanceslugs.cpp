#include "core/api/instanceslugs.h"

#include "common/slug.h"

#include <QSet>

#include <algorithm>
#include <numeric>
#include <tuple>

namespace InstanceSlugs {

void assign(QList<Instance> &items, const QString &fallback, Order by)
{
    QList<int> order(items.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        if (by == Order::NumericId)
            return items[a].id.toLongLong() < items[b].id.toLongLong();
        return std::tie(items[a].createdAt, items[a].id) < std::tie(items[b].createdAt, items[b].id);
    });
    QSet<QString> taken;
    for (int index : order) {
        const QString base = Slug::of(items[index].name, fallback);
        QString slug = base;
        for (int n = 2; taken.contains(slug); ++n)
            slug = base + u'-' + QString::number(n);
        taken.insert(slug);
        items[index].slug = slug;
    }
}

} // namespace InstanceSlugs
