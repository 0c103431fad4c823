#include "platform/instances/instanceroutes.h"

#include "common/clock.h"
#include "common/crypto.h"
#include "common/currency.h"
#include "common/rfc3339.h"
#include "platform/accounts/accountstore.h"
#include "platform/accounts/authenticator.h"
#include "platform/billing/metering.h"
#include "platform/http/deferredreply.h"
#include "platform/http/jsonbody.h"
#include "platform/http/jsonerror.h"
#include "platform/instances/catalog.h"
#include "platform/instances/customimages.h"
#include "platform/instances/disks.h"
#include "platform/instances/instancestore.h"
#include "platform/runtime/instanceruntime.h"

#include "platform/http/router.h"
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

using namespace Qt::StringLiterals;
using Method = ApiRequest::Method;
using Status = HttpStatus;

namespace {

ApiResponse notFound()
{
    return ApiError(Status::NotFound, u"not_found"_s, u"No such instance."_s);
}

ApiResponse conflict(const Instance &i, const QString &message)
{
    return ApiError(Status::Conflict, u"conflict"_s, message, QJsonObject{{u"state"_s, i.state}});
}

/// 1–40 printable characters, any script; surrounding spaces are not part of a name.
QString nameProblem(const QString &name)
{
    const QList<uint> chars = name.toUcs4();
    if (chars.isEmpty())
        return u"empty"_s;
    if (chars.size() > 40)
        return u"too_long"_s;
    for (const uint c : chars) {
        if (!QChar::isPrint(c))
            return u"not_printable"_s;
    }
    return {};
}

} // namespace

InstanceRoutes::InstanceRoutes(RouteContext context, const Catalog &catalog, InstanceStore &instances,
                               Metering &metering, const Disks &disks, CustomImages &images, Limits limits,
                               QObject *parent)
    : QObject(parent)
    , m_ctx(context)
    , m_catalog(catalog)
    , m_instances(instances)
    , m_metering(metering)
    , m_disks(disks)
    , m_images(images)
    , m_volumes(context.db)
    , m_limits(limits)
    , m_generation(Crypto::randomBytes(6).toHex())
{
    Router &router = m_ctx.router;
    router.add(Method::Get, u"/v1/instances"_s, [this](const ApiRequest &r) { return list(r); });
    router.add(Method::Post, u"/v1/instances"_s, [this](const ApiRequest &r) { return create(r); });
    router.add(Method::Get, u"/v1/instances/{id}"_s, [this](const ApiRequest &r) { return get(r.arg(u"id"_s), r); });
    router.add(Method::Patch, u"/v1/instances/{id}"_s,
               [this](const ApiRequest &r) { return patch(r.arg(u"id"_s), r); });
    router.add(Method::Delete, u"/v1/instances/{id}"_s,
               [this](const ApiRequest &r) { return release(r.arg(u"id"_s), r); });
    router.add(Method::Post, u"/v1/instances/{id}/start"_s,
               [this](const ApiRequest &r) { return start(r.arg(u"id"_s), r); });
    router.add(Method::Post, u"/v1/instances/{id}/stop"_s,
               [this](const ApiRequest &r) { return stop(r.arg(u"id"_s), r); });
    router.add(Method::Get, u"/v1/instances/{id}/events"_s,
               [this](const ApiRequest &r) { return events(r.arg(u"id"_s), r); });
    router.add(Method::Post, u"/v1/instances/{id}/images"_s,
               [this](const ApiRequest &r) { return saveImage(r.arg(u"id"_s), r); });
    // A fault is in effect when the answer comes (keys refused, sshd stopped): the answer waits
    // for the runtime to carry it out, the HTTP thread does not.
    router.addDeferred(Method::Post, u"/v1/sandbox/instances/{id}/faults"_s,
                       [this](const ApiRequest &r, const DeferredReply &reply) {
                           auto answer = std::make_shared<ApiResponse>(faults(r.arg(u"id"_s), r));
                           m_ctx.runtime.whenApplied([reply, answer] { reply.send(*answer); });
                       });
}

std::optional<ApiResponse> InstanceRoutes::portTaken(const Instance &instance) const
{
    const auto port = m_instances.portTaken(instance.ports, instance.id);
    if (!port)
        return std::nullopt;
    return ApiError(Status::Conflict, u"conflict"_s,
                    u"Port %1 is already relayed for another running instance on this platform; stop that instance or "
                    "choose another port."_s.arg(*port),
                    QJsonObject{{u"field"_s, u"ports"_s}, {u"port"_s, *port}});
}

