#include "core/api/compshare/detacheddiskshelf.h"

#include "common/rfc3339.h"

#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

QJsonArray withoutDisk(QJsonArray shelf, const QString &id)
{
    for (qsizetype i = shelf.size() - 1; i >= 0; --i)
        if (shelf.at(i).toObject().value(u"id"_s).toString() == id)
            shelf.removeAt(i);
    return shelf;
}

} // namespace

DetachedDiskShelf::DetachedDiskShelf(QString path)
    : m_file(std::move(path), u"disks"_s,
             u"it lists detached disks that still bill: mend it, or move it aside and find them on Compshare's "
             u"web site"_s)
{ }

ApiResult<QList<Volume>> DetachedDiskShelf::list() const
{
    const auto shelf = m_file.read();
    if (!shelf.ok())
        return shelf.error();
    QList<Volume> disks;
    for (const QJsonValue &v : shelf.value()) {
        const QJsonObject o = v.toObject();
        Volume d;
        d.id = o.value(u"id"_s).toString();
        d.name = o.value(u"name"_s).toString();
        d.region = o.value(u"zone"_s).toString();
        d.sizeGb = o.value(u"size_gb"_s).toInt();
        d.createdAt = Rfc3339::parse(o.value(u"detached_at"_s).toString()).value_or(QDateTime());
        if (!d.id.isEmpty())
            disks << d;
    }
    return disks;
}

ApiResult<Nothing> DetachedDiskShelf::put(const Volume &disk)
{
    return m_file.change([&](QJsonArray shelf) -> ApiResult<QJsonArray> {
        shelf = withoutDisk(shelf, disk.id);
        shelf.append(QJsonObject{{u"id"_s, disk.id},
                                 {u"name"_s, disk.name},
                                 {u"zone"_s, disk.region},
                                 {u"size_gb"_s, disk.sizeGb},
                                 {u"detached_at"_s, Rfc3339::format(disk.createdAt)}});
        return shelf;
    });
}

ApiResult<Nothing> DetachedDiskShelf::take(const QString &id)
{
    return m_file.change([&](const QJsonArray &shelf) -> ApiResult<QJsonArray> { return withoutDisk(shelf, id); });
}
