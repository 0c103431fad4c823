#include "core/monitor/gpulivesample.h"

#include "common/rfc3339.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

qint64 GpuLiveSample::memoryUsedMiB() const
{
    qint64 sum = 0;
    for (const Card &c : cards)
        sum += c.memoryUsedMiB;
    return sum;
}

qint64 GpuLiveSample::memoryTotalMiB() const
{
    qint64 sum = 0;
    for (const Card &c : cards)
        sum += c.memoryTotalMiB;
    return sum;
}

QJsonObject GpuLiveSample::toJson() const
{
    QJsonArray gpus;
    for (const Card &c : cards) {
        QJsonObject o{{u"index"_s, c.index},
                      {u"utilization_percent"_s, c.utilizationPercent},
                      {u"memory_used_mib"_s, c.memoryUsedMiB},
                      {u"memory_total_mib"_s, c.memoryTotalMiB}};
        o.insert(u"power_w"_s, c.powerW ? QJsonValue(*c.powerW) : QJsonValue());
        o.insert(u"temperature_c"_s, c.temperatureC ? QJsonValue(*c.temperatureC) : QJsonValue());
        gpus.append(o);
    }
    QJsonArray apps;
    for (const Process &p : processes)
        apps.append(QJsonObject{{u"pid"_s, p.pid}, {u"name"_s, p.name}, {u"memory_mib"_s, p.memoryMiB}});
    const auto orNull = [](const auto &v) { return v ? QJsonValue(*v) : QJsonValue(); };
    QJsonObject json{{u"at"_s, Rfc3339::format(at)},
                     {u"gpus"_s, gpus},
                     {u"processes"_s, apps},
                     {u"cpu_percent"_s, orNull(cpuPercent)},
                     {u"cores"_s, orNull(cores)},
                     {u"ram_used_bytes"_s, orNull(ramUsedBytes)},
                     {u"ram_total_bytes"_s, orNull(ramTotalBytes)}};
    if (!gpuProblem.isEmpty())
        json.insert(u"gpu_problem"_s, gpuProblem);
    return json;
}
