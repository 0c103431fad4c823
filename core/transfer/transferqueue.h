#pragma once

#include "core/transfer/transferfailure.h"
#include "core/transfer/transferhooks.h"
#include "core/transfer/transferjournal.h"

#include <QElapsedTimer>
#include <QObject>
#include <QThreadPool>
#include <QTimer>

#include <functional>
#include <memory>

class SshWorkspace;
class StoreThread;
struct Instance;

/// One transfer of the console's queue, as the Transfers page shows it.
struct TransferItem
{
    TransferRecord record;
    TransferProgress progress;
    double bytesPerSecond = 0; ///< over the last seconds; 0 while not moving
    qint64 secondsLeft = -1; ///< -1: unknown
    bool active = false; ///< running now
    bool waiting = false; ///< queued until its instance runs or the network is back (record.message says which)
};

/// The console's upload and download queue: one transfer at a time on a worker thread
/// with its own SSH session, the others waiting; pause, resume and cancel; progress, speed and time
/// left. Everything is journalled in the local store, so transfers left unfinished by a quit, a crash
/// or a dropped network resume where they stopped once their instance runs again (a network error is
/// retried by itself). Lives on the GUI thread; the workers report back there.
class TransferQueue : public QObject
{
    Q_OBJECT
public:
    /// The journal lives in the local store, used on its thread. Transfers it holds for this
    /// console and the workspace's platform come back, to resume (loaded() says when).
    TransferQueue(SshWorkspace &ssh, StoreThread &store, QObject *parent = nullptr);
    ~TransferQueue() override; ///< stops the running transfer (it resumes next time) and waits

    /// Why the journal could not be opened; empty when it is (or is still being opened).
    QString problem() const { return m_problem; }
    /// The journal was read: the transfers left unfinished are in the list.
    bool isLoaded() const { return m_loaded; }

    /// Queues sending local `sources` into `destination` on the instance; the new item's id.
    QString upload(const Instance &instance, const QStringList &sources, const QString &destination,
                   const QStringList &excludes);
    /// Queues bringing the instance's `sources` into the local folder `destination`.
    QString download(const Instance &instance, const QStringList &sources, const QString &destination,
                     const QStringList &excludes);
    void pause(const QString &id);
    void resume(const QString &id);
    /// Stops it for good (what was sent stays where it was, as name.part for a large file).
    void cancel(const QString &id);
    /// Takes a finished, cancelled or failed item off the list (and out of the journal).
    void forget(const QString &id);

    QList<TransferItem> items() const { return m_items; }
    const TransferItem *item(const QString &id) const;
    /// All the unfinished items together.
    TransferProgress total() const;
    /// A transfer to or from the instance is running or waiting: activity, for an idle guard.
    bool isBusy(const QString &instanceId) const;
    /// How long (ms) the queue waits before trying again after a network error.
    void setRetryDelay(int ms) { m_retry.setInterval(ms); }
    /// A look for waiting transfers to try again is scheduled (a network error, an instance not
    /// running yet): until it comes, nothing starts by itself.
    bool retryPending() const { return m_retry.isActive(); }

Q_SIGNALS:
    /// Something of the list changed (an item's progress, state, a new item); at most ~5 times a second
    /// for progress.
    void changed();
    /// The journal was read (or could not be): what it held is in the list.
    void loaded();
    /// An item ended: done (ok), failed or cancelled, with its sentence.
    void finished(const QString &id, bool ok, const QString &message);

private:
    QString enqueue(TransferRecord::Direction direction, const Instance &instance, const QStringList &sources,
                    const QString &destination, const QStringList &excludes);
    QString add(TransferRecord record);
    void startNext();
    void start(TransferItem &item, const Instance &instance);
    void progressed(const QString &id, const TransferProgress &progress);
    void ended(const QString &id, const std::optional<TransferFailure> &failure, bool stoppedByUser);
    TransferItem *find(const QString &id);
    void setState(TransferItem &item, TransferRecord::State state, const QString &message);
    /// What the journal held, on the GUI thread.
    void restore(const QString &problem, const QList<TransferRecord> &records);
    /// Runs `work` on the journal, on the store's thread.
    void journal(std::function<void(TransferJournal &)> work);

    SshWorkspace &m_ssh;
    StoreThread &m_store;
    /// Lives on the store's thread: created, used and dropped only in work posted there.
    std::shared_ptr<TransferJournal> m_journal = std::make_shared<TransferJournal>();
    QString m_problem;
    bool m_loaded = false;
    QList<TransferItem> m_items;
    QString m_activeId;
    std::shared_ptr<std::atomic_bool> m_stop;
    bool m_cancelRequested = false;
    QElapsedTimer m_sinceSample; ///< speed over the last few seconds
    qint64 m_sampleBytes = 0;
    QElapsedTimer m_sinceJournal;
    QTimer m_retry;
    QThreadPool m_pool;
};
