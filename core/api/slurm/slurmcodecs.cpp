#include "core/api/slurm/slurmcodecs.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTimeZone>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace SlurmCodecs {

namespace {

/// The versions these codecs read, newest first.
constexpr int kSpoken[] = {42, 41, 40, 38};

/// Slurm's "infinite" as 22.05 writes a uint32 default time (NO_VAL and INFINITE are near it).
constexpr qint64 kInfinite32 = 0xFFFFFFFFLL;
constexpr qint64 kNoVal32 = 0xFFFFFFFELL;

/// A string in 22.05, a list (base state first, then flags) from v0.0.40 on.
QStringList stateList(const QJsonValue &v)
{
    QStringList states;
    if (v.isArray()) {
        for (const QJsonValue &s : v.toArray())
            states << s.toString().toUpper();
    } else if (!v.toString().isEmpty()) {
        states << v.toString().toUpper();
    }
    return states;
}

QStringList strings(const QJsonValue &v)
{
    if (v.isString())
        return v.toString().split(u',', Qt::SkipEmptyParts);
    QStringList list;
    for (const QJsonValue &s : v.toArray())
        list << s.toString();
    return list;
}

/// The base job states of 22.05, one of which a flag name replaces while it is set.
const QStringList &baseJobStates()
{
    static const QStringList states{u"PENDING"_s,   u"RUNNING"_s,   u"SUSPENDED"_s, u"COMPLETED"_s,
                                    u"CANCELLED"_s, u"FAILED"_s,    u"TIMEOUT"_s,   u"NODE_FAIL"_s,
                                    u"PREEMPTED"_s, u"BOOT_FAIL"_s, u"DEADLINE"_s,  u"OUT_OF_MEMORY"_s};
    return states;
}

/// GPUs asked for, from tres_per_node / tres_per_job: "gres:gpu:1", "gres/gpu:a100:2", "gres/gpu=2".
QList<GpuCount> askedGpus(const QJsonObject &json)
{
    for (const QString &key : {u"tres_per_node"_s, u"tres_per_job"_s}) {
        QString text = json.value(key).toString();
        text.replace(u"gres:"_s, QString()).replace(u"gres/"_s, QString()).replace(u'=', u':');
        const QList<GpuCount> found = gpus(text);
        if (!found.isEmpty())
            return found;
    }
    return {};
}

} // namespace

std::optional<ApiVersion> apiVersion(const QJsonObject &openapi)
{
    static const QRegularExpression slurmPath(u"^/slurm/v0\\.0\\.(\\d+)/"_s);
    QList<int> served;
    const QJsonObject paths = openapi.value(u"paths"_s).toObject();
    for (auto it = paths.begin(); it != paths.end(); ++it) {
        const auto m = slurmPath.match(it.key());
        if (m.hasMatch())
            served << m.captured(1).toInt();
    }
    for (int patch : kSpoken) {
        if (!served.contains(patch))
            continue;
        ApiVersion v{u"v0.0.%1"_s.arg(patch), patch};
        const QString jobs = u"/slurmdb/%1/jobs"_s.arg(v.name);
        v.accounting = paths.contains(jobs) || paths.contains(jobs + u'/');
        return v;
    }
    return std::nullopt;
}

std::optional<qint64> number(const QJsonValue &v, bool *infinite)
{
    if (infinite)
        *infinite = false;
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        if (o.value(u"infinite"_s).toBool()) {
            if (infinite)
                *infinite = true;
            return std::nullopt;
        }
        if (!o.value(u"set"_s).toBool())
            return std::nullopt;
        return qint64(o.value(u"number"_s).toDouble());
    }
    if (!v.isDouble())
        return std::nullopt;
    const qint64 n = qint64(v.toDouble());
    if (n == -1 || n == kInfinite32) {
        if (infinite)
            *infinite = true;
        return std::nullopt;
    }
    if (n == kNoVal32)
        return std::nullopt;
    return n;
}

std::optional<QDateTime> epoch(const QJsonValue &v)
{
    const auto seconds = number(v);
    if (!seconds || *seconds <= 0)
        return std::nullopt;
    return QDateTime::fromSecsSinceEpoch(*seconds, QTimeZone::utc());
}

std::optional<int> minutes(const QJsonValue &v)
{
    const auto n = number(v);
    return n ? std::optional<int>(int(*n)) : std::nullopt;
}

ApiResult<QJsonArray> listOf(const QJsonObject &json, const QString &key)
{
    if (!json.value(key).isArray())
        return ApiError::decode(u"slurmrestd's answer has no '%1' list"_s.arg(key));
    return json.value(key).toArray();
}

