#pragma once

#include "platform/runtime/runtimetarget.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

/// The instances' startup scripts (DESIGN section 4): at every boot, once the instance is running
/// with this boot's sshd, its script runs as the instance's user through the same session wrapper
/// as an SSH session (home, emulators first on PATH, the session marker), detached from the
/// sandbox, in a process group of its own, its output appended to ~/.gpudesk/startup.log under a
/// header per boot. Its exit status is written to a file the runtime looks for. A sandbox that
/// stops ends the scripts with everything else its instances run (SshRuntime::stopAll); when it is
/// back, how each one ended is said and the script of a boot that goes on runs again.
///
/// Runs on the runtime's thread (RuntimeWorker), like SshRuntime, and never touches the database.
/// Its files live in the instance's directory, under startup/: the script, the runner that wraps
/// it, which boot ran it, the runner's pid and the exit status.
class StartupScripts
{
public:
    StartupScripts() = default;
    StartupScripts(const StartupScripts &) = delete;
    StartupScripts &operator=(const StartupScripts &) = delete;

    /// Where a script's output goes, for an instance whose home is `home`.
    static QString logPath(const QString &home);

    /// Ends the scripts of boots that are over: of instances no longer up, or booted anew (a stop
    /// and a start that reach the runtime together). Called before the sshd are seen to.
    void endOutdated(const QList<RuntimeTarget> &targets);
    /// Starts the script of every target whose boot is seen running for the first time (once per
    /// boot however often the target changes, and once more after the sandbox restarted); reports
    /// those started.
    QList<StartupScriptReport> startDue(const QList<RuntimeTarget> &targets);
    /// Scripts that ended since the last look.
    QList<StartupScriptReport> ended();
    /// Whether a script runs that ended() should look at.
    bool watching() const { return !m_running.isEmpty(); }
    /// Forgets the scripts (the sandbox shuts down; SshRuntime::stopAll ends them with the rest of
    /// what the instances run, and the next start finds their files).
    void forget();

private:
    struct Running
    {
        qint64 pid = 0; ///< the runner
        qint64 group = 0; ///< its process group (of its own), 0 if it has none apart from the sandbox
        qint64 boot = 0;
        int bootNumber = 0;
        QString dir; ///< DATA/instances/ID/startup
        bool again = false; ///< run again after the sandbox restarted
    };

    /// What a sandbox that ran before left of the instance's script, looked at once: a runner still
    /// there is ended; how it ended is reported (by the next startDue()), and the script of a boot
    /// that goes on is started again.
    void adopt(const RuntimeTarget &target);
    /// Writes the boot's files and starts the runner (`again`: for a boot it ran for before the
    /// sandbox restarted); a report either way.
    StartupScriptReport launch(const RuntimeTarget &target, const QString &dir, bool again);
    /// Ends the process groups, waiting a moment for them to go before they are killed.
    static void endGroups(const QList<qint64> &groups);

    QHash<qint64, Running> m_running; ///< by instance
    QHash<qint64, qint64> m_handled; ///< by instance: the last boot whose script was seen to
    QSet<qint64> m_known; ///< instances whose files this run has looked at
    QList<StartupScriptReport> m_adopted; ///< what adopt() found that ended meanwhile
    QSet<qint64> m_again; ///< instances whose boot's script runs again after a restart
};
