#include "platform/accounts/webhookstore.h"

#include "platform/store/database.h"

#include <QJsonDocument>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

QString WebhookStore::Delivery::wire(State state)
{
    switch (state) {
    case State::Pending:
        break;
    case State::Delivered:
        return u"delivered"_s;
    case State::Failed:
        return u"failed"_s;
    }
    return u"pending"_s;
}

namespace {
constexpr char kDeliveryColumns[] = "id, webhook_id, event, instance_id, reason, text, data, created_at, attempts, "
                                    "next_at, status, error, delivered_at, failed_at";

WebhookStore::Delivery deliveryAt(QSqlQuery &q)
{
    WebhookStore::Delivery d;
    d.id = q.value(0).toLongLong();
    d.webhookId = q.value(1).toLongLong();
    d.event = q.value(2).toString();
    if (!q.value(3).isNull())
        d.instanceId = q.value(3).toLongLong();
    d.reason = q.value(4).toString();
    d.text = q.value(5).toString();
    d.data = QJsonDocument::fromJson(q.value(6).toByteArray()).object();
    d.createdAt = q.value(7).toLongLong();
    d.attempts = q.value(8).toInt();
    d.nextAt = q.value(9).toLongLong();
    if (!q.value(10).isNull())
        d.status = q.value(10).toInt();
    d.error = q.value(11).toString();
    if (!q.value(12).isNull())
        d.deliveredAt = q.value(12).toLongLong();
    if (!q.value(13).isNull())
        d.failedAt = q.value(13).toLongLong();
    return d;
}

WebhookStore::Webhook webhookAt(QSqlQuery &q)
{
    return {q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toString(),
            q.value(3).toString(),   q.value(4).toString(),   q.value(5).toString().split(u' ', Qt::SkipEmptyParts),
            q.value(6).toLongLong(), q.value(7).toLongLong()};
}

const QString kWebhookColumns = u"id, account_id, url, secret, format, events, created_at, balance_below_cents"_s;
} // namespace

const QStringList &WebhookStore::events()
{
    static const QStringList all{u"instance.stopped"_s, u"balance.low"_s,  u"spend_limit.near"_s,
                                 u"voucher.expiring"_s, u"job.finished"_s, u"stock.available"_s};
    return all;
}

const QStringList &WebhookStore::formats()
{
    static const QStringList all{u"json"_s, u"feishu"_s, u"dingtalk"_s, u"wecom"_s, u"slack"_s, u"ntfy"_s};
    return all;
}

WebhookStore::WebhookStore(Database &db)
    : m_db(db)
{ }

qint64 WebhookStore::add(const Webhook &w)
{
    QSqlQuery &q
        = m_db.exec(u"INSERT INTO webhooks (account_id, url, secret, format, events, created_at, "
                    "balance_below_cents) VALUES (?, ?, ?, ?, ?, ?, ?)"_s,
                    {w.accountId, w.url, w.secret, w.format, w.events.join(u' '), w.createdAt, w.balanceBelowCents});
    return q.lastInsertId().toLongLong();
}

QList<WebhookStore::Webhook> WebhookStore::list(qint64 accountId) const
{
    QSqlQuery &q
        = m_db.exec(u"SELECT "_s + kWebhookColumns + u" FROM webhooks WHERE account_id = ? ORDER BY id"_s, {accountId});
    QList<Webhook> out;
    while (q.next())
        out << webhookAt(q);
    return out;
}

std::optional<WebhookStore::Webhook> WebhookStore::find(qint64 id, qint64 accountId) const
{
    QSqlQuery &q
        = m_db.exec(u"SELECT "_s + kWebhookColumns + u" FROM webhooks WHERE id = ? AND (? = 0 OR account_id = ?)"_s,
                    {id, accountId, accountId});
    if (!q.next())
        return std::nullopt;
    return webhookAt(q);
}

bool WebhookStore::remove(qint64 id, qint64 accountId)
{
    m_db.transaction();
    m_db.exec(u"DELETE FROM webhook_deliveries WHERE webhook_id IN "
              "(SELECT id FROM webhooks WHERE id = ? AND account_id = ?)"_s,
              {id, accountId});
    QSqlQuery &q = m_db.exec(u"DELETE FROM webhooks WHERE id = ? AND account_id = ?"_s, {id, accountId});
    const bool removed = q.numRowsAffected() == 1;
    m_db.commit();
    return removed;
}

QList<WebhookStore::Webhook> WebhookStore::subscribedTo(qint64 accountId, const QString &event) const
{
    QList<Webhook> out;
    for (const Webhook &w : list(accountId)) {
        if (w.events.contains(event))
            out << w;
    }
    return out;
}

