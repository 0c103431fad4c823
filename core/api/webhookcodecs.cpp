// The webhooks' codecs, beside codecs.cpp's.
#include "core/api/codecfields.h"
#include "core/model/webhook.h"

namespace Codecs {
namespace detail {

template <typename V> void fields(V &v, Webhook &x)
{
    v("id", x.id);
    v("url", x.url);
    v("format", x.format);
    v("events", x.events);
    v("balance_below_cents", x.balanceBelowCents);
    v("created_at", x.createdAt);
}

template <typename V> void fields(V &v, WebhookCreated &x)
{
    fields(v, x.webhook); // the secret is beside the webhook's own fields
    v("secret", x.secret);
}

template <typename V> void fields(V &v, WebhookDelivery &x)
{
    v("id", x.id);
    v("event", x.event);
    v("instance_id", x.instanceId);
    v("reason", x.reason);
    v("text", x.text);
    v("created_at", x.createdAt);
    v("attempts", x.attempts);
    v("state", x.state);
    v("status", x.status);
    v("error", x.error);
    v("delivered_at", x.deliveredAt);
    v("next_attempt_at", x.nextAttemptAt);
}

} // namespace detail

GPUDESK_CODEC(Webhook)
GPUDESK_CODEC(WebhookCreated)
GPUDESK_CODEC(WebhookDelivery)

} // namespace Codecs
