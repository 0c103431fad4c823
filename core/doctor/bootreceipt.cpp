#include "core/doctor/bootreceipt.h"

#include <algorithm>

using namespace Qt::StringLiterals;

QString BootReceipt::duration(qint64 seconds)
{
    const qint64 minutes = seconds / 60;
    return minutes >= 60 ? tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60) : tr("%n min", "", int(minutes));
}

qint64 BootReceipt::seconds() const
{
    return startedAt.isValid() && endedAt.isValid() ? std::max<qint64>(0, startedAt.secsTo(endedAt)) : 0;
}

BootReceipt BootReceipt::build(BootReceipt r, const QList<GpuSample> &all)
{
    QList<GpuSample> samples;
    for (GpuSample s : all) {
        if (s.at < r.startedAt.addSecs(-kClockSlackSeconds) || s.at > r.endedAt.addSecs(kClockSlackSeconds))
            continue;
        s.at = std::clamp(s.at, r.startedAt, r.endedAt);
        samples << s;
    }
    std::sort(samples.begin(), samples.end(), [](const GpuSample &a, const GpuSample &b) { return a.at < b.at; });
    r.samples = int(samples.size());
    r.watchedSeconds = r.idleSeconds = 0;
    qint64 weighted = 0;
    for (qsizetype k = 0; k < samples.size(); ++k) {
        // The first sample also stands for the start of the boot before it.
        const QDateTime from
            = k == 0 ? std::max(r.startedAt, samples[k].at.addSecs(-kMaxSampleSeconds)) : samples[k].at;
        const QDateTime next = k + 1 < samples.size() ? samples[k + 1].at : r.endedAt;
        const qint64 span = from.secsTo(std::min(next, samples[k].at.addSecs(kMaxSampleSeconds)));
        if (span <= 0)
            continue;
        r.watchedSeconds += span;
        weighted += span * samples[k].utilization;
        if (samples[k].utilization < kIdlePercent)
            r.idleSeconds += span;
    }
    r.averageUtilization = r.watchedSeconds > 0 ? std::optional<int>(int(weighted / r.watchedSeconds)) : std::nullopt;
    r.idleCost = Money::fromCents(r.ratePerHour.cents() * r.idleSeconds / 3600);
    return r;
}

QString BootReceipt::summary(const Currency &currency) const
{
    const QString ran = tr("%1 ran %2 and cost %3.").arg(instanceName, duration(seconds()), currency.format(cost));
    if (gpuCount == 0)
        return ran + u' ' + tr("No GPU was attached (no-GPU mode).");
    if (!averageUtilization)
        return ran + u' ' + tr("Its GPU use is unknown: gpudesk was not watching while it ran.");
    QString said = ran + u' ' + tr("The GPU was %1% busy on average.").arg(*averageUtilization);
    if (idleSeconds > 0)
        said += u' '
            + tr("%1 of %2 went to %3 below %4%.")
                  .arg(currency.format(idleCost), currency.format(cost), duration(idleSeconds))
                  .arg(kIdlePercent);
    return said;
}
