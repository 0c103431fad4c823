#include "core/api/runpod/runpodcodecs.h"

#include "common/rfc3339.h"
#include "common/sshpublickey.h"
#include "core/api/instanceslugs.h"
#include "core/api/usdollars.h"
#include "core/model/lifecycle.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace RunPodCodecs {

namespace {

/// Where gpudesk mounts a pod's data disk (a volume or the pod's own), as RunPod's images expect.
const QString kDataMount = u"/workspace"_s;

ApiError missing(const QString &what, const QString &field)
{
    return ApiError::decode(u"%1 has no '%2'"_s.arg(what, field));
}

/// The array under `key`, or a decode error naming `what` (the shape every RunPod list answer has).
ApiResult<QJsonArray> array(const QJsonObject &json, const QString &key, const QString &what)
{
    if (!json.value(key).isArray())
        return missing(what, key);
    return json.value(key).toArray();
}

std::optional<QDateTime> time(const QJsonValue &v)
{
    return v.isString() ? Rfc3339::parse(v.toString()) : std::nullopt;
}

/// "NORTH_AMERICA" → "North America", in the user's language; a region added later reads as words.
QString continent(const QString &region)
{
    static const QHash<QString, const char *> names{
        {u"NORTH_AMERICA"_s, QT_TRANSLATE_NOOP("RunPodCodecs", "North America")},
        {u"SOUTH_AMERICA"_s, QT_TRANSLATE_NOOP("RunPodCodecs", "South America")},
        {u"EUROPE"_s, QT_TRANSLATE_NOOP("RunPodCodecs", "Europe")},
        {u"ASIA"_s, QT_TRANSLATE_NOOP("RunPodCodecs", "Asia")},
        {u"MIDDLE_EAST"_s, QT_TRANSLATE_NOOP("RunPodCodecs", "Middle East")},
        {u"AFRICA"_s, QT_TRANSLATE_NOOP("RunPodCodecs", "Africa")},
        {u"OCEANIA"_s, QT_TRANSLATE_NOOP("RunPodCodecs", "Oceania")},
        {u"ANTARCTICA"_s, QT_TRANSLATE_NOOP("RunPodCodecs", "Antarctica")},
    };
    if (const char *name = names.value(region))
        return QCoreApplication::translate("RunPodCodecs", name);
    QStringList words = region.toLower().split(u'_', Qt::SkipEmptyParts);
    for (QString &w : words)
        w[0] = w[0].toUpper();
    return words.join(u' ');
}

WireEnum<InstanceState> state(const QString &status)
{
    static const QHash<QString, InstanceState> states{
        {u"PROVISIONING"_s, InstanceState::Creating}, {u"STARTING"_s, InstanceState::Starting},
        {u"RUNNING"_s, InstanceState::Running},       {u"EXITED"_s, InstanceState::Stopped},
        {u"ERROR"_s, InstanceState::Failed},          {u"TERMINATED"_s, InstanceState::Released},
    };
    const auto it = states.constFind(status);
    // A status this client does not know stays unknown, with RunPod's word for it.
    return it == states.constEnd() ? WireEnum<InstanceState>::fromWire(status.toLower()) : WireEnum(it.value());
}

std::optional<SshEndpoint> endpoint(const QJsonValue &v, bool shellOnly)
{
    const QJsonObject o = v.toObject();
    if (o.value(u"host"_s).toString().isEmpty() || o.value(u"port"_s).toInt() <= 0)
        return std::nullopt;
    SshEndpoint e;
    e.host = o.value(u"host"_s).toString();
    e.port = o.value(u"port"_s).toInt();
    e.user = o.value(u"username"_s).toString();
    e.shellOnly = shellOnly;
    return e;
}

/// "8888/http" → 8888; 0 for what is not a port.
int portNumber(const QString &entry)
{
    bool ok = false;
    const int port = entry.section(u'/', 0, 0).toInt(&ok);
    return ok && port > 0 && port < 65536 ? port : 0;
}

} // namespace

Currency currency()
{
    return UsDollars::currency();
}

Money dollars(const QJsonValue &value)
{
    return UsDollars::fromJson(value);
}

