#include "platform/billing/settlement.h"

namespace Settlement {
namespace {

void settleAll(StopSolver::Account &account, qint64 at, const Sink &sink)
{
    for (StopSolver::Running &r : account.instances) {
        const qint64 from = r.segment.settledTo;
        const Money amount = r.segment.settle(at);
        if (amount.isZero())
            continue;
        account.available -= amount;
        account.spentToday += amount;
        if (sink.line)
            sink.line(r.id, from, at, amount);
    }
}

} // namespace

void advance(StopSolver::Account &account, qint64 to, const Sink &sink)
{
    while (!account.instances.isEmpty()) {
        const qint64 cursor = account.instances.first().segment.settledTo;
        if (cursor > to)
            return;
        const qint64 horizon = std::min(to, account.dayEnd);
        const auto stop = StopSolver::next(account, cursor, horizon);
        const qint64 target = stop ? stop->at : horizon;
        settleAll(account, target, sink);
        if (stop) {
            for (qsizetype i = account.instances.size() - 1; i >= 0; --i) {
                if (stop->instanceId == 0 || account.instances[i].id == stop->instanceId) {
                    if (sink.stopped)
                        sink.stopped(account.instances[i].id, *stop);
                    account.instances.removeAt(i);
                }
            }
            continue;
        }
        if (target == account.dayEnd && account.dayEnd <= to) {
            account.spentToday = Money();
            account.dayEnd += kDaySeconds;
            continue;
        }
        return;
    }
    // Nothing runs: the day still turns over for the daily limit.
    while (account.dayEnd <= to) {
        account.spentToday = Money();
        account.dayEnd += kDaySeconds;
    }
}

} // namespace Settlement
