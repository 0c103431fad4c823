#include "ui/shell/settingsflow.h"

#include "core/console/console.h"
#include "core/console/consolesettings.h"
#include "ui/shell/jumphostsetting.h"
#include "ui/shell/loginstart.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/settingsdialog.h"

#include <QCoreApplication>
#include <QPointer>
#include <QStatusBar>

namespace SettingsFlow {

SettingsDialog *open(MainWindow &window, const ConsolePaths &paths, Console *console, SshWorkspace *ssh,
                     Confirmer *confirmer)
{
    QStringList problems;
    const ConsoleSettings current = ConsoleSettings::load(paths.settingsFile, &problems);
    auto *dialog = new SettingsDialog(current, paths, &window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QPointer<Console> connected(console);
    QObject::connect(dialog, &QDialog::accepted, &window, [&window, paths, connected, ssh, confirmer, dialog] {
        const auto tell = [&window](const QString &sentence) { window.statusBar()->showMessage(sentence, 30000); };
        const ConsoleSettings chosen = dialog->settings();
        QString error;
        if (!paths.settingsFile.isEmpty() && !chosen.save(paths.settingsFile, &error))
            tell(QCoreApplication::translate("MainWindow", "Settings are used until gpudesk quits but not kept: %1")
                     .arg(error));
        if (connected)
            connected->setPollSchedule(chosen.schedule());
        if (dialog->startsAtLogin() != dialog->startedAtLogin()) {
            const QString problem = LoginStart::set(dialog->startsAtLogin(), paths);
            if (!problem.isEmpty())
                tell(problem);
        }
        if (dialog->sshJumpChanged() && ssh && confirmer)
            JumpHostSetting::apply(&window, *ssh, *confirmer, dialog->sshJump(), tell);
        if (const auto password = dialog->proxyPassword())
            Q_EMIT window.proxyPasswordEntered(*password);
        Q_EMIT window.settingsSaved(chosen);
    });
    dialog->open();
    return dialog;
}

} // namespace SettingsFlow
