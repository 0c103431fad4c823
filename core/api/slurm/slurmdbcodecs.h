#pragma once

#include "core/api/apiresult.h"
#include "core/api/slurm/slurmcodecs.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// The answers of slurmrestd's accounting routes (/slurmdb/vX/…, served where the cluster runs
/// slurmdbd) read into plain values, for both generations: v0.0.38 (numbers plain, a job's state a
/// string, an association's QOS under "QOS") and v0.0.40 on (numbers as {set, infinite, number},
/// states as lists, "qos"). Both write the limits at the same paths (max/tres/per/job is
/// MaxTRESPerJob, max/tres/group/minutes GrpTRESMins…), as their parsers do.
namespace SlurmDbCodecs {

/// The limits on GPUs and time one association or QOS sets; unset: none.
struct Limits
{
    std::optional<int> gpusPerJob; ///< MaxTRESPerJob=gres/gpu
    std::optional<int> gpusAtOnce; ///< GrpTRES=gres/gpu (association), MaxTRESPerUser=gres/gpu (QOS)
    std::optional<qint64> gpuMinutes; ///< GrpTRESMins=gres/gpu: the GPU-minute quota (association)
    std::optional<int> wallMinutes; ///< MaxWall (per job)
    bool operator==(const Limits &) const = default;
};

/// One of the user's associations: an account (and maybe one partition) the user may run jobs in.
struct Association
{
    QString account;
    QString partition; ///< empty: any
    QString user;
    bool isDefault = false; ///< v0.0.40 on says which is the user's default account
    QStringList qos;
    QString defaultQos;
    Limits limits;
};
ApiResult<QList<Association>> associations(const QJsonObject &json);

struct Qos
{
    QString name;
    Limits limits;
};
ApiResult<QList<Qos>> qos(const QJsonObject &json);

/// A job as the accounting keeps it, ended ones included.
struct Job
{
    qint64 id = 0;
    QString name;
    QString user;
    QString account;
    QString partition;
    QString state; ///< the base state, upper case
    int gpus = 0; ///< allocated; none for a job that never ran
    QString gpuType; ///< where the accounting names one ("gres/gpu:a100")
    std::optional<QDateTime> started;
    std::optional<QDateTime> ended; ///< none while it runs
};
ApiResult<QList<Job>> jobs(const QJsonObject &json);

} // namespace SlurmDbCodecs
