#include "ui/instances/terminallauncher.h"

#include <QCoreApplication>
#include <QProcess>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

QStringList TerminalLauncher::commandFor(const QStringList &command)
{
    // Each terminal takes the command its own way: gnome-terminal after "--", the others after -e.
    const QString chosen = qEnvironmentVariable("TERMINAL");
    const QList<std::pair<QString, QString>> terminals{{chosen, u"-e"_s},
                                                       {u"x-terminal-emulator"_s, u"-e"_s},
                                                       {u"gnome-terminal"_s, u"--"_s},
                                                       {u"konsole"_s, u"-e"_s},
                                                       {u"xterm"_s, u"-e"_s}};
    for (const auto &[program, separator] : terminals) {
        if (program.isEmpty())
            continue;
        const QString path = QStandardPaths::findExecutable(program);
        if (!path.isEmpty())
            return QStringList{path, separator} + command;
    }
    return {};
}

bool TerminalLauncher::open(const QStringList &command, QString *error)
{
    const QStringList line = commandFor(command);
    if (line.isEmpty()) {
        *error = QCoreApplication::translate("TerminalLauncher",
                                             "No terminal program was found (set $TERMINAL, or install one such as "
                                             "xterm). Run it yourself: %1")
                     .arg(command.join(u' '));
        return false;
    }
    if (!QProcess::startDetached(line.first(), line.mid(1))) {
        *error = QCoreApplication::translate("TerminalLauncher", "%1 could not be started.").arg(line.first());
        return false;
    }
    return true;
}
