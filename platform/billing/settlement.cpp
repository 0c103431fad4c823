#include "platform/billing/settlement.h"

#include <limits>

namespace Settlement {
namespace {

using StopSolver::Account;
using StopSolver::Running;

void settleAll(Account &account, qint64 at, const Sink &sink)
{
    // Voucher draws first, computed on the unsettled amounts exactly as the solver predicted them.
    QList<QList<std::pair<qsizetype, Money>>> draws(account.instances.size());
    StopSolver::voucherDraws(account, at, [&](qsizetype item, qsizetype voucher, Money amount) {
        draws[item].append({voucher, amount});
    });
    for (qsizetype i = 0; i < account.instances.size(); ++i) {
        Running &r = account.instances[i];
        const qint64 from = r.segment.lineFrom;
        const Money amount = r.segment.settle(at);
        if (amount.isZero())
            continue;
        account.available -= amount;
        account.spentToday += amount;
        for (StopSolver::SpenderCap &cap : account.caps) {
            if (cap.spenderId == r.spenderId)
                cap.spentToday += amount;
        }
        if (sink.line)
            sink.line(r, from, at, amount);
        for (const auto &[k, drawn] : draws[i]) {
            StopSolver::Voucher &v = account.vouchers[k];
            v.remaining -= drawn;
            account.available += drawn;
            if (sink.voucher)
                sink.voucher(r, v, from, at, drawn);
        }
    }
}

void dropExpiredVouchers(Account &account, qint64 at)
{
    for (qsizetype k = account.vouchers.size() - 1; k >= 0; --k) {
        if (account.vouchers[k].expiresAt <= at || account.vouchers[k].remaining <= Money())
            account.vouchers.removeAt(k);
    }
}

qint64 nextVoucherExpiry(const Account &account)
{
    qint64 at = std::numeric_limits<qint64>::max();
    for (const StopSolver::Voucher &v : account.vouchers)
        at = std::min(at, v.expiresAt);
    return at;
}

void turnDay(Account &account)
{
    account.spentToday = Money();
    for (StopSolver::SpenderCap &cap : account.caps)
        cap.spentToday = Money();
    account.dayEnd = account.nextDayEnd ? account.nextDayEnd(account.dayEnd) : account.dayEnd + kDaySeconds;
}

} // namespace

qint64 advance(Account &account, qint64 to, const Sink &sink, bool returnAtStop)
{
    while (!account.instances.isEmpty()) {
        const qint64 cursor = account.instances.first().segment.settledTo;
        if (cursor > to)
            return cursor;
        dropExpiredVouchers(account, cursor);
        const qint64 horizon = std::min({to, account.dayEnd, nextVoucherExpiry(account)});
        const auto stop = StopSolver::next(account, cursor, horizon);
        const qint64 target = stop ? stop->at : horizon;
        settleAll(account, target, sink);
        if (stop) {
            for (qsizetype i = account.instances.size() - 1; i >= 0; --i) {
                if (stop->hits(account.instances[i])) {
                    const Running r = account.instances.takeAt(i);
                    if (sink.stopped)
                        sink.stopped(r, *stop);
                }
            }
            if (returnAtStop) {
                while (account.dayEnd <= target)
                    turnDay(account);
                return target;
            }
            continue;
        }
        if (target == account.dayEnd && account.dayEnd <= to) {
            turnDay(account);
            continue;
        }
        if (target < to)
            continue; // a voucher expired: go on without it
        return to;
    }
    // Nothing accrues: the day still turns over for the daily limit.
    while (account.dayEnd <= to)
        turnDay(account);
    return to;
}

} // namespace Settlement
