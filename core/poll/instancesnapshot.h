#pragma once

#include "core/model/instance.h"

#include <QMetaType>
#include <QStringList>

/// One instance's state change between two polls.
struct StateChange
{
    QString id;
    WireEnum<InstanceState> from;
    WireEnum<InstanceState> to;
    WireEnum<StateReason> reason; ///< the new state_reason
};

/// What one poll found, as one batch: the whole list and how it differs from the last one.
struct InstanceSnapshot
{
    QList<Instance> instances;
    QStringList added;
    QStringList removed;
    QStringList changed; ///< any field changed (added ones not included)
    /// The rows of `instances` that are added or changed, in order: what a service following the
    /// polls looks at again without searching ten thousand rows for them.
    QList<qsizetype> touchedRows;
    QList<StateChange> stateChanges;
    bool unchanged = false; ///< the platform answered 304: nothing changed

    /// Made against no list (a new session's first poll): every instance is "added", and what left
    /// the list since the one before is not said. A service that follows batches takes it whole.
    bool isWhole() const { return changed.isEmpty() && removed.isEmpty() && added.size() == instances.size(); }

    /// The differences from `before` to `after` (`after` is kept).
    static InstanceSnapshot between(const QList<Instance> &before, const QList<Instance> &after);
};

Q_DECLARE_METATYPE(InstanceSnapshot)
