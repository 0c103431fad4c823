#include "core/api/compshare/compsharecodecs.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTimeZone>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace CompshareCodecs {

namespace {

ApiError refused(int status, const QString &code, const QString &message, QJsonObject details = {})
{
    ApiError e = ApiError::refused(status, code, message);
    e.details = std::move(details);
    return e;
}

/// The parameter a refusal names ("Params [GpuType] not available", "Missing params [UHostId]").
QString namedParam(const QString &message)
{
    static const QRegularExpression bracket(u"\\[([^\\]]+)\\]"_s);
    const auto m = bracket.match(message);
    return m.hasMatch() ? m.captured(1) : QString();
}

/// gpudesk's name of a Compshare parameter, for the field a refusal points at.
QString fieldOf(const QString &param)
{
    static const QHash<QString, QString> fields{
        {u"GpuType"_s, u"gpu_type"_s},
        {u"GPU"_s, u"gpu_count"_s},
        {u"CompShareImageId"_s, u"image"_s},
        {u"Zone"_s, u"region"_s},
        {u"Region"_s, u"region"_s},
        {u"Name"_s, u"name"_s},
        {u"ChargeType"_s, u"billing_mode"_s},
        {u"UHostId"_s, u"id"_s},
        {u"SchedulerStopTime"_s, u"stop_at"_s},
    };
    if (param.startsWith(u"Disks."_s))
        return param.endsWith(u".Size"_s) ? u"disk_gb"_s : u"disks"_s;
    return fields.value(param, param);
}

/// user@host and -p PORT out of the platform's login command ("ssh -p 23 root@117.50.1.2").
std::optional<SshEndpoint> endpointOf(const QString &command, const QString &fallbackHost)
{
    SshEndpoint ssh;
    ssh.port = 22;
    ssh.user = u"root"_s;
    ssh.passwordLogin = true; // the platform's password until gpudesk puts the user's key there
    ssh.host = fallbackHost;
    const QStringList words = command.split(u' ', Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < words.size(); ++i) {
        if (words[i] == u"-p"_s && i + 1 < words.size())
            ssh.port = words[++i].toInt();
        else if (words[i].startsWith(u"-p"_s) && words[i].size() > 2)
            ssh.port = words[i].mid(2).toInt();
        else if (words[i].contains(u'@')) {
            ssh.user = words[i].section(u'@', 0, 0);
            ssh.host = words[i].section(u'@', 1);
        }
    }
    if (ssh.host.isEmpty() || ssh.port <= 0 || ssh.port > 65535)
        return std::nullopt;
    return ssh;
}

} // namespace

int intOf(const QJsonValue &v)
{
    return v.isString() ? v.toString().toInt() : v.toInt();
}

Currency currency()
{
    return *Currency::of(u"CNY"_s, 2);
}

Money yuan(const QJsonValue &value)
{
    bool ok = value.isDouble();
    const double y = value.isString() ? value.toString().toDouble(&ok) : value.toDouble();
    if (!ok || !std::isfinite(y))
        return Money();
    return Money::fromCents(qRound64(y * 100));
}

std::optional<QDateTime> unixTime(const QJsonValue &value)
{
    const qint64 s = value.isString() ? value.toString().toLongLong() : qint64(value.toDouble());
    if (s <= 0)
        return std::nullopt;
    return QDateTime::fromSecsSinceEpoch(s, QTimeZone::utc());
}

