#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

struct RuntimeTarget;

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
    /// Stops every sshd it knows of, leaving sessions be (the sandbox is shutting down; the
    /// instances keep running and get an sshd again at the next start).
    void stopAll();

    /// The OS user sessions log in as (sshd run by an ordinary user can only be that user).
    static QString loginUser();

private:
    struct Sshd
    {
        qint64 pid = 0;
        QString config; ///< what its command line names: how it is told from a process that took its pid
        qint64 boot = 0;
        int port = 0;
        QString fingerprint;
        bool accepting = false; ///< seen accepting connections by this run (not just found running)
    };

    Outcome start(const RuntimeTarget &target, const QString &dir);
    /// The sshd serving the instance's directory, if one runs: remembered, or found (after a
    /// restart) by its command line.
    std::optional<Sshd> running(qint64 instanceId, const QString &dir);
    /// Stops the instance's sshd; with `endSessions`, also every process its sessions started.
    void stop(qint64 instanceId, const QString &dir, bool endSessions);
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
