#include "ui/shell/consolestartup.h"

#include "common/translations.h"
#include "common/xdgpaths.h"
#include "core/api/proxyroute.h"
#include "core/console/console.h"
#include "core/console/consoleservices.h"
#include "core/console/tokenrenewal.h"
#include "core/session/filesecretbackend.h"
#include "core/session/keychainbackend.h"
#include "core/session/session.h"
#include "core/ssh/sshkeypair.h"
#include "core/store/localstore.h"
#include "core/store/storethread.h"
#include "ui/account/logindialog.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/platformchooser.h"

#include <QApplication>
#include <QMessageBox>
#include <QNetworkProxyFactory>
#include <QProcess>
#include <QStatusBar>
#include <QSystemTrayIcon>

#include <spdlog/spdlog.h>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

std::unique_ptr<SecretStore> secrets()
{
    return std::make_unique<SecretStore>(std::make_unique<KeychainBackend>(),
                                         std::make_unique<FileSecretBackend>(FileSecretBackend::defaultPath()));
}

} // namespace

ConsoleStartup::ConsoleStartup(const ConsoleCommandLine &line, QStringList arguments, QString logFile, QObject *parent)
    : QObject(parent)
    , m_line(line)
    , m_arguments(std::move(arguments))
    , m_settingsFile(XdgPaths::settingsFile())
    , m_proxySecrets(std::make_unique<KeychainBackend>(),
                     std::make_unique<FileSecretBackend>(FileSecretBackend::defaultPath()))
    , m_single(SingleInstance::userSocketName())
    , m_clock(QDateTime::currentMSecsSinceEpoch())
    , m_paths{m_settingsFile,
              std::move(logFile),
              LocalStore::defaultPath(),
              SshKeyPair::sshDir(),
              XdgPaths::dataDir() + u"/snapshots"_s,
              XdgPaths::dataDir() + u"/startup-scripts"_s,
              XdgPaths::autostartDir()}
    , m_launcher(line.sandboxDir, SandboxLauncher::findExecutable())
{
    // The settings page's choices; a hand-edited value that makes no sense is said once and ignored.
    m_damagedSettings = ConsoleSettings::keepDamaged(m_settingsFile);
    if (!m_damagedSettings.isEmpty())
        spdlog::warn("{} was damaged: a copy is kept as {}", m_settingsFile.toStdString(),
                     m_damagedSettings.toStdString());
    QStringList problems;
    m_settings = ConsoleSettings::load(m_settingsFile, &problems);
    for (const QString &problem : std::as_const(problems))
        spdlog::warn("{}", problem.toStdString());
    // --language, else the settings page's, else the system's.
    const QLocale locale = line.language ? QLocale(*line.language)
        : m_settings.language.isEmpty()  ? QLocale::system()
                                         : QLocale(m_settings.language);
    if (!Translations::install(locale) && line.language && locale.language() != QLocale::English)
        std::fprintf(stderr, "gpudesk: no %s translation; showing English (available: %s)\n",
                     qPrintable(*line.language), qPrintable(ConsoleSettings::languages().join(u", "_s)));

    // The platform's HTTPS through the user's proxy, else the environment's; every thread's
    // connections ask it (Qt owns it once installed). Its password is the keychain's.
    m_proxyRoute = new ProxyRoute;
    m_proxyRoute->setChoice(m_settings.proxy);
    QNetworkProxyFactory::setApplicationProxyFactory(m_proxyRoute);
    if (!m_settings.proxy.user.isEmpty())
        m_proxySecrets.read(ProxyRoute::passwordKey(), this,
                            [route = m_proxyRoute](const std::optional<QString> &password, const QString &) {
                                route->setPassword(password.value_or(QString()));
                            });
}

ConsoleStartup::~ConsoleStartup() = default;

