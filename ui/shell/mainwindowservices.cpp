// How the main window is given a console's services: the pages, each handed what it shows, what
// they ask of each other, and the window following the console. Kept apart from mainwindow.cpp,
// which is the window's own behaviour (navigation, dialogs, quitting, the status bar).
#include "ui/shell/mainwindow.h"

#include "core/api/platform.h"
#include "core/console/console.h"
#include "core/console/consoleservices.h"
#include "core/session/session.h"
#include "core/ssh/sshremote.h"
#include "core/transfer/transferqueue.h"
#include "ui/account/memberspage.h"
#include "ui/account/securitypage.h"
#include "ui/account/teampage.h"
#include "ui/account/tokenspage.h"
#include "ui/account/webhookspage.h"
#include "ui/billing/billingpage.h"
#include "ui/doctor/doctorpage.h"
#include "ui/instances/instanceactions.h"
#include "ui/instances/instancedetails.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/preparerundialog.h"
#include "ui/instances/stockwatchbanner.h"
#include "ui/shell/consoleshortcuts.h"
#include "ui/shell/shellnotices.h"
#include "ui/shell/trayicon.h"
#include "ui/ssh/sshkeyspage.h"
#include "ui/storage/storagepage.h"
#include "ui/transfers/transferspage.h"
#include "ui/widgets/confirmer.h"

#include <QStatusBar>

void MainWindow::setServices(ConsoleServices *services, Confirmer *confirmer, Notifier *notifier)
{
    m_services = services;
    m_console = &services->console();
    m_ssh = services->ssh();
    m_transfers = services->transfers();
    m_watcher = services->usage();
    if (!confirmer) {
        m_dialogs = std::make_unique<DialogConfirmer>();
        confirmer = m_dialogs.get();
    }
    m_confirmer = confirmer;
    if (!m_tray)
        m_tray = new TrayIcon(this);
    m_notifier = notifier ? notifier : m_tray;
    m_console->setWindowVisible(isVisible());
    addPages(*services);
    connectPages();
    ShellNotices::follow(*services, *m_notifier, statusBar());
    followConsole();
}

void MainWindow::addPages(ConsoleServices &services)
{
    // Each page is handed what it shows: the console to read, and the platform's facets and the
    // services it works with. A page whose facets the platform lacks is not made.
    Console &console = services.console();
    Platform &platform = console.platform();
    Confirmer &confirmer = *m_confirmer;
    m_instances = new InstancesPage(console, confirmer, services.sshParts(), services.autostop(), this);
    ConsoleShortcuts::give(*m_instances->actions());
    m_instances->details()->setStopDeadlines(services.stopDeadlines());
    m_instances->setStockWatchBanner(new StockWatchBanner(console, services.stockWatch(), *m_notifier, m_instances));
    addPage(m_instances);
    m_billing = new BillingPage(console, BillingSources::of(platform), confirmer, this);
    m_billing->keepChoicesIn(m_paths.settingsFile);
    if (m_watcher)
        m_billing->addReceipts(*m_watcher);
    addPage(m_billing);
    // No page that could only say "nothing".
    if (const auto storage = StoragePage::Sources::of(platform); storage.hasAnything()) {
        m_storage = new StoragePage(console, storage, confirmer, this);
        addPage(m_storage);
    }
    if (m_ssh) {
        m_sshKeys = new SshKeysPage(console, platform, *m_ssh, confirmer, this);
        addPage(m_sshKeys);
    }
    // A platform that logs in with its own API keys keeps tokens, passwords, 2FA and members on its
    // web site.
    auto *confirmation = platform.facet<SessionConfirmation>();
    if (ApiTokens *tokens = platform.facet<ApiTokens>()) {
        m_tokens = new TokensPage(console, *tokens, confirmation, confirmer, this);
        addPage(m_tokens);
    }
    if (const auto security = SecurityPage::Sources::of(platform); security.hasAnything()) {
        m_security = new SecurityPage(console, security, confirmer, m_clock, this);
        addPage(m_security);
    }
    if (AccountWebhooks *hooks = platform.facet<AccountWebhooks>())
        addPage(new WebhooksPage(console, *hooks, platform.facet<WebhookDeliveries>(), confirmer, this));
    if (TeamMembers *team = platform.facet<TeamMembers>()) {
        m_members = new MembersPage(console, *team, platform.facet<UsageReports>(), confirmation, confirmer, this);
        addPage(m_members);
    }
    if (Teams *teams = platform.facet<Teams>())
        addPage(new TeamPage(console, *teams, confirmer, this));
    if (m_transfers) {
        m_transfersPage = new TransfersPage(*m_transfers, this);
        addPage(m_transfersPage);
    }
    m_doctor = new DoctorPage(console, services.doctor(), m_ssh, m_watcher, services.budgetGuards(), *m_notifier, this);
    addPage(m_doctor);
}

