#pragma once

#include "core/model/instance.h"
#include "core/ssh/environmentsnapshot.h"
#include "core/ssh/localstartupscripts.h"
#include "core/ssh/snapshotkeeper.h"
#include "core/ssh/sshfailure.h"
#include "core/ssh/sshlifeline.h"
#include "core/ssh/sshpreferences.h"
#include "core/ssh/sshsession.h"
#include "core/ssh/sshtunnel.h"
#include "core/ssh/sshworkspacesync.h"

#include <QHash>
#include <QMultiHash>
#include <QObject>
#include <QSet>
#include <QThreadPool>
#include <QUrl>

#include <functional>
#include <memory>

struct InstanceSnapshot;

/// The console's SSH workspace: keeps gpudesk's ssh config following the instances it is shown
/// (created, released, a new port after a boot) and pins the host keys of running ones, runs
/// connection tests and environment snapshots, and remembers the key chosen and a passphrase for
/// the session. Everything that touches the network or a key runs on its own worker threads; the
/// results come back as signals on the owner's thread. Nothing done in the background asks the user
/// anything: pinning needs no login, and a passphrase is only used once the user gave it.
class SshWorkspace : public QObject
{
    Q_OBJECT
public:
    struct Paths
    {
        QString sshDir; ///< ~/.ssh as ssh finds it
        QString settingsFile; ///< gpudesk.conf ([ssh])
        QString snapshotDir; ///< where the first snapshot of each boot is kept
        /// Where startup scripts are kept for a platform without a boot hook of its own.
        QString startupScriptDir = {};
    };

    SshWorkspace(Paths paths, QObject *parent = nullptr);
    ~SshWorkspace() override; ///< abandons the connections still open, then waits for their jobs

    /// Gives up every connection at once (the console is closing): each job still running ends
    /// with a failure within a fraction of a second, tunnels close, and nothing new connects.
    void abandon();
    /// What targets made for this workspace carry (a caller that builds its own, the doctor).
    const std::shared_ptr<SshLifeline> &lifeline() const { return m_lifeline; }

    /// The platform whose instances setInstances() gives (its base URL).
    void setPlatform(const QString &platform);
    /// The console's instances now. When what ssh needs of them changed, the config is written
    /// again and new running instances' host keys pinned, on a worker (coalesced). `batch`: the
    /// poll's differences from the list given before; only the instances it names are compared.
    void setInstances(const QList<Instance> &instances, const InstanceSnapshot *batch = nullptr);
    /// A poll's batch as the console hands it (Console::polled): its instances, compared by what it
    /// says changed; nothing when the platform said nothing did.
    void applyPoll(const InstanceSnapshot &batch);
    /// Whether the config is being written (or due again): false once what setInstances() gave
    /// last is on disk and what it starts (snapshots, startup scripts) has begun.
    bool isSyncing() const { return m_syncing; }

    const Paths &paths() const { return m_paths; }
    const QString &platform() const { return m_platform; }
    /// The instances as last given, as they are reached (through the user's jump host, if any).
    const QList<Instance> &instances() const { return m_instances; }
    /// As in gpudesk.conf (read once; this workspace's setters keep it current).
    const SshPreferences &preferences() const { return m_prefs; }
    /// The key every Host block names from now on; the config is rewritten.
    bool setDefaultIdentity(const QString &privatePath, QString *error);
    /// Every instance is reached through `jump` from now on (none: directly); the config is
    /// rewritten with its ProxyJump.
    bool setJump(const std::optional<SshHop> &jump, QString *error);
    /// Adds gpudesk's Include line to ~/.ssh/config (the user agreed), or takes everything out.
    bool includeInUserConfig(QString *error);
    bool removeFromUserConfig(QString *error);
    bool isIncluded() const;

    /// Writes gpudesk's ssh config and pins host keys again now, even when nothing seems to have
    /// changed (the doctor found the file behind the platform).
    void resync();

    /// The instance's alias in gpudesk's config; empty before the first sync wrote it.
    QString aliasFor(const QString &instanceId) const;
    /// A command line that logs in from any terminal: `ssh ALIAS` once included, else with -F.
    QStringList loginCommand(const QString &instanceId) const;
    /// `ssh -i KEY -p PORT USER@HOST`, to copy (works without gpudesk's config).
    QString sshCommand(const Instance &instance) const;

    /// The default key is encrypted, no agent is running and no passphrase was given this session.
    bool needsPassphrase() const;
    /// Kept in memory only, for this session.
    void setPassphrase(const QByteArray &passphrase);

