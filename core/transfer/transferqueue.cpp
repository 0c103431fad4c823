#include "core/transfer/transferqueue.h"

#include "core/ssh/sshsession.h"
#include "core/ssh/sshworkspace.h"
#include "core/store/storethread.h"
#include "core/transfer/downloader.h"
#include "core/transfer/uploader.h"

#include <QDateTime>
#include <QFileInfo>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace {
const QString kOwner = QStringLiteral("console");
} // namespace

TransferQueue::TransferQueue(SshWorkspace &ssh, StoreThread &store, QObject *parent)
    : QObject(parent)
    , m_ssh(ssh)
    , m_store(store)
{
    m_pool.setMaxThreadCount(1);
    m_retry.setSingleShot(true);
    m_retry.setInterval(10000);
    connect(&m_retry, &QTimer::timeout, this, &TransferQueue::startNext);
    // A new sync is when an instance may have come up (or got a new address): try what waits.
    connect(&m_ssh, &SshWorkspace::synced, this, &TransferQueue::startNext);
    struct Held
    {
        QString problem;
        QList<TransferRecord> records;
    };
    m_store.ask<Held>(
        [journal = m_journal, path = m_store.path()] {
            Held held;
            if (journal->open(path, &held.problem))
                held.records = journal->list(kOwner, true);
            return held;
        },
        this, [this](const Held &held) { restore(held.problem, held.records); });
}

TransferQueue::~TransferQueue()
{
    if (m_stop)
        m_stop->store(true);
    m_pool.waitForDone();
    // The progress since the last journal write (once a second): the next start shows it at once.
    for (const TransferItem &i : std::as_const(m_items)) {
        if (!i.active)
            continue;
        journal([id = i.record.id, p = i.progress](TransferJournal &j) {
            QString ignored;
            j.setProgress(id, p.bytesDone, p.bytesTotal, p.filesTotal, &ignored);
        });
    }
    // The journal's connection closes on the store's thread, after what was posted to it.
    m_store.post([journal = std::move(m_journal)]() mutable { journal.reset(); });
}

void TransferQueue::journal(std::function<void(TransferJournal &)> work)
{
    m_store.post([journal = m_journal, work = std::move(work)] { work(*journal); });
}

void TransferQueue::restore(const QString &problem, const QList<TransferRecord> &records)
{
    m_problem = problem;
    m_loaded = true;
    QList<TransferItem> held;
    for (const TransferRecord &r : records) {
        if (r.platform != m_ssh.platform())
            continue;
        TransferItem item;
        item.record = r;
        item.progress = TransferProgress{r.bytesDone, r.bytesTotal, 0, r.filesTotal, {}};
        if (r.state == TransferRecord::State::Running) // the console quit (or crashed) during it
            item.record.state = TransferRecord::State::Queued;
        item.waiting = item.record.state == TransferRecord::State::Queued;
        held.prepend(item); // oldest first, as they were queued
    }
    if (!problem.isEmpty()) {
        // What was queued before the journal answered still runs; it cannot resume after a quit.
        for (TransferItem &i : m_items) {
            if (i.record.message.isEmpty())
                i.record.message = problem;
        }
    }
    m_items = held + m_items; // those added meanwhile came after them
    Q_EMIT loaded();
    Q_EMIT changed();
    startNext();
}

TransferItem *TransferQueue::find(const QString &id)
{
    for (TransferItem &i : m_items) {
        if (i.record.id == id)
            return &i;
    }
    return nullptr;
}

const TransferItem *TransferQueue::item(const QString &id) const
{
    return const_cast<TransferQueue *>(this)->find(id);
}

QString TransferQueue::add(TransferRecord record)
{
    record.id = QUuid::createUuid().toString(QUuid::Id128).left(12);
    record.owner = kOwner;
    record.platform = m_ssh.platform();
    record.state = TransferRecord::State::Queued;
    record.createdAt = QDateTime::currentDateTimeUtc();
    // A journal that cannot keep it does not hold it up: it runs, and cannot resume after a quit.
    if (!m_problem.isEmpty())
        record.message = m_problem;
    m_store.ask<QString>(
        [journal = m_journal, record] {
            QString error;
            return journal->add(record, &error) ? QString() : error;
        },
        this,
        [this, id = record.id](const QString &error) {
            TransferItem *item = find(id);
            if (error.isEmpty() || !item || !item->record.message.isEmpty())
                return;
            item->record.message = error;
            Q_EMIT changed();
        });
    TransferItem item;
    item.record = record;
    item.waiting = true;
    m_items.append(item);
    Q_EMIT changed();
    startNext();
    return record.id;
}

QString TransferQueue::upload(const Instance &instance, const QStringList &sources, const QString &destination,
                              const QStringList &excludes)
{
    QStringList absolute;
    for (const QString &s : sources)
        absolute << QFileInfo(s).absoluteFilePath();
    return enqueue(TransferRecord::Direction::Upload, instance, absolute, destination, excludes);
}

