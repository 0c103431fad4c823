#pragma once

#include "common/money.h"
#include "core/model/account.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// Credit that pays compute before the balance does, until it expires.
struct Voucher
{
    QString id;
    Money remaining;
    QDateTime expiresAt;
    std::optional<QStringList> gpuTypes; ///< the cards it pays for; absent: any
    bool operator==(const Voucher &) const = default;
};

/// The wallet now (GET /v1/billing).
struct Billing
{
    Money balance;
    Money ratePerHour; ///< of everything that accrues now
    Money spentToday;
    SpendLimits spendLimits;
    QList<Voucher> vouchers;
    /// Where the owner adds money on a platform that takes payments on its web site; absent
    /// where the platform adds it itself (the sandbox's play money).
    std::optional<QString> rechargeUrl;
    /// False where the platform does not say the balance: `balance` is then 0 and means nothing; the rate and today's
    /// spend still do.
    bool balanceKnown = true;
    bool operator==(const Billing &) const = default;
};

/// A ledger line: a charge (positive) or a credit (negative) for a period.
struct LedgerLine
{
    QString id;
    std::optional<QString> instanceId;
    QString kind; ///< compute, no_gpu, storage, package, voucher, recharge
    Money amount;
    QDateTime periodStart;
    QDateTime periodEnd;
    std::optional<QString> volumeId; ///< a detached volume's storage
    std::optional<QString> imageId; ///< a saved image's storage
    /// A GPU charge's card and count, as they were for that boot (an instance may change card).
    std::optional<QString> gpuType;
    std::optional<int> gpuCount;
    bool operator==(const LedgerLine &) const = default;
};

/// Money moved into or out of the account other than a charge for use: a top-up by card or
/// crypto, a transfer, a refund, a payout (Vast.ai's invoices).
struct Payment
{
    QString id;
    QDateTime at; ///< when it was made
    std::optional<QDateTime> paidAt; ///< when it was paid; none while unpaid
    QString kind; ///< the platform's word: credit, transfer, payout, refund, reserved
    QString source; ///< stripe, coinbase, or who sent a transfer
    QString description;
    Money amount; ///< into the account: positive (a top-up); out of it: negative
    bool operator==(const Payment &) const = default;
};

struct LedgerPage
{
    QList<LedgerLine> items; ///< newest first
    std::optional<QString> nextCursor; ///< ask for the next page with it
    /// What every line the query takes adds up to, all pages together (absent: not said).
    std::optional<Money> total;
    bool operator==(const LedgerPage &) const = default;
};

struct UsageItem
{
    QDateTime bucketStart;
    QString key; ///< the instance id, GPU type or member id
    Money amount;
    qint64 seconds = 0;
    bool operator==(const UsageItem &) const = default;
};

/// Spending summed by hour or day (GET /v1/billing/usage).
struct Usage
{
    QList<UsageItem> items;
    QString bucket; ///< hour or day
    QString group; ///< instance, gpu_type or member
    QDateTime from;
    QDateTime to;
    QString billingTimezone;
    bool operator==(const Usage &) const = default;
};
