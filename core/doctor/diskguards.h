#pragma once

#include "core/doctor/guardcauses.h"
#include "core/doctor/usageprobe.h"
#include "core/model/instance.h"

#include <QCoreApplication>

/// The disk guards, from what the console reads of each running instance: a system or
/// data disk 90% full (naming the largest caches on it), and the big caches — Hugging Face, torch,
/// pip, conda — left on the system disk, which fills first and goes with the instance. Each cause
/// is said once while it holds (GuardCauses) and can be snoozed.
class DiskGuards
{
    Q_DECLARE_TR_FUNCTIONS(DiskGuards)

public:
    static constexpr int kFullPercent = 90;
    /// Caches smaller than this on the system disk are left alone.
    static constexpr qint64 kCacheBytes = qint64(1) << 30;

    explicit DiskGuards(qint64 cacheBytes = kCacheBytes);

    /// What holds for `instance` given its disks and caches as read at platform time `now`;
    /// returns the warnings newly worth saying. Readings without disks change nothing.
    QList<GuardWarning> check(const Instance &instance, const UsageProbe::Readings &readings, const QDateTime &now);
    /// The instance no longer runs (or is gone): its causes clear.
    void forget(const QString &instanceId, const QDateTime &now);
    void snooze(const QString &cause, const QDateTime &until);
    QList<GuardState> states() const;

private:
    GuardCauses m_causes;
    qint64 m_cacheBytes;
};