QString TransferQueue::download(const Instance &instance, const QStringList &sources, const QString &destination,
                                const QStringList &excludes)
{
    return enqueue(TransferRecord::Direction::Download, instance, sources, QFileInfo(destination).absoluteFilePath(),
                   excludes);
}

QString TransferQueue::enqueue(TransferRecord::Direction direction, const Instance &instance,
                               const QStringList &sources, const QString &destination, const QStringList &excludes)
{
    TransferRecord r;
    r.instanceId = instance.id;
    r.instanceName = instance.name;
    r.direction = direction;
    r.sources = sources;
    r.destination = destination;
    r.excludes = excludes;
    return add(r);
}

void TransferQueue::setState(TransferItem &item, TransferRecord::State state, const QString &message)
{
    item.record.state = state;
    item.record.message = message;
    journal([id = item.record.id, state, message, p = item.progress](TransferJournal &j) {
        QString ignored;
        j.setState(id, state, message, &ignored);
        j.setProgress(id, p.bytesDone, p.bytesTotal, p.filesTotal, &ignored);
    });
}

void TransferQueue::pause(const QString &id)
{
    TransferItem *item = find(id);
    if (!item || item->record.isFinished())
        return;
    if (id == m_activeId && m_stop) {
        m_stop->store(true); // ended() records the pause once the worker stops
        return;
    }
    item->waiting = false;
    setState(*item, TransferRecord::State::Paused, tr("Paused."));
    Q_EMIT changed();
}

void TransferQueue::resume(const QString &id)
{
    TransferItem *item = find(id);
    if (!item || item->record.isFinished() || id == m_activeId)
        return;
    item->waiting = true;
    setState(*item, TransferRecord::State::Queued, {});
    Q_EMIT changed();
    startNext();
}

void TransferQueue::cancel(const QString &id)
{
    TransferItem *item = find(id);
    if (!item || item->record.isFinished())
        return;
    if (id == m_activeId && m_stop) {
        m_cancelRequested = true;
        m_stop->store(true);
        return;
    }
    item->waiting = false;
    setState(*item, TransferRecord::State::Cancelled, tr("Cancelled."));
    Q_EMIT changed();
    Q_EMIT finished(id, false, item->record.message);
}

void TransferQueue::forget(const QString &id)
{
    TransferItem *item = find(id);
    if (!item || id == m_activeId)
        return;
    journal([id](TransferJournal &j) {
        QString ignored;
        j.remove(id, &ignored);
    });
    m_items.removeIf([&](const TransferItem &i) { return i.record.id == id; });
    Q_EMIT changed();
}

TransferProgress TransferQueue::total() const
{
    TransferProgress t;
    for (const TransferItem &i : m_items) {
        if (i.record.isFinished() || i.record.state == TransferRecord::State::Failed)
            continue;
        t.bytesDone += i.progress.bytesDone;
        t.bytesTotal += std::max(i.progress.bytesTotal, i.record.bytesTotal);
        t.filesDone += i.progress.filesDone;
        t.filesTotal += i.progress.filesTotal;
    }
    return t;
}

bool TransferQueue::isBusy(const QString &instanceId) const
{
    return std::any_of(m_items.cbegin(), m_items.cend(), [&](const TransferItem &i) {
        return i.record.instanceId == instanceId && (i.active || i.waiting);
    });
}

void TransferQueue::startNext()
{
    if (!m_activeId.isEmpty())
        return;
    bool someoneWaits = false;
    for (TransferItem &item : m_items) {
        if (!item.waiting || item.record.state != TransferRecord::State::Queued)
            continue;
        someoneWaits = true;
        const QList<Instance> &instances = m_ssh.instances();
        const auto it = std::find_if(instances.cbegin(), instances.cend(),
                                     [&](const Instance &i) { return i.id == item.record.instanceId; });
        QString why;
        if (it == instances.cend())
            why = tr("Waiting for %1, which is not in the list now.").arg(item.record.instanceName);
        else if (it->state.value() != InstanceState::Running || !m_ssh.targetFor(*it))
            why = tr("Waiting for %1 to run: start it (no-GPU mode is enough for a transfer).").arg(it->name);
        else if (m_ssh.needsPassphrase())
            why = tr("Waiting for your key's passphrase: use Test connection on the instance once.");
        if (!why.isEmpty()) {
            if (item.record.message != why) {
                item.record.message = why;
                Q_EMIT changed();
            }
            continue;
        }
        start(item, *it);
        return;
    }
    if (someoneWaits && !m_retry.isActive())
        m_retry.start();
}

