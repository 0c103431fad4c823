#include "platform/instances/instanceruntime.h"

#include "platform/accounts/instancetokens.h"

#include "platform/instances/catalog.h"
#include "platform/instances/instance.h"
#include "platform/instances/instancestore.h"
#include "platform/runtime/disks.h"
#include "platform/runtime/runtimeworker.h"
#include "platform/store/database.h"

#include <QFileInfo>
#include <QSqlQuery>
#include <QThread>

using namespace Qt::StringLiterals;

namespace {

bool isUp(const Instance &i)
{
    // A boot that hangs (the fault knob) never gets its machine.
    return Lifecycle::isUp(i.state) && !(i.state == InstanceState::Starting && i.bootHang);
}

} // namespace

InstanceRuntime::InstanceRuntime(Database &db, const Disks &disks, InstanceStore &instances, Settings settings,
                                 QObject *parent)
    : QObject(parent)
    , m_db(db)
    , m_disks(disks)
    , m_instances(instances)
    , m_settings(std::move(settings))
    , m_unavailable(SshRuntime::unavailableReason(m_settings.ssh))
    , m_thread(std::make_unique<QThread>())
{
    m_thread->setObjectName(u"instance runtime"_s);
    // Reports cross back as values, queued to this object's (the HTTP) thread.
    m_worker = new RuntimeWorker(
        m_settings.ssh, m_settings.relays,
        [this](const RuntimeReport &report) {
            QMetaObject::invokeMethod(
                this, [this, report] { received(report); }, Qt::QueuedConnection);
        },
        [this](const StartupScriptReport &report) {
            QMetaObject::invokeMethod(
                this,
                [this, report] {
                    if (m_recordScript)
                        m_recordScript(report);
                },
                Qt::QueuedConnection);
        });
    m_worker->moveToThread(m_thread.get());
    connect(m_thread.get(), &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread->start();
}

InstanceRuntime::~InstanceRuntime()
{
    stopAll();
    m_thread->quit();
    m_thread->wait();
}

qint64 InstanceRuntime::bootOf(const Instance &i)
{
    return i.bootStartedAt.value_or(i.startedAt.value_or(i.stateSince));
}

RuntimeTarget InstanceRuntime::targetFor(const Instance &i) const
{
    RuntimeTarget t;
    t.instanceId = i.id;
    t.up = isUp(i);
    t.released = i.state == InstanceState::Released;
    t.boot = bootOf(i);
    if (t.up)
        t.instanceToken = InstanceTokens::tokenFor(m_db, i.id, t.boot);
    t.sshdDown = i.sshdDown;
    t.sshPort = i.sshPort;
    t.ports = i.ports;
    t.publicPorts = i.publicPorts;
    t.home = m_disks.homePath(i.id);
    t.directory = QFileInfo(t.home).path();
    if (i.dataDiskGb > 0)
        t.dataDisk = i.volumeId ? m_disks.volumePath(*i.volumeId) : m_disks.instanceDataPath(i.id);
    if (!t.up)
        return t;
    if (!i.refuseKeys) {
        // The keys of whoever created the instance and of the account that owns it.
        QSqlQuery &q = m_db.exec(u"SELECT public_key FROM ssh_keys WHERE account_id IN (?, ?) ORDER BY id"_s,
                                 {i.accountId, i.walletId});
        while (q.next())
            t.authorizedKeys << q.value(0).toString().trimmed();
    }
    Emulators::Machine &m = t.machine;
    const GpuType *gpu = m_settings.catalog ? m_settings.catalog->gpuType(i.gpuType) : nullptr;
    m.gpuName = Emulators::driverName(gpu ? gpu->name : i.gpuType);
    m.gpuCount = i.gpuCount;
    m.memoryMiB = gpu ? gpu->vramGb * 1024 - 12 : 0;
    m.gpuMode = i.mode == InstanceMode::Gpu;
    m.systemPath = t.home;
    m.systemBytes = qint64(i.systemDiskGb) << 30;
    if (!t.dataDisk.isEmpty()) {
        m.dataPath = t.dataDisk;
        m.dataBytes = qint64(i.dataDiskGb) << 30;
    }
    m.stateDir = t.directory + u"/emulated"_s;
    t.running = i.state == InstanceState::Running;
    if (t.running && i.startupScript && !i.startupScript->isEmpty()) {
        t.startupScript = *i.startupScript;
        t.bootNumber = m_instances.bootNumber(i.id);
    }
    return t;
}

QString InstanceRuntime::reconcile(Instance &i)
{
    if (!Lifecycle::isUp(i.state)) {
        i.sshPort.reset(); // the next boot's sshd gets a new port
        i.sshdDown = false; // a stopped sshd comes back with the next boot
    }
    resume(i);
    return i.state == InstanceState::Running ? m_unavailable : QString();
}

void InstanceRuntime::resume(const Instance &instance)
{
    if (!m_settings.ssh.enabled && !m_settings.relays)
        return; // --runtime none: nothing to run, nothing to find
    send(targetFor(instance));
}

void InstanceRuntime::send(RuntimeTarget target)
{
    // From the HTTP thread and the settlement thread (a boot that ends in a pass): the targets are
    // numbered and queued to the worker in one order.
    const std::lock_guard lock(m_sentLock);
    const auto last = m_sent.constFind(target.instanceId);
    if (last != m_sent.cend() && last->sameWish(target))
        return;
    target.seq = ++m_seq;
    if (target.released)
        m_sent.remove(target.instanceId);
    else
        m_sent.insert(target.instanceId, target);
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, target] { worker->want(target); }, Qt::QueuedConnection);
}

