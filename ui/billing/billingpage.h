#pragma once

#include "ui/widgets/shellpage.h"

#include "ui/billing/billingsources.h"

class AdvisorPanel;
class Confirmer;
class Console;
class GpuHoursPanel;
class InvoicesPanel;
class LedgerPanel;
class PaymentsPanel;
class QTabWidget;
class ReceiptsPanel;
class UsageWatcher;
class UsagePanel;
class WalletPanel;

/// The Billing page: the wallet (balance, money in, limits, vouchers), the ledger with
/// the month's statement, the payments (where the platform lists them), spending per day as a chart, and the package
/// and buy-vs-rent advisors. Each tab reads the platform when shown; a tab shows only where its
/// source is in `sources`. The page changes nothing of the console's but its poll: money in or
/// limits changed, the meter is read again at once.
class BillingPage final : public ShellPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingPage)
public:
    BillingPage(Console &console, const BillingSources &sources, Confirmer &confirmer, QWidget *parent = nullptr);
    ~BillingPage() override;

    QString title() const override;
    QIcon icon() const override;

    /// Reads the tab in view again.
    void reload() override;
    /// Shows the wallet with the field to add money in (a refusal for want of money led here).
    void showRecharge();
    /// Shows the wallet with the spend limits to change (a limit refused a start).
    void showSpendLimits();

    QTabWidget *tabs() const { return m_tabs; }
    WalletPanel *wallet() const { return m_wallet; }
    /// The ledger, spending per day and payments: null where the platform keeps none.
    LedgerPanel *ledger() const { return m_ledger; }
    UsagePanel *usage() const { return m_usage; }
    PaymentsPanel *payments() const { return m_payments; }
    AdvisorPanel *advisors() const { return m_advisors; }
    /// Adds the boots' receipts (a tab), kept by `watcher`.
    void addReceipts(UsageWatcher &watcher);
    ReceiptsPanel *receipts() const { return m_receipts; }
    /// A lab's cluster's jobs and their GPU-hours (where the platform keeps a JobHistory).
    GpuHoursPanel *gpuHours() const { return m_gpuHours; }
    /// Invoices asked for from here (where the platform issues them).
    InvoicesPanel *invoices() const { return m_invoices; }
    /// Where choices made on the page are kept (a lab's price per GPU-hour).
    void keepChoicesIn(const QString &settingsFile);

private:
    Console &m_console;
    BillingSources m_sources;
    QTabWidget *m_tabs;
    WalletPanel *m_wallet;
    LedgerPanel *m_ledger = nullptr;
    UsagePanel *m_usage = nullptr;
    AdvisorPanel *m_advisors;
    PaymentsPanel *m_payments = nullptr;
    ReceiptsPanel *m_receipts = nullptr;
    GpuHoursPanel *m_gpuHours = nullptr;
    InvoicesPanel *m_invoices = nullptr;
};
