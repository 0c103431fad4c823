// VastPlatform's notification webhooks (AccountWebhooks): /api/v0/webhooks and the notification
// types they are told about.
#include "core/api/httpanswers.h"
#include "core/api/vast/vastcodecs.h"
#include "core/api/vast/vastplatform.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

WebhookOptions VastPlatform::webhookOptions() const
{
    return {{u"json"_s}, false, u"X-Vast-Signature-256"_s};
}

void VastPlatform::webhookEvents(QObject *context, Done<QList<WebhookEvent>> done)
{
    m_http->call("GET", u"/api/v0/notification-types"_s, {}, Retry::Safe, context,
                 HttpAnswers::decoded<QList<WebhookEvent>>(&VastCodecs::notificationTypes, std::move(done)));
}

void VastPlatform::webhooks(QObject *context, Done<QList<Webhook>> done)
{
    m_http->call("GET", u"/api/v0/webhooks"_s, {}, Retry::Safe, context,
                 HttpAnswers::decoded<QList<Webhook>>(&VastCodecs::webhooks, std::move(done)));
}

void VastPlatform::addWebhook(const WebhookSpec &spec, QObject *context, Done<WebhookCreated> done)
{
    auto refused = [&](const QString &field, const QString &message) {
        ApiError e = ApiError::refused(0, u"invalid_argument"_s, message);
        e.details.insert(u"field"_s, field);
        HttpAnswers::refuse(e, context, std::move(done));
    };
    if (!webhookOptions().formats.contains(spec.format))
        return refused(u"format"_s,
                       tr("Vast.ai sends its own JSON, signed with X-Vast-Signature-256, not a chat "
                          "bot's message: a chat bot needs a receiver of yours in between (format json)."));
    if (spec.balanceBelowCents)
        return refused(u"balance_below"_s,
                       tr("Vast.ai decides itself when the credit is low: its webhooks take no amount."));
    if (spec.events.isEmpty()) {
        // Vast needs them named: every one the account can be told.
        return webhookEvents(
            context,
            [this, spec, context, done = std::move(done)](const ApiResult<QList<WebhookEvent>> &events) mutable {
                if (!events.ok())
                    return done(events.error());
                WebhookSpec every = spec;
                for (const WebhookEvent &e : events.value())
                    every.events << e.key;
                if (every.events.isEmpty())
                    return done(ApiError::refused(0, u"invalid_argument"_s,
                                                  tr("Vast.ai offers no notification for webhooks to this account.")));
                addWebhook(every, context, std::move(done));
            });
    }
    const QJsonObject body{{u"name"_s, u"gpudesk"_s},
                           {u"webhook_url"_s, spec.url},
                           {u"event_types"_s, QJsonArray::fromStringList(spec.events)}};
    // Never sent twice: a second one would be a second webhook with another secret.
    m_http->call("POST", u"/api/v0/webhooks"_s, body, Retry::OnlyIfNotSent, context,
                 HttpAnswers::decoded<WebhookCreated>(&VastCodecs::createdWebhook, std::move(done)));
}

void VastPlatform::removeWebhook(const QString &id, QObject *context, Done<Nothing> done)
{
    m_http->call("DELETE", u"/api/v0/webhooks/"_s + HttpTransport::segment(id), {}, Retry::Safe, context,
                 HttpAnswers::nothing(std::move(done)));
}

void VastPlatform::testWebhook(const QString &id, QObject *context, Done<WebhookDelivery> done)
{
    m_http->call("POST", u"/api/v0/webhooks/"_s + HttpTransport::segment(id) + u"/test"_s, QJsonObject(),
                 Retry::OnlyIfNotSent, context, [this, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
                     if (!answer.ok())
                         return done(answer.error());
                     done(VastCodecs::testDelivery(answer.value().json, m_clock.now()));
                 });
}