std::optional<Instance> InstanceRoutes::visible(const Caller &caller, const QString &id) const
{
    bool ok = false;
    const qint64 n = id.toLongLong(&ok);
    if (!ok)
        return std::nullopt;
    auto instance = m_instances.byId(n);
    // The owner sees every instance of the wallet; a member only its own.
    if (!instance || instance->walletId != caller.walletId()
        || (caller.ownerId && instance->accountId != caller.accountId))
        return std::nullopt;
    return instance;
}

int InstanceRoutes::available(const QString &region, const QString &gpuType) const
{
    return m_catalog.capacity.value(region).value(gpuType, 0)
        - m_instances.gpusHeld(region, gpuType, m_ctx.clock.nowSeconds());
}

std::optional<ApiResponse> InstanceRoutes::outOfStock(const QString &region, const QString &gpuType, int count) const
{
    if (available(region, gpuType) >= count)
        return std::nullopt;
    const GpuType *wanted = m_catalog.gpuType(gpuType);
    QJsonArray regions, cards;
    for (const Region &r : m_catalog.regions) {
        if (r.id != region && available(r.id, gpuType) >= count)
            regions.append(r.id);
    }
    for (const GpuType &g : m_catalog.gpuTypes) {
        if (g.id != gpuType && wanted && g.vramGb >= wanted->vramGb && available(region, g.id) >= count)
            cards.append(g.id);
    }
    return ApiError(
        Status::Conflict, u"out_of_stock"_s,
        u"%1 × %2 is not available in %3 right now."_s.arg(count).arg(wanted ? wanted->name : gpuType, region),
        QJsonObject{{u"regions"_s, regions}, {u"gpu_types"_s, cards}});
}

std::optional<ApiResponse> InstanceRoutes::cannotStart(const Caller &caller, const QJsonObject &account,
                                                       const Instance &instance, Money balance, Money vouchers,
                                                       Money spentToday, Money packagePrice) const
{
    Q_UNUSED(caller);
    const QJsonValue allowed = account.value(u"quotas"_s).toObject().value(u"gpu_types"_s);
    if (instance.mode == u"gpu"_s && allowed.isArray()
        && !allowed.toArray().toVariantList().contains(QVariant(instance.gpuType)))
        return ApiError(
            Status::Forbidden, u"verification_required"_s,
            u"Accounts without real-name verification can rent only the smaller cards; verify the account to "
            "rent %1."_s.arg(instance.gpuType),
            QJsonObject{{u"gpu_type"_s, instance.gpuType}, {u"allowed"_s, allowed}});
    const QJsonValue daily = account.value(u"spend_limits"_s).toObject().value(u"daily_cents"_s);
    if (daily.isDouble() && spentToday + packagePrice >= Money::fromCents(qint64(daily.toDouble())))
        return ApiError(Status::Forbidden, u"spend_limit_reached"_s,
                        u"Today's spend limit of %1 is reached; raise it in the account's spend limits or "
                        "wait until tomorrow."_s.arg(Currency().format(Money::fromCents(qint64(daily.toDouble())))),
                        QJsonObject{{u"limit"_s, u"daily"_s}, {u"spent_today_cents"_s, spentToday.cents()}});
    Money required = packagePrice;
    Money usable = balance;
    if (packagePrice.isZero() && !instance.packageActiveAt(m_ctx.clock.nowSeconds())) {
        // One hour at the rate it will run at; vouchers that cover the card count.
        required = instance.mode == u"gpu"_s ? m_metering.computeRate(instance)
                                             : Money::fromCents(m_catalog.pricing.noGpuCentsPerHour);
        usable += instance.mode == u"gpu"_s ? vouchers : Money();
    }
    if (required > Money() && usable < required)
        return ApiError(Status::PaymentRequired, u"insufficient_balance"_s,
                        packagePrice.isZero()
                            ? u"The balance (%1) does not cover one hour at %2/h; recharge first."_s.arg(
                                Currency().format(usable), Currency().format(required))
                            : u"The balance (%1) does not cover the package (%2); recharge first."_s.arg(
                                Currency().format(usable), Currency().format(required)),
                        QJsonObject{{u"balance_cents"_s, usable.cents()}, {u"required_cents"_s, required.cents()}});
    return std::nullopt;
}

