#pragma once

#include "platform/billing/charge.h"
#include "platform/billing/stopsolver.h"
#include "platform/instances/instance.h"
#include "platform/instances/instancestore.h"

#include <QHash>
#include <QTimeZone>

#include <memory>

class AccountStore;
class Catalog;
class Clock;
class Database;
class Disks;
class InstanceStore;
struct Image;

/// Runs every wallet's meters and instance lifecycles forward in platform time: ledger lines,
/// voucher draws, stops at the exact second a limit is reached, boots that finish or time out,
/// stops and releases that complete, packages that run out. Work happens when someone looks
/// (a request for the wallet) or on the platform's tick, but always at the platform instant it
/// was due, so a platform that was down replays the gap exactly (DESIGN sections 3 and 4).
///
/// A change a user asks for goes through a Session: it brings the wallet to now, applies the
/// change at now, and commits lines, transitions and events in one transaction.
class Metering
{
public:
    struct Settings
    {
        qint64 bootDelaySeconds = 5;
        qint64 bootTimeoutSeconds = 300;
        /// Instances get no SSH here (--runtime none, no sshd): a boot is ready when it starts,
        /// instead of when the runtime says its sshd accepts connections.
        bool readyAtStart = false;
    };
    /// Platform seconds a stop or a release takes (stopping → stopped, releasing → released).
    static constexpr qint64 kStopSeconds = InstanceStore::kStopSeconds;
    static constexpr qint64 kReleaseSeconds = 2;
    /// Ledger lines are written at least this often (platform seconds) while anything accrues.
    static constexpr qint64 kLineSeconds = 60;

    Metering(Database &db, const Clock &clock, const Catalog &catalog, AccountStore &accounts, InstanceStore &instances,
             const Disks &disks, const QTimeZone &zone, Settings settings);
    ~Metering();

    /// Brings `walletId` to now if something a reader sees is due: a lifecycle step (boot done,
    /// stop done, package end) or a stop. Ledger lines alone are left to the tick and to changes,
    /// so a read writes only when what it shows has changed. Cheap when nothing is due.
    void catchUp(qint64 walletId);
    /// Brings every wallet that has something due to now (the platform's tick).
    void catchUpAll();
    /// Settles `walletId` to now whatever is due, before a change of its money rules (a spend
    /// limit), so the new rule applies from now and not retroactively.
    void settleNow(qint64 walletId);
    /// Sends an instance's runtime (its sshd, its relays) its state after a change; returns a
    /// sentence when a booted instance gets no SSH (it becomes a runtime_error event). Set by the
    /// server; it never waits (the runtime reports back later, see InstanceRuntime).
    void setReconciler(std::function<QString(Instance &)> reconcile) { m_reconcile = std::move(reconcile); }
    /// The wallet's rules changed (a recharge, a limit, a verification): look again at its next
    /// request or tick, not at the cached time, and forget what previews kept of it.
    void invalidate(qint64 walletId);

    /// A ledger line, as a preview computes it (not written).
    using Line = Charge;
    /// A wallet at now as a settle now would leave it, computed in memory from its stored meters
    /// without writing anything (reads: GET /v1/billing, /v1/billing/usage).
    struct Preview
    {
        qint64 at = 0;
        Money balance; ///< settled balance less what accrues unsettled, after vouchers
        Money ratePerHour;
        Money spentToday;
        QList<StopSolver::Voucher> vouchers; ///< those with something left, soonest expiry first
        QList<Line> lines; ///< the charges a settle now would add to the ledger
    };
    Preview preview(qint64 walletId);

