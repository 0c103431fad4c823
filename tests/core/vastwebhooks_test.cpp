// VastPlatform's notification webhooks against FakeVast: Vast's own notification types for a renter,
// a webhook for every one of them when none is named, the secret once, a test that Vast delivers
// before it answers (and says when it could not), and what Vast's webhooks cannot be (a chat
// bot's format, a balance threshold), refused before a call.
#include "core/api/awaitanswer.h"
#include "core/api/vast/vastplatform.h"
#include "tests/support/fakevast.h"

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

struct VastHooksConnected
{
    FakeVast vast;
    SystemClock clock;
    VastPlatform platform{vast.url(), clock};
    VastHooksConnected()
    {
        HttpTransport::RetryPolicy fast;
        fast.baseDelayMs = 5;
        platform.setRetryPolicy(fast);
        platform.setToken(vast.apiKey());
    }
    template <typename T> ApiResult<T> await(const std::function<void(QObject *, Platform::Done<T>)> &call)
    {
        return awaitAnswer<T>(call, 15000);
    }
    ApiResult<WebhookCreated> add(const WebhookSpec &spec)
    {
        return await<WebhookCreated>([&](QObject *c, auto d) { platform.addWebhook(spec, c, d); });
    }
};

} // namespace

TEST(VastWebhooks, AWebhookIsToldVastsOwnEventsSignedAndTestedAtOnce)
{
    VastHooksConnected v;
    AccountWebhooks *hooks = v.platform.facet<AccountWebhooks>();
    ASSERT_TRUE(hooks);
    EXPECT_FALSE(v.platform.has<WebhookDeliveries>()); // Vast keeps no list of them
    EXPECT_EQ(hooks->webhookOptions().formats, QStringList{u"json"_s});
    EXPECT_FALSE(hooks->webhookOptions().balanceThreshold);
    EXPECT_EQ(hooks->webhookOptions().signatureHeader, u"X-Vast-Signature-256"_s);

    // A renter's events only: the host's are for those who rent machines out.
    const auto events = v.await<QList<WebhookEvent>>([&](QObject *c, auto d) { hooks->webhookEvents(c, d); });
    ASSERT_TRUE(events.ok()) << events.error().summary().toStdString();
    ASSERT_EQ(events.value().size(), 2);
    EXPECT_EQ(events.value()[0], (WebhookEvent{u"client:low_credit"_s, u"Low balance notifications"_s}));
    EXPECT_EQ(events.value()[1].key, u"client:outbid"_s);

    // None named: every one of them (Vast needs them named).
    WebhookSpec spec;
    spec.url = u"https://alerts.example.edu/vast"_s;
    const auto made = v.add(spec);
    ASSERT_TRUE(made.ok()) << made.error().summary().toStdString();
    EXPECT_TRUE(made.value().secret.startsWith(u"vwhsec_"_s));
    EXPECT_EQ(made.value().webhook.format, u"json"_s);
    EXPECT_EQ(made.value().webhook.events, (QStringList{u"client:low_credit"_s, u"client:outbid"_s}));
    const QJsonObject sent = v.vast.requests.last().body;
    EXPECT_EQ(sent.value(u"webhook_url"_s).toString(), spec.url);
    EXPECT_EQ(sent.value(u"name"_s).toString(), u"gpudesk"_s);

    spec.events = {u"client:low_credit"_s};
    ASSERT_TRUE(v.add(spec).ok());
    const auto listed = v.await<QList<Webhook>>([&](QObject *c, auto d) { hooks->webhooks(c, d); });
    ASSERT_TRUE(listed.ok()) << listed.error().summary().toStdString();
    ASSERT_EQ(listed.value().size(), 2);
    EXPECT_EQ(listed.value()[1].events, QStringList{u"client:low_credit"_s});
    EXPECT_TRUE(listed.value()[0].createdAt.isValid());

    // Vast sends the test before it answers: the delivery comes back with its result.
    const QString id = made.value().webhook.id;
    const auto test = v.await<WebhookDelivery>([&](QObject *c, auto d) { hooks->testWebhook(id, c, d); });
    ASSERT_TRUE(test.ok()) << test.error().summary().toStdString();
    EXPECT_EQ(test.value().state, u"delivered"_s);
    EXPECT_EQ(test.value().attempts, 1);
    EXPECT_EQ(test.value().text, u"Test webhook delivered"_s);
    EXPECT_EQ(v.vast.webhookTests, QList<qint64>{id.toLongLong()});
    v.vast.webhookReceiverDown = true;
    const auto down = v.await<WebhookDelivery>([&](QObject *c, auto d) { hooks->testWebhook(id, c, d); });
    ASSERT_FALSE(down.ok());
    EXPECT_TRUE(down.error().message.contains(u"connection refused"_s)) << down.error().message.toStdString();

    ASSERT_TRUE(v.await<Nothing>([&](QObject *c, auto d) { hooks->removeWebhook(id, c, d); }).ok());
    const auto gone = v.await<Nothing>([&](QObject *c, auto d) { hooks->removeWebhook(id, c, d); });
    ASSERT_FALSE(gone.ok());
    EXPECT_EQ(gone.error().code, u"not_found"_s);
    EXPECT_EQ(v.vast.webhooks.size(), 1);
}

TEST(VastWebhooks, WhatVastsWebhooksCannotBeIsRefusedInWordsBeforeACall)
{
    VastHooksConnected v;
    const int before = int(v.vast.requests.size());
    WebhookSpec feishu;
    feishu.url = u"https://open.feishu.cn/open-apis/bot/v2/hook/x"_s;
    feishu.format = u"feishu"_s;
    auto r = v.add(feishu);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().details.value(u"field"_s).toString(), u"format"_s);
    EXPECT_TRUE(r.error().message.contains(u"receiver of yours"_s)) << r.error().message.toStdString();

    WebhookSpec threshold;
    threshold.url = u"https://alerts.example.edu/vast"_s;
    threshold.balanceBelowCents = 500;
    r = v.add(threshold);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().details.value(u"field"_s).toString(), u"balance_below"_s);
    EXPECT_EQ(int(v.vast.requests.size()), before);

    // Vast's own refusal of an event it does not have is passed on as it said it.
    WebhookSpec unknown;
    unknown.url = u"https://alerts.example.edu/vast"_s;
    unknown.events = {u"client:instance_stopped"_s};
    r = v.add(unknown);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, u"invalid_argument"_s);
    EXPECT_TRUE(r.error().message.contains(u"client:instance_stopped"_s)) << r.error().message.toStdString();
}
