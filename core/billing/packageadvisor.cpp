#include "core/billing/packageadvisor.h"

#include <QtMath>

Money PackageAdvisor::packagePrice(Money pricePerGpuHour, int gpuCount, int hours, Discount discount)
{
    // A package is the hours at the rate, discounted: the same floor as a segment of that length.
    return Money::forDuration(pricePerGpuHour * gpuCount * hours, discount.basisPoints, 10000);
}

PackageAdvisor::Result PackageAdvisor::compare(const Input &in)
{
    Result r;
    const int busy = std::clamp(in.busyHours, 0, in.periodHours);
    r.onDemandCost = in.ratePerHour * busy;
    r.packageCost = in.packagePrice;
    r.packagePays = r.packageCost < r.onDemandCost;
    const qint64 fullPeriod = in.ratePerHour.cents() * in.periodHours;
    r.breakEvenBusyPercent = fullPeriod > 0 ? int((r.packageCost.cents() * 100 + fullPeriod - 1) / fullPeriod) : 100;
    const int busyPercent = in.periodHours > 0 ? busy * 100 / in.periodHours : 0;
    r.verdict = r.packagePays
        ? tr("The package pays: busy %1% of the period, on demand would cost %2 against %3 prepaid. It is not "
             "refunded if you stop early.")
              .arg(busyPercent)
              .arg(in.currency.format(r.onDemandCost), in.currency.format(r.packageCost))
        : tr("On demand is cheaper: busy %1% of the period costs %2, the package %3. A package pays only when the "
             "instance is busy more than %4% of the period; it is not refunded.")
              .arg(busyPercent)
              .arg(in.currency.format(r.onDemandCost), in.currency.format(r.packageCost))
              .arg(r.breakEvenBusyPercent);
    return r;
}

int PackageAdvisor::busyHoursFrom(const QList<UsageItem> &hourly, int periodHours)
{
    if (hourly.isEmpty())
        return 0;
    QDateTime latest = hourly.first().bucketStart;
    for (const UsageItem &item : hourly)
        latest = std::max(latest, item.bucketStart);
    const QDateTime from = latest.addSecs(-3600LL * (periodHours - 1));
    qint64 seconds = 0;
    for (const UsageItem &item : hourly) {
        if (item.bucketStart >= from)
            seconds += item.seconds;
    }
    return int(seconds / 3600);
}
