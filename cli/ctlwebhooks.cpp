// gpudeskctl webhooks: alerts that reach a phone, sent by the platform.
#include "cli/ctl.h"

#include <QCoreApplication>

#include "common/rfc3339.h"
#include "core/api/codecs.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QTimer>

using namespace Qt::StringLiterals;

int Ctl::webhooks(const QStringList &words)
{
    const QString sub = words.value(0, u"ls"_s);
    AccountWebhooks *hooks = need<AccountWebhooks>();
    if (!hooks)
        return Failed;
    if (sub == u"ls"_s) {
        const auto r = awaitAnswer<QList<Webhook>>(
            [&](QObject *c, Platform::Done<QList<Webhook>> done) { hooks->webhooks(c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "listing the webhooks"));
        if (m_json) {
            QJsonArray items;
            for (const Webhook &w : r.value())
                items.append(Codecs::encode(w));
            printJson(items);
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
    if (sub == u"events"_s) {
        const auto r = awaitAnswer<QList<WebhookEvent>>(
            [&](QObject *c, Platform::Done<QList<WebhookEvent>> done) { hooks->webhookEvents(c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the platform's events"));
        if (m_json) {
            QJsonArray items;
            for (const WebhookEvent &e : r.value())
                items.append(QJsonObject{{u"key"_s, e.key}, {u"name"_s, e.name}});
            printJson(items);
            return Ok;
        }
        for (const WebhookEvent &e : r.value())
            m_out << e.key << "  " << e.name << '\n';
        return Ok;
    }
    if (sub == u"add"_s) {
        WebhookSpec spec;
        spec.url = words.value(1).trimmed();
        if (spec.url.isEmpty())
            return usage(QT_TRANSLATE_NOOP("CtlHelp", "webhooks add needs the URL the platform posts to (https)"));
        if (m_parser.isSet(u"format"_s))
            spec.format = m_parser.value(u"format"_s).trimmed();
        spec.events = m_parser.value(u"events"_s).split(u',', Qt::SkipEmptyParts);
        for (QString &e : spec.events)
            e = e.trimmed();
        if (m_parser.isSet(u"below"_s)) {
            int exit = Ok;
            const auto below = moneyOption(u"below"_s, &exit);
            if (!below)
                return exit;
            spec.balanceBelowCents = below->cents();
        }
        const auto r = awaitAnswer<WebhookCreated>(
            [&](QObject *c, Platform::Done<WebhookCreated> done) { hooks->addWebhook(spec, c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "adding the webhook"));
        if (m_json) {
            printJson(Codecs::encode(r.value()));
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
    const QString id = words.value(1);
    if (id.isEmpty())
        return usage(
            QCoreApplication::translate("CtlHelp", "webhooks %1 needs the webhook's id (see webhooks ls)").arg(sub));
    if (sub == u"rm"_s) {
        const auto r = awaitAnswer<Nothing>(
            [&](QObject *c, Platform::Done<Nothing> done) { hooks->removeWebhook(id, c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "removing the webhook"));
        m_out << QCoreApplication::translate("Ctl", "removed %1").arg(id) << '\n';
        return Ok;
    }
    if (sub == u"test"_s) {
        const auto sent = awaitAnswer<WebhookDelivery>(
            [&](QObject *c, Platform::Done<WebhookDelivery> done) { hooks->testWebhook(id, c, std::move(done)); });
        if (!sent.ok())
            return failed(sent.error(), QT_TRANSLATE_NOOP("CtlHelp", "testing the webhook"));
        if (sent.value().attempts > 0) { // sent before the platform answered
            if (sent.value().state == u"delivered"_s) {
                m_out << QCoreApplication::translate("Ctl", "delivered: %1").arg(sent.value().text) << '\n';
                return Ok;
            }
            m_err << "gpudeskctl: "
                  << QCoreApplication::translate("Ctl", "not delivered: %1")
                         .arg(sent.value().error.value_or(sent.value().text))
                  << '\n';
            return Failed;
        }
        // The platform sends it in the background; its answer is in the deliveries a moment later.
        WebhookDeliveries *list = need<WebhookDeliveries>();
        if (!list)
            return Failed;
        for (int look = 0; look < 40; ++look) {
            const auto r
                = awaitAnswer<QList<WebhookDelivery>>([&](QObject *c, Platform::Done<QList<WebhookDelivery>> d) {
                      list->webhookDeliveries(id, c, std::move(d));
                  });
            if (!r.ok())
                return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the deliveries"));
            for (const WebhookDelivery &d : r.value()) {
                if (d.id != sent.value().id || d.attempts == 0)
                    continue;
                if (d.state == u"delivered"_s) {
                    m_out << QCoreApplication::translate("Ctl", "delivered: the receiver answered HTTP %1")
                                 .arg(d.status.value_or(0))
                          << '\n';
                    return Ok;
                }
                m_err << "gpudeskctl: "
                      << QCoreApplication::translate(
                             "Ctl", "not delivered: %1; the platform tries again later (webhooks deliveries %2)")
                             .arg(d.error.value_or(QCoreApplication::translate("Ctl", "no answer")), id)
                      << '\n';
                return Failed;
            }
            QEventLoop wait;
            QTimer::singleShot(250, &wait, &QEventLoop::quit);
            wait.exec();
        }
        m_err << "gpudeskctl: "
              << QCoreApplication::translate("Ctl", "sent, but no answer yet: see `gpudeskctl webhooks deliveries %1`")
                     .arg(id)
              << '\n';
        return Failed;
    }
    if (sub == u"deliveries"_s) {
        WebhookDeliveries *list = need<WebhookDeliveries>();
        if (!list)
            return Failed;
        const auto r = awaitAnswer<QList<WebhookDelivery>>([&](QObject *c, Platform::Done<QList<WebhookDelivery>> d) {
            list->webhookDeliveries(id, c, std::move(d));
        });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the deliveries"));
        if (m_json) {
            QJsonArray items;
            for (const WebhookDelivery &d : r.value())
                items.append(Codecs::encode(d));
            printJson(items);
            return Ok;
        }
        for (const WebhookDelivery &d : r.value())
            m_out << Rfc3339::format(d.createdAt) << "  " << d.event << "  " << d.state << "  "
                  << (d.status ? u"HTTP "_s + QString::number(*d.status) : d.error.value_or(QString())) << "  ("
                  << d.attempts << (d.attempts == 1 ? " attempt)" : " attempts)") << '\n';
        return Ok;
    }
    return usage(QT_TRANSLATE_NOOP("CtlHelp", "webhooks takes ls, events, add URL, test ID, deliveries ID or rm ID"));
}
