#pragma once

#include "platform/instances/instance.h"
#include "platform/store/keptjson.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QMutex>

class Database;
class Disks;

/// Instance rows: load, save, events, and the wire shape (DESIGN section 3). Every save bumps the
/// wallet's list version, which is what the list's ETag is made of: it changes exactly when an
/// instance the list shows changes.
class InstanceStore
{
public:
    InstanceStore(Database &db, const Disks &disks);

    std::optional<Instance> byId(qint64 id) const;
    /// The wallet's instances that are not released, oldest first.
    QList<Instance> live(qint64 walletId) const;
    /// What a list shows, as the wire's JSON array: the wallet's instances (only `accountId`'s
    /// when not 0), released ones too when asked, oldest first. Each instance's object is made
    /// once for the row it came from: a list after one instance changed serializes that one.
    QByteArray listJson(qint64 walletId, qint64 accountId, bool includeReleased) const;
    /// Wallets that have something that is not released.
    QList<qint64> walletsWithLiveInstances() const;
    /// Inserts a new instance (its id is set) in state creating.
    void insert(Instance &instance);
    /// Saves what metering and the lifecycle change: all but the disks' use (saveUsage), the
    /// runtime's startup status (saveStartupStatus), which a wallet kept in memory may hold an older
    /// figure of.
    void save(const Instance &instance);
    /// Saves what the runtime reported (SSH endpoint, relays, the boot's ready instant) only.
    void saveRuntime(const Instance &instance);
    /// Saves what the runtime reported of the startup script (its status) only.
    void saveStartupStatus(const Instance &instance);
    /// Which boot the instance's current (or last) one is: 1 for the first.
    int bootNumber(qint64 instanceId) const;
    /// Records the bytes the instance's disks use (measured when someone looks at it).
    void saveUsage(const Instance &instance, qint64 homeBytes, qint64 dataBytes);
    /// Records a transition; the caller has set state, reason and since.
    /// `from` is none for the event that creates the instance.
    void addEvent(qint64 instanceId, qint64 at, std::optional<InstanceState> from, InstanceState to, StateReason reason,
                  const QString &message);
    QJsonArray events(qint64 instanceId) const;

    /// A unique ASCII slug for a display name: lower-case letters, digits and dashes, falling back
    /// to "instance" for names with no ASCII letters, with "-2", "-3"… when taken.
    QString uniqueSlug(const QString &name) const;

    /// GPUs of `gpuType` in `region` held by instances (all accounts) at platform second `now`.
    int gpusHeld(const QString &region, const QString &gpuType, qint64 now) const;
    /// Platform seconds a stop takes (stopping → stopped); Metering runs to it.
    static constexpr qint64 kStopSeconds = 2;
    /// A service port of `ports` that another instance (any account's) holds while booting or
    /// running, if any: two instances cannot both be relayed to the same port.
    std::optional<int> portTaken(const QList<int> &ports, qint64 exceptId) const;
    /// Instances of the wallet (created by `accountId` when not 0) that count against quotas.
    int liveCount(qint64 walletId) const;

    QJsonObject toJson(const Instance &instance) const;
    /// Bumped at every save of one of the wallet's instances (see ETag).
    quint64 listVersion(qint64 walletId) const;

private:
    void bump(qint64 walletId);

    Database &m_db;
    const Disks &m_disks;
    /// Saves happen on the HTTP thread and the settlement thread (Settler); readers are on the first.
    mutable QMutex m_versionsLock;
    QHash<qint64, quint64> m_versions;
    /// Each listed instance's JSON (listJson): about a kilobyte each, enough for the wallets that poll.
    mutable KeptJson m_serialized{16384};
};
