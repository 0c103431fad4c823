#include "ui/billing/paymentspanel.h"

#include "core/api/billingfacets.h"
#include "core/console/console.h"
#include "ui/widgets/listmodel.h"
#include "ui/widgets/listtable.h"
#include "ui/widgets/messagestyle.h"

#include <QLabel>
#include <QLocale>
#include <QTableView>
#include <QVBoxLayout>

namespace {

constexpr int kDays = 90;

} // namespace

PaymentsPanel::PaymentsPanel(const Console &console, PaymentHistory &history, QWidget *parent)
    : QWidget(parent)
    , m_console(console)
    , m_history(history)
    , m_summary(new QLabel(this))
    , m_rows(new ListModel({tr("Date"), tr("Kind"), tr("Amount"), tr("Paid"), tr("What")}, this))
    , m_table(ListTable::make(m_rows, this, false))
{
    m_summary->setObjectName(QStringLiteral("paymentsSummary"));
    m_summary->setWordWrap(true);
    m_rows->setRightAligned({2});
    m_table->setObjectName(QStringLiteral("payments"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
}

PaymentsPanel::~PaymentsPanel() = default;

void PaymentsPanel::reload()
{
    const quint64 ticket = m_latest.next();
    const QDateTime to = m_console.platformNow().isValid() ? m_console.platformNow() : QDateTime::currentDateTimeUtc();
    m_history.payments(to.addDays(-kDays), to, this, [this, ticket](const ApiResult<QList<Payment>> &r) {
        if (!m_latest.isLatest(ticket))
            return; // a newer read answers
        if (!r.ok()) {
            MessageStyle::say(m_summary,
                              tr("The payments could not be read: %1").arg(r.error().sentence(m_console.currency())),
                              true);
            Q_EMIT shown();
            return;
        }
        showPayments(r.value());
    });
}

void PaymentsPanel::showPayments(const QList<Payment> &payments)
{
    const Currency &currency = m_console.currency();
    const QLocale locale;
    // The platform's words for its kinds, in the user's.
    const auto kindName = [](const QString &kind) {
        if (kind == QLatin1StringView("credit"))
            return tr("top-up");
        if (kind == QLatin1StringView("transfer"))
            return tr("transfer");
        if (kind == QLatin1StringView("refund"))
            return tr("refund");
        if (kind == QLatin1StringView("payout"))
            return tr("payout");
        if (kind == QLatin1StringView("reserved"))
            return tr("reserved");
        return kind;
    };
    Money in, out;
    QList<ListRow> rows;
    for (const Payment &p : payments) {
        (p.amount > Money() ? in : out) += p.amount;
        const QString amount = (p.amount > Money() ? QStringLiteral("+") : QString()) + currency.format(p.amount);
        const QString paid = p.paidAt ? locale.toString(p.paidAt->toLocalTime(), QLocale::ShortFormat) : tr("not yet");
        const QString what = p.source.isEmpty() ? p.description : tr("%1 (%2)").arg(p.description, p.source);
        rows.append(
            {{locale.toString(p.at.toLocalTime(), QLocale::ShortFormat), kindName(p.kind), amount, paid, what}, p.id});
    }
    m_rows->setRows(rows);
    MessageStyle::say(m_summary,
                      payments.isEmpty()
                          ? tr("No money was put in or sent out in the last %1 days.").arg(kDays)
                          : tr("In the last %1 days: %2 put in, %3 sent out. What your instances used is on the "
                               "Ledger tab.")
                                .arg(kDays)
                                .arg(currency.format(in), currency.format(Money::fromCents(-out.cents()))),
                      false);
    Q_EMIT shown();
}