QList<GpuCount> gpus(const QString &gres)
{
    QList<GpuCount> found;
    // Commas also separate the socket list inside "(S:0,1)": drop the parentheses first.
    static const QRegularExpression inParentheses(u"\\([^)]*\\)"_s);
    const QString bare = QString(gres).remove(inParentheses);
    for (const QString &item : bare.split(u',', Qt::SkipEmptyParts)) {
        const QStringList parts = item.trimmed().split(u':');
        if (parts.isEmpty() || parts.first() != u"gpu"_s)
            continue;
        GpuCount g;
        bool counted = false;
        if (parts.size() == 2) {
            g.count = parts[1].toInt(&counted);
        } else if (parts.size() >= 3) {
            g.type = parts[1];
            g.count = parts[2].toInt(&counted);
        }
        if (counted)
            found << g;
    }
    return found;
}

ApiResult<QList<Partition>> partitions(const QJsonObject &json)
{
    const auto list = listOf(json, u"partitions"_s);
    if (!list.ok())
        return list.error();
    QList<Partition> out;
    for (const QJsonValue &v : list.value()) {
        const QJsonObject p = v.toObject();
        Partition part;
        part.name = p.value(u"name"_s).toString();
        if (part.name.isEmpty())
            return ApiError::decode(u"a partition has no name"_s);
        if (p.value(u"nodes"_s).isObject()) { // v0.0.40+
            const QJsonObject nodes = p.value(u"nodes"_s).toObject();
            part.nodes = nodes.value(u"configured"_s).toString();
            const QStringList state = stateList(p.value(u"partition"_s).toObject().value(u"state"_s));
            part.up = state.isEmpty() || state.contains(u"UP"_s);
            part.maxMinutes = minutes(p.value(u"maximums"_s).toObject().value(u"time"_s));
            part.defaultMinutes = minutes(p.value(u"defaults"_s).toObject().value(u"time"_s));
            part.isDefault = strings(p.value(u"partition"_s).toObject().value(u"flags"_s)).contains(u"DEFAULT"_s)
                || strings(p.value(u"flags"_s)).contains(u"DEFAULT"_s, Qt::CaseInsensitive);
        } else {
            part.nodes = p.value(u"nodes"_s).toString();
            part.up = p.value(u"state"_s).toString(u"UP"_s).toUpper() == u"UP"_s;
            part.maxMinutes = minutes(p.value(u"max_time_limit"_s));
            part.defaultMinutes = minutes(p.value(u"default_time_limit"_s));
            part.isDefault = strings(p.value(u"flags"_s)).contains(u"default"_s, Qt::CaseInsensitive);
        }
        out << part;
    }
    return out;
}

bool Node::usable() const
{
    static const QStringList unusable{u"DOWN"_s,           u"DRAIN"_s,   u"DRAINED"_s, u"DRAINING"_s,
                                      u"FAIL"_s,           u"FAILING"_s, u"ERROR"_s,   u"FUTURE"_s,
                                      u"NOT_RESPONDING"_s, u"INVAL"_s,   u"UNKNOWN"_s};
    for (const QString &s : states) {
        if (unusable.contains(s))
            return false;
    }
    return !states.isEmpty();
}