ApiResult<Instance> pod(const QJsonObject &json)
{
    for (const QString &field : {u"id"_s, u"name"_s, u"status"_s})
        if (!json.value(field).isString())
            return missing(u"a pod"_s, field);
    Instance i;
    i.id = json.value(u"id"_s).toString();
    i.name = json.value(u"name"_s).toString();
    const QString status = json.value(u"status"_s).toString();
    i.state = state(status);
    if (i.state == InstanceState::Failed)
        i.stateReason = StateReason::RuntimeError;
    const QJsonObject gpu = json.value(u"gpu"_s).toObject();
    const QJsonObject cpu = json.value(u"cpu"_s).toObject();
    const QJsonObject runtime = json.value(u"runtime"_s).toObject();
    if (!gpu.isEmpty()) {
        i.gpuType = gpu.value(u"id"_s).toString();
        i.gpuCount = gpu.value(u"count"_s).toInt(1);
        // A stopped pod resumes on its host, which may have no free card by then: RunPod starts it
        // without one. Running with no GPU in its live figures is that case, and is said.
        const bool noCardNow
            = status == u"RUNNING"_s && runtime.contains(u"gpus"_s) && runtime.value(u"gpus"_s).toArray().isEmpty();
        i.mode = noCardNow ? InstanceMode::NoGpu : InstanceMode::Gpu;
    } else {
        i.gpuType = cpu.value(u"id"_s).toString();
        i.gpuCount = 0;
        i.mode = InstanceMode::NoGpu;
    }
    i.region = json.value(u"dataCenterId"_s).toString();
    i.image = json.value(u"image"_s).toString();
    i.billingMode = BillingMode::OnDemand;
    i.systemDiskGb = json.value(u"disk"_s).toInt();
    i.createdAt = time(json.value(u"createdAt"_s)).value_or(QDateTime());
    i.startedAt = time(json.value(u"startedAt"_s));
    // cost is what the pod bills per hour now (0 once stopped); the meter runs from its start.
    const Money rate = dollars(json.value(u"cost"_s));
    if (Lifecycle::isBilling(i.state.value()) || i.state == InstanceState::Creating) {
        i.meter.ratePerHour = rate;
        i.meter.since = i.startedAt.value_or(i.createdAt);
        if (!rate.isZero())
            i.meter.kind = i.mode == InstanceMode::Gpu ? u"compute"_s : u"no_gpu"_s;
    }
    const QJsonObject ssh = json.value(u"ssh"_s).toObject();
    i.ssh = endpoint(ssh.value(u"direct"_s), false);
    if (!i.ssh)
        i.ssh = endpoint(ssh.value(u"proxy"_s), true);
    const QJsonObject mounts = json.value(u"mounts"_s).toObject();
    if (const QJsonObject persistent = mounts.value(u"persistent"_s).toObject(); !persistent.isEmpty()) {
        DataDisk disk;
        disk.sizeGb = persistent.value(u"size"_s).toInt();
        disk.mountPath = persistent.value(u"path"_s).toString();
        i.dataDisk = disk;
    } else if (const QJsonArray network = mounts.value(u"network"_s).toArray(); !network.isEmpty()) {
        DataDisk disk;
        disk.volumeId = network.first().toObject().value(u"volumeId"_s).toString();
        disk.mountPath = network.first().toObject().value(u"path"_s).toString();
        i.dataDisk = disk;
    }
    QHash<int, QString> published;
    for (const QJsonValue &p : runtime.value(u"ports"_s).toArray()) {
        const QJsonObject o = p.toObject();
        if (o.value(u"type"_s).toString() == u"http"_s && o.value(u"ip"_s).isString()
            && o.value(u"public"_s).isDouble())
            published.insert(o.value(u"private"_s).toInt(),
                             u"http://%1:%2"_s.arg(o.value(u"ip"_s).toString()).arg(o.value(u"public"_s).toInt()));
    }
    for (const QJsonValue &p : json.value(u"ports"_s).toArray()) {
        const QString entry = p.toString();
        const int port = portNumber(entry);
        // 22/tcp is how SSH gets in, not a service of the user's.
        if (port == 0 || entry == u"22/tcp"_s)
            continue;
        ServicePort service;
        service.port = port;
        if (published.contains(port))
            service.publicUrl = published.value(port);
        i.ports << service;
    }
    return i;
}

