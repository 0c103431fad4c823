#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

class Catalog;
class Database;
class Disks;
struct Instance;

/// What makes a running sandbox instance something a user can log in to: its own OpenSSH sshd
/// (the system's openssh-server) on a loopback port that changes at every boot, with a host key
/// kept across boots and deleted on release, the owner's registered keys, and a ForceCommand
/// wrapper that puts the session in the instance's home (DESIGN section 4). Everything it writes
/// lives under the instance's directory in --data.
///
/// The runtime is reconciled, not driven: after every change of an instance (and for every live
/// instance at start), reconcile() makes an sshd run exactly when the instance is running, so a
/// replay that starts and stops an instance in the past starts nothing, and sshd processes of a
/// run that was killed are found by their pid files and replaced.
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
        /// What the cards are called and how much memory they have. Not owned; may be null.
        const Catalog *catalog = nullptr;
    };

    SshRuntime(Database &db, const Disks &disks, Settings settings);
    ~SshRuntime();
    SshRuntime(const SshRuntime &) = delete;
    SshRuntime &operator=(const SshRuntime &) = delete;

    /// Why instances cannot have SSH on this machine, or empty when they can.
    QString unavailableReason() const;

    /// Makes `instance` match its state: running → an sshd listening (started if needed, its port
    /// and host key fingerprint set on the instance); otherwise none (and, once released, its
    /// host key deleted). Returns a sentence when a running instance gets no SSH, for its events.
    QString reconcile(Instance &instance);
    /// Rewrites authorized_keys of the wallet's running instances (a key was added or removed):
    /// sshd reads the file at each login, so the change takes effect at once.
    void refreshKeys(qint64 walletId);
    /// Stops every sshd this runtime started (the sandbox is shutting down).
    void stopAll();

    /// The OS user sessions log in as (sshd run by an ordinary user can only be that user).
    static QString loginUser();

private:
    QString instanceDir(qint64 instanceId) const;
    QString writeAuthorizedKeys(const Instance &instance) const;
    bool ensureHostKey(const QString &dir, QString *fingerprint, QString *error) const;
    bool writeFiles(const Instance &instance, quint16 port, QString *error) const;
    /// emulated.json, the emulators on PATH and the kernel log of a first boot.
    bool writeEmulators(const Instance &instance, const QString &bin, QString *error) const;
    std::optional<qint64> runningPid(qint64 instanceId) const;
    /// Stops the instance's sshd; with `endSessions`, also every process its sessions started.
    void stop(qint64 instanceId, bool endSessions = false);

    Database &m_db;
    const Disks &m_disks;
    Settings m_settings;
};
