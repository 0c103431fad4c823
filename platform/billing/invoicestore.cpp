#include "platform/billing/invoicestore.h"

#include "common/rfc3339.h"
#include "platform/http/jsontime.h"
#include "platform/store/database.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace {
QJsonValue textOrNull(const QVariant &v)
{
    return v.isNull() || v.toString().isEmpty() ? QJsonValue() : QJsonValue(v.toString());
}
} // namespace

InvoiceStore::InvoiceStore(Database &db)
    : m_db(db)
{ }

std::optional<qint64> InvoiceStore::request(qint64 walletId, const Request &r, qint64 now)
{
    m_db.transaction();
    // The month's payments that no invoice covers yet: what this one is for, and never more.
    const QVariant amount
        = m_db.scalar(u"SELECT -SUM(l.amount_cents) FROM ledger l WHERE l.account_id = ? AND l.kind = 'recharge' "
                      "AND l.period_start >= ? AND l.period_start < ? "
                      "AND NOT EXISTS (SELECT 1 FROM invoice_payments p WHERE p.ledger_id = l.id)"_s,
                      {walletId, r.from, r.to});
    if (amount.isNull() || amount.toLongLong() <= 0) {
        m_db.commit();
        return std::nullopt;
    }
    QSqlQuery &q = m_db.exec(u"INSERT INTO invoices (account_id, month, title, tax_id, email, amount_cents, "
                             "requested_at) VALUES (?, ?, ?, ?, ?, ?, ?)"_s,
                             {walletId, r.month, r.title,
                              r.taxId.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(r.taxId), r.email,
                              amount.toLongLong(), now});
    const qint64 id = q.lastInsertId().toLongLong();
    // ledger_id is the key of invoice_payments: a payment can be in one invoice only.
    m_db.exec(u"INSERT INTO invoice_payments (ledger_id, invoice_id) SELECT l.id, ? FROM ledger l "
              "WHERE l.account_id = ? AND l.kind = 'recharge' AND l.period_start >= ? AND l.period_start < ? "
              "AND NOT EXISTS (SELECT 1 FROM invoice_payments p WHERE p.ledger_id = l.id)"_s,
              {id, walletId, r.from, r.to});
    m_db.commit();
    return id;
}

void InvoiceStore::issueDue(qint64 walletId, qint64 now)
{
    // Numbered as a tax office would: the month and the invoice's own id, never reused.
    m_db.exec(u"UPDATE invoices SET issued_at = requested_at + ?, "
              "number = 'GD' || replace(month, '-', '') || printf('%06d', id) "
              "WHERE account_id = ? AND issued_at IS NULL AND requested_at + ? <= ?"_s,
              {kIssueDelaySeconds, walletId, kIssueDelaySeconds, now});
}

QJsonObject InvoiceStore::toJson(qint64 invoiceId, qint64 now)
{
    const QVariant wallet = m_db.scalar(u"SELECT account_id FROM invoices WHERE id = ?"_s, {invoiceId});
    if (wallet.isValid())
        issueDue(wallet.toLongLong(), now);
    QSqlQuery &q = m_db.exec(u"SELECT id, month, title, tax_id, email, amount_cents, requested_at, issued_at, number, "
                             "(SELECT COUNT(*) FROM invoice_payments p WHERE p.invoice_id = i.id) "
                             "FROM invoices i WHERE id = ?"_s,
                             {invoiceId});
    if (!q.next())
        return {};
    const bool issued = !q.value(7).isNull();
    return QJsonObject{
        {u"id"_s, QString::number(q.value(0).toLongLong())},
        {u"month"_s, q.value(1).toString()},
        {u"title"_s, q.value(2).toString()},
        {u"tax_id"_s, textOrNull(q.value(3))},
        {u"email"_s, q.value(4).toString()},
        {u"amount_cents"_s, q.value(5).toLongLong()},
        {u"payments"_s, q.value(9).toLongLong()},
        {u"status"_s, issued ? u"issued"_s : u"requested"_s},
        {u"requested_at"_s, Rfc3339::formatSeconds(q.value(6).toLongLong())},
        {u"issued_at"_s, timeOrNull(issued ? std::optional<qint64>(q.value(7).toLongLong()) : std::nullopt)},
        {u"number"_s, textOrNull(q.value(8))}};
}

QList<QJsonObject> InvoiceStore::list(qint64 walletId, qint64 now)
{
    issueDue(walletId, now);
    QList<qint64> ids;
    QSqlQuery &q = m_db.exec(u"SELECT id FROM invoices WHERE account_id = ? ORDER BY id DESC"_s, {walletId});
    while (q.next())
        ids << q.value(0).toLongLong();
    QList<QJsonObject> out;
    for (qint64 id : ids)
        out << toJson(id, now);
    return out;
}
