// gpudeskctl billing: the ledger, payments, usage, GPU-hours and the monthly statement.
#include "cli/billingcommands.h"

#include "common/rfc3339.h"
#include "core/api/codecs.h"
#include "core/api/jobfacets.h"
#include "core/billing/statement.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QSaveFile>

#include <cstdio>

using namespace Qt::StringLiterals;

QList<CtlCommand> BillingCommands::table()
{
    return {
        {.path = {u"billing"_s, u"ledger"_s},
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "charges and credits, newest last; a whole month with --month")),
         .options = {u"instance"_s, u"kind"_s, u"month"_s},
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<BillingCommands, &BillingCommands::ledger>},
        {.path = {u"billing"_s, u"payments"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp", "top-ups, transfers and refunds (the platform's invoices): 90 days, or --month")),
         .options = {u"month"_s},
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<BillingCommands, &BillingCommands::payments>},
        {.path = {u"billing"_s, u"gpu-hours"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp", "on a lab's cluster: the jobs that ran this month and last, with their GPU-hours")),
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<BillingCommands, &BillingCommands::gpuHours>},
        {.path = {u"billing"_s, u"usage"_s},
         .summary
         = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "spending per day or hour, by instance, card or member")),
         .options = {u"bucket"_s, u"group"_s},
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<BillingCommands, &BillingCommands::usage>},
        {.path = {u"billing"_s, u"export"_s},
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "a month's statement as CSV, its total checked against the platform's")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "To standard output unless --out FILE.")),
         .options = {u"month"_s, u"out"_s},
         .needs = Needs::Login,
         .run = &CtlGroup::run<BillingCommands, &BillingCommands::exportMonth>},
    };
}

CtlGot<LedgerQuery> BillingCommands::ledgerQuery()
{
    LedgerQuery query;
    if (m_ctx.isSet(u"instance"_s)) {
        const CtlGot<Instance> instance = m_ctx.findInstance(m_ctx.value(u"instance"_s));
        if (!instance)
            return instance.exit();
        query.instanceId = instance->id;
    }
    if (m_ctx.isSet(u"kind"_s)) {
        static const QStringList kinds{u"compute"_s, u"no_gpu"_s,  u"storage"_s,
                                       u"package"_s, u"voucher"_s, u"recharge"_s};
        if (!kinds.contains(m_ctx.value(u"kind"_s)))
            return m_ctx.usage(QCoreApplication::translate("CtlHelp", "--kind is one of %1").arg(kinds.join(u", "_s)));
        query.kind = m_ctx.value(u"kind"_s);
    }
    if (m_ctx.isSet(u"month"_s)) {
        const auto period = StatementPeriod::parse(m_ctx.value(u"month"_s), m_ctx.billingZone());
        if (!period)
            return m_ctx.usage(QCoreApplication::translate("CtlHelp", "--month takes a month like 2026-11 (got '%1')")
                                   .arg(m_ctx.value(u"month"_s)));
        query.from = period->from;
        query.to = period->to;
    }
    return query;
}

CtlExit BillingCommands::ledger(const QStringList &)
{
    const CtlGot<LedgerQuery> query = ledgerQuery();
    if (!query)
        return query.exit();
    Statement lines;
    BillingLedger *ledger = m_ctx.need<BillingLedger>();
    if (!ledger)
        return Failed;
    if (query->from) {
        // A month is read to its end.
        const auto r = awaitAnswer<Statement>(
            [&](QObject *c, Platform::Done<Statement> done) { readStatement(*ledger, *query, c, std::move(done)); });
        if (!r.ok())
            return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the ledger"));
        lines = r.value();
    } else {
        const auto r = awaitAnswer<LedgerPage>(
            [&](QObject *c, Platform::Done<LedgerPage> done) { ledger->ledger(*query, c, std::move(done)); });
        if (!r.ok())
            return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the ledger"));
        lines.lines = r.value().items;
        std::reverse(lines.lines.begin(), lines.lines.end());
    }
    if (m_ctx.json()) {
        QJsonArray items;
        for (const LedgerLine &l : lines.lines)
            items.append(Codecs::encode(l));
        m_ctx.printJson(items);
        return Ok;
    }
    if (lines.lines.isEmpty()) {
        m_out << QCoreApplication::translate("Ctl", "no ledger lines") << '\n';
        return Ok;
    }
    const QHash<QString, QString> names = m_ctx.itemNames();
    const QTimeZone zone = m_ctx.billingZone();
    for (const LedgerLine &l : std::as_const(lines.lines)) {
        const QString key = l.instanceId ? *l.instanceId
            : l.volumeId                 ? u"volume-"_s + *l.volumeId
                                         : l.imageId.value_or(QString());
        const QString what = names.value(key, key);
        m_out << l.periodStart.toTimeZone(zone).toString(u"yyyy-MM-dd HH:mm"_s) << "  " << l.kind.leftJustified(8)
              << "  " << m_ctx.money(l.amount).rightJustified(10) << "  " << what << '\n';
    }
    if (query->from)
        m_out << QCoreApplication::translate("Ctl", "total: %1 (spent %2, paid in or covered %3)")
                     .arg(m_ctx.money(lines.sum()), m_ctx.money(lines.charges()), m_ctx.money(-lines.credits()))
              << '\n';
    else
        m_out << QCoreApplication::translate("Ctl", "(the latest %1 lines; --month YYYY-MM for a whole month)")
                     .arg(lines.lines.size())
              << '\n';
    return Ok;
}

