#include "core/ssh/boottasks.h"

#include "core/ssh/environmentprobe.h"
#include "core/ssh/sshremote.h"
#include "core/ssh/sshworkspace.h"

#include <spdlog/spdlog.h>

BootTasks::BootTasks(SshWorkspace &workspace, Paths paths, QObject *parent)
    : QObject(parent)
    , m_workspace(workspace)
    , m_paths(std::move(paths))
    , m_lifeline(workspace.branchLifeline())
    , m_keeper(m_paths.snapshotDir)
    , m_localScripts(m_paths.startupScriptDir)
{
    m_pool.setMaxThreadCount(4);
    connect(&m_workspace, &SshWorkspace::synced, this, &BootTasks::synced);
}

BootTasks::~BootTasks()
{
    m_lifeline->abandon();
    m_pool.waitForDone();
}

std::optional<SshTarget> BootTasks::targetFor(const Instance &instance) const
{
    auto target = m_workspace.targetFor(instance);
    if (target)
        target->lifeline = m_lifeline;
    return target;
}

void BootTasks::synced(const SshWorkspaceSync::Result &result)
{
    // Only when logging in needs no word from the user (the agent, an unencrypted key, or a
    // passphrase given already).
    if (m_workspace.needsPassphrase())
        return;
    const auto pinned = [&](const Instance &i) {
        const QString alias = m_workspace.aliasFor(i.id);
        return !alias.isEmpty() && result.pinned.contains(alias);
    };
    const QList<Instance> &instances = m_workspace.instances();
    for (const Instance &i : instances) {
        if (i.state.value() != InstanceState::Running || !i.startedAt || !pinned(i) || m_measuring.contains(i.id))
            continue;
        if (const auto kept = keptSnapshot(i.id); kept && kept->first == *i.startedAt)
            continue;
        m_measuring.insert(i.id);
        takeSnapshot(i);
    }
    if (!m_runsScripts || m_paths.startupScriptDir.isEmpty())
        return;
    const QString platform = m_workspace.platform();
    for (const Instance &i : instances) {
        if (i.state.value() != InstanceState::Running || !i.startedAt || !pinned(i) || m_launching.contains(i.id)
            || m_localScripts.isDoneFor(platform, i.id, *i.startedAt))
            continue;
        if (const auto script = localStartupScript(i.id))
            launchStartupScript(i, *script);
    }
}

void BootTasks::takeSnapshot(const Instance &instance)
{
    const auto target = targetFor(instance);
    if (!target) {
        m_measuring.remove(instance.id);
        Q_EMIT snapshotFailed(
            instance.id,
            SshFailure{SshFailure::Kind::Unreachable, tr("%1 is not running.").arg(instance.name), {}, {}});
        return;
    }
    const auto ask = m_workspace.passphraseSource();
    const QString id = instance.id, platform = m_workspace.platform();
    const QString dataMount = instance.dataDisk ? instance.dataDisk->mountPath.value_or(QString()) : QString();
    const QDateTime boot = instance.startedAt.value_or(QDateTime());
    const SnapshotKeeper keeper = m_keeper;
    m_pool.start([this, target = *target, ask, id, platform, dataMount, boot, keeper] {
        SshFailure failure;
        const auto output = SshRemote::runOnce(target, {}, ask, EnvironmentProbe::command(), &failure);
        if (!output) {
            QMetaObject::invokeMethod(
                this,
                [this, id, failure] {
                    m_measuring.remove(id);
                    Q_EMIT snapshotFailed(id, failure);
                },
                Qt::QueuedConnection);
            return;
        }
        const EnvironmentSnapshot snapshot
            = EnvironmentProbe::parse(output->out, dataMount, QDateTime::currentDateTimeUtc());
        if (boot.isValid())
            keeper.keep(platform, id, boot, snapshot);
        QMetaObject::invokeMethod(
            this,
            [this, id, snapshot] {
                m_measuring.remove(id);
                m_kept.remove(id); // kept on disk by the worker: read once more
                Q_EMIT snapshotTaken(id, snapshot);
            },
            Qt::QueuedConnection);
    });
}

std::optional<std::pair<QDateTime, EnvironmentSnapshot>> BootTasks::keptSnapshot(const QString &instanceId) const
{
    // Read once per instance; another platform's are other files.
    if (m_keptPlatform != m_workspace.platform()) {
        m_kept.clear();
        m_keptPlatform = m_workspace.platform();
    }
    const auto it = m_kept.constFind(instanceId);
    if (it != m_kept.cend())
        return *it;
    return *m_kept.insert(instanceId, m_keeper.kept(m_keptPlatform, instanceId));
}

void BootTasks::setRunsStartupScripts(bool on)
{
    if (on == m_runsScripts)
        return;
    m_runsScripts = on;
    m_workspace.refresh(); // the next sync launches what is due
}

std::optional<QString> BootTasks::localStartupScript(const QString &instanceId) const
{
    if (m_paths.startupScriptDir.isEmpty())
        return std::nullopt;
    return m_localScripts.script(m_workspace.platform(), instanceId);
}

bool BootTasks::setLocalStartupScript(const QString &instanceId, const std::optional<QString> &script, QString *error)
{
    if (m_paths.startupScriptDir.isEmpty()) {
        *error = tr("This console keeps no startup scripts.");
        return false;
    }
    const QString platform = m_workspace.platform();
    if (!m_localScripts.setScript(platform, instanceId, script, error))
        return false;
    // Saved during a boot, it runs from the next one on, as with a platform's hook: this boot counts
    // as done.
    for (const Instance &i : m_workspace.instances()) {
        if (i.id == instanceId && script && i.startedAt && i.state.value() != InstanceState::Stopped)
            return m_localScripts.markSavedDuring(platform, instanceId, *i.startedAt, error);
    }
    return true;
}

std::optional<QDateTime> BootTasks::localStartupLaunchedFor(const QString &instanceId) const
{
    if (m_paths.startupScriptDir.isEmpty())
        return std::nullopt;
    return m_localScripts.launchedFor(m_workspace.platform(), instanceId);
}

void BootTasks::launchStartupScript(const Instance &instance, const QString &script)
{
    const auto target = targetFor(instance);
    if (!target)
        return;
    m_launching.insert(instance.id);
    const auto ask = m_workspace.passphraseSource();
    const QString id = instance.id, platform = m_workspace.platform();
    const QDateTime boot = *instance.startedAt;
    const LocalStartupScripts scripts = m_localScripts;
    m_pool.start([this, target = *target, ask, id, platform, boot, script, scripts] {
        SshFailure failure;
        const auto out = SshRemote::runOnce(target, {}, ask, LocalStartupScripts::launchCommand(script), &failure);
        const bool ok = out && out->exitStatus == 0;
        if (out && !ok)
            failure = SshFailure{
                SshFailure::Kind::Failed,
                tr("The startup script could not be started: %1").arg(QString::fromUtf8(out->err.trimmed().left(300))),
                {},
                {}};
        QString error;
        if (ok && !scripts.markLaunched(platform, id, boot, &error))
            spdlog::warn("instance {}: its startup script ran but could not be recorded: {}", id.toStdString(),
                         error.toStdString());
        QMetaObject::invokeMethod(
            this,
            [this, id, ok, failure] {
                m_launching.remove(id);
                Q_EMIT startupScriptLaunched(id, ok, failure);
            },
            Qt::QueuedConnection);
    });
}
