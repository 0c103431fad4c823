#pragma once

#include "platform/instances/catalog.h"
#include "platform/routes/routecontext.h"

#include <QObject>

class CustomImages;
class InstanceStore;
struct Caller;

/// GET /v1/regions, /v1/gpu-types, /v1/stock, /v1/images, /v1/pricing: what can be rented, where,
/// for how much, and how many cards are free now.
class CatalogRoutes final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogRoutes)
public:
    CatalogRoutes(RouteContext context, const Catalog &catalog, const InstanceStore &instances,
                  const CustomImages &images, QObject *parent = nullptr);

private:
    ApiResponse list(const ApiRequest &request, const std::function<QJsonArray(const Caller &)> &items);
    QJsonArray stock() const;

    RouteContext m_ctx;
    const Catalog &m_catalog;
    const InstanceStore &m_instances;
    const CustomImages &m_images;
};
