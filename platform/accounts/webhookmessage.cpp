#include "platform/accounts/webhookmessage.h"

#include "common/crypto.h"
#include "common/rfc3339.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

WebhookMessage WebhookMessage::build(const QString &format, const Event &e)
{
    WebhookMessage m;
    m.contentType = "application/json";
    const auto json = [](const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); };
    // The bots' own message shapes: a text message, the same sentence.
    if (format == u"feishu"_s) {
        m.body = json({{u"msg_type"_s, u"text"_s}, {u"content"_s, QJsonObject{{u"text"_s, e.text}}}});
    } else if (format == u"dingtalk"_s || format == u"wecom"_s) {
        m.body = json({{u"msgtype"_s, u"text"_s}, {u"text"_s, QJsonObject{{u"content"_s, e.text}}}});
    } else if (format == u"slack"_s) {
        m.body = json({{u"text"_s, e.text}});
    } else if (format == u"ntfy"_s) {
        // ntfy publishes the body of a POST to the topic's URL as the message.
        m.body = e.text.toUtf8();
        m.contentType = "text/plain; charset=utf-8";
        m.headers.append(qMakePair(QByteArray("Title"), QByteArray("gpudesk: " + e.event.toUtf8())));
        m.headers.append(
            qMakePair(QByteArray("Tags"), QByteArray(e.event == u"instance.stopped"_s ? "stop_sign" : "warning")));
    } else {
        QJsonObject body{{u"event"_s, e.event},
                         {u"reason"_s, e.reason.isEmpty() ? QJsonValue() : QJsonValue(e.reason)},
                         {u"text"_s, e.text},
                         {u"at"_s, Rfc3339::formatSeconds(e.at)},
                         {u"data"_s, e.data}};
        body.insert(u"instance_id"_s, e.instanceId ? QJsonValue(QString::number(*e.instanceId)) : QJsonValue());
        m.body = json(body);
    }
    return m;
}

QByteArray WebhookMessage::signature(const QByteArray &secret, qint64 unixSeconds, const QByteArray &body)
{
    const QByteArray t = QByteArray::number(unixSeconds);
    const QByteArray signedText = t + '.' + body;
    return "t=" + t + ",v1=" + Crypto::hmacSha256Hex(secret, signedText);
}