std::optional<ApiError> refusal(int, const QJsonObject &body)
{
    if (!body.contains(u"RetCode"_s))
        return ApiError::decode(u"an answer without RetCode"_s);
    const int code = intOf(body.value(u"RetCode"_s));
    if (code == 0)
        return std::nullopt;
    const QString message = body.value(u"Message"_s).toString();
    const QJsonObject said{{u"ret_code"_s, code}};
    auto with = [&](QJsonObject more) {
        for (auto it = said.begin(); it != said.end(); ++it)
            more.insert(it.key(), it.value());
        return more;
    };
    switch (code) {
    case 170: // no signature
    case 171: // "Signature VerifyAC Error": the private key does not match, or was pasted wrong
    case 172: // "User Not Exists": no such public key
        return refused(401, u"invalid_api_key"_s, message, said);
    case 160: // no Action
    case 161: // "Action [X] not found"
        return ApiError::decode(u"the platform does not know the call (%1: %2)"_s.arg(code).arg(message));
    case 210:
    case 220: // "Missing params [X]"
    case 230: { // "Params [X] not available": unknown, or a value it does not take
        const QString param = namedParam(message);
        return refused(400, u"invalid_argument"_s, message,
                       with({{u"field"_s, fieldOf(param)},
                             {u"param"_s, param},
                             {u"reason"_s, code == 230 ? u"not_available"_s : u"missing"_s}}));
    }
    case 226601: // the instance is in arrears: an order to pay
        return refused(402, u"arrears"_s, message, said);
    case 226602: // a daily or monthly instance expired
        return refused(409, u"package_expired"_s, message, said);
    case 226603: // the image cannot drive the card
        return refused(400, u"image_unsupported"_s, message, with({{u"field"_s, u"image"_s}}));
    case 226604: // not enough resources
        return refused(409, u"out_of_stock"_s, message, said);
    case 226605:
        return refused(409, u"conflict"_s, message, said);
    case 226606: // no real-name verification
        return refused(403, u"verification_required"_s, message, said);
    case 8433:
        return refused(500, u"server_error"_s, message, said);
    default:
        break;
    }
    if (message.contains(u"OperationInProgress"_s))
        return refused(409, u"conflict"_s, message, with({{u"reason"_s, u"in_progress"_s}}));
    if (message.contains(u"quota"_s, Qt::CaseInsensitive) || message.contains(u"配额"_s))
        return refused(403, u"quota_exceeded"_s, message, said);
    return refused(400, u"platform_refused"_s, u"%1 (RetCode %2)"_s.arg(message).arg(code), said);
}

ApiError decodeError(int status, const QByteArray &body)
{
    const QJsonObject o = QJsonDocument::fromJson(body).object();
    if (auto e = refusal(status, o); e && o.contains(u"RetCode"_s)) {
        e->httpStatus = status;
        return *e;
    }
    if (status == 429)
        return ApiError::refused(429, u"too_many_attempts"_s, QString::fromUtf8(body.left(200)));
    return ApiError::refused(status, status >= 500 ? u"server_error"_s : u"platform_refused"_s,
                             QString::fromUtf8(body.left(200)).trimmed());
}

bool rejectsKeys(const ApiError &error)
{
    return error.code == u"invalid_api_key"_s;
}

ApiResult<QStringList> teamIds(const QJsonObject &answer)
{
    if (!answer.value(u"Teams"_s).isArray() && answer.contains(u"Teams"_s))
        return ApiError::decode(u"ListCompShareTeam's Teams is not a list"_s);
    QStringList ids;
    for (const QJsonValue &v : answer.value(u"Teams"_s).toArray()) {
        const qint64 id = v.toObject().value(u"Id"_s).toInteger();
        if (id > 0)
            ids << QString::number(id);
    }
    return ids;
}

ApiResult<Team> team(const QJsonObject &answer)
{
    const QJsonObject info = answer.value(u"Team"_s).toObject();
    if (info.value(u"Id"_s).toInteger() <= 0)
        return ApiError::decode(u"GetCompShareTeamInfo answered no Team.Id"_s);
    Team t;
    t.id = QString::number(info.value(u"Id"_s).toInteger());
    t.name = info.value(u"Name"_s).toString();
    t.description = info.value(u"Description"_s).toString();
    for (const QJsonValue &v : answer.value(u"TeamRelation"_s).toArray()) {
        const QJsonObject r = v.toObject();
        Team::Member m;
        m.accountId = QString::number(r.value(u"UserCompanyId"_s).toInteger());
        const qint64 member = r.value(u"VirtualCompanyId"_s).toInteger();
        if (member > 0)
            m.memberId = QString::number(member);
        m.name = r.value(u"RemarkName"_s).toString();
        m.status = r.value(u"Status"_s).toString().toLower();
        m.given = Money::fromCents(r.value(u"AllocateAmount"_s).toInteger());
        m.left = Money::fromCents(r.value(u"AvailableAmount"_s).toInteger());
        m.invitedAt = unixTime(r.value(u"CreateTime"_s));
        t.members << m;
    }
    return t;
}