std::optional<int> ConsoleStartup::start()
{
    // One console per user: a second start (the menu, a terminal, the autostart) raises the first
    // and hands it its arguments, instead of a second poller and a second tray icon.
    if (m_single.handOver(m_arguments.mid(1)))
        return 0;
    if (QString listenProblem; !m_single.listen(&listenProblem))
        spdlog::warn("another start of gpudesk cannot find this one: {}", listenProblem.toStdString());

    // --platform, else the answer of an earlier start, else the first start's question.
    QString choice = m_line.platform.value_or(PlatformChooser::remembered(m_settingsFile));
    if (choice.isEmpty()) {
        PlatformChooser chooser;
        if (chooser.exec() != QDialog::Accepted)
            return 0;
        choice = chooser.platform().toString();
        PlatformChooser::remember(m_settingsFile, choice);
    }
    // A mistyped address is refused before any window opens.
    QString why;
    m_address = PlatformAddress::parse(choice, &why);
    if (!m_address) {
        std::fprintf(stderr, "gpudesk: --platform: %s\n", qPrintable(why));
        return 2;
    }

    m_window = std::make_unique<MainWindow>(m_clock);
    MainWindow &window = *m_window;
    window.setPaths(m_paths);
    connect(&window, &MainWindow::settingsSaved, this,
            [this](const ConsoleSettings &chosen) { m_proxyRoute->setChoice(chosen.proxy); });
    connect(&window, &MainWindow::proxyPasswordEntered, this, [this](const QString &password) {
        m_proxyRoute->setPassword(password);
        m_proxySecrets.write(ProxyRoute::passwordKey(), password, this, [this](const QString &error) {
            if (!error.isEmpty())
                say(QApplication::translate("main", "The proxy's password is used until gpudesk quits but not kept: %1")
                        .arg(error),
                    30000);
        });
    });
    connect(&window, &MainWindow::switchPlatformRequested, this, &ConsoleStartup::switchPlatform);
    // A later start: this window comes to the front; another platform it named is switched to once
    // the user says so.
    connect(&m_single, &SingleInstance::activated, this, &ConsoleStartup::activated);
    if (!m_line.minimized)
        window.show();
    else if (!QSystemTrayIcon::isSystemTrayAvailable())
        window.showMinimized();
    if (!m_damagedSettings.isEmpty())
        say(QApplication::translate("main",
                                    "Your settings file was damaged: a copy is kept as %1, and gpudesk goes on "
                                    "with what it could read of it.")
                .arg(m_damagedSettings),
            120000);

    if (m_address->kind == PlatformAddress::Kind::Sandbox) {
        connect(&m_launcher, &SandboxLauncher::ready, this, &ConsoleStartup::connectTo);
        connect(&m_launcher, &SandboxLauncher::failed, &window, &MainWindow::showConnectionFailed);
        window.showConnecting(QApplication::translate("main", "Looking for the local sandbox…"));
        m_launcher.ensureRunning();
    } else {
        connectTo(m_address->url);
    }
    return std::nullopt;
}

void ConsoleStartup::connectTo(const QUrl &url)
{
    // One platform per console: its own connection, and one made for the poller's thread.
    m_services.reset();
    m_console
        = std::make_unique<Console>(m_address->connect(url, m_wallClock), m_address->pollerFactory(url, m_wallClock),
                                    secrets(), m_clock, StatusPoller::Settings{m_settings.schedule()});
    m_services = std::make_unique<ConsoleServices>(*m_console, m_paths);
    // What the console's services say goes to the window: connected with it as the receiver, so
    // nothing is said to a window already gone while gpudesk closes.
    // The local store is opened on its own thread; one it found damaged is set aside and a new one
    // started: say so where the user looks.
    if (StoreThread *store = m_services->store())
        connect(store, &StoreThread::setAside, m_window.get(), [this](const QString &sentence) {
            say(QApplication::translate("main", "gpudesk's local history was damaged and a new one started: %1")
                    .arg(sentence),
                120000);
        });
    m_window->setServices(m_services.get());
    // A cluster's token made again before it ends; said only when that failed, since the session
    // will then end at the token's end and ask for a new one.
    if (TokenRenewal *renewal = m_services->tokenRenewal())
        connect(renewal, &TokenRenewal::failed, m_window.get(), [this](const QString &why) {
            say(QApplication::translate("main",
                                        "gpudesk could not make a new cluster token on the login node (%1); it tries "
                                        "again in ten minutes.")
                    .arg(why),
                60000);
        });
    connect(&m_console->session(), &Session::loggedOut, m_window.get(), [this] { askToLogIn(); });
    // A session that ended (unused for 12 hours, or at its 30 days) is said once: here, under the
    // login form, and in the tray by the window (MainWindow).
    connect(&m_console->session(), &Session::expired, m_window.get(), [this](const QString &why) {
        say(why, 15000);
        askToLogIn();
        m_login->setProblem(why);
    });
    m_console->session().restore();
}

