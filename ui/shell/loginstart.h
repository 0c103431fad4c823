#pragma once

#include <QString>

class Confirmer;
class QWidget;
struct ConsolePaths;

/// Starting the console at login, minimised to the tray (the XDG autostart entry): offered once,
/// after the user's first instance is made, and turned on or off on the settings page.
namespace LoginStart {

/// Asks once (the answer is remembered in the settings file, whatever it is) whether gpudesk
/// should start at login. What to say in the status bar afterwards; empty when nothing was asked.
QString offerOnce(QWidget *parent, Confirmer &confirmer, const ConsolePaths &paths);
/// Turns the entry on or off. A sentence for the status bar when that failed; empty when done.
QString set(bool on, const ConsolePaths &paths);

} // namespace LoginStart
