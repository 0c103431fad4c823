#include "platform/billing/wallet.h"

#include "common/clock.h"
#include "platform/store/database.h"

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
