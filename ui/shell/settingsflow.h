#pragma once

class Confirmer;
class Console;
class MainWindow;
class SettingsDialog;
class SshWorkspace;
struct ConsolePaths;

/// The settings page opened over the main window, and what saving it does at once: the file
/// written, the poller's rhythm, starting at login, the SSH jump host (met first), the proxy's
/// password to the keychain (MainWindow::proxyPasswordEntered) and the rest to whoever listens
/// (MainWindow::settingsSaved).
namespace SettingsFlow {

/// `console`, `ssh` and `confirmer` may be null (not connected yet): what needs them waits.
SettingsDialog *open(MainWindow &window, const ConsolePaths &paths, Console *console, SshWorkspace *ssh,
                     Confirmer *confirmer);

} // namespace SettingsFlow
