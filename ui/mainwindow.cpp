#include "ui/mainwindow.h"

#include "core/api/platform.h"
#include "core/session/session.h"
#include "ui/confirmer.h"
#include "ui/console.h"
#include "ui/createwizard.h"
#include "ui/instanceactions.h"
#include "ui/instancespanel.h"
#include "ui/instancetablemodel.h"
#include "ui/settingsdialog.h"
#include "ui/trayicon.h"
#include "ui/verificationdialog.h"

#include <QApplication>
#include <QCloseEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

MainWindow::MainWindow(const Clock &clock, QWidget *parent)
    : QMainWindow(parent)
    , m_clock(clock)
    , m_statusLabel(new QLabel(this))
    , m_urlValue(new QLabel)
    , m_stateValue(new QLabel)
    , m_timeValue(new QLabel)
    , m_scaleValue(new QLabel)
    , m_zoneValue(new QLabel)
{
    setWindowTitle(tr("gpudesk"));
    resize(1200, 760); // the instances' ten columns and the create wizard fit without overhanging

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    m_layout = layout;
    auto *box = new QGroupBox(tr("Platform"), central);
    auto *form = new QFormLayout(box);
    for (QLabel *value : {m_urlValue, m_stateValue, m_timeValue, m_scaleValue, m_zoneValue})
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(tr("Address:"), m_urlValue);
    form->addRow(tr("Connection:"), m_stateValue);
    form->addRow(tr("Platform time:"), m_timeValue);
    form->addRow(tr("Time scale:"), m_scaleValue);
    form->addRow(tr("Billing time zone:"), m_zoneValue);
    layout->addWidget(box);
    layout->addStretch(1);
    setCentralWidget(central);

    statusBar()->addWidget(m_statusLabel, 1);

    QMenu *menu = menuBar()->addMenu(tr("&Console"));
    menu->setObjectName(u"consoleMenu"_s);
    m_settingsAction = menu->addAction(tr("&Settings…"), this, &MainWindow::openSettings);
    m_settingsAction->setMenuRole(QAction::PreferencesRole);
    m_logOutAction = menu->addAction(tr("&Log out"), this, &MainWindow::logOut);
    m_logOutAction->setEnabled(false);
    menu->addSeparator();
    m_quitAction = menu->addAction(tr("&Quit"), this, &MainWindow::quit);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);

    connect(&m_healthTimer, &QTimer::timeout, this, &MainWindow::checkHealth);
    // Platform time advances on screen every second between checks, from the last server_time.
    m_tickTimer.setInterval(1000);
    connect(&m_tickTimer, &QTimer::timeout, this, &MainWindow::refreshClock);

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

CreateWizard *MainWindow::openCreateWizard()
{
    if (!m_console)
        return nullptr;
    auto *wizard = new CreateWizard(m_console->platform(), m_paths.settingsFile, this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    connect(wizard, &CreateWizard::created, this, [this](const Instance &instance) {
        statusBar()->showMessage(tr("%1 is being created: it appears in the table as it boots.").arg(instance.name),
                                 15000);
        m_console->refresh();
    });
    // Verification opens over the wizard; once submitted, the wizard reads the account again.
    connect(wizard, &CreateWizard::verificationRequested, wizard, [this, wizard] {
        auto *verify = new VerificationDialog(m_console->platform(), wizard);
        verify->setAttribute(Qt::WA_DeleteOnClose);
        connect(verify, &VerificationDialog::submitted, wizard, &CreateWizard::load);
        verify->open();
    });
    wizard->open();
    wizard->load();
    return wizard;
}

SettingsDialog *MainWindow::openSettings()
{
    QStringList problems;
    const ConsoleSettings current = ConsoleSettings::load(m_paths.settingsFile, &problems);
    auto *dialog = new SettingsDialog(current, m_paths, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const ConsoleSettings chosen = dialog->settings();
        QString error;
        if (!m_paths.settingsFile.isEmpty() && !chosen.save(m_paths.settingsFile, &error))
            statusBar()->showMessage(tr("Settings are used until gpudesk quits but not kept: %1").arg(error), 30000);
        if (m_console)
            m_console->setPollSchedule(chosen.schedule());
        emit settingsSaved(chosen);
    });
    dialog->open();
    return dialog;
}

