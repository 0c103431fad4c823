#include "ui/shell/mainwindow.h"

#include "core/api/platform.h"
#include "core/autostop/autostopwatcher.h"
#include "core/console/console.h"
#include "core/console/consoleservices.h"
#include "core/doctor/usagewatcher.h"
#include "core/session/session.h"
#include "core/ssh/sshworkspace.h"
#include "core/transfer/transferqueue.h"
#include "ui/account/securitypage.h"
#include "ui/account/verificationdialog.h"
#include "ui/billing/billingpage.h"
#include "ui/create/createwizard.h"
#include "ui/doctor/doctorpage.h"
#include "ui/instances/instanceactions.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/instances/stockwatchbanner.h"
#include "ui/shell/aboutplatformdialog.h"
#include "ui/shell/consoleshortcuts.h"
#include "ui/shell/loginstart.h"
#include "ui/shell/settingsdialog.h"
#include "ui/shell/settingsflow.h"
#include "ui/shell/trayicon.h"
#include "ui/ssh/sshkeyspage.h"
#include "ui/storage/storagepage.h"
#include "ui/transfers/downloaddialog.h"
#include "ui/transfers/transferspage.h"
#include "ui/transfers/uploaddialog.h"
#include "ui/widgets/confirmer.h"
#include "ui/widgets/icons.h"
#include "ui/widgets/shellpage.h"
#include "ui/widgets/shortcuts.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QShortcut>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolBar>

using namespace Qt::StringLiterals;

