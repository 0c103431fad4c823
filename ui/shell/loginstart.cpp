#include "ui/shell/loginstart.h"

#include "common/xdgautostart.h"
#include "core/console/consolesettings.h"
#include "ui/widgets/confirmer.h"

#include <QCoreApplication>

namespace LoginStart {

QString offerOnce(QWidget *parent, Confirmer &confirmer, const ConsolePaths &paths)
{
    const XdgAutostart autostart(paths.autostartDir);
    if (!autostart.isAvailable() || paths.settingsFile.isEmpty())
        return {};
    ConsoleSettings settings = ConsoleSettings::load(paths.settingsFile);
    if (settings.autostartOffered || autostart.isOn())
        return {};
    settings.autostartOffered = true;
    QString error;
    if (!settings.save(paths.settingsFile, &error))
        return {}; // never asked again would be a promise the file cannot keep
    const bool yes = confirmer.confirm(
        parent, QCoreApplication::translate("LoginStart", "Start gpudesk when you log in?"),
        QCoreApplication::translate("LoginStart",
                                    "Your instance bills by the hour. The spending guards, the receipts and the "
                                    "warning five minutes before an autostop work only while gpudesk runs.\n\n"
                                    "Started at login, gpudesk waits in the tray. You can turn this off in Settings."),
        QCoreApplication::translate("LoginStart", "Start at login"));
    if (!yes)
        return QCoreApplication::translate("LoginStart", "gpudesk will not start at login; Settings can turn it on.");
    const QString problem = set(true, paths);
    return problem.isEmpty()
        ? QCoreApplication::translate("LoginStart", "gpudesk will start in the tray when you log in.")
        : problem;
}

QString set(bool on, const ConsolePaths &paths)
{
    const XdgAutostart autostart(paths.autostartDir);
    QString error;
    if (on ? autostart.turnOn(QCoreApplication::applicationFilePath(), &error) : autostart.turnOff(&error))
        return {};
    return on ? QCoreApplication::translate("LoginStart", "gpudesk cannot start at login: %1").arg(error)
              : QCoreApplication::translate("LoginStart", "gpudesk still starts at login: %1").arg(error);
}

} // namespace LoginStart