std::optional<ApiError> memberRefusal(const QJsonValue &map, const QString &id)
{
    // The pages give a map; UCloud's SDK a string that holds one.
    const QJsonObject failed
        = map.isString() ? QJsonDocument::fromJson(map.toString().toUtf8()).object() : map.toObject();
    if (!failed.contains(id))
        return std::nullopt;
    const QJsonObject why = failed.value(id).toObject();
    ApiError e = ApiError::refused(409, u"conflict"_s, why.value(u"Message"_s).toString());
    e.details = QJsonObject{{u"ret_code"_s, why.value(u"Code"_s).toInt()}, {u"id"_s, id}};
    return e;
}

QString chargeType(BillingMode mode)
{
    switch (mode) {
    case BillingMode::PackageDaily:
        return u"Day"_s;
    case BillingMode::PackageMonthly:
        return u"Month"_s;
    case BillingMode::OnDemand:
    case BillingMode::PackageWeekly:
    case BillingMode::Unknown:
        break;
    }
    return u"Dynamic"_s;
}

WireEnum<BillingMode> billingMode(const QString &chargeType)
{
    if (chargeType == u"Dynamic"_s || chargeType == u"Postpay"_s)
        return BillingMode::OnDemand;
    if (chargeType == u"Day"_s)
        return BillingMode::PackageDaily;
    if (chargeType == u"Month"_s)
        return BillingMode::PackageMonthly;
    // A year or a spot instance: no billing mode of gpudesk's wire says it; its text is kept.
    return WireEnum<BillingMode>::fromWire(chargeType.toLower());
}

WireEnum<InstanceState> state(const QString &state)
{
    static const QHash<QString, InstanceState> states{
        {u"Initializing"_s, InstanceState::Creating}, {u"Starting"_s, InstanceState::Starting},
        {u"Rebooting"_s, InstanceState::Starting},    {u"Running"_s, InstanceState::Running},
        {u"Stopping"_s, InstanceState::Stopping},     {u"Stopped"_s, InstanceState::Stopped},
        {u"Install Fail"_s, InstanceState::Failed},
    };
    const auto it = states.constFind(state);
    if (it != states.cend())
        return *it;
    // Resizing (a change of card under way) and "" (the platform could not tell): nothing may be
    // done until it says again; the text is kept for the user ("unknown" for the empty one).
    return WireEnum<InstanceState>::fromWire(state.isEmpty() ? u"unknown"_s : state.toLower());
}

QString password(const QJsonObject &o)
{
    return QString::fromUtf8(QByteArray::fromBase64(o.value(u"Password"_s).toString().toLatin1()));
}