ApiResponse InstanceRoutes::list(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Read, [&](const Caller &caller) -> ApiResponse {
        const qint64 wallet = caller.walletId();
        m_metering.catchUp(wallet);
        const bool includeReleased = request.query.queryItemValue(u"include_released"_s) == u"true"_s;
        // The list changes only when one of its instances does (the meter makes the cost a
        // function of time, not of the poll), so the version of the wallet's list is its ETag.
        const QByteArray etag = '"' + m_generation + '-' + QByteArray::number(wallet) + '-'
            + QByteArray::number(m_instances.listVersion(wallet)) + '-'
            + QByteArray::number(caller.ownerId ? caller.accountId : 0) + (includeReleased ? "-r" : "") + '"';
        if (request.header("If-None-Match") == etag) {
            // The content type Qt 6.4 gave an empty 304: kept, so the wire does not change.
            ApiResponse notModified("application/x-zerosize", QByteArray(), Status::NotModified);
            notModified.setHeader("ETag", etag);
            return notModified;
        }
        // The body for a version is built once: a poll that does not send If-None-Match costs a
        // lookup, not a query and fifty objects.
        QByteArray body = m_listCache.value(etag);
        if (body.isEmpty()) {
            QJsonArray items;
            for (const Instance &i : m_instances.list(wallet, caller.ownerId ? caller.accountId : 0, includeReleased))
                items.append(m_instances.toJson(i));
            body = QJsonDocument(QJsonObject{{u"items"_s, items}}).toJson(QJsonDocument::Compact);
            if (m_listCache.size() >= kListCacheEntries)
                m_listCache.clear();
            m_listCache.insert(etag, body);
        }
        ApiResponse response("application/json", body);
        response.setHeader("ETag", etag);
        return response;
    });
}

