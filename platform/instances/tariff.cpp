#include "platform/instances/tariff.h"

#include "platform/instances/catalog.h"
#include "platform/instances/instance.h"

using namespace Qt::StringLiterals;

Tariff::Tariff(const Catalog &catalog)
    : m_catalog(catalog)
{ }

Money Tariff::computeRate(const Instance &instance) const
{
    const GpuType *gpu = m_catalog.gpuType(instance.gpuType);
    return Money::fromCents(gpu ? gpu->priceCentsPerHour * instance.gpuCount : 0);
}

Money Tariff::noGpuRatePerHour() const
{
    return Money::fromCents(m_catalog.pricing.noGpuCentsPerHour);
}

Money Tariff::runningRate(const Instance &instance) const
{
    switch (instance.segmentKind) {
    case MeterKind::Package:
        return {};
    case MeterKind::Compute:
        return computeRate(instance);
    default:
        return noGpuRatePerHour();
    }
}

Money Tariff::storageRatePerDay(const Instance &instance) const
{
    const Pricing &p = m_catalog.pricing;
    const qint64 systemBilled = std::max(0, instance.systemDiskGb - p.systemDiskFreeGb);
    return Money::fromCents(systemBilled * p.systemStorageCentsPerGbDay
                            + qint64(instance.dataDiskGb) * p.dataStorageCentsPerGbDay);
}

Money Tariff::volumeRatePerDay(qint64 sizeGb) const
{
    return Money::fromCents(sizeGb * m_catalog.pricing.dataStorageCentsPerGbDay);
}

Money Tariff::imageRatePerDay(qint64 sizeGb) const
{
    return Money::fromCents(sizeGb * m_catalog.pricing.imageStorageCentsPerGbDay);
}

qint64 Tariff::packageSeconds(const QString &billingMode)
{
    if (billingMode == u"package_daily"_s)
        return 86400;
    if (billingMode == u"package_weekly"_s)
        return 7 * 86400;
    return 0;
}

Money Tariff::packagePrice(const QString &billingMode, const QString &gpuType, int gpuCount) const
{
    const GpuType *gpu = m_catalog.gpuType(gpuType);
    const qint64 hours = packageSeconds(billingMode) / 3600;
    if (!gpu || hours == 0)
        return {};
    const int basisPoints = billingMode == u"package_daily"_s ? m_catalog.pricing.packageDailyBasisPoints
                                                              : m_catalog.pricing.packageWeeklyBasisPoints;
    // Integer arithmetic throughout: price × count × hours × discount, rounded down.
    return Money::fromCents(gpu->priceCentsPerHour * gpuCount * hours * basisPoints / 10000);
}