ApiResult<QList<Instance>> pods(const QJsonObject &json)
{
    const auto list = array(json, u"pods"_s, u"the pod list"_s);
    if (!list.ok())
        return list.error();
    QList<Instance> items;
    for (const QJsonValue &v : list.value()) {
        auto p = pod(v.toObject());
        if (!p.ok())
            return p.error();
        items << p.value();
    }
    InstanceSlugs::assign(items, u"pod"_s);
    return items;
}

ApiResult<QList<GpuType>> gpuTypes(const QJsonObject &json)
{
    const auto list = array(json, u"gpus"_s, u"the GPU catalog"_s);
    if (!list.ok())
        return list.error();
    QList<GpuType> items;
    for (const QJsonValue &v : list.value()) {
        const QJsonObject o = v.toObject();
        if (!o.value(u"id"_s).isString())
            return missing(u"a GPU type"_s, u"id"_s);
        if (!o.value(u"secure"_s).toBool())
            continue;
        GpuType g;
        g.id = o.value(u"id"_s).toString();
        g.name = o.value(u"name"_s).toString(g.id);
        g.vramGb = o.value(u"memory"_s).toInt();
        g.pricePerHour = dollars(o.value(u"price"_s).toObject().value(u"secure"_s));
        g.unverifiedAllowed = true; // no identity check on this platform
        items << g;
    }
    return items;
}

ApiResult<QList<Stock>> stock(const QJsonObject &json)
{
    const auto list = array(json, u"gpus"_s, u"the GPU catalog"_s);
    if (!list.ok())
        return list.error();
    QList<Stock> items;
    for (const QJsonValue &v : list.value()) {
        const QJsonObject o = v.toObject();
        for (const QJsonValue &dc : o.value(u"dataCenters"_s).toArray()) {
            Stock s;
            s.region = dc.toObject().value(u"id"_s).toString();
            s.gpuType = o.value(u"id"_s).toString();
            s.level = dc.toObject().value(u"availability"_s).toString().toLower();
            s.available = s.level == u"none"_s || s.level->isEmpty() ? 0 : 1;
            items << s;
        }
    }
    return items;
}

ApiResult<QList<Region>> regions(const QJsonObject &json)
{
    const auto list = array(json, u"dataCenters"_s, u"the data centre list"_s);
    if (!list.ok())
        return list.error();
    QList<Region> items;
    for (const QJsonValue &v : list.value()) {
        const QJsonObject o = v.toObject();
        if (!o.value(u"id"_s).isString())
            return missing(u"a data centre"_s, u"id"_s);
        Region r;
        r.id = o.value(u"id"_s).toString();
        r.name = o.value(u"name"_s).toString(r.id);
        r.location = continent(o.value(u"region"_s).toString());
        items << r;
    }
    return items;
}

ApiResult<QList<Image>> templates(const QJsonObject &json)
{
    const auto list = array(json, u"templates"_s, u"the template list"_s);
    if (!list.ok())
        return list.error();
    QList<Image> items;
    for (const QJsonValue &v : list.value()) {
        const QJsonObject o = v.toObject();
        if (o.value(u"serverless"_s).toBool() || o.value(u"category"_s).toString() == u"CPU"_s)
            continue;
        Image image;
        image.id = o.value(u"id"_s).toString();
        image.name = o.value(u"name"_s).toString(image.id);
        image.kind = u"public"_s;
        image.framework = o.value(u"image"_s).toString();
        image.sizeGb = o.value(u"disk"_s).toInt();
        const QJsonArray cuda = o.value(u"allowedCudaVersions"_s).toArray();
        if (!cuda.isEmpty())
            image.cuda = cuda.first().toString();
        if (!image.id.isEmpty())
            items << image;
    }
    return items;
}

