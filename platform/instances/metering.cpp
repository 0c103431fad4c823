#include "platform/instances/metering.h"

#include "common/clock.h"
#include "platform/billing/settlement.h"
#include "platform/instances/walletstate.h"
#include "platform/store/database.h"

#include <QSqlQuery>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;
using namespace MeteringKeys;
using StopSolver::Running;

Metering::Metering(Database &db, const Clock &clock, const Catalog &catalog, AccountStore &accounts,
                   InstanceStore &instances, const Disks &disks, const QTimeZone &zone, Settings settings)
    : m_db(db)
    , m_clock(clock)
    , m_instances(instances)
    , m_tariff(catalog)
    , m_book(db, clock, accounts, instances, zone)
    , m_steps(m_tariff, disks, db, instances, settings)
    , m_keepWallets(settings.keepWallets)
{ }

Metering::~Metering() = default;

void Metering::persist(WalletState &st)
{
    {
        const std::lock_guard lock(m_guard);
        forget(st.walletId); // a preview loads what is stored from now
    }
    m_book.persist(st, m_reconcile);
}

void Metering::forget(qint64 walletId)
{
    m_snapshots.remove(walletId);
    m_previews.remove(walletId);
    m_kept.remove(walletId);
    ++m_writes[walletId];
}

std::unique_ptr<WalletState> Metering::take(qint64 walletId, qint64 now)
{
    {
        const std::lock_guard lock(m_guard);
        if (const auto kept = m_kept.constFind(walletId); kept != m_kept.cend() && now < (*kept)->rulesChangeAt)
            return std::make_unique<WalletState>(**kept); // shares its lists until written
    }
    return m_book.load(walletId);
}

void Metering::keep(std::unique_ptr<WalletState> st)
{
    // As stored now: what a load would give.
    st->loadedAt = st->settledTo;
    st->instances.removeIf([](const Instance &i) { return i.releasedAt.has_value(); });
    st->changed.clear();
    st->endedStorage.clear();
    st->stored.clear();
    // The meters in the order a load gives them (instances, volumes, images, each by id): the
    // order the settlement writes their lines in.
    const auto order = [](qint64 key) {
        return key > 0 ? std::pair(0, key) : isVolumeKey(key) ? std::pair(1, -key) : std::pair(2, -key - kImageKeyBase);
    };
    std::stable_sort(st->account.instances.begin(), st->account.instances.end(),
                     [&](const Running &a, const Running &b) { return order(a.id) < order(b.id); });
    for (const Running &r : std::as_const(st->account.instances))
        st->stored.insert(r.id, r.segment);
    const std::lock_guard lock(m_guard);
    const qint64 walletId = st->walletId;
    m_kept.insert(walletId, std::shared_ptr<WalletState>(std::move(st)));
}

// ---- running time forward ------------------------------------------------------------------------

void Metering::run(WalletState &st, qint64 now)
{
    Settlement::Sink sink;
    sink.line = [&](const Running &item, qint64 from, qint64 to, Money amount) {
        m_book.writeLine(st, item, from, to, amount);
    };
    sink.voucher = [&](const Running &item, const StopSolver::Voucher &v, qint64 from, qint64 to, Money amount) {
        m_book.writeVoucher(st, item, v, from, to, amount);
    };
    sink.stopped = [&](const Running &item, const StopSolver::Stop &stop) {
        if (Instance *i = st.instance(item.id)) {
            i->segment = item.segment;
            st.stops.append({item.id, stop});
        }
    };
    for (int guard = 0; guard < 1'000'000; ++guard) {
        Instance *due = nullptr;
        qint64 life = kNever;
        for (Instance &i : st.instances) {
            if (const auto at = m_steps.due(i); at && std::max(*at, st.settledTo) < life) {
                life = std::max(*at, st.settledTo);
                due = &i;
            }
        }
        const qint64 target = std::min(now, life);
        const qint64 reached = Settlement::advance(st.account, std::max(target, st.settledTo), sink, true);
        m_book.writeLines(st); // the stops and steps below may read the ledger
        st.settledTo = std::max(st.settledTo, reached);
        if (!st.stops.isEmpty()) {
            const auto stops = std::exchange(st.stops, {});
            for (const auto &[id, stop] : stops)
                m_steps.stopped(st, id, stop);
            continue;
        }
        if (due && life <= now) {
            m_steps.carryOut(st, *due, life);
            continue;
        }
        break;
    }
    st.settledTo = std::max(st.settledTo, now);
}

