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

Money voucherDraws(const Account &account, qint64 t, const std::function<void(qsizetype, qsizetype, Money)> &draw)
{
    if (account.vouchers.isEmpty())
        return {};
    QList<Money> left;
    left.reserve(account.vouchers.size());
    for (const Voucher &v : account.vouchers)
        left << v.remaining;
    Money total;
    for (qsizetype i = 0; i < account.instances.size(); ++i) {
        const Running &r = account.instances[i];
        Money need = r.segment.unsettledAt(t);
        for (qsizetype k = 0; k < account.vouchers.size() && need > Money(); ++k) {
            if (!account.vouchers[k].covers(r) || left[k] <= Money())
                continue;
            const Money take = std::min(need, left[k]);
            left[k] -= take;
            need -= take;
            total += take;
            if (draw)
                draw(i, k, take);
        }
    }
    return total;
}

bool paidByVouchers(const Account &account, const QList<Money> &left)
{
    for (const Running &r : account.instances) {
        if (!r.stoppable || r.segment.rate.isZero())
            continue;
        bool covered = false;
        for (qsizetype k = 0; k < account.vouchers.size() && !covered; ++k)
            covered = left[k] > Money() && account.vouchers[k].covers(r);
        if (!covered)
            return false;
    }
    return true;
}

std::optional<Stop> next(const Account &account, qint64 from, qint64 until)
{
    std::optional<Stop> best;
    const auto consider = [&](std::optional<qint64> at, qint64 id, qint64 spender, StateReason reason) {
        if (at && *at >= from && *at <= until && (!best || *at < best->at))
            best = Stop{*at, id, spender, reason};
    };
    bool anyStoppable = false;
    for (const Running &r : account.instances) {
        anyStoppable = anyStoppable || r.stoppable;
        consider(r.stopAt, r.id, 0, r.stopReason);
        if (r.maxRunSeconds)
            consider(r.bootStart + *r.maxRunSeconds, r.id, 0, StateReason::MaxRunTime);
        if (r.perBootLimit)
            consider(
                firstSecond(from, until, [&](qint64 t) { return r.bootBase + r.segment.costAt(t) >= *r.perBootLimit; }),
                r.id, 0, StateReason::SpendLimit);
    }
    if (!anyStoppable)
        return best;
    const auto unsettled = [&](qint64 t) {
        Money sum;
        for (const Running &r : account.instances)
            sum += r.segment.unsettledAt(t);
        return sum;
    };
    // Balance: running instances stop when what the account owes, less what vouchers pay, reaches
    // what it has, and something running is no longer paid by a voucher (an account with no money
    // runs on its voucher until the voucher is spent). Both only become true as time passes: owed
    // minus drawn never shrinks, and vouchers only run down.
    consider(firstSecond(from, until,
                         [&](qint64 t) {
                             QList<Money> left;
                             for (const Voucher &v : account.vouchers)
                                 left << v.remaining;
                             const Money drawn
                                 = voucherDraws(account, t, [&](qsizetype, qsizetype k, Money m) { left[k] -= m; });
                             return unsettled(t) - drawn >= account.available && !paidByVouchers(account, left);
                         }),
             0, 0, StateReason::InsufficientBalance);
    // Daily limits: only until the billing day ends; the next day starts from zero.
    const qint64 dayLast = std::min(until, account.dayEnd - 1);
    if (account.dailyLimit)
        consider(firstSecond(from, dayLast,
                             [&](qint64 t) { return account.spentToday + unsettled(t) >= *account.dailyLimit; }),
                 0, 0, StateReason::SpendLimit);
    for (const SpenderCap &cap : account.caps) {
        bool runs = false;
        for (const Running &r : account.instances)
            runs = runs || (r.stoppable && r.spenderId == cap.spenderId);
        if (!runs)
            continue;
        consider(firstSecond(from, dayLast,
                             [&](qint64 t) {
                                 Money sum = cap.spentToday;
                                 for (const Running &r : account.instances) {
                                     if (r.spenderId == cap.spenderId)
                                         sum += r.segment.unsettledAt(t);
                                 }
                                 return sum >= cap.limit;
                             }),
                 0, cap.spenderId, StateReason::SpendLimit);
    }
    return best;
}

} // namespace StopSolver
