#pragma once

#include "platform/billing/stopsolver.h"

#include <functional>

/// Moves an account's meters forward in platform time: writes ledger lines, draws vouchers, and
/// stops instances at the exact second a stop condition is reached (StopSolver), replaying any gap
/// (a platform that was down) as if it had been running. Pure logic: the caller loads the state and
/// persists what the sink receives.
namespace Settlement {

struct Sink
{
    /// A charge of `item` covering [from, to).
    std::function<void(const StopSolver::Running &item, qint64 from, qint64 to, Money amount)> line;
    /// Part of that charge paid by `voucher` (called right after the line it pays).
    std::function<void(const StopSolver::Running &item, const StopSolver::Voucher &voucher, qint64 from, qint64 to,
                       Money amount)>
        voucher;
    /// An item stopped at stop.at for stop.reason (called once per stopped item; it has left the
    /// account's list when this is called).
    std::function<void(const StopSolver::Running &item, const StopSolver::Stop &stop)> stopped;
};

inline constexpr qint64 kDaySeconds = 86400;

/// Settles every item of `account` from where it was settled up to `to`. Lines are cut at every
/// stop, every billing-day boundary (so daily figures need no splitting), every voucher expiry, and
/// at `to`. All items must be settled to the same second on entry (they are on exit). With
/// `returnAtStop`, returns right after the first stop, so the caller can act at that instant
/// (a stopping instance that becomes stopped a few seconds later); returns the second reached.
qint64 advance(StopSolver::Account &account, qint64 to, const Sink &sink, bool returnAtStop = false);

} // namespace Settlement