QList<qint64> WebhookStore::accountsWanting(const QStringList &events) const
{
    QSqlQuery &q = m_db.exec(u"SELECT account_id, events FROM webhooks ORDER BY account_id"_s);
    QList<qint64> out;
    while (q.next()) {
        const QStringList wanted = q.value(1).toString().split(u' ', Qt::SkipEmptyParts);
        const qint64 account = q.value(0).toLongLong();
        for (const QString &e : events) {
            if (wanted.contains(e) && (out.isEmpty() || out.last() != account)) {
                out << account;
                break;
            }
        }
    }
    return out;
}

qint64 WebhookStore::enqueueTo(qint64 webhookId, const Delivery &d, qint64 now)
{
    QSqlQuery &q = m_db.exec(
        u"INSERT INTO webhook_deliveries (webhook_id, event, instance_id, reason, text, data, created_at, next_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s,
        {webhookId, d.event, d.instanceId ? QVariant(*d.instanceId) : QVariant(QMetaType(QMetaType::LongLong)),
         // An empty QString binds as NULL: the columns hold '' for "none".
         d.reason.isNull() ? u""_s : d.reason, d.text.isNull() ? u""_s : d.text,
         QJsonDocument(d.data).toJson(QJsonDocument::Compact), now, now});
    return q.lastInsertId().toLongLong();
}

QList<qint64> WebhookStore::enqueue(qint64 accountId, const Delivery &d, qint64 now)
{
    QList<qint64> ids;
    for (const Webhook &w : subscribedTo(accountId, d.event))
        ids << enqueueTo(w.id, d, now);
    return ids;
}

QList<WebhookStore::Delivery> WebhookStore::due(qint64 now, int limit) const
{
    QSqlQuery &q = m_db.exec(u"SELECT "_s + QString::fromLatin1(kDeliveryColumns)
                                 + u" FROM webhook_deliveries WHERE delivered_at IS NULL AND failed_at IS NULL "
                                   "AND next_at <= ? ORDER BY next_at, id LIMIT ?"_s,
                             {now, limit});
    QList<Delivery> out;
    while (q.next())
        out << deliveryAt(q);
    return out;
}

std::optional<WebhookStore::Delivery> WebhookStore::delivery(qint64 id) const
{
    QSqlQuery &q = m_db.exec(
        u"SELECT "_s + QString::fromLatin1(kDeliveryColumns) + u" FROM webhook_deliveries WHERE id = ?"_s, {id});
    if (!q.next())
        return std::nullopt;
    return deliveryAt(q);
}

QList<WebhookStore::Delivery> WebhookStore::deliveries(qint64 webhookId, int limit) const
{
    QSqlQuery &q = m_db.exec(u"SELECT "_s + QString::fromLatin1(kDeliveryColumns)
                                 + u" FROM webhook_deliveries WHERE webhook_id = ? ORDER BY id DESC LIMIT ?"_s,
                             {webhookId, limit});
    QList<Delivery> out;
    while (q.next())
        out << deliveryAt(q);
    return out;
}

void WebhookStore::delivered(qint64 id, int status, qint64 at)
{
    m_db.exec(u"UPDATE webhook_deliveries SET attempts = attempts + 1, status = ?, error = '', delivered_at = ? "
              "WHERE id = ?"_s,
              {status, at, id});
}

void WebhookStore::attemptFailed(qint64 id, std::optional<int> status, const QString &error,
                                 std::optional<qint64> retryAt, qint64 at)
{
    m_db.exec(u"UPDATE webhook_deliveries SET attempts = attempts + 1, status = ?, error = ?, next_at = ?, "
              "failed_at = ? WHERE id = ?"_s,
              {status ? QVariant(*status) : QVariant(QMetaType(QMetaType::Int)), error, retryAt.value_or(at),
               retryAt ? QVariant(QMetaType(QMetaType::LongLong)) : QVariant(at), id});
}

bool WebhookStore::mark(qint64 accountId, const QString &key, qint64 at)
{
    QSqlQuery &q = m_db.exec(u"INSERT OR IGNORE INTO webhook_marks (account_id, mark, at) VALUES (?, ?, ?)"_s,
                             {accountId, key, at});
    return q.numRowsAffected() == 1;
}

void WebhookStore::unmark(qint64 accountId, const QString &key)
{
    m_db.exec(u"DELETE FROM webhook_marks WHERE account_id = ? AND mark = ?"_s, {accountId, key});
}

qint64 WebhookStore::eventCursor() const
{
    const QVariant v = m_db.scalar(u"SELECT last_event_id FROM webhook_cursor WHERE id = 1"_s);
    if (v.isValid())
        return v.toLongLong();
    // The first look starts from now: what happened before there were webhooks is not sent.
    return m_db.scalar(u"SELECT COALESCE(MAX(id), 0) FROM instance_events"_s).toLongLong();
}

void WebhookStore::setEventCursor(qint64 id)
{
    m_db.exec(u"INSERT INTO webhook_cursor (id, last_event_id) VALUES (1, ?) "
              "ON CONFLICT(id) DO UPDATE SET last_event_id = excluded.last_event_id"_s,
              {id});
}