    struct State;
    class Session
    {
    public:
        Session(Session &&) noexcept;
        ~Session(); ///< rolls back unless committed
        qint64 now() const;
        State &state() { return *m_state; }
        Instance *instance(qint64 id);
        /// Moves an instance to a new state at now, with an event.
        void transition(Instance &instance, InstanceState to, StateReason reason, const QString &message);
        /// Adds a new instance (inserted in state creating) to the wallet; charges a package.
        void addInstance(Instance &instance, Money packagePrice);
        /// Starts a detached volume's storage meter, or stops it (attached or deleted).
        void volumeMeter(qint64 volumeId, qint64 spenderId, bool accruing);
        /// Starts a custom image's storage meter, or stops it (deleted).
        void imageMeter(qint64 imageId, qint64 spenderId, bool accruing);
        /// The instance's fields changed (PATCH): saves it and refreshes its stop conditions.
        void touch(Instance &instance);
        /// An event at now that is not a transition (from and to are its state).
        void event(const Instance &instance, StateReason reason, const QString &message);
        /// The wallet's balance at now: settled balance less what accrues unsettled, after vouchers.
        Money balance() const;
        /// What vouchers that cover `gpuType` have left.
        Money vouchersFor(const QString &gpuType) const;
        Money spentToday() const;
        /// What the wallet's running things cost per hour together (storage included, hourly).
        Money ratePerHour() const;
        void commit();

    private:
        friend class Metering;
        Session(Metering &metering, std::unique_ptr<State> state);
        Metering *m_metering;
        std::unique_ptr<State> m_state;
        bool m_done = false;
    };

    /// Opens the wallet at now (in a transaction, caught up).
    Session open(qint64 walletId);

    /// Rates, for routes that quote them.
    Money computeRate(const Instance &instance) const;
    Money storageRatePerDay(const Instance &instance) const;
    Money packagePrice(const QString &billingMode, const QString &gpuType, int gpuCount) const;
    static qint64 packageSeconds(const QString &billingMode);

private:
    std::unique_ptr<State> load(qint64 walletId);
    void run(State &state, qint64 now);
    void persist(State &state);
    /// Records an event, unless the state is a preview's.
    void addEvent(State &state, qint64 instanceId, qint64 at, InstanceState from, InstanceState to, StateReason reason,
                  const QString &message);
    /// When a reader next sees a change: a lifecycle step or a stop (see catchUp).
    qint64 nextChange(const State &state, qint64 now) const;
    /// Both due times, after the wallet was settled to `now`.
    void schedule(const State &state, qint64 now);
    static Money ratePerHour(const State &state);
    void apply(State &state, Instance &instance, InstanceState to, StateReason reason, const QString &message,
               qint64 at);
    void resegment(State &state, Instance &instance, qint64 at);
    std::optional<qint64> lifecycleDue(const Instance &instance) const;
    void dueLifecycle(State &state, Instance &instance, qint64 at);
    qint64 nextDue(const State &state, qint64 now) const;
    qint64 dayEndAfter(qint64 t) const;
    void writeLine(State &state, const StopSolver::Running &item, qint64 from, qint64 to, Money amount);
    void writeVoucher(State &state, const StopSolver::Running &item, const StopSolver::Voucher &voucher, qint64 from,
                      qint64 to, Money amount);
    void releaseDisks(State &state, Instance &instance, qint64 at);
    /// Starts (perDay set) or stops the storage meter of a volume or image (settled to `at`).
    void storageMeter(State &state, qint64 key, std::optional<Money> perDay, qint64 spenderId, qint64 at);
    static void conditions(const State &state, const Instance &instance, StopSolver::Running &item);

    Database &m_db;
    const Clock &m_clock;
    const Catalog &m_catalog;
    AccountStore &m_accounts;
    InstanceStore &m_instances;
    const Disks &m_disks;
    QTimeZone m_zone;
    Settings m_settings;
    /// When each wallet next has something to do (platform seconds); absent: load and see.
    QHash<qint64, qint64> m_nextDue;
    /// When each wallet next changes in a way readers see (m_nextDue also counts ledger lines).
    QHash<qint64, qint64> m_nextChange;
    /// Each wallet as loaded, for previews: dropped whenever it is written or its rules change.
    QHash<qint64, std::shared_ptr<const State>> m_snapshots;
    std::function<QString(Instance &)> m_reconcile;
    bool m_primed = false; ///< every wallet with something going on has been looked at since start
};
