#include "platform/billing/wallet.h"

#include "common/clock.h"
#include "common/rfc3339.h"
#include "platform/store/database.h"

#include <QJsonObject>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

Wallet::Wallet(Database &db, const Clock &clock)
    : m_db(db)
    , m_clock(clock)
{ }

qint64 Wallet::walletOf(qint64 accountId) const
{
    return m_db.scalar(u"SELECT COALESCE(owner_id, id) FROM accounts WHERE id = ?"_s, {accountId}).toLongLong();
}

void Wallet::recharge(qint64 walletId, qint64 byAccount, Money amount)
{
    const qint64 now = m_clock.nowSeconds();
    m_db.exec(u"INSERT INTO ledger (account_id, spender_id, kind, amount_cents, period_start, period_end) "
              "VALUES (?, ?, 'recharge', ?, ?, ?)"_s,
              {walletId, byAccount, -amount.cents(), now, now});
}

void Wallet::grantVoucher(qint64 walletId, Money amount, int days, const QStringList &gpuTypes)
{
    const qint64 now = m_clock.nowSeconds();
    m_db.exec(u"INSERT INTO vouchers (account_id, amount_cents, remaining_cents, expires_at, gpu_types, created_at) "
              "VALUES (?, ?, ?, ?, ?, ?)"_s,
              {walletId, amount.cents(), amount.cents(), now + qint64(days) * 86400,
               gpuTypes.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(gpuTypes.join(u' ')), now});
}

QJsonArray Wallet::vouchersJson(qint64 walletId) const
{
    QSqlQuery &q
        = m_db.exec(u"SELECT id, remaining_cents, expires_at, gpu_types FROM vouchers WHERE account_id = ? AND "
                    "remaining_cents > 0 AND expires_at > ? ORDER BY expires_at, id"_s,
                    {walletId, m_clock.nowSeconds()});
    QJsonArray items;
    while (q.next())
        items.append(QJsonObject{{u"id"_s, q.value(0).toString()},
                                 {u"remaining_cents"_s, q.value(1).toLongLong()},
                                 {u"expires_at"_s, Rfc3339::formatSeconds(q.value(2).toLongLong())},
                                 {u"gpu_types"_s,
                                  q.value(3).isNull()
                                      ? QJsonValue()
                                      : QJsonValue(QJsonArray::fromStringList(q.value(3).toString().split(u' ')))}});
    return items;
}
