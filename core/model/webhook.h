#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>

/// An account webhook: where the platform sends its events (alerts to a phone), in which format.
struct Webhook
{
    QString id;
    QString url;
    QString format; ///< json, feishu, dingtalk, wecom, slack, ntfy
    QStringList events;
    qint64 balanceBelowCents = 0;
    QDateTime createdAt;
    bool operator==(const Webhook &) const = default;
};

/// An event a platform can send to a webhook.
struct WebhookEvent
{
    QString key; ///< as the platform names it (instance.stopped, client:low_credit)
    QString name; ///< in the user's words (the platform's own where it gives them)
    bool operator==(const WebhookEvent &) const = default;
};

/// What a platform's webhooks can be.
struct WebhookOptions
{
    QStringList formats; ///< the bots it writes for; json alone: its own JSON, for a receiver of the user's
    bool balanceThreshold{}; ///< a webhook says itself where "the balance is low" begins
    QString signatureHeader; ///< the header a receiver checks the secret with
};

/// A webhook just added, with its secret (shown once).
struct WebhookCreated
{
    Webhook webhook;
    QString secret;
    bool operator==(const WebhookCreated &) const = default;
};

/// What a new webhook is to be.
struct WebhookSpec
{
    QString url;
    QString format = QStringLiteral("json");
    QStringList events; ///< empty: every event
    std::optional<qint64> balanceBelowCents;
};

/// One delivery of an event to a webhook, with its last attempt's result.
struct WebhookDelivery
{
    QString id;
    QString event;
    std::optional<QString> instanceId;
    std::optional<QString> reason;
    QString text;
    QDateTime createdAt;
    int attempts = 0;
    QString state; ///< pending, delivered, failed
    std::optional<int> status;
    std::optional<QString> error;
    std::optional<QDateTime> deliveredAt;
    std::optional<QDateTime> nextAttemptAt;
    bool operator==(const WebhookDelivery &) const = default;
};
