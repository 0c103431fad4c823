#pragma once

#include "common/money.h"

/// One stretch of constant rate (a boot in one mode, between rate changes). Its cost at platform
/// second t is floor(rate × (t − start) / 3600), cumulative from its start; ledger lines take the
/// difference since the last settlement, so however a segment is sliced into lines, they sum to
/// exactly that floor (DESIGN section 2). Times are whole platform seconds.
struct RateSegment
{
    qint64 start = 0;
    Money rate; ///< per period (an hour, or a day for storage priced per GB-day)
    qint64 settledTo = 0; ///< settled up to this second (the last stretch may have cost nothing yet)
    Money settled; ///< what the lines written add up to
    qint64 period = 3600;
    /// Where the next line's period starts: the end of the last line written. A settlement that
    /// owes nothing yet (a few seconds at a few cents an hour) writes no line, and the next line
    /// pays for those seconds too, so it says so (a ledger without gaps).
    qint64 lineFrom = 0;

    static RateSegment begin(qint64 start, Money rate, qint64 period = 3600)
    {
        return {start, rate, start, Money(), period, start};
    }

    /// What the segment has cost from its start to `t` (t before start costs nothing).
    Money costAt(qint64 t) const { return Money::forDuration(rate, t - start, period); }
    /// What is owed but not yet written as a line, at `t`.
    Money unsettledAt(qint64 t) const { return costAt(t) - settled; }
    /// Advances the settlement to `t` and returns the amount of the line to write (0 or more).
    /// Settling backwards is a no-op: time never runs back over a written line.
    Money settle(qint64 t)
    {
        if (t <= settledTo)
            return {};
        const Money line = unsettledAt(t);
        settledTo = t;
        settled += line;
        if (!line.isZero())
            lineFrom = t;
        return line;
    }
};