void MainWindow::connectPages()
{
    // What one page asks of another (or of a dialog): the window is the one that knows them all.
    if (m_storage)
        connect(m_storage, &StoragePage::attachRequested, this, &MainWindow::openCreateWizardWithVolume);
    if (m_transfersPage) {
        connect(m_transfersPage, &TransfersPage::uploadRequested, this,
                [this](const QStringList &paths) { openUpload(paths, {}); });
        connect(m_transfersPage, &TransfersPage::downloadRequested, this, [this] { openDownload({}); });
        connect(m_transfersPage, &TransfersPage::diagnoseRequested, this, [this](const QString &id) {
            showPage(m_doctor);
            m_doctor->diagnose(id);
        });
        connect(m_instances->actions(), &InstanceActions::prepareRunRequested, this, [this](const QString &id) {
            if (const Instance *i = m_console->instance(id)) {
                auto *dialog = new PrepareRunDialog(*m_console, *m_services->remote(), m_transfers, *i, this);
                dialog->setAttribute(Qt::WA_DeleteOnClose);
                dialog->show();
            }
        });
        connect(m_instances->actions(), &InstanceActions::downloadRequested, this,
                [this](const QString &id) { openDownload(id); });
        connect(m_instances, &InstancesPage::filesDropped, this,
                [this](const QString &id, const QStringList &paths) { openUpload(paths, id); });
        connect(m_transfers, &TransferQueue::changed, this,
                [this] { m_tray->showTransfers(TransfersPage::summaryLine(*m_transfers)); });
        connect(m_transfers, &TransferQueue::finished, this,
                [this](const QString &id, bool ok, const QString &message) {
                    const TransferItem *item = m_transfers->item(id);
                    const QString name = item ? item->record.sources.value(0).section(u'/', -1) : QString();
                    statusBar()->showMessage(ok ? tr("%1 arrived and was checked: %2").arg(name, message)
                                                : tr("%1 did not go: %2").arg(name, message),
                                             30000);
                });
    }
    connect(m_doctor, &DoctorPage::fixRequested, this, &MainWindow::applyDoctorFix);
    connect(m_instances->actions(), &InstanceActions::createLikeRequested, this, &MainWindow::openCreateWizardLike);
    connect(m_instances, &InstancesPage::diagnoseRequested, this,
            [this](const QString &id, const std::optional<ApiError> &refusal) {
                showPage(m_doctor);
                if (refusal)
                    m_doctor->explainRefusal(id, *refusal);
                else
                    m_doctor->diagnose(id);
            });
    connect(m_instances, &InstancesPage::createRequested, this, &MainWindow::openCreateWizard);
    connect(m_instances, &InstancesPage::remedyRequested, this, &MainWindow::showRemedy);
}

void MainWindow::followConsole()
{
    Console *console = m_console;
    m_createAction->setEnabled(console->isLoaded());
    connect(console, &Console::loadedChanged, m_createAction, &QAction::setEnabled);
    m_aboutPlatformAction->setEnabled(true);
    m_logOutAction->setEnabled(console->session().state() == Session::State::LoggedIn);
    connect(&console->session(), &Session::loggedIn, m_logOutAction, [this] { m_logOutAction->setEnabled(true); });
    connect(&console->session(), &Session::loggedOut, m_logOutAction, [this] { m_logOutAction->setEnabled(false); });
    connect(&console->session(), &Session::expired, m_logOutAction, [this] { m_logOutAction->setEnabled(false); });
    connect(console, &Console::readingChanged, this, [this](const BillingReading &reading) {
        int running = 0;
        for (const Instance &i : m_console->instances())
            running += i.state == InstanceState::Running ? 1 : 0;
        m_tray->showReading(reading, running);
        refreshStatus();
    });
    connect(console, &Console::onlineChanged, this, &MainWindow::onOnline);
    connect(console, &Console::healthChanged, this, [this] { onOnline(true, {}); });

    showConnecting(tr("Connecting to %1…").arg(console->platform().baseUrl().toString()));
    if (console->health())
        onOnline(true, {});
    else
        console->checkHealth();
}
