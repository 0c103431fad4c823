#include "core/billing/packagehindsight.h"

#include "core/billing/packageadvisor.h"

#include <QHash>

#include <algorithm>
#include <map>

Money PackageHindsight::CardWeek::saving() const
{
    return std::min(withDailyPackages, weeklyPackage) - onDemand;
}

QList<PackageHindsight::CardWeek> PackageHindsight::lastWeek(const Usage &hourlyByCard, const QList<GpuType> &cards,
                                                             const Pricing &pricing, const QTimeZone &zone,
                                                             const Currency &currency)
{
    struct Day
    {
        Money cost;
        qint64 seconds = 0;
    };
    std::map<QString, std::map<QDate, Day>> byCard;
    for (const UsageItem &item : hourlyByCard.items) {
        // Storage and no-GPU mode are not what a package buys.
        if (item.key == QStringLiteral("storage") || item.key == QStringLiteral("no_gpu") || item.amount <= Money())
            continue;
        Day &day = byCard[item.key][item.bucketStart.toTimeZone(zone).date()];
        day.cost += item.amount;
        day.seconds += item.seconds;
    }
    QList<CardWeek> weeks;
    for (const auto &[gpuType, days] : byCard) {
        // A copy: clang 14 (the fuzz preset) cannot capture a structured binding.
        const QString wanted = gpuType;
        const auto card = std::find_if(cards.cbegin(), cards.cend(), [&](const GpuType &g) { return g.id == wanted; });
        if (card == cards.cend() || card->pricePerHour <= Money())
            continue;
        CardWeek w;
        w.gpuType = gpuType;
        w.cardName = card->name;
        for (const auto &[date, day] : days) {
            w.onDemand += day.cost;
            w.busySeconds += day.seconds;
            ++w.daysUsed;
        }
        // GPUs per instance, from what an hour of it cost against the card's price (rounded, in integers).
        const qint64 expected = w.busySeconds * card->pricePerHour.cents(); // × 3600 of one GPU's cost
        w.gpuCount
            = expected > 0 ? std::max<int>(1, int((w.onDemand.cents() * 3600 * 2 + expected) / (2 * expected))) : 1;
        const Money daily
            = PackageAdvisor::packagePrice(card->pricePerHour, w.gpuCount, 24, pricing.packageDailyDiscount);
        for (const auto &[date, day] : days)
            w.withDailyPackages += std::min(day.cost, daily);
        w.weeklyPackage
            = PackageAdvisor::packagePrice(card->pricePerHour, w.gpuCount, 168, pricing.packageWeeklyDiscount);

        // Rounded: a run of 11 hours whose last second is not settled yet is 11 hours, not 10.
        const QString hoursText = tr("%n hour(s)", "", int((w.busySeconds + 1800) / 3600));
        const Money saving = w.saving();
        if (saving >= Money())
            w.verdict = tr("Last week: %1 of %2 on %n day(s), %3 on demand. On demand was the cheapest: a weekly "
                           "package was %4, daily packages would have come to %5.",
                           "", w.daysUsed)
                            .arg(hoursText, w.cardName, currency.format(w.onDemand), currency.format(w.weeklyPackage),
                                 currency.format(w.withDailyPackages));
        else if (w.weeklyPackage <= w.withDailyPackages)
            w.verdict = tr("Last week: %1 of %2 on %n day(s), %3 on demand. A weekly package (%4) would have saved "
                           "%5.",
                           "", w.daysUsed)
                            .arg(hoursText, w.cardName, currency.format(w.onDemand), currency.format(w.weeklyPackage),
                                 currency.format(-saving));
        else
            w.verdict = tr("Last week: %1 of %2 on %n day(s), %3 on demand. Daily packages on the busy days would "
                           "have cost %4, saving %5.",
                           "", w.daysUsed)
                            .arg(hoursText, w.cardName, currency.format(w.onDemand),
                                 currency.format(w.withDailyPackages), currency.format(-saving));
        weeks << w;
    }
    std::sort(weeks.begin(), weeks.end(), [](const CardWeek &a, const CardWeek &b) { return a.onDemand > b.onDemand; });
    return weeks;
}