void TransferQueue::start(TransferItem &item, const Instance &instance)
{
    const auto target = m_ssh.targetFor(instance);
    m_activeId = item.record.id;
    m_cancelRequested = false;
    item.active = true;
    item.waiting = false;
    item.bytesPerSecond = 0;
    item.secondsLeft = -1;
    setState(item, TransferRecord::State::Running, {});
    m_stop = std::make_shared<std::atomic_bool>(false);
    m_sinceSample.start();
    m_sampleBytes = item.progress.bytesDone;
    m_sinceJournal.start();
    Q_EMIT changed();

    const TransferRecord record = item.record;
    const auto ask = m_ssh.passphraseSource();
    const auto stop = m_stop;
    m_pool.start([this, record, ask, stop, target = *target, journal = m_journal, &store = m_store] {
        TransferHooks hooks;
        hooks.transferId = record.id;
        hooks.stop = stop.get();
        // What an earlier run finished, read where the journal lives (this worker may wait).
        store.call([&] { hooks.done = journal->doneItems(record.id); });
        QElapsedTimer throttle;
        throttle.start();
        hooks.progress = [&](const TransferProgress &p) {
            if (throttle.elapsed() < 200) // the page redraws on each: at most five a second
                return;
            throttle.restart();
            QMetaObject::invokeMethod(
                this, [this, id = record.id, p] { progressed(id, p); }, Qt::QueuedConnection);
        };
        hooks.itemDone = [&](const QString &item) {
            store.post([journal, id = record.id, item] {
                QString ignored;
                journal->markItemDone(id, item, &ignored);
            });
        };
        std::optional<TransferFailure> failure;
        SshSession session;
        SshFailure ssh;
        if (!session.connect(target, {}, &ssh) || !session.authenticate(ask, &ssh)) {
            failure = TransferFailure::fromSsh(ssh);
        } else {
            session.setStallTimeout(30);
            if (record.direction == TransferRecord::Direction::Upload) {
                session.prepareShell(); // the instance's shell starts up while the plan is made
                const TransferPlan plan = TransferPlan::forUpload(record.sources, record.excludes);
                if (!plan.problem.isEmpty())
                    failure = TransferFailure::make(TransferFailure::Kind::LocalFile, plan.problem);
                else
                    failure = Uploader(session, hooks).run(plan, record.destination);
            } else {
                Downloader downloader(session, hooks);
                TransferFailure why;
                if (const auto plan = downloader.plan(record.sources, record.excludes, &why))
                    failure = downloader.run(*plan, record.destination);
                else
                    failure = why;
            }
        }
        const bool stopped = stop->load();
        QMetaObject::invokeMethod(
            this, [this, id = record.id, failure, stopped] { ended(id, failure, stopped); }, Qt::QueuedConnection);
    });
}

void TransferQueue::progressed(const QString &id, const TransferProgress &p)
{
    TransferItem *item = find(id);
    if (!item)
        return;
    item->progress = p;
    item->record.bytesDone = p.bytesDone;
    item->record.bytesTotal = p.bytesTotal;
    item->record.filesTotal = p.filesTotal;
    // Speed over the last few seconds: what a student watching the bar wants, not the average.
    const qint64 ms = m_sinceSample.elapsed();
    if (ms >= 1000) {
        const double speed = double(p.bytesDone - m_sampleBytes) * 1000.0 / double(ms);
        item->bytesPerSecond = item->bytesPerSecond > 0 ? 0.5 * item->bytesPerSecond + 0.5 * speed : speed;
        m_sampleBytes = p.bytesDone;
        m_sinceSample.restart();
    }
    item->secondsLeft = item->bytesPerSecond > 1
        ? qint64(double(std::max<qint64>(0, p.bytesTotal - p.bytesDone)) / item->bytesPerSecond)
        : -1;
    if (m_sinceJournal.elapsed() >= 1000) {
        journal([id, p](TransferJournal &j) {
            QString ignored;
            j.setProgress(id, p.bytesDone, p.bytesTotal, p.filesTotal, &ignored);
        });
        m_sinceJournal.restart();
    }
    Q_EMIT changed();
}

void TransferQueue::ended(const QString &id, const std::optional<TransferFailure> &failure, bool stoppedByUser)
{
    m_activeId.clear();
    m_stop.reset();
    TransferItem *item = find(id);
    if (item) {
        item->active = false;
        item->bytesPerSecond = 0;
        item->secondsLeft = -1;
        if (!failure) {
            item->progress.bytesDone = item->progress.bytesTotal;
            setState(*item, TransferRecord::State::Done, item->record.destination);
            Q_EMIT finished(id, true, item->record.destination);
        } else if (stoppedByUser && m_cancelRequested) {
            setState(*item, TransferRecord::State::Cancelled, tr("Cancelled."));
            Q_EMIT finished(id, false, item->record.message);
        } else if (stoppedByUser) {
            setState(*item, TransferRecord::State::Paused, tr("Paused."));
        } else if (failure->resumable()) {
            // The network, or the instance went away: it waits, and is tried again by itself.
            item->waiting = true;
            setState(*item, TransferRecord::State::Queued, failure->message);
        } else {
            setState(*item, TransferRecord::State::Failed, failure->message);
            Q_EMIT finished(id, false, failure->message);
        }
    }
    m_cancelRequested = false;
    Q_EMIT changed();
    if (item && item->waiting)
        m_retry.start(); // not at once: the network may need a moment
    else
        startNext();
}