CtlExit BillingCommands::payments(const QStringList &)
{
    PaymentHistory *history = m_ctx.need<PaymentHistory>();
    if (!history)
        return Failed;
    // The ledger's --month, or the last 90 days.
    const CtlGot<LedgerQuery> asked = ledgerQuery();
    if (!asked)
        return asked.exit();
    const QTimeZone zone = m_ctx.billingZone();
    const QDateTime to = asked->to.value_or(QDateTime::currentDateTimeUtc());
    const QDateTime from = asked->from.value_or(to.addDays(-90));
    const auto r = awaitAnswer<QList<Payment>>(
        [&](QObject *c, Platform::Done<QList<Payment>> done) { history->payments(from, to, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the payments"));
    if (m_ctx.json()) {
        QJsonArray items;
        for (const Payment &p : r.value())
            items.append(QJsonObject{{u"id"_s, p.id},
                                     {u"at"_s, Rfc3339::format(p.at)},
                                     {u"paid_at"_s, p.paidAt ? QJsonValue(Rfc3339::format(*p.paidAt)) : QJsonValue()},
                                     {u"kind"_s, p.kind},
                                     {u"source"_s, p.source},
                                     {u"description"_s, p.description},
                                     {u"amount"_s, m_ctx.currency().decimal(p.amount)},
                                     {u"currency"_s, m_ctx.currency().code()}});
        m_ctx.printJson(items);
        return Ok;
    }
    if (r.value().isEmpty())
        m_out << QCoreApplication::translate("Ctl", "no payments between %1 and %2")
                     .arg(from.toTimeZone(zone).toString(u"yyyy-MM-dd"_s),
                          to.toTimeZone(zone).toString(u"yyyy-MM-dd"_s))
              << '\n';
    for (const Payment &p : r.value()) {
        const QString amount = (p.amount > Money() ? u"+"_s : QString()) + m_ctx.money(p.amount);
        m_out << p.at.toTimeZone(zone).toString(u"yyyy-MM-dd HH:mm"_s) << "  " << p.kind.leftJustified(8) << "  "
              << amount.rightJustified(10) << "  " << (p.paidAt ? QString() : u"(unpaid)  "_s) << p.description
              << (p.source.isEmpty() ? QString() : u" ("_s + p.source + u')') << '\n';
    }
    return Ok;
}

CtlExit BillingCommands::gpuHours(const QStringList &)
{
    JobHistory *history = m_ctx.need<JobHistory>();
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
        return m_ctx.failed(runs.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the jobs"));
    if (m_ctx.json()) {
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
        m_ctx.printJson(all);
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
        return m_ctx.failed(quota.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the quota"));
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

CtlExit BillingCommands::usage(const QStringList &)
{
    UsageQuery query;
    query.bucket = m_ctx.isSet(u"bucket"_s) ? m_ctx.value(u"bucket"_s) : u"day"_s;
    query.group = m_ctx.isSet(u"group"_s) ? m_ctx.value(u"group"_s) : u"instance"_s;
    if (query.bucket != u"day"_s && query.bucket != u"hour"_s)
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "--bucket is day or hour"));
    if (query.group != u"instance"_s && query.group != u"gpu_type"_s && query.group != u"member"_s)
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "--group is instance, gpu_type or member"));
    UsageReports *reports = m_ctx.need<UsageReports>();
    if (!reports)
        return Failed;
    const auto r = awaitAnswer<::Usage>(
        [&](QObject *c, Platform::Done<::Usage> done) { reports->usage(query, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading usage"));
    if (m_ctx.json()) {
        m_ctx.printJson(Codecs::encode(r.value()));
        return Ok;
    }
    // What the keys are called: instances and cards by name, members by name where the caller may list them.
    QHash<QString, QString> names;
    if (query.group != u"member"_s) {
        names = m_ctx.itemNames();
    } else {
        if (TeamMembers *team = m_ctx.platform().facet<TeamMembers>()) {
            const auto members = awaitAnswer<QList<Account>>(
                [&](QObject *c, Platform::Done<QList<Account>> done) { team->members(c, std::move(done)); });
            for (const Account &a : members.ok() ? members.value() : QList<Account>())
                names.insert(a.id, a.name);
        }
    }
    const QTimeZone zone = m_ctx.billingZone();
    Money total;
    for (const UsageItem &u : r.value().items) {
        total += u.amount;
        m_out << u.bucketStart.toTimeZone(zone).toString(query.bucket == u"day"_s ? u"yyyy-MM-dd"_s
                                                                                  : u"yyyy-MM-dd HH:00"_s)
              << "  " << m_ctx.money(u.amount).rightJustified(10) << "  " << QString::number(u.seconds / 3600.0, 'f', 1)
              << " h  " << names.value(u.key, u.key) << '\n';
    }
    m_out << QCoreApplication::translate("Ctl", "total: %1 from %2 to %3 (%4)")
                 .arg(m_ctx.money(total), r.value().from.toTimeZone(zone).toString(u"yyyy-MM-dd HH:mm"_s),
                      r.value().to.toTimeZone(zone).toString(u"yyyy-MM-dd HH:mm"_s), QString::fromUtf8(zone.id()))
          << '\n';
    return Ok;
}

CtlExit BillingCommands::exportMonth(const QStringList &)
{
    const QTimeZone zone = m_ctx.billingZone();
    std::optional<StatementPeriod> period;
    if (m_ctx.isSet(u"month"_s))
        period = StatementPeriod::parse(m_ctx.value(u"month"_s), zone);
    else if (const auto h = m_ctx.platformHealth())
        period = StatementPeriod::containing(h->serverTime, zone);
    if (!period)
        return m_ctx.usage(QCoreApplication::translate("CtlHelp", "--month takes a month like 2026-11 (got '%1')")
                               .arg(m_ctx.value(u"month"_s)));
    LedgerQuery query;
    query.from = period->from;
    query.to = period->to;
    BillingLedger *ledger = m_ctx.need<BillingLedger>();
    if (!ledger)
        return Failed;
    const auto r = awaitAnswer<Statement>(
        [&](QObject *c, Platform::Done<Statement> done) { readStatement(*ledger, query, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the ledger"));
    const Statement &statement = r.value();
    if (!statement.agrees())
        return m_ctx.fail(
            QCoreApplication::translate("Ctl",
                                        "the lines of %1 add up to %2 but the platform's total is %3; nothing "
                                        "written, run it again")
                .arg(period->label(), m_ctx.money(statement.sum()), m_ctx.money(*statement.platformTotal)));
    const QByteArray csv = statement.csv(m_ctx.currency(), zone, m_ctx.itemNames());
    const QString out = m_ctx.value(u"out"_s);
    if (out.isEmpty() || out == u"-"_s) {
        m_out.flush();
        std::fwrite(csv.constData(), 1, size_t(csv.size()), stdout);
        std::fflush(stdout);
    } else {
        QSaveFile file(out);
        if (!file.open(QIODevice::WriteOnly) || file.write(csv) != csv.size() || !file.commit())
            return m_ctx.fail(QCoreApplication::translate("Ctl", "cannot write %1: %2").arg(out, file.errorString()));
    }
    m_err << QCoreApplication::translate("Ctl", "%1: %2 lines, total %3, as the platform counts it")
                 .arg(period->label(), QString::number(statement.lines.size()), m_ctx.money(statement.sum()))
          << '\n';
    return Ok;
}