MainWindow::MainWindow(const Clock &clock, QWidget *parent)
    : QMainWindow(parent)
    , m_clock(clock)
    , m_navigation(new QListWidget(this))
    , m_pages(new QStackedWidget(this))
    , m_toolBar(addToolBar(tr("Page")))
    , m_statusLabel(new QLabel(this))
    , m_moneyLabel(new QLabel(this))
{
    setWindowTitle(tr("gpudesk"));
    resize(1200, 760); // the instances' ten columns and the create wizard fit without overhanging

    // The navigation: icon and name of each page, reached by keyboard too (Tab into it, arrows,
    // or Ctrl+1…9 from anywhere).
    m_navigation->setObjectName(u"navigation"_s);
    m_navigation->setAccessibleName(tr("Pages"));
    m_navigation->setFrameShape(QFrame::NoFrame);
    m_navigation->setIconSize(QSize(22, 22));
    m_navigation->setSpacing(2);
    m_navigation->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    connect(m_navigation, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            m_pages->setCurrentIndex(row);
        refreshToolBar();
    });
    auto *central = new QWidget(this);
    auto *layout = new QHBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_navigation);
    layout->addWidget(m_pages, 1);
    setCentralWidget(central);

    m_toolBar->setObjectName(u"pageToolBar"_s);
    m_toolBar->setMovable(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_createAction = new QAction(tr("Create…"), this);
    Icons::set(m_createAction, u"create"_s);
    m_createAction->setObjectName(u"createAction"_s);
    m_createAction->setToolTip(
        tr("Rent a new instance: region, card, billing, image, disks and ports, with the cost in view."));
    Shortcuts::give(m_createAction, QKeySequence(Qt::CTRL | Qt::Key_N));
    m_createAction->setEnabled(false);
    connect(m_createAction, &QAction::triggered, this, &MainWindow::openCreateWizard);

    m_statusLabel->setObjectName(u"connection"_s);
    m_moneyLabel->setObjectName(u"money"_s);
    statusBar()->addWidget(m_statusLabel, 1);
    statusBar()->addPermanentWidget(m_moneyLabel);

    QMenu *menu = menuBar()->addMenu(tr("&Console"));
    menu->setObjectName(u"consoleMenu"_s);
    menu->addAction(m_createAction);
    menu->addSeparator();
    m_settingsAction = menu->addAction(tr("&Settings…"), this, &MainWindow::openSettings);
    m_settingsAction->setMenuRole(QAction::PreferencesRole);
    Shortcuts::give(m_settingsAction, QKeySequence(Qt::CTRL | Qt::Key_Comma));
    m_logOutAction = menu->addAction(tr("&Log out"), this, &MainWindow::logOut);
    m_logOutAction->setEnabled(false);
    // Another platform in this window: the program that owns the window decides how (main starts
    // anew on it); each platform keeps its own login, so nothing is logged out.
    m_switchPlatformAction = menu->addAction(tr("S&witch platform…"), this, &MainWindow::switchPlatformRequested);
    m_switchPlatformAction->setObjectName(u"switchPlatform"_s);
    menu->addSeparator();
    m_quitAction = menu->addAction(tr("&Quit"), this, &MainWindow::quit);
    Shortcuts::give(m_quitAction, QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quitAction->setMenuRole(QAction::QuitRole);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(u"helpMenu"_s);
    m_aboutPlatformAction = help->addAction(tr("About this &platform…"), this, &MainWindow::openAboutPlatform);
    m_aboutPlatformAction->setEnabled(false);
    help->addAction(tr("&Keyboard shortcuts"), this, [this] {
        auto *box = new QMessageBox(QMessageBox::NoIcon, tr("Keyboard shortcuts"),
                                    ConsoleShortcuts::table(shortcutsText()), QMessageBox::Close, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });

    // Platform time moves on screen every second between readings, from the console's estimate.
    m_tickTimer.setInterval(1000);
    connect(&m_tickTimer, &QTimer::timeout, this, &MainWindow::refreshStatus);

    showConnecting(tr("Not connected to a platform yet."));
}

MainWindow::~MainWindow() = default;

void MainWindow::setPaths(const ConsolePaths &paths)
{
    m_paths = paths;
    const QByteArray geometry
        = QSettings(paths.settingsFile, QSettings::IniFormat).value(u"window/geometry"_s).toByteArray();
    if (!geometry.isEmpty())
        restoreGeometry(geometry);
}

void MainWindow::addPage(ShellPage *page)
{
    m_pages->addWidget(page);
    auto *item = new QListWidgetItem(page->icon(), page->title(), m_navigation);
    item->setToolTip(page->title());
    const int index = m_navigation->count() - 1;
    if (index < 9) {
        auto *shortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + index)), this);
        connect(shortcut, &QShortcut::activated, this, [this, page] { showPage(page); });
    }
    m_navigation->setFixedWidth(std::max(m_navigation->sizeHintForColumn(0) + 24, 120));
    if (m_navigation->currentRow() < 0)
        m_navigation->setCurrentRow(0);
    refreshToolBar();
}

int MainWindow::pageCount() const
{
    return m_pages->count();
}

ShellPage *MainWindow::page(int index) const
{
    return qobject_cast<ShellPage *>(m_pages->widget(index));
}

ShellPage *MainWindow::currentPage() const
{
    return qobject_cast<ShellPage *>(m_pages->currentWidget());
}

void MainWindow::showPage(ShellPage *page)
{
    m_navigation->setCurrentRow(m_pages->indexOf(page));
}

void MainWindow::refreshToolBar()
{
    m_toolBar->clear();
    m_toolBar->addAction(m_createAction);
    if (const ShellPage *page = currentPage(); page && !page->toolBarActions().isEmpty()) {
        m_toolBar->addSeparator();
        m_toolBar->addActions(page->toolBarActions());
    }
}

InstanceActions *MainWindow::actions() const
{
    return m_instances ? m_instances->actions() : nullptr;
}

