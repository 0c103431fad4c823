// gpudeskctl webhooks: alerts that reach a phone, sent by the platform.
#include "cli/webhookcommands.h"

#include "common/rfc3339.h"
#include "core/api/codecs.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QTimer>

using namespace Qt::StringLiterals;

QList<CtlCommand> WebhookCommands::table()
{
    return {
        {.path = {u"webhooks"_s, u"ls"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp", "alerts the platform sends to a phone: where, in which format, for which events")),
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<WebhookCommands, &WebhookCommands::list>},
        {.path = {u"webhooks"_s, u"events"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp", "the events a webhook can be told, as the platform names them (--events takes these)")),
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<WebhookCommands, &WebhookCommands::events>},
        {.path = {u"webhooks"_s, u"add"_s},
         .arguments = u"URL"_s,
         .summary
         = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "a webhook: prints its id and its secret, shown once")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "URL is a bot's incoming webhook (https; http only to this computer). --format json|feishu|dingtalk|wecom|"
             "slack|ntfy (json by default; Vast.ai sends only its own JSON), --events narrows it (see webhooks events; "
             "all by default), --below AMOUNT is where balance.low fires (not on Vast.ai). Each delivery is signed: on "
             "gpudesk's sandbox X-Gpudesk-Signature t=SECONDS,v1=HMAC-SHA256(secret, SECONDS.body), on Vast.ai "
             "X-Vast-Signature-256.")),
         .options = {u"format"_s, u"events"_s, u"below"_s},
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Other},
         .run = &CtlGroup::run<WebhookCommands, &WebhookCommands::add>},
        {.path = {u"webhooks"_s, u"test"_s},
         .arguments = u"ID"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "send a test event now and say whether it arrived")),
         .needs = Needs::Login,
         .words = {Word::Other},
         .run = &CtlGroup::run<WebhookCommands, &WebhookCommands::test>},
        {.path = {u"webhooks"_s, u"deliveries"_s},
         .arguments = u"ID"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "a webhook's latest deliveries and their results")),
         .needs = Needs::Login,
         .printsData = true,
         .words = {Word::Other},
         .run = &CtlGroup::run<WebhookCommands, &WebhookCommands::deliveries>},
        {.path = {u"webhooks"_s, u"rm"_s},
         .arguments = u"ID"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "remove a webhook")),
         .needs = Needs::Login,
         .words = {Word::Other},
         .run = &CtlGroup::run<WebhookCommands, &WebhookCommands::remove>},
    };
}

QString WebhookCommands::webhookId(const QStringList &words, const QString &command)
{
    const QString id = words.value(0);
    if (id.isEmpty())
        m_ctx.usage(QCoreApplication::translate("CtlHelp", "webhooks %1 needs the webhook's id (see webhooks ls)")
                        .arg(command));
    return id;
}

