#include "platform/billing/stopsolver.h"

using namespace Qt::StringLiterals;

namespace StopSolver {

std::optional<qint64> firstSecond(qint64 from, qint64 until, const std::function<bool(qint64)> &reached)
{
    if (until < from || !reached(until))
        return std::nullopt;
    qint64 lo = from, hi = until; // invariant: reached(hi)
    while (lo < hi) {
        const qint64 mid = lo + (hi - lo) / 2;
        if (reached(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    return hi;
}

std::optional<Stop> next(const Account &account, qint64 from, qint64 until)
{
    std::optional<Stop> best;
    const auto consider = [&](std::optional<qint64> at, qint64 id, const QString &reason) {
        if (at && *at >= from && *at <= until && (!best || *at < best->at))
            best = Stop{*at, id, reason};
    };
    for (const Running &r : account.instances) {
        consider(r.stopAt, r.id, u"scheduled"_s);
        if (r.maxRunSeconds)
            consider(r.bootStart + *r.maxRunSeconds, r.id, u"max_run_time"_s);
        if (r.perBootLimit)
            consider(
                firstSecond(from, until, [&](qint64 t) { return r.bootBase + r.segment.costAt(t) >= *r.perBootLimit; }),
                r.id, u"spend_limit"_s);
    }
    if (account.instances.isEmpty())
        return best;
    const auto unsettled = [&](qint64 t) {
        Money sum;
        for (const Running &r : account.instances)
            sum += r.segment.unsettledAt(t);
        return sum;
    };
    // Balance: the account stops when what it owes reaches what it has.
    consider(firstSecond(from, until, [&](qint64 t) { return unsettled(t) >= account.available; }), 0,
             u"insufficient_balance"_s);
    // Daily limit: only until the billing day ends; the next day starts from zero.
    if (account.dailyLimit)
        consider(firstSecond(from, std::min(until, account.dayEnd - 1),
                             [&](qint64 t) { return account.spentToday + unsettled(t) >= *account.dailyLimit; }),
                 0, u"spend_limit"_s);
    return best;
}

} // namespace StopSolver
