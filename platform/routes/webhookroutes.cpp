#include "platform/routes/webhookroutes.h"

#include "common/clock.h"
#include "common/crypto.h"
#include "common/rfc3339.h"
#include "platform/accounts/authenticator.h"
#include "platform/http/jsonbody.h"
#include "platform/http/jsontime.h"
#include "platform/http/router.h"
#include "platform/instances/webhookdispatcher.h"
#include "platform/model/lifecycle.h"
#include "platform/store/database.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QUrl>

using namespace Qt::StringLiterals;
using Method = ApiRequest::Method;
using Status = HttpStatus;

namespace {

QJsonObject webhookJson(const WebhookStore::Webhook &w)
{
    return {{u"id"_s, QString::number(w.id)},
            {u"url"_s, w.url},
            {u"format"_s, w.format},
            {u"events"_s, QJsonArray::fromStringList(w.events)},
            {u"balance_below_cents"_s, w.balanceBelowCents},
            {u"created_at"_s, Rfc3339::formatSeconds(w.createdAt)}};
}

QJsonObject deliveryJson(const WebhookStore::Delivery &d)
{
    return {{u"id"_s, QString::number(d.id)},
            {u"webhook_id"_s, QString::number(d.webhookId)},
            {u"event"_s, d.event},
            {u"instance_id"_s, d.instanceId ? QJsonValue(QString::number(*d.instanceId)) : QJsonValue()},
            {u"reason"_s, d.reason.isEmpty() ? QJsonValue() : QJsonValue(d.reason)},
            {u"text"_s, d.text},
            {u"created_at"_s, Rfc3339::formatSeconds(d.createdAt)},
            {u"attempts"_s, d.attempts},
            {u"state"_s, WebhookStore::Delivery::wire(d.state())},
            {u"status"_s, d.status ? QJsonValue(*d.status) : QJsonValue()},
            {u"error"_s, d.error.isEmpty() ? QJsonValue() : QJsonValue(d.error)},
            {u"delivered_at"_s, timeOrNull(d.deliveredAt)},
            {u"next_attempt_at"_s,
             d.state() == WebhookStore::Delivery::State::Pending ? timeOrNull(d.nextAt) : QJsonValue()}};
}

/// Why `url` cannot receive webhooks, or empty: https, or plain http to this computer only (the
/// sandbox's receivers in tests and on a student's own machine).
QString urlProblem(const QString &text)
{
    const QUrl url(text, QUrl::StrictMode);
    if (text.size() > 2000 || !url.isValid() || url.host().isEmpty() || !url.userInfo().isEmpty())
        return u"'%1' is not a web address such as https://example.com/hook."_s.arg(text.left(100));
    if (url.scheme() == u"https"_s)
        return {};
    const QHostAddress host(url.host());
    const bool loopback = url.host() == u"localhost"_s || (!host.isNull() && host.isLoopback());
    if (url.scheme() == u"http"_s && loopback)
        return {};
    return u"A webhook is sent over https (plain http only to this computer, 127.0.0.1)."_s;
}

} // namespace

WebhookRoutes::WebhookRoutes(RouteContext context, WebhookDispatcher &dispatcher, QObject *parent)
    : QObject(parent)
    , m_ctx(context)
    , m_dispatcher(dispatcher)
{
    Router &router = m_ctx.router;
    router.add(Method::Get, u"/v1/webhooks"_s, [this](const ApiRequest &r) { return list(r); });
    router.add(Method::Post, u"/v1/webhooks"_s, [this](const ApiRequest &r) { return add(r); });
    router.add(Method::Delete, u"/v1/webhooks/{id}"_s,
               [this](const ApiRequest &r) { return remove(r.arg(u"id"_s), r); });
    router.add(Method::Post, u"/v1/webhooks/{id}/test"_s,
               [this](const ApiRequest &r) { return test(r.arg(u"id"_s), r); });
    router.add(Method::Get, u"/v1/webhooks/{id}/deliveries"_s,
               [this](const ApiRequest &r) { return deliveries(r.arg(u"id"_s), r); });
    router.add(Method::Post, u"/v1/instances/{id}/notify"_s,
               [this](const ApiRequest &r) { return notify(r.arg(u"id"_s), r); });
}

ApiResponse WebhookRoutes::list(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Read, [&](const Caller &caller) -> ApiResponse {
        QJsonArray items;
        for (const WebhookStore::Webhook &w : m_dispatcher.store().list(caller.accountId))
            items.append(webhookJson(w));
        return ApiResponse(QJsonObject{{u"items"_s, items}});
    });
}