CtlExit WebhookCommands::list(const QStringList &)
{
    AccountWebhooks *hooks = m_ctx.need<AccountWebhooks>();
    if (!hooks)
        return Failed;
    const auto r = awaitAnswer<QList<Webhook>>(
        [&](QObject *c, Platform::Done<QList<Webhook>> done) { hooks->webhooks(c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing the webhooks"));
    if (m_ctx.json()) {
        QJsonArray items;
        for (const Webhook &w : r.value())
            items.append(Codecs::encode(w));
        m_ctx.printJson(items);
        return Ok;
    }
    if (r.value().isEmpty()) {
        const QStringList formats = hooks->webhookOptions().formats;
        if (formats.size() > 1)
            m_out << QCoreApplication::translate("Ctl",
                                                 "no webhooks; add one with `gpudeskctl webhooks add URL "
                                                 "--format %1` (or %2)")
                         .arg(formats.first(), formats.mid(1).join(u", "_s))
                  << '\n';
        else
            m_out << QCoreApplication::translate("Ctl",
                                                 "no webhooks; add one with `gpudeskctl webhooks add URL` (the "
                                                 "platform's own JSON, for a receiver of yours)")
                  << '\n';
    }
    for (const Webhook &w : r.value())
        m_out << w.id << "  " << w.format << "  " << w.url << "  " << w.events.join(u',') << '\n';
    return Ok;
}

CtlExit WebhookCommands::events(const QStringList &)
{
    AccountWebhooks *hooks = m_ctx.need<AccountWebhooks>();
    if (!hooks)
        return Failed;
    const auto r = awaitAnswer<QList<WebhookEvent>>(
        [&](QObject *c, Platform::Done<QList<WebhookEvent>> done) { hooks->webhookEvents(c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the platform's events"));
    if (m_ctx.json()) {
        QJsonArray items;
        for (const WebhookEvent &e : r.value())
            items.append(QJsonObject{{u"key"_s, e.key}, {u"name"_s, e.name}});
        m_ctx.printJson(items);
        return Ok;
    }
    for (const WebhookEvent &e : r.value())
        m_out << e.key << "  " << e.name << '\n';
    return Ok;
}

CtlExit WebhookCommands::add(const QStringList &words)
{
    AccountWebhooks *hooks = m_ctx.need<AccountWebhooks>();
    if (!hooks)
        return Failed;
    WebhookSpec spec;
    spec.url = words.value(0).trimmed();
    if (spec.url.isEmpty())
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "webhooks add needs the URL the platform posts to (https)"));
    if (m_ctx.isSet(u"format"_s))
        spec.format = m_ctx.value(u"format"_s).trimmed();
    spec.events = m_ctx.value(u"events"_s).split(u',', Qt::SkipEmptyParts);
    for (QString &e : spec.events)
        e = e.trimmed();
    if (m_ctx.isSet(u"below"_s)) {
        const CtlGot<Money> below = m_ctx.moneyOption(u"below"_s);
        if (!below)
            return below.exit();
        spec.balanceBelowCents = below->cents();
    }
    const auto r = awaitAnswer<WebhookCreated>(
        [&](QObject *c, Platform::Done<WebhookCreated> done) { hooks->addWebhook(spec, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "adding the webhook"));
    if (m_ctx.json()) {
        m_ctx.printJson(Codecs::encode(r.value()));
    } else {
        m_out << r.value().webhook.id << ' ' << r.value().secret << '\n';
        m_err << QCoreApplication::translate("Ctl",
                                             "webhook %1 added (%2, %3); its secret is shown once: check %4 "
                                             "with it. Try it: gpudeskctl webhooks test %5")
                     .arg(r.value().webhook.id, r.value().webhook.format, r.value().webhook.events.join(u", "_s),
                          hooks->webhookOptions().signatureHeader, r.value().webhook.id)
              << '\n';
    }
    return Ok;
}

CtlExit WebhookCommands::test(const QStringList &words)
{
    const QString id = webhookId(words, u"test"_s);
    if (id.isEmpty())
        return Usage;
    AccountWebhooks *hooks = m_ctx.need<AccountWebhooks>();
    if (!hooks)
        return Failed;
    const auto sent = awaitAnswer<WebhookDelivery>(
        [&](QObject *c, Platform::Done<WebhookDelivery> done) { hooks->testWebhook(id, c, std::move(done)); });
    if (!sent.ok())
        return m_ctx.failed(sent.error(), QT_TRANSLATE_NOOP("CtlHelp", "testing the webhook"));
    if (sent.value().attempts > 0) { // sent before the platform answered
        if (sent.value().state == u"delivered"_s) {
            m_out << QCoreApplication::translate("Ctl", "delivered: %1").arg(sent.value().text) << '\n';
            return Ok;
        }
        return m_ctx.fail(QCoreApplication::translate("Ctl", "not delivered: %1")
                              .arg(sent.value().error.value_or(sent.value().text)));
    }
    // The platform sends it in the background; its answer is in the deliveries a moment later.
    WebhookDeliveries *list = m_ctx.need<WebhookDeliveries>();
    if (!list)
        return Failed;
    for (int look = 0; look < 40; ++look) {
        const auto r = awaitAnswer<QList<WebhookDelivery>>([&](QObject *c, Platform::Done<QList<WebhookDelivery>> d) {
            list->webhookDeliveries(id, c, std::move(d));
        });
        if (!r.ok())
            return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the deliveries"));
        for (const WebhookDelivery &d : r.value()) {
            if (d.id != sent.value().id || d.attempts == 0)
                continue;
            if (d.state == u"delivered"_s) {
                m_out << QCoreApplication::translate("Ctl", "delivered: the receiver answered HTTP %1")
                             .arg(d.status.value_or(0))
                      << '\n';
                return Ok;
            }
            return m_ctx.fail(QCoreApplication::translate(
                                  "Ctl", "not delivered: %1; the platform tries again later (webhooks deliveries %2)")
                                  .arg(d.error.value_or(QCoreApplication::translate("Ctl", "no answer")), id));
        }
        QEventLoop wait;
        QTimer::singleShot(250, &wait, &QEventLoop::quit);
        wait.exec();
    }
    return m_ctx.fail(
        QCoreApplication::translate("Ctl", "sent, but no answer yet: see `gpudeskctl webhooks deliveries %1`").arg(id));
}

CtlExit WebhookCommands::deliveries(const QStringList &words)
{
    const QString id = webhookId(words, u"deliveries"_s);
    if (id.isEmpty())
        return Usage;
    AccountWebhooks *hooks = m_ctx.need<AccountWebhooks>();
    if (!hooks)
        return Failed;
    WebhookDeliveries *list = m_ctx.need<WebhookDeliveries>();
    if (!list)
        return Failed;
    const auto r = awaitAnswer<QList<WebhookDelivery>>(
        [&](QObject *c, Platform::Done<QList<WebhookDelivery>> d) { list->webhookDeliveries(id, c, std::move(d)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the deliveries"));
    if (m_ctx.json()) {
        QJsonArray items;
        for (const WebhookDelivery &d : r.value())
            items.append(Codecs::encode(d));
        m_ctx.printJson(items);
        return Ok;
    }
    for (const WebhookDelivery &d : r.value())
        m_out << Rfc3339::format(d.createdAt) << "  " << d.event << "  " << d.state << "  "
              << (d.status ? u"HTTP "_s + QString::number(*d.status) : d.error.value_or(QString())) << "  ("
              << d.attempts << (d.attempts == 1 ? " attempt)" : " attempts)") << '\n';
    return Ok;
}

CtlExit WebhookCommands::remove(const QStringList &words)
{
    const QString id = webhookId(words, u"rm"_s);
    if (id.isEmpty())
        return Usage;
    AccountWebhooks *hooks = m_ctx.need<AccountWebhooks>();
    if (!hooks)
        return Failed;
    const auto r = awaitAnswer<Nothing>(
        [&](QObject *c, Platform::Done<Nothing> done) { hooks->removeWebhook(id, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "removing the webhook"));
    m_out << QCoreApplication::translate("Ctl", "removed %1").arg(id) << '\n';
    return Ok;
}
