#pragma once

#include "platform/http/routecontext.h"
#include "platform/instances/catalog.h"

#include <QObject>

/// GET /v1/regions, /v1/gpu-types, /v1/stock, /v1/images, /v1/pricing: what can be rented, where,
/// for how much, and how many cards are free now.
class CatalogRoutes final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogRoutes)
public:
    CatalogRoutes(RouteContext context, const Catalog &catalog, QObject *parent = nullptr);

private:
    QHttpServerResponse list(const QHttpServerRequest &request, const std::function<QJsonArray()> &items);
    QJsonArray stock() const;

    RouteContext m_ctx;
    const Catalog &m_catalog;
};
