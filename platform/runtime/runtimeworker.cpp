#include "platform/runtime/runtimeworker.h"

#include "platform/runtime/portrelays.h"

#include <QTimer>

namespace {
/// How often a running startup script's exit status is looked for (one file per script).
constexpr int kScriptWatchMs = 100;
} // namespace

RuntimeWorker::RuntimeWorker(SshRuntime::Settings ssh, bool relays, std::function<void(const RuntimeReport &)> report,
                             std::function<void(const StartupScriptReport &)> scripts)
    : m_ssh(std::move(ssh))
    , m_relays(std::make_unique<PortRelays>(relays))
    , m_report(std::move(report))
    , m_scriptReport(std::move(scripts))
    , m_scriptWatch(new QTimer(this))
{
    m_scriptWatch->setInterval(kScriptWatchMs);
    connect(m_scriptWatch, &QTimer::timeout, this, &RuntimeWorker::watchScripts);
}

RuntimeWorker::~RuntimeWorker() = default;

void RuntimeWorker::want(const RuntimeTarget &target)
{
    if (!m_pending.contains(target.instanceId))
        m_order << target.instanceId;
    m_pending.insert(target.instanceId, target);
    if (m_drainQueued)
        return;
    // Later: targets already queued behind this one are taken first, so a burst (twenty stops
    // and starts at once) folds into one pass.
    m_drainQueued = true;
    QMetaObject::invokeMethod(this, &RuntimeWorker::drain, Qt::QueuedConnection);
}

void RuntimeWorker::drain()
{
    m_drainQueued = false;
    // Everything taken so far in one pass: what stops, stops together, and the sshd that start
    // are waited for side by side.
    QList<RuntimeTarget> batch;
    for (qint64 id : std::as_const(m_order))
        batch << m_pending.take(id);
    m_order.clear();
    // What a killed sandbox left running goes before anything of this run starts.
    if (!m_orphansEnded) {
        m_ssh.endOrphans();
        m_orphansEnded = true;
    }
    // Scripts of boots that are over end first (the SSH runtime then ends what sessions started,
    // and a released instance's files go); a boot seen running for the first time runs its script
    // once its sshd is seen to.
    m_scripts.endOutdated(batch);
    const QList<SshRuntime::Outcome> outcomes = m_ssh.applyAll(batch);
    for (qsizetype k = 0; k < batch.size(); ++k)
        report(batch[k], outcomes[k]);
    for (const StartupScriptReport &started : m_scripts.startDue(batch))
        m_scriptReport(started);
    if (m_scripts.watching() && !m_scriptWatch->isActive())
        m_scriptWatch->start();
}

void RuntimeWorker::settle()
{
    drain();
    watchScripts();
}

void RuntimeWorker::watchScripts()
{
    for (const StartupScriptReport &ended : m_scripts.ended())
        m_scriptReport(ended);
    if (!m_scripts.watching())
        m_scriptWatch->stop();
}

void RuntimeWorker::report(const RuntimeTarget &target, const SshRuntime::Outcome &ssh)
{
    const PortRelays::Outcome relays = m_relays->reconcile(target);
    if (!target.up)
        return;
    RuntimeReport report;
    report.instanceId = target.instanceId;
    report.seq = target.seq;
    report.sshPort = ssh.port;
    report.hostKeyFingerprint = ssh.fingerprint;
    report.ready = ssh.ready;
    report.publicPorts = relays.publicPorts;
    QStringList problems{ssh.problem, relays.problem};
    problems.removeAll(QString());
    report.problem = problems.join(u' ');
    m_report(report);
}

void RuntimeWorker::stopAll()
{
    m_order.clear();
    m_pending.clear();
    m_relays->closeAll();
    m_ssh.stopAll(); // the scripts end with the rest of what the instances run
    m_scriptWatch->stop();
    m_scripts.forget();
}
