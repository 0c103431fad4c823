#include "platform/instances/customimages.h"

#include "common/rfc3339.h"
#include "platform/store/database.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace {

Image fromRow(const QSqlQuery &q, const Catalog &catalog)
{
    // id, name, base_image, size_gb
    Image image;
    if (const Image *base = catalog.image(q.value(2).toString()))
        image = *base;
    image.id = CustomImages::idFor(q.value(0).toLongLong());
    image.name = q.value(1).toString();
    image.kind = u"custom"_s;
    image.sizeGb = q.value(3).toInt();
    return image;
}

} // namespace

CustomImages::CustomImages(Database &db, const Catalog &catalog)
    : m_db(db)
    , m_catalog(catalog)
{ }

qint64 CustomImages::rowId(const QString &id)
{
    if (!id.startsWith(u"custom-"_s))
        return 0;
    bool ok = false;
    const qint64 n = id.mid(7).toLongLong(&ok);
    return ok && n > 0 ? n : 0;
}

std::optional<Image> CustomImages::find(qint64 walletId, const QString &id) const
{
    if (const Image *image = m_catalog.image(id))
        return *image;
    const qint64 row = rowId(id);
    if (row == 0)
        return std::nullopt;
    QSqlQuery &q = m_db.exec(u"SELECT id, name, base_image, size_gb FROM custom_images WHERE id = ? AND wallet_id = ? "
                             "AND deleted_at IS NULL"_s,
                             {row, walletId});
    if (!q.next())
        return std::nullopt;
    Image image = fromRow(q, m_catalog);
    q.finish();
    return image;
}

QList<Image> CustomImages::list(qint64 walletId) const
{
    QSqlQuery &q = m_db.exec(u"SELECT id, name, base_image, size_gb FROM custom_images WHERE wallet_id = ? AND "
                             "deleted_at IS NULL ORDER BY id"_s,
                             {walletId});
    QList<Image> images;
    while (q.next())
        images << fromRow(q, m_catalog);
    return images;
}

QList<QJsonObject> CustomImages::listJson(qint64 walletId) const
{
    QSqlQuery &q = m_db.exec(u"SELECT id, name, base_image, size_gb, size_bytes, created_at, source_instance_id "
                             "FROM custom_images WHERE wallet_id = ? AND deleted_at IS NULL ORDER BY id"_s,
                             {walletId});
    QList<QJsonObject> images;
    while (q.next())
        images << toJson(fromRow(q, m_catalog), q.value(4).toLongLong(), q.value(5).toLongLong(),
                         q.value(6).toLongLong());
    return images;
}

QJsonObject CustomImages::toJson(const Image &image, qint64 sizeBytes, qint64 createdAt, qint64 sourceInstanceId)
{
    QJsonObject json = Catalog::toJson(image);
    json.insert(u"size_bytes"_s, sizeBytes);
    json.insert(u"created_at"_s, Rfc3339::formatSeconds(createdAt));
    json.insert(u"source_instance_id"_s, QString::number(sourceInstanceId));
    json.insert(u"data_disk_included"_s, false);
    json.insert(u"note"_s, u"The image holds the system disk only; the data disk is not included."_s);
    return json;
}

QString CustomImages::baseImageOf(qint64 rowId) const
{
    return m_db.scalar(u"SELECT base_image FROM custom_images WHERE id = ?"_s, {rowId}).toString();
}

qint64 CustomImages::insert(qint64 walletId, qint64 accountId, const QString &name, const QString &baseImage,
                            qint64 sourceInstanceId, qint64 sizeBytes, qint64 createdAt)
{
    QSqlQuery &q = m_db.exec(
        u"INSERT INTO custom_images (wallet_id, account_id, name, base_image, source_instance_id, "
        "size_bytes, size_gb, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s,
        {walletId, accountId, name, baseImage, sourceInstanceId, sizeBytes, sizeGbFor(sizeBytes), createdAt});
    return q.lastInsertId().toLongLong();
}

bool CustomImages::owned(qint64 rowId, qint64 walletId, qint64 onlyAccount) const
{
    return m_db
        .scalar(u"SELECT 1 FROM custom_images WHERE id = ? AND wallet_id = ? AND (? = 0 OR account_id = ?) "
                "AND deleted_at IS NULL"_s,
                {rowId, walletId, onlyAccount, onlyAccount})
        .isValid();
}

void CustomImages::markDeleted(qint64 rowId, qint64 at)
{
    m_db.exec(u"UPDATE custom_images SET deleted_at = ? WHERE id = ?"_s, {at, rowId});
}
