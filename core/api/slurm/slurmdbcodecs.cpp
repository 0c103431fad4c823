#include "core/api/slurm/slurmdbcodecs.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace SlurmDbCodecs {

namespace {

using SlurmCodecs::epoch;
using SlurmCodecs::listOf;
using SlurmCodecs::minutes;
using SlurmCodecs::number;

/// The value at a slash path ("max/tres/per/job") inside `o`.
QJsonValue at(const QJsonObject &o, const QString &path)
{
    QJsonValue v = o;
    for (const QString &key : path.split(u'/'))
        v = v.toObject().value(key);
    return v;
}

struct GpuTres
{
    std::optional<qint64> count; ///< the untyped "gres/gpu" entry, else the typed ones summed
    QString type;
};

/// The GPUs in a TRES list ([{type: "gres", name: "gpu", count}, {…, name: "gpu:a100"}]).
GpuTres gpuTres(const QJsonValue &list)
{
    GpuTres g;
    qint64 typed = 0;
    bool anyTyped = false;
    for (const QJsonValue &v : list.toArray()) {
        const QJsonObject t = v.toObject();
        const QString name = t.value(u"name"_s).toString();
        if (t.value(u"type"_s).toString().compare(u"gres"_s, Qt::CaseInsensitive) != 0)
            continue;
        const auto count = number(t.value(u"count"_s));
        if (name == u"gpu"_s) {
            g.count = count;
        } else if (name.startsWith(u"gpu:"_s)) {
            g.type = name.mid(4);
            typed += count.value_or(0);
            anyTyped = anyTyped || count.has_value();
        }
    }
    if (!g.count && anyTyped)
        g.count = typed;
    return g;
}

std::optional<int> gpuLimit(const QJsonObject &o, const QString &path)
{
    const auto n = gpuTres(at(o, path)).count;
    return n ? std::optional<int>(int(*n)) : std::nullopt;
}

QStringList strings(const QJsonValue &v)
{
    QStringList list;
    for (const QJsonValue &s : v.toArray())
        list << (s.isObject() ? s.toObject().value(u"name"_s).toString() : s.toString());
    return list;
}

} // namespace

ApiResult<QList<Association>> associations(const QJsonObject &json)
{
    const auto list = listOf(json, u"associations"_s);
    if (!list.ok())
        return list.error();
    QList<Association> out;
    for (const QJsonValue &v : list.value()) {
        const QJsonObject a = v.toObject();
        Association assoc;
        assoc.account = a.value(u"account"_s).toString();
        assoc.partition = a.value(u"partition"_s).toString();
        assoc.user = a.value(u"user"_s).toString();
        assoc.isDefault = a.value(u"is_default"_s).toBool() || a.value(u"is_default"_s).toInt() != 0; // 22.05: 0 or 1
        assoc.qos = strings(a.value(u"qos"_s));
        assoc.defaultQos = at(a, u"default/qos"_s).toString();
        assoc.limits.gpusPerJob = gpuLimit(a, u"max/tres/per/job"_s);
        assoc.limits.gpusAtOnce = gpuLimit(a, u"max/tres/total"_s);
        assoc.limits.gpuMinutes = gpuTres(at(a, u"max/tres/group/minutes"_s)).count;
        assoc.limits.wallMinutes = minutes(at(a, u"max/jobs/per/wall_clock"_s));
        out << assoc;
    }
    return out;
}

ApiResult<QList<Qos>> qos(const QJsonObject &json)
{
    const auto list = listOf(json, json.contains(u"QOS"_s) ? u"QOS"_s : u"qos"_s); // 22.05 answers "QOS"
    if (!list.ok())
        return list.error();
    QList<Qos> out;
    for (const QJsonValue &v : list.value()) {
        const QJsonObject q = v.toObject();
        Qos one;
        one.name = q.value(u"name"_s).toString();
        one.limits.gpusPerJob = gpuLimit(q, u"limits/max/tres/per/job"_s);
        one.limits.gpusAtOnce = gpuLimit(q, u"limits/max/tres/per/user"_s);
        one.limits.wallMinutes = minutes(at(q, u"limits/max/wall_clock/per/job"_s));
        out << one;
    }
    return out;
}

ApiResult<QList<Job>> jobs(const QJsonObject &json)
{
    const auto list = listOf(json, u"jobs"_s);
    if (!list.ok())
        return list.error();
    QList<Job> out;
    for (const QJsonValue &v : list.value()) {
        const QJsonObject j = v.toObject();
        Job job;
        job.id = number(j.value(u"job_id"_s)).value_or(0);
        if (job.id <= 0)
            return ApiError::decode(u"an accounted job has no 'job_id'"_s);
        job.name = j.value(u"name"_s).toString();
        job.user = j.value(u"user"_s).toString();
        job.account = j.value(u"account"_s).toString();
        job.partition = j.value(u"partition"_s).toString();
        const QJsonValue state = at(j, u"state/current"_s);
        job.state = (state.isArray() ? state.toArray().first().toString() : state.toString()).toUpper();
        const GpuTres allocated = gpuTres(at(j, u"tres/allocated"_s));
        job.gpus = int(allocated.count.value_or(0));
        job.gpuType = allocated.type;
        job.started = epoch(at(j, u"time/start"_s));
        if (job.state != u"RUNNING"_s && job.state != u"SUSPENDED"_s)
            job.ended = epoch(at(j, u"time/end"_s));
        out << job;
    }
    return out;
}

} // namespace SlurmDbCodecs
