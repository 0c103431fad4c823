#pragma once

#include <QList>
#include <QString>

#include <optional>

class Database;

/// Volumes as rows: data disks that live on their own, bill storage while detached, and attach to
/// one instance at a time (their files are under --data, see Disks).
class VolumeStore
{
public:
    explicit VolumeStore(Database &db);

    struct Volume
    {
        qint64 id = 0;
        qint64 accountId = 0; ///< who created it (a member's volumes are seen by it and the owner)
        QString name;
        QString region;
        int sizeGb = 0;
        qint64 createdAt = 0;
        std::optional<qint64> attachedTo; ///< the instance that has it and is not released
    };

    /// A volume by id, deleted or not.
    std::optional<Volume> find(qint64 id) const;
    /// A volume of the wallet that is not deleted (only `onlyAccount`'s when not 0: a member sees
    /// its own), or nullopt: another wallet's volume is as unknown as a missing one.
    std::optional<Volume> visible(qint64 id, qint64 walletId, qint64 onlyAccount) const;
    /// The ids visible() finds, oldest first.
    QList<qint64> visibleIds(qint64 walletId, qint64 onlyAccount) const;
    /// Adds a volume; returns its id.
    qint64 insert(qint64 walletId, qint64 accountId, const QString &name, const QString &region, qint64 sizeGb,
                  qint64 createdAt);
    void markDeleted(qint64 id, qint64 at);

private:
    Database &m_db;
};
