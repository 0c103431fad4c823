#pragma once

// A wallet as one settlement sees it: loaded by WalletBook, run forward by Metering and
// LifecycleSteps, written back by WalletBook. Private to those (platform/instances/metering*).

#include "platform/billing/charge.h"
#include "platform/billing/stopsolver.h"
#include "platform/instances/instance.h"

#include <QHash>
#include <QSet>

#include <limits>
#include <optional>

/// A platform instant that never comes: no change due, no end.
inline constexpr qint64 kNever = std::numeric_limits<qint64>::max();

namespace MeteringKeys {

// Keys of the settlement's items: instances by id, volumes and images below zero.
inline constexpr qint64 kImageKeyBase = 1'000'000'000'000'000LL;
inline qint64 volumeKey(qint64 id)
{
    return -id;
}
inline qint64 imageKey(qint64 id)
{
    return -(kImageKeyBase + id);
}
inline bool isVolumeKey(qint64 key)
{
    return key < 0 && key > -kImageKeyBase;
}

} // namespace MeteringKeys

struct WalletState
{
    qint64 walletId = 0;
    qint64 settledTo = 0;
    qint64 loadedAt = 0; ///< settledTo when loaded: what happened since is this session's
    qint64 lastLineId = 0; ///< the wallet's last ledger line, all of them counted in account.available
    QList<Instance> instances;
    QSet<qint64> changed; ///< instances whose visible fields changed
    StopSolver::Account account;
    std::optional<Money> ownerPerBoot;
    QHash<qint64, std::optional<Money>> memberPerBoot;
    std::optional<qint64> maxRunSeconds; ///< an unverified account's boot limit
    QSet<qint64> endedStorage; ///< volume/image keys whose meter stopped in this session
    QList<std::pair<qint64, StopSolver::Stop>> stops; ///< instance stops the settlement found
    /// Each item's segment as stored: WalletBook::persist writes only those that moved.
    QHash<qint64, RateSegment> stored;
    bool dry = false; ///< a preview's: nothing is written, lines are kept in `lines`
    QList<Charge> lines;
    /// Lines made and not yet inserted (WalletBook::writeLines): a round of the settlement's
    /// lines goes in as one statement.
    QList<Charge> unwritten;
    /// When the account's rules change by themselves (the reviewer decides a verification, which
    /// lifts the boot limit): a preview's copy is loaded again from then.
    qint64 rulesChangeAt = kNever;

    Instance *instance(qint64 id);
    /// The settlement item's index for an instance id or a storage key; -1 when it accrues nothing.
    qsizetype itemIndex(qint64 key) const;
    /// The item's stop conditions from the instance and the wallet's limits.
    void conditions(const Instance &instance, StopSolver::Running &item) const;
    /// Puts the instance's meter (its segment, its conditions) into the settlement.
    void addItem(const Instance &instance);
    /// Takes the instance's meter out of the settlement; its segment, settled so far, goes back to
    /// the instance.
    void takeItem(Instance &instance);
    /// Starts (perDay set) or stops the storage meter of a volume or image, from `at`.
    void storageMeter(qint64 key, std::optional<Money> perDay, qint64 spenderId, qint64 at);
    /// What its running things cost per hour together (storage included, hourly).
    Money ratePerHour() const;
};
