#include "core/doctor/usagewatcher.h"

#include "core/api/platform.h"
#include "core/poll/instancesnapshot.h"
#include "core/ssh/sshsession.h"
#include "core/ssh/sshworkspace.h"
#include "core/store/storethread.h"

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

UsageWatcher::UsageWatcher(SshWorkspace &ssh, Platform &platform, std::function<QDateTime()> platformNow,
                           StoreThread &store, Settings settings, QObject *parent)
    : QObject(parent)
    , m_ssh(ssh)
    , m_platform(platform)
    , m_now(std::move(platformNow))
    , m_settings(settings)
    , m_store(store)
    , m_disks(settings.cacheBytes)
{
    m_store.ask<QString>(
        [book = m_book, path = m_store.path()] {
            QString problem;
            if (!book->open(path, &problem))
                spdlog::warn("boot receipts are not kept: {}", problem.toStdString());
            return problem;
        },
        this, [this](const QString &problem) { m_problem = problem; });
    m_pool.setMaxThreadCount(2);
    m_timer.setInterval(m_settings.sampleMs);
    connect(&m_timer, &QTimer::timeout, this, &UsageWatcher::tick);
    m_timer.start();
}

UsageWatcher::~UsageWatcher()
{
    m_pool.waitForDone();
    // The book's connection closes on the store's thread, after what was posted to it.
    m_store.post([book = std::move(m_book)]() mutable { book.reset(); });
}

void UsageWatcher::readReceipts(QObject *context, std::function<void(const QList<BootReceipt> &)> done) const
{
    m_store.ask<QList<BootReceipt>>([book = m_book, platform = m_ssh.platform()] { return book->receipts(platform); },
                                    context, [done = std::move(done)](const QList<BootReceipt> &r) { done(r); });
}

void UsageWatcher::setInstances(const QList<Instance> &instances, const InstanceSnapshot *batch)
{
    QSet<QString> unseen;
    if (batch && m_given && !batch->isWhole()) {
        // Against the list given before: only what left it and what it says is new or changed.
        for (const QString &id : batch->removed) {
            if (const auto it = m_running.find(id); it != m_running.end())
                end(it);
        }
        for (const qsizetype row : batch->touchedRows)
            follow(instances[row], unseen);
    } else {
        m_given = true;
        QSet<QString> present;
        present.reserve(instances.size());
        for (const Instance &i : instances) {
            present.insert(i.id);
            follow(i, unseen);
        }
        for (auto it = m_running.begin(); it != m_running.end();)
            it = present.contains(it.key()) ? std::next(it) : end(it); // released, or gone from the list
    }
    if (!unseen.isEmpty()) {
        // Boots sampled by an earlier run of the console that ended while it was closed: asked once
        // for all the instances seen for the first time (one by one, at ten thousand, the answers
        // alone held the window up).
        m_store.ask<QHash<QString, QList<QDateTime>>>(
            [book = m_book, platform = m_ssh.platform(), unseen] { return book->openBoots(platform, unseen); }, this,
            [this, instances](const QHash<QString, QList<QDateTime>> &open) {
                for (const Instance &instance : instances) {
                    const auto starts = open.constFind(instance.id);
                    if (starts == open.cend())
                        continue;
                    // The boot running now (by the time the store answered) is not over.
                    const auto now = m_running.constFind(instance.id);
                    for (const QDateTime &start : *starts) {
                        if (now == m_running.cend() || start != *now->startedAt)
                            close(instance, start);
                    }
                }
            });
    }
}

void UsageWatcher::applyPoll(const InstanceSnapshot &batch)
{
    if (!batch.unchanged)
        setInstances(batch.instances, &batch);
}

void UsageWatcher::follow(const Instance &i, QSet<QString> &unseen)
{
    const bool running = i.state == InstanceState::Running && i.startedAt;
    if (const auto was = m_running.find(i.id); was != m_running.end() && (!running || *i.startedAt != *was->startedAt))
        end(was); // that boot ended (a new one may have begun since)
    if (!m_seen.contains(i.id)) {
        m_seen.insert(i.id);
        unseen.insert(i.id);
    }
    if (running)
        m_running.insert(i.id, i);
}

QHash<QString, Instance>::iterator UsageWatcher::end(QHash<QString, Instance>::iterator boot)
{
    close(*boot, *boot->startedAt);
    m_disks.forget(boot.key(), m_now());
    m_lastUtilization.remove(boot.key());
    Q_EMIT guardsChanged();
    return m_running.erase(boot);
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
                    Q_EMIT readingDone(instance.id, readings.has_value());
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
    if (const int utilization = readings.utilization(); utilization >= 0) {
        m_store.post([book = m_book, platform = m_ssh.platform(), id = instance.id, start = *instance.startedAt,
                      sample = GpuSample{at, utilization}] {
            QString error;
            if (book->isOpen() && !book->addSample(platform, id, start, sample, &error))
                spdlog::warn("{}", error.toStdString());
        });
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
    if (!m_problem.isEmpty() || m_closing.contains(key) || !ledger) // a receipt is the ledger's lines of the boot
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
        // Made where the samples are, and kept there; said here.
        m_store.ask<std::optional<BootReceipt>>(
            [book = m_book, r] {
                const BootReceipt made = BootReceipt::build(r, book->samples(r.platform, r.instanceId, r.startedAt));
                QString error;
                if (!book->isOpen() || !book->addReceipt(made, &error)) {
                    spdlog::warn("no receipt kept: {}", error.toStdString());
                    return std::optional<BootReceipt>();
                }
                return std::optional(made);
            },
            this,
            [this](const std::optional<BootReceipt> &made) {
                if (made)
                    Q_EMIT receiptMade(*made);
            });
    });
}
