#pragma once

#include "core/model/instance.h"

#include <QTimer>
#include <QWidget>

class AutostopWatcher;
class StopDeadlines;
class Console;
class GpuLivePanel;
class InstanceHistory;
class InstanceTableModel;
class BootTasks;
class SshWorkspace;
struct EnvironmentSnapshot;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QTableWidget;
class QVBoxLayout;

/// The selected instance in full (DESIGN section 5): how to log in, its disks and what survives
/// a stop or a release, its service ports and where they are reached, and its events with the
/// reasons in the user's words; beside them, a tab with its cards live (GpuLivePanel) where gpudesk
/// can reach it over SSH.
class InstanceDetails final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstanceDetails)
public:
    /// `ssh`: for the alias to log in with and the environment snapshot (null: neither is shown).
    /// `rows` is the table's model: the details follow its changes.
    /// `boots`: the kept snapshots (null with `ssh`). `history`: the instance's events (null where
    /// the platform keeps none, and no empty table is shown).
    InstanceDetails(const Console &console, InstanceHistory *history, const InstanceTableModel &rows, SshWorkspace *ssh,
                    BootTasks *boots, QWidget *parent = nullptr);
    ~InstanceDetails() override;

    /// The autostop of each instance (null: not shown): its state, read from the agent while shown.
    void setAutostop(AutostopWatcher *watcher);
    /// The dead man's switch of a platform whose instances cannot stop themselves (null: none): a stop
    /// it armed is said as its own.
    void setStopDeadlines(StopDeadlines *deadlines);
    /// Shows this instance (empty: none selected) and loads its events.
    void showInstance(const QString &id);
    /// Everything the Details tab says now (its sections' rich text and the login command).
    QString text() const;
    /// The login command, selectable and copied whole by the button beside it.
    QLineEdit *loginCommand() const { return m_command; }
    int eventCount() const;
    QTabWidget *tabs() const { return m_tabs; }
    /// Null without the SSH workspace.
    GpuLivePanel *livePanel() const { return m_live; }

Q_SIGNALS:
    /// The autostop line's "Change…" / "Turn it on…".
    void autostopRequested(const QString &instanceId);

private:
    void render();
    /// One section of the Details tab: its heading and its lines (none: the section is hidden).
    struct Section
    {
        QLabel *heading = nullptr;
        QLabel *body = nullptr;
    };
    Section addSection(const QString &heading, const QString &name);
    static void fill(const Section &section, const QStringList &lines);
    /// How to log in: the command (into the field) and what to know about it.
    QStringList connectLines(const Instance &instance, QString *command) const;
    /// A batch scheduler's job (a Slurm cluster's): its place in the queue and why, and the way SSH goes.
    QStringList jobLines(const Instance &instance) const;
    /// Its service ports and where they are reached.
    QStringList portLines(const Instance &instance) const;
    /// Its disks, and what a stop or a release keeps of them (a job's: what the cluster keeps).
    QStringList diskLines(const Instance &instance) const;
    /// When it stops by itself: a scheduled stop, a job's time limit, the autostop.
    QStringList stopLines(const Instance &instance) const;
    /// Asks the instance's agent what it sees, when it runs.
    void readAutostop();
    void loadEvents();
    void follow(const QString &link);
    /// The snapshot's lines for the details (what the card, disks, RAM and Python were).
    QStringList snapshotLines(const EnvironmentSnapshot &snapshot) const;

    const Console &m_console;
    InstanceHistory *m_history;
    SshWorkspace *m_ssh;
    BootTasks *m_boots;
    QString m_id;
    WireEnum<InstanceState> m_shownState;
    QVBoxLayout *m_detailsLayout = nullptr;
    QLabel *m_title;
    QLabel *m_empty;
    QWidget *m_commandRow;
    QLineEdit *m_command;
    QPushButton *m_copy;
    Section m_connect;
    Section m_disks;
    Section m_stops;
    Section m_measured;
    QLabel *m_historyHeading;
    QTableWidget *m_events;
    QTabWidget *m_tabs;
    GpuLivePanel *m_live = nullptr;
    AutostopWatcher *m_autostop = nullptr;
    StopDeadlines *m_deadlines = nullptr;
    QTimer m_autostopTimer; ///< reads the shown instance's agent again now and then
};
