#pragma once

#include "platform/billing/stopsolver.h"

#include <functional>

/// Moves an account's meters forward in platform time: writes ledger lines, and stops instances at
/// the exact second a stop condition is reached (StopSolver), replaying any gap (a platform that was
/// down) as if it had been running. Pure logic: the caller loads the state and persists what the
/// sink receives.
namespace Settlement {

struct Sink
{
    /// A ledger line for `instanceId` covering [from, to).
    std::function<void(qint64 instanceId, qint64 from, qint64 to, Money amount)> line;
    /// An instance stopped at stop.at for stop.reason (called once per stopped instance).
    std::function<void(qint64 instanceId, const StopSolver::Stop &stop)> stopped;
};

inline constexpr qint64 kDaySeconds = 86400;

/// Settles every running instance of `account` from where it was settled up to `to`. Lines are cut
/// at every stop and every billing-day boundary (so daily figures need no splitting), and at `to`.
/// All instances must be settled to the same second on entry (they are on exit).
void advance(StopSolver::Account &account, qint64 to, const Sink &sink);

} // namespace Settlement
