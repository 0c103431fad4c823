#include "core/doctor/budgetguards.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {
QString minutesText(qint64 minutes)
{
    return minutes >= 60 ? BudgetGuards::tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60, 2, 10, QChar(u'0'))
                         : BudgetGuards::tr("%n min", "", int(minutes));
}
} // namespace

QList<BudgetGuards::Warning> BudgetGuards::holding(const BillingReading &r, const QList<Instance> &instances) const
{
    QList<Warning> now;
    if (!r.platformTime.isValid())
        return now;
    // A job's time limit (a Slurm cluster's) ends it whatever the money: said half an hour before,
    // and again in its last minutes.
    for (const Instance &i : instances) {
        if (!i.stopAt || !i.stopReason || *i.stopReason != StateReason::TimeLimit || i.state != InstanceState::Running)
            continue;
        const qint64 left = r.platformTime.secsTo(*i.stopAt);
        if (left <= 0 || left > kTimeLimitMinutes * 60)
            continue;
        const bool last = left <= kTimeLimitLastMinutes * 60;
        now << Warning{(last ? u"time_limit_last:"_s : u"time_limit:"_s) + i.id, i.id,
                       tr("%1 reaches its time limit soon").arg(i.name),
                       tr("In %1 Slurm ends %2, whatever is running: save a checkpoint now. Extend asks the cluster "
                          "for more time; where it refuses, start it again after the end (a new job).")
                           .arg(minutesText(std::max<qint64>(1, left / 60)), i.name)};
    }
    if (!r.billingKnown)
        return now;
    const Currency &c = r.currency;
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
            now << Warning{u"storage:"_s + i.id, i.id, tr("%1 keeps costing storage").arg(i.name),
                           tr("%1 has been stopped for %n day(s); its disks cost %2 a month. Save what matters and "
                              "release it if it is no longer needed.",
                              "", int(i.meter.since.secsTo(r.platformTime) / 86400))
                               .arg(i.name, c.format(day * 30))};
        }
    }
    return now;
}

QList<BudgetGuards::Warning> BudgetGuards::check(const BillingReading &reading, const QList<Instance> &instances)
{
    return m_causes.update(holding(reading, instances), reading.platformTime);
}

void BudgetGuards::snooze(const QString &cause, const QDateTime &until)
{
    m_causes.snooze(cause, until);
}

QList<BudgetGuards::State> BudgetGuards::states() const
{
    return m_causes.states();
}
