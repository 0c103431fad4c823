#pragma once

#include "core/model/instance.h"

#include <QList>

namespace InstanceSlugs {

/// Gives each instance a slug of its name, unique in the list, for a platform that has none of its
/// own. Slugs name host aliases and folders, so an instance keeps its own from poll to poll: given
/// in the order the instances were made, a second "train" is train-2 for as long as the first one
/// exists. `fallback` names an instance whose name has no Latin letter.
///
/// The order made is createdAt, then id; where the platform's ids are numbers given in the order
/// of making (Vast.ai's contracts) and its times are those of the last start, Order::NumericId orders
/// by the id alone, so a restart does not swap two instances' slugs.
enum class Order { CreatedAt, NumericId };
void assign(QList<Instance> &items, const QString &fallback, Order order = Order::CreatedAt);

} // namespace InstanceSlugs
