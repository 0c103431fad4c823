#pragma once

#include "common/money.h"
#include "platform/http/routecontext.h"
#include "platform/instances/volumestore.h"

#include <QByteArray>
#include <QHash>
#include <QObject>

class Catalog;
class CustomImages;
class Disks;
class InstanceStore;
class Metering;
struct Caller;
struct Instance;

/// /v1/instances: create (validated field by field), list with an ETag, read, rename and
/// schedule, start, stop, release, events, save a custom image; and the sandbox's fault knob that
/// makes a boot hang.
class InstanceRoutes final : public QObject
{
    Q_OBJECT
public:
    struct Limits
    {
        std::optional<int> maxInstances; ///< --max-instances: overrides every account's quota
    };

    InstanceRoutes(RouteContext context, const Catalog &catalog, InstanceStore &instances, Metering &metering,
                   const Disks &disks, CustomImages &images, Limits limits, QObject *parent = nullptr);

private:
    ApiResponse list(const ApiRequest &request);
    ApiResponse create(const ApiRequest &request);
    ApiResponse get(const QString &id, const ApiRequest &request);
    ApiResponse patch(const QString &id, const ApiRequest &request);
    ApiResponse release(const QString &id, const ApiRequest &request);
    ApiResponse start(const QString &id, const ApiRequest &request);
    ApiResponse stop(const QString &id, const ApiRequest &request);
    ApiResponse events(const QString &id, const ApiRequest &request);
    ApiResponse saveImage(const QString &id, const ApiRequest &request);
    ApiResponse faults(const QString &id, const ApiRequest &request);

    /// The caller's instance, or nullopt (404 for another account's, as for a missing one).
    std::optional<Instance> visible(const Caller &caller, const QString &id) const;
    /// 409 out_of_stock naming where the card is, and similar cards here; nullopt when in stock.
    /// 409 when another instance holds one of the instance's service ports.
    std::optional<ApiResponse> portTaken(const Instance &instance) const;
    std::optional<ApiResponse> outOfStock(const QString &region, const QString &gpuType, int count) const;
    int available(const QString &region, const QString &gpuType) const;
    /// 403/402 when the account may not start `instance` now (limits, verification, balance).
    std::optional<ApiResponse> cannotStart(const Caller &caller, const QJsonObject &account, const Instance &instance,
                                           Money balance, Money vouchers, Money spentToday, Money packagePrice) const;

    RouteContext m_ctx;
    const Catalog &m_catalog;
    InstanceStore &m_instances;
    Metering &m_metering;
    const Disks &m_disks;
    CustomImages &m_images;
    VolumeStore m_volumes;
    Limits m_limits;
    QByteArray m_generation; ///< part of every ETag, new at each start of the sandbox
    /// Serialized lists by ETag (an ETag names one version of one view of one wallet's list).
    QHash<QByteArray, QByteArray> m_listCache;
    static constexpr qsizetype kListCacheEntries = 1024;
};
