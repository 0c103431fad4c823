// gpudeskctl billing invoice and billing invoices: invoices for a month's payments.
#include "cli/ctl.h"

#include "common/rfc3339.h"
#include "core/api/codecs.h"

#include <QCoreApplication>
#include <QJsonArray>

using namespace Qt::StringLiterals;

int Ctl::billingInvoice(const QStringList &)
{
    InvoiceRequest request;
    request.month = m_parser.value(u"month"_s).trimmed();
    request.title = m_parser.value(u"title"_s).trimmed();
    request.taxId = m_parser.value(u"tax-id"_s).trimmed().toUpper();
    request.email = m_parser.value(u"email"_s).trimmed();
    if (request.month.isEmpty() || request.title.isEmpty() || request.email.isEmpty())
        return usage(QT_TRANSLATE_NOOP(
            "CtlHelp",
            "billing invoice needs --month YYYY-MM, --title (whom it is made out to) and --email (where it "
            "is sent); --tax-id for a company"));
    InvoiceRequests *invoices = need<InvoiceRequests>();
    if (!invoices)
        return Failed;
    const auto r = awaitAnswer<Invoice>(
        [&](QObject *c, Platform::Done<Invoice> done) { invoices->requestInvoice(request, c, std::move(done)); });
    if (!r.ok())
        return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "asking for the invoice"));
    if (m_json) {
        printJson(Codecs::encode(r.value()));
        return Ok;
    }
    const Invoice &i = r.value();
    // The tax id, where there is one, is a value after the title: " (ID)".
    m_out << (i.payments == 1
                  ? QCoreApplication::translate(
                      "Ctl", "invoice %1 requested: %2 for %3 (%4 payment), made out to %5%6; sent to %7 once issued")
                  : QCoreApplication::translate(
                      "Ctl", "invoice %1 requested: %2 for %3 (%4 payments), made out to %5%6; sent to %7 once issued"))
                 .arg(i.id, money(i.amount), i.month)
                 .arg(i.payments)
                 .arg(i.title, i.taxId ? u" ("_s + *i.taxId + u')' : QString(), i.email)
          << '\n';
    return Ok;
}

int Ctl::billingInvoices(const QStringList &)
{
    InvoiceRequests *invoices = need<InvoiceRequests>();
    if (!invoices)
        return Failed;
    const auto r = awaitAnswer<QList<Invoice>>(
        [&](QObject *c, Platform::Done<QList<Invoice>> done) { invoices->invoices(c, std::move(done)); });
    if (!r.ok())
        return failed(r.error(), QT_TRANSLATE_NOOP("CtlHelp", "reading the invoices"));
    if (m_json) {
        QJsonArray items;
        for (const Invoice &i : r.value())
            items.append(Codecs::encode(i));
        printJson(items);
        return Ok;
    }
    if (r.value().isEmpty())
        m_out << QCoreApplication::translate(
            "Ctl", "no invoices asked for; ask with `gpudeskctl billing invoice --month YYYY-MM --title T --email E`")
              << '\n';
    for (const Invoice &i : r.value())
        m_out << i.id << "  " << i.month << "  " << money(i.amount).rightJustified(10) << "  "
              << (i.issued() ? u"issued "_s + i.number.value_or(QString()) + u" on "_s
                          + Rfc3339::format(i.issuedAt.value_or(QDateTime()))
                             : u"requested"_s)
              << "  " << i.title << (i.taxId ? u" ("_s + *i.taxId + u')' : QString()) << "  " << i.email << '\n';
    return Ok;
}
