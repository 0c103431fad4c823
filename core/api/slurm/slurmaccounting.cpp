#include "core/api/slurm/slurmaccounting.h"

#include "core/api/httpanswers.h"
#include "core/api/slurm/slurmcatalog.h"

#include <QUrlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

using SlurmDbCodecs::Association;

/// The tighter of two optional limits.
template <typename T> std::optional<T> tighter(std::optional<T> a, std::optional<T> b)
{
    if (a && b)
        return std::min(*a, *b);
    return a ? a : b;
}

ApiError beyond(const QString &field, const QString &why)
{
    ApiError e = ApiError::refused(0, u"beyond_limits"_s, why);
    e.details.insert(u"field"_s, field);
    return e;
}

} // namespace

SlurmAccounting::SlurmAccounting(HttpTransport *http)
    : m_http(http)
{ }

std::optional<Association> SlurmAccounting::associationFor(const QList<Association> &all, const QString &partition)
{
    const auto find = [&](const std::function<bool(const Association &)> &wanted) -> std::optional<Association> {
        const auto it = std::find_if(all.begin(), all.end(), wanted);
        return it == all.end() ? std::nullopt : std::optional(*it);
    };
    if (auto own = find([&](const Association &a) { return !partition.isEmpty() && a.partition == partition; }))
        return own;
    if (auto def = find([](const Association &a) { return a.isDefault && a.partition.isEmpty(); }))
        return def;
    return find([](const Association &a) { return a.partition.isEmpty(); });
}

SlurmAccounting::Limits SlurmAccounting::limitsOf(const Association &association, const QList<SlurmDbCodecs::Qos> &qos)
{
    Limits l = association.limits;
    const QString name = association.defaultQos.isEmpty() ? association.qos.value(0) : association.defaultQos;
    for (const SlurmDbCodecs::Qos &q : qos) {
        if (q.name != name)
            continue;
        l.gpusPerJob = tighter(l.gpusPerJob, q.limits.gpusPerJob);
        l.gpusAtOnce = tighter(l.gpusAtOnce, q.limits.gpusAtOnce);
        l.wallMinutes = tighter(l.wallMinutes, q.limits.wallMinutes);
    }
    return l;
}

std::optional<ApiError> SlurmAccounting::refusal(int gpus, std::optional<int> minutes, const Limits &limits)
{
    // Each of these makes Slurm keep the job waiting for ever (or refuse it, with DenyOnLimit).
    const int most = std::min(limits.gpusPerJob.value_or(INT_MAX), limits.gpusAtOnce.value_or(INT_MAX));
    if (gpus > most) {
        ApiError e = beyond(u"gpu_count"_s, u"your account may use at most %1 GPUs in a job"_s.arg(most));
        e.details.insert(u"max_gpus"_s, most);
        return e;
    }
    if (minutes && limits.wallMinutes && *minutes > *limits.wallMinutes) {
        ApiError e
            = beyond(u"time_limit"_s, u"your account's jobs may run at most %1 minutes"_s.arg(*limits.wallMinutes));
        e.details.insert(u"max_minutes"_s, *limits.wallMinutes);
        return e;
    }
    if (minutes && limits.gpuMinutes && qint64(gpus) * *minutes > *limits.gpuMinutes) {
        ApiError e = beyond(u"time_limit"_s,
                            u"the job could use %1 GPU-hours, more than your account's whole quota of %2"_s
                                .arg(double(gpus) * *minutes / 60.0, 0, 'f', 1)
                                .arg(double(*limits.gpuMinutes) / 60.0, 0, 'f', 1));
        e.details.insert(u"quota_gpu_minutes"_s, *limits.gpuMinutes);
        return e;
    }
    return std::nullopt;
}

QList<JobRun> SlurmAccounting::runsOf(const QList<SlurmDbCodecs::Job> &jobs, const QString &user,
                                      const QHash<qint64, std::pair<QString, QString>> &owners)
{
    QList<JobRun> runs;
    for (const SlurmDbCodecs::Job &j : jobs) {
        if (j.user != user || j.gpus <= 0 || !j.started)
            continue;
        JobRun r;
        const auto owner = owners.constFind(j.id);
        r.instanceId = owner == owners.cend() ? QString() : owner->first;
        r.name = owner == owners.cend() ? j.name : owner->second;
        r.partition = j.partition;
        r.gpuType = SlurmCatalog::cardId(j.gpuType);
        r.gpuCount = j.gpus;
        r.job = j.id;
        r.startedAt = *j.started;
        r.endedAt = j.ended;
        runs << r;
    }
    std::sort(runs.begin(), runs.end(), [](const JobRun &a, const JobRun &b) { return a.startedAt > b.startedAt; });
    return runs;
}

