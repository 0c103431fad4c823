#pragma once

#include "platform/routes/routecontext.h"

#include <QObject>

class Catalog;
class CustomImages;
class Disks;
class Metering;
class VolumeStore;
struct Caller;

/// What bills storage on its own: volumes (/v1/volumes), data disks that outlive instances, and
/// custom images (DELETE /v1/images/{id}; they are listed with the public ones in /v1/images).
class StorageRoutes final : public QObject
{
    Q_OBJECT
public:
    StorageRoutes(RouteContext context, const Catalog &catalog, Metering &metering, const Disks &disks,
                  CustomImages &images, VolumeStore &volumes, QObject *parent = nullptr);

private:
    ApiResponse createVolume(const ApiRequest &request);
    ApiResponse listVolumes(const ApiRequest &request);
    ApiResponse deleteVolume(const QString &id, const ApiRequest &request);
    ApiResponse deleteImage(const QString &id, const ApiRequest &request);
    QJsonObject volumeJson(qint64 id) const;

    RouteContext m_ctx;
    const Catalog &m_catalog;
    Metering &m_metering;
    const Disks &m_disks;
    CustomImages &m_images;
    VolumeStore &m_volumes;
};
