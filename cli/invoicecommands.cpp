// gpudeskctl billing invoice and billing invoices: invoices for a month's payments.
#include "cli/invoicecommands.h"

#include "common/rfc3339.h"
#include "core/api/codecs.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

QList<CtlCommand> InvoiceCommands::table()
{
    return {
        {.path = {u"billing"_s, u"invoice"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "ask for an invoice for a month's payments")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "Needs --month YYYY-MM, --title (whom it is made out to: a person or a company) and --email (where it is "
             "sent); --tax-id for a company. It covers that month's payments not on an invoice yet.")),
         .options = {u"month"_s, u"title"_s, u"tax-id"_s, u"email"_s},
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<InvoiceCommands, &InvoiceCommands::request>},
        {.path = {u"billing"_s, u"invoices"_s},
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "the invoices asked for: requested, or issued with their number")),
         .needs = Needs::Login,
         .printsData = true,
         .run = &CtlGroup::run<InvoiceCommands, &InvoiceCommands::list>},
    };
}

CtlExit InvoiceCommands::request(const QStringList &)
{
    InvoiceRequest request;
    request.month = m_ctx.value(u"month"_s).trimmed();
    request.title = m_ctx.value(u"title"_s).trimmed();
    request.taxId = m_ctx.value(u"tax-id"_s).trimmed().toUpper();
    request.email = m_ctx.value(u"email"_s).trimmed();
    if (request.month.isEmpty() || request.title.isEmpty() || request.email.isEmpty())
        return m_ctx.usage(QT_TRANSLATE_NOOP(
            "CtlHelp",
            "billing invoice needs --month YYYY-MM, --title (whom it is made out to) and --email (where it "
            "is sent); --tax-id for a company"));
    InvoiceRequests *invoices = m_ctx.need<InvoiceRequests>();
    if (!invoices)
        return Failed;
    const auto r = awaitAnswer<Invoice>(
        [&](QObject *c, Platform::Done<Invoice> done) { invoices->requestInvoice(request, c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "asking for the invoice"));
    if (m_ctx.json()) {
        m_ctx.printJson(Codecs::encode(r.value()));
        return Ok;
    }
    const Invoice &i = r.value();
    // The tax id, where there is one, is a value after the title: " (ID)".
    m_out << (i.payments == 1
                  ? QCoreApplication::translate(
                      "Ctl", "invoice %1 requested: %2 for %3 (%4 payment), made out to %5%6; sent to %7 once issued")
                  : QCoreApplication::translate(
                      "Ctl", "invoice %1 requested: %2 for %3 (%4 payments), made out to %5%6; sent to %7 once issued"))
                 .arg(i.id, m_ctx.money(i.amount), i.month)
                 .arg(i.payments)
                 .arg(i.title, i.taxId ? u" ("_s + *i.taxId + u')' : QString(), i.email)
          << '\n';
    return Ok;
}

CtlExit InvoiceCommands::list(const QStringList &)
{
    InvoiceRequests *invoices = m_ctx.need<InvoiceRequests>();
    if (!invoices)
        return Failed;
    const auto r = awaitAnswer<QList<Invoice>>(
        [&](QObject *c, Platform::Done<QList<Invoice>> done) { invoices->invoices(c, std::move(done)); });
    if (!r.ok())
        return m_ctx.failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the invoices"));
    if (m_ctx.json()) {
        QJsonArray items;
        for (const Invoice &i : r.value())
            items.append(Codecs::encode(i));
        m_ctx.printJson(items);
        return Ok;
    }
    if (r.value().isEmpty())
        m_out << QCoreApplication::translate(
            "Ctl", "no invoices asked for; ask with `gpudeskctl billing invoice --month YYYY-MM --title T --email E`")
              << '\n';
    for (const Invoice &i : r.value())
        m_out << i.id << "  " << i.month << "  " << m_ctx.money(i.amount).rightJustified(10) << "  "
              << (i.issued() ? u"issued "_s + i.number.value_or(QString()) + u" on "_s
                          + Rfc3339::format(i.issuedAt.value_or(QDateTime()))
                             : u"requested"_s)
              << "  " << i.title << (i.taxId ? u" ("_s + *i.taxId + u')' : QString()) << "  " << i.email << '\n';
    return Ok;
}
