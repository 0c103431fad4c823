#pragma once

// Private to Metering (metering.cpp and meteringsession.cpp): a wallet as one session sees it.

#include "platform/instances/metering.h"

#include <QHash>
#include <QSet>

#include <limits>

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

struct Metering::State
{
    qint64 walletId = 0;
    qint64 settledTo = 0;
    qint64 loadedAt = 0; ///< settledTo when loaded: what happened since is this session's
    QList<Instance> instances;
    QSet<qint64> changed; ///< instances whose visible fields changed
    StopSolver::Account account;
    std::optional<Money> ownerPerBoot;
    QHash<qint64, std::optional<Money>> memberPerBoot;
    std::optional<qint64> maxRunSeconds; ///< an unverified account's boot limit
    QSet<qint64> endedStorage; ///< volume/image keys whose meter stopped in this session
    QList<std::pair<qint64, StopSolver::Stop>> stops; ///< instance stops the settlement found
    /// Each item's segment as stored: persist() writes only those that moved.
    QHash<qint64, RateSegment> stored;
    bool dry = false; ///< a preview's: nothing is written, lines are kept in `lines`
    QList<Metering::Line> lines;
    /// When the account's rules change by themselves (the reviewer decides a verification, which
    /// lifts the boot limit): a preview's copy is loaded again from then.
    qint64 rulesChangeAt = std::numeric_limits<qint64>::max();

    Instance *instance(qint64 id)
    {
        for (Instance &i : instances) {
            if (i.id == id)
                return &i;
        }
        return nullptr;
    }
    qsizetype itemIndex(qint64 key) const
    {
        for (qsizetype k = 0; k < account.instances.size(); ++k) {
            if (account.instances[k].id == key)
                return k;
        }
        return -1;
    }
};