UploadDialog *MainWindow::openUpload(const QStringList &paths, const QString &instanceId)
{
    if (!m_console || !m_ssh || !m_transfers)
        return nullptr;
    auto *dialog = new UploadDialog(*m_console, *m_ssh, *m_transfers, paths, instanceId, m_paths.settingsFile, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    connect(dialog, &QDialog::accepted, this, [this] { showPage(m_transfersPage); });
    dialog->show();
    return dialog;
}

DownloadDialog *MainWindow::openDownload(const QString &instanceId)
{
    if (!m_ssh || !m_transfers)
        return nullptr;
    const QString downloads = QStandardPaths::writableLocation(QStandardPaths::DownloadLocation);
    auto *dialog = new DownloadDialog(*m_ssh, *m_services->remote(), *m_transfers, instanceId,
                                      (downloads.isEmpty() ? QDir::homePath() : downloads) + u"/gpudesk"_s, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    connect(dialog, &QDialog::accepted, this, [this] { showPage(m_transfersPage); });
    dialog->show();
    return dialog;
}

CreateWizard *MainWindow::openCreateWizard()
{
    return openCreateWizardWith({});
}

CreateWizard *MainWindow::openCreateWizardWithVolume(const QString &volumeId)
{
    return openCreateWizardWith([volumeId](CreateWizard &wizard) { wizard.useVolume(volumeId); });
}

CreateWizard *MainWindow::openCreateWizardLike(const QString &instanceId)
{
    const Instance *found = m_console ? m_console->instance(instanceId) : nullptr;
    if (!found)
        return openCreateWizard();
    const Instance model = *found;
    return openCreateWizardWith([model](CreateWizard &wizard) { wizard.startLike(model); });
}

CreateWizard *MainWindow::openCreateWizardWith(const std::function<void(CreateWizard &)> &prepare)
{
    if (!m_console)
        return nullptr;
    auto *wizard = new CreateWizard(m_console->platform(), m_paths.settingsFile, this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->keepStartupScriptsWith(m_services ? m_services->boots() : nullptr);
    connect(wizard, &CreateWizard::created, this, [this](const Instance &instance) {
        statusBar()->showMessage(tr("%1 is being created: it appears in the table as it boots.").arg(instance.name),
                                 15000);
        m_console->refresh();
        // Now that something bills, the console is worth having at login: asked once.
        const QString said = LoginStart::offerOnce(this, *m_confirmer, m_paths);
        if (!said.isEmpty())
            statusBar()->showMessage(said, 15000);
    });
    // Verification opens over the wizard; once submitted, the wizard reads the account again.
    connect(wizard, &CreateWizard::verificationRequested, wizard, [this, wizard] {
        IdentityVerification *verification = m_console->platform().facet<IdentityVerification>();
        if (!verification)
            return;
        auto *verify = new VerificationDialog(*verification, m_clock, wizard);
        verify->setAttribute(Qt::WA_DeleteOnClose);
        connect(verify, &VerificationDialog::submitted, wizard, &CreateWizard::load);
        verify->open();
    });
    if (prepare)
        prepare(*wizard); // before load(): the choices it sets are applied when the options arrive
    connect(wizard, &CreateWizard::remedyRequested, this, [this, wizard](ApiError::Remedy remedy) {
        wizard->closeKeepingChoices();
        showRemedy(remedy);
        statusBar()->showMessage(tr("Your choices for the new instance are kept: the next Create starts from them."),
                                 15000);
    });
    connect(wizard, &CreateWizard::watchRequested, this,
            [this, wizard](const InstanceSpec &spec, Money perHour, bool create) {
                wizard->closeKeepingChoices();
                showPage(m_instances);
                m_instances->stockWatchBanner()->watch(spec, perHour, create);
            });
    connect(wizard, &CreateWizard::diagnoseRequested, this, [this, wizard](const ApiError &refusal) {
        wizard->closeKeepingChoices();
        showPage(m_doctor);
        m_doctor->explainRefusal({}, refusal);
    });
    wizard->open();
    wizard->load();
    return wizard;
}

void MainWindow::showRemedy(ApiError::Remedy remedy)
{
    switch (remedy) {
    case ApiError::Remedy::Recharge:
        showPage(m_billing);
        m_billing->showRecharge();
        break;
    case ApiError::Remedy::RaiseSpendLimit:
        showPage(m_billing);
        m_billing->showSpendLimits();
        break;
    case ApiError::Remedy::Verify:
        if (!m_security)
            break;
        showPage(m_security);
        m_security->openVerification();
        break;
    default:
        break;
    }
}

void MainWindow::applyDoctorFix(const QString &instanceId, DoctorCheck::Fix fix, ApiError::Remedy remedy)
{
    using Fix = DoctorCheck::Fix;
    switch (fix) {
    case Fix::Recharge:
        showRemedy(ApiError::Remedy::Recharge);
        return;
    case Fix::RaiseSpendLimit:
        showRemedy(ApiError::Remedy::RaiseSpendLimit);
        return;
    case Fix::Verify:
        showRemedy(ApiError::Remedy::Verify);
        return;
    case Fix::ChooseKey:
    case Fix::AddKeyToPlatform:
        if (m_sshKeys)
            showPage(m_sshKeys);
        return;
    case Fix::OpenTunnel:
        showPage(m_instances);
        m_instances->selectInstance(instanceId);
        m_instances->actions()->tunnels()->trigger();
        return;
    case Fix::CreateLike:
        openCreateWizardLike(instanceId);
        return;
    case Fix::Restart:
    case Fix::ReleaseAndRecreate:
        showPage(m_instances);
        m_instances->selectInstance(instanceId);
        return;
    default:
        break;
    }
    if (remedy == ApiError::Remedy::ChooseAnotherRegionOrCard)
        openCreateWizard();
    else
        showRemedy(remedy);
}

AboutPlatformDialog *MainWindow::openAboutPlatform()
{
    if (!m_console)
        return nullptr;
    auto *dialog = new AboutPlatformDialog(*m_console, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

SettingsDialog *MainWindow::openSettings()
{
    return SettingsFlow::open(*this, m_paths, m_console, m_ssh, m_confirmer);
}

Money MainWindow::billingRate() const
{
    return m_console ? m_console->reading().ratePerHour : Money();
}

QString MainWindow::quitWarning() const
{
    QStringList said;
    if (!billingRate().isZero())
        said << tr("Instances are still billing at %1/h. Closing gpudesk does not stop them: the platform bills until "
                   "they are stopped.")
                    .arg(m_console ? m_console->currency().format(billingRate()) : QString());
    if (const int moving = unfinishedTransfers(); moving > 0)
        said << tr("%n transfer(s) not finished: quitting pauses them, and they resume where they stopped the next "
                   "time gpudesk starts.",
                   nullptr, moving);
    return said.join(u' ');
}

int MainWindow::unfinishedTransfers() const
{
    if (!m_transfers)
        return 0;
    const QList<TransferItem> items = m_transfers->items();
    return int(std::count_if(items.cbegin(), items.cend(), [](const TransferItem &i) {
        return i.record.state == TransferRecord::State::Queued || i.record.state == TransferRecord::State::Running;
    }));
}

bool MainWindow::quitConfirmed()
{
    if ((billingRate().isZero() && unfinishedTransfers() == 0) || !m_confirmer)
        return true;
    const QString title = billingRate().isZero() ? tr("Transfers are not finished") : tr("Instances are still billing");
    return m_confirmer->confirm(this, title, quitWarning(), tr("Quit anyway"));
}

void MainWindow::logOut()
{
    if (!m_console)
        return;
    const QString billing = tr("Instances are still billing at %1/h. Logging out does not stop them: the platform "
                               "bills until they are stopped.")
                                .arg(m_console->currency().format(billingRate()));
    if (!billingRate().isZero() && !m_confirmer->confirm(this, tr("Log out?"), billing, tr("Log out anyway")))
        return;
    m_console->session().logOut();
}

void MainWindow::quit()
{
    if (quitConfirmed())
        QCoreApplication::quit();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_paths.settingsFile.isEmpty())
        QSettings(m_paths.settingsFile, QSettings::IniFormat).setValue(u"window/geometry"_s, saveGeometry());
    if (billingRate().isZero() && unfinishedTransfers() == 0) {
        event->accept();
        return;
    }
    // In the tray, instances go on being watched and transfers go on.
    if (TrayIcon::isAvailable()) {
        hide();
        if (!m_toldAboutTray) {
            m_toldAboutTray = true;
            m_notifier->notify(tr("gpudesk is still running"), quitWarning());
        }
        event->ignore();
        return;
    }
    event->setAccepted(quitConfirmed());
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    // Light to dark (or back) while running: the icons are drawn again in the new text colour.
    if (event->type() == QEvent::PaletteChange) {
        Icons::refresh(this);
        for (int i = 0; i < m_navigation->count(); ++i)
            m_navigation->item(i)->setIcon(page(i)->icon());
    }
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (m_console)
        m_console->setWindowVisible(true);
}

void MainWindow::hideEvent(QHideEvent *event)
{
    QMainWindow::hideEvent(event);
    if (m_console)
        m_console->setWindowVisible(false);
}

void MainWindow::setStatus(const QString &text)
{
    m_statusLabel->setText(text);
}

QString MainWindow::shortcutsText() const
{
    QList<QAction *> actions{m_createAction, m_settingsAction, m_quitAction};
    if (m_instances)
        actions += m_instances->actions()->all() + m_instances->actions()->sshActions();
    return ConsoleShortcuts::text(actions, pageCount());
}

QString MainWindow::statusText() const
{
    return m_statusLabel->text();
}

QString MainWindow::moneyText() const
{
    return m_moneyLabel->text();
}

void MainWindow::showConnecting(const QString &what)
{
    m_connected = false;
    m_tickTimer.stop();
    setStatus(what);
}

void MainWindow::showConnectionFailed(const QString &reason)
{
    m_connected = false;
    m_tickTimer.stop();
    setStatus(tr("Cannot reach the platform: %1").arg(reason));
}

void MainWindow::onOnline(bool online, const QString &reason)
{
    if (!online) {
        // The last platform time stays in the About dialog; the status bar says what is wrong, in
        // the sentence of the failure ("Cannot reach the platform (…)", "…does not understand").
        m_connected = false;
        m_tickTimer.stop();
        setStatus(reason);
        return;
    }
    if (!m_console || !m_console->health())
        return;
    m_connected = true;
    if (!m_tickTimer.isActive())
        m_tickTimer.start();
    refreshStatus();
}

void MainWindow::refreshStatus()
{
    if (!m_console)
        return;
    const BillingReading &r = m_console->reading();
    int cards = 0;
    if (m_console->platform().traits().gpuHoursOnly) { // a lab's cluster: cards held, never money
        for (const Instance &i : m_console->instances())
            cards += i.state == InstanceState::Running ? i.gpuCount : 0;
    }
    m_moneyLabel->setText(
        m_console->platform().traits().gpuHoursOnly ? tr("%n GPU(s) held by your jobs now", nullptr, cards)
            : !r.billingKnown                       ? QString()
            : r.balanceKnown
            ? tr("Balance %1 · now %2/h").arg(r.currency.format(r.balance), r.currency.format(r.ratePerHour))
            : tr("Today %1 · now %2/h").arg(r.currency.format(r.spentToday), r.currency.format(r.ratePerHour)));
    if (!m_connected || !m_console->health())
        return;
    const double scale = m_console->health()->timeScale;
    const QString time = m_console->platformNow().toString(u"yyyy-MM-dd HH:mm:ss"_s) + u" UTC"_s;
    // The scale is always shown: ×1 says plainly that platform time is real time.
    const QString pace
        = scale == 0 ? tr(" · clock stopped (moved by hand)") : tr(" · time ×%1").arg(QLocale().toString(scale));
    setStatus(tr("Connected to %1 · platform time %2%3").arg(m_console->platform().baseUrl().toString(), time, pace));
}
