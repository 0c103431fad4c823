#pragma once

#include "core/api/apierror.h"
#include "core/doctor/budgetguards.h"
#include "core/doctor/doctorreport.h"
#include "ui/widgets/shellpage.h"

class Console;
class DoctorRunner;
class Notifier;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class SshWorkspace;
class UsageWatcher;

/// The Doctor page: find which layer is broken before changing anything. Pick an
/// instance (and a service port, and whether a run died and its log) and Diagnose: each layer's
/// result, what it saw and the one thing to do, the verdict, and a button for the fix where the
/// console has one; the report copies as text. A refused create or start is explained here too
/// (Diagnose on a failure). Below, the guards that watch money and disks while the console runs: each says
/// whether it is quiet, warned, or snoozed, and a warning can be snoozed for a day.
class DoctorPage final : public ShellPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DoctorPage)
public:
    /// `ssh` null: no connection diagnosis (no SSH workspace); `watcher` null: no disk guards.
    /// `runner` diagnoses over SSH through `ssh` (both null: the SSH workspace is off); `watcher`
    /// keeps the disk guards (null without a local store); `budget` are the money guards.
    DoctorPage(Console &console, DoctorRunner *runner, SshWorkspace *ssh, UsageWatcher *watcher, BudgetGuards &budget,
               Notifier &notifier, QWidget *parent = nullptr);
    ~DoctorPage() override;

    QString title() const override;
    QIcon icon() const override;

    /// Diagnoses the instance now, with the port and log fields as they are.
    void diagnose(const QString &instanceId);
    /// Explains a refused action on `instanceId` (empty: a create).
    void explainRefusal(const QString &instanceId, const ApiError &error);
    /// The report shown, for tests and the copy button.
    const DoctorReport &report() const { return m_report; }

    QComboBox *instanceBox() const { return m_instance; }
    QLineEdit *portField() const { return m_port; }
    QCheckBox *diedBox() const { return m_died; }
    QLineEdit *logField() const { return m_log; }
    QPushButton *diagnoseButton() const { return m_run; }
    QPushButton *fixButton() const { return m_fix; }
    QPushButton *copyButton() const { return m_copy; }
    QLabel *verdict() const { return m_verdict; }
    QTableWidget *checks() const { return m_checks; }
    QTableWidget *guards() const { return m_guardTable; }
    QPushButton *snoozeButton() const { return m_snooze; }
    /// The name a check's id is shown by ("key" → "Key").
    static QString stepName(const QString &id);

Q_SIGNALS:
    /// A report is shown (tests wait on it).
    void reported();
    /// The fix for the failed check, where another page does it (money, limits, verification,
    /// keys, the instance on the Instances page, a tunnel, a new instance elsewhere).
    void fixRequested(const QString &instanceId, DoctorCheck::Fix fix, ApiError::Remedy remedy);

private:
    void refreshInstances();
    void run();
    void showReport(const DoctorReport &report, DoctorCheck::Fix fix, ApiError::Remedy remedy);
    void applyFix();
    void checkGuards();
    void renderGuards();
    void snooze();
    void refreshButtons();

    Console &m_console;
    SshWorkspace *m_ssh;
    UsageWatcher *m_watcher;
    Notifier &m_notifier;
    DoctorRunner *m_runner;
    BudgetGuards &m_budget;
    DoctorReport m_report;
    QString m_reportInstance;
    DoctorCheck::Fix m_pendingFix = DoctorCheck::Fix::None;
    ApiError::Remedy m_pendingRemedy = ApiError::Remedy::None;
    QStringList m_guardCauses; ///< the guard table's rows: a cause, or empty for a quiet guard
    QList<QStringList> m_guardRows; ///< the guard table's cells as last drawn
    QComboBox *m_instance;
    /// The instances m_instance lists, in its order: compared at each poll without asking the box's
    /// model for ten thousand items' data.
    QStringList m_instanceIds, m_instanceNames;
    QLineEdit *m_port;
    QCheckBox *m_died;
    QLineEdit *m_log;
    QPushButton *m_run;
    QPushButton *m_copy;
    QLabel *m_verdict;
    QPushButton *m_fix;
    QTableWidget *m_checks;
    QTableWidget *m_guardTable;
    QPushButton *m_snooze;
};