Money MainWindow::billingRate() const
{
    return m_console ? m_console->reading().ratePerHour : Money();
}

QString MainWindow::quitWarning() const
{
    return tr("Instances are still billing at %1/h. Closing gpudesk does not stop them: the platform bills until "
              "they are stopped.")
        .arg(billingRate().format());
}

bool MainWindow::quitConfirmed()
{
    return billingRate().isZero() || !m_confirmer
        || m_confirmer->confirm(this, tr("Instances are still billing"), quitWarning(), tr("Quit anyway"));
}

void MainWindow::logOut()
{
    if (!m_console)
        return;
    const QString billing = tr("Instances are still billing at %1/h. Logging out does not stop them: the platform "
                               "bills until they are stopped.")
                                .arg(billingRate().format());
    if (!billingRate().isZero() && !m_confirmer->confirm(this, tr("Log out?"), billing, tr("Log out anyway")))
        return;
    m_console->session().logOut();
}

void MainWindow::quit()
{
    if (quitConfirmed())
        QCoreApplication::quit();
}

void MainWindow::setConsole(Console *console, Confirmer *confirmer, Notifier *notifier)
{
    m_console = console;
    if (!m_instances) // the platform's details make way for the instances: they are what is watched
        delete m_layout->takeAt(m_layout->count() - 1);
    delete m_actions;
    delete m_instances;
    m_instances = new InstancesPanel(*console, centralWidget());
    m_layout->insertWidget(0, m_instances, 1);
    if (!confirmer) {
        m_dialogs = std::make_unique<DialogConfirmer>();
        confirmer = m_dialogs.get();
    }
    m_confirmer = confirmer;
    if (!m_tray)
        m_tray = new TrayIcon(this);
    m_notifier = notifier ? notifier : m_tray;
    m_actions = new InstanceActions(*console, *m_instances, *confirmer, this);
    if (!m_toolBar) {
        m_toolBar = addToolBar(tr("Instance"));
        m_toolBar->setObjectName(u"instanceToolBar"_s);
        m_toolBar->setMovable(false);
    }
    m_toolBar->clear();
    if (!m_createAction) {
        m_createAction = new QAction(tr("Create…"), this);
        m_createAction->setObjectName(u"createAction"_s);
        m_createAction->setToolTip(tr("Rent a new instance: region, card, billing, image, disks and ports, with the "
                                      "cost in view."));
        m_createAction->setShortcut(QKeySequence::New);
        connect(m_createAction, &QAction::triggered, this, &MainWindow::openCreateWizard);
    }
    m_toolBar->addAction(m_createAction);
    m_toolBar->addSeparator();
    m_toolBar->addActions(m_actions->all());
    connect(m_instances, &InstancesPanel::createRequested, this, &MainWindow::openCreateWizard);
    m_createAction->setEnabled(console->isLoaded());
    connect(console, &Console::loadedChanged, m_createAction, &QAction::setEnabled);
    m_instances->table()->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_instances->table()->addActions(m_actions->all());
    connect(console, &Console::actionFailed, m_instances,
            [panel = m_instances](const QString &, const ApiError &error) { panel->showProblem(error.sentence()); });
    connect(console, &Console::actionDone, m_instances, [panel = m_instances] { panel->showProblem({}); });
    connect(console, &Console::instanceStopped, this, [this](const Instance &, const QString &sentence) {
        m_notifier->notify(tr("An instance was stopped"), sentence);
        statusBar()->showMessage(sentence, 30000);
    });
    m_logOutAction->setEnabled(console->session().state() == Session::State::LoggedIn);
    connect(&console->session(), &Session::loggedIn, m_logOutAction, [this] { m_logOutAction->setEnabled(true); });
    connect(&console->session(), &Session::loggedOut, m_logOutAction, [this] { m_logOutAction->setEnabled(false); });
    connect(&console->session(), &Session::expired, m_logOutAction, [this] { m_logOutAction->setEnabled(false); });
    connect(console, &Console::readingChanged, this, [this](const BillingReading &reading) {
        int running = 0;
        for (int row = 0; row < m_console->instances().rowCount(); ++row)
            running += m_console->instances().instance(row)->state == u"running"_s ? 1 : 0;
        m_tray->showReading(reading, running);
    });
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_paths.settingsFile.isEmpty())
        QSettings(m_paths.settingsFile, QSettings::IniFormat).setValue(u"window/geometry"_s, saveGeometry());
    if (billingRate().isZero()) {
        event->accept();
        return;
    }
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