Instance instance(const QJsonObject &o)
{
    Instance i;
    i.id = o.value(u"UHostId"_s).toString();
    i.name = o.value(u"Name"_s).toString();
    i.state = state(o.value(u"State"_s).toString());
    // The API does not say why an instance is in its state: none is claimed, but for a failed install.
    if (i.state == InstanceState::Failed)
        i.stateReason = StateReason::RuntimeError;
    i.region = o.value(u"Zone"_s).toString();
    i.gpuType = o.value(u"GpuType"_s).toString();
    const int gpus = intOf(o.value(u"GPU"_s));
    // Started without its card (无卡开机), an instance holds none: the console's no-GPU mode.
    // Its card count is then not said (GPU is 0): one until the platform's adapter says what it last saw.
    const bool withoutCard = gpus == 0 && !i.gpuType.isEmpty();
    i.gpuCount = withoutCard ? 1 : gpus;
    i.mode = withoutCard ? InstanceMode::NoGpu : InstanceMode::Gpu;
    i.image = o.value(u"CompShareImageId"_s).toString();
    i.billingMode = billingMode(o.value(u"ChargeType"_s).toString());
    i.createdAt = unixTime(o.value(u"CreateTime"_s)).value_or(QDateTime());
    i.startedAt = unixTime(o.value(u"StartTime"_s));
    if (i.billingMode == BillingMode::PackageDaily || i.billingMode == BillingMode::PackageMonthly
        || !i.billingMode.isKnown())
        i.packageExpiresAt = unixTime(o.value(u"ExpireTime"_s));
    // The scheduled stop (定时关机时间): StopTime in the SDK's instance, StopSchedulerTime (计划关机时间)
    // beside it; the pages name neither, so the first one set is read.
    std::optional<QDateTime> stop = unixTime(o.value(u"StopTime"_s));
    if (!stop)
        stop = unixTime(o.value(u"StopSchedulerTime"_s));
    if (stop && i.state == InstanceState::Running) {
        i.stopAt = stop;
        i.stopReason = WireEnum<StateReason>(StateReason::Scheduled);
    }
    // This boot's meter: from its start at the instance's price per hour, while it runs on demand.
    if (i.state == InstanceState::Running && i.billingMode == BillingMode::OnDemand) {
        i.meter.since = i.startedAt.value_or(QDateTime());
        i.meter.ratePerHour = yuan(o.value(u"InstancePrice"_s));
        i.meter.kind = withoutCard ? u"no_gpu"_s : u"compute"_s;
    }
    QString publicIp;
    for (const QJsonValue &v : o.value(u"IPSet"_s).toArray()) {
        const QJsonObject ip = v.toObject();
        if (ip.value(u"Type"_s).toString() != u"Private"_s && publicIp.isEmpty())
            publicIp = ip.value(u"IP"_s).toString();
    }
    if (i.state == InstanceState::Running || i.state == InstanceState::Stopped)
        i.ssh = endpointOf(o.value(u"SshLoginCommand"_s).toString(), publicIp);
    for (const QJsonValue &v : o.value(u"DiskSet"_s).toArray()) {
        const QJsonObject d = v.toObject();
        const bool boot = d.value(u"IsBoot"_s).toString().compare(u"true"_s, Qt::CaseInsensitive) == 0
            || d.value(u"IsBoot"_s).toBool();
        if (boot) {
            i.systemDiskGb = intOf(d.value(u"Size"_s));
        } else if (!i.dataDisk) {
            DataDisk data;
            data.sizeGb = intOf(d.value(u"Size"_s));
            data.volumeId = d.value(u"DiskId"_s).toString();
            if (const QString drive = d.value(u"Drive"_s).toString(); !drive.isEmpty())
                data.device = drive;
            i.dataDisk = data;
        }
    }
    for (const QJsonValue &v : o.value(u"Softwares"_s).toArray()) {
        const QJsonObject s = v.toObject();
        const QUrl url(s.value(u"URL"_s).toString());
        if (!url.isValid() || url.port() <= 0)
            continue;
        ServicePort port;
        port.port = url.port();
        if (const QString name = s.value(u"Name"_s).toString(); !name.isEmpty())
            port.software = name;
        if (i.state == InstanceState::Running)
            port.publicUrl = url.toString();
        i.ports << port;
    }
    return i;
}

ApiResult<InstancePage> instances(const QJsonObject &answer)
{
    if (!answer.value(u"UHostSet"_s).isArray())
        return ApiError::decode(u"DescribeCompShareInstance without UHostSet"_s);
    InstancePage page;
    page.total = intOf(answer.value(u"TotalCount"_s));
    for (const QJsonValue &v : answer.value(u"UHostSet"_s).toArray()) {
        const QJsonObject o = v.toObject();
        Instance i = instance(o);
        if (i.id.isEmpty())
            return ApiError::decode(u"an instance without UHostId"_s);
        page.items << i;
        page.raw << o;
    }
    return page;
}

