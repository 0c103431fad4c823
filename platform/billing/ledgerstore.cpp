#include "platform/billing/ledgerstore.h"

#include "platform/store/database.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

LedgerStore::LedgerStore(Database &db)
    : m_db(db)
{ }

QList<LedgerStore::Line> LedgerStore::page(qint64 walletId, qint64 spenderId, qint64 beforeId, int limit) const
{
    QSqlQuery &q = m_db.exec(u"SELECT id, instance_id, kind, amount_cents, period_start, period_end FROM ledger "
                             "WHERE account_id = ? AND (? = 0 OR spender_id = ?) AND id < ? ORDER BY id DESC LIMIT ?"_s,
                             {walletId, spenderId ? 1 : 0, spenderId, beforeId, limit});
    QList<Line> lines;
    while (q.next())
        lines.append(Line{q.value(0).toLongLong(),
                          q.value(1).isNull() ? std::nullopt : std::optional<qint64>(q.value(1).toLongLong()),
                          q.value(2).toString(), q.value(3).toLongLong(), q.value(4).toLongLong(),
                          q.value(5).toLongLong()});
    return lines;
}

QList<Metering::Line> LedgerStore::charges(qint64 walletId, qint64 spenderId, qint64 from, qint64 to) const
{
    QList<Metering::Line> lines;
    QSqlQuery &q = m_db.exec(
        u"SELECT l.kind, l.amount_cents, l.period_start, l.period_end, l.segment_start, l.segment_rate_cents, "
        "l.segment_period_s, l.instance_id, l.volume_id, l.image_id, l.spender_id, i.gpu_type "
        "FROM ledger l LEFT JOIN instances i ON i.id = l.instance_id WHERE l.account_id = ? AND l.amount_cents > 0 "
        "AND l.kind IN ('compute', 'no_gpu', 'storage', 'package') AND (? = 0 OR l.spender_id = ?) "
        "AND l.period_end >= ? AND l.period_start < ? ORDER BY l.id"_s,
        {walletId, spenderId ? 1 : 0, spenderId, from, to});
    while (q.next()) {
        Metering::Line l{q.value(0).toString(),
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
