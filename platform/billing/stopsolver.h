#pragma once

#include "common/money.h"
#include "platform/billing/ratesegment.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

/// Finds the exact platform second at which a running instance must stop, so that a stop for
/// balance, spend limit, boot limit or schedule happens at that instant and not at the next tick,
/// even when the platform was down in between (it replays the gap and stops in the past).
namespace StopSolver {

/// A running instance as the solver sees it.
struct Running
{
    qint64 id = 0;
    RateSegment segment; ///< the current constant-rate stretch
    Money bootBase; ///< what earlier segments of this boot cost
    qint64 bootStart = 0;
    std::optional<qint64> stopAt; ///< PATCH stop_at (reason "scheduled")
    std::optional<qint64> maxRunSeconds; ///< unverified boot limit (reason "max_run_time")
    std::optional<Money> perBootLimit; ///< spend limit per boot (reason "spend_limit")
};

/// What the account can still spend, and its running instances.
struct Account
{
    Money available; ///< balance plus usable vouchers, before unsettled charges
    std::optional<Money> dailyLimit; ///< spend limit per billing day
    Money spentToday; ///< settled charges since the start of the billing day
    qint64 dayEnd = 0; ///< first second of the next billing day (limits reset)
    QList<Running> instances;
};

struct Stop
{
    qint64 at = 0;
    qint64 instanceId = 0; ///< 0: every running instance of the account
    QString reason; ///< insufficient_balance, spend_limit, max_run_time, scheduled
};

/// The first second in [from, until] at which `reached` holds, for a predicate that stays true
/// once true (charges only grow); nullopt if it does not hold at `until`.
std::optional<qint64> firstSecond(qint64 from, qint64 until, const std::function<bool(qint64)> &reached);

/// The earliest stop at or after `from` and no later than `until`, or nullopt.
std::optional<Stop> next(const Account &account, qint64 from, qint64 until);

} // namespace StopSolver
