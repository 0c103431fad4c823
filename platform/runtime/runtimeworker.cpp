#include "platform/runtime/runtimeworker.h"

#include "platform/runtime/portrelays.h"

RuntimeWorker::RuntimeWorker(SshRuntime::Settings ssh, bool relays, std::function<void(const RuntimeReport &)> report)
    : m_ssh(std::move(ssh))
    , m_relays(std::make_unique<PortRelays>(relays))
    , m_report(std::move(report))
{ }

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
    const QList<SshRuntime::Outcome> outcomes = m_ssh.applyAll(batch);
    for (qsizetype k = 0; k < batch.size(); ++k)
        report(batch[k], outcomes[k]);
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
    m_ssh.stopAll();
}
