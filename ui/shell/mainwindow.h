#pragma once

#include <QMainWindow>
#include <QPointer>
#include <QTimer>

#include <functional>
#include <memory>

#include "common/clock.h"
#include "common/money.h"
#include "core/api/apierror.h"
#include "core/console/consolesettings.h"
#include "core/doctor/doctorreport.h"

class Confirmer;
class Console;
class ConsoleServices;
class CreateWizard;
class DialogConfirmer;
class InstanceActions;
class InstancesPage;
class SshKeysPage;
class BillingPage;
class DoctorPage;
class SecurityPage;
class MembersPage;
class StoragePage;
class TokensPage;
class SshWorkspace;
class Notifier;
class QAction;
class QLabel;
class QListWidget;
class QStackedWidget;
class QToolBar;
class SettingsDialog;
class ShellPage;
class TrayIcon;
class UsageWatcher;
class TransferQueue;
class TransfersPage;
class UploadDialog;
class DownloadDialog;
class AboutPlatformDialog;

/// The console's main window (DESIGN section 5): a shell of pages — a navigation list on the left,
/// the current page on the right, the page's actions in the toolbar — with the money and the
/// connection always in view in the status bar, whatever page is shown. Everything it shows of the
/// platform it reads through the Console.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)
public:
    /// `clock` is the machine's clock, which moves the status bar's platform time between readings.
    explicit MainWindow(const Clock &clock, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Before a platform is known: e.g. "Starting the local sandbox…".
    void showConnecting(const QString &what);
    /// The platform could not be reached or started; says why, in the user's words.
    void showConnectionFailed(const QString &reason);

    /// Binds the window to the console's services (not owned; they outlive the window) and makes its
    /// pages, each given what it shows; `confirmer` null: the real dialogs; `notifier` null: the
    /// tray icon's desktop notifications.
    void setServices(ConsoleServices *services, Confirmer *confirmer = nullptr, Notifier *notifier = nullptr);
    /// Adds a page to the navigation (the window takes it); the first one added is shown first.
    void addPage(ShellPage *page);
    int pageCount() const;
    ShellPage *page(int index) const;
    ShellPage *currentPage() const;
    void showPage(ShellPage *page);

    InstancesPage *instancesPage() const { return m_instances; }
    BillingPage *billingPage() const { return m_billing; }
    TokensPage *tokensPage() const { return m_tokens; }
    StoragePage *storagePage() const { return m_storage; }
    /// The services given (null before setServices).
    ConsoleServices *services() const { return m_services; }
    SecurityPage *securityPage() const { return m_security; }
    MembersPage *membersPage() const { return m_members; }
    DoctorPage *doctorPage() const { return m_doctor; }
    UsageWatcher *usageWatcher() const { return m_watcher; }
    InstanceActions *actions() const;

    /// Where the console keeps its files (shown on the settings page). The window keeps its
    /// geometry in `paths.settingsFile`: restored now, saved when closed.
    void setPaths(const ConsolePaths &paths);

    /// Opens the settings page (window-modal, so tests drive it without a nested loop); what is
    /// saved goes into the settings file and the poller at once.
    SettingsDialog *openSettings();
    /// Opens the create-instance wizard (window-modal) on the console's platform; what it creates
    /// appears in the table at once.
    CreateWizard *openCreateWizard();
    /// Shows the page that does `remedy` (Billing for money and limits, Security for verification).
    void showRemedy(ApiError::Remedy remedy);
    /// The same, with a free volume chosen as the data disk (the Storage page's "attach").
    CreateWizard *openCreateWizardWithVolume(const QString &volumeId);
    /// The same, starting from an instance's choices ("Create one like it").
    CreateWizard *openCreateWizardLike(const QString &instanceId);
    /// The pre-flight of an upload of local `paths` (to `instanceId`, else the first running one);
    /// window-modal. Null without the SSH workspace.
    UploadDialog *openUpload(const QStringList &paths, const QString &instanceId);
    /// The remote browser to download from an instance; window-modal.
    DownloadDialog *openDownload(const QString &instanceId);
    /// The transfer queue (null without the SSH workspace or a local store).
    TransferQueue *transfers() const { return m_transfers; }
    TransfersPage *transfersPage() const { return m_transfersPage; }
    /// Help → About this platform: where it is, its clock, time scale, billing zone and currency.
    AboutPlatformDialog *openAboutPlatform();
    QAction *createAction() const { return m_createAction; }
    QAction *settingsAction() const { return m_settingsAction; }
    QAction *logOutAction() const { return m_logOutAction; }
    QAction *switchPlatformAction() const { return m_switchPlatformAction; }
    QAction *quitAction() const { return m_quitAction; }
    QAction *aboutPlatformAction() const { return m_aboutPlatformAction; }

    /// What the status bar says of the connection now (tests read it instead of scraping widgets).
    QString statusText() const;
    /// Every keyboard shortcut of the console, one per line (Help → Keyboard shortcuts).
    QString shortcutsText() const;
    /// The status bar's money: the balance and what accrues now.
    QString moneyText() const;
    bool isConnected() const { return m_connected; }

protected:
    /// Closing the window while something bills keeps the console in the tray (and says why,
    /// once); without a tray, it asks first.
    void closeEvent(QCloseEvent *event) override;
    /// Shown or hidden (the tray, a start at login): the poller checks at the matching rhythm.
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;
    void hideEvent(QHideEvent *event) override;

Q_SIGNALS:
    /// The settings page was saved with these settings.
    void settingsSaved(const ConsoleSettings &settings);
    /// The proxy's password was typed on the settings page (for the keychain, not the file).
    void proxyPasswordEntered(const QString &password);
    /// Console → Switch platform… was chosen.
    void switchPlatformRequested();

private:
    /// setServices' three steps: the pages in the navigation's order, what they ask of each other,
    /// and the window following the console (its actions, tray and status bar).
    void addPages(ConsoleServices &services);
    void connectPages();
    void followConsole();
    /// The create wizard with `prepare` run on it before it reads its options.
    CreateWizard *openCreateWizardWith(const std::function<void(CreateWizard &)> &prepare);
    /// What the account's instances cost per hour now (zero: nothing bills, or no console).
    Money billingRate() const;
    /// Transfers queued or running (quitting pauses them).
    int unfinishedTransfers() const;
    QString quitWarning() const;
    /// Quitting while something bills asks first; true when nothing bills or the user agreed.
    bool quitConfirmed();
    void logOut();
    /// What the Doctor page's fix button asks of another page.
    void applyDoctorFix(const QString &instanceId, DoctorCheck::Fix fix, ApiError::Remedy remedy);
    void quit();
    void onOnline(bool online, const QString &reason);
    void refreshStatus();
    void refreshToolBar();
    void setStatus(const QString &text);

    const Clock &m_clock;
    QTimer m_tickTimer;
    bool m_connected = false;

    QListWidget *m_navigation;
    QStackedWidget *m_pages;
    SshWorkspace *m_ssh = nullptr; ///< null without an ssh dir (ConsolePaths::sshDir)
    SshKeysPage *m_sshKeys = nullptr;
    BillingPage *m_billing = nullptr;
    TokensPage *m_tokens = nullptr;
    StoragePage *m_storage = nullptr;
    SecurityPage *m_security = nullptr;
    MembersPage *m_members = nullptr;
    DoctorPage *m_doctor = nullptr;
    UsageWatcher *m_watcher = nullptr; ///< null without the SSH workspace or a local store
    TransferQueue *m_transfers = nullptr;
    TransfersPage *m_transfersPage = nullptr;
    InstancesPage *m_instances = nullptr;
    QToolBar *m_toolBar;
    std::unique_ptr<DialogConfirmer> m_dialogs;
    QPointer<Console> m_console;
    ConsoleServices *m_services = nullptr;
    Confirmer *m_confirmer = nullptr;
    Notifier *m_notifier = nullptr;
    TrayIcon *m_tray = nullptr;
    bool m_toldAboutTray = false;
    ConsolePaths m_paths;
    QAction *m_settingsAction;
    QAction *m_createAction;
    QAction *m_logOutAction;
    QAction *m_switchPlatformAction;
    QAction *m_quitAction;
    QAction *m_aboutPlatformAction;
    QLabel *m_statusLabel;
    QLabel *m_moneyLabel;
};
