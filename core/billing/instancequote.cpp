#include "core/billing/instancequote.h"

#include "core/billing/packageadvisor.h"

#include <algorithm>

InstanceQuote InstanceQuote::of(const GpuType &card, int gpuCount, int systemDiskGb, int dataDiskGb,
                                const std::optional<Pricing> &pricing)
{
    InstanceQuote q;
    q.gpuPerHour = card.pricePerHour * gpuCount;
    // The platform's own package prices for the card, where it quotes them, come before a discount.
    if (card.pricePerDay) {
        q.dailyPackage = *card.pricePerDay * gpuCount;
        q.dailyKnown = true;
    }
    if (card.pricePerMonth)
        q.monthlyPackage = *card.pricePerMonth * gpuCount;
    if (!pricing)
        return q;
    q.noGpuPerHour = pricing->noGpuPerHour;
    if (!q.dailyKnown)
        q.dailyPackage = PackageAdvisor::packagePrice(card.pricePerHour, gpuCount, 24, pricing->packageDailyDiscount);
    q.dailyKnown = true;
    q.weeklyPackage = PackageAdvisor::packagePrice(card.pricePerHour, gpuCount, 168, pricing->packageWeeklyDiscount);
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
