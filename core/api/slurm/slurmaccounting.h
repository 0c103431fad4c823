#pragma once

#include "core/api/httptransport.h"
#include "core/api/platformfacet.h"
#include "core/api/slurm/slurmdbcodecs.h"
#include "core/model/gpuquota.h"
#include "core/model/jobrun.h"

#include <QHash>

/// What a lab's accounting (slurmdbd, through slurmrestd's /slurmdb/ routes) says about the user:
/// the limits the association a job runs under and its QOS set, checked before a submit, the
/// GPU-hour quota, and the jobs that held GPUs. A cluster without slurmdbd serves none of these
/// routes (its /openapi/v3 lists none): then every call answers nothing, and gpudesk falls back
/// on its own record of jobs.
class SlurmAccounting
{
public:
    template <typename T> using Done = PlatformFacet::Done<T>;
    using Limits = SlurmDbCodecs::Limits;

    explicit SlurmAccounting(HttpTransport *http);

    /// The association a job in `partition` runs under: the partition's own, else the user's default
    /// account's, else the first; none where the user has none.
    static std::optional<SlurmDbCodecs::Association> associationFor(const QList<SlurmDbCodecs::Association> &all,
                                                                    const QString &partition);
    /// The tighter of the association's limits and its default QOS's.
    static Limits limitsOf(const SlurmDbCodecs::Association &association, const QList<SlurmDbCodecs::Qos> &qos);
    /// Why a job of `gpus` cards for `minutes` (none: the partition's default) can never start under
    /// `limits` (beyond_limits, with the field to change); none where it may.
    static std::optional<ApiError> refusal(int gpus, std::optional<int> minutes, const Limits &limits);
    /// The accounted jobs of `user` that held GPUs, newest first; `owners` gives gpudesk's own jobs
    /// their instance's id and name.
    static QList<JobRun> runsOf(const QList<SlurmDbCodecs::Job> &jobs, const QString &user,
                                const QHash<qint64, std::pair<QString, QString>> &owners);

    /// The limits on a job of `user` in `partition`; none without accounting (or an association).
    /// `version` is the API version in use, with whether the daemon serves the accounting.
    void limits(const SlurmCodecs::ApiVersion &version, const QString &user, const QString &partition, QObject *context,
                Done<std::optional<Limits>> done);
    /// The user's jobs that overlap [from, to), as the accounting has them; none without it.
    void jobs(const SlurmCodecs::ApiVersion &version, const QString &user, const QDateTime &from, const QDateTime &to,
              QObject *context, Done<std::optional<QList<SlurmDbCodecs::Job>>> done);
    /// The GPU-hour quota of the user's default association, and what the user's jobs in its account
    /// used since `since`; none without accounting or where no quota is set.
    void quota(const SlurmCodecs::ApiVersion &version, const QString &user, const QDateTime &since,
               const QDateTime &now, QObject *context, Done<std::optional<GpuQuota>> done);

private:
    void associations(const SlurmCodecs::ApiVersion &version, const QString &user, QObject *context,
                      Done<QList<SlurmDbCodecs::Association>> done);

    HttpTransport *m_http;
};
