#pragma once

#include "core/api/apierror.h"
#include "core/billing/billingmeter.h"
#include "core/model/instance.h"
#include "core/ssh/sshparts.h"
#include "ui/widgets/shellpage.h"

class AutostopWatcher;
class Confirmer;
class Console;
class InstanceActions;
class InstanceDetails;
class InstanceTableModel;
class QLabel;
class QPushButton;
class InstanceSortProxy;
class QStackedWidget;
class QTableView;
class StockWatchBanner;

/// The Instances page of the shell (DESIGN section 5): the money — balance, what accrues now,
/// today's spend, how long the credit lasts, vouchers, and whether the figures are stale or the
/// platform offline — above the instances table, sortable, or, while there is none, how to create
/// the first; the selected instance's details; and the actions on it (toolbar and context menu),
/// each asking first through `confirmer`.
class InstancesPage final : public ShellPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstancesPage)
public:
    /// How the instances table looks and sorts (ui_bench sets its table up with it too).
    static void setUpTable(QTableView &table);
    /// `ssh`: the SSH pieces (terminal, VS Code, tunnels, snapshots); `autostop`: the instances'
    /// autostop (its warnings and settings); null leaves them out.
    InstancesPage(Console &console, Confirmer &confirmer, const SshParts &ssh = {}, AutostopWatcher *autostop = nullptr,
                  QWidget *parent = nullptr);
    ~InstancesPage() override;

    QString title() const override;
    QIcon icon() const override;
    QList<QAction *> toolBarActions() const override;

    InstanceActions *actions() const { return m_actions; }
    /// The table's rows: the console's instances, with the meter's figures.
    InstanceTableModel &model() const { return *m_model; }
    QTableView *table() const { return m_table; }
    InstanceDetails *details() const { return m_details; }
    /// The stock watch's banner, on top of the page (MainWindow makes it; null before).
    void setStockWatchBanner(StockWatchBanner *banner);
    StockWatchBanner *stockWatchBanner() const { return m_stockBanner; }
    /// The money line as shown (tests read it).
    QString summaryText() const;
    /// The stale/offline line, empty when the figures are fresh.
    QString warningText() const;
    bool showsEmptyHint() const;
    /// Says why the last action failed (empty: clears it), with a button to the page that fixes
    /// it where the console has one (remedyRequested).
    void showProblem(const QString &sentence, ApiError::Remedy remedy = ApiError::Remedy::None);
    QString problemText() const;
    QPushButton *remedyButton() const { return m_remedyButton; }
    /// Shown beside a failure that concerns an instance: the Doctor page explains it.
    QPushButton *diagnoseButton() const { return m_diagnoseButton; }
    /// Selects the instance's row (the Doctor page's fixes show it here).
    void selectInstance(const QString &instanceId);
    /// What an SSH action last reported (a test, a measurement), empty when nothing is shown.
    QString noticeText() const;
    /// The id of the selected instance, if any.
    QString selectedId() const;
    /// Each instance's autostop (null without the SSH workspace, or where the platform runs no
    /// startup scripts to install its agent with).
    AutostopWatcher *autostop() const { return m_autostop; }
    /// The warning of an idle stop about to land, empty when none is shown.
    QString stopWarningText() const;
    QPushButton *keepRunningButton() const { return m_keepRunning; }
    /// Opens the autostop settings of the instance.
    void editAutostop(const QString &instanceId);

Q_SIGNALS:
    /// The empty table's "Create your first instance" was clicked.
    void createRequested();
    /// Local files or folders were dropped on an instance's row (`instanceId`; empty: between rows).
    void filesDropped(const QString &instanceId, const QStringList &paths);
    /// The refusal's button: open the page that does `remedy` (money, limits, verification).
    void remedyRequested(ApiError::Remedy remedy);
    /// The failure's Diagnose button, or the instance's Diagnose action: `refusal` set when the
    /// platform refused an action, else the connection is to be checked.
    void diagnoseRequested(const QString &instanceId, const std::optional<ApiError> &refusal);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void showReading(const BillingReading &reading);
    /// showReading() where the platform counts GPU-hours only (a lab's cluster).
    void showGpuHours(const BillingReading &reading);
    void refreshEmptyHint();
    /// The banner over the table: the first idle stop about to land, with Keep running.
    void showStopWarnings();

    Console &m_console;
    QLabel *m_money; ///< what is ticking now, in a larger type
    QLabel *m_summary;
    QLabel *m_warning;
    QLabel *m_problem;
    QPushButton *m_remedyButton;
    ApiError::Remedy m_remedy = ApiError::Remedy::None;
    QPushButton *m_diagnoseButton;
    QString m_problemInstance; ///< the instance the failure shown concerns; empty: none
    std::optional<ApiError> m_refusal; ///< the platform's refusal shown, if it was one
    QLabel *m_notice;
    AutostopWatcher *m_autostop = nullptr;
    QLabel *m_stopWarning;
    QPushButton *m_keepRunning;
    /// The idle stops about to land, in the order warned of.
    struct StopWarning
    {
        Instance instance;
        int minutesLeft = 0;
        int idleMinutes = 0;
    };
    QList<StopWarning> m_stopWarnings;
    QStackedWidget *m_stack;
    QLabel *m_emptyHint;
    QString m_emptyText;
    QTableView *m_table;
    InstanceTableModel *m_model;
    InstanceSortProxy *m_sorted;
    InstanceDetails *m_details;
    StockWatchBanner *m_stockBanner = nullptr;
    InstanceActions *m_actions = nullptr;
    bool m_online = true;
    QString m_offlineReason;
    QString m_pollProblem;
};
