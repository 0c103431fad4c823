#pragma once

#include "common/currency.h"
#include "core/model/account.h"
#include "core/model/billing.h"

#include <optional>

/// The seed's advice on spend limits (chapter 2): set them at "one full experiment's budget × 1.5",
/// so normal use never meets them and a forgotten instance is stopped with a ceiling on the loss.
/// The experiment's budget comes from the user's own history where there is one.
class SpendLimitAdvisor
{
public:
    /// What the last days of usage say: the most one instance spent in one day (one experiment)
    /// and the most the whole account spent in one day. `byInstanceDaily` is a usage report with
    /// bucket=day and group=instance.
    struct History
    {
        std::optional<Money> largestExperiment; ///< none: no usage yet
        Money largestDay;
    };
    static History fromUsage(const Usage &byInstanceDaily);

    /// The limits to suggest for an experiment of `experimentBudget`: per boot its budget × 1.5;
    /// daily the same, or the busiest day's spend × 1.5 when that is more (a limit must not stop
    /// a day the user already lives with). Rounded up to a whole unit of `currency`.
    static SpendLimits suggest(Money experimentBudget, Money largestDay, const Currency &currency);
};
