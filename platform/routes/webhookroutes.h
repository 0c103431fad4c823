#pragma once

#include "platform/routes/routecontext.h"

#include <QObject>

class WebhookDispatcher;

/// Account webhooks: GET/POST /v1/webhooks (the secret shown once), DELETE /v1/webhooks/{id},
/// POST /v1/webhooks/{id}/test, GET /v1/webhooks/{id}/deliveries; and POST
/// /v1/instances/{id}/notify, with which an instance's autostop agent says that a command it was
/// told to stop after has finished (job.finished).
class WebhookRoutes final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WebhookRoutes)
public:
    static constexpr qint64 kDefaultBalanceBelowCents = 1000; ///< ¥10
    static constexpr int kMaxWebhooks = 10;

    WebhookRoutes(RouteContext context, WebhookDispatcher &dispatcher, QObject *parent = nullptr);

private:
    ApiResponse list(const ApiRequest &request);
    ApiResponse add(const ApiRequest &request);
    ApiResponse remove(const QString &id, const ApiRequest &request);
    ApiResponse test(const QString &id, const ApiRequest &request);
    ApiResponse deliveries(const QString &id, const ApiRequest &request);
    ApiResponse notify(const QString &instanceId, const ApiRequest &request);

    RouteContext m_ctx;
    WebhookDispatcher &m_dispatcher;
};