ApiResult<Volume> volume(const QJsonObject &json)
{
    if (!json.value(u"id"_s).isString())
        return missing(u"a network volume"_s, u"id"_s);
    Volume v;
    v.id = json.value(u"id"_s).toString();
    v.name = json.value(u"name"_s).toString();
    v.region = json.value(u"dataCenter"_s).toString();
    v.sizeGb = json.value(u"size"_s).toInt();
    v.mountPath = kDataMount;
    return v;
}

ApiResult<QList<Volume>> volumes(const QJsonObject &json, const QList<Instance> &pods)
{
    const auto list = array(json, u"networkVolumes"_s, u"the volume list"_s);
    if (!list.ok())
        return list.error();
    QList<Volume> items;
    for (const QJsonValue &v : list.value()) {
        auto decoded = volume(v.toObject());
        if (!decoded.ok())
            return decoded.error();
        Volume volume = decoded.value();
        for (const Instance &i : pods)
            if (i.dataDisk && i.dataDisk->volumeId == volume.id) {
                volume.instanceId = i.id;
                volume.mountPath = i.dataDisk->mountPath.value_or(kDataMount);
            }
        items << volume;
    }
    return items;
}

ApiResult<QStringList> sshKeyLines(const QJsonObject &json)
{
    const auto list = array(json, u"keys"_s, u"the SSH key list"_s);
    if (!list.ok())
        return list.error();
    QStringList lines;
    for (const QJsonValue &v : list.value())
        if (!v.toString().trimmed().isEmpty())
            lines << v.toString().trimmed();
    return lines;
}

QList<SshKey> sshKeys(const QStringList &lines)
{
    QList<SshKey> keys;
    for (const QString &line : lines) {
        SshKey key;
        key.publicKey = line;
        SshPublicKey::Error error;
        if (const auto parsed = SshPublicKey::parse(line, &error)) {
            key.fingerprint = parsed->fingerprint();
            key.id = key.fingerprint;
            key.name = parsed->comment.isEmpty() ? parsed->type : parsed->comment;
        } else {
            key.id = line;
            key.name = line.left(40);
        }
        keys << key;
    }
    return keys;
}

namespace {

ApiResult<QJsonArray> records(const QJsonObject &json)
{
    return array(json, u"records"_s, u"the billing records"_s);
}

} // namespace

ApiResult<LedgerPage> ledger(const QJsonObject &json)
{
    const auto list = records(json);
    if (!list.ok())
        return list.error();
    LedgerPage page;
    for (const QJsonValue &v : list.value()) {
        const QJsonObject o = v.toObject();
        const auto start = time(o.value(u"startTime"_s));
        const auto end = time(o.value(u"endTime"_s));
        if (!start || !end)
            return missing(u"a billing record"_s, u"startTime"_s);
        LedgerLine line;
        line.instanceId = o.value(u"podId"_s).toString();
        line.id = *line.instanceId + u'@' + Rfc3339::format(*start);
        line.kind = u"compute"_s;
        line.amount = dollars(o.value(u"totalAmount"_s));
        line.periodStart = *start;
        line.periodEnd = *end;
        if (!line.amount.isZero())
            page.items << line;
    }
    std::stable_sort(page.items.begin(), page.items.end(),
                     [](const LedgerLine &a, const LedgerLine &b) { return a.periodStart > b.periodStart; });
    if (const auto sum = total(json); sum.ok())
        page.total = sum.value();
    return page;
}

ApiResult<Usage> usage(const QJsonObject &json, const QString &bucket)
{
    const auto list = records(json);
    if (!list.ok())
        return list.error();
    Usage usage;
    usage.bucket = bucket;
    usage.group = u"instance"_s;
    usage.billingTimezone = u"UTC"_s;
    const QJsonObject query = json.value(u"metadata"_s).toObject().value(u"query"_s).toObject();
    usage.from = time(query.value(u"startTime"_s)).value_or(QDateTime());
    usage.to = time(query.value(u"endTime"_s)).value_or(QDateTime());
    for (const QJsonValue &v : list.value()) {
        const QJsonObject o = v.toObject();
        UsageItem item;
        item.bucketStart = time(o.value(u"startTime"_s)).value_or(QDateTime());
        item.key = o.value(u"podId"_s).toString();
        item.amount = dollars(o.value(u"totalAmount"_s));
        if (!item.bucketStart.isValid())
            return missing(u"a billing record"_s, u"startTime"_s);
        if (!item.amount.isZero())
            usage.items << item;
    }
    return usage;
}

