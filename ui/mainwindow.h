#pragma once

#include <QMainWindow>
#include <QPointer>
#include <QTimer>

#include <memory>
#include <optional>

#include "common/clock.h"
#include "common/money.h"
#include "core/model/health.h"
#include "ui/consolesettings.h"

class Confirmer;
class CreateWizard;
class SettingsDialog;
class QAction;
class Notifier;
class TrayIcon;
class Console;
class DialogConfirmer;
class InstanceActions;
class InstancesPanel;
class QToolBar;
class Platform;
class QLabel;
class QVBoxLayout;

/// The console's main window (DESIGN section 5): the instances and the money in view, and which
/// platform it is connected to with that platform's own clock.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)
public:
    /// `clock` is the local clock used to advance platform time between health checks.
    explicit MainWindow(const Clock &clock, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Before a platform is known: e.g. "Starting the local sandbox…".
    void showConnecting(const QString &what);
    /// The platform could not be reached or started; says why, in the user's words.
    void showConnectionFailed(const QString &reason);
    /// Starts checking the platform's health every `intervalMs`; the platform is not owned.
    void setPlatform(Platform *platform, int intervalMs = 10000);

    /// Shows the console's instances and money above the platform's details, with the actions on
    /// the selected instance; neither is owned (`confirmer` null: the real dialogs).
    /// `notifier` null: the tray icon's desktop notifications.
    void setConsole(Console *console, Confirmer *confirmer = nullptr, Notifier *notifier = nullptr);
    InstancesPanel *instancesPanel() const { return m_instances; }
    InstanceActions *actions() const { return m_actions; }

    /// Where the console keeps its files (shown on the settings page). The window keeps its
    /// geometry in `paths.settingsFile`: restored now, saved when closed.
    void setPaths(const ConsolePaths &paths);

    /// Opens the settings page (window-modal, so tests drive it without a nested loop); what is
    /// saved goes into the settings file and the poller at once.
    SettingsDialog *openSettings();
    /// Opens the create-instance wizard (window-modal) on the console's platform; what it creates
    /// appears in the table at once.
    CreateWizard *openCreateWizard();
    QAction *createAction() const { return m_createAction; }
    QAction *settingsAction() const { return m_settingsAction; }
    QAction *logOutAction() const { return m_logOutAction; }
    QAction *quitAction() const { return m_quitAction; }

    /// What the status bar says now (tests read it instead of scraping widgets).
    QString statusText() const;
    bool isConnected() const { return m_connected; }

protected:
    /// Closing the window while something bills keeps the console in the tray (and says why,
    /// once); without a tray, it asks first.
    void closeEvent(QCloseEvent *event) override;

Q_SIGNALS:
    /// The settings page was saved with these settings.
    void settingsSaved(const ConsoleSettings &settings);

private:
    /// What the account's instances cost per hour now (zero: nothing bills, or no console).
    Money billingRate() const;
    QString quitWarning() const;
    /// Quitting while something bills asks first; true when nothing bills or the user agreed.
    bool quitConfirmed();
    void logOut();
    void quit();
    void checkHealth();
    void onHealth(const PlatformHealth &health);
    void onHealthError(const QString &message);
    void refreshClock();
    void setStatus(const QString &text);

    const Clock &m_clock;
    QPointer<Platform> m_platform;
    QTimer m_healthTimer;
    QTimer m_tickTimer;
    bool m_connected = false;
    bool m_checking = false;
    quint64 m_generation = 0; ///< bumped per platform, so a late answer from the old one is dropped
    std::optional<PlatformHealth> m_health;
    std::unique_ptr<ScaledClock> m_platformClock;

    QVBoxLayout *m_layout = nullptr;
    InstancesPanel *m_instances = nullptr;
    InstanceActions *m_actions = nullptr;
    QToolBar *m_toolBar = nullptr;
    std::unique_ptr<DialogConfirmer> m_dialogs;
    QPointer<Console> m_console;
    Confirmer *m_confirmer = nullptr;
    Notifier *m_notifier = nullptr;
    TrayIcon *m_tray = nullptr;
    bool m_toldAboutTray = false;
    ConsolePaths m_paths;
    QAction *m_settingsAction;
    QAction *m_createAction = nullptr;
    QAction *m_logOutAction;
    QAction *m_quitAction;
    QLabel *m_statusLabel;
    QLabel *m_urlValue;
    QLabel *m_stateValue;
    QLabel *m_timeValue;
    QLabel *m_scaleValue;
    QLabel *m_zoneValue;
};
