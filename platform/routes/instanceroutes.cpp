#include "platform/routes/instanceroutes.h"

#include "common/crypto.h"
#include "common/rfc3339.h"
#include "platform/accounts/authenticator.h"
#include "platform/http/jsonbody.h"
#include "platform/http/router.h"
#include "platform/instances/customimages.h"
#include "platform/instances/instanceruntime.h"
#include "platform/instances/instanceservice.h"
#include "platform/instances/instancestore.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;
using Method = ApiRequest::Method;
using Status = HttpStatus;

InstanceRoutes::InstanceRoutes(RouteContext context, InstanceService &service, const InstanceStore &instances,
                               InstanceSpecParser parser, QObject *parent)
    : QObject(parent)
    , m_ctx(context)
    , m_service(service)
    , m_instances(instances)
    , m_parser(parser)
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

ApiResponse InstanceRoutes::list(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Read, [&](const Caller &caller) -> ApiResponse {
        const quint64 version = m_service.listVersion(caller);
        const bool includeReleased = request.query.queryItemValue(u"include_released"_s) == u"true"_s;
        // The list changes only when one of its instances does (the meter makes the cost a
        // function of time, not of the poll), so the version of the wallet's list is its ETag.
        const QByteArray etag = '"' + m_generation + '-' + QByteArray::number(caller.walletId()) + '-'
            + QByteArray::number(version) + '-' + QByteArray::number(caller.ownerId ? caller.accountId : 0)
            + (includeReleased ? "-r" : "") + '"';
        if (request.header("If-None-Match") == etag) {
            // The content type Qt 6.4 gave an empty 304: kept, so the wire does not change.
            ApiResponse notModified("application/x-zerosize", QByteArray(), Status::NotModified);
            notModified.setHeader("ETag", etag);
            return notModified;
        }
        // The body for a version is built once: a poll that does not send If-None-Match costs a
        // lookup, not a query and fifty objects.
        const QByteArray view = QByteArray::number(caller.walletId()) + '-'
            + QByteArray::number(caller.ownerId ? caller.accountId : 0) + (includeReleased ? "-r" : "");
        QByteArray body;
        if (const auto cached = m_listCache.constFind(view); cached != m_listCache.cend() && cached->etag == etag)
            body = cached->body;
        if (body.isEmpty()) {
            body = "{\"items\":" + m_service.listJson(caller, includeReleased) + '}';
            if (m_listCache.size() >= kListCacheEntries && !m_listCache.contains(view))
                m_listCache.clear();
            m_listCache.insert(view, CachedList{etag, body});
        }
        ApiResponse response("application/json", body);
        response.setHeader("ETag", etag);
        return response;
    });
}

ApiResponse InstanceRoutes::create(const ApiRequest &request)
{
    return m_ctx.withCallerOnce(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
        JsonBody body(request);
        const auto spec = m_parser.create(body, caller.walletId());
        if (!spec.ok())
            return spec.error();
        const auto created = m_service.create(caller, spec.value());
        if (!created.ok())
            return created.error();
        return ApiResponse(m_instances.toJson(created.value()), Status::Accepted);
    });
}

ApiResponse InstanceRoutes::get(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCallerOrInstance(request, Access::Read, id, [&](const Caller &caller) -> ApiResponse {
        const auto instance = m_service.get(caller, id);
        if (!instance.ok())
            return instance.error();
        return ApiResponse(m_instances.toJson(instance.value()));
    });
}

ApiResponse InstanceRoutes::patch(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCallerOrInstance(request, Access::Instances, id, [&](const Caller &caller) -> ApiResponse {
        if (!m_service.visible(caller, id))
            return InstanceService::notFound();
        JsonBody body(request);
        const auto patch = InstanceSpecParser::patch(body);
        if (!patch.ok())
            return patch.error();
        // Its own token arms and disarms the stop (the autostop agent); nothing else.
        if (caller.instanceSelfId && (patch.value().name || patch.value().startupScript))
            return ApiError(HttpStatus::Forbidden, u"insufficient_scope"_s,
                            u"An instance's own token may only set its stop_at and stop_reason."_s,
                            QJsonObject{{u"scope"_s, u"instances"_s}});
        const auto patched = m_service.patch(caller, id, patch.value());
        if (!patched.ok())
            return patched.error();
        return ApiResponse(m_instances.toJson(patched.value()));
    });
}

ApiResponse InstanceRoutes::release(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
        const auto released = m_service.release(caller, id);
        if (!released.ok())
            return released.error();
        return ApiResponse(m_instances.toJson(released.value()), Status::Accepted);
    });
}

ApiResponse InstanceRoutes::start(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCallerOnce(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
        JsonBody body(request);
        const auto started = m_service.start(caller, id, InstanceSpecParser::start(body));
        if (!started.ok())
            return started.error();
        return ApiResponse(m_instances.toJson(started.value()), Status::Accepted);
    });
}

ApiResponse InstanceRoutes::stop(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCallerOrInstance(request, Access::Instances, id, [&](const Caller &caller) -> ApiResponse {
        if (!m_service.visible(caller, id))
            return InstanceService::notFound(); // before the body: it says nothing of another's instance
        JsonBody body(request);
        const auto reason = InstanceSpecParser::stopReason(body);
        if (!reason.ok())
            return reason.error();
        const auto stopped = m_service.stop(caller, id, reason.value());
        if (!stopped.ok())
            return stopped.error();
        return ApiResponse(m_instances.toJson(stopped.value()), Status::Accepted);
    });
}

ApiResponse InstanceRoutes::events(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Read, [&](const Caller &caller) -> ApiResponse {
        const auto events = m_service.events(caller, id);
        if (!events.ok())
            return events.error();
        return ApiResponse(QJsonObject{{u"items"_s, events.value()}});
    });
}

ApiResponse InstanceRoutes::saveImage(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCallerOnce(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
        if (!m_service.visible(caller, id))
            return InstanceService::notFound();
        JsonBody body(request);
        const auto name = InstanceSpecParser::imageName(body);
        if (!name.ok())
            return name.error();
        const auto saved = m_service.saveImage(caller, id, name.value());
        if (!saved.ok())
            return saved.error();
        return ApiResponse(CustomImages::toJson(saved.value().image, saved.value().sizeBytes, saved.value().createdAt,
                                                saved.value().sourceInstanceId),
                           Status::Created);
    });
}

ApiResponse InstanceRoutes::faults(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Instances, [&](const Caller &caller) -> ApiResponse {
        if (!m_service.visible(caller, id))
            return InstanceService::notFound();
        JsonBody body(request);
        const auto knobs = InstanceSpecParser::faults(body);
        if (!knobs.ok())
            return knobs.error();
        const auto set = m_service.setFaults(caller, id, knobs.value());
        if (!set.ok())
            return set.error();
        const Instance &i = set.value();
        return ApiResponse(QJsonObject{{u"boot_hang"_s, i.bootHang},
                                       {u"refuse_keys"_s, i.refuseKeys},
                                       {u"sshd_down"_s, i.sshdDown},
                                       {u"disk_full"_s, m_service.diskFull(i)}});
    });
}
