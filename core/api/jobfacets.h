#pragma once

#include "core/api/platformfacet.h"
#include "core/model/gpuquota.h"
#include "core/model/jobrun.h"

#include <QList>
#include <QtGlobal>

/// The jobs a batch scheduler ran for the user's instances, with their GPUs and times: a lab's
/// GPU-hours, where a cloud has a ledger of money. Kept apart from platform.h: only the pages that
/// show it need it.
class JobHistory : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "a history of its jobs");
    /// Whether the runs are the scheduler's own accounting (every job of the user's, those started
    /// elsewhere included), rather than what this computer saw of gpudesk's.
    virtual bool runsFromAccounting() const = 0;
    /// The runs that overlap [from, to), newest first.
    virtual void jobRuns(const QDateTime &from, const QDateTime &to, QObject *context, Done<QList<JobRun>> done) = 0;
    /// The GPU-hours the scheduler lets the user's account run, and what the user's jobs used of
    /// them since `since`; none where it sets no such quota.
    virtual void gpuQuota(const QDateTime &since, QObject *context, Done<std::optional<GpuQuota>> done) = 0;
};

/// A scheduler whose jobs may run in a container image the user names (a Slurm cluster with NVIDIA's
/// pyxis and enroot): SSH sessions of the job land in it. A cluster says so in its address, since
/// slurmrestd does not tell which plugins srun has.
class ContainerJobs : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "container images for its jobs");
    /// Whether this cluster runs them.
    virtual bool runsContainers() const = 0;
};