ApiResponse InstanceRoutes::create(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
        const qint64 wallet = caller.walletId();
        // Caught up first: quota, attached volumes and balance are checked as of now.
        Metering::Session session = m_metering.open(wallet);
        JsonBody body(request);
        body.allowOnly({u"name", u"region", u"gpu_type", u"gpu_count", u"image", u"billing_mode", u"system_disk_gb",
                        u"data_disk_gb", u"data_volume_id", u"ports", u"start_mode"});
        Instance i;
        i.accountId = caller.accountId;
        i.name = body.string(u"name"_s).trimmed();
        if (const QString problem = body.ok() ? nameProblem(i.name) : QString(); !problem.isEmpty())
            body.fail(u"name"_s, problem, u"A name is 1 to 40 printable characters (any language)."_s);
        i.region = body.string(u"region"_s);
        if (body.ok() && !m_catalog.region(i.region))
            body.fail(u"region"_s, u"unknown"_s, u"There is no region '%1'; see GET /v1/regions."_s.arg(i.region));
        i.gpuType = body.string(u"gpu_type"_s);
        const GpuType *gpu = m_catalog.gpuType(i.gpuType);
        if (body.ok() && !gpu)
            body.fail(u"gpu_type"_s, u"unknown"_s,
                      u"There is no GPU type '%1'; see GET /v1/gpu-types."_s.arg(i.gpuType));
        i.gpuCount = int(std::clamp<qint64>(body.optionalInteger(u"gpu_count"_s, 1), -1, 1000));
        if (body.ok() && (i.gpuCount < 1 || i.gpuCount > 8))
            body.fail(u"gpu_count"_s, u"out_of_range"_s, u"gpu_count is 1 to 8."_s);
        i.image = body.string(u"image"_s);
        const auto image = body.ok() ? m_images.find(wallet, i.image) : std::nullopt;
        if (body.ok() && !image)
            body.fail(u"image"_s, u"unknown"_s, u"There is no image '%1'; see GET /v1/images."_s.arg(i.image));
        if (body.ok() && gpu) {
            if (const QString why = Catalog::incompatibility(*image, *gpu); !why.isEmpty())
                body.fail(u"image"_s, u"incompatible"_s, why);
        }
        i.billingMode = body.optionalString(u"billing_mode"_s, u"on_demand"_s);
        if (body.ok() && !QStringList{u"on_demand"_s, u"package_daily"_s, u"package_weekly"_s}.contains(i.billingMode))
            body.fail(u"billing_mode"_s, u"unknown"_s,
                      u"billing_mode is on_demand, package_daily or package_weekly."_s);
        const int imageGb = image ? image->sizeGb : 0;
        i.systemDiskGb = int(std::clamp<qint64>(
            body.optionalInteger(u"system_disk_gb"_s, std::max(imageGb, m_catalog.pricing.systemDiskFreeGb)), -1,
            100000));
        if (body.ok() && (i.systemDiskGb < 20 || i.systemDiskGb > 500))
            body.fail(u"system_disk_gb"_s, u"out_of_range"_s, u"system_disk_gb is 20 to 500."_s);
        if (body.ok() && i.systemDiskGb < imageGb)
            body.fail(u"system_disk_gb"_s, u"smaller_than_image"_s,
                      u"The image needs %1 GB; the system disk is %2 GB."_s.arg(imageGb).arg(i.systemDiskGb));
        const bool hasVolume = body.has(u"data_volume_id"_s) && !body.object().value(u"data_volume_id"_s).isNull();
        if (body.ok() && hasVolume && body.has(u"data_disk_gb"_s))
            body.fail(u"data_disk_gb"_s, u"conflicts"_s,
                      u"Give data_disk_gb for a new data disk or data_volume_id for an existing volume, not both."_s);
        i.dataDiskGb = int(std::clamp<qint64>(body.optionalInteger(u"data_disk_gb"_s, 0), -1, 100000));
        if (body.ok() && (i.dataDiskGb < 0 || i.dataDiskGb > 2000))
            body.fail(u"data_disk_gb"_s, u"out_of_range"_s, u"data_disk_gb is 0 to 2000."_s);
        const QString volumeText = hasVolume ? body.string(u"data_volume_id"_s) : QString();
        qint64 volumeSpender = 0;
        if (body.ok() && hasVolume) {
            const auto volume
                = m_volumes.visible(volumeText.toLongLong(), wallet, caller.ownerId ? caller.accountId : 0);
            if (!volume) {
                body.fail(u"data_volume_id"_s, u"unknown"_s, u"There is no volume '%1'."_s.arg(volumeText));
            } else if (volume->region != i.region) {
                body.fail(u"data_volume_id"_s, u"other_region"_s,
                          u"The volume is in %1; an instance can attach only a volume of its own region."_s.arg(
                              volume->region));
            } else if (volume->attachedTo) {
                body.fail(u"data_volume_id"_s, u"attached"_s,
                          u"The volume is attached to another instance; release that instance first."_s);
            } else {
                i.volumeId = volume->id;
                i.dataDiskGb = volume->sizeGb;
                volumeSpender = volume->accountId;
            }
        }
        const QJsonValue ports = body.object().value(u"ports"_s);
        if (body.ok() && !ports.isUndefined() && !ports.isNull()) {
            if (!ports.isArray()) {
                body.fail(u"ports"_s, u"wrong_type"_s, u"ports is a list of port numbers."_s);
            } else if (ports.toArray().size() > 5) {
                body.fail(u"ports"_s, u"too_many"_s, u"At most 5 service ports."_s);
            } else {
                QSet<int> seen;
                for (const QJsonValue &p : ports.toArray()) {
                    const double v = p.toDouble(-1);
                    if (!p.isDouble() || v != std::floor(v) || v < 1024 || v > 65535) {
                        body.fail(u"ports"_s, u"out_of_range"_s, u"Service ports are whole numbers 1024 to 65535."_s);
                        break;
                    }
                    if (seen.contains(int(v))) {
                        body.fail(u"ports"_s, u"duplicate"_s, u"Port %1 is listed twice."_s.arg(int(v)));
                        break;
                    }
                    seen.insert(int(v));
                    i.ports << int(v);
                }
            }
        }
        i.mode = body.optionalString(u"start_mode"_s, u"gpu"_s);
        if (body.ok() && i.mode != u"gpu"_s && i.mode != u"no_gpu"_s)
            body.fail(u"start_mode"_s, u"unknown"_s, u"start_mode is gpu or no_gpu."_s);
        if (!body.ok())
            return body.takeError();

        const QJsonObject account = m_ctx.accounts.toJson(wallet);
        const int maxInstances
            = m_limits.maxInstances.value_or(account.value(u"quotas"_s).toObject().value(u"max_instances"_s).toInt());
        if (m_instances.liveCount(wallet) >= maxInstances)
            return ApiError(
                Status::Forbidden, u"quota_exceeded"_s,
                u"The account may keep %1 instance(s) until they are released; release one, or verify the account "
                "for a higher quota."_s.arg(maxInstances),
                QJsonObject{{u"max_instances"_s, maxInstances}});
        const qint64 now = session.now();
        const Money package = m_metering.packagePrice(i.billingMode, i.gpuType, i.gpuCount);
        if (!package.isZero())
            i.packageExpiresAt = now + Metering::packageSeconds(i.billingMode);
        if (auto refused = cannotStart(caller, account, i, session.balance(), session.vouchersFor(i.gpuType),
                                       session.spentToday(), package))
            return std::move(*refused);
        if (i.mode == u"gpu"_s) {
            if (auto none = outOfStock(i.region, i.gpuType, i.gpuCount))
                return std::move(*none);
        }
        if (auto taken = portTaken(i))
            return std::move(*taken);
        i.slug = m_instances.uniqueSlug(i.name);
        session.addInstance(i, package);
        QString error;
        m_disks.remove(QFileInfo(m_disks.homePath(i.id)).path()); // nothing of anyone else's, ever
        if (!Disks::create(m_disks.homePath(i.id), &error)
            || (!i.volumeId && !Disks::create(m_disks.instanceDataPath(i.id), &error))
            || (image->kind == u"custom"_s
                && !Disks::copyTree(m_disks.imagePath(CustomImages::rowId(image->id)), m_disks.homePath(i.id), &error)))
            return ApiError(Status::InternalServerError, u"internal"_s,
                            u"The sandbox could not prepare the disks: "_s + error);
        if (i.volumeId)
            session.volumeMeter(*i.volumeId, volumeSpender, false);
        session.commit();
        return ApiResponse(m_instances.toJson(*m_instances.byId(i.id)), Status::Accepted);
    });
}

