#pragma once

#include "platform/routes/routecontext.h"

#include <QObject>

class Catalog;
class StockAlertStore;

/// Stock alerts: GET/POST /v1/stock/alerts and DELETE /v1/stock/alerts/{id}. An alert waits for a
/// card (a count, in a region or any) and ends once the webhook dispatcher has said
/// stock.available to the account's webhooks, or after a day.
class StockAlertRoutes final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StockAlertRoutes)
public:
    StockAlertRoutes(RouteContext context, const Catalog &catalog, StockAlertStore &alerts, QObject *parent = nullptr);

private:
    ApiResponse list(const ApiRequest &request);
    ApiResponse add(const ApiRequest &request);
    ApiResponse remove(const QString &id, const ApiRequest &request);

    RouteContext m_ctx;
    const Catalog &m_catalog;
    StockAlertStore &m_alerts;
};
