#pragma once

#include "platform/http/routecontext.h"

#include <QObject>

class Catalog;
class Disks;
class Metering;
struct Caller;

/// What bills storage on its own: volumes (/v1/volumes), data disks that outlive instances, and
/// custom images (DELETE /v1/images/{id}; they are listed with the public ones in /v1/images).
class StorageRoutes final : public QObject
{
    Q_OBJECT
public:
    StorageRoutes(RouteContext context, const Catalog &catalog, Metering &metering, const Disks &disks,
                  QObject *parent = nullptr);

private:
    QHttpServerResponse createVolume(const QHttpServerRequest &request);
    QHttpServerResponse listVolumes(const QHttpServerRequest &request);
    QHttpServerResponse deleteVolume(const QString &id, const QHttpServerRequest &request);
    QHttpServerResponse deleteImage(const QString &id, const QHttpServerRequest &request);
    QJsonObject volumeJson(qint64 id) const;

    RouteContext m_ctx;
    const Catalog &m_catalog;
    Metering &m_metering;
    const Disks &m_disks;
};
