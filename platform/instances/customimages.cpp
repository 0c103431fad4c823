#include "platform/instances/customimages.h"

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
