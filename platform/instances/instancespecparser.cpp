#include "platform/instances/instancespecparser.h"

#include "common/rfc3339.h"
#include "platform/http/jsonbody.h"
#include "platform/instances/catalog.h"
#include "platform/instances/customimages.h"

#include <QJsonArray>
#include <QSet>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {
const QString kNameRule = u"A name is 1 to 40 printable characters (any language)."_s;
} // namespace

InstanceSpecParser::InstanceSpecParser(const Catalog &catalog, const CustomImages &images)
    : m_catalog(catalog)
    , m_images(images)
{ }

QString InstanceSpecParser::nameProblem(const QString &name)
{
    const QList<uint> chars = name.toUcs4();
    if (chars.isEmpty())
        return u"empty"_s;
    if (chars.size() > 40)
        return u"too_long"_s;
    for (const uint c : chars) {
        if (!QChar::isPrint(c))
            return u"not_printable"_s;
    }
    return {};
}

std::optional<QString> InstanceSpecParser::startupScript(JsonBody &body)
{
    const QJsonValue v = body.object().value(u"startup_script"_s);
    if (v.isNull())
        return std::nullopt;
    if (!v.isString()) {
        body.fail(u"startup_script"_s, u"wrong_type"_s,
                  u"startup_script is the text of a script (a string), or null for none."_s);
        return std::nullopt;
    }
    const QString script = v.toString();
    if (const qsizetype bytes = script.toUtf8().size(); bytes > kMaxStartupScriptBytes) {
        body.fail(u"startup_script"_s, u"too_long"_s,
                  u"The startup script is %1 bytes of UTF-8; it may hold at most %2 bytes (64 KiB)."_s.arg(bytes).arg(
                      kMaxStartupScriptBytes));
        return std::nullopt;
    }
    // bash reads a script as text: a NUL would cut it short without a word.
    if (script.contains(QChar(u'\0'))) {
        body.fail(u"startup_script"_s, u"not_text"_s, u"The startup script cannot contain NUL characters."_s);
        return std::nullopt;
    }
    if (script.isEmpty())
        return std::nullopt; // an empty script runs nothing: it is none
    return script;
}