void ConsoleStartup::askToLogIn()
{
    const PlatformTraits can = m_console->platform().traits();
    const LoginDialog::Kind kind = m_address->kind == PlatformAddress::Kind::Sandbox ? LoginDialog::Kind::Sandbox
        : can.batchJobs                                                              ? LoginDialog::Kind::ClusterToken
        : can.keyPairLogin                                                           ? LoginDialog::Kind::ApiKeyPair
        : can.apiKeyLogin                                                            ? LoginDialog::Kind::ApiKey
                                                                                     : LoginDialog::Kind::Account;
    m_login = std::make_unique<LoginDialog>(m_console->session(), kind, m_window.get());
    if (kind == LoginDialog::Kind::ClusterToken)
        m_login->setCluster(m_services->ssh(), m_services->remote(), m_address->loginNode());
    m_login->open();
}

void ConsoleStartup::startAgainOn(const QString &platform)
{
    // Each platform's login is kept under its own address, so switching back finds it logged in.
    PlatformChooser::remember(m_settingsFile, platform);
    m_single.close(); // the new start is the console from now on
    QStringList again = QCoreApplication::arguments().mid(1);
    for (qsizetype k = again.indexOf(u"--platform"_s); k >= 0; k = again.indexOf(u"--platform"_s))
        again.remove(k, std::min<qsizetype>(2, again.size() - k));
    again.removeIf([](const QString &a) { return a.startsWith(u"--platform="_s); });
    if (!QProcess::startDetached(QCoreApplication::applicationFilePath(), again)) {
        say(QApplication::translate("main",
                                    "gpudesk could not start again on the other platform; it is remembered for the "
                                    "next start."),
            15000);
        QString listenProblem; // still the console: later starts come here again
        m_single.listen(&listenProblem);
        return;
    }
    QCoreApplication::exit(0);
}

void ConsoleStartup::switchPlatform()
{
    PlatformChooser chooser(m_window.get());
    chooser.setCurrent(*m_address);
    if (chooser.exec() != QDialog::Accepted || chooser.platform() == *m_address)
        return;
    startAgainOn(chooser.platform().toString());
}

void ConsoleStartup::activated(const QStringList &arguments)
{
    const auto later = ConsoleCommandLine::parse(QStringList{QCoreApplication::applicationFilePath()} + arguments);
    // The autostart finding the console already running leaves it where it is.
    if (later && later->minimized)
        return;
    m_window->showNormal();
    m_window->raise();
    m_window->activateWindow();
    if (!later || !later->platform)
        return;
    QString problem;
    const auto wanted = PlatformAddress::parse(*later->platform, &problem);
    if (!wanted || *wanted == *m_address)
        return;
    if (QMessageBox::question(m_window.get(), QApplication::translate("main", "Switch platform"),
                              QApplication::translate("main",
                                                      "gpudesk was started again for %1. Switch to it? This console "
                                                      "closes and starts anew there.")
                                  .arg(wanted->toString()))
        == QMessageBox::Yes)
        startAgainOn(wanted->toString());
}

void ConsoleStartup::say(const QString &sentence, int ms)
{
    m_window->statusBar()->showMessage(sentence, ms);
}
