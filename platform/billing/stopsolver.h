#pragma once

#include "common/money.h"
#include "platform/billing/ratesegment.h"
#include "platform/model/lifecycle.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

/// Finds the exact platform second at which a running instance must stop, so that a stop for
/// balance, spend limit, boot limit or schedule happens at that instant and not at the next tick,
/// even when the platform was down in between (it replays the gap and stops in the past).
namespace StopSolver {

/// Something of the account's that costs money at a constant rate: a running instance, or storage
/// (a stopped instance's disks, a detached volume, a custom image) which no limit stops.
struct Running
{
    qint64 id = 0; ///< the caller's key, unique within the account
    RateSegment segment; ///< the current constant-rate stretch
    Money bootBase; ///< what earlier segments of this boot cost
    qint64 bootStart = 0;
    std::optional<qint64> stopAt; ///< PATCH stop_at (reason stopReason)
    StateReason stopReason = StateReason::Scheduled; ///< Scheduled, or Idle (set by its autostop)
    std::optional<qint64> maxRunSeconds; ///< unverified boot limit (reason MaxRunTime)
    std::optional<Money> perBootLimit; ///< spend limit per boot (reason SpendLimit)
    /// Whether the account's balance and daily limits stop it: not storage (limits stop instances,
    /// not disks), nor a prepaid package. Its own conditions (stopAt…) apply either way.
    bool stoppable = true;
    QString gpuType; ///< the card a voucher must cover to pay for this; empty: vouchers never do
    qint64 spenderId = 0; ///< the member (or owner) whose daily cap this counts against
};

/// A voucher: pays for charges of the cards it covers (any when gpuTypes is empty) until it expires.
struct Voucher
{
    qint64 id = 0;
    Money remaining;
    qint64 expiresAt = 0; ///< usable for charges before this second
    QStringList gpuTypes;

    bool covers(const Running &r) const
    {
        return !r.gpuType.isEmpty() && (gpuTypes.isEmpty() || gpuTypes.contains(r.gpuType));
    }
};

/// A member's own daily limit, on what its own instances spend.
struct SpenderCap
{
    qint64 spenderId = 0;
    Money limit;
    Money spentToday;
};

/// What the account can still spend, and what costs it money.
struct Account
{
    Money available; ///< the balance before unsettled charges (vouchers apart)
    QList<Voucher> vouchers; ///< in the order they are drawn on: soonest expiry first
    std::optional<Money> dailyLimit; ///< spend limit per billing day, on the whole wallet
    Money spentToday; ///< settled charges since the start of the billing day (vouchers included)
    QList<SpenderCap> caps;
    qint64 dayEnd = 0; ///< first second of the next billing day (limits reset)
    /// The end of the billing day after the one ending at `dayEnd` (days are not all 24 h long in
    /// zones with daylight saving time); 24 h later when unset.
    std::function<qint64(qint64 dayEnd)> nextDayEnd;
    QList<Running> instances;
};

struct Stop
{
    qint64 at = 0;
    qint64 instanceId = 0; ///< 0: every stoppable item of spenderId (or of the account when that is 0)
    qint64 spenderId = 0;
    StateReason reason = StateReason::Scheduled; ///< InsufficientBalance, SpendLimit, MaxRunTime, Scheduled, Idle

    bool hits(const Running &r) const
    {
        return instanceId != 0 ? r.id == instanceId : r.stoppable && (spenderId == 0 || r.spenderId == spenderId);
    }
};

/// The first second in [from, until] at which `reached` holds, for a predicate that stays true
/// once true (charges only grow); nullopt if it does not hold at `until`.
std::optional<qint64> firstSecond(qint64 from, qint64 until, const std::function<bool(qint64)> &reached);

/// What vouchers would pay of the unsettled charges at `t`: each item in order draws on the
/// vouchers that cover it in order, exactly as settling at `t` would. `draw` (optional) receives
/// each draw (item index, voucher index, amount).
Money voucherDraws(const Account &account, qint64 t, const std::function<void(qsizetype, qsizetype, Money)> &draw = {});

/// Whether every running, stoppable item is still paid by a voucher, given what each voucher has
/// `left` (in the account's voucher order).
bool paidByVouchers(const Account &account, const QList<Money> &left);

/// The earliest stop at or after `from` and no later than `until`, or nullopt.
std::optional<Stop> next(const Account &account, qint64 from, qint64 until);

} // namespace StopSolver
