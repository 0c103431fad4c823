#include "platform/instances/storageroutes.h"

#include "common/rfc3339.h"
#include "platform/accounts/authenticator.h"
#include "platform/billing/metering.h"
#include "platform/http/jsonbody.h"
#include "platform/http/jsonerror.h"
#include "platform/instances/catalog.h"
#include "platform/instances/customimages.h"
#include "platform/instances/disks.h"
#include "platform/instances/instanceroutes.h"
#include "platform/store/database.h"

#include "platform/http/router.h"
#include <QJsonArray>
#include <QSqlQuery>

using namespace Qt::StringLiterals;
using Method = ApiRequest::Method;
using Status = HttpStatus;

StorageRoutes::StorageRoutes(RouteContext context, const Catalog &catalog, Metering &metering, const Disks &disks,
                             QObject *parent)
    : QObject(parent)
    , m_ctx(context)
    , m_catalog(catalog)
    , m_metering(metering)
    , m_disks(disks)
{
    Router &router = m_ctx.router;
    router.add(Method::Post, u"/v1/volumes"_s, [this](const ApiRequest &r) { return createVolume(r); });
    router.add(Method::Get, u"/v1/volumes"_s, [this](const ApiRequest &r) { return listVolumes(r); });
    router.add(Method::Delete, u"/v1/volumes/{id}"_s,
               [this](const ApiRequest &r) { return deleteVolume(r.arg(u"id"_s), r); });
    router.add(Method::Delete, u"/v1/images/{id}"_s,
               [this](const ApiRequest &r) { return deleteImage(r.arg(u"id"_s), r); });
}

QJsonObject StorageRoutes::volumeJson(qint64 id) const
{
    QSqlQuery &q = m_ctx.db.exec(u"SELECT v.name, v.region, v.size_gb, v.created_at, (SELECT MAX(i.id) FROM instances "
                                 u"i WHERE i.volume_id = v.id "
                                 "AND i.released_at IS NULL) FROM volumes v WHERE v.id = ?"_s,
                                 {id});
    if (!q.next())
        return {};
    const QString path = m_disks.volumePath(id);
    QJsonObject json{{u"id"_s, QString::number(id)},
                     {u"name"_s, q.value(0).toString()},
                     {u"region"_s, q.value(1).toString()},
                     {u"size_gb"_s, q.value(2).toInt()},
                     {u"created_at"_s, Rfc3339::formatSeconds(q.value(3).toLongLong())},
                     {u"instance_id"_s, q.value(4).isNull() ? QJsonValue() : QJsonValue(q.value(4).toString())},
                     {u"mount_path"_s, path}};
    q.finish();
    json.insert(u"used_bytes"_s, Disks::usedBytes(path));
    return json;
}

ApiResponse StorageRoutes::createVolume(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
        JsonBody body(request);
        body.allowOnly({u"name", u"region", u"size_gb"});
        const QString name = body.string(u"name"_s).trimmed();
        if (body.ok() && (name.isEmpty() || name.toUcs4().size() > 40))
            body.fail(u"name"_s, name.isEmpty() ? u"empty"_s : u"too_long"_s, u"A name is 1 to 40 characters."_s);
        const QString region = body.string(u"region"_s);
        if (body.ok() && !m_catalog.region(region))
            body.fail(u"region"_s, u"unknown"_s, u"There is no region '%1'; see GET /v1/regions."_s.arg(region));
        const qint64 size = body.integer(u"size_gb"_s);
        if (body.ok() && (size < 1 || size > 2000))
            body.fail(u"size_gb"_s, u"out_of_range"_s, u"A volume is 1 to 2000 GB."_s);
        if (!body.ok())
            return body.takeError();
        const qint64 wallet = InstanceRoutes::walletOf(caller);
        Metering::Session session = m_metering.open(wallet);
        m_ctx.db.exec(u"INSERT INTO volumes (wallet_id, account_id, name, region, size_gb, created_at) "
                      "VALUES (?, ?, ?, ?, ?, ?)"_s,
                      {wallet, caller.accountId, name, region, size, session.now()});
        const qint64 id = m_ctx.db.scalar(u"SELECT last_insert_rowid()"_s).toLongLong();
        QString error;
        m_disks.remove(m_disks.volumePath(id));
        if (!Disks::create(m_disks.volumePath(id), &error))
            return ApiError(Status::InternalServerError, u"internal"_s, error);
        // Detached from the start: it bills storage until an instance attaches it.
        session.volumeMeter(id, caller.accountId, true);
        session.commit();
        return ApiResponse(volumeJson(id), Status::Created);
    });
}

