#pragma once

#include <QDateTime>
#include <QString>

#include <algorithm>
#include <optional>

/// One job a batch scheduler ran for an instance (a Slurm cluster's), as gpudesk saw it: what a lab
/// counts in GPU-hours rather than money. Kept on this computer, since the cluster forgets an ended
/// job within minutes (and has no accounting without slurmdbd).
struct JobRun
{
    QString instanceId;
    QString name;
    QString partition;
    QString gpuType;
    int gpuCount = 1;
    qint64 job = 0; ///< the scheduler's job id
    QDateTime startedAt;
    std::optional<QDateTime> endedAt; ///< none while it runs

    /// GPUs × hours from its start to its end (or `now` while it runs).
    double gpuHours(const QDateTime &now) const { return gpuHoursWithin(startedAt, now, now); }
    /// The part of them inside [from, to) (a month's).
    double gpuHoursWithin(const QDateTime &from, const QDateTime &to, const QDateTime &now) const
    {
        const QDateTime start = std::max(startedAt, from), end = std::min(endedAt.value_or(now), to);
        return start < end ? gpuCount * double(start.secsTo(end)) / 3600.0 : 0.0;
    }
    bool operator==(const JobRun &) const = default;
};
