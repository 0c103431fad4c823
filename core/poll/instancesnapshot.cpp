#include "core/poll/instancesnapshot.h"

#include <QHash>

InstanceSnapshot InstanceSnapshot::between(const QList<Instance> &before, const QList<Instance> &after)
{
    InstanceSnapshot s;
    s.instances = after;
    QHash<QString, const Instance *> old;
    for (const Instance &i : before)
        old.insert(i.id, &i);
    QSet<QString> seen;
    for (qsizetype row = 0; row < after.size(); ++row) {
        const Instance &i = after[row];
        seen.insert(i.id);
        const Instance *was = old.value(i.id);
        if (!was) {
            s.added << i.id;
            s.touchedRows << row;
            continue;
        }
        if (*was == i)
            continue;
        s.changed << i.id;
        s.touchedRows << row;
        if (was->state != i.state)
            s.stateChanges.append({i.id, was->state, i.state, i.stateReason});
    }
    for (const Instance &i : before) {
        if (!seen.contains(i.id))
            s.removed << i.id;
    }
    return s;
}
