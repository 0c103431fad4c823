#pragma once

class ConsoleServices;
class Notifier;
class QStatusBar;

/// What the console says wherever its window is (in the tray, say): an autostop about to stop an
/// instance or held off, a spending guard's warning, an instance the platform stopped, a session
/// that ended. Each is a notification; the ones a user may want to read again also stay in the
/// status bar.
namespace ShellNotices {

/// Connects the services' signals to `notifier` (and `statusBar`) for as long as `statusBar` lives.
void follow(ConsoleServices &services, Notifier &notifier, QStatusBar *statusBar);

} // namespace ShellNotices