ApiResult<QList<Node>> nodes(const QJsonObject &json)
{
    const auto list = listOf(json, u"nodes"_s);
    if (!list.ok())
        return list.error();
    QList<Node> out;
    for (const QJsonValue &v : list.value()) {
        const QJsonObject n = v.toObject();
        Node node;
        node.name = n.value(u"name"_s).toString();
        if (node.name.isEmpty())
            return ApiError::decode(u"a node has no name"_s);
        node.address = n.value(u"address"_s).toString();
        node.states = stateList(n.value(u"state"_s)) + stateList(n.value(u"state_flags"_s)); // 22.05's flags apart
        node.partitions = strings(n.value(u"partitions"_s));
        node.gpus = gpus(n.value(u"gres"_s).toString());
        node.gpusUsed = gpus(n.value(u"gres_used"_s).toString());
        node.cpus = n.value(u"cpus"_s).toInt();
        node.cpusAllocated = n.value(u"alloc_cpus"_s).toInt();
        node.memoryMb = number(n.value(u"real_memory"_s)).value_or(0);
        node.memoryAllocatedMb = number(n.value(u"alloc_memory"_s)).value_or(0);
        out << node;
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
            return ApiError::decode(u"a job has no 'job_id'"_s);
        job.name = j.value(u"name"_s).toString();
        const QStringList states = stateList(j.value(u"job_state"_s));
        if (j.value(u"job_state"_s).isArray()) {
            job.state = states.value(0);
            job.flags = states.mid(1);
        } else if (baseJobStates().contains(states.value(0))) {
            job.state = states.value(0);
        } else {
            // 22.05 names a set flag instead of the base state: the base it stands for.
            const QString flag = states.value(0);
            job.flags = states;
            if (flag == u"COMPLETING"_s || flag == u"STAGE_OUT"_s)
                job.state = u"COMPLETED"_s; // it has ended; its node is cleaning up
            else if (flag == u"CONFIGURING"_s || flag == u"RESIZING"_s || flag == u"SIGNALING"_s)
                job.state = u"RUNNING"_s; // allocated: its node is booting, or it runs on
            else
                job.state = u"PENDING"_s; // requeued, held, or a flag not known here: not running
        }
        job.reason = j.value(u"state_reason"_s).toString();
        job.partition = j.value(u"partition"_s).toString();
        job.nodes = j.value(u"nodes"_s).toString();
        job.batchHost = j.value(u"batch_host"_s).toString();
        job.comment = j.value(u"comment"_s).toString();
        job.user = j.value(u"user_name"_s).toString();
        job.workingDirectory = j.value(u"current_working_directory"_s).toString();
        job.timeLimitMinutes = minutes(j.value(u"time_limit"_s));
        job.submitted = epoch(j.value(u"submit_time"_s));
        job.started = epoch(j.value(u"start_time"_s));
        job.ended = epoch(j.value(u"end_time"_s));
        job.priority = number(j.value(u"priority"_s)).value_or(0);
        QList<GpuCount> allocated;
        for (const QJsonValue &g : j.value(u"gres_detail"_s).toArray())
            allocated += gpus(g.toString());
        job.gpus = allocated.isEmpty() ? askedGpus(j) : allocated;
        const QJsonValue exit = j.value(u"exit_code"_s);
        job.exitStatus = exit.isObject() ? int(number(exit.toObject().value(u"return_code"_s)).value_or(0) << 8)
                | int(number(exit.toObject().value(u"signal"_s).toObject().value(u"id"_s)).value_or(0))
                                         : exit.toInt();
        out << job;
    }
    return out;
}

QJsonObject submitBody(const ApiVersion &version, const JobRequest &request)
{
    QJsonObject environment;
    for (const auto &[name, value] : request.environment)
        environment.insert(name, value);
    if (environment.isEmpty()) // a job without an environment is refused
        environment.insert(u"PATH"_s, u"/usr/local/bin:/usr/bin:/bin"_s);
    QJsonObject job{
        {u"name"_s, request.name},
        {u"current_working_directory"_s, request.workingDirectory},
        {u"environment"_s, environment},
    };
    if (!request.partition.isEmpty())
        job.insert(u"partition"_s, request.partition);
    if (!request.comment.isEmpty())
        job.insert(u"comment"_s, request.comment);
    if (!request.output.isEmpty())
        job.insert(u"standard_output"_s, request.output);
    if (request.timeLimitMinutes)
        job.insert(u"time_limit"_s, *request.timeLimitMinutes);
    if (request.cpus)
        job.insert(u"cpus_per_task"_s, *request.cpus);
    if (request.memoryMb)
        job.insert(u"memory_per_node"_s, *request.memoryMb);
    if (request.gpuCount > 0) {
        const QString gpu = request.gpuType.isEmpty() ? u"gpu:%1"_s.arg(request.gpuCount)
                                                      : u"gpu:%1:%2"_s.arg(request.gpuType).arg(request.gpuCount);
        // 22.05 knows sbatch's --gres; from v0.0.40 only tres_per_node, with its "gres/" prefix.
        if (version.newShapes())
            job.insert(u"tres_per_node"_s, QString(u"gres/"_s + gpu));
        else
            job.insert(u"gres"_s, gpu);
    }
    if (version.newShapes()) {
        job.insert(u"script"_s, request.script);
        return QJsonObject{{u"job"_s, job}};
    }
    return QJsonObject{{u"script"_s, request.script}, {u"job"_s, job}};
}

ApiResult<qint64> submittedJobId(const QJsonObject &json)
{
    const auto id = number(json.value(u"job_id"_s));
    if (id && *id > 0)
        return *id;
    if (const auto refused = errorIn(500, json))
        return *refused;
    return ApiError::decode(u"the submit's answer has no job id"_s);
}

