#pragma once

#include <QString>
#include <QStringList>

/// Opens the desktop's own terminal running a command: $TERMINAL, then x-terminal-emulator (the
/// Debian alternative), gnome-terminal, konsole, xterm — whichever exists.
namespace TerminalLauncher {

/// The program and arguments that would run `command` in a terminal; empty when none is installed.
QStringList commandFor(const QStringList &command);
/// Starts it detached; false with `error` when no terminal could be started.
bool open(const QStringList &command, QString *error);

} // namespace TerminalLauncher