qint64 Metering::nextDue(const WalletState &st, qint64 now) const
{
    qint64 due = kNever;
    for (const Instance &i : st.instances) {
        if (const auto at = m_steps.due(i))
            due = std::min(due, std::max(*at, now));
    }
    bool accrues = false;
    for (const Running &r : st.account.instances)
        accrues = accrues || !r.segment.rate.isZero() || r.stopAt || r.maxRunSeconds;
    if (accrues) {
        due = std::min(due, now + kLineSeconds);
        if (const auto stop = StopSolver::next(st.account, now, now + kLineSeconds))
            due = std::min(due, stop->at);
    }
    return due;
}

qint64 Metering::nextChange(const WalletState &st, qint64 now) const
{
    qint64 due = kNever;
    for (const Instance &i : st.instances) {
        if (const auto at = m_steps.due(i))
            due = std::min(due, std::max(*at, now));
    }
    bool stoppable = false;
    for (const Running &r : st.account.instances)
        stoppable = stoppable || !r.segment.rate.isZero() || r.stopAt || r.maxRunSeconds;
    if (!stoppable)
        return due;
    // Stops are found up to the end of the billing day and the next voucher expiry (the solver's
    // figures hold until then); a read past that horizon settles once to look further.
    qint64 horizon = std::min(st.account.dayEnd, now + Settlement::kDaySeconds);
    for (const StopSolver::Voucher &v : st.account.vouchers) {
        if (v.expiresAt > now)
            horizon = std::min(horizon, v.expiresAt);
    }
    due = std::min(due, horizon);
    if (const auto stop = StopSolver::next(st.account, now, horizon))
        due = std::min(due, stop->at);
    return due;
}

void Metering::schedule(const WalletState &st, qint64 now)
{
    const qint64 due = nextDue(st, now);
    const qint64 change = nextChange(st, now);
    const std::lock_guard lock(m_guard);
    m_nextDue.insert(st.walletId, due);
    m_nextChange.insert(st.walletId, change);
}

void Metering::invalidate(qint64 walletId)
{
    const std::lock_guard lock(m_guard);
    m_nextDue.insert(walletId, 0);
    m_nextChange.insert(walletId, 0);
    forget(walletId);
}

// ---- sessions ------------------------------------------------------------------------------------

Metering::Session Metering::open(qint64 walletId)
{
    m_db.transaction();
    const qint64 now = m_clock.nowSeconds();
    auto st = take(walletId, now);
    run(*st, now);
    return Session(*this, std::move(st));
}

void Metering::catchUp(qint64 walletId)
{
    {
        const std::lock_guard lock(m_guard);
        const auto it = m_nextChange.constFind(walletId);
        if (it != m_nextChange.cend() && *it > m_clock.nowSeconds())
            return;
    }
    open(walletId).commit();
}

void Metering::settleThen(qint64 walletId, const std::function<void()> &change)
{
    m_db.transaction();
    open(walletId).commit();
    change();
    invalidate(walletId);
    m_db.commit();
}

void Metering::catchUpAll()
{
    const std::lock_guard pass(m_pass);
    const qint64 now = m_clock.nowSeconds();
    QList<qint64> due;
    if (!m_primed) {
        // After a start: every wallet with anything that accrues or is in transition.
        QSqlQuery &q
            = m_db.exec(u"SELECT wallet_id FROM instances WHERE released_at IS NULL UNION "
                        "SELECT wallet_id FROM volumes WHERE deleted_at IS NULL AND seg_start IS NOT NULL UNION "
                        "SELECT wallet_id FROM custom_images WHERE deleted_at IS NULL"_s);
        while (q.next())
            due << q.value(0).toLongLong();
        m_primed = true;
    } else {
        const std::lock_guard lock(m_guard);
        for (auto it = m_nextDue.cbegin(); it != m_nextDue.cend(); ++it) {
            if (*it <= now)
                due << it.key();
        }
    }
    // In the order of their ids: the wallets' rows and index entries lie in that order, so a batch
    // writes a run of neighbouring pages rather than one page for each wallet.
    std::sort(due.begin(), due.end());
    // A few dozen wallets per transaction: a request that writes waits for one batch, not the
    // pass (a commit is no disk flush, see Database). Each wallet is kept as written before the
    // commit lets anyone else write, so nothing written after it can be overwritten by it.
    for (qsizetype from = 0; from < due.size(); from += kBatchWallets) {
        m_db.transaction();
        QList<qint64> written;
        for (qint64 walletId : due.mid(from, kBatchWallets)) {
            auto st = take(walletId, now);
            run(*st, now);
            persist(*st);
            schedule(*st, now);
            written << walletId;
            if (m_keepWallets)
                keep(std::move(st));
        }
        if (!m_db.commit()) {
            for (qint64 walletId : std::as_const(written))
                invalidate(walletId);
        }
    }
}
