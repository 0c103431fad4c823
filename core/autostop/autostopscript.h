#pragma once

#include "core/autostop/autostopsettings.h"

#include <QByteArray>
#include <QString>

#include <optional>

/// The startup script block that installs the autostop agent (core/autostop/gpudesk-autostop.py)
/// on an instance at every boot: it writes the agent and its settings into ~/.gpudesk and starts
/// it in the background, so the instance stops itself when idle even if the console never
/// connects again. The block goes before the user's own script (which may run for hours) and is
/// marked, so the console shows and edits the user's part alone and the settings can be read back
/// from the platform's copy of the script.
namespace AutostopScript {

/// The user's script with the block in front (none: the script as it is).
QString compose(const QString &userScript, const std::optional<AutostopSettings> &autostop);

struct Parts
{
    QString userScript; ///< the script without the block
    std::optional<AutostopSettings> autostop; ///< the block's settings; nullopt: no agent installed
};
/// The inverse of compose(); a script gpudesk did not write is all the user's.
Parts split(const QString &script);

/// The agent's source, as installed.
QByteArray agentSource();

/// Where the agent lives on an instance, for commands run over SSH.
inline constexpr char kAgentPath[] = "~/.gpudesk/autostop.py";
/// `python3 ~/.gpudesk/autostop.py ARGS` with each argument quoted for the remote shell.
QByteArray agentCommand(const QStringList &args);
/// `autostop.py run ARGS` on the instance whose startup script is `startupScript`: where the boot
/// has no agent yet (autostop never switched on), it first gets one that only waits for the
/// command (the idle stop stays as the instance's settings say).
QByteArray runJobCommand(const QString &startupScript, const QStringList &runArgs);
/// A command that runs the block over SSH now: it installs (or updates) the agent and its
/// settings and starts it where none runs, for a boot that began without them.
QByteArray installCommand(const AutostopSettings &autostop);
/// A command that writes the agent's key file (`path` under the home, `contents`, readable by its owner
/// only; AgentKeys) and starts the agent again to read it: the one installed keeps its settings, and
/// where none is, it is installed with the defaults.
QByteArray agentKeyCommand(const QString &path, const QByteArray &contents);

} // namespace AutostopScript
