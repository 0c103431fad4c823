#include "platform/routes/stockalertroutes.h"

#include "common/clock.h"
#include "common/rfc3339.h"
#include "platform/accounts/authenticator.h"
#include "platform/accounts/stockalertstore.h"
#include "platform/http/jsonbody.h"
#include "platform/http/router.h"
#include "platform/instances/catalog.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;
using Method = ApiRequest::Method;
using Status = HttpStatus;

namespace {

QJsonObject alertJson(const StockAlertStore::Alert &a)
{
    return {{u"id"_s, QString::number(a.id)},
            {u"gpu_type"_s, a.gpuType},
            {u"region"_s, a.region ? QJsonValue(*a.region) : QJsonValue()},
            {u"count"_s, a.count},
            {u"created_at"_s, Rfc3339::formatSeconds(a.createdAt)},
            {u"expires_at"_s, Rfc3339::formatSeconds(a.expiresAt)}};
}

} // namespace

StockAlertRoutes::StockAlertRoutes(RouteContext context, const Catalog &catalog, StockAlertStore &alerts,
                                   QObject *parent)
    : QObject(parent)
    , m_ctx(context)
    , m_catalog(catalog)
    , m_alerts(alerts)
{
    Router &router = m_ctx.router;
    router.add(Method::Get, u"/v1/stock/alerts"_s, [this](const ApiRequest &r) { return list(r); });
    router.add(Method::Post, u"/v1/stock/alerts"_s, [this](const ApiRequest &r) { return add(r); });
    router.add(Method::Delete, u"/v1/stock/alerts/{id}"_s,
               [this](const ApiRequest &r) { return remove(r.arg(u"id"_s), r); });
}

ApiResponse StockAlertRoutes::list(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Read, [&](const Caller &caller) -> ApiResponse {
        QJsonArray items;
        for (const StockAlertStore::Alert &a : m_alerts.list(caller.accountId, m_ctx.clock.nowSeconds()))
            items.append(alertJson(a));
        return ApiResponse(QJsonObject{{u"items"_s, items}});
    });
}

ApiResponse StockAlertRoutes::add(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
        JsonBody body(request);
        body.allowOnly({u"gpu_type", u"region", u"count"});
        StockAlertStore::Alert a;
        a.accountId = caller.accountId;
        a.gpuType = body.string(u"gpu_type"_s);
        if (body.ok() && !m_catalog.gpuType(a.gpuType))
            body.fail(u"gpu_type"_s, u"unknown"_s,
                      u"There is no GPU type '%1'; see GET /v1/gpu-types."_s.arg(a.gpuType));
        if (body.ok() && body.has(u"region"_s) && !body.object().value(u"region"_s).isNull()) {
            a.region = body.string(u"region"_s);
            if (body.ok() && !m_catalog.region(*a.region))
                body.fail(u"region"_s, u"unknown"_s, u"There is no region '%1'; see GET /v1/regions."_s.arg(*a.region));
        }
        a.count = int(std::clamp<qint64>(body.optionalInteger(u"count"_s, 1), -1, 1000));
        if (body.ok() && (a.count < 1 || a.count > 8))
            body.fail(u"count"_s, u"out_of_range"_s, u"count is 1 to 8."_s);
        if (!body.ok())
            return body.takeError();
        if (m_alerts.list(caller.accountId, m_ctx.clock.nowSeconds()).size() >= StockAlertStore::kMaxPerAccount)
            return ApiError(Status::Conflict, u"conflict"_s,
                            u"An account waits for at most 10 cards at once; remove an alert you no longer need."_s,
                            QJsonObject{{u"reason"_s, u"too_many"_s}});
        a.createdAt = m_ctx.clock.nowSeconds();
        a.expiresAt = a.createdAt + StockAlertStore::kLifetimeSeconds;
        a.id = m_alerts.add(a);
        return ApiResponse(alertJson(a), Status::Created);
    });
}

ApiResponse StockAlertRoutes::remove(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
        if (!m_alerts.remove(id.toLongLong(), caller.accountId))
            return RouteContext::notFound(u"stock alert"_s);
        return ApiResponse(Status::NoContent);
    });
}