ApiResponse InstanceRoutes::get(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Read, [&](const Caller &caller) -> ApiResponse {
        m_metering.catchUp(caller.walletId());
        auto instance = visible(caller, id);
        if (!instance)
            return notFound();
        if (!instance->releasedAt) {
            // Disk use is measured when someone looks at one instance (the list shows the last figure).
            const qint64 home = Disks::usedBytes(m_disks.homePath(instance->id));
            const qint64 data = Disks::usedBytes(instance->volumeId ? m_disks.volumePath(*instance->volumeId)
                                                                    : m_disks.instanceDataPath(instance->id));
            if (home != instance->homeUsedBytes || data != instance->dataUsedBytes) {
                m_instances.saveUsage(*instance, home, data);
                instance->homeUsedBytes = home;
                instance->dataUsedBytes = data;
            }
        }
        return ApiResponse(m_instances.toJson(*instance));
    });
}

ApiResponse InstanceRoutes::patch(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
        JsonBody body(request);
        body.allowOnly({u"name", u"stop_at"});
        if (!body.ok())
            return body.takeError();
        if (!visible(caller, id))
            return notFound();
        Metering::Session session = m_metering.open(caller.walletId());
        Instance *i = session.instance(id.toLongLong());
        if (!i || i->state == u"releasing"_s)
            return i ? conflict(*i, u"The instance is being released."_s) : notFound();
        if (body.has(u"name"_s)) {
            const QString name = body.string(u"name"_s).trimmed();
            if (const QString problem = body.ok() ? nameProblem(name) : QString(); !problem.isEmpty())
                body.fail(u"name"_s, problem, u"A name is 1 to 40 printable characters (any language)."_s);
            if (body.ok())
                i->name = name; // the slug stays: it is in host aliases and paths already handed out
        }
        if (body.has(u"stop_at"_s)) {
            const QJsonValue v = body.object().value(u"stop_at"_s);
            if (v.isNull()) {
                i->stopAt.reset();
            } else {
                const auto at = v.isString() ? Rfc3339::parse(v.toString()) : std::nullopt;
                if (!at)
                    body.fail(u"stop_at"_s, u"not_a_time"_s,
                              u"stop_at is an RFC 3339 time such as 2026-12-01T08:00:00Z, or null to clear it."_s);
                else if (at->toSecsSinceEpoch() <= session.now())
                    body.fail(u"stop_at"_s, u"in_the_past"_s, u"stop_at must be later than the platform's now."_s);
                else
                    i->stopAt = at->toSecsSinceEpoch();
            }
        }
        if (!body.ok())
            return body.takeError();
        session.touch(*i);
        const QJsonObject json = m_instances.toJson(*i);
        session.commit();
        return ApiResponse(json);
    });
}

