#include "core/doctor/budgetguards.h"

#include "core/billing/bootlimit.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {
QString minutesText(qint64 minutes)
{
    return minutes >= 60 ? BudgetGuards::tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60, 2, 10, QChar(u'0'))
                         : BudgetGuards::tr("%n min", "", int(minutes));
}
} // namespace

QList<BudgetGuards::Warning> BudgetGuards::holding(const BillingReading &r, const QList<Instance> &instances,
                                                   const Context &context) const
{
    QList<Warning> now;
    if (!r.platformTime.isValid())
        return now;
    // An end that comes whatever the money — a job's time limit (a Slurm cluster's), an unverified
    // account's boot limit — is said half an hour before, and again in its last minutes. The words
    // are made only for an instance whose end is that near (each second, for every running one, they
    // were most of a console's work at ten thousand instances).
    const auto endsSoon
        = [&](const Instance &i, const std::optional<QDateTime> &end, const QString &cause, const auto &words) {
              const qint64 left = end ? r.platformTime.secsTo(*end) : 0;
              if (left <= 0 || left > kTimeLimitMinutes * 60)
                  return;
              const bool last = left <= kTimeLimitLastMinutes * 60;
              const auto [title, text] = words();
              now << Warning{cause + (last ? u"_last:"_s : u":"_s) + i.id, i.id, title,
                             text.arg(minutesText(std::max<qint64>(1, left / 60)), i.name)};
          };
    for (const Instance &i : instances) {
        if (i.state != InstanceState::Running)
            continue;
        if (i.stopAt && i.stopReason && *i.stopReason == StateReason::TimeLimit)
            endsSoon(i, i.stopAt, u"time_limit"_s, [&i] {
                return std::pair{
                    tr("%1 reaches its time limit soon").arg(i.name),
                    tr("In %1 Slurm ends %2, whatever is running: save a checkpoint now. Extend asks the cluster "
                       "for more time; where it refuses, start it again after the end (a new job).")};
            });
        if (context.account && i.startedAt)
            endsSoon(i, BootLimit::stopsAt(*context.account, *i.startedAt), u"boot_limit"_s, [&i, &context] {
                return std::pair{tr("%1 reaches the boot limit soon").arg(i.name),
                                 tr("In %1 the platform stops %2: an unverified account's boots last %n hour(s) at "
                                    "most. Save your work now; verify your real name to lift the limit.",
                                    "", context.account->quotas.maxBootHours.value_or(0))};
            });
    }
    if (!r.billingKnown)
        return now;
    const Currency &c = r.currency;
    // A voucher with money left is lost when it expires: said 3 days and 1 day before.
    for (const Voucher &v : r.vouchers) {
        const qint64 left = r.platformTime.secsTo(v.expiresAt);
        if (v.remaining <= Money() || left <= 0 || left > kVoucherDays * 86400)
            continue;
        QStringList cards;
        for (const QString &id : v.gpuTypes.value_or(QStringList()))
            cards << context.cardNames.value(id, id);
        const QString covers
            = v.gpuTypes ? tr("It pays for %1 only.").arg(cards.join(tr(", "))) : tr("It pays for any card.");
        const bool lastDay = left <= 86400;
        now << Warning{(lastDay ? u"voucher_day:"_s : u"voucher:"_s) + v.id,
                       {},
                       tr("A voucher expires soon"),
                       tr("%1 of voucher credit is left and expires in %2. %3 Use it before then: what is left is not "
                          "refunded.")
                           .arg(c.format(v.remaining),
                                lastDay ? minutesText(std::max<qint64>(1, left / 60))
                                        : tr("%n day(s)", "", int((left + 86399) / 86400)),
                                covers)};
    }
    // At zero the platform stops what runs at once, and that stop is said on its own.
    if (r.runwayMinutes && *r.runwayMinutes > 0 && *r.runwayMinutes < kRunwayMinutes)
        now << Warning{u"runway"_s,
                       {},
                       tr("The money runs out soon"),
                       tr("At %1/h, the balance and vouchers last %2 more; then the platform stops your instances. "
                          "Add money, or stop what you do not need.")
                           .arg(c.format(r.ratePerHour), minutesText(*r.runwayMinutes))};
    if (r.minutesToSpendLimit && *r.minutesToSpendLimit > 0 && *r.minutesToSpendLimit <= kSpendLimitMinutes)
        now << Warning{u"spend_limit"_s,
                       {},
                       tr("A spend limit is near"),
                       tr("In %1 a spend limit is reached and the platform stops the instances it covers. Save your "
                          "work, or raise the limit on the Billing page.")
                           .arg(minutesText(*r.minutesToSpendLimit))};
    for (const Instance &i : instances) {
        if (i.packageExpiresAt && i.state != InstanceState::Released) {
            const qint64 left = r.platformTime.secsTo(*i.packageExpiresAt);
            if (left > 0 && left <= 86400) {
                const bool lastHour = left <= 3600;
                now << Warning{(lastHour ? u"package_hour:"_s : u"package_day:"_s) + i.id, i.id,
                               tr("%1's package ends soon").arg(i.name),
                               tr("%1's prepaid package ends in %2. After that it bills on demand while it runs, "
                                  "or stops if the balance cannot carry it.")
                                   .arg(i.name, minutesText(left / 60))};
            }
        }
        if (i.state == InstanceState::Stopped && i.meter.kind.value_or(QString()) == u"storage"_s
            && i.meter.since.isValid() && i.meter.since.secsTo(r.platformTime) / 86400 > kStoredDays) {
            const Money day = i.meter.ratePerDay.value_or(i.meter.ratePerHour * 24);
            if (day.isZero()) // disks within what is kept free cost nothing: nothing to warn of
                continue;
            now << Warning{u"storage:"_s + i.id, i.id, tr("%1 keeps costing storage").arg(i.name),
                           tr("%1 has been stopped for %n day(s); its disks cost %2 a month. Save what matters and "
                              "release it if it is no longer needed.",
                              "", int(i.meter.since.secsTo(r.platformTime) / 86400))
                               .arg(i.name, c.format(day * 30))};
        }
    }
    return now;
}

QList<BudgetGuards::Warning> BudgetGuards::check(const BillingReading &reading, const QList<Instance> &instances,
                                                 const Context &context)
{
    return m_causes.update(holding(reading, instances, context), reading.platformTime);
}

void BudgetGuards::snooze(const QString &cause, const QDateTime &until)
{
    m_causes.snooze(cause, until);
}

QList<BudgetGuards::State> BudgetGuards::states() const
{
    return m_causes.states();
}
