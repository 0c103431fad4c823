#pragma once

#include "core/model/instance.h"
#include "core/ssh/environmentsnapshot.h"
#include "core/ssh/localstartupscripts.h"
#include "core/ssh/snapshotkeeper.h"
#include "core/ssh/sshfailure.h"
#include "core/ssh/sshlifeline.h"
#include "core/ssh/sshworkspacesync.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QThreadPool>

#include <memory>
#include <optional>
#include <utility>

class SshWorkspace;

/// What the console does once at each boot it sees, as soon as the workspace has pinned the
/// instance's host key and logging in needs no word from the user: it measures the environment
/// (the boot's first snapshot, kept on disk), and for a platform that runs no startup scripts
/// itself, runs the script the console keeps for the instance (LocalStartupScripts). Started after
/// each sync of the workspace; the work runs on its own workers, answered on the owner's thread.
class BootTasks : public QObject
{
    Q_OBJECT
public:
    struct Paths
    {
        QString snapshotDir; ///< where the first snapshot of each boot is kept
        /// Where startup scripts are kept for a platform without a boot hook of its own (empty:
        /// none are kept).
        QString startupScriptDir = {};
    };

    BootTasks(SshWorkspace &workspace, Paths paths, QObject *parent = nullptr);
    /// Gives up its connections (as the workspace's abandon() does), then waits for its workers.
    ~BootTasks() override;

    /// Measures the instance (EnvironmentProbe) and keeps it as its boot's first when it is.
    void takeSnapshot(const Instance &instance);
    /// The first snapshot kept for the instance's latest boot, if any.
    std::optional<std::pair<QDateTime, EnvironmentSnapshot>> keptSnapshot(const QString &instanceId) const;

    /// For a platform that runs no startup scripts itself: the console keeps each instance's script
    /// here and runs it over SSH once per boot it sees. Off by default.
    void setRunsStartupScripts(bool on);
    bool runsStartupScripts() const { return m_runsScripts; }
    std::optional<QString> localStartupScript(const QString &instanceId) const;
    /// Whether the local startup script is being started on the instance now.
    bool isLaunchingStartupScript(const QString &instanceId) const { return m_launching.contains(instanceId); }
    /// Kept for the next boot; the current one is left alone, as a platform's hook would.
    bool setLocalStartupScript(const QString &instanceId, const std::optional<QString> &script, QString *error);
    /// The start of the boot the console last launched the script for.
    std::optional<QDateTime> localStartupLaunchedFor(const QString &instanceId) const;

Q_SIGNALS:
    void snapshotTaken(const QString &instanceId, const EnvironmentSnapshot &snapshot);
    void snapshotFailed(const QString &instanceId, const SshFailure &failure);
    /// The console launched (ok) or could not launch the instance's local startup script.
    void startupScriptLaunched(const QString &instanceId, bool ok, const SshFailure &failure);

private:
    /// A sync of the workspace ended: each running instance whose key is pinned gets what its boot
    /// has not had yet.
    void synced(const SshWorkspaceSync::Result &result);
    void launchStartupScript(const Instance &instance, const QString &script);

    /// The target of the instance with this piece's lifeline; none while it has no address.
    std::optional<SshTarget> targetFor(const Instance &instance) const;

    SshWorkspace &m_workspace;
    Paths m_paths;
    std::shared_ptr<SshLifeline> m_lifeline;
    QSet<QString> m_measuring; ///< instances whose snapshot is being taken
    QSet<QString> m_launching; ///< instances whose local startup script is being launched
    bool m_runsScripts = false;
    /// The kept snapshots as read, for the platform they were read for.
    mutable QHash<QString, std::optional<std::pair<QDateTime, EnvironmentSnapshot>>> m_kept;
    mutable QString m_keptPlatform;
    SnapshotKeeper m_keeper;
    LocalStartupScripts m_localScripts;
    QThreadPool m_pool;
};
