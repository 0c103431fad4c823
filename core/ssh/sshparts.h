#pragma once

class BootTasks;
class SshRemote;
class SshTunnels;
class SshWorkspace;

/// The console's SSH pieces as ConsoleServices built them, for a page that shows several of them
/// (the instances page hands each of its parts only what that part uses). All null together
/// where the console keeps no SSH workspace (no ssh dir given).
struct SshParts
{
    SshWorkspace *workspace = nullptr; ///< how instances are reached: config, key, targets
    SshRemote *remote = nullptr; ///< commands and connection tests
    SshTunnels *tunnels = nullptr;
    BootTasks *boots = nullptr; ///< each boot's snapshot and local startup script

    explicit operator bool() const { return workspace != nullptr; }
};
