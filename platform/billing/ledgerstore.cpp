#include "platform/billing/ledgerstore.h"

#include "platform/store/database.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

LedgerStore::LedgerStore(Database &db)
    : m_db(db)
{ }

namespace {
// The WHERE clause of a filter and its bound values, for the page and its total alike.
QString whereClause(const LedgerStore::Filter &f, QVariantList *values)
{
    *values = {f.walletId,
               f.spenderId ? 1 : 0,
               f.spenderId,
               f.instanceId ? 1 : 0,
               f.instanceId.value_or(0),
               f.kind.isEmpty() ? 0 : 1,
               f.kind,
               f.from ? 1 : 0,
               f.from.value_or(0),
               f.to ? 1 : 0,
               f.to.value_or(0)};
    return u"account_id = ? AND (? = 0 OR spender_id = ?) AND (? = 0 OR instance_id = ?) AND (? = 0 OR kind = ?) "
           "AND (? = 0 OR period_start >= ?) AND (? = 0 OR period_start < ?)"_s;
}
} // namespace

QList<LedgerStore::Line> LedgerStore::page(const Filter &filter, qint64 beforeId, int limit) const
{
    QVariantList values;
    const QString where = whereClause(filter, &values);
    values << beforeId << limit;
    QSqlQuery &q = m_db.exec(u"SELECT id, instance_id, kind, amount_cents, period_start, period_end, volume_id, "
                             "image_id, gpu_type, gpu_count FROM ledger WHERE "_s
                                 + where + u" AND id < ? ORDER BY id DESC LIMIT ?"_s,
                             values);
    QList<Line> lines;
    while (q.next()) {
        Line l;
        l.id = q.value(0).toLongLong();
        if (!q.value(1).isNull())
            l.instanceId = q.value(1).toLongLong();
        l.kind = q.value(2).toString();
        l.amountCents = q.value(3).toLongLong();
        l.periodStart = q.value(4).toLongLong();
        l.periodEnd = q.value(5).toLongLong();
        l.volumeId = q.value(6).toLongLong();
        l.imageId = q.value(7).toLongLong();
        if (!q.value(8).isNull())
            l.gpuType = q.value(8).toString();
        if (!q.value(9).isNull())
            l.gpuCount = q.value(9).toInt();
        lines.append(l);
    }
    return lines;
}

qint64 LedgerStore::totalCents(const Filter &filter) const
{
    QVariantList values;
    const QString where = whereClause(filter, &values);
    QSqlQuery &q = m_db.exec(u"SELECT COALESCE(SUM(amount_cents), 0) FROM ledger WHERE "_s + where, values);
    return q.next() ? q.value(0).toLongLong() : 0;
}

QList<Charge> LedgerStore::charges(qint64 walletId, qint64 spenderId, qint64 from, qint64 to) const
{
    QList<Charge> lines;
    QSqlQuery &q = m_db.exec(
        u"SELECT l.kind, l.amount_cents, l.period_start, l.period_end, l.segment_start, l.segment_rate_cents, "
        "l.segment_period_s, l.instance_id, l.volume_id, l.image_id, l.spender_id, COALESCE(l.gpu_type, i.gpu_type) "
        "FROM ledger l LEFT JOIN instances i ON i.id = l.instance_id WHERE l.account_id = ? AND l.amount_cents > 0 "
        "AND l.kind IN ('compute', 'no_gpu', 'storage', 'package') AND (? = 0 OR l.spender_id = ?) "
        "AND l.period_end >= ? AND l.period_start < ? ORDER BY l.id"_s,
        {walletId, spenderId ? 1 : 0, spenderId, from, to});
    while (q.next()) {
        Charge l{q.value(0).toString(),
                 q.value(7).toLongLong(),
                 q.value(8).toLongLong(),
                 q.value(9).toLongLong(),
                 q.value(10).toLongLong(),
                 q.value(11).toString(),
                 Money::fromCents(q.value(1).toLongLong()),
                 q.value(2).toLongLong(),
                 q.value(3).toLongLong(),
                 {}};
        if (q.value(4).isNull())
            l.segment.period = 0; // a package: bought at an instant, no rate to cut it by
        else
            l.segment = RateSegment{q.value(4).toLongLong(), Money::fromCents(q.value(5).toLongLong()), 0, Money(),
                                    q.value(6).toLongLong()};
        lines << l;
    }
    return lines;
}
