#include "core/doctor/usagewatcher.h"

#include "core/api/platform.h"
#include "core/ssh/sshsession.h"
#include "core/ssh/sshworkspace.h"

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

UsageWatcher::UsageWatcher(SshWorkspace &ssh, Platform &platform, std::function<QDateTime()> platformNow,
                           const QString &storePath, Settings settings, QObject *parent)
    : QObject(parent)
    , m_ssh(ssh)
    , m_platform(platform)
    , m_now(std::move(platformNow))
    , m_settings(settings)
    , m_disks(settings.cacheBytes)
{
    if (!m_book.open(storePath, &m_problem))
        spdlog::warn("boot receipts are not kept: {}", m_problem.toStdString());
    m_pool.setMaxThreadCount(2);
    m_timer.setInterval(m_settings.sampleMs);
    connect(&m_timer, &QTimer::timeout, this, &UsageWatcher::tick);
    m_timer.start();
}

UsageWatcher::~UsageWatcher()
{
    m_pool.waitForDone();
}

void UsageWatcher::setInstances(const QList<Instance> &instances)
{
    const QString platform = m_ssh.platform();
    QSet<QString> present;
    for (const Instance &i : instances) {
        present.insert(i.id);
        const bool running = i.state == InstanceState::Running && i.startedAt;
        const auto was = m_running.constFind(i.id);
        if (was != m_running.cend() && (!running || *i.startedAt != *was->startedAt)) {
            close(*was, *was->startedAt); // that boot ended (a new one may have begun since)
            m_disks.forget(i.id, m_now());
            m_lastUtilization.remove(i.id);
            Q_EMIT guardsChanged();
        }
        if (!m_seen.contains(i.id)) {
            // Boots sampled by an earlier run of the console that ended while it was closed.
            m_seen.insert(i.id);
            for (const QDateTime &start : m_book.openBoots(platform, i.id)) {
                if (!running || start != *i.startedAt)
                    close(i, start);
            }
        }
        if (running)
            m_running.insert(i.id, i);
        else
            m_running.remove(i.id);
    }
    for (auto it = m_running.begin(); it != m_running.end();) {
        if (present.contains(it.key())) {
            ++it;
            continue;
        }
        close(*it, *it->startedAt); // released, or gone from the list
        m_disks.forget(it.key(), m_now());
        m_lastUtilization.remove(it.key());
        it = m_running.erase(it);
    }
}

std::optional<std::pair<QDateTime, int>> UsageWatcher::lastUtilization(const QString &instanceId) const
{
    const auto it = m_lastUtilization.constFind(instanceId);
    return it == m_lastUtilization.cend() ? std::nullopt : std::optional(*it);
}

void UsageWatcher::tick()
{
    sampleNow(m_ticks++ % std::max(1, m_settings.disksEvery) == 0);
}

void UsageWatcher::sampleNow(bool withDisks)
{
    const auto ask = m_ssh.passphraseSource();
    for (const Instance &i : std::as_const(m_running)) {
        const auto target = m_ssh.targetFor(i);
        if (!target || m_reading.contains(i.id))
            continue;
        m_reading.insert(i.id);
        const QString dataMount = i.dataDisk ? i.dataDisk->mountPath.value_or(QString()) : QString();
        m_pool.start([this, instance = i, target = *target, ask, withDisks, dataMount] {
            SshSession session;
            SshFailure failure;
            std::optional<UsageProbe::Readings> readings;
            // Nothing is asked of the user in the background: a key that needs a passphrase not
            // given yet leaves this reading out.
            if (session.connect(target, {}, &failure) && session.authenticate(ask, &failure)) {
                if (const auto out = session.run(UsageProbe::command(withDisks), &failure))
                    readings = UsageProbe::parse(out->out, dataMount);
            }
            QMetaObject::invokeMethod(
                this,
                [this, instance, readings] {
                    m_reading.remove(instance.id);
                    if (readings)
                        take(instance, *readings);
                },
                Qt::QueuedConnection);
        });
    }
}

void UsageWatcher::take(const Instance &instance, const UsageProbe::Readings &readings)
{
    const auto now = m_running.constFind(instance.id);
    if (now == m_running.cend() || now->startedAt != instance.startedAt)
        return; // the boot ended while it was being read
    const QDateTime at = m_now();
    if (const int utilization = readings.utilization(); utilization >= 0)
        m_lastUtilization.insert(instance.id, {at, utilization});
    if (const int utilization = readings.utilization(); utilization >= 0 && m_book.isOpen()) {
        QString error;
        if (!m_book.addSample(m_ssh.platform(), instance.id, *instance.startedAt, {at, utilization}, &error))
            spdlog::warn("{}", error.toStdString());
    }
    if (!readings.disksRead)
        return;
    for (const GuardWarning &w : m_disks.check(instance, readings, at))
        Q_EMIT warned(w);
    Q_EMIT guardsChanged();
}

void UsageWatcher::close(const Instance &instance, const QDateTime &startedAt)
{
    const QString key = instance.id + u'@' + QString::number(startedAt.toSecsSinceEpoch());
    BillingLedger *ledger = m_platform.facet<BillingLedger>();
    if (!m_book.isOpen() || m_closing.contains(key) || !ledger) // a receipt is the ledger's lines of the boot
        return;
    m_closing.insert(key);
    // The ledger's lines of the boot say what it cost and when it ended, to the second.
    LedgerQuery query;
    query.limit = 1;
    query.instanceId = instance.id;
    query.kind = instance.mode == InstanceMode::NoGpu ? u"no_gpu"_s : u"compute"_s;
    query.from = startedAt;
    const QString platform = m_ssh.platform();
    ledger->ledger(query, this, [this, key, instance, startedAt, platform](const ApiResult<LedgerPage> &page) {
        m_closing.remove(key);
        if (!page.ok()) {
            spdlog::warn("no receipt for a boot of {}: {}", instance.id.toStdString(),
                         page.error().message.toStdString());
            return;
        }
        BootReceipt r;
        r.platform = platform;
        r.instanceId = instance.id;
        r.instanceName = instance.name;
        r.gpuType = instance.gpuType;
        r.gpuCount = instance.mode == InstanceMode::NoGpu ? 0 : instance.gpuCount;
        r.startedAt = startedAt;
        const QList<LedgerLine> &lines = page.value().items;
        r.endedAt = lines.isEmpty() ? m_now() : std::max(lines.first().periodEnd, startedAt);
        r.cost = page.value().total.value_or(lines.isEmpty() ? Money() : lines.first().amount);
        r.ratePerHour = instance.meter.ratePerHour;
        const BootReceipt made = BootReceipt::build(r, m_book.samples(platform, instance.id, startedAt));
        QString error;
        if (!m_book.addReceipt(made, &error)) {
            spdlog::warn("{}", error.toStdString());
            return;
        }
        Q_EMIT receiptMade(made);
    });
}