QJsonObject timeLimitBody(int minutes)
{
    return QJsonObject{{u"time_limit"_s, minutes}};
}

namespace {

ApiError fromSlurm(int status, int slurmErrno, const QString &text)
{
    const QString message = text.isEmpty() ? u"Slurm error %1"_s.arg(slurmErrno) : text;
    switch (slurmErrno) {
    case -1:
        // 22.05 answers a token slurmctld refuses (expired, mis-signed, another user's) this way.
        if (status == 500)
            return ApiError::refused(status, u"invalid_token"_s,
                                     u"the cluster refused the token (expired, or made for another user)"_s);
        break;
    case 2017: // ESLURM_INVALID_JOB_ID
    case 2018: // ESLURM_INVALID_NODE_NAME
        return ApiError::refused(status, u"not_found"_s, message);
    case 2002: // ESLURM_ACCESS_DENIED
        return ApiError::refused(status, u"not_permitted"_s, message);
    case 2014: // ESLURM_REQUESTED_NODE_CONFIG_UNAVAILABLE: no node could ever run it
        return ApiError::refused(status, u"beyond_cluster"_s, message);
    case 2015: // ESLURM_REQUESTED_PART_CONFIG_UNAVAILABLE: over the partition's limits
        return ApiError::refused(status, u"beyond_partition"_s, message);
    case 2050: // ESLURM_ACCOUNTING_POLICY: over the association's or QOS's limits (DenyOnLimit)
        return ApiError::refused(status, u"beyond_limits"_s, message);
    case 2000: // ESLURM_INVALID_PARTITION_NAME
    {
        ApiError e = ApiError::refused(status, u"invalid_argument"_s, message);
        e.details.insert(u"field"_s, u"region"_s);
        return e;
    }
    default:
        break;
    }
    return ApiError::refused(status, status >= 500 ? u"server_error"_s : u"invalid_argument"_s, message);
}

} // namespace

std::optional<ApiError> errorIn(int status, const QJsonObject &json)
{
    const QJsonArray errors = json.value(u"errors"_s).toArray();
    if (errors.isEmpty())
        return std::nullopt;
    const QJsonObject first = errors.first().toObject();
    QJsonValue code = first.value(u"error_number"_s);
    if (code.isUndefined())
        code = first.value(u"error_code"_s);
    if (code.isUndefined())
        code = first.value(u"errno"_s);
    QString text = first.value(u"error"_s).toString();
    const QString description = first.value(u"description"_s).toString();
    if (!description.isEmpty() && description != text)
        text = text.isEmpty() ? description : u"%1: %2"_s.arg(text, description);
    return fromSlurm(status, code.toInt(), text);
}

ApiError invalid(const QString &field, const QString &why)
{
    ApiError e = ApiError::refused(0, u"invalid_argument"_s, why);
    e.details.insert(u"field"_s, field);
    return e;
}

ApiError error(int status, const QByteArray &body)
{
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    if (doc.isObject()) {
        if (const auto e = errorIn(status, doc.object()))
            return *e;
    }
    const QString text = QString::fromUtf8(body).trimmed().left(300);
    if (status == 401)
        return ApiError::refused(status, u"unauthenticated"_s, text.isEmpty() ? u"Authentication failure"_s : text);
    if (status == 404)
        return ApiError::refused(status, u"not_found"_s, text);
    if (status == 429)
        return ApiError::refused(status, u"too_many_attempts"_s, text);
    return ApiError::refused(status, status >= 500 ? u"server_error"_s : u"invalid_argument"_s, text);
}

std::optional<Marker> marker(const QString &comment)
{
    const QStringList words = comment.split(u' ', Qt::SkipEmptyParts);
    if (words.value(0) != u"gpudesk"_s)
        return std::nullopt;
    Marker m;
    for (const QString &word : words.mid(1)) {
        const QString key = word.section(u'=', 0, 0);
        const QString value = word.section(u'=', 1);
        if (key == u"instance"_s)
            m.instanceId = value;
        else if (key == u"ssh"_s)
            m.sshPort = value.toInt();
        else if (key == u"hostkey"_s)
            m.hostKey = value;
        else if (key == u"error"_s)
            m.problem = value;
    }
    if (m.instanceId.isEmpty())
        return std::nullopt;
    return m;
}

QString markerComment(const QString &instanceId)
{
    return u"gpudesk instance="_s + instanceId;
}

} // namespace SlurmCodecs
