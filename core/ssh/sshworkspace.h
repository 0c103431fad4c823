#pragma once

#include "core/model/instance.h"
#include "core/ssh/sshlifeline.h"
#include "core/ssh/sshpreferences.h"
#include "core/ssh/sshsession.h"
#include "core/ssh/sshworkspacesync.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QThreadPool>

#include <memory>

struct InstanceSnapshot;

/// The console's SSH workspace: how the instances are reached. It keeps gpudesk's ssh config
/// following the instances it is shown (created, released, a new port after a boot) and pins the
/// host keys of running ones, and remembers the key chosen, the jump host and a passphrase for the
/// session; each instance's target comes from here. What is done over SSH are pieces of their own,
/// given to the services that need them: SshRemote (commands, connection tests), SshTunnels,
/// BootTasks (each boot's snapshot and local startup script). Syncs run on a worker of their own;
/// the results come back as signals on the owner's thread. Nothing done in the background asks the
/// user anything: pinning needs no login, and a passphrase is only used once the user gave it.
class SshWorkspace : public QObject
{
    Q_OBJECT
public:
    struct Paths
    {
        QString sshDir; ///< ~/.ssh as ssh finds it
        QString settingsFile; ///< gpudesk.conf ([ssh])
    };

    SshWorkspace(Paths paths, QObject *parent = nullptr);
    ~SshWorkspace() override; ///< abandons the connections still open, then waits for its sync

    /// Gives up every connection at once (the console is closing): each job still running on a
    /// target of this workspace ends with a failure within a fraction of a second, tunnels close
    /// (abandoned), and nothing new connects.
    void abandon();
    /// What targets made for this workspace carry (a caller that builds its own, the doctor).
    const std::shared_ptr<SshLifeline> &lifeline() const { return m_lifeline; }
    /// A lifeline for a piece that works over this workspace (SshRemote, BootTasks): abandon()
    /// gives it up with the workspace's own, and its holder may give it up alone when it closes.
    std::shared_ptr<SshLifeline> branchLifeline();

    /// The platform whose instances setInstances() gives (its base URL).
    void setPlatform(const QString &platform);
    /// The console's instances now. When what ssh needs of them changed, the config is written
    /// again and new running instances' host keys pinned, on a worker (coalesced). `batch`: the
    /// poll's differences from the list given before; only the instances it names are compared.
    void setInstances(const QList<Instance> &instances, const InstanceSnapshot *batch = nullptr);
    /// A poll's batch as the console hands it (Console::polled): its instances, compared by what it
    /// says changed; nothing when the platform said nothing did.
    void applyPoll(const InstanceSnapshot &batch);
    /// Writes the config again at the next chance without checking every key again: what waited
    /// for a sync (a boot's snapshot, its startup script) is looked at anew.
    void refresh();
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

    /// The instance's target as the last sync wrote it, at its address now; none before a sync wrote
    /// its entry or while it has no SSH address.
    std::optional<SshTarget> targetFor(const Instance &instance) const;
    /// What the user gave of the key's passphrase this session, for a worker (never a prompt).
    SshSession::PassphraseSource passphraseSource() const;

Q_SIGNALS:
    void synced(const SshWorkspaceSync::Result &result);
    /// The instances were given again (setInstances): what follows them (tunnels) looks again.
    void instancesChanged();
    /// abandon() was called: nothing connects from now on.
    void abandoned();
    /// A running instance's host key awaits the user's yes (the platform gives no fingerprint);
    /// said once per key. Until it is given, nothing runs there by itself (its startup script,
    /// autostop).
    void hostKeyUnconfirmed(const QString &instanceId, const QString &offered);

private:
    void scheduleSync();
    void setEntries(const QList<SshHostEntry> &entries);
    void indexEntries();
    /// This platform's entry of `instanceId`; null when it has none.
    const SshHostEntry *entryFor(const QString &instanceId) const;
    void finishSync(const SshWorkspaceSync::Result &result);

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
    QSet<QString> m_unconfirmedSaid; ///< "instance id key" pairs said by hostKeyUnconfirmed
    // What the GUI asks at every tick, kept here instead of read from disk each time.
    SshPreferences m_prefs;
    bool m_included = false;
    bool m_syncing = false;
    bool m_syncAgain = false;
    std::shared_ptr<Secret> m_secret;
    std::shared_ptr<SshLifeline> m_lifeline = std::make_shared<SshLifeline>();
    QList<std::weak_ptr<SshLifeline>> m_branches; ///< branchLifeline()'s, while their holders live
    QThreadPool m_syncPool; ///< the syncs' own thread, at a background priority
};
