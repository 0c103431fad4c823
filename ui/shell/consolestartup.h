#pragma once

#include "common/clock.h"
#include "core/console/consolesettings.h"
#include "core/platforms/platformaddress.h"
#include "core/session/sandboxlauncher.h"
#include "core/session/secretstore.h"
#include "ui/shell/consolecommandline.h"
#include "ui/shell/singleinstance.h"

#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>

class Console;
class ConsoleServices;
class LoginDialog;
class MainWindow;
class ProxyRoute;

/// gpudesk as its main starts it: the settings and the language, the proxy, one console per user
/// (a later start raises this one, and may switch it to another platform), the platform chosen
/// (asked at the first start), the window, and once the platform answers, the Console and its
/// services, logged in or asking to. Everything is built here, in the order it is used; the console
/// and its services outlive the window that shows them.
class ConsoleStartup final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConsoleStartup)
public:
    /// `arguments`: the program's, gpudesk's --platform put back (main's QtArgv); `logFile`: where
    /// the log goes (empty: stderr only).
    ConsoleStartup(const ConsoleCommandLine &line, QStringList arguments, QString logFile, QObject *parent = nullptr);
    ~ConsoleStartup() override;

    /// Shows the window and reaches the platform; an exit code when there is nothing to run (another
    /// console took this start over, the user closed the platform chooser, a mistyped --platform).
    std::optional<int> start();

private:
    /// The platform is known at `url`: its Console and services, and the login.
    void connectTo(const QUrl &url);
    /// The login form this platform takes (its kind, a cluster's login node).
    void askToLogIn();
    /// Another platform: remembered, then gpudesk starts anew on it.
    void startAgainOn(const QString &platform);
    /// A later start of gpudesk handed over `arguments`.
    void activated(const QStringList &arguments);
    void switchPlatform();
    void say(const QString &sentence, int ms);

    const ConsoleCommandLine m_line;
    const QStringList m_arguments;
    const QString m_settingsFile;
    QString m_damagedSettings;
    ConsoleSettings m_settings;
    ProxyRoute *m_proxyRoute = nullptr; ///< Qt's once installed
    SecretStore m_proxySecrets;
    SingleInstance m_single;
    std::optional<PlatformAddress> m_address;
    /// The machine's clock for the meter and the platform clock: monotonic, so setting the
    /// machine's clock never makes a figure jump.
    MonotonicClock m_clock;
    /// The wall clock, for a platform whose time is real time and whose answers may not say it.
    SystemClock m_wallClock;
    ConsolePaths m_paths;
    std::unique_ptr<Console> m_console;
    std::unique_ptr<ConsoleServices> m_services;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<LoginDialog> m_login;
    SandboxLauncher m_launcher;
};
