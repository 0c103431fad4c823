#pragma once

#include "core/doctor/bootreceipt.h"
#include "core/doctor/diskguards.h"
#include "core/doctor/receiptbook.h"
#include "core/doctor/usageprobe.h"
#include "core/model/instance.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QThreadPool>
#include <QTimer>

#include <functional>
#include <memory>

class Platform;
class SshWorkspace;
class StoreThread;
struct InstanceSnapshot;

/// What the console watches of each running instance while it runs: every minute, one
/// SSH round trip on a worker reads the cards' utilization (kept in the local store), and every
/// tenth time the disks and caches too (the disk guards). When a boot ends, its receipt: how long,
/// what it cost (the ledger's lines of that boot), the GPU-hours, the mean utilization and what the
/// idle stretches cost — kept in the local store, for the Billing page. A boot the console saw
/// start but not end (it was closed) gets its receipt when the console next sees the instance.
class UsageWatcher final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UsageWatcher)
public:
    struct Settings
    {
        int sampleMs = 60000;
        int disksEvery = 10; ///< samples between two readings of the disks (the first reads them)
        qint64 cacheBytes = DiskGuards::kCacheBytes;
    };

    /// `platformNow`: the platform's time now; `store`: the local store, where samples and
    /// receipts are kept (only while it opens), on its own thread.
    UsageWatcher(SshWorkspace &ssh, Platform &platform, std::function<QDateTime()> platformNow, StoreThread &store,
                 Settings settings, QObject *parent = nullptr);
    ~UsageWatcher() override; ///< waits for a reading in progress

    /// The console's instances now: boots that started are watched, boots that ended get receipts.
    /// `batch`: the poll's differences from the list given before, when the watcher was given that
    /// list: only the instances it names are looked at (at ten thousand, the others cost a poll's
    /// time on the GUI thread for nothing).
    void setInstances(const QList<Instance> &instances, const InstanceSnapshot *batch = nullptr);
    /// A poll's batch as the console hands it (Console::polled): its instances, followed by what it
    /// says changed; nothing when the platform said nothing did.
    void applyPoll(const InstanceSnapshot &batch);
    /// How often the timer reads (a platform minute in real time, say).
    void setSampleInterval(int ms) { m_timer.setInterval(ms); }
    /// Reads every watched instance now (the timer does it by itself).
    void sampleNow(bool withDisks);

    /// The platform's receipts, newest first, read on the store's thread; `done` on this thread
    /// unless `context` is gone.
    void readReceipts(QObject *context, std::function<void(const QList<BootReceipt> &)> done) const;
    /// The last utilization read of a running instance's boot (platform time, percent), if any.
    std::optional<std::pair<QDateTime, int>> lastUtilization(const QString &instanceId) const;
    /// Why receipts are not kept (the store did not open); empty when they are (or it is still
    /// being opened).
    const QString &problem() const { return m_problem; }
    DiskGuards &diskGuards() { return m_disks; }

Q_SIGNALS:
    /// A disk guard's warning newly worth saying.
    void warned(const GuardWarning &warning);
    /// The disk guards' states changed.
    void guardsChanged();
    void receiptMade(const BootReceipt &receipt);
    /// A reading of the instance is over: taken (`read`), or not had (no login, no answer).
    void readingDone(const QString &instanceId, bool read);

private:
    /// Watches `instance`'s boot as it is now (a boot that ended gets its receipt); adds it to
    /// `unseen` the first time it is met.
    void follow(const Instance &instance, QSet<QString> &unseen);
    /// Forgets a boot watched until now, its receipt asked for; the next one.
    QHash<QString, Instance>::iterator end(QHash<QString, Instance>::iterator boot);
    void tick();
    void take(const Instance &instance, const UsageProbe::Readings &readings);
    /// Makes the receipt of `instance`'s boot that started at `startedAt`, from the ledger's lines.
    void close(const Instance &instance, const QDateTime &startedAt);

    SshWorkspace &m_ssh;
    Platform &m_platform;
    std::function<QDateTime()> m_now;
    Settings m_settings;
    StoreThread &m_store;
    /// Lives on the store's thread: created, used and dropped only in work posted there.
    std::shared_ptr<ReceiptBook> m_book = std::make_shared<ReceiptBook>();
    QString m_problem;
    DiskGuards m_disks;
    QHash<QString, Instance> m_running; ///< by id, as last seen running
    QSet<QString> m_reading; ///< instances whose reading is in progress
    QHash<QString, std::pair<QDateTime, int>> m_lastUtilization; ///< by id, of the boot in m_running
    bool m_given = false; ///< a list was given (a batch is against it)
    QSet<QString> m_seen; ///< instances whose earlier boots were looked for
    QSet<QString> m_closing; ///< "id@start" of receipts being made
    int m_ticks = 0;
    QTimer m_timer;
    QThreadPool m_pool;
};
