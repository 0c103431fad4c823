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
    QList<StateChange> stateChanges;
    bool unchanged = false; ///< the platform answered 304: nothing changed

    /// The differences from `before` to `after` (`after` is kept).
    static InstanceSnapshot between(const QList<Instance> &before, const QList<Instance> &after);
};

Q_DECLARE_METATYPE(InstanceSnapshot)
