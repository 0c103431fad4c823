#pragma once

#include "core/model/instance.h"

#include <QList>

namespace InstanceSlugs {

/// Gives each instance a slug of its name, unique in the list, for a platform that has none of its
/// own. Slugs name host aliases and folders, so an instance keeps its own from poll to poll: given
/// in the order the instances were made, a second "train" is train-2 for as long as the first one
/// exists. `fallback` names an instance whose name has no Latin letter.
void assign(QList<Instance> &items, const QString &fallback);

} // namespace InstanceSlugs
