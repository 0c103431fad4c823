#pragma once

#include "core/api/platformfacet.h"
#include "core/model/account.h"
#include "core/model/billing.h"
#include "core/model/catalog.h"
#include "core/model/invoice.h"

#include <QDateTime>
#include <QtGlobal>

#include <optional>

// The money's optional parts: what the wallet holds, where it went, what things cost.

/// What a usage query asks for (GET /v1/billing/usage); unset times take the platform's defaults.
struct UsageQuery
{
    QString bucket = QStringLiteral("day"); ///< hour or day
    QString group = QStringLiteral("instance"); ///< instance, gpu_type or member
    std::optional<QDateTime> from;
    std::optional<QDateTime> to;
};

/// Which ledger lines to read (GET /v1/billing/ledger): a page of them, narrowed by the filters set.
/// A line belongs to the period its start falls in, so back-to-back periods share no line.
struct LedgerQuery
{
    QString after; ///< the previous page's next cursor; empty: the newest lines
    int limit = 50;
    std::optional<QString> instanceId;
    std::optional<QString> kind; ///< compute, no_gpu, storage, package, voucher, recharge
    std::optional<QDateTime> from; ///< lines starting at or after
    std::optional<QDateTime> to; ///< lines starting before
};

/// The wallet at a glance: balance (where the platform says it), the rate of what accrues now,
/// today's spend, vouchers, and where to add money.
class BillingSummary : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "a billing summary");
    virtual void billing(QObject *context, Done<Billing> done) = 0;
    /// Whether the platform has vouchers (prepaid credit for named cards), listed in billing().
    virtual bool hasVouchers() const = 0;
};

/// The ledger: each charge and credit with its period, a page at a time, newest first.
class BillingLedger : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "a ledger");
    virtual void ledger(const LedgerQuery &query, QObject *context, Done<LedgerPage> done) = 0;
};

/// Spending summed by hour or day, per instance (and, where usageByCard(), per card or member).
class UsageReports : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "usage reports");
    virtual void usage(const UsageQuery &query, QObject *context, Done<Usage> done) = 0;
    /// Whether usage() groups by card and member too, not only by instance.
    virtual bool usageByCard() const = 0;
};

/// Money added from here (the sandbox's play money; a real platform takes payments on its site).
class WalletRecharge : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "payments from here");
    virtual void recharge(Money amount, QObject *context, Done<Billing> done) = 0;
};

/// Daily and per-boot spend limits that the platform enforces.
class SpendLimitSettings : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "spend limits");
    virtual void setSpendLimits(const SpendLimitsChange &change, QObject *context, Done<Account> done) = 0;
};

/// The account's payments (top-ups, transfers, refunds, payouts): what the platform's invoices say.
class PaymentHistory : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "a history of payments");
    /// Every payment made between `from` and `to`, newest first.
    virtual void payments(const QDateTime &from, const QDateTime &to, QObject *context, Done<QList<Payment>> done) = 0;
};

/// Invoices for a month's payments, asked for from here and issued by the platform to an e-mail
/// address (requested, then issued with a number).
class InvoiceRequests : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "invoices asked for from here");
    virtual void requestInvoice(const InvoiceRequest &request, QObject *context, Done<Invoice> done) = 0;
    /// Newest first.
    virtual void invoices(QObject *context, Done<QList<Invoice>> done) = 0;
};

/// The prices beyond the cards' hourly rates: packages' discounts, the no-GPU rate, storage per
/// GB-day. Without it only the cards' rates are known.
class PriceList : public PlatformFacet
{
public:
    static constexpr const char *what = QT_TRANSLATE_NOOP("PlatformFeatures", "a price list");
    virtual void pricing(QObject *context, Done<Pricing> done) = 0;
};