ApiResponse StorageRoutes::listVolumes(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Read, [&](const Caller &caller) -> ApiResponse {
        QSqlQuery &q = m_ctx.db.exec(u"SELECT id FROM volumes WHERE wallet_id = ? AND (? = 0 OR account_id = ?) AND "
                                     "deleted_at IS NULL ORDER BY id"_s,
                                     {InstanceRoutes::walletOf(caller), caller.ownerId ? 1 : 0, caller.accountId});
        QList<qint64> ids;
        while (q.next())
            ids << q.value(0).toLongLong();
        QJsonArray items;
        for (qint64 id : ids)
            items.append(volumeJson(id));
        return ApiResponse(QJsonObject{{u"items"_s, items}});
    });
}

ApiResponse StorageRoutes::deleteVolume(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
        const qint64 wallet = InstanceRoutes::walletOf(caller);
        Metering::Session session = m_metering.open(wallet);
        QSqlQuery &q = m_ctx.db.exec(
            u"SELECT v.id, (SELECT MAX(i.id) FROM instances i WHERE i.volume_id = v.id AND i.released_at IS NULL) "
            "FROM volumes v WHERE v.id = ? AND v.wallet_id = ? AND (? = 0 OR v.account_id = ?) AND v.deleted_at IS NULL"_s,
            {id.toLongLong(), wallet, caller.ownerId ? 1 : 0, caller.accountId});
        if (!q.next())
            return ApiError(Status::NotFound, u"not_found"_s, u"No such volume."_s);
        const qint64 volume = q.value(0).toLongLong();
        const QVariant attached = q.value(1);
        q.finish();
        if (!attached.isNull())
            return ApiError(
                Status::Conflict, u"conflict"_s,
                u"The volume is attached to instance %1; release the instance first."_s.arg(attached.toString()),
                QJsonObject{{u"state"_s, u"attached"_s}, {u"instance_id"_s, attached.toString()}});
        session.volumeMeter(volume, caller.accountId, false);
        m_ctx.db.exec(u"UPDATE volumes SET deleted_at = ? WHERE id = ?"_s, {session.now(), volume});
        session.commit();
        m_disks.remove(m_disks.volumePath(volume));
        return ApiResponse(Status::NoContent);
    });
}

ApiResponse StorageRoutes::deleteImage(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
        const qint64 wallet = InstanceRoutes::walletOf(caller);
        const qint64 row = CustomImages::rowId(id);
        if (m_catalog.image(id))
            return ApiError(Status::Conflict, u"conflict"_s, u"Public images cannot be deleted."_s,
                            QJsonObject{{u"state"_s, u"public"_s}});
        Metering::Session session = m_metering.open(wallet);
        if (!m_ctx.db
                 .scalar(u"SELECT 1 FROM custom_images WHERE id = ? AND wallet_id = ? AND (? = 0 OR account_id = ?) "
                         "AND deleted_at IS NULL"_s,
                         {row, wallet, caller.ownerId ? 1 : 0, caller.accountId})
                 .isValid())
            return ApiError(Status::NotFound, u"not_found"_s, u"No such image."_s);
        session.imageMeter(row, caller.accountId, false);
        m_ctx.db.exec(u"UPDATE custom_images SET deleted_at = ? WHERE id = ?"_s, {session.now(), row});
        session.commit();
        m_disks.remove(m_disks.imagePath(row));
        return ApiResponse(Status::NoContent);
    });
}
