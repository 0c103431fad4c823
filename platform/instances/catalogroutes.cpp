#include "platform/instances/catalogroutes.h"

#include "platform/accounts/authenticator.h"

#include <QHttpServer>
#include <QJsonArray>

using namespace Qt::StringLiterals;
using Method = QHttpServerRequest::Method;

CatalogRoutes::CatalogRoutes(RouteContext context, const Catalog &catalog, QObject *parent)
    : QObject(parent)
    , m_ctx(context)
    , m_catalog(catalog)
{
    QHttpServer &http = m_ctx.http;
    http.route(u"/v1/regions"_s, Method::Get, [this](const QHttpServerRequest &r) {
        return list(r, [this] {
            QJsonArray items;
            for (const Region &region : m_catalog.regions)
                items.append(Catalog::toJson(region));
            return items;
        });
    });
    http.route(u"/v1/gpu-types"_s, Method::Get, [this](const QHttpServerRequest &r) {
        return list(r, [this] {
            QJsonArray items;
            for (const GpuType &gpu : m_catalog.gpuTypes)
                items.append(Catalog::toJson(gpu));
            return items;
        });
    });
    http.route(u"/v1/images"_s, Method::Get, [this](const QHttpServerRequest &r) {
        return list(r, [this] {
            QJsonArray items;
            for (const Image &image : m_catalog.images)
                items.append(Catalog::toJson(image));
            return items;
        });
    });
    http.route(u"/v1/stock"_s, Method::Get,
               [this](const QHttpServerRequest &r) { return list(r, [this] { return stock(); }); });
    http.route(u"/v1/pricing"_s, Method::Get, [this](const QHttpServerRequest &r) {
        auto auth = m_ctx.auth.authenticate(r, Access::Read);
        if (auto *error = std::get_if<QHttpServerResponse>(&auth))
            return std::move(*error);
        return QHttpServerResponse(m_catalog.pricingJson());
    });
}

QHttpServerResponse CatalogRoutes::list(const QHttpServerRequest &request, const std::function<QJsonArray()> &items)
{
    auto auth = m_ctx.auth.authenticate(request, Access::Read);
    if (auto *error = std::get_if<QHttpServerResponse>(&auth))
        return std::move(*error);
    return QHttpServerResponse(QJsonObject{{u"items"_s, items()}});
}

QJsonArray CatalogRoutes::stock() const
{
    QJsonArray items;
    for (const Region &region : m_catalog.regions) {
        const auto cards = m_catalog.capacity.value(region.id);
        for (const GpuType &gpu : m_catalog.gpuTypes) {
            const int capacity = cards.value(gpu.id, 0);
            if (capacity == 0)
                continue; // the region does not have this card at all
            // Counted in GPUs. Nothing holds a card until instances exist (the instance lifecycle
            // subtracts the GPUs of running GPU-mode instances here).
            items.append(QJsonObject{{u"region"_s, region.id},
                                     {u"gpu_type"_s, gpu.id},
                                     {u"available"_s, capacity},
                                     {u"capacity"_s, capacity}});
        }
    }
    return items;
}