Outcome<CreateSpec> InstanceSpecParser::create(JsonBody &body, qint64 walletId) const
{
    body.allowOnly({u"name", u"region", u"gpu_type", u"gpu_count", u"image", u"billing_mode", u"system_disk_gb",
                    u"data_disk_gb", u"data_volume_id", u"ports", u"start_mode", u"startup_script"});
    CreateSpec spec;
    spec.name = body.string(u"name"_s).trimmed();
    if (const QString problem = body.ok() ? nameProblem(spec.name) : QString(); !problem.isEmpty())
        body.fail(u"name"_s, problem, kNameRule);
    spec.region = body.string(u"region"_s);
    if (body.ok() && !m_catalog.region(spec.region))
        body.fail(u"region"_s, u"unknown"_s, u"There is no region '%1'; see GET /v1/regions."_s.arg(spec.region));
    spec.gpuType = body.string(u"gpu_type"_s);
    const GpuType *gpu = m_catalog.gpuType(spec.gpuType);
    if (body.ok() && !gpu)
        body.fail(u"gpu_type"_s, u"unknown"_s,
                  u"There is no GPU type '%1'; see GET /v1/gpu-types."_s.arg(spec.gpuType));
    spec.gpuCount = int(std::clamp<qint64>(body.optionalInteger(u"gpu_count"_s, 1), -1, 1000));
    if (body.ok() && (spec.gpuCount < 1 || spec.gpuCount > 8))
        body.fail(u"gpu_count"_s, u"out_of_range"_s, u"gpu_count is 1 to 8."_s);
    const QString imageId = body.string(u"image"_s);
    const auto image = body.ok() ? m_images.find(walletId, imageId) : std::nullopt;
    if (body.ok() && !image)
        body.fail(u"image"_s, u"unknown"_s, u"There is no image '%1'; see GET /v1/images."_s.arg(imageId));
    if (body.ok() && gpu) {
        if (const QString why = Catalog::incompatibility(*image, *gpu); !why.isEmpty())
            body.fail(u"image"_s, u"incompatible"_s, why);
    }
    spec.billingMode = body.optionalString(u"billing_mode"_s, u"on_demand"_s);
    if (body.ok() && !QStringList{u"on_demand"_s, u"package_daily"_s, u"package_weekly"_s}.contains(spec.billingMode))
        body.fail(u"billing_mode"_s, u"unknown"_s, u"billing_mode is on_demand, package_daily or package_weekly."_s);
    const int imageGb = image ? image->sizeGb : 0;
    spec.systemDiskGb = int(std::clamp<qint64>(
        body.optionalInteger(u"system_disk_gb"_s, std::max(imageGb, m_catalog.pricing.systemDiskFreeGb)), -1, 100000));
    if (body.ok() && (spec.systemDiskGb < 20 || spec.systemDiskGb > 500))
        body.fail(u"system_disk_gb"_s, u"out_of_range"_s, u"system_disk_gb is 20 to 500."_s);
    if (body.ok() && spec.systemDiskGb < imageGb)
        body.fail(u"system_disk_gb"_s, u"smaller_than_image"_s,
                  u"The image needs %1 GB; the system disk is %2 GB."_s.arg(imageGb).arg(spec.systemDiskGb));
    const bool hasVolume = body.has(u"data_volume_id"_s) && !body.object().value(u"data_volume_id"_s).isNull();
    if (body.ok() && hasVolume && body.has(u"data_disk_gb"_s))
        body.fail(u"data_disk_gb"_s, u"conflicts"_s,
                  u"Give data_disk_gb for a new data disk or data_volume_id for an existing volume, not both."_s);
    spec.dataDiskGb = int(std::clamp<qint64>(body.optionalInteger(u"data_disk_gb"_s, 0), -1, 100000));
    if (body.ok() && (spec.dataDiskGb < 0 || spec.dataDiskGb > 2000))
        body.fail(u"data_disk_gb"_s, u"out_of_range"_s, u"data_disk_gb is 0 to 2000."_s);
    const QString volumeText = hasVolume ? body.string(u"data_volume_id"_s) : QString();
    if (!body.ok())
        return body.takeError();
    spec.image = *image;
    if (hasVolume)
        spec.dataVolumeId = volumeText;

    const QJsonValue ports = body.object().value(u"ports"_s);
    if (body.ok() && !ports.isUndefined() && !ports.isNull()) {
        if (!ports.isArray()) {
            body.fail(u"ports"_s, u"wrong_type"_s, u"ports is a list of port numbers."_s);
        } else if (ports.toArray().size() > 5) {
            body.fail(u"ports"_s, u"too_many"_s, u"At most 5 service ports."_s);
        } else {
            QSet<int> seen;
            for (const QJsonValue &p : ports.toArray()) {
                const double v = p.toDouble(-1);
                if (!p.isDouble() || v != std::floor(v) || v < 1024 || v > 65535) {
                    body.fail(u"ports"_s, u"out_of_range"_s, u"Service ports are whole numbers 1024 to 65535."_s);
                    break;
                }
                if (seen.contains(int(v))) {
                    body.fail(u"ports"_s, u"duplicate"_s, u"Port %1 is listed twice."_s.arg(int(v)));
                    break;
                }
                seen.insert(int(v));
                spec.ports << int(v);
            }
        }
    }
    const auto mode = Lifecycle::parseMode(body.optionalString(u"start_mode"_s, u"gpu"_s));
    if (body.ok() && !mode)
        body.fail(u"start_mode"_s, u"unknown"_s, u"start_mode is gpu or no_gpu."_s);
    spec.mode = mode.value_or(InstanceMode::Gpu);
    if (body.ok() && body.has(u"startup_script"_s))
        spec.startupScript = startupScript(body);
    if (!body.ok()) {
        // The volume comes first in the contract's order, and only the service can check it.
        if (!spec.dataVolumeId)
            return body.takeError();
        spec.laterProblem = body.takeError();
    }
    return spec;
}

StartSpec InstanceSpecParser::start(JsonBody &body)
{
    body.allowOnly({u"mode", u"gpu_type", u"gpu_count"});
    StartSpec spec;
    if (body.has(u"mode"_s) && !body.object().value(u"mode"_s).isNull()) {
        const auto mode = Lifecycle::parseMode(body.string(u"mode"_s));
        if (body.ok() && !mode)
            body.fail(u"mode"_s, u"unknown"_s, u"mode is gpu or no_gpu."_s);
        spec.mode = mode;
    }
    if (body.ok() && body.has(u"gpu_type"_s) && !body.object().value(u"gpu_type"_s).isNull())
        spec.gpuType = body.string(u"gpu_type"_s);
    if (body.ok() && body.has(u"gpu_count"_s) && !body.object().value(u"gpu_count"_s).isNull()) {
        spec.gpuCount = int(std::clamp<qint64>(body.optionalInteger(u"gpu_count"_s, 1), -1, 1000));
        if (body.ok() && (*spec.gpuCount < 1 || *spec.gpuCount > 8))
            body.fail(u"gpu_count"_s, u"out_of_range"_s, u"gpu_count is 1 to 8."_s);
    }
    spec.problem = body.error();
    return spec;
}

