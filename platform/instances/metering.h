#pragma once

#include "platform/billing/charge.h"
#include "platform/billing/stopsolver.h"
#include "platform/instances/instance.h"
#include "platform/instances/lifecyclesteps.h"
#include "platform/instances/tariff.h"
#include "platform/instances/walletbook.h"

#include <QHash>
#include <QMutex>
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
    struct Settings : LifecycleSteps::Settings
    {
        /// Passes and sessions start from each wallet as the last one left it in memory. Off:
        /// each loads its wallet from the database (a pass ten times slower, a stop or start four;
        /// the check that keeping them changes nothing, tests/platform/settler_test.cpp and
        /// keptwallets_test.cpp).
        bool keepWallets = true;
    };
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
    /// Brings every wallet that has something due to now (the platform's tick): on the settlement
    /// thread (Settler), or on the HTTP thread for a manual clock. Wallets are taken a few dozen per
    /// transaction, so a request waits for one batch at most, not for the pass.
    void catchUpAll();
    /// Changes `walletId`'s money rules (a spend limit, a recharge, a verification): settles it to
    /// now under the old rules, then runs `change`, in one transaction, so the new rules apply from
    /// now and not retroactively, and no settlement in between sees half of it.
    void settleThen(qint64 walletId, const std::function<void()> &change);
    /// Sends an instance's runtime (its sshd, its relays) its state after a change; returns a
    /// sentence when a booted instance gets no SSH (it becomes a runtime_error event). Set by the
    /// server; it never waits (the runtime reports back later, see InstanceRuntime).
    void setReconciler(std::function<QString(Instance &)> reconcile) { m_reconcile = std::move(reconcile); }
    /// The wallet's rows changed outside a session (what the runtime reported): look again at its
    /// next request or tick, not at the cached time, and forget what was kept of it. Called inside
    /// the transaction that changed them, so a settlement cannot keep what it loaded before.
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
    /// Wallets settled per transaction in a pass (about 4 ms of work at ten instances a wallet).
    static constexpr int kBatchWallets = 100;

    void run(WalletState &state, qint64 now);
    void persist(WalletState &state);
    /// The wallet as the last pass or session left it (taken: the caller writes it), else loaded.
    std::unique_ptr<WalletState> take(qint64 walletId, qint64 now);
    /// Keeps a wallet a pass or a session has just written, as it is stored now, for the next.
    void keep(std::unique_ptr<WalletState> state);
    /// Forgets what is kept of the wallet (under m_guard).
    void forget(qint64 walletId);
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
    /// The HTTP thread and the settlement thread share what follows (never held while waiting on
    /// the database: a thread in a transaction may take it, never the other way round).
    mutable QMutex m_guard;
    QMutex m_pass; ///< one pass at a time
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
    /// Each wallet as the last pass or session wrote it, equal to what loading it would give: the
    /// next starts from it instead of ten queries a wallet (a pass of 1,000 wallets loaded 190 ms;
    /// a stop of one of 50 instances was three quarters load). Dropped whenever anything else
    /// writes the wallet.
    QHash<qint64, std::shared_ptr<WalletState>> m_kept;
    /// Bumped whenever the wallet is written: a preview loaded across a write is not kept.
    QHash<qint64, quint64> m_writes;
    std::function<QString(Instance &)> m_reconcile;
    bool m_primed = false; ///< every wallet with something going on has been looked at since start
    bool m_keepWallets;
};
