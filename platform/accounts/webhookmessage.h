#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>

/// One webhook delivery as it goes on the wire: the body in the webhook's format (plain JSON, or
/// the incoming-webhook message of Feishu/Lark, DingTalk, WeCom, Slack or ntfy), its content type,
/// and its signature.
struct WebhookMessage
{
    /// What happened, in the platform's words for people (English, then Chinese) and for programs.
    struct Event
    {
        QString event; ///< instance.stopped, balance.low, spend_limit.near, voucher.expiring, job.finished, test
        std::optional<qint64> instanceId;
        QString reason;
        QString text;
        QJsonObject data;
        qint64 at = 0; ///< platform time
    };

    QByteArray body;
    QByteArray contentType;
    QList<QPair<QByteArray, QByteArray>> headers; ///< besides the signature (ntfy's Title)

    static WebhookMessage build(const QString &format, const Event &event);
    /// `X-Gpudesk-Signature`: "t=UNIX_SECONDS,v1=HEX", HEX being HMAC-SHA256 with `secret` over
    /// UNIX_SECONDS + "." + body. Receivers check it, and refuse a stale t (replays).
    static QByteArray signature(const QByteArray &secret, qint64 unixSeconds, const QByteArray &body);
};