ApiResult<Money> total(const QJsonObject &json)
{
    const QJsonValue amount
        = json.value(u"metadata"_s).toObject().value(u"totals"_s).toObject().value(u"totalAmount"_s);
    if (!amount.isDouble())
        return missing(u"the billing records"_s, u"metadata.totals.totalAmount"_s);
    return dollars(amount);
}

QJsonObject encode(const InstanceSpec &spec)
{
    QJsonObject body{{u"name"_s, spec.name}, {u"cloud"_s, u"SECURE"_s}, {u"startSsh"_s, true}};
    // An image from the template list is a template; anything else is an image reference.
    if (spec.image.contains(u'/') || spec.image.contains(u':'))
        body.insert(u"image"_s, spec.image);
    else
        body.insert(u"templateId"_s, spec.image);
    body.insert(u"gpu"_s, QJsonObject{{u"id"_s, spec.gpuType}, {u"count"_s, spec.gpuCount.value_or(1)}});
    if (!spec.region.isEmpty())
        body.insert(u"dataCenterIds"_s, QJsonArray{spec.region});
    if (spec.systemDiskGb)
        body.insert(u"disk"_s, *spec.systemDiskGb);
    if (spec.dataVolumeId)
        body.insert(
            u"mounts"_s,
            QJsonObject{
                {u"network"_s, QJsonArray{QJsonObject{{u"volumeId"_s, *spec.dataVolumeId}, {u"path"_s, kDataMount}}}}});
    else if (spec.dataDiskGb)
        body.insert(
            u"mounts"_s,
            QJsonObject{{u"persistent"_s, QJsonObject{{u"size"_s, *spec.dataDiskGb}, {u"path"_s, kDataMount}}}});
    QJsonArray ports{u"22/tcp"_s};
    for (int port : spec.ports.value_or(QList<int>()))
        if (port != 22)
            ports.append(u"%1/http"_s.arg(port));
    body.insert(u"ports"_s, ports);
    return body;
}

bool saysNoCapacity(const QString &detail)
{
    static const QRegularExpression capacity(
        uR"(\b(no|not enough|insufficient|out of)\b.{0,40}\b(capacity|available|availability|instances?|gpus?|machines?|stock)\b|could not (be )?(placed?|find)|unavailable)"_s,
        QRegularExpression::CaseInsensitiveOption);
    return capacity.match(detail).hasMatch();
}

ApiError decodeError(int status, const QByteArray &body)
{
    const QJsonObject json = QJsonDocument::fromJson(body).object();
    QString message = json.value(u"detail"_s).toString();
    if (message.isEmpty())
        message = json.value(u"title"_s).toString();
    if (message.isEmpty())
        message = QString::fromUtf8(body.left(200)).simplified();
    QStringList errors;
    for (const QJsonValue &e : json.value(u"errors"_s).toArray())
        errors << e.toString();
    if (!errors.isEmpty())
        message += (message.isEmpty() ? QString() : u": "_s) + errors.join(u"; "_s);
    QString code;
    switch (status) {
    case 400:
        code = saysNoCapacity(message) ? u"out_of_stock"_s : u"invalid_argument"_s;
        break;
    case 401:
        code = u"unauthenticated"_s;
        break;
    case 402:
        code = u"insufficient_balance"_s;
        break;
    case 403:
        code = u"forbidden"_s;
        break;
    case 404:
        code = u"not_found"_s;
        break;
    case 409:
        code = u"conflict"_s;
        break;
    case 422:
        code = u"invalid_argument"_s;
        break;
    case 429:
        code = u"too_many_attempts"_s;
        break;
    default:
        code = status >= 500 ? u"server_error"_s : u"http_error"_s;
    }
    return ApiError::refused(status, code, message);
}

} // namespace RunPodCodecs