ApiResponse WebhookRoutes::add(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Session, [&](const Caller &caller) -> ApiResponse {
        JsonBody body(request);
        body.allowOnly({u"url", u"events", u"format", u"balance_below_cents"});
        WebhookStore::Webhook w;
        w.accountId = caller.accountId;
        w.url = body.string(u"url"_s).trimmed();
        w.events = body.has(u"events"_s) ? body.stringList(u"events"_s) : WebhookStore::events();
        w.format = body.optionalString(u"format"_s, u"json"_s);
        w.balanceBelowCents = body.optionalInteger(u"balance_below_cents"_s, kDefaultBalanceBelowCents);
        if (body.ok())
            if (const QString problem = urlProblem(w.url); !problem.isEmpty())
                body.fail(u"url"_s, u"invalid_url"_s, problem);
        if (body.ok() && w.events.isEmpty())
            body.fail(u"events"_s, u"empty"_s, u"Give at least one event, or leave events out for all of them."_s);
        for (const QString &e : std::as_const(w.events)) {
            if (body.ok() && !WebhookStore::events().contains(e))
                body.fail(u"events"_s, u"unknown_event"_s,
                          u"'%1' is not an event; the events are %2."_s.arg(e, WebhookStore::events().join(u", "_s)));
        }
        if (body.ok() && !WebhookStore::formats().contains(w.format))
            body.fail(
                u"format"_s, u"unknown_format"_s,
                u"'%1' is not a format; the formats are %2."_s.arg(w.format, WebhookStore::formats().join(u", "_s)));
        if (body.ok() && (w.balanceBelowCents < 0 || w.balanceBelowCents > 100'000'000))
            body.fail(u"balance_below_cents"_s, u"out_of_range"_s,
                      u"The balance to warn under is 0 to 1000000 yuan."_s);
        if (!body.ok())
            return body.takeError();
        if (m_dispatcher.store().list(caller.accountId).size() >= kMaxWebhooks)
            return ApiError(Status::Conflict, u"conflict"_s,
                            u"An account has at most 10 webhooks; remove one you no longer use."_s,
                            QJsonObject{{u"reason"_s, u"too_many"_s}});
        QStringList events;
        for (const QString &e : WebhookStore::events()) {
            if (w.events.contains(e))
                events << e; // the contract's order, once each
        }
        w.events = events;
        w.secret = Crypto::randomToken(u"whsec_"_s, 24);
        w.createdAt = m_ctx.clock.nowSeconds();
        w.id = m_dispatcher.store().add(w);
        QJsonObject json = webhookJson(w);
        json.insert(u"secret"_s, w.secret); // shown once: deliveries are signed with it
        return ApiResponse(json, Status::Created);
    });
}

ApiResponse WebhookRoutes::remove(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Session, [&](const Caller &caller) -> ApiResponse {
        if (!m_dispatcher.store().remove(id.toLongLong(), caller.accountId))
            return RouteContext::notFound(u"webhook"_s);
        return ApiResponse(Status::NoContent);
    });
}

ApiResponse WebhookRoutes::test(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Session, [&](const Caller &caller) -> ApiResponse {
        const auto w = m_dispatcher.store().find(id.toLongLong(), caller.accountId);
        if (!w)
            return RouteContext::notFound(u"webhook"_s);
        JsonBody body(request);
        body.allowOnly({});
        if (!body.ok())
            return body.takeError();
        WebhookStore::Delivery d;
        d.event = u"test"_s;
        d.text
            = u"gpudesk: this webhook works; its alerts will come here.\ngpudesk：这个 Webhook 可以用了，提醒会发到这里。"_s;
        const qint64 id = m_dispatcher.store().enqueueTo(w->id, d, m_ctx.clock.nowSeconds());
        m_dispatcher.look(); // sent now, not at the next look
        const auto queued = m_dispatcher.store().delivery(id);
        if (!queued)
            return ApiError(Status::InternalServerError, u"internal"_s, u"The test delivery could not be queued."_s);
        return ApiResponse(deliveryJson(*queued), Status::Accepted);
    });
}

ApiResponse WebhookRoutes::deliveries(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Read, [&](const Caller &caller) -> ApiResponse {
        const auto w = m_dispatcher.store().find(id.toLongLong(), caller.accountId);
        if (!w)
            return RouteContext::notFound(u"webhook"_s);
        QJsonArray items;
        for (const WebhookStore::Delivery &d : m_dispatcher.store().deliveries(w->id, 50))
            items.append(deliveryJson(d));
        return ApiResponse(QJsonObject{{u"items"_s, items}});
    });
}

ApiResponse WebhookRoutes::notify(const QString &instanceId, const ApiRequest &request)
{
    return m_ctx.withCallerOrInstance(request, Access::Instances, instanceId, [&](const Caller &caller) -> ApiResponse {
        const QVariant name
            = m_ctx.db.scalar(u"SELECT name FROM instances WHERE id = ? AND account_id = ? AND state <> ?"_s,
                              {instanceId.toLongLong(), caller.accountId, Lifecycle::wire(InstanceState::Released)});
        if (!name.isValid())
            return RouteContext::notFound(u"instance"_s);
        JsonBody body(request);
        body.allowOnly({u"event", u"job", u"exit_status"});
        const QString event = body.string(u"event"_s);
        const QString job = body.string(u"job"_s).trimmed().left(200);
        const bool hasStatus = body.has(u"exit_status"_s) && !body.object().value(u"exit_status"_s).isNull();
        const qint64 status = hasStatus ? body.integer(u"exit_status"_s) : 0;
        if (body.ok() && event != u"job.finished"_s)
            body.fail(u"event"_s, u"unknown_event"_s, u"An instance says only job.finished."_s);
        if (body.ok() && job.isEmpty())
            body.fail(u"job"_s, u"required"_s, u"Name the job that finished."_s);
        if (!body.ok())
            return body.takeError();
        WebhookStore::Delivery d;
        d.event = event;
        d.instanceId = instanceId.toLongLong();
        d.reason = hasStatus ? (status == 0 ? u"succeeded"_s : u"failed"_s) : u"killed"_s;
        const QString how = hasStatus ? u"exit status %1"_s.arg(status) : u"killed"_s;
        d.text = u"gpudesk: %1 finished on %2 (%3); the instance stops as you asked.\n"
                 "gpudesk：%2 上的 %1 已结束（%3），实例会按你的设置关机。"_s.arg(job, name.toString(), how);
        d.data = QJsonObject{{u"job"_s, job},
                             {u"instance_name"_s, name.toString()},
                             {u"exit_status"_s, hasStatus ? QJsonValue(status) : QJsonValue()}};
        const QList<qint64> queued = m_dispatcher.store().enqueue(caller.accountId, d, m_ctx.clock.nowSeconds());
        return ApiResponse(QJsonObject{{u"queued"_s, int(queued.size())}}, Status::Accepted);
    });
}