void SlurmAccounting::associations(const SlurmCodecs::ApiVersion &version, const QString &user, QObject *context,
                                   Done<QList<Association>> done)
{
    QUrlQuery query;
    query.addQueryItem(u"user"_s, user);
    m_http->call("GET", u"/slurmdb/%1/associations"_s.arg(version.name), {}, HttpTransport::Retry::Safe, context,
                 HttpAnswers::decoded<QList<Association>>(&SlurmDbCodecs::associations, std::move(done)), query);
}

void SlurmAccounting::limits(const SlurmCodecs::ApiVersion &version, const QString &user, const QString &partition,
                             QObject *context, Done<std::optional<Limits>> done)
{
    if (!version.accounting)
        return HttpAnswers::answer(std::optional<Limits>(), context, std::move(done));
    associations(version, user, context,
                 [this, version, partition, context, done = std::move(done)](const ApiResult<QList<Association>> &all) {
                     if (!all.ok())
                         return done(all.error());
                     const auto association = associationFor(all.value(), partition);
                     if (!association)
                         return done(std::optional<Limits>());
                     m_http->call("GET", u"/slurmdb/%1/qos"_s.arg(version.name), {}, HttpTransport::Retry::Safe,
                                  context, [association, done](const ApiResult<HttpAnswer> &answer) {
                                      if (!answer.ok())
                                          return done(answer.error());
                                      const auto qos = SlurmDbCodecs::qos(answer.value().json);
                                      if (!qos.ok())
                                          return done(qos.error());
                                      done(std::optional(limitsOf(*association, qos.value())));
                                  });
                 });
}

void SlurmAccounting::jobs(const SlurmCodecs::ApiVersion &version, const QString &user, const QDateTime &from,
                           const QDateTime &to, QObject *context, Done<std::optional<QList<SlurmDbCodecs::Job>>> done)
{
    using Jobs = std::optional<QList<SlurmDbCodecs::Job>>;
    if (!version.accounting)
        return HttpAnswers::answer(Jobs(), context, std::move(done));
    // 22.05 has no "users" filter: the user's own are picked from the answer.
    QUrlQuery query;
    query.addQueryItem(u"start_time"_s, QString::number(from.toSecsSinceEpoch()));
    query.addQueryItem(u"end_time"_s, QString::number(to.toSecsSinceEpoch()));
    if (version.newShapes())
        query.addQueryItem(u"users"_s, user);
    m_http->call(
        "GET", u"/slurmdb/%1/jobs"_s.arg(version.name), {}, HttpTransport::Retry::Safe, context,
        [done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
            if (!answer.ok())
                return done(answer.error());
            const auto jobs = SlurmDbCodecs::jobs(answer.value().json);
            if (!jobs.ok())
                return done(jobs.error());
            done(Jobs(jobs.value()));
        },
        query);
}

void SlurmAccounting::quota(const SlurmCodecs::ApiVersion &version, const QString &user, const QDateTime &since,
                            const QDateTime &now, QObject *context, Done<std::optional<GpuQuota>> done)
{
    if (!version.accounting)
        return HttpAnswers::answer(std::optional<GpuQuota>(), context, std::move(done));
    associations(
        version, user, context,
        [this, version, user, since, now, context, done = std::move(done)](const ApiResult<QList<Association>> &all) {
            if (!all.ok())
                return done(all.error());
            const auto association = associationFor(all.value(), {});
            if (!association || !association->limits.gpuMinutes)
                return done(std::optional<GpuQuota>());
            jobs(version, user, since, now, context,
                 [association, user, since, now, done](const ApiResult<std::optional<QList<SlurmDbCodecs::Job>>> &js) {
                     if (!js.ok())
                         return done(js.error());
                     GpuQuota q;
                     q.account = association->account;
                     q.limitGpuHours = double(*association->limits.gpuMinutes) / 60.0;
                     q.since = since;
                     QList<SlurmDbCodecs::Job> inAccount = js.value().value_or(QList<SlurmDbCodecs::Job>());
                     inAccount.removeIf([&](const SlurmDbCodecs::Job &j) { return j.account != q.account; });
                     for (const JobRun &r : runsOf(inAccount, user, {}))
                         q.usedGpuHours += r.gpuHoursWithin(since, now, now);
                     done(std::optional(q));
                 });
        });
}