    /// Connects, checks (and pins) the host key, logs in and runs `true`. `trusted`: a host-key
    /// fingerprint the user accepted after a HostKeyUnknown or HostKeyChanged.
    void testConnection(const Instance &instance, const QString &trusted = {});
    /// Measures the instance (EnvironmentProbe) and keeps it as its boot's first when it is.
    void takeSnapshot(const Instance &instance);
    /// Runs `command` on the instance (logged in as the user); answered by commandDone with `tag`.
    void runCommand(const Instance &instance, const QByteArray &command, const QString &tag);
    /// Answered with the command's output and exit status, or none and why (on `context`'s thread).
    using Executed = std::function<void(const std::optional<SshSession::Output> &output, const SshFailure &failure)>;
    /// Runs `command` on the instance on a worker; `done` is called unless `context` is gone first.
    void execute(const Instance &instance, const QByteArray &command, QObject *context, Executed done);
    /// Runs `command` on a host that is not an instance (a cluster's login node), as its user with
    /// the chosen key; its host key is pinned under SshHop::knownHostsName() once the user trusted
    /// it (`trusted`: the fingerprint accepted after a HostKeyUnknown or HostKeyChanged).
    void executeOnHost(const SshHop &host, const QByteArray &command, const QString &trusted, QObject *context,
                       Executed done);
    /// The first snapshot kept for the instance's latest boot, if any.
    std::optional<std::pair<QDateTime, EnvironmentSnapshot>> keptSnapshot(const QString &instanceId) const;
    /// For a platform that runs no startup scripts itself: the console keeps each instance's script
    /// here (LocalStartupScripts) and runs it over SSH once per boot it sees, as soon as the host key
    /// is pinned and logging in needs no word from the user. Off by default.
    void setRunsStartupScripts(bool on);
    bool runsStartupScripts() const { return m_runsScripts; }
    std::optional<QString> localStartupScript(const QString &instanceId) const;
    /// Whether the local startup script is being started on the instance now.
    bool isLaunchingStartupScript(const QString &instanceId) const { return m_launching.contains(instanceId); }
    /// Kept for the next boot; the current one is left alone, as a platform's hook would.
    bool setLocalStartupScript(const QString &instanceId, const std::optional<QString> &script, QString *error);
    /// The start of the boot the console last launched the script for.
    std::optional<QDateTime> localStartupLaunchedFor(const QString &instanceId) const;

    /// The instance's target as the last sync wrote it, for a tunnel.
    std::optional<SshTarget> targetFor(const Instance &instance) const;
    SshSession::PassphraseSource passphraseSource() const;

    /// Forwards 127.0.0.1:`localPort` (0: any free one) to `remotePort` inside the instance; the
    /// tunnel follows the instance across stops and starts and closes when it is released. Null
    /// with `error` when it cannot listen or the instance has no SSH address.
    SshTunnel *openTunnel(const Instance &instance, int remotePort, int localPort, QString *error);
    QList<SshTunnel *> tunnels(const QString &instanceId) const;
    void closeTunnel(SshTunnel *tunnel);
    /// Reads the Jupyter server's token inside the instance (jupyter server list); answered by
    /// jupyterUrlReady with the URL through `localPort`, or the plain URL when none is found.
    void findJupyterUrl(const Instance &instance, int remotePort, int localPort);

Q_SIGNALS:
    void tunnelsChanged(const QString &instanceId);
    void commandDone(const QString &instanceId, const QString &tag, bool ok, const QByteArray &output,
                     const SshFailure &failure);
    void jupyterUrlReady(const QString &instanceId, const QUrl &url);
    void synced(const SshWorkspaceSync::Result &result);
    void connectionTested(const QString &instanceId, bool ok, const SshFailure &failure, qint64 milliseconds);
    void snapshotTaken(const QString &instanceId, const EnvironmentSnapshot &snapshot);
    void snapshotFailed(const QString &instanceId, const SshFailure &failure);
    /// The console launched (ok) or could not launch the instance's local startup script.
    void startupScriptLaunched(const QString &instanceId, bool ok, const SshFailure &failure);
    /// A running instance's host key awaits the user's yes (the platform gives no fingerprint);
    /// said once per key. Until it is given, nothing runs there by itself (its startup script,
    /// autostop).
    void hostKeyUnconfirmed(const QString &instanceId, const QString &offered);

private:
    void executeOn(const SshTarget &target, const QByteArray &command, const QString &trusted, QObject *context,
                   Executed done);
    void scheduleSync();
    void setEntries(const QList<SshHostEntry> &entries);
    void indexEntries();
    /// This platform's entry of `instanceId`; null when it has none.
    const SshHostEntry *entryFor(const QString &instanceId) const;
    void finishSync(const SshWorkspaceSync::Result &result);
    void launchStartupScript(const Instance &instance, const QString &script);

    struct Secret;
    Paths m_paths;
    QString m_platform;
    QList<Instance> m_instances;
    QList<Instance> m_platformInstances; ///< as the platform gave them, before the user's jump host
    // What ssh needs of the instances as last given: the settings' (empty: the next list given is
    // synced, changed or not), and each instance's by id.
    QString m_signatureHead;
    QHash<QString, QString> m_sshOf;
    QHash<QString, QString> m_checked; ///< the last sync's SshWorkspaceSync::Result::checked
    bool m_recheck = false; ///< the next sync to start checks every key again (resync(), a new platform)
    QList<SshHostEntry> m_entries; ///< as last written (or read at the start)
    QHash<QString, qsizetype> m_entryAt; ///< this platform's instance id → its first entry in m_entries
    QSet<QString> m_measuring; ///< instances whose snapshot is being taken
    QSet<QString> m_launching; ///< instances whose local startup script is being launched
    QSet<QString> m_unconfirmedSaid; ///< "instance id key" pairs said by hostKeyUnconfirmed
    bool m_runsScripts = false;
    // What the GUI asks at every tick, kept here instead of read from disk each time.
    SshPreferences m_prefs;
    bool m_included = false;
    mutable QHash<QString, std::optional<std::pair<QDateTime, EnvironmentSnapshot>>> m_kept;
    bool m_syncing = false;
    bool m_syncAgain = false;
    std::shared_ptr<Secret> m_secret;
    std::shared_ptr<SshLifeline> m_lifeline = std::make_shared<SshLifeline>();
    QMultiHash<QString, SshTunnel *> m_tunnels; ///< by instance id, owned (children of this)
    SnapshotKeeper m_keeper;
    LocalStartupScripts m_localScripts;
    QThreadPool m_pool;
    QThreadPool m_syncPool; ///< the syncs' own thread, at a background priority
};
