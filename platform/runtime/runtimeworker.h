#pragma once

#include "platform/runtime/runtimetarget.h"
#include "platform/runtime/sshruntime.h"
#include "platform/runtime/startupscripts.h"

#include <QHash>
#include <QList>
#include <QObject>

#include <functional>
#include <memory>

class PortRelays;
class QTimer;

/// The runtime's own thread: it receives what the platform wants of each instance, makes the
/// machine match it (sshd processes, relays, emulators, startup scripts), waiting on processes as long as that
/// takes, and reports what it made of it. The platform's HTTP thread only sends targets and
/// records reports (InstanceRuntime); it never waits here.
///
/// Wishes for one instance are folded: when several arrive before the runtime gets to them, only
/// the last is carried out (a stop and a start together are a new boot), and each instance's are
/// carried out in the order they came.
class RuntimeWorker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RuntimeWorker)
public:
    /// `report` is called on this worker's thread, for every target that wants the instance up;
    /// `scripts` when a startup script starts or ends.
    RuntimeWorker(SshRuntime::Settings ssh, bool relays, std::function<void(const RuntimeReport &)> report,
                  std::function<void(const StartupScriptReport &)> scripts);
    ~RuntimeWorker() override;

    /// Takes a target (on the worker's thread, queued there by InstanceRuntime).
    void want(const RuntimeTarget &target);
    /// Carries out every target taken so far.
    void drain();
    /// drain(), then reports the startup scripts that ended by now without waiting for the next
    /// look: what a caller of InstanceRuntime::whenApplied is told has happened.
    void settle();
    /// Stops every sshd and relay it runs and forgets what it was asked (the sandbox shuts down).
    void stopAll();

private:
    /// Relays the target's ports and, for an instance that should be up, reports what became of it.
    void report(const RuntimeTarget &target, const SshRuntime::Outcome &ssh);
    /// Reports the startup scripts that ended, and looks again a moment later while any runs.
    void watchScripts();

    SshRuntime m_ssh;
    std::unique_ptr<PortRelays> m_relays;
    std::function<void(const RuntimeReport &)> m_report;
    StartupScripts m_scripts;
    std::function<void(const StartupScriptReport &)> m_scriptReport;
    QTimer *m_scriptWatch = nullptr; ///< a child: it moves to the worker's thread with it
    QList<qint64> m_order; ///< instances with a target not yet carried out, first come first
    QHash<qint64, RuntimeTarget> m_pending;
    bool m_drainQueued = false;
    bool m_orphansEnded = false; ///< what a killed sandbox left was ended (at the first drain)
};
