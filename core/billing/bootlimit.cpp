#include "core/billing/bootlimit.h"

#include <QLocale>

#include <utility>

std::optional<QDateTime> BootLimit::stopsAt(const Account &account, const QDateTime &start)
{
    if (!account.quotas.maxBootHours || !start.isValid())
        return std::nullopt;
    return start.addSecs(qint64(*account.quotas.maxBootHours) * 3600);
}

QString BootLimit::beforeStart(const Account &account, const QDateTime &start)
{
    const auto end = stopsAt(account, start);
    if (!end)
        return {};
    const QLocale locale;
    // A day away (a boot started late in the evening) says the date too.
    const QDateTime local = end->toLocalTime();
    const QString when = local.date() == start.toLocalTime().date()
        ? locale.toString(local.time(), QLocale::ShortFormat)
        : locale.toString(local, QLocale::ShortFormat);
    return tr("The platform stops this boot at %1: an unverified account's boots last %n hour(s) at most. Save your "
              "work before then, or verify your real name to lift the limit.",
              "", *account.quotas.maxBootHours)
        .arg(when);
}

std::optional<Voucher> BootLimit::payingVoucher(const QList<Voucher> &vouchers, const QString &gpuType,
                                                const QDateTime &now)
{
    std::optional<Voucher> first;
    for (const Voucher &v : vouchers) {
        if (v.remaining <= Money() || (now.isValid() && v.expiresAt <= now))
            continue;
        if (v.gpuTypes && !v.gpuTypes->contains(gpuType))
            continue;
        // The platform's order: a voucher for some cards before one for any card (which other cards
        // can use too), then the one that expires first.
        const auto key = [](const Voucher &x) { return std::pair(!x.gpuTypes.has_value(), x.expiresAt); };
        if (!first || key(v) < key(*first))
            first = v;
    }
    return first;
}