ApiResponse InstanceRoutes::release(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
        if (!visible(caller, id))
            return notFound();
        Metering::Session session = m_metering.open(caller.walletId());
        Instance *i = session.instance(id.toLongLong());
        if (!i)
            return notFound(); // released already
        if (i->state != u"running"_s && i->state != u"stopped"_s && i->state != u"failed"_s)
            return conflict(
                *i, u"An instance can be released when it is running, stopped or failed; it is %1."_s.arg(i->state));
        session.transition(*i, u"releasing"_s, u"user"_s, u"Released by the user."_s);
        const QJsonObject json = m_instances.toJson(*i);
        session.commit();
        return ApiResponse(json, Status::Accepted);
    });
}

ApiResponse InstanceRoutes::start(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
        JsonBody body(request);
        body.allowOnly({u"mode"});
        if (!visible(caller, id))
            return notFound();
        Metering::Session session = m_metering.open(caller.walletId());
        Instance *i = session.instance(id.toLongLong());
        if (!i)
            return notFound();
        const QString mode = body.optionalString(u"mode"_s, i->mode);
        if (body.ok() && mode != u"gpu"_s && mode != u"no_gpu"_s)
            body.fail(u"mode"_s, u"unknown"_s, u"mode is gpu or no_gpu."_s);
        if (!body.ok())
            return body.takeError();
        if (i->state != u"stopped"_s && i->state != u"failed"_s)
            return conflict(*i,
                            i->state == u"running"_s && i->mode != mode
                                ? u"Switching between GPU and no-GPU mode needs a stop first."_s
                                : u"Only a stopped or failed instance can be started; it is %1."_s.arg(i->state));
        Instance next = *i;
        next.mode = mode;
        if (auto refused = cannotStart(caller, m_ctx.accounts.toJson(caller.walletId()), next, session.balance(),
                                       session.vouchersFor(i->gpuType), session.spentToday(), Money()))
            return std::move(*refused);
        if (mode == u"gpu"_s) {
            if (auto none = outOfStock(i->region, i->gpuType, i->gpuCount))
                return std::move(*none);
        }
        if (auto taken = portTaken(*i))
            return std::move(*taken);
        i->mode = mode;
        session.transition(*i, u"starting"_s, u"user"_s,
                           mode == u"gpu"_s
                               ? u"Starting with its GPUs."_s
                               : u"Starting in no-GPU mode (no card attached, a fraction of the price)."_s);
        const QJsonObject json = m_instances.toJson(*i);
        session.commit();
        return ApiResponse(json, Status::Accepted);
    });
}

ApiResponse InstanceRoutes::stop(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
        JsonBody body(request);
        body.allowOnly({});
        if (!body.ok())
            return body.takeError();
        if (!visible(caller, id))
            return notFound();
        Metering::Session session = m_metering.open(caller.walletId());
        Instance *i = session.instance(id.toLongLong());
        if (!i)
            return notFound();
        if (i->state != u"running"_s && i->state != u"starting"_s)
            return conflict(*i, u"Only a running or starting instance can be stopped; it is %1."_s.arg(i->state));
        session.transition(*i, u"stopping"_s, u"user"_s, u"Stopped by the user."_s);
        const QJsonObject json = m_instances.toJson(*i);
        session.commit();
        return ApiResponse(json, Status::Accepted);
    });
}

ApiResponse InstanceRoutes::events(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Read, [&](const Caller &caller) -> ApiResponse {
        m_metering.catchUp(caller.walletId());
        const auto instance = visible(caller, id);
        if (!instance)
            return notFound();
        return ApiResponse(QJsonObject{{u"items"_s, m_instances.events(instance->id)}});
    });
}

