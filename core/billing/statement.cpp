#include "core/billing/statement.h"

#include <algorithm>
#include <memory>

using namespace Qt::StringLiterals;

namespace {
// The most pages one statement reads (200 lines each): a year of lines every minute fits.
constexpr int kMaxPages = 5000;
constexpr int kPageSize = 200;

QDateTime midnight(const QDate &day, const QTimeZone &zone)
{
    return QDateTime(day, QTime(0, 0), zone);
}

QByteArray field(const QString &text)
{
    QString value = text;
    // A name a spreadsheet would run as a formula is kept as text.
    if (!value.isEmpty() && u"=+-@\t\r"_s.contains(value.front()))
        value.prepend(u'\'');
    if (value.contains(u',') || value.contains(u'"') || value.contains(u'\n') || value.contains(u'\r'))
        value = u'"' + QString(value).replace(u"\""_s, u"\"\""_s) + u'"';
    return value.toUtf8();
}

QByteArray row(const QList<QByteArray> &fields)
{
    QByteArray out;
    for (qsizetype k = 0; k < fields.size(); ++k) {
        if (k)
            out += ',';
        out += fields[k];
    }
    return out + "\r\n";
}
} // namespace

std::optional<StatementPeriod> StatementPeriod::parse(const QString &yyyyMm, const QTimeZone &zone)
{
    const QDate first = QDate::fromString(yyyyMm.trimmed() + u"-01"_s, u"yyyy-MM-dd"_s);
    if (!first.isValid() || yyyyMm.trimmed().size() != 7)
        return std::nullopt;
    return StatementPeriod{first, midnight(first, zone), midnight(first.addMonths(1), zone)};
}

StatementPeriod StatementPeriod::containing(const QDateTime &t, const QTimeZone &zone)
{
    const QDate day = t.toTimeZone(zone).date();
    const QDate first(day.year(), day.month(), 1);
    return StatementPeriod{first, midnight(first, zone), midnight(first.addMonths(1), zone)};
}

StatementPeriod StatementPeriod::previous() const
{
    const QDate first = month.addMonths(-1);
    return StatementPeriod{first, midnight(first, from.timeZone()), from};
}

Money Statement::sum() const
{
    Money total;
    for (const LedgerLine &l : lines)
        total += l.amount;
    return total;
}

Money Statement::charges() const
{
    Money total;
    for (const LedgerLine &l : lines)
        total += l.amount > Money() ? l.amount : Money();
    return total;
}

Money Statement::credits() const
{
    return sum() - charges();
}

QByteArray Statement::csv(const Currency &currency, const QTimeZone &zone,
                          const QHash<QString, QString> &instanceNames) const
{
    const auto time = [&](const QDateTime &t) { return t.toTimeZone(zone).toString(Qt::ISODate).toUtf8(); };
    QByteArray out = row({"line", "period_start", "period_end", "kind", "instance_id", "instance", "volume_id",
                          "image_id", "amount_" + currency.code().toUtf8()});
    for (const LedgerLine &l : lines) {
        const QString instance = l.instanceId.value_or(QString());
        out += row({field(l.id), time(l.periodStart), time(l.periodEnd), field(l.kind), field(instance),
                    field(instanceNames.value(instance)), field(l.volumeId.value_or(QString())),
                    field(l.imageId.value_or(QString())), currency.decimal(l.amount).toUtf8()});
    }
    out += row({"total", {}, {}, {}, {}, {}, {}, {}, currency.decimal(sum()).toUtf8()});
    return out;
}

namespace {
// One statement being read: each page's answer asks for the next until the last. Every call in
// flight holds it, so it lives exactly as long as the reading.
struct StatementReader : std::enable_shared_from_this<StatementReader>
{
    StatementReader(BillingLedger &p, LedgerQuery q, QObject *c, Platform::Done<Statement> d)
        : platform(p)
        , query(std::move(q))
        , context(c)
        , done(std::move(d))
    { }

    void ask()
    {
        platform.ledger(query, context,
                        [self = shared_from_this()](const ApiResult<LedgerPage> &page) { self->onPage(page); });
    }

    void onPage(const ApiResult<LedgerPage> &page)
    {
        if (!page.ok())
            return done(page.error());
        if (pages++ == 0)
            statement.platformTotal = page.value().total;
        statement.lines += page.value().items;
        if (page.value().nextCursor && !page.value().items.isEmpty() && pages < kMaxPages) {
            query.after = *page.value().nextCursor;
            return ask();
        }
        // The pages come newest first; a statement reads oldest first.
        std::reverse(statement.lines.begin(), statement.lines.end());
        done(statement);
    }

    BillingLedger &platform;
    LedgerQuery query;
    QObject *context;
    Platform::Done<Statement> done;
    Statement statement;
    int pages = 0;
};
} // namespace

void readStatement(BillingLedger &ledger, LedgerQuery query, QObject *context, Platform::Done<Statement> done)
{
    query.after.clear();
    query.limit = kPageSize;
    std::make_shared<StatementReader>(ledger, std::move(query), context, std::move(done))->ask();
}
