// gpudeskctl: spend limits, recharges, the ledger, usage and the monthly statement.
#include "cli/ctl.h"

#include <QCoreApplication>

#include "common/rfc3339.h"
#include "core/api/codecs.h"
#include "core/api/jobfacets.h"
#include "core/billing/itemnames.h"
#include "core/billing/statement.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonObject>
#include <QSaveFile>

#include <map>

using namespace Qt::StringLiterals;

std::optional<std::optional<Money>> Ctl::limitOption(const QString &name, int *exit)
{
    if (!m_parser.isSet(name))
        return std::nullopt;
    const QString text = m_parser.value(name).trimmed();
    if (text == u"off"_s || text == u"none"_s)
        return std::optional<Money>();
    const auto amount = moneyOption(name, exit);
    if (!amount)
        return std::nullopt;
    return std::optional<Money>(*amount);
}

bool Ctl::limitOptions(std::optional<std::optional<Money>> *daily, std::optional<std::optional<Money>> *perBoot,
                       int *exit)
{
    *daily = limitOption(u"daily"_s, exit);
    if (*exit != Ok)
        return false;
    *perBoot = limitOption(u"per-boot"_s, exit);
    return *exit == Ok;
}

int Ctl::limits(const QStringList &words)
{
    const QString sub = words.value(0);
    std::optional<Account> account;
    if (sub == u"set"_s) {
        int exit = Ok;
        SpendLimitsChange update;
        if (!limitOptions(&update.dailyLimit, &update.perBootLimit, &exit))
            return exit;
        if (!update.dailyLimit && !update.perBootLimit)
            return usage(QT_TRANSLATE_NOOP("CtlHelp", "limits set needs --daily AMOUNT|off or --per-boot AMOUNT|off"));
        SpendLimitSettings *settings = need<SpendLimitSettings>();
        if (!settings)
            return Failed;
        const auto r = awaitConfirmed<Account>(
            [&](QObject *c, Platform::Done<Account> done) { settings->setSpendLimits(update, c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "setting the spend limits"));
        account = r.value();
    } else {
        const auto r = awaitAnswer<Account>(
            [&](QObject *c, Platform::Done<Account> done) { m_platform->account(c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the spend limits"));
        account = r.value();
    }
    if (m_json) {
        printJson(Codecs::encode(*account));
        return Ok;
    }
    const auto said = [this](const std::optional<Money> &m) { return m ? money(*m) : u"none"_s; };
    m_out << "daily limit: " << said(account->spendLimits.dailyCents) << '\n'
          << "per-boot limit: " << said(account->spendLimits.perBootCents) << '\n';
    return Ok;
}

int Ctl::recharge(const QStringList &words)
{
    const auto amount = currency().parse(words.value(0));
    if (!amount || *amount <= Money())
        return usage(QCoreApplication::translate("CtlHelp", "recharge takes an amount in %1, like 50 or 12.50")
                         .arg(currency().code()));
    WalletRecharge *payments = m_platform->facet<WalletRecharge>();
    BillingSummary *wallet = m_platform->facet<BillingSummary>();
    if (!payments && wallet) {
        // Where to pay instead, if the platform says.
        const auto before = awaitAnswer<Billing>(
            [&](QObject *c, Platform::Done<Billing> done) { wallet->billing(c, std::move(done)); });
        if (before.ok() && before.value().rechargeUrl) {
            m_err << "gpudeskctl: "
                  << QCoreApplication::translate("Ctl", "this platform takes payments on its web site: %1")
                         .arg(*before.value().rechargeUrl)
                  << '\n';
            return Failed;
        }
    }
    if (!payments && !need<WalletRecharge>())
        return Failed;
    const auto r = awaitConfirmed<Billing>(
        [&](QObject *c, Platform::Done<Billing> done) { payments->recharge(*amount, c, std::move(done)); });
    if (!r.ok())
        return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "recharging"));
    if (m_json)
        printJson(Codecs::encode(r.value()));
    else
        m_out
            << QCoreApplication::translate("Ctl", "added %1; balance: %2").arg(money(*amount), money(r.value().balance))
            << '\n';
    return Ok;
}

std::optional<LedgerQuery> Ctl::ledgerQuery(int *exit)
{
    LedgerQuery query;
    if (m_parser.isSet(u"instance"_s)) {
        const auto instance = findInstance(m_parser.value(u"instance"_s), exit);
        if (!instance)
            return std::nullopt;
        query.instanceId = instance->id;
    }
    if (m_parser.isSet(u"kind"_s)) {
        static const QStringList kinds{u"compute"_s, u"no_gpu"_s,  u"storage"_s,
                                       u"package"_s, u"voucher"_s, u"recharge"_s};
        if (!kinds.contains(m_parser.value(u"kind"_s))) {
            *exit = usage(QCoreApplication::translate("CtlHelp", "--kind is one of %1").arg(kinds.join(u", "_s)));
            return std::nullopt;
        }
        query.kind = m_parser.value(u"kind"_s);
    }
    if (m_parser.isSet(u"month"_s)) {
        const auto period = StatementPeriod::parse(m_parser.value(u"month"_s), billingZone());
        if (!period) {
            *exit = usage(QCoreApplication::translate("CtlHelp", "--month takes a month like 2026-11 (got '%1')")
                              .arg(m_parser.value(u"month"_s)));
            return std::nullopt;
        }
        query.from = period->from;
        query.to = period->to;
    }
    return query;
}

QHash<QString, QString> Ctl::itemNames()
{
    QHash<QString, QString> names;
    QEventLoop loop;
    ItemNames::read(*m_platform, &loop, [&](const ItemNames::Names &n) {
        names = n;
        loop.quit();
    });
    loop.exec();
    return names;
}

int Ctl::billingPayments(const QStringList &)
{
    PaymentHistory *history = need<PaymentHistory>();
    if (!history)
        return Failed;
    // The ledger's --month, or the last 90 days.
    int exit = Ok;
    const auto asked = ledgerQuery(&exit);
    if (!asked)
        return exit;
    const QTimeZone zone = billingZone();
    const QDateTime to = asked->to.value_or(QDateTime::currentDateTimeUtc());
    const QDateTime from = asked->from.value_or(to.addDays(-90));
    const auto r = awaitAnswer<QList<Payment>>(
        [&](QObject *c, Platform::Done<QList<Payment>> done) { history->payments(from, to, c, std::move(done)); });
    if (!r.ok())
        return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the payments"));
    if (m_json) {
        QJsonArray items;
        for (const Payment &p : r.value())
            items.append(QJsonObject{{u"id"_s, p.id},
                                     {u"at"_s, Rfc3339::format(p.at)},
                                     {u"paid_at"_s, p.paidAt ? QJsonValue(Rfc3339::format(*p.paidAt)) : QJsonValue()},
                                     {u"kind"_s, p.kind},
                                     {u"source"_s, p.source},
                                     {u"description"_s, p.description},
                                     {u"amount"_s, currency().decimal(p.amount)},
                                     {u"currency"_s, currency().code()}});
        printJson(items);
        return Ok;
    }
    if (r.value().isEmpty())
        m_out << QCoreApplication::translate("Ctl", "no payments between %1 and %2")
                     .arg(from.toTimeZone(zone).toString(u"yyyy-MM-dd"_s),
                          to.toTimeZone(zone).toString(u"yyyy-MM-dd"_s))
              << '\n';
    for (const Payment &p : r.value()) {
        const QString amount = (p.amount > Money() ? u"+"_s : QString()) + money(p.amount);
        m_out << p.at.toTimeZone(zone).toString(u"yyyy-MM-dd HH:mm"_s) << "  " << p.kind.leftJustified(8) << "  "
              << amount.rightJustified(10) << "  " << (p.paidAt ? QString() : u"(unpaid)  "_s) << p.description
              << (p.source.isEmpty() ? QString() : u" ("_s + p.source + u')') << '\n';
    }
    return Ok;
}

int Ctl::billingLedger(const QStringList &)
{
    int exit = Ok;
    const auto query = ledgerQuery(&exit);
    if (!query)
        return exit;
    Statement lines;
    BillingLedger *ledger = need<BillingLedger>();
    if (!ledger)
        return Failed;
    if (query->from) {
        // A month is read to its end.
        const auto r = awaitAnswer<Statement>(
            [&](QObject *c, Platform::Done<Statement> done) { readStatement(*ledger, *query, c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the ledger"));
        lines = r.value();
    } else {
        const auto r = awaitAnswer<LedgerPage>(
            [&](QObject *c, Platform::Done<LedgerPage> done) { ledger->ledger(*query, c, std::move(done)); });
        if (!r.ok())
            return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the ledger"));
        lines.lines = r.value().items;
        std::reverse(lines.lines.begin(), lines.lines.end());
    }
    if (m_json) {
        QJsonArray items;
        for (const LedgerLine &l : lines.lines)
            items.append(Codecs::encode(l));
        printJson(items);
        return Ok;
    }
    if (lines.lines.isEmpty()) {
        m_out << QCoreApplication::translate("Ctl", "no ledger lines") << '\n';
        return Ok;
    }
    const QHash<QString, QString> names = itemNames();
    const QTimeZone zone = billingZone();
    for (const LedgerLine &l : std::as_const(lines.lines)) {
        const QString key = l.instanceId ? *l.instanceId
            : l.volumeId                 ? u"volume-"_s + *l.volumeId
                                         : l.imageId.value_or(QString());
        const QString what = names.value(key, key);
        m_out << l.periodStart.toTimeZone(zone).toString(u"yyyy-MM-dd HH:mm"_s) << "  " << l.kind.leftJustified(8)
              << "  " << money(l.amount).rightJustified(10) << "  " << what << '\n';
    }
    if (query->from)
        m_out << QCoreApplication::translate("Ctl", "total: %1 (spent %2, paid in or covered %3)")
                     .arg(money(lines.sum()), money(lines.charges()), money(-lines.credits()))
              << '\n';
    else
        m_out << QCoreApplication::translate("Ctl", "(the latest %1 lines; --month YYYY-MM for a whole month)")
                     .arg(lines.lines.size())
              << '\n';
    return Ok;
}

int Ctl::billingUsage(const QStringList &)
{
    UsageQuery query;
    query.bucket = m_parser.isSet(u"bucket"_s) ? m_parser.value(u"bucket"_s) : u"day"_s;
    query.group = m_parser.isSet(u"group"_s) ? m_parser.value(u"group"_s) : u"instance"_s;
    if (query.bucket != u"day"_s && query.bucket != u"hour"_s)
        return usage(QT_TRANSLATE_NOOP("CtlHelp", "--bucket is day or hour"));
    if (query.group != u"instance"_s && query.group != u"gpu_type"_s && query.group != u"member"_s)
        return usage(QT_TRANSLATE_NOOP("CtlHelp", "--group is instance, gpu_type or member"));
    UsageReports *reports = need<UsageReports>();
    if (!reports)
        return Failed;
    const auto r = awaitAnswer<::Usage>(
        [&](QObject *c, Platform::Done<::Usage> done) { reports->usage(query, c, std::move(done)); });
    if (!r.ok())
        return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading usage"));
    if (m_json) {
        printJson(Codecs::encode(r.value()));
        return Ok;
    }
    // What the keys are called: instances and cards by name, members by name where the caller may list them.
    QHash<QString, QString> names;
    if (query.group != u"member"_s) {
        names = itemNames();
    } else {
        if (TeamMembers *team = m_platform->facet<TeamMembers>()) {
            const auto members = awaitAnswer<QList<Account>>(
                [&](QObject *c, Platform::Done<QList<Account>> done) { team->members(c, std::move(done)); });
            for (const Account &a : members.ok() ? members.value() : QList<Account>())
                names.insert(a.id, a.name);
        }
    }
    const QTimeZone zone = billingZone();
    Money total;
    for (const UsageItem &u : r.value().items) {
        total += u.amount;
        m_out << u.bucketStart.toTimeZone(zone).toString(query.bucket == u"day"_s ? u"yyyy-MM-dd"_s
                                                                                  : u"yyyy-MM-dd HH:00"_s)
              << "  " << money(u.amount).rightJustified(10) << "  " << QString::number(u.seconds / 3600.0, 'f', 1)
              << " h  " << names.value(u.key, u.key) << '\n';
    }
    m_out << QCoreApplication::translate("Ctl", "total: %1 from %2 to %3 (%4)")
                 .arg(money(total), r.value().from.toTimeZone(zone).toString(u"yyyy-MM-dd HH:mm"_s),
                      r.value().to.toTimeZone(zone).toString(u"yyyy-MM-dd HH:mm"_s), QString::fromUtf8(zone.id()))
          << '\n';
    return Ok;
}

int Ctl::billingGpuHours(const QStringList &)
{
    JobHistory *history = need<JobHistory>();
    if (!history)
        return Failed;
    // This month and last, in this computer's time, as the console's GPU-hours page shows them.
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QDate month = now.toLocalTime().date();
    const QDateTime thisMonth(QDate(month.year(), month.month(), 1), QTime(0, 0));
    const QDateTime from = thisMonth.addMonths(-1);
    const auto runs = awaitAnswer<QList<JobRun>>(
        [&](QObject *c, Platform::Done<QList<JobRun>> done) { history->jobRuns(from, now, c, std::move(done)); });
    if (!runs.ok())
        return failed(runs.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the jobs"));
    if (m_json) {
        QJsonArray all;
        for (const JobRun &r : runs.value())
            all.append(QJsonObject{{u"instance_id"_s, r.instanceId},
                                   {u"name"_s, r.name},
                                   {u"partition"_s, r.partition},
                                   {u"gpu_type"_s, r.gpuType},
                                   {u"gpu_count"_s, r.gpuCount},
                                   {u"job"_s, r.job},
                                   {u"started_at"_s, Rfc3339::format(r.startedAt)},
                                   {u"ended_at"_s, r.endedAt ? QJsonValue(Rfc3339::format(*r.endedAt)) : QJsonValue()},
                                   {u"gpu_hours"_s, r.gpuHours(now)}});
        printJson(all);
        return Ok;
    }
    double thisTotal = 0, lastTotal = 0;
    for (const JobRun &r : runs.value()) {
        thisTotal += r.gpuHoursWithin(thisMonth, now, now);
        lastTotal += r.gpuHoursWithin(from, thisMonth, now);
        m_out << r.startedAt.toLocalTime().toString(u"yyyy-MM-dd HH:mm"_s) << "  "
              << (r.endedAt ? r.endedAt->toLocalTime().toString(u"yyyy-MM-dd HH:mm"_s) : u"running"_s).leftJustified(16)
              << "  " << QString::number(r.gpuHours(now), 'f', 1).rightJustified(7) << " GPU-h  " << r.gpuCount << " × "
              << (r.gpuType.isEmpty() ? u"gpu"_s : r.gpuType) << "  " << r.partition << "  " << r.name << '\n';
    }
    const QString hours = history->runsFromAccounting()
        ? QCoreApplication::translate(
            "Ctl", "this month: %1 GPU-hours; last month: %2 GPU-hours (%3 jobs, from the cluster's accounting)")
        : QCoreApplication::translate(
            "Ctl", "this month: %1 GPU-hours; last month: %2 GPU-hours (%3 jobs, as this computer saw gpudesk's)");
    m_out << hours.arg(QString::number(thisTotal, 'f', 1), QString::number(lastTotal, 'f', 1),
                       QString::number(runs.value().size()))
          << '\n';
    const auto quota = awaitAnswer<std::optional<GpuQuota>>(
        [&](QObject *c, Platform::Done<std::optional<GpuQuota>> done) { history->gpuQuota(thisMonth, c, done); });
    if (!quota.ok())
        return failed(quota.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the quota"));
    if (const auto &q = quota.value()) {
        m_out << QCoreApplication::translate("Ctl",
                                             "quota of account %1: %2 of %3 GPU-hours left (your jobs used %4 since "
                                             "%5; the account's other users count too)")
                     .arg(q->account, QString::number(q->leftGpuHours(), 'f', 1),
                          QString::number(q->limitGpuHours, 'f', 1), QString::number(q->usedGpuHours, 'f', 1),
                          thisMonth.toString(u"yyyy-MM-dd"_s))
              << '\n';
    }
    return Ok;
}

int Ctl::billingExport(const QStringList &)
{
    const QTimeZone zone = billingZone();
    std::optional<StatementPeriod> period;
    if (m_parser.isSet(u"month"_s))
        period = StatementPeriod::parse(m_parser.value(u"month"_s), zone);
    else if (const auto h = platformHealth())
        period = StatementPeriod::containing(h->serverTime, zone);
    if (!period)
        return usage(QCoreApplication::translate("CtlHelp", "--month takes a month like 2026-11 (got '%1')")
                         .arg(m_parser.value(u"month"_s)));
    LedgerQuery query;
    query.from = period->from;
    query.to = period->to;
    BillingLedger *ledger = need<BillingLedger>();
    if (!ledger)
        return Failed;
    const auto r = awaitAnswer<Statement>(
        [&](QObject *c, Platform::Done<Statement> done) { readStatement(*ledger, query, c, std::move(done)); });
    if (!r.ok())
        return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the ledger"));
    const Statement &statement = r.value();
    if (!statement.agrees()) {
        m_err << "gpudeskctl: "
              << QCoreApplication::translate("Ctl",
                                             "the lines of %1 add up to %2 but the platform's total is %3; nothing "
                                             "written, run it again")
                     .arg(period->label(), money(statement.sum()), money(*statement.platformTotal))
              << '\n';
        return Failed;
    }
    const QByteArray csv = statement.csv(currency(), zone, itemNames());
    const QString out = m_parser.value(u"out"_s);
    if (out.isEmpty() || out == u"-"_s) {
        m_out.flush();
        std::fwrite(csv.constData(), 1, size_t(csv.size()), stdout);
        std::fflush(stdout);
    } else {
        QSaveFile file(out);
        if (!file.open(QIODevice::WriteOnly) || file.write(csv) != csv.size() || !file.commit()) {
            m_err << "gpudeskctl: "
                  << QCoreApplication::translate("Ctl", "cannot write %1: %2").arg(out, file.errorString()) << '\n';
            return Failed;
        }
    }
    m_err << QCoreApplication::translate("Ctl", "%1: %2 lines, total %3, as the platform counts it")
                 .arg(period->label(), QString::number(statement.lines.size()), money(statement.sum()))
          << '\n';
    return Ok;
}
