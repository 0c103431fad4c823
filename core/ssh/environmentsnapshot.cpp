#include "core/ssh/environmentsnapshot.h"

#include "common/rfc3339.h"

#include <QJsonArray>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

QString bytes(qint64 n)
{
    return QLocale::c().formattedDataSize(n, 1, QLocale::DataSizeIecFormat);
}

QJsonValue optional(const std::optional<qint64> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

std::optional<qint64> optionalInt(const QJsonValue &v)
{
    return v.isDouble() ? std::optional<qint64>(v.toInteger()) : std::nullopt;
}

QString roleName(EnvironmentSnapshot::Disk::Role role)
{
    switch (role) {
    case EnvironmentSnapshot::Disk::Role::System:
        return u"system"_s;
    case EnvironmentSnapshot::Disk::Role::Data:
        return u"data"_s;
    case EnvironmentSnapshot::Disk::Role::Other:
        break;
    }
    return u"other"_s;
}

} // namespace

QString EnvironmentSnapshot::toMarkdown(const QString &instanceName) const
{
    QString md = u"### Environment: %1 (%2)\n\n| | |\n|---|---|\n"_s.arg(
        instanceName, takenAt.toUTC().toString(u"yyyy-MM-dd HH:mm 'UTC'"_s));
    if (gpus.isEmpty()) {
        md += u"| GPU | none (%1) |\n"_s.arg(gpuProblem);
    } else {
        // Identical cards once, counted: "2 × NVIDIA A100-SXM4-80GB, 80 GiB".
        QList<std::pair<QString, int>> kinds;
        for (const Gpu &g : gpus) {
            const QString kind
                = g.name + (g.memoryTotalMiB ? u", "_s + bytes(*g.memoryTotalMiB * 1024 * 1024) : QString());
            auto it = std::find_if(kinds.begin(), kinds.end(), [&](const auto &k) { return k.first == kind; });
            if (it == kinds.end())
                kinds.append({kind, 1});
            else
                ++it->second;
        }
        QStringList parts;
        for (const auto &[kind, count] : kinds)
            parts << u"%1 × %2"_s.arg(count).arg(kind);
        md += u"| GPU | %1 (driver %2) |\n"_s.arg(parts.join(u"; "_s), gpus.first().driverVersion);
    }
    for (const Disk &d : disks) {
        const QString role = d.role == Disk::Role::Other ? QString() : u" (%1 disk)"_s.arg(roleName(d.role));
        md += u"| Disk `%1`%2 | %3 used of %4 |\n"_s.arg(d.mount, role, bytes(d.usedBytes), bytes(d.totalBytes));
    }
    if (ramTotalBytes)
        md += u"| RAM | %1 (%2 available) |\n"_s.arg(bytes(*ramTotalBytes), bytes(ramAvailableBytes.value_or(0)));
    md += u"| Python | %1 |\n"_s.arg(python.isEmpty() ? u"not found"_s : python);
    if (!torch.isEmpty()) {
        md += u"| PyTorch | %1%2, %3 |\n"_s.arg(
            torch, torchCuda.isEmpty() ? QString() : u" (CUDA "_s + torchCuda + u')',
            torchSeesGpu.value_or(false) ? u"sees the GPU"_s : u"does not see a GPU"_s);
    }
    return md;
}

QJsonObject EnvironmentSnapshot::toJson() const
{
    QJsonArray gpuList, diskList;
    for (const Gpu &g : gpus) {
        gpuList.append(QJsonObject{
            {u"index"_s, g.index},
            {u"name"_s, g.name},
            {u"memory_total_mib"_s, optional(g.memoryTotalMiB)},
            {u"memory_used_mib"_s, optional(g.memoryUsedMiB)},
            {u"utilization_percent"_s, g.utilizationPercent ? QJsonValue(*g.utilizationPercent) : QJsonValue()},
            {u"temperature_c"_s, g.temperatureC ? QJsonValue(*g.temperatureC) : QJsonValue()},
            {u"driver_version"_s, g.driverVersion},
        });
    }
    for (const Disk &d : disks) {
        diskList.append(QJsonObject{{u"filesystem"_s, d.filesystem},
                                    {u"mount"_s, d.mount},
                                    {u"total_bytes"_s, d.totalBytes},
                                    {u"used_bytes"_s, d.usedBytes},
                                    {u"available_bytes"_s, d.availableBytes},
                                    {u"role"_s, roleName(d.role)}});
    }
    return QJsonObject{{u"taken_at"_s, Rfc3339::format(takenAt)},
                       {u"gpus"_s, gpuList},
                       {u"gpu_problem"_s, gpuProblem},
                       {u"disks"_s, diskList},
                       {u"ram_total_bytes"_s, optional(ramTotalBytes)},
                       {u"ram_available_bytes"_s, optional(ramAvailableBytes)},
                       {u"uptime_seconds"_s, optional(uptimeSeconds)},
                       {u"python"_s, python},
                       {u"torch"_s, torch},
                       {u"torch_cuda"_s, torchCuda},
                       {u"torch_sees_gpu"_s, torchSeesGpu ? QJsonValue(*torchSeesGpu) : QJsonValue()}};
}

std::optional<EnvironmentSnapshot> EnvironmentSnapshot::fromJson(const QJsonObject &json)
{
    EnvironmentSnapshot s;
    const auto at = Rfc3339::parse(json.value(u"taken_at"_s).toString());
    if (!at)
        return std::nullopt;
    s.takenAt = *at;
    for (const QJsonValue &v : json.value(u"gpus"_s).toArray()) {
        Gpu g;
        g.index = v[u"index"_s].toInt();
        g.name = v[u"name"_s].toString();
        g.memoryTotalMiB = optionalInt(v[u"memory_total_mib"_s]);
        g.memoryUsedMiB = optionalInt(v[u"memory_used_mib"_s]);
        if (const auto u = optionalInt(v[u"utilization_percent"_s]))
            g.utilizationPercent = int(*u);
        if (const auto t = optionalInt(v[u"temperature_c"_s]))
            g.temperatureC = int(*t);
        g.driverVersion = v[u"driver_version"_s].toString();
        s.gpus << g;
    }
    s.gpuProblem = json.value(u"gpu_problem"_s).toString();
    for (const QJsonValue &v : json.value(u"disks"_s).toArray()) {
        Disk d;
        d.filesystem = v[u"filesystem"_s].toString();
        d.mount = v[u"mount"_s].toString();
        d.totalBytes = v[u"total_bytes"_s].toInteger();
        d.usedBytes = v[u"used_bytes"_s].toInteger();
        d.availableBytes = v[u"available_bytes"_s].toInteger();
        const QString role = v[u"role"_s].toString();
        d.role = role == u"system"_s ? Disk::Role::System : role == u"data"_s ? Disk::Role::Data : Disk::Role::Other;
        s.disks << d;
    }
    s.ramTotalBytes = optionalInt(json.value(u"ram_total_bytes"_s));
    s.ramAvailableBytes = optionalInt(json.value(u"ram_available_bytes"_s));
    s.uptimeSeconds = optionalInt(json.value(u"uptime_seconds"_s));
    s.python = json.value(u"python"_s).toString();
    s.torch = json.value(u"torch"_s).toString();
    s.torchCuda = json.value(u"torch_cuda"_s).toString();
    if (json.value(u"torch_sees_gpu"_s).isBool())
        s.torchSeesGpu = json.value(u"torch_sees_gpu"_s).toBool();
    return s;
}
