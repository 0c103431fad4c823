#pragma once

#include "platform/billing/charge.h"
#include "platform/billing/stopsolver.h"
#include "platform/instances/instance.h"
#include "platform/instances/lifecyclesteps.h"
#include "platform/instances/tariff.h"
#include "platform/instances/walletbook.h"

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
struct WalletState;

/// Runs every wallet's meters and instance lifecycles forward in platform time: ledger lines,
/// voucher draws, stops at the exact second a limit is reached, boots that finish or time out,
/// stops and releases that complete, packages that run out. Work happens when someone looks
/// (a request for the wallet) or on the platform's tick, but always at the platform instant it
/// was due, so a platform that was down replays the gap exactly (DESIGN sections 3 and 4).
///
/// A change a user asks for goes through a Session: it brings the wallet to now, applies the
/// change at now, and commits lines, transitions and events in one transaction.
///
/// It decides when things happen and interleaves them; the pieces are its parts: Settlement (the
/// money between two instants, stops included), LifecycleSteps (an instance's states), WalletBook
/// (the wallet as stored, the ledger) and Tariff (prices).
class Metering
{
public:
    using Settings = LifecycleSteps::Settings;
    static constexpr qint64 kStopSeconds = LifecycleSteps::kStopSeconds;
    static constexpr qint64 kReleaseSeconds = LifecycleSteps::kReleaseSeconds;
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

    class Session
    {
    public:
        Session(Session &&) noexcept;
        ~Session(); ///< rolls back unless committed
        qint64 now() const;
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
        Session(Metering &metering, std::unique_ptr<WalletState> state);
        Metering *m_metering;
        std::unique_ptr<WalletState> m_state;
        bool m_done = false;
    };

    /// Opens the wallet at now (in a transaction, caught up).
    Session open(qint64 walletId);

    /// Prices, for routes that quote them and checks before a start.
    const Tariff &tariff() const { return m_tariff; }

private:
    void run(WalletState &state, qint64 now);
    void persist(WalletState &state);
    /// When a reader next sees a change: a lifecycle step or a stop (see catchUp).
    qint64 nextChange(const WalletState &state, qint64 now) const;
    /// When the wallet next has anything to do, ledger lines included.
    qint64 nextDue(const WalletState &state, qint64 now) const;
    /// Both due times, after the wallet was settled to `now`.
    void schedule(const WalletState &state, qint64 now);

    Database &m_db;
    const Clock &m_clock;
    InstanceStore &m_instances;
    Tariff m_tariff;
    WalletBook m_book;
    LifecycleSteps m_steps;
    /// When each wallet next has something to do (platform seconds); absent: load and see.
    QHash<qint64, qint64> m_nextDue;
    /// When each wallet next changes in a way readers see (m_nextDue also counts ledger lines).
    QHash<qint64, qint64> m_nextChange;
    /// Each wallet as loaded, for previews: dropped whenever it is written or its rules change.
    QHash<qint64, std::shared_ptr<const WalletState>> m_snapshots;
    /// Each wallet's last preview: good while its snapshot is the one it was made from, for the
    /// same second.
    struct KeptPreview
    {
        std::shared_ptr<const WalletState> from;
        qint64 now = 0;
        Preview preview;
    };
    QHash<qint64, KeptPreview> m_previews;
    std::function<QString(Instance &)> m_reconcile;
    bool m_primed = false; ///< every wallet with something going on has been looked at since start
};
