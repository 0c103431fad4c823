#include "platform/routes/catalogroutes.h"

#include "common/clock.h"
#include "platform/accounts/authenticator.h"
#include "platform/instances/customimages.h"
#include "platform/instances/instancestore.h"

#include "platform/http/router.h"
#include <QJsonArray>

using namespace Qt::StringLiterals;
using Method = ApiRequest::Method;

CatalogRoutes::CatalogRoutes(RouteContext context, const Catalog &catalog, const InstanceStore &instances,
                             const CustomImages &images, QObject *parent)
    : QObject(parent)
    , m_ctx(context)
    , m_catalog(catalog)
    , m_instances(instances)
    , m_images(images)
{
    Router &router = m_ctx.router;
    router.add(Method::Get, u"/v1/regions"_s, [this](const ApiRequest &r) {
        return list(r, [this](const Caller &) {
            QJsonArray items;
            for (const Region &region : m_catalog.regions)
                items.append(Catalog::toJson(region));
            return items;
        });
    });
    router.add(Method::Get, u"/v1/gpu-types"_s, [this](const ApiRequest &r) {
        return list(r, [this](const Caller &) {
            QJsonArray items;
            for (const GpuType &gpu : m_catalog.gpuTypes)
                items.append(Catalog::toJson(gpu));
            return items;
        });
    });
    router.add(Method::Get, u"/v1/images"_s, [this](const ApiRequest &r) {
        return list(r, [this](const Caller &caller) {
            QJsonArray items;
            for (const Image &image : m_catalog.images)
                items.append(Catalog::toJson(image));
            // The caller's own images follow the public ones; nobody else sees them.
            for (const QJsonObject &image : m_images.listJson(caller.walletId()))
                items.append(image);
            return items;
        });
    });
    router.add(Method::Get, u"/v1/stock"_s,
               [this](const ApiRequest &r) { return list(r, [this](const Caller &) { return stock(); }); });
    router.add(Method::Get, u"/v1/pricing"_s, [this](const ApiRequest &r) -> ApiResponse {
        auto auth = m_ctx.auth.authenticate(r, Access::Read);
        if (auto *error = std::get_if<ApiError>(&auth))
            return *error;
        return ApiResponse(m_catalog.pricingJson());
    });
}

ApiResponse CatalogRoutes::list(const ApiRequest &request, const std::function<QJsonArray(const Caller &)> &items)
{
    return m_ctx.withCaller(request, Access::Read, [&](const Caller &caller) -> ApiResponse {
        return ApiResponse(QJsonObject{{u"items"_s, items(caller)}});
    });
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
            // Counted in GPUs; GPU-mode instances hold theirs from creation until stopped.
            items.append(
                QJsonObject{{u"region"_s, region.id},
                            {u"gpu_type"_s, gpu.id},
                            {u"available"_s,
                             std::max(0, capacity - m_instances.gpusHeld(region.id, gpu.id, m_ctx.clock.nowSeconds()))},
                            {u"capacity"_s, capacity}});
        }
    }
    return items;
}
