#include "core/billing/instancequote.h"

#include "core/billing/packageadvisor.h"

#include <algorithm>

InstanceQuote InstanceQuote::of(const GpuType &card, int gpuCount, int systemDiskGb, int dataDiskGb,
                                const std::optional<Pricing> &pricing, std::optional<int> cpus,
                                std::optional<int> memoryGb)
{
    // A machine priced whole where the card comes in sizes; else the card's price times the count.
    const GpuType::Size *size = card.size(gpuCount, cpus, memoryGb);
    const Money perHour = size ? size->pricePerHour : card.pricePerHour * gpuCount;
    const std::optional<Money> perDay = size ? size->pricePerDay
        : card.pricePerDay                   ? std::optional<Money>(*card.pricePerDay * gpuCount)
                                             : std::nullopt;
    const std::optional<Money> perMonth = size ? size->pricePerMonth
        : card.pricePerMonth                   ? std::optional<Money>(*card.pricePerMonth * gpuCount)
                                               : std::nullopt;
    InstanceQuote q;
    q.gpuPerHour = perHour;
    // The platform's own package prices for the card, where it quotes them, come before a discount.
    if (perDay) {
        q.dailyPackage = *perDay;
        q.dailyKnown = true;
    }
    if (perMonth)
        q.monthlyPackage = *perMonth;
    if (!pricing)
        return q;
    q.noGpuPerHour = pricing->noGpuPerHour;
    if (!q.dailyKnown)
        q.dailyPackage = PackageAdvisor::packagePrice(perHour, 1, 24, pricing->packageDailyDiscount);
    q.dailyKnown = true;
    q.weeklyPackage = PackageAdvisor::packagePrice(perHour, 1, 168, pricing->packageWeeklyDiscount);
    const qint64 systemBilled = std::max(0, systemDiskGb - pricing->systemDiskFreeGb);
    q.storagePerDayStopped
        = pricing->storagePerGbDay.system * systemBilled + pricing->storagePerGbDay.data * std::max(0, dataDiskGb);
    return q;
}

InstanceQuote InstanceQuote::ofOffer(const Offer &offer, int diskGb)
{
    InstanceQuote q;
    q.gpuPerHour = offer.pricePerHour;
    // Priced by the GB and month; a month is taken as 30 days, as the market's own figures are.
    q.storagePerDayStopped = Money::forDuration(offer.storagePerGbMonth * std::max(0, diskGb), 86400, 30 * 86400);
    return q;
}

Money InstanceQuote::forHours(int hours, BillingMode billingMode) const
{
    hours = std::max(0, hours);
    if (billingMode == BillingMode::PackageDaily)
        return dailyPackage * std::max(1, (hours + 23) / 24);
    if (billingMode == BillingMode::PackageWeekly)
        return weeklyPackage * std::max(1, (hours + 167) / 168);
    if (billingMode == BillingMode::PackageMonthly)
        return monthlyPackage.value_or(Money()) * std::max(1, (hours + 719) / 720);
    return gpuPerHour * hours;
}

std::optional<Money> InstanceQuote::storageForHours(int hours) const
{
    if (!storagePerDayStopped)
        return std::nullopt;
    return Money::forDuration(*storagePerDayStopped, qint64(std::max(0, hours)) * 3600, 86400);
}

std::optional<int> InstanceQuote::noGpuPercent() const
{
    if (gpuPerHour <= Money())
        return std::nullopt;
    return std::max(1, int(std::lround(100.0 * double(noGpuPerHour.cents()) / double(gpuPerHour.cents()))));
}