ApiError invalidField(const QString &field, const QString &reason)
{
    ApiError e = ApiError::refused(400, u"invalid_argument"_s, reason);
    e.details = QJsonObject{{u"field"_s, field}, {u"reason"_s, reason}};
    return e;
}

ApiError notFound(const QString &id)
{
    ApiError e = ApiError::refused(404, u"not_found"_s, u"no instance %1"_s.arg(id));
    e.details = QJsonObject{{u"id"_s, id}};
    return e;
}

ApiError withLevelQuota(ApiError refusal, int instances)
{
    // The create page's table: the most instances at each account level.
    static constexpr int kLevelMax[] = {1, 5, 20, 50, 100};
    for (size_t level = 0; level < std::size(kLevelMax); ++level) {
        // A cap reached is a level told; a count between two caps tells none (a whitelisted account's
        // quota is its own).
        if (instances != kLevelMax[level])
            continue;
        refusal.details.insert(u"max_instances"_s, kLevelMax[level]);
        refusal.details.insert(u"level"_s, int(level));
        if (level + 1 < std::size(kLevelMax))
            refusal.details.insert(u"next_level_max"_s, kLevelMax[level + 1]);
        break;
    }
    refusal.details.insert(u"instances"_s, instances);
    return refusal;
}

bool answerLost(const ApiError &error)
{
    return error.kind == ApiError::Kind::Network || (error.kind == ApiError::Kind::Http && error.httpStatus >= 500);
}

ApiResult<QString> projectId(const QJsonObject &answer)
{
    const QJsonArray set = answer.value(u"ProjectSet"_s).toArray();
    QString first;
    for (const QJsonValue &v : set) {
        const QJsonObject p = v.toObject();
        const QString id = p.value(u"ProjectId"_s).toString();
        if (id.isEmpty())
            continue;
        if (p.value(u"IsDefault"_s).toBool())
            return id;
        if (first.isEmpty())
            first = id;
    }
    if (first.isEmpty())
        return ApiError::decode(u"GetProjectList answered no project"_s);
    return first;
}

ApiResult<QList<InstanceLoad::Reading>> loads(const QJsonObject &answer)
{
    const QJsonValue list = answer.value(u"Data"_s).toObject().value(u"List"_s);
    if (!list.isArray())
        return ApiError::decode(u"GetCompShareInstanceMonitor answered no Data.List"_s);
    QList<InstanceLoad::Reading> out;
    for (const QJsonValue &v : list.toArray()) {
        const QJsonObject host = v.toObject();
        InstanceLoad::Reading r;
        r.instanceId = host.value(u"UHostId"_s).toString();
        qint64 latest = 0;
        for (const QJsonValue &m : host.value(u"Metrics"_s).toArray()) {
            const QString key = m.toObject().value(u"MetricKey"_s).toString();
            std::optional<double> *figure = key == u"cloudwatch_gpu_util"_s ? &r.gpuPercent
                : key == u"uhost_cpu_used"_s                                ? &r.cpuPercent
                                                                            : nullptr;
            if (!figure)
                continue;
            // One result per card (or per host for the cores): the busiest one counts.
            for (const QJsonValue &result : m.toObject().value(u"Results"_s).toArray()) {
                for (const QJsonValue &point : result.toObject().value(u"Values"_s).toArray()) {
                    const QJsonObject p = point.toObject();
                    const double value = p.value(u"Value"_s).toDouble();
                    *figure = std::max(figure->value_or(0.0), value);
                    latest = std::max(latest, p.value(u"Timestamp"_s).toInteger());
                }
            }
        }
        if (r.instanceId.isEmpty() || latest == 0)
            continue; // no samples: nothing is known of its use
        r.at = QDateTime::fromSecsSinceEpoch(latest, Qt::UTC);
        out.append(r);
    }
    return out;
}

} // namespace CompshareCodecs