ApiResponse InstanceRoutes::saveImage(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
        JsonBody body(request);
        body.allowOnly({u"name"});
        const QString name = body.string(u"name"_s).trimmed();
        if (const QString problem = body.ok() ? nameProblem(name) : QString(); !problem.isEmpty())
            body.fail(u"name"_s, problem, u"A name is 1 to 40 printable characters (any language)."_s);
        if (!body.ok())
            return body.takeError();
        if (!visible(caller, id))
            return notFound();
        const qint64 wallet = caller.walletId();
        Metering::Session session = m_metering.open(wallet);
        Instance *i = session.instance(id.toLongLong());
        if (!i)
            return notFound();
        if (i->state != u"stopped"_s)
            return conflict(*i,
                            u"Stop the instance before saving its system disk as an image; it is %1."_s.arg(i->state));
        const qint64 bytes = Disks::usedBytes(m_disks.homePath(i->id));
        if (bytes > CustomImages::kMaxImageBytes)
            return ApiError(
                Status::BadRequest, u"invalid_argument"_s,
                u"The system disk holds %1 GB; an image can hold at most %2 GB. Move data sets and checkpoints "
                "to the data disk, which images never include."_s.arg(CustomImages::sizeGbFor(bytes))
                    .arg(CustomImages::kMaxImageBytes >> 30),
                QJsonObject{{u"field"_s, u"instance"_s},
                            {u"reason"_s, u"too_large"_s},
                            {u"size_bytes"_s, bytes},
                            {u"max_bytes"_s, CustomImages::kMaxImageBytes}});
        const QString base
            = CustomImages::rowId(i->image) == 0 ? i->image : m_images.baseImageOf(CustomImages::rowId(i->image));
        const qint64 now = session.now();
        const qint64 row = m_images.insert(wallet, caller.accountId, name, base, i->id, bytes, now);
        QString error;
        m_disks.remove(m_disks.imagePath(row));
        if (!Disks::copyTree(m_disks.homePath(i->id), m_disks.imagePath(row), &error)) {
            m_disks.remove(m_disks.imagePath(row));
            return ApiError(Status::InternalServerError, u"internal"_s,
                            u"The sandbox could not copy the system disk: "_s + error);
        }
        session.imageMeter(row, caller.accountId, true);
        session.commit();
        QJsonObject json = Catalog::toJson(*m_images.find(wallet, CustomImages::idFor(row)));
        json.insert(u"size_bytes"_s, bytes);
        json.insert(u"created_at"_s, Rfc3339::formatSeconds(now));
        json.insert(u"source_instance_id"_s, QString::number(i->id));
        json.insert(u"data_disk_included"_s, false);
        json.insert(u"note"_s, u"The image holds the system disk only; the data disk is not included."_s);
        return ApiResponse(json, Status::Created);
    });
}

ApiResponse InstanceRoutes::faults(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
        JsonBody body(request);
        body.allowOnly({u"boot_hang", u"refuse_keys", u"sshd_down"});
        QHash<QString, std::optional<bool>> knobs;
        for (const QString &knob : {u"boot_hang"_s, u"refuse_keys"_s, u"sshd_down"_s}) {
            const QJsonValue v = body.object().value(knob);
            if (body.ok() && !v.isUndefined() && !v.isBool())
                body.fail(knob, u"wrong_type"_s, knob + u" is true or false."_s);
            knobs.insert(knob, v.isBool() ? std::optional<bool>(v.toBool()) : std::nullopt);
        }
        if (!body.ok())
            return body.takeError();
        if (!visible(caller, id))
            return notFound();
        Metering::Session session = m_metering.open(caller.walletId());
        Instance *i = session.instance(id.toLongLong());
        if (!i)
            return notFound();
        if (knobs.value(u"sshd_down"_s).value_or(false) && i->state != u"running"_s)
            return conflict(*i, u"Only a running instance's sshd can be stopped; it is %1."_s.arg(i->state));
        i->bootHang = knobs.value(u"boot_hang"_s).value_or(i->bootHang);
        i->refuseKeys = knobs.value(u"refuse_keys"_s).value_or(i->refuseKeys);
        i->sshdDown = knobs.value(u"sshd_down"_s).value_or(i->sshdDown);
        session.touch(*i); // the runtime follows at commit: keys rewritten, sshd stopped or started
        session.commit();
        return ApiResponse(QJsonObject{
            {u"boot_hang"_s, i->bootHang}, {u"refuse_keys"_s, i->refuseKeys}, {u"sshd_down"_s, i->sshdDown}});
    });
}