Outcome<InstancePatch> InstanceSpecParser::patch(JsonBody &body)
{
    body.allowOnly({u"name", u"stop_at", u"stop_reason", u"startup_script"});
    if (!body.ok())
        return body.takeError();
    InstancePatch patch;
    if (body.has(u"name"_s)) {
        const QString name = body.string(u"name"_s).trimmed();
        if (const QString problem = body.ok() ? nameProblem(name) : QString(); !problem.isEmpty())
            body.fail(u"name"_s, problem, kNameRule);
        patch.name = name; // the slug stays: it is in host aliases and paths already handed out
    }
    if (body.has(u"stop_at"_s)) {
        const QJsonValue v = body.object().value(u"stop_at"_s);
        if (v.isNull()) {
            patch.stopAt = std::optional<qint64>();
        } else {
            const auto at = v.isString() ? Rfc3339::parse(v.toString()) : std::nullopt;
            if (!at)
                body.fail(u"stop_at"_s, u"not_a_time"_s,
                          u"stop_at is an RFC 3339 time such as 2026-12-01T08:00:00Z, or null to clear it."_s);
            else
                patch.stopAt = std::optional<qint64>(at->toSecsSinceEpoch());
        }
    }
    if (body.ok() && body.has(u"stop_reason"_s)) {
        const auto reason = Lifecycle::parseReason(body.object().value(u"stop_reason"_s).toString());
        if (reason != StateReason::Scheduled && reason != StateReason::Idle)
            body.fail(u"stop_reason"_s, u"invalid"_s, u"stop_reason is scheduled or idle."_s);
        else if (!patch.stopAt || !*patch.stopAt)
            body.fail(u"stop_reason"_s, u"without_stop_at"_s, u"stop_reason goes with a stop_at that is a time."_s);
        else
            patch.stopReason = *reason;
    }
    if (body.ok() && body.has(u"startup_script"_s))
        patch.startupScript = startupScript(body);
    patch.problem = body.error();
    return patch;
}

Outcome<QString> InstanceSpecParser::imageName(JsonBody &body)
{
    body.allowOnly({u"name"});
    const QString name = body.string(u"name"_s).trimmed();
    if (const QString problem = body.ok() ? nameProblem(name) : QString(); !problem.isEmpty())
        body.fail(u"name"_s, problem, kNameRule);
    if (!body.ok())
        return body.takeError();
    return name;
}

Outcome<StateReason> InstanceSpecParser::stopReason(JsonBody &body)
{
    body.allowOnly({u"reason"});
    const QJsonValue v = body.ok() ? body.object().value(u"reason"_s) : QJsonValue();
    const auto reason = v.isUndefined() ? std::optional(StateReason::User) : Lifecycle::parseReason(v.toString());
    if (reason != StateReason::User && reason != StateReason::Idle)
        body.fail(u"reason"_s, u"invalid"_s, u"reason is user or idle."_s);
    if (!body.ok())
        return body.takeError();
    return *reason;
}

Outcome<FaultKnobs> InstanceSpecParser::faults(JsonBody &body)
{
    body.allowOnly({u"boot_hang", u"refuse_keys", u"sshd_down", u"disk_full"});
    FaultKnobs knobs;
    for (const auto &[knob, value] :
         {std::pair{u"boot_hang"_s, &knobs.bootHang}, std::pair{u"refuse_keys"_s, &knobs.refuseKeys},
          std::pair{u"sshd_down"_s, &knobs.sshdDown}, std::pair{u"disk_full"_s, &knobs.diskFull}}) {
        const QJsonValue v = body.object().value(knob);
        if (body.ok() && !v.isUndefined() && !v.isBool())
            body.fail(knob, u"wrong_type"_s, knob + u" is true or false."_s);
        if (v.isBool())
            *value = v.toBool();
    }
    if (!body.ok())
        return body.takeError();
    return knobs;
}
