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
    double gpuHours(const QDateTime &now) const
    {
        const qint64 seconds = std::max<qint64>(0, startedAt.secsTo(endedAt.value_or(now)));
        return gpuCount * double(seconds) / 3600.0;
    }
    bool operator==(const JobRun &) const = default;
};
