#pragma once

#include "common/money.h"

#include <QStringList>

class Clock;
class Database;

/// An account's money: the ledger (charges positive, credits negative; the balance is minus their
/// sum) and its vouchers. Members spend from their owner's wallet.
class Wallet
{
public:
    Wallet(Database &db, const Clock &clock);

    /// The account whose wallet `accountId` spends from: its owner for a member, else itself.
    qint64 walletOf(qint64 accountId) const;
    /// Adds play money (a 'recharge' credit line by `byAccount`). The caller has checked the amount.
    void recharge(qint64 walletId, qint64 byAccount, Money amount);
    /// The voucher every new account gets: `amount`, usable for `days` on `gpuTypes` (empty: any).
    void grantVoucher(qint64 walletId, Money amount, int days, const QStringList &gpuTypes);

    static constexpr qint64 kWelcomeVoucherCents = 1000; ///< ¥10
    static constexpr int kWelcomeVoucherDays = 30;

private:
    Database &m_db;
    const Clock &m_clock;
};
