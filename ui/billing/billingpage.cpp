#include "ui/billing/billingpage.h"

#include "ui/billing/advisorpanel.h"
#include "ui/billing/ledgerpanel.h"
#include "ui/billing/receiptspanel.h"
#include "ui/billing/usagepanel.h"
#include "ui/billing/walletpanel.h"
#include "ui/console/console.h"
#include "ui/widgets/icons.h"

#include <QCheckBox>
#include <QLineEdit>

#include <QApplication>
#include <QStyle>
#include <QTabWidget>
#include <QVBoxLayout>

BillingPage::BillingPage(Console &console, Confirmer &confirmer, QWidget *parent)
    : ShellPage(parent)
    , m_console(console)
    , m_tabs(new QTabWidget(this))
    , m_wallet(new WalletPanel(console, confirmer, this))
    , m_ledger(new LedgerPanel(console, confirmer, this))
    , m_usage(new UsagePanel(console, this))
    , m_advisors(new AdvisorPanel(console, this))
{
    m_tabs->addTab(m_wallet, tr("Wallet and limits"));
    m_tabs->addTab(m_ledger, tr("Ledger"));
    m_tabs->addTab(m_usage, tr("Spending per day"));
    m_tabs->addTab(m_advisors, tr("Packages and buying"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    // Money in or a limit changed: the ledger has a new line.
    connect(m_wallet, &WalletPanel::walletChanged, m_ledger, &LedgerPanel::reload);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (isVisible())
            reload();
    });
    connect(&m_console, &Console::loadedChanged, this, [this](bool loaded) {
        if (loaded && isVisible())
            reload();
    });
}

BillingPage::~BillingPage() = default;

QString BillingPage::title() const
{
    return tr("Billing");
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
    const PlatformCapabilities can = m_console.platform().capabilities();
    m_tabs->setTabText(m_tabs->indexOf(m_wallet), can.spendLimits ? tr("Wallet and limits") : tr("Wallet"));
    m_tabs->setTabText(m_tabs->indexOf(m_advisors), can.packages ? tr("Packages and buying") : tr("Buy or rent"));
    if (tab == m_wallet)
        m_wallet->reload();
    else if (tab == m_ledger)
        m_ledger->reload();
    else if (tab == m_usage)
        m_usage->reload();
    else if (tab == m_advisors)
        m_advisors->reload();
    else if (m_receipts && tab == m_receipts)
        m_receipts->reload();
}

void BillingPage::addReceipts(UsageWatcher &watcher)
{
    m_receipts = new ReceiptsPanel(m_console, watcher, this);
    m_tabs->insertTab(m_tabs->indexOf(m_usage) + 1, m_receipts, tr("Receipts"));
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

void BillingPage::showEvent(QShowEvent *event)
{
    ShellPage::showEvent(event);
    reload();
}
