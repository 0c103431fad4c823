#pragma once

#include "core/billing/billingmeter.h"
#include "core/doctor/guardcauses.h"
#include "core/model/instance.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

/// The money guards: warnings said before money surprises the user — the credit about to
/// run out (under an hour), a spend limit about to stop instances (minutes left), a package about to
/// end (a day and an hour before: it falls back to on demand, or stops), a stopped instance that
/// has cost storage for more than a week (its monthly cost), a voucher with money left 3 days and 1
/// day before it expires (with the cards it pays), and an unverified account's boot limit 30 and 5
/// minutes before it stops a boot; and, where time is the budget, a batch job's time limit 30 and 5
/// minutes before it ends the job. Each cause is said once while it holds,
/// again only after it cleared and came back, and can be snoozed. Time is the platform's, from the
/// reading, so a manual clock drives it in tests.
class BudgetGuards
{
    Q_DECLARE_TR_FUNCTIONS(BudgetGuards)

public:
    static constexpr qint64 kRunwayMinutes = 60;
    static constexpr qint64 kSpendLimitMinutes = 30;
    static constexpr int kStoredDays = 7;
    static constexpr qint64 kTimeLimitMinutes = 30;
    static constexpr qint64 kTimeLimitLastMinutes = 5;
    static constexpr int kVoucherDays = 3;

    /// What the guards know besides the reading: the account's boot limit and the cards' names (the
    /// vouchers say which they pay).
    struct Context
    {
        std::optional<Account> account;
        QHash<QString, QString> cardNames; ///< by GPU type id
    };

    /// Causes: "runway", "spend_limit", "package_day:ID", "package_hour:ID", "storage:ID",
    /// "time_limit:ID" (30 to 5 minutes left), "time_limit_last:ID" (the last 5), "voucher:ID" (3 to
    /// 1 days left), "voucher_day:ID" (the last day), "boot_limit:ID" and "boot_limit_last:ID".
    using Warning = GuardWarning;
    using State = GuardState;

    /// What is newly worth saying at the reading's time: causes that hold now, not said while they
    /// held before, and not snoozed.
    QList<Warning> check(const BillingReading &reading, const QList<Instance> &instances, const Context &context = {});
    /// Says nothing more of `cause` until `until` (platform time).
    void snooze(const QString &cause, const QDateTime &until);
    /// Every cause that holds now, said or snoozed.
    QList<State> states() const;

private:
    QList<Warning> holding(const BillingReading &reading, const QList<Instance> &instances,
                           const Context &context) const;

    GuardCauses m_causes;
};
