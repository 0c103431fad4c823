#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class Database;

/// Account webhooks (alerts that reach a phone while the console is closed): where each goes, in
/// which message format, signed with which secret, for which events; the deliveries queued for
/// them with their attempts and results; and what was said already of a condition that holds
/// (a voucher about to expire is said once, not at every look).
class WebhookStore
{
public:
    /// The events a webhook may subscribe to.
    static const QStringList &events();
    /// The message formats: plain JSON, and the bots students already have.
    static const QStringList &formats();

    explicit WebhookStore(Database &db);

    struct Webhook
    {
        qint64 id = 0;
        qint64 accountId = 0;
        QString url;
        QString secret;
        QString format;
        QStringList events;
        qint64 createdAt = 0;
        qint64 balanceBelowCents = 0; ///< balance.low fires below this
    };
    qint64 add(const Webhook &webhook);
    QList<Webhook> list(qint64 accountId) const;
    std::optional<Webhook> find(qint64 id, qint64 accountId = 0) const;
    bool remove(qint64 id, qint64 accountId);
    /// The account's webhooks that want `event`.
    QList<Webhook> subscribedTo(qint64 accountId, const QString &event) const;
    /// Accounts that have a webhook for any of `events`.
    QList<qint64> accountsWanting(const QStringList &events) const;

    struct Delivery
    {
        /// Still being tried, delivered, or given up after a day of retries.
        enum class State : quint8 { Pending, Delivered, Failed };
        State state() const { return deliveredAt ? State::Delivered : failedAt ? State::Failed : State::Pending; }
        /// "pending", "delivered", "failed": the contract's words.
        static QString wire(State state);

        qint64 id = 0;
        qint64 webhookId = 0;
        QString event;
        std::optional<qint64> instanceId;
        QString reason;
        QString text;
        QJsonObject data;
        qint64 createdAt = 0;
        int attempts = 0;
        qint64 nextAt = 0;
        std::optional<int> status; ///< the receiver's last HTTP status
        QString error; ///< the last failure in words
        std::optional<qint64> deliveredAt;
        std::optional<qint64> failedAt; ///< given up after a day of retries
    };
    /// Queues a delivery of `event` to each of the account's webhooks that want it; their ids.
    QList<qint64> enqueue(qint64 accountId, const Delivery &what, qint64 now);
    /// Queues one delivery to one webhook (a test).
    qint64 enqueueTo(qint64 webhookId, const Delivery &what, qint64 now);
    /// Deliveries due at `now`, oldest first.
    QList<Delivery> due(qint64 now, int limit) const;
    std::optional<Delivery> delivery(qint64 id) const;
    /// The webhook's latest deliveries, newest first.
    QList<Delivery> deliveries(qint64 webhookId, int limit) const;
    void delivered(qint64 id, int status, qint64 at);
    /// A failed attempt: tried again at `retryAt`, or given up (none).
    void attemptFailed(qint64 id, std::optional<int> status, const QString &error, std::optional<qint64> retryAt,
                       qint64 at);

    /// Whether `key` was newly marked said for the account (false when it was already).
    bool mark(qint64 accountId, const QString &key, qint64 at);
    void unmark(qint64 accountId, const QString &key);

    /// The last instance event looked at (events after it are new).
    qint64 eventCursor() const;
    void setEventCursor(qint64 id);

private:
    Database &m_db;
};
