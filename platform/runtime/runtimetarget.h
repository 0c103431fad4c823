#pragma once

#include "platform/runtime/emulators.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

/// What the platform wants of one instance's runtime (its sshd, its relays, its emulators), as
/// values: the HTTP thread builds it from the instance's row (the database never leaves that
/// thread) and the runtime's own thread makes the machine match it (RuntimeWorker).
struct RuntimeTarget
{
    qint64 instanceId = 0;
    quint64 seq = 0; ///< which wish of this instance it is; its report carries it back
    /// Booting (a boot that is not made to hang) or running: an sshd that accepts connections and
    /// the service ports relayed. Otherwise none, and whatever the instance's sessions started ends.
    bool up = false;
    bool released = false; ///< the runtime's files go too (the disks are Metering's)
    /// Which boot: the platform second it started. A new boot gets a new sshd on a new port, and
    /// the sessions of the last one end, even when a stop and a start reach the runtime together.
    qint64 boot = 0;
    bool sshdDown = false; ///< the fault knob: no sshd, while the platform keeps showing its port
    QStringList authorizedKeys; ///< public key lines (none while the refuse-keys knob is on)
    std::optional<int> sshPort; ///< the port this boot's sshd had, kept if it has to start again
    QList<int> ports; ///< service ports to relay
    QMap<int, int> publicPorts; ///< service port → the public port it had last, taken again when free
    QString directory; ///< DATA/instances/ID: the runtime writes ssh/, bin/, emulated/ in it
    QString instanceToken; ///< while up: this boot's own token (InstanceTokens), for its sessions
    QString home; ///< the system disk, where sessions start
    QString dataDisk; ///< where ~/data leads, empty without a data disk
    Emulators::Machine machine;
    /// Running (not just booting): the boot's startup script runs the first time the runtime sees
    /// its boot running, and only then (a later change of the script waits for the next boot).
    bool running = false;
    QString startupScript; ///< while running: the instance's startup script, empty for none
    int bootNumber = 0; ///< while running with a startup script: which boot (1 for the first)

    /// Whether the runtime would do the same for both (the fields its reports fill in apart).
    bool sameWish(const RuntimeTarget &other) const
    {
        return instanceId == other.instanceId && up == other.up && released == other.released && boot == other.boot
            && running == other.running && sshdDown == other.sshdDown && authorizedKeys == other.authorizedKeys
            && ports == other.ports && directory == other.directory && home == other.home && dataDisk == other.dataDisk
            && machine.toJson() == other.machine.toJson();
    }
};

/// What the runtime made of a target whose instance is up, for the HTTP thread to record.
struct RuntimeReport
{
    qint64 instanceId = 0;
    quint64 seq = 0; ///< the target's
    std::optional<int> sshPort;
    QString hostKeyFingerprint;
    /// The sshd accepts TCP connections on sshPort and has sent its SSH banner: a client that
    /// connects now gets in (with a key it has). Not merely started.
    bool ready = false;
    QMap<int, int> publicPorts; ///< service port → public port, for those relayed
    /// A sentence for the instance's events when it gets no SSH or a port no relay; empty if all is well.
    QString problem;
};

/// What became of an instance's startup script, for the HTTP thread to record: started at a boot,
/// or ended (with its exit status, or a sentence when it could not run or left no status).
struct StartupScriptReport
{
    qint64 instanceId = 0;
    qint64 boot = 0; ///< the target's (the platform second the boot began)
    int bootNumber = 0;
    bool finished = false;
    std::optional<int> exitCode;
    QString problem; ///< why it did not run or left no exit status; empty when it exited
    /// A run of a boot's script after the sandbox restarted (the boot's status starts over with it).
    bool again = false;
};
