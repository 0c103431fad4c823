#pragma once

#include <QString>

/// Per-user directories from the XDG base directory spec. Qt 6.4 has no state location, and the
/// sandbox's data directory must be the same for the console, the CLI and scripts/run, so all of
/// them resolve it here rather than through application-name-dependent QStandardPaths.
namespace XdgPaths {

/// $XDG_STATE_HOME/gpudesk or ~/.local/state/gpudesk (logs).
QString stateDir();
/// $XDG_DATA_HOME/gpudesk or ~/.local/share/gpudesk.
QString dataDir();
/// $XDG_CACHE_HOME/gpudesk or ~/.cache/gpudesk (what can be thrown away: the names shell
/// completion offers).
QString cacheDir();
/// $XDG_CONFIG_HOME/gpudesk or ~/.config/gpudesk.
QString configDir();
/// $XDG_CONFIG_HOME/autostart or ~/.config/autostart: what the desktop starts at login (shared
/// with every program, hence not under configDir()).
QString autostartDir();
/// configDir()/gpudesk.conf: the console's settings, and what the CLI shares with it (the SSH
/// workspace's default key).
QString settingsFile();
/// Where the console keeps its local sandbox platform: dataDir()/sandbox.
QString defaultSandboxDir();

} // namespace XdgPaths
