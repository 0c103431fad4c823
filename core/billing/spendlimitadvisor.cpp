#include "core/billing/spendlimitadvisor.h"

#include <QHash>

#include <algorithm>

namespace {
// × 1.5, rounded up to a whole major unit (¥31, not ¥30.03).
Money withMargin(Money amount, const Currency &currency)
{
    qint64 unit = 1;
    for (int k = 0; k < currency.exponent(); ++k)
        unit *= 10;
    const qint64 raised = (amount.cents() * 3 + 1) / 2;
    return Money::fromCents((raised + unit - 1) / unit * unit);
}
} // namespace

SpendLimitAdvisor::History SpendLimitAdvisor::fromUsage(const Usage &byInstanceDaily)
{
    History history;
    QHash<qint64, qint64> days; // bucket start → cents of every instance
    for (const UsageItem &item : byInstanceDaily.items) {
        if (item.amount <= Money())
            continue;
        // Volumes and images are storage, not an experiment; they still count in the day.
        const bool instance
            = !item.key.startsWith(QStringLiteral("volume-")) && !item.key.startsWith(QStringLiteral("custom-"));
        if (instance)
            history.largestExperiment = std::max(history.largestExperiment.value_or(Money()), item.amount);
        days[item.bucketStart.toSecsSinceEpoch()] += item.amount.cents();
    }
    for (const qint64 cents : std::as_const(days))
        history.largestDay = std::max(history.largestDay, Money::fromCents(cents));
    return history;
}

SpendLimits SpendLimitAdvisor::suggest(Money experimentBudget, Money largestDay, const Currency &currency)
{
    const Money perBoot = withMargin(experimentBudget, currency);
    return SpendLimits{std::max(perBoot, withMargin(largestDay, currency)), perBoot};
}
