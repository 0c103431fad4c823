#include "ui/shell/shellnotices.h"

#include "core/autostop/autostopwatcher.h"
#include "core/console/console.h"
#include "core/console/consoleservices.h"
#include "core/doctor/usagewatcher.h"
#include "core/session/session.h"
#include "ui/instances/autostoptext.h"
#include "ui/widgets/notifier.h"

#include <QCoreApplication>
#include <QStatusBar>

namespace ShellNotices {
void follow(ConsoleServices &services, Notifier &notifier, QStatusBar *statusBar)
{
    Console *console = &services.console();
    Notifier *notify = &notifier;
    if (AutostopWatcher *autostop = services.autostop()) {
        // The warning reaches the user wherever the window is; its Keep running button is on the
        // Instances page.
        QObject::connect(autostop, &AutostopWatcher::stoppingSoon, statusBar,
                         [notify, console](const Instance &i, int left, int idle) {
                             notify->notify(
                                 QCoreApplication::translate("MainWindow", "Autostop: %1 stops soon").arg(i.name),
                                 AutostopText::stoppingSoon(i, left, idle, console->currency()) + u' '
                                     + QCoreApplication::translate(
                                         "MainWindow", "To keep it, open gpudesk and choose Keep running 1 h."));
                         });
        QObject::connect(autostop, &AutostopWatcher::held, statusBar,
                         [notify](const Instance &i, bool ok, const QString &, const QStringList &byConsole) {
                             if (ok && !byConsole.isEmpty())
                                 notify->notify(
                                     QCoreApplication::translate("MainWindow", "Autostop: %1 kept running").arg(i.name),
                                     QCoreApplication::translate(
                                         "MainWindow", "Its agent found it idle, but the console sees it used: %1.")
                                         .arg(byConsole.join(QCoreApplication::translate("MainWindow", ", "))));
                         });
    }
    if (UsageWatcher *watcher = services.usage())
        QObject::connect(watcher, &UsageWatcher::warned, statusBar,
                         [notify](const GuardWarning &w) { notify->notify(w.title, w.text); });
    QObject::connect(console, &Console::instanceStopped, statusBar,
                     [notify, statusBar](const Instance &, const QString &sentence) {
                         notify->notify(QCoreApplication::translate("MainWindow", "An instance was stopped"), sentence);
                         statusBar->showMessage(sentence, 30000);
                     });
    QObject::connect(&console->session(), &Session::expired, statusBar, [notify](const QString &why) {
        // Said once, wherever the window is: nothing is watched until the user logs in again.
        notify->notify(QCoreApplication::translate("MainWindow", "You are logged out"),
                       why + u' '
                           + QCoreApplication::translate(
                               "MainWindow",
                               "Until you log in again, gpudesk is not watching your instances and cannot "
                               "warn you before money runs out."));
    });
}

} // namespace ShellNotices
