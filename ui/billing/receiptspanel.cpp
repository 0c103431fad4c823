#include "ui/billing/receiptspanel.h"

#include "core/api/platform.h"
#include "core/console/console.h"
#include "core/doctor/usagewatcher.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/widgets/listmodel.h"
#include "ui/widgets/listtable.h"
#include "ui/widgets/messagestyle.h"

#include <QLabel>
#include <QLocale>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ReceiptsPanel::ReceiptsPanel(const Console &console, UsageWatcher &watcher, QWidget *parent)
    : QWidget(parent)
    , m_console(console)
    , m_watcher(watcher)
    , m_summary(MessageStyle::paragraph({}, this))
    , m_rows(new ListModel({tr("Instance"), tr("Card"), tr("Ended"), tr("Ran"), tr("Cost"), tr("GPU-hours"),
                            tr("GPU busy"), tr("Idle cost")},
                           this))
    , m_table(ListTable::make(m_rows, this))
{
    m_summary->setObjectName(u"receiptsSummary"_s);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(MessageStyle::paragraph(
        tr("A receipt for every boot gpudesk watched: how long it ran, what it cost, and how much of that the card "
           "spent idle (below %1% busy) — loading data, a run that had finished, a notebook left open.")
            .arg(BootReceipt::kIdlePercent),
        this));
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    connect(&m_watcher, &UsageWatcher::receiptMade, this, &ReceiptsPanel::reload);
}

ReceiptsPanel::~ReceiptsPanel() = default;

void ReceiptsPanel::reload()
{
    if (!m_watcher.problem().isEmpty()) {
        MessageStyle::say(m_summary, tr("Receipts are not kept on this computer: %1").arg(m_watcher.problem()), true);
        m_rows->setRows({});
        return;
    }
    // Read on the local store's thread; shown when it answers.
    m_watcher.readReceipts(this, [this](const QList<BootReceipt> &receipts) { fill(receipts); });
}

void ReceiptsPanel::fill(const QList<BootReceipt> &receipts)
{
    const Currency &currency = m_console.currency();
    const QLocale locale;
    QList<ListRow> rows;
    Money spent, idle;
    const QDateTime monthAgo = m_console.platformNow().addDays(-30);
    for (const BootReceipt &r : receipts) {
        const QString card
            = r.gpuCount == 0 ? tr("no GPU") : tr("%1 × %2").arg(r.gpuCount).arg(m_console.cardName(r.gpuType));
        const QString busy = r.gpuCount == 0 ? tr("—")
            : r.averageUtilization           ? tr("%1%").arg(*r.averageUtilization)
                                             : tr("not watched");
        const QString idleText = r.gpuCount == 0 || !r.averageUtilization ? tr("—")
            : r.idleSeconds == 0                                          ? tr("none")
                                 : tr("%1 (%2)").arg(currency.format(r.idleCost), BootReceipt::duration(r.idleSeconds));
        rows.append({{r.instanceName, card, locale.toString(r.endedAt.toLocalTime(), QLocale::ShortFormat),
                      BootReceipt::duration(r.seconds()), currency.format(r.cost),
                      locale.toString(double(r.gpuSeconds()) / 3600.0, 'f', 2), busy, idleText},
                     r.instanceId});
        if (r.endedAt >= monthAgo) {
            spent += r.cost;
            idle += r.idleCost;
        }
    }
    m_rows->setRows(rows);
    if (receipts.isEmpty()) {
        MessageStyle::say(m_summary,
                          tr("No boot has ended since gpudesk started watching. A receipt appears here when an "
                             "instance stops."),
                          false);
        Q_EMIT shown();
        return;
    }
    MessageStyle::say(m_summary,
                      receipts.first().summary(currency) + u"\n"_s
                          + tr("Last 30 days: %1 spent on the boots above, %2 of it while the card was idle.")
                                .arg(currency.format(spent), currency.format(idle)),
                      false);
    Q_EMIT shown();
}
