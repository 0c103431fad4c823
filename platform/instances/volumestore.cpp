#include "platform/instances/volumestore.h"

#include "platform/store/database.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace {

// The columns every read selects, in Volume's order.
const QString kVolumeColumns = u"v.id, v.account_id, v.name, v.region, v.size_gb, v.created_at, (SELECT MAX(i.id) FROM "
                               "instances i WHERE i.volume_id = v.id AND i.released_at IS NULL)"_s;

VolumeStore::Volume fromRow(const QSqlQuery &q)
{
    return VolumeStore::Volume{q.value(0).toLongLong(),
                               q.value(1).toLongLong(),
                               q.value(2).toString(),
                               q.value(3).toString(),
                               q.value(4).toInt(),
                               q.value(5).toLongLong(),
                               q.value(6).isNull() ? std::nullopt : std::optional<qint64>(q.value(6).toLongLong())};
}

} // namespace

VolumeStore::VolumeStore(Database &db)
    : m_db(db)
{ }

std::optional<VolumeStore::Volume> VolumeStore::find(qint64 id) const
{
    QSqlQuery &q = m_db.exec(u"SELECT "_s + kVolumeColumns + u" FROM volumes v WHERE v.id = ?"_s, {id});
    if (!q.next())
        return std::nullopt;
    const Volume volume = fromRow(q);
    q.finish();
    return volume;
}

std::optional<VolumeStore::Volume> VolumeStore::visible(qint64 id, qint64 walletId, qint64 onlyAccount) const
{
    QSqlQuery &q = m_db.exec(u"SELECT "_s + kVolumeColumns
                                 + u" FROM volumes v WHERE v.id = ? AND v.wallet_id = ? AND (? = 0 OR v.account_id = "
                                   "?) AND v.deleted_at IS NULL"_s,
                             {id, walletId, onlyAccount, onlyAccount});
    if (!q.next())
        return std::nullopt;
    const Volume volume = fromRow(q);
    q.finish();
    return volume;
}

QList<qint64> VolumeStore::visibleIds(qint64 walletId, qint64 onlyAccount) const
{
    QSqlQuery &q = m_db.exec(u"SELECT id FROM volumes WHERE wallet_id = ? AND (? = 0 OR account_id = ?) AND "
                             "deleted_at IS NULL ORDER BY id"_s,
                             {walletId, onlyAccount, onlyAccount});
    QList<qint64> ids;
    while (q.next())
        ids << q.value(0).toLongLong();
    return ids;
}

qint64 VolumeStore::insert(qint64 walletId, qint64 accountId, const QString &name, const QString &region, qint64 sizeGb,
                           qint64 createdAt)
{
    QSqlQuery &q = m_db.exec(u"INSERT INTO volumes (wallet_id, account_id, name, region, size_gb, created_at) "
                             "VALUES (?, ?, ?, ?, ?, ?)"_s,
                             {walletId, accountId, name, region, sizeGb, createdAt});
    return q.lastInsertId().toLongLong();
}

void VolumeStore::markDeleted(qint64 id, qint64 at)
{
    m_db.exec(u"UPDATE volumes SET deleted_at = ? WHERE id = ?"_s, {at, id});
}
