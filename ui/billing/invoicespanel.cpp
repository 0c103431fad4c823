#include "ui/billing/invoicespanel.h"

#include "core/api/billingfacets.h"
#include "core/console/console.h"
#include "core/session/session.h"
#include "ui/account/accountinput.h"
#include "ui/widgets/listmodel.h"
#include "ui/widgets/listtable.h"
#include "ui/widgets/messagestyle.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {
constexpr int kMonthsOffered = 12;
} // namespace

InvoicesPanel::InvoicesPanel(const Console &console, InvoiceRequests &invoices, QWidget *parent)
    : QWidget(parent)
    , m_console(console)
    , m_invoices(invoices)
    , m_month(new QComboBox(this))
    , m_title(new QLineEdit(this))
    , m_taxId(new QLineEdit(this))
    , m_email(new QLineEdit(this))
    , m_request(new QPushButton(tr("Request an invoice"), this))
    , m_message(MessageStyle::paragraph({}, this))
    , m_rows(new ListModel({tr("Month"), tr("Made out to"), tr("Amount"), tr("Status"), tr("Number")}, this))
    , m_table(ListTable::make(m_rows, this, false))
{
    auto *intro = MessageStyle::paragraph(
        tr("An invoice covers what you paid in a month (your recharges), sent to the e-mail address you give. Each "
           "payment goes on one invoice only; ask again later in the month for what you pay after."),
        this);
    m_month->setObjectName(u"invoiceMonth"_s);
    m_title->setObjectName(u"invoiceTitle"_s);
    m_title->setMaxLength(100);
    m_title->setPlaceholderText(tr("Your name, or your company's"));
    m_taxId->setObjectName(u"invoiceTaxId"_s);
    m_taxId->setMaxLength(20);
    m_taxId->setPlaceholderText(tr("A company's tax number (18 characters); empty for a person"));
    m_email->setObjectName(u"invoiceEmail"_s);
    m_email->setPlaceholderText(tr("Where the invoice is sent"));
    m_table->setObjectName(u"invoices"_s);
    m_table->setAccessibleName(tr("Invoices"));
    m_message->hide();

    auto *box = new QGroupBox(tr("New invoice"), this);
    auto *form = new QFormLayout(box);
    form->addRow(tr("Month:"), m_month);
    form->addRow(tr("Made out to:"), m_title);
    form->addRow(tr("Tax number:"), m_taxId);
    form->addRow(tr("E-mail:"), m_email);
    auto *row = new QHBoxLayout;
    row->addWidget(m_request);
    row->addStretch();
    form->addRow(QString(), row);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(box);
    layout->addWidget(m_message);
    layout->addWidget(m_table, 1);
    connect(m_request, &QPushButton::clicked, this, &InvoicesPanel::request);
}

InvoicesPanel::~InvoicesPanel() = default;

void InvoicesPanel::fillMonths()
{
    // The months up to the platform's own (its billing time zone is the one that counts; a day's
    // difference at a month's edge is said by the platform if it matters).
    const QDateTime now = m_console.platformNow().isValid() ? m_console.platformNow() : QDateTime::currentDateTimeUtc();
    const QDate first(now.date().year(), now.date().month(), 1);
    if (m_month->count() > 0 && m_month->itemData(0).toString() == first.toString(u"yyyy-MM"_s))
        return;
    const QString kept = m_month->currentData().toString();
    m_month->clear();
    const QLocale locale;
    for (int back = 0; back < kMonthsOffered; ++back) {
        const QDate month = first.addMonths(-back);
        m_month->addItem(locale.toString(month, tr("MMMM yyyy", "the date format of a month")),
                         month.toString(u"yyyy-MM"_s));
    }
    // Last month first: the one whose payments are all made.
    const int keptAt = m_month->findData(kept);
    m_month->setCurrentIndex(keptAt >= 0 ? keptAt : 1);
}

void InvoicesPanel::reload()
{
    fillMonths();
    if (m_email->text().isEmpty()) {
        if (const auto &account = m_console.session().account())
            m_email->setText(account->email.value_or(QString()));
    }
    const quint64 ticket = m_latest.next();
    m_invoices.invoices(this, [this, ticket](const ApiResult<QList<Invoice>> &r) {
        if (!m_latest.isLatest(ticket))
            return; // a newer read answers
        if (!r.ok()) {
            MessageStyle::say(m_message,
                              tr("The invoices could not be read: %1").arg(r.error().sentence(m_console.currency())),
                              true);
            Q_EMIT shown();
            return;
        }
        showInvoices(r.value());
    });
}

void InvoicesPanel::request()
{
    InvoiceRequest r;
    r.month = m_month->currentData().toString();
    r.title = m_title->text().trimmed();
    r.taxId = m_taxId->text().trimmed().toUpper();
    r.email = m_email->text().trimmed();
    // What the platform would refuse, said here first and beside the field.
    static const QRegularExpression taxId(u"^[0-9A-Z]{15,20}$"_s);
    QString problem;
    if (r.title.isEmpty())
        problem = tr("Say whom the invoice is made out to: your name, or your company's.");
    else if (!r.taxId.isEmpty() && !taxId.match(r.taxId).hasMatch())
        problem = tr("A tax number has 15 to 20 letters and digits (a company's unified social credit code has 18). "
                     "Leave it empty for a person.");
    else
        problem = AccountInput::emailProblem(r.email); // the same rule as for an account's e-mail
    if (!problem.isEmpty()) {
        MessageStyle::say(m_message, problem, true);
        return;
    }
    m_request->setEnabled(false);
    m_invoices.requestInvoice(r, this, [this, label = m_month->currentText()](const ApiResult<Invoice> &answer) {
        m_request->setEnabled(true);
        const Currency &currency = m_console.currency();
        if (!answer.ok()) {
            MessageStyle::say(m_message,
                              answer.error().details.value(u"reason"_s).toString() == u"nothing_to_invoice"_s
                                  ? tr("Nothing paid in %1 is left to invoice: every payment of that month is on an "
                                       "invoice already, or none was made.")
                                        .arg(label)
                                  : tr("No invoice was asked for: %1").arg(answer.error().sentence(currency)),
                              true);
            return;
        }
        const Invoice &i = answer.value();
        MessageStyle::say(m_message,
                          tr("Asked for: an invoice of %1 for %2, made out to %3. It is sent to %4 once issued.")
                              .arg(currency.format(i.amount), label, i.title, i.email),
                          false);
        reload();
    });
}

void InvoicesPanel::showInvoices(const QList<Invoice> &invoices)
{
    const Currency &currency = m_console.currency();
    const QLocale locale;
    QList<ListRow> rows;
    for (const Invoice &i : invoices) {
        const QDate month = QDate::fromString(i.month + u"-01"_s, Qt::ISODate);
        const QString status = i.issued() && i.issuedAt
            ? tr("issued %1").arg(locale.toString(i.issuedAt->toLocalTime(), QLocale::ShortFormat))
            : tr("requested %1").arg(locale.toString(i.requestedAt.toLocalTime(), QLocale::ShortFormat));
        rows.append({{month.isValid() ? locale.toString(month, tr("MMMM yyyy", "the date format of a month")) : i.month,
                      i.taxId ? tr("%1 (%2)").arg(i.title, *i.taxId) : i.title, currency.format(i.amount), status,
                      i.number.value_or(tr("not yet"))},
                     i.id});
    }
    m_rows->setRows(rows);
    Q_EMIT shown();
}
