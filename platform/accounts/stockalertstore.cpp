#include "platform/accounts/stockalertstore.h"

#include "platform/store/database.h"

#include <QSqlQuery>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace {

const QString kAlertColumns = u"id, account_id, gpu_type, region, count, created_at, expires_at"_s;

StockAlertStore::Alert read(QSqlQuery &q)
{
    StockAlertStore::Alert a;
    a.id = q.value(0).toLongLong();
    a.accountId = q.value(1).toLongLong();
    a.gpuType = q.value(2).toString();
    if (!q.value(3).isNull())
        a.region = q.value(3).toString();
    a.count = q.value(4).toInt();
    a.createdAt = q.value(5).toLongLong();
    a.expiresAt = q.value(6).toLongLong();
    return a;
}

} // namespace

StockAlertStore::StockAlertStore(Database &db)
    : m_db(db)
{ }

qint64 StockAlertStore::add(const Alert &a)
{
    m_db.exec(u"INSERT INTO stock_alerts (account_id, gpu_type, region, count, created_at, expires_at) "
              "VALUES (?, ?, ?, ?, ?, ?)"_s,
              {a.accountId, a.gpuType, a.region ? QVariant(*a.region) : QVariant(QMetaType(QMetaType::QString)),
               a.count, a.createdAt, a.expiresAt});
    return m_db.scalar(u"SELECT last_insert_rowid()"_s).toLongLong();
}

QList<StockAlertStore::Alert> StockAlertStore::list(qint64 accountId, qint64 now) const
{
    QList<Alert> alerts;
    QSqlQuery &q = m_db.exec(u"SELECT "_s + kAlertColumns
                                 + u" FROM stock_alerts WHERE account_id = ? AND expires_at > ? ORDER BY id"_s,
                             {accountId, now});
    while (q.next())
        alerts << read(q);
    return alerts;
}

bool StockAlertStore::remove(qint64 id, qint64 accountId)
{
    m_db.exec(u"DELETE FROM stock_alerts WHERE id = ? AND account_id = ?"_s, {id, accountId});
    return m_db.scalar(u"SELECT changes()"_s).toInt() > 0;
}

QList<StockAlertStore::Alert> StockAlertStore::live(qint64 now)
{
    m_db.exec(u"DELETE FROM stock_alerts WHERE expires_at <= ?"_s, {now});
    QList<Alert> alerts;
    QSqlQuery &q = m_db.exec(u"SELECT "_s + kAlertColumns + u" FROM stock_alerts ORDER BY id"_s, {});
    while (q.next())
        alerts << read(q);
    return alerts;
}
