#pragma once

#include "core/model/account.h"
#include "core/model/billing.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <optional>

/// What the seed warns a new account of before it bites: an unverified account's boots are stopped
/// after a few hours (Quotas::maxBootHours), and vouchers pay only some cards, and only until they
/// expire. Said before a start (the create wizard, "Prepare, then run", `gpudeskctl run`) and by the
/// guards while it runs.
class BootLimit
{
    Q_DECLARE_TR_FUNCTIONS(BootLimit)

public:
    /// When a boot that starts (or started) at `start` is stopped by the account's boot limit; none
    /// where the account has none.
    static std::optional<QDateTime> stopsAt(const Account &account, const QDateTime &start);
    /// "The platform stops this boot at 18:40: …" (local time), with what lifts the limit; empty
    /// where the account has none.
    static QString beforeStart(const Account &account, const QDateTime &start);

    /// The voucher that pays a boot of `gpuType` first, in the contract's order (one for some cards
    /// before one for any card, then the one that expires first, of those that cover the card and
    /// have money left at `now`); none when no voucher pays it.
    static std::optional<Voucher> payingVoucher(const QList<Voucher> &vouchers, const QString &gpuType,
                                                const QDateTime &now);
};