void InstanceRuntime::refreshKeys(qint64 walletId)
{
    for (const Instance &i : m_instances.live(walletId)) {
        if (isUp(i))
            resume(i);
    }
}

void InstanceRuntime::whenApplied(std::function<void()> done)
{
    const quint64 ticket = ++m_tickets;
    m_waiting.insert(ticket, std::move(done));
    QMetaObject::invokeMethod(
        m_worker,
        [this, worker = m_worker, ticket] {
            worker->settle();
            QMetaObject::invokeMethod(
                this,
                [this, ticket] {
                    recordArrived(); // what was carried out is recorded before anyone is told
                    if (const auto done = m_waiting.take(ticket))
                        done();
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

bool InstanceRuntime::answers(const RuntimeReport &report, const Instance &instance) const
{
    const RuntimeTarget now = targetFor(instance); // reads the database: not under the lock
    const std::lock_guard lock(m_sentLock);
    const auto sent = m_sent.constFind(report.instanceId);
    return sent != m_sent.cend() && sent->seq == report.seq && sent->sameWish(now);
}

void InstanceRuntime::received(const RuntimeReport &report)
{
    // A report of a target since replaced is dropped: the replacement's report follows.
    {
        const std::lock_guard lock(m_sentLock);
        const auto sent = m_sent.constFind(report.instanceId);
        if (sent == m_sent.cend() || sent->seq != report.seq || !m_record)
            return;
    }
    // Recorded once the reports queued with this one have arrived too.
    if (m_arrived.isEmpty())
        QMetaObject::invokeMethod(this, &InstanceRuntime::recordArrived, Qt::QueuedConnection);
    m_arrived << report;
}

void InstanceRuntime::recordArrived()
{
    if (!m_arrived.isEmpty() && m_record)
        m_record(std::exchange(m_arrived, {}));
}

void InstanceRuntime::stopAll()
{
    if (m_stopped)
        return;
    m_stopped = true;
    // Shutdown may wait (requests may not): the sandbox's processes and relays end with it, and
    // come back for the running instances at the next start.
    QMetaObject::invokeMethod(m_worker, &RuntimeWorker::stopAll, Qt::BlockingQueuedConnection);
    const std::lock_guard lock(m_sentLock);
    m_sent.clear();
}
