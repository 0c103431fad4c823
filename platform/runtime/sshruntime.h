#pragma once

#include "platform/runtime/runtimetarget.h"

#include <QDeadlineTimer>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

/// What makes a sandbox instance something a user can log in to: its own OpenSSH sshd (the
/// system's openssh-server) on a loopback port that changes at every boot, with a host key kept
/// across boots and deleted on release, the owner's registered keys, and a ForceCommand wrapper
/// that puts the session in the instance's home (DESIGN section 4). Everything it writes lives
/// under the instance's directory in --data.
///
/// It runs on the runtime's thread (RuntimeWorker) and waits there: on ssh-keygen, on an sshd
/// until it accepts connections, on processes that are asked to end. It never touches the
/// database; what it needs comes in a RuntimeTarget. sshd processes outlive a killed sandbox and
/// are found again by their command line, which names the instance's config.
class SshRuntime
{
public:
    struct Settings
    {
        bool enabled = true; ///< false with --runtime none
        QString sshd = QStringLiteral("/usr/sbin/sshd");
        QString sftpServer = QStringLiteral("/usr/lib/openssh/sftp-server");
        QString sshKeygen = QStringLiteral("/usr/bin/ssh-keygen");
        /// sshd run as root needs its privilege separation directory (the package's tmpfiles
        /// creates it at boot; scripts/setup creates it in containers). Never created here.
        QString privsepDir = QStringLiteral("/run/sshd");
        /// The program behind the emulators (gpudesk-sandbox, run as `emulate TOOL DIR ARGS`);
        /// empty: the instance's PATH has no emulators.
        QString emulatorProgram;
        /// --data: an sshd whose config lies under DATA/instances is one of ours, and the runtime
        /// deletes nothing outside it.
        QString dataDir;
        /// How long an sshd may take to accept connections before the boot goes on without SSH.
        int readyTimeoutMs = 5000;
    };

    /// What became of an instance that should be up.
    struct Outcome
    {
        std::optional<int> port;
        QString fingerprint;
        bool ready = false; ///< the sshd accepts connections and has said its SSH banner
        QString problem; ///< why the instance has no SSH, for its events
    };

    explicit SshRuntime(Settings settings);
    ~SshRuntime();
    SshRuntime(const SshRuntime &) = delete;
    SshRuntime &operator=(const SshRuntime &) = delete;

    /// Why instances cannot have SSH on this machine with these settings, or empty when they can.
    static QString unavailableReason(const Settings &settings);

    /// Makes the instance's sshd match `target`: up → one of this boot accepting connections
    /// (started, or found running, with the target's keys); otherwise none, and the processes its
    /// sessions started ended (and, once released, the runtime's files deleted).
    Outcome apply(const RuntimeTarget &target);
    /// apply() for many instances at once (one per target), their outcomes in the same order: what
    /// ends, ends together, and the sshd that start are waited for side by side.
    QList<Outcome> applyAll(const QList<RuntimeTarget> &targets);
    /// Ends everything the instances run on this machine: every sshd, and every process their
    /// sessions and startup scripts started (the sandbox is shutting down: it leaves nothing behind;
    /// the instances still running get it all back at the next start).
    void stopAll();
    /// Ends what a sandbox killed on this data directory left running (its sshd, what its instances'
    /// sessions and scripts started): called once, before anything of this run starts.
    void endOrphans();

    /// The OS user sessions log in as (sshd run by an ordinary user can only be that user).
    static QString loginUser();

private:
    /// Ends every process an instance's session or startup script started (by their marker).
    void endSessions();

    struct Sshd
    {
        qint64 pid = 0;
        QString config; ///< what its command line names: how it is told from a process that took its pid
        qint64 boot = 0;
        int port = 0;
        QString fingerprint;
        bool accepting = false; ///< seen accepting connections by this run (not just found running)
    };

    /// An sshd started (or about to be) for a target, not yet seen accepting connections.
    struct Launch
    {
        RuntimeTarget target;
        QString dir;
        Outcome outcome = {}; ///< its fingerprint so far
        qint64 pid = 0;
        int port = 0;
        int attempt = 0;
        QDeadlineTimer deadline = {};
    };
    /// How many sshd start at a time (each takes tens of milliseconds of CPU).
    static constexpr int kParallelStarts = 4;

    /// The sshd serving the instance's directory, if one runs: remembered, or found (after a
    /// restart) by its command line.
    std::optional<Sshd> running(qint64 instanceId, const QString &dir);
    /// Starts the launches' sshd and waits until each accepts connections.
    QList<Outcome> launchAll(QList<Launch> launches);
    /// Writes this boot's files and starts its sshd on a free port; false with launch.outcome's
    /// problem set when it cannot.
    bool spawn(Launch &launch);
    /// Stops the instances' sshd (instance, its ssh directory); with `endSessions`, also every
    /// process their sessions started.
    void stop(const QList<std::pair<qint64, QString>> &instances, bool endSessions);
    bool waitUntilAccepting(qint64 pid, int port) const;
    bool ensureHostKey(const QString &dir, QString *fingerprint, QString *error) const;
    bool writeFiles(const RuntimeTarget &target, const QString &dir, int port, QString *error) const;
    /// emulated.json, the emulators on PATH and the kernel log of a first boot.
    bool writeEmulators(const RuntimeTarget &target, QString *error) const;
    /// sshd processes of this data directory that a killed sandbox left (config path → pid).
    const QHash<QString, qint64> &leftBehind();

    Settings m_settings;
    bool m_available = false;
    QHash<qint64, Sshd> m_sshd; ///< by instance
    QHash<qint64, int> m_lastPort; ///< the last boot's port, which the next boot does not take
    std::optional<QHash<QString, qint64>> m_leftBehind;
};
