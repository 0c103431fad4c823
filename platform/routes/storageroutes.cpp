#include "platform/routes/storageroutes.h"

#include "common/rfc3339.h"
#include "platform/accounts/authenticator.h"
#include "platform/http/jsonbody.h"
#include "platform/http/jsonerror.h"
#include "platform/instances/catalog.h"
#include "platform/instances/customimages.h"
#include "platform/instances/metering.h"
#include "platform/instances/volumestore.h"
#include "platform/runtime/disks.h"

#include "platform/http/router.h"
#include <QJsonArray>

using namespace Qt::StringLiterals;
using Method = ApiRequest::Method;
using Status = HttpStatus;

StorageRoutes::StorageRoutes(RouteContext context, const Catalog &catalog, Metering &metering, const Disks &disks,
                             CustomImages &images, VolumeStore &volumes, QObject *parent)
    : QObject(parent)
    , m_ctx(context)
    , m_catalog(catalog)
    , m_metering(metering)
    , m_disks(disks)
    , m_images(images)
    , m_volumes(volumes)
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
    const auto volume = m_volumes.find(id);
    if (!volume)
        return {};
    const QString path = m_disks.volumePath(id);
    return QJsonObject{
        {u"id"_s, QString::number(id)},
        {u"name"_s, volume->name},
        {u"region"_s, volume->region},
        {u"size_gb"_s, volume->sizeGb},
        {u"created_at"_s, Rfc3339::formatSeconds(volume->createdAt)},
        {u"instance_id"_s, volume->attachedTo ? QJsonValue(QString::number(*volume->attachedTo)) : QJsonValue()},
        {u"mount_path"_s, path},
        {u"used_bytes"_s, Disks::usedBytes(path)}};
}

ApiResponse StorageRoutes::createVolume(const ApiRequest &request)
{
    return m_ctx.withCallerOnce(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
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
        const qint64 wallet = caller.walletId();
        Metering::Session session = m_metering.open(wallet);
        const qint64 id = m_volumes.insert(wallet, caller.accountId, name, region, size, session.now());
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
        const QList<qint64> ids = m_volumes.visibleIds(caller.walletId(), caller.ownerId ? caller.accountId : 0);
        QJsonArray items;
        for (qint64 id : ids)
            items.append(volumeJson(id));
        return ApiResponse(QJsonObject{{u"items"_s, items}});
    });
}

ApiResponse StorageRoutes::deleteVolume(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
        const qint64 wallet = caller.walletId();
        Metering::Session session = m_metering.open(wallet);
        const auto found = m_volumes.visible(id.toLongLong(), wallet, caller.ownerId ? caller.accountId : 0);
        if (!found)
            return ApiError(Status::NotFound, u"not_found"_s, u"No such volume."_s);
        const qint64 volume = found->id;
        if (const auto attached = found->attachedTo)
            return ApiError(Status::Conflict, u"conflict"_s,
                            u"The volume is attached to instance %1; release the instance first."_s.arg(*attached),
                            QJsonObject{{u"state"_s, u"attached"_s}, {u"instance_id"_s, QString::number(*attached)}});
        session.volumeMeter(volume, caller.accountId, false);
        m_volumes.markDeleted(volume, session.now());
        session.commit();
        m_disks.remove(m_disks.volumePath(volume));
        return ApiResponse(Status::NoContent);
    });
}

ApiResponse StorageRoutes::deleteImage(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
        const qint64 wallet = caller.walletId();
        const qint64 row = CustomImages::rowId(id);
        if (m_catalog.image(id))
            return ApiError(Status::Conflict, u"conflict"_s, u"Public images cannot be deleted."_s,
                            QJsonObject{{u"state"_s, u"public"_s}});
        Metering::Session session = m_metering.open(wallet);
        if (!m_images.owned(row, wallet, caller.ownerId ? caller.accountId : 0))
            return ApiError(Status::NotFound, u"not_found"_s, u"No such image."_s);
        session.imageMeter(row, caller.accountId, false);
        m_images.markDeleted(row, session.now());
        session.commit();
        m_disks.remove(m_disks.imagePath(row));
        return ApiResponse(Status::NoContent);
    });
}