void MainWindow::setStatus(const QString &text)
{
    m_statusLabel->setText(text);
}

QString MainWindow::statusText() const
{
    return m_statusLabel->text();
}

void MainWindow::showConnecting(const QString &what)
{
    m_connected = false;
    m_stateValue->setText(what);
    setStatus(what);
}

void MainWindow::showConnectionFailed(const QString &reason)
{
    m_connected = false;
    const QString text = tr("Cannot reach the platform: %1").arg(reason);
    m_stateValue->setText(text);
    setStatus(text);
}

void MainWindow::setPlatform(Platform *platform, int intervalMs)
{
    m_platform = platform;
    // An answer still in flight from the previous platform is ignored (see checkHealth), so the
    // new one must not wait for it.
    ++m_generation;
    m_checking = false;
    m_urlValue->setText(platform->baseUrl().toString());
    showConnecting(tr("Connecting to %1…").arg(platform->baseUrl().toString()));
    m_healthTimer.start(intervalMs);
    checkHealth();
}

void MainWindow::checkHealth()
{
    if (!m_platform || m_checking)
        return;
    m_checking = true;
    m_platform->health(this, [this, generation = m_generation](const ApiResult<PlatformHealth> &result) {
        if (generation != m_generation)
            return;
        m_checking = false;
        if (result.ok())
            onHealth(result.value());
        else
            onHealthError(result.error().summary());
    });
}

void MainWindow::onHealth(const PlatformHealth &health)
{
    m_connected = true;
    m_health = health;
    m_platformClock = std::make_unique<ScaledClock>(m_clock, health.serverTime.toMSecsSinceEpoch(), health.timeScale);
    m_stateValue->setText(health.status == u"ok"_s ? tr("Connected")
                                                   : tr("Connected (platform says: %1)").arg(health.status));
    m_scaleValue->setText(health.timeScale == 1.0
                              ? tr("real time")
                              : tr("%1 platform seconds per real second").arg(QLocale().toString(health.timeScale)));
    m_zoneValue->setText(health.billingTimezone);
    if (!m_tickTimer.isActive())
        m_tickTimer.start();
    refreshClock();
}

void MainWindow::onHealthError(const QString &message)
{
    // Keep the last known platform time visible but stop advancing it: it is no longer trusted.
    m_tickTimer.stop();
    showConnectionFailed(message);
}

void MainWindow::refreshClock()
{
    if (!m_platformClock || !m_health)
        return;
    const QDateTime now = m_platformClock->now();
    const QString time = now.toString(u"yyyy-MM-dd HH:mm:ss"_s) + u" UTC"_s;
    m_timeValue->setText(time);
    // The scale is always shown: ×1 says plainly that platform time is real time.
    const QString scale = tr(" · time ×%1").arg(QLocale().toString(m_health->timeScale));
    setStatus(tr("Connected to %1 · platform time %2%3")
                  .arg(m_platform ? m_platform->baseUrl().toString() : QString(), time, scale));
}
