// gpudesk: the desktop console. Thin main: options, logging, then the window and its platform.
#include "app/qtargv.h"
#include "common/clock.h"
#include "common/log/logging.h"
#include "common/translations.h"
#include "common/xdgpaths.h"
#include "core/api/proxyroute.h"
#include "core/api/slurm/slurmplatform.h"
#include "core/console/console.h"
#include "core/console/consoleservices.h"
#include "core/console/consolesettings.h"
#include "core/console/tokenrenewal.h"
#include "core/platforms/platformaddress.h"
#include "core/session/filesecretbackend.h"
#include "core/session/keychainbackend.h"
#include "core/session/sandboxlauncher.h"
#include "core/session/secretstore.h"
#include "core/session/session.h"
#include "core/ssh/sshkeypair.h"
#include "core/ssh/sshworkspace.h"
#include "core/store/localstore.h"
#include "core/store/storethread.h"
#include "ui/account/logindialog.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/platformchooser.h"
#include "ui/shell/singleinstance.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QMessageBox>
#include <QNetworkProxyFactory>
#include <QProcess>
#include <QStatusBar>
#include <QSystemTrayIcon>

#include <spdlog/spdlog.h>

#include <cstdio>
#include <memory>
#include <optional>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    // Without a display Qt would abort with a long plugin message; say the one thing to do instead.
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        std::fputs("gpudesk needs a display: run it on a desktop, or headless as "
                   "xvfb-run -s '-screen 0 1600x1000x24' gpudesk\n",
                   stderr);
        return 2;
    }
    QtArgv qtArgv(argc, argv);
    QApplication app(qtArgv.argc(), qtArgv.argv());
    // Qt has taken its own options (-platform, -style…) out; put gpudesk's --platform back in.
    QStringList arguments = QCoreApplication::arguments();
    if (!qtArgv.platform().empty())
        arguments << u"--platform"_s << QString::fromLocal8Bit(qtArgv.platform().c_str());
    QApplication::setApplicationName(u"gpudesk"_s);
    QApplication::setApplicationVersion(QStringLiteral(GPUDESK_VERSION));
    QApplication::setDesktopFileName(u"io.github.gpudesk.gpudesk"_s);
    QApplication::setWindowIcon(QIcon(u":/icons/gpudesk.svg"_s));

    QCommandLineParser parser;
    parser.setApplicationDescription(u"gpudesk: rent cloud GPUs by the hour, with the meter in view."_s);
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption platformOption(
        u"platform"_s,
        u"Platform to use: 'sandbox' for the local offline platform with play money, 'runpod' for "
        "RunPod, 'vast' for Vast.ai, 'runpod+URL' or 'vast+URL' for their API at another address, "
        "'slurm+https://USER@HOST:PORT[?login=LOGIN-NODE]' for a Slurm cluster's slurmrestd, or the "
        "URL of a platform that speaks gpudesk's API (default: asked at the first start, then remembered)."_s,
        PlatformAddress::words());
    const QCommandLineOption sandboxDirOption(u"sandbox-data"_s, u"Data directory of the local sandbox."_s, u"DIR"_s,
                                              XdgPaths::defaultSandboxDir());
    const QCommandLineOption verboseOption(u"verbose"_s, u"Also log to stderr, at debug level."_s);
    const QCommandLineOption languageOption(
        u"language"_s, u"Language of the console: en or zh_CN (default: the system's)."_s, u"LANG"_s);
    // The autostart entry's: the console waits in the tray (minimised where there is none).
    const QCommandLineOption minimizedOption(u"minimized"_s, u"Start in the tray, without opening the window."_s);
    parser.addOptions({platformOption, sandboxDirOption, verboseOption, languageOption, minimizedOption});
    parser.process(arguments);

    const QString logFile = Logging::init({u"gpudesk"_s, parser.isSet(verboseOption), {}});
    // The settings page's choices; a hand-edited value that makes no sense is said once and ignored.
    const QString settingsFile = XdgPaths::settingsFile();
    QStringList settingsProblems;
    const QString damagedSettings = ConsoleSettings::keepDamaged(settingsFile);
    if (!damagedSettings.isEmpty())
        spdlog::warn("{} was damaged: a copy is kept as {}", settingsFile.toStdString(), damagedSettings.toStdString());
    const ConsoleSettings settings = ConsoleSettings::load(settingsFile, &settingsProblems);
    for (const QString &problem : std::as_const(settingsProblems))
        spdlog::warn("{}", problem.toStdString());
    // --language, else the settings page's, else the system's.
    const QLocale locale = parser.isSet(languageOption) ? QLocale(parser.value(languageOption))
        : settings.language.isEmpty()                   ? QLocale::system()
                                                        : QLocale(settings.language);
    if (!Translations::install(locale) && parser.isSet(languageOption) && locale.language() != QLocale::English)
        std::fprintf(stderr, "gpudesk: no %s translation; showing English (available: %s)\n",
                     qPrintable(parser.value(languageOption)), qPrintable(ConsoleSettings::languages().join(u", "_s)));

    // The platform's HTTPS through the user's proxy, else the environment's; every thread's
    // connections ask it (Qt owns it once installed). Its password is the keychain's.
    auto *proxyRoute = new ProxyRoute;
    proxyRoute->setChoice(settings.proxy);
    QNetworkProxyFactory::setApplicationProxyFactory(proxyRoute);
    SecretStore proxySecrets(std::make_unique<KeychainBackend>(),
                             std::make_unique<FileSecretBackend>(FileSecretBackend::defaultPath()));
    if (!settings.proxy.user.isEmpty())
        proxySecrets.read(ProxyRoute::passwordKey(), &app,
                          [proxyRoute](const std::optional<QString> &password, const QString &) {
                              proxyRoute->setPassword(password.value_or(QString()));
                          });

    // One console per user: a second start (the menu, a terminal, the autostart) raises the first
    // and hands it its arguments, instead of a second poller and a second tray icon.
    SingleInstance single(SingleInstance::userSocketName());
    if (single.handOver(arguments.mid(1)))
        return 0;
    if (QString listenProblem; !single.listen(&listenProblem))
        spdlog::warn("another start of gpudesk cannot find this one: {}", listenProblem.toStdString());

    // --platform, else the answer of an earlier start, else the first start's question.
    QString choice
        = parser.isSet(platformOption) ? parser.value(platformOption) : PlatformChooser::remembered(settingsFile);
    if (choice.isEmpty()) {
        PlatformChooser chooser;
        if (chooser.exec() != QDialog::Accepted)
            return 0;
        choice = chooser.platform().toString();
        PlatformChooser::remember(settingsFile, choice);
    }
    // A mistyped address is refused before any window opens.
    QString why;
    const std::optional<PlatformAddress> address = PlatformAddress::parse(choice, &why);
    if (!address) {
        std::fprintf(stderr, "gpudesk: --platform: %s\n", qPrintable(why));
        return 2;
    }

    // Local time for the meter and the platform clock: monotonic, so setting the machine's clock
    // never makes a figure jump.
    MonotonicClock clock(QDateTime::currentMSecsSinceEpoch());
    // The wall clock, for a platform whose time is real time and whose answers may not say it.
    SystemClock wallClock;
    // The console and its services outlive the window that shows them.
    std::unique_ptr<Console> console;
    std::unique_ptr<ConsoleServices> services;
    const ConsolePaths paths{settingsFile,
                             logFile,
                             LocalStore::defaultPath(),
                             SshKeyPair::sshDir(),
                             XdgPaths::dataDir() + u"/snapshots"_s,
                             XdgPaths::dataDir() + u"/startup-scripts"_s,
                             XdgPaths::autostartDir()};
    MainWindow window(clock);
    window.setPaths(paths);
    QObject::connect(&window, &MainWindow::settingsSaved, &window,
                     [proxyRoute](const ConsoleSettings &chosen) { proxyRoute->setChoice(chosen.proxy); });
    QObject::connect(&window, &MainWindow::proxyPasswordEntered, &window, [&](const QString &password) {
        proxyRoute->setPassword(password);
        proxySecrets.write(ProxyRoute::passwordKey(), password, &window, [&window](const QString &error) {
            if (!error.isEmpty())
                window.statusBar()->showMessage(
                    QApplication::translate("main", "The proxy's password is used until gpudesk quits but not kept: %1")
                        .arg(error),
                    30000);
        });
    });
    if (!parser.isSet(minimizedOption))
        window.show();
    else if (!QSystemTrayIcon::isSystemTrayAvailable())
        window.showMinimized();
    if (!damagedSettings.isEmpty())
        window.statusBar()->showMessage(
            QApplication::translate("main",
                                    "Your settings file was damaged: a copy is kept as %1, and gpudesk goes on "
                                    "with what it could read of it.")
                .arg(damagedSettings),
            120000);

    std::unique_ptr<LoginDialog> login;
    const auto askToLogIn = [&] {
        const PlatformTraits can = console->platform().traits();
        const LoginDialog::Kind kind = address->kind == PlatformAddress::Kind::Sandbox ? LoginDialog::Kind::Sandbox
            : can.batchJobs                                                            ? LoginDialog::Kind::ClusterToken
            : can.apiKeyLogin                                                          ? LoginDialog::Kind::ApiKey
                                                                                       : LoginDialog::Kind::Account;
        login = std::make_unique<LoginDialog>(console->session(), kind, &window);
        if (kind == LoginDialog::Kind::ClusterToken)
            login->setCluster(services->ssh(), SlurmPlatform::loginNodeOf(address->url));
        login->open();
    };
    auto connectTo = [&](const QUrl &url) {
        // One platform per console: its own connection, and one made for the poller's thread.
        services.reset();
        console = std::make_unique<Console>(
            address->connect(url, wallClock), address->pollerFactory(url, wallClock),
            std::make_unique<SecretStore>(std::make_unique<KeychainBackend>(),
                                          std::make_unique<FileSecretBackend>(FileSecretBackend::defaultPath())),
            clock, StatusPoller::Settings{settings.schedule()});
        services = std::make_unique<ConsoleServices>(*console, paths);
        // The local store is opened on its own thread; one it found damaged is set aside and a new
        // one started: say so where the user looks.
        if (StoreThread *store = services->store())
            QObject::connect(store, &StoreThread::setAside, &window, [&window](const QString &sentence) {
                window.statusBar()->showMessage(
                    QApplication::translate("main", "gpudesk's local history was damaged and a new one started: %1")
                        .arg(sentence),
                    120000);
            });
        window.setServices(services.get());
        // A cluster's token made again before it ends; said only when that failed, since the session
        // will then end at the token's end and ask for a new one.
        if (TokenRenewal *renewal = services->tokenRenewal())
            QObject::connect(renewal, &TokenRenewal::failed, &window, [&window](const QString &why) {
                window.statusBar()->showMessage(
                    QApplication::translate("main",
                                            "gpudesk could not make a new cluster token on the login node (%1); it "
                                            "tries again in ten minutes.")
                        .arg(why),
                    60000);
            });
        QObject::connect(&console->session(), &Session::loggedOut, &window, askToLogIn);
        // A session that ended (unused for 12 hours, or at its 30 days) is said once: here, under the
        // login form, and in the tray by the window (MainWindow).
        QObject::connect(&console->session(), &Session::expired, &window, [&](const QString &why) {
            window.statusBar()->showMessage(why, 15000);
            askToLogIn();
            login->setProblem(why);
        });
        console->session().restore();
    };
    SandboxLauncher launcher(parser.value(sandboxDirOption), SandboxLauncher::findExecutable());
    // Another platform: remembered, then gpudesk starts anew on it. Each platform's login is kept
    // under its own address, so switching back finds it logged in.
    const auto startAgainOn = [&](const QString &platform) {
        PlatformChooser::remember(settingsFile, platform);
        single.close(); // the new start is the console from now on
        QStringList again = QCoreApplication::arguments().mid(1);
        for (qsizetype k = again.indexOf(u"--platform"_s); k >= 0; k = again.indexOf(u"--platform"_s))
            again.remove(k, std::min<qsizetype>(2, again.size() - k));
        again.removeIf([](const QString &a) { return a.startsWith(u"--platform="_s); });
        if (!QProcess::startDetached(QCoreApplication::applicationFilePath(), again)) {
            window.statusBar()->showMessage(
                QApplication::translate("main",
                                        "gpudesk could not start again on the other platform; it is "
                                        "remembered for the next start."),
                15000);
            QString listenProblem; // still the console: later starts come here again
            single.listen(&listenProblem);
            return;
        }
        QCoreApplication::exit(0);
    };
    QObject::connect(&window, &MainWindow::switchPlatformRequested, &window, [&] {
        PlatformChooser chooser(&window);
        chooser.setCurrent(*address);
        if (chooser.exec() != QDialog::Accepted || chooser.platform() == *address)
            return;
        startAgainOn(chooser.platform().toString());
    });
    // A later start: this window comes to the front; another platform it named is switched to
    // once the user says so.
    QObject::connect(&single, &SingleInstance::activated, &window, [&](const QStringList &later) {
        QCommandLineParser again;
        again.addOptions({platformOption, sandboxDirOption, verboseOption, languageOption, minimizedOption});
        const bool parsed = again.parse(QStringList{QCoreApplication::applicationFilePath()} + later);
        // The autostart finding the console already running leaves it where it is.
        if (parsed && again.isSet(minimizedOption))
            return;
        window.showNormal();
        window.raise();
        window.activateWindow();
        if (!parsed || !again.isSet(platformOption))
            return;
        QString problem;
        const auto wanted = PlatformAddress::parse(again.value(platformOption), &problem);
        if (!wanted || *wanted == *address)
            return;
        if (QMessageBox::question(&window, QApplication::translate("main", "Switch platform"),
                                  QApplication::translate("main",
                                                          "gpudesk was started again for %1. Switch to it? "
                                                          "This console closes and starts anew there.")
                                      .arg(wanted->toString()))
            == QMessageBox::Yes)
            startAgainOn(wanted->toString());
    });
    if (address->kind == PlatformAddress::Kind::Sandbox) {
        QObject::connect(&launcher, &SandboxLauncher::ready, &window, connectTo);
        QObject::connect(&launcher, &SandboxLauncher::failed, &window, &MainWindow::showConnectionFailed);
        window.showConnecting(QApplication::translate("main", "Looking for the local sandbox…"));
        launcher.ensureRunning();
    } else {
        connectTo(address->url);
    }
    const int rc = app.exec();
    Logging::shutdown();
    return rc;
}
