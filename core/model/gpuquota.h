#pragma once

#include <QDateTime>
#include <QString>

#include <algorithm>

/// The GPU-hours a lab's cluster lets the user's account run (Slurm's GrpTRESMins on gres/gpu),
/// beside what the user's own jobs in that account used since `since`, as its accounting lists them.
/// The cluster counts the whole account and may decay or reset what it counts; its own pending
/// reason (AssocGrpGRESMinutes) is the last word on a quota spent.
struct GpuQuota
{
    QString account;
    double limitGpuHours = 0;
    double usedGpuHours = 0;
    QDateTime since;
    double leftGpuHours() const { return std::max(0.0, limitGpuHours - usedGpuHours); }
    bool operator==(const GpuQuota &) const = default;
};
