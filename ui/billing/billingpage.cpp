#include "ui/billing/billingpage.h"

#include "core/api/platform.h"
#include "core/console/console.h"
#include "ui/billing/advisorpanel.h"
#include "ui/billing/gpuhourspanel.h"
#include "ui/billing/invoicespanel.h"
#include "ui/billing/ledgerpanel.h"
#include "ui/billing/paymentspanel.h"
#include "ui/billing/receiptspanel.h"
#include "ui/billing/usagepanel.h"
#include "ui/billing/walletpanel.h"
#include "ui/widgets/icons.h"

#include <QCheckBox>
#include <QLineEdit>
#include <QTabWidget>
#include <QVBoxLayout>

BillingPage::BillingPage(Console &console, const BillingSources &sources, Confirmer &confirmer, QWidget *parent)
    : ShellPage(parent)
    , m_console(console)
    , m_sources(sources)
    , m_tabs(new QTabWidget(this))
    , m_wallet(new WalletPanel(console, sources, confirmer, this))
    , m_advisors(new AdvisorPanel(console, sources, this))
{
    // A tab for each part of the money the platform keeps, named for what it holds there.
    const Platform &platform = sources.platform;
    m_tabs->addTab(m_wallet, sources.limits ? tr("Wallet and limits") : tr("Wallet"));
    if (sources.ledger) {
        m_ledger = new LedgerPanel(console, sources.platform, *sources.ledger, confirmer, this);
        m_tabs->addTab(m_ledger, tr("Ledger"));
    }
    if (sources.payments) {
        m_payments = new PaymentsPanel(console, *sources.payments, this);
        m_tabs->addTab(m_payments, tr("Payments"));
    }
    if (sources.invoices) {
        m_invoices = new InvoicesPanel(console, *sources.invoices, this);
        m_tabs->addTab(m_invoices, tr("Invoices"));
    }
    if (sources.usage) {
        m_usage = new UsagePanel(console, sources.platform, *sources.usage, this);
        m_tabs->addTab(m_usage, tr("Spending per day"));
    }
    m_tabs->addTab(m_advisors, platform.traits().packages ? tr("Packages and buying") : tr("Buy or rent"));
    // A lab's cluster: its jobs' GPU-hours, and none of the money tabs (there is no money).
    if (sources.jobs) {
        m_gpuHours = new GpuHoursPanel(console, *sources.jobs, this);
        m_tabs->insertTab(0, m_gpuHours, tr("GPU-hours"));
        m_tabs->setCurrentWidget(m_gpuHours);
    }
    if (platform.traits().gpuHoursOnly) {
        for (QWidget *money :
             {static_cast<QWidget *>(m_wallet), static_cast<QWidget *>(m_ledger), static_cast<QWidget *>(m_payments),
              static_cast<QWidget *>(m_usage), static_cast<QWidget *>(m_advisors)}) {
            if (money) // the ledger, payments and spending exist only where the platform keeps them
                m_tabs->setTabVisible(m_tabs->indexOf(money), false);
        }
    }
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    // Money in or a limit changed: the meter and the ledger have something new.
    connect(m_wallet, &WalletPanel::walletChanged, this, [this] {
        m_console.refresh();
        if (m_ledger)
            m_ledger->reload();
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (isVisible())
            reload();
    });
    readsAccountOf(m_console);
}

BillingPage::~BillingPage() = default;

QString BillingPage::title() const
{
    return m_sources.platform.traits().gpuHoursOnly ? tr("GPU-hours") : tr("Billing");
}

QIcon BillingPage::icon() const
{
    return Icons::get(QStringLiteral("billing"));
}

void BillingPage::reload()
{
    if (!m_console.isLoaded())
        return;
    // Only the tab in view: the others read when they are shown, sparing a rate-limited platform.
    QWidget *tab = m_tabs->currentWidget();
    if (tab == m_wallet)
        m_wallet->reload();
    else if (m_ledger && tab == m_ledger)
        m_ledger->reload();
    else if (m_usage && tab == m_usage)
        m_usage->reload();
    else if (m_payments && tab == m_payments)
        m_payments->reload();
    else if (tab == m_advisors)
        m_advisors->reload();
    else if (m_receipts && tab == m_receipts)
        m_receipts->reload();
    else if (m_gpuHours && tab == m_gpuHours)
        m_gpuHours->reload();
    else if (m_invoices && tab == m_invoices)
        m_invoices->reload();
}

void BillingPage::addReceipts(UsageWatcher &watcher)
{
    m_receipts = new ReceiptsPanel(m_console, watcher, this);
    m_wallet->setReceiptsShown(!m_sources.platform.traits().gpuHoursOnly);
    m_tabs->insertTab(m_tabs->indexOf(m_advisors), m_receipts, tr("Receipts"));
    // Receipts say what each boot cost: where nothing costs money, the GPU-hours tab says the rest.
    m_tabs->setTabVisible(m_tabs->indexOf(m_receipts), !m_sources.platform.traits().gpuHoursOnly);
}

void BillingPage::keepChoicesIn(const QString &settingsFile)
{
    if (m_gpuHours)
        m_gpuHours->setSettingsFile(settingsFile);
}

void BillingPage::showRecharge()
{
    m_tabs->setCurrentWidget(m_wallet);
    m_wallet->rechargeAmount()->setFocus();
}

void BillingPage::showSpendLimits()
{
    m_tabs->setCurrentWidget(m_wallet);
    if (m_wallet->dailyLimit()->isEnabled())
        m_wallet->dailyLimit()->setFocus();
    else
        m_wallet->dailyLimitOn()->setFocus();
}
