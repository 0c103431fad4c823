#include "platform/instances/metering.h"

#include "platform/instances/meteringstate.h"

#include "common/clock.h"
#include "platform/accounts/accountstore.h"
#include "platform/billing/settlement.h"
#include "platform/instances/catalog.h"
#include "platform/instances/instancestore.h"
#include "platform/runtime/disks.h"
#include "platform/store/database.h"

#include <QFileInfo>
#include <QSet>
#include <QSqlQuery>

#include <spdlog/spdlog.h>

#include <limits>

using namespace Qt::StringLiterals;
using StopSolver::Running;

namespace {

using namespace MeteringKeys;
constexpr qint64 kNever = std::numeric_limits<qint64>::max();

QVariant nullInt()
{
    return QVariant(QMetaType(QMetaType::LongLong));
}

/// Whether a segment is still as stored (nothing to write for it).
bool sameSegment(const RateSegment &a, const RateSegment &b)
{
    return a.start == b.start && a.rate == b.rate && a.settledTo == b.settledTo && a.settled == b.settled;
}

void clearStopAt(Instance &i)
{
    i.stopAt.reset();
    i.stopReason = StateReason::Scheduled;
}

} // namespace

Metering::Metering(Database &db, const Clock &clock, const Catalog &catalog, AccountStore &accounts,
                   InstanceStore &instances, const Disks &disks, const QTimeZone &zone, Settings settings)
    : m_db(db)
    , m_clock(clock)
    , m_catalog(catalog)
    , m_accounts(accounts)
    , m_instances(instances)
    , m_disks(disks)
    , m_zone(zone)
    , m_settings(settings)
{ }

Metering::~Metering() = default;

// ---- rates ---------------------------------------------------------------------------------------

Money Metering::computeRate(const Instance &instance) const
{
    const GpuType *gpu = m_catalog.gpuType(instance.gpuType);
    return Money::fromCents(gpu ? gpu->priceCentsPerHour * instance.gpuCount : 0);
}

Money Metering::storageRatePerDay(const Instance &instance) const
{
    const Pricing &p = m_catalog.pricing;
    const qint64 systemBilled = std::max(0, instance.systemDiskGb - p.systemDiskFreeGb);
    return Money::fromCents(systemBilled * p.systemStorageCentsPerGbDay
                            + qint64(instance.dataDiskGb) * p.dataStorageCentsPerGbDay);
}

qint64 Metering::packageSeconds(const QString &billingMode)
{
    if (billingMode == u"package_daily"_s)
        return 86400;
    if (billingMode == u"package_weekly"_s)
        return 7 * 86400;
    return 0;
}

Money Metering::packagePrice(const QString &billingMode, const QString &gpuType, int gpuCount) const
{
    const GpuType *gpu = m_catalog.gpuType(gpuType);
    const qint64 hours = packageSeconds(billingMode) / 3600;
    if (!gpu || hours == 0)
        return {};
    const int basisPoints = billingMode == u"package_daily"_s ? m_catalog.pricing.packageDailyBasisPoints
                                                              : m_catalog.pricing.packageWeeklyBasisPoints;
    // Integer arithmetic throughout: price × count × hours × discount, rounded down.
    return Money::fromCents(gpu->priceCentsPerHour * gpuCount * hours * basisPoints / 10000);
}

qint64 Metering::dayEndAfter(qint64 t) const
{
    const QDateTime local = QDateTime::fromSecsSinceEpoch(t, m_zone);
    return QDateTime(local.date().addDays(1), QTime(0, 0), m_zone).toSecsSinceEpoch();
}

// ---- loading and saving a wallet -----------------------------------------------------------------

void Metering::conditions(const State &st, const Instance &i, Running &r)
{
    // Limits apply to a running instance: the account's and, for a member's instance, the
    // member's own, whichever is lower.
    const bool running = i.state == InstanceState::Running;
    r.bootBase = i.bootBase;
    r.bootStart = i.startedAt.value_or(i.segment.start);
    // A stop_at that came while it booted stops it the second it is up.
    r.stopAt = running && i.stopAt ? std::optional<qint64>(std::max(*i.stopAt, r.segment.settledTo)) : std::nullopt;
    r.stopReason = i.stopReason;
    r.maxRunSeconds = running ? st.maxRunSeconds : std::nullopt;
    std::optional<Money> perBoot = st.ownerPerBoot;
    if (const auto member = st.memberPerBoot.value(i.accountId); member && (!perBoot || *member < *perBoot))
        perBoot = member;
    r.perBootLimit = running ? perBoot : std::nullopt;
    r.stoppable = running && (i.segmentKind == MeterKind::Compute || i.segmentKind == MeterKind::NoGpu);
    r.gpuType = i.segmentKind == MeterKind::Compute ? i.gpuType : QString();
    r.spenderId = i.accountId;
}

std::unique_ptr<Metering::State> Metering::load(qint64 walletId)
{
    auto st = std::make_unique<State>();
    st->walletId = walletId;
    qint64 checkpointLine = 0, checkpointBalance = 0;
    st->settledTo = m_clock.nowSeconds();
    QSqlQuery &meters = m_db.exec(
        u"SELECT settled_to, balance_line_id, balance_cents FROM wallet_meters WHERE wallet_id = ?"_s, {walletId});
    if (meters.next()) {
        st->settledTo = meters.value(0).toLongLong();
        checkpointLine = meters.value(1).toLongLong();
        checkpointBalance = meters.value(2).toLongLong();
    }
    meters.finish();
    st->loadedAt = st->settledTo;
    st->rulesChangeAt = m_accounts.reviewDueAt(walletId).value_or(kNever);
    st->instances = m_instances.live(walletId);

    // The balance: as of the checkpoint line, less every line written since (by anyone).
    StopSolver::Account &a = st->account;
    a.available = Money::fromCents(
        checkpointBalance
        - m_db.scalar(u"SELECT COALESCE(SUM(amount_cents), 0) FROM ledger WHERE account_id = ? AND id > ?"_s,
                      {walletId, checkpointLine})
              .toLongLong());
    // Narrower vouchers first, then by expiry: a voucher for any card should not be spent on a card
    // that a narrower one also covers (and with that order, how lines are sliced cannot change
    // what vouchers pay in total).
    QSqlQuery &v = m_db.exec(u"SELECT id, remaining_cents, expires_at, gpu_types FROM vouchers WHERE account_id = ? "
                             "AND remaining_cents > 0 AND expires_at > ? "
                             "ORDER BY gpu_types IS NULL, expires_at, id"_s,
                             {walletId, st->settledTo});
    while (v.next()) {
        a.vouchers.append({v.value(0).toLongLong(), Money::fromCents(v.value(1).toLongLong()), v.value(2).toLongLong(),
                           v.value(3).isNull() ? QStringList() : v.value(3).toString().split(u' ')});
    }

    a.dayEnd = dayEndAfter(st->settledTo);
    a.nextDayEnd = [this](qint64 dayEnd) { return dayEndAfter(dayEnd); };
    const qint64 dayStart = QDateTime(QDateTime::fromSecsSinceEpoch(st->settledTo, m_zone).date(), QTime(0, 0), m_zone)
                                .toSecsSinceEpoch();
    QSqlQuery &limits = m_db.exec(
        u"SELECT a.id, a.owner_id, a.daily_limit_cents, a.per_boot_limit_cents, "
        "(SELECT COALESCE(SUM(amount_cents), 0) FROM ledger l WHERE l.account_id = ? AND l.amount_cents > 0 AND "
        "l.period_start >= ? AND (a.owner_id IS NULL OR l.spender_id = a.id)) "
        "FROM accounts a WHERE a.id = ? OR a.owner_id = ?"_s,
        {walletId, dayStart, walletId, walletId});
    while (limits.next()) {
        const qint64 id = limits.value(0).toLongLong();
        const auto money = [&](int column) {
            return limits.value(column).isNull()
                ? std::optional<Money>()
                : std::optional<Money>(Money::fromCents(limits.value(column).toLongLong()));
        };
        const Money spent = Money::fromCents(limits.value(4).toLongLong());
        if (limits.value(1).isNull()) {
            a.dailyLimit = money(2);
            a.spentToday = spent;
            st->ownerPerBoot = money(3);
        } else {
            if (const auto daily = money(2))
                a.caps.append({id, *daily, spent});
            st->memberPerBoot.insert(id, money(3));
        }
    }
    limits.finish();
    const QJsonValue maxBootHours
        = m_accounts.toJson(walletId).value(u"quotas"_s).toObject().value(u"max_boot_hours"_s);
    if (maxBootHours.isDouble())
        st->maxRunSeconds = qint64(maxBootHours.toDouble()) * 3600;

    for (const Instance &i : st->instances) {
        if (i.segmentKind != MeterKind::None) {
            Running r;
            r.id = i.id;
            r.segment = i.segment;
            conditions(*st, i, r);
            a.instances.append(r);
        }
    }
    const auto loadStorage = [&](const QString &table, auto key) {
        QSqlQuery &q
            = m_db.exec(u"SELECT id, account_id, seg_start, seg_rate_cents, seg_settled_to, seg_settled_cents "
                        "FROM "_s
                            + table + u" WHERE wallet_id = ? AND deleted_at IS NULL AND seg_start IS NOT NULL"_s,
                        {walletId});
        while (q.next()) {
            Running r;
            r.id = key(q.value(0).toLongLong());
            r.segment = {q.value(2).toLongLong(), Money::fromCents(q.value(3).toLongLong()), q.value(4).toLongLong(),
                         Money::fromCents(q.value(5).toLongLong()), 86400};
            r.stoppable = false;
            r.spenderId = q.value(1).toLongLong();
            a.instances.append(r);
        }
    };
    loadStorage(u"volumes"_s, volumeKey);
    loadStorage(u"custom_images"_s, imageKey);
    for (const Running &r : std::as_const(a.instances))
        st->stored.insert(r.id, r.segment);
    return st;
}

void Metering::persist(State &st)
{
    Q_ASSERT(!st.dry);
    m_snapshots.remove(st.walletId); // a preview loads what is stored from now
    for (const Running &r : st.account.instances) {
        if (Instance *i = st.instance(r.id))
            i->segment = r.segment;
    }
    for (Instance &i : st.instances) {
        if (st.changed.contains(i.id)) {
            // Only where it ends up counts: a replay that booted and stopped it starts nothing.
            if (m_reconcile) {
                const QString problem = m_reconcile(i);
                if (!problem.isEmpty() && i.state == InstanceState::Running && i.stateSince >= st.loadedAt)
                    m_instances.addEvent(i.id, i.stateSince, i.state, i.state, StateReason::RuntimeError, problem);
            }
            m_instances.save(i);
        } else if (i.segmentKind != MeterKind::None && !sameSegment(st.stored.value(i.id), i.segment)) {
            // Settlement only: not a change anyone sees, so the list's ETag stays.
            m_db.exec(u"UPDATE instances SET seg_settled_to = ?, seg_settled_cents = ? WHERE id = ?"_s,
                      {i.segment.settledTo, i.segment.settled.cents(), i.id});
        }
    }
    for (const Running &r : st.account.instances) {
        if (r.id >= 0 || (st.stored.contains(r.id) && sameSegment(st.stored.value(r.id), r.segment)))
            continue; // an instance, or storage that has not moved since it was loaded
        const bool volume = isVolumeKey(r.id);
        m_db.exec(
            u"UPDATE "_s + (volume ? u"volumes"_s : u"custom_images"_s)
                + u" SET seg_start = ?, seg_rate_cents = ?, seg_settled_to = ?, seg_settled_cents = ? WHERE id = ?"_s,
            {r.segment.start, r.segment.rate.cents(), r.segment.settledTo, r.segment.settled.cents(),
             volume ? -r.id : -r.id - kImageKeyBase});
    }
    for (qint64 key : std::as_const(st.endedStorage)) {
        if (st.itemIndex(key) >= 0)
            continue; // ended and started again in the same session
        const bool volume = isVolumeKey(key);
        m_db.exec(u"UPDATE "_s + (volume ? u"volumes"_s : u"custom_images"_s)
                      + u" SET seg_start = NULL, seg_rate_cents = NULL, seg_settled_to = NULL, "
                        "seg_settled_cents = NULL WHERE id = ?"_s,
                  {volume ? -key : -key - kImageKeyBase});
    }
    // Every line of the wallet so far is in `available`: checkpoint it.
    const qint64 lastLine
        = m_db.scalar(u"SELECT COALESCE(MAX(id), 0) FROM ledger WHERE account_id = ?"_s, {st.walletId}).toLongLong();
    m_db.exec(u"INSERT INTO wallet_meters (wallet_id, settled_to, balance_line_id, balance_cents) VALUES (?, ?, ?, ?) "
              "ON CONFLICT (wallet_id) DO UPDATE SET settled_to = excluded.settled_to, "
              "balance_line_id = excluded.balance_line_id, balance_cents = excluded.balance_cents"_s,
              {st.walletId, st.settledTo, lastLine, st.account.available.cents()});
}

// ---- the ledger ----------------------------------------------------------------------------------

void Metering::writeLine(State &st, const Running &item, qint64 from, qint64 to, Money amount)
{
    if (st.dry) {
        Line line{u"storage"_s, 0,      0,    0,  item.spenderId ? item.spenderId : st.walletId,
                  QString(),    amount, from, to, item.segment};
        if (item.id > 0) {
            const Instance *i = st.instance(item.id);
            line.kind = Lifecycle::wire(i ? i->segmentKind : MeterKind::Compute);
            line.instanceId = item.id;
            line.gpuType = i ? i->gpuType : QString();
        } else if (isVolumeKey(item.id)) {
            line.volumeId = -item.id;
        } else {
            line.imageId = -item.id - kImageKeyBase;
        }
        st.lines << line;
        return;
    }
    QString kind = u"storage"_s;
    QVariant instanceId = nullInt(), volumeId = nullInt(), imageId = nullInt();
    if (item.id > 0) {
        const Instance *i = st.instance(item.id);
        kind = Lifecycle::wire(i ? i->segmentKind : MeterKind::Compute);
        instanceId = item.id;
    } else if (isVolumeKey(item.id)) {
        volumeId = -item.id;
    } else {
        imageId = -item.id - kImageKeyBase;
    }
    m_db.exec(u"INSERT INTO ledger (account_id, spender_id, instance_id, volume_id, image_id, kind, amount_cents, "
              "period_start, period_end, segment_start, segment_rate_cents, segment_period_s) "
              "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s,
              {st.walletId, item.spenderId ? item.spenderId : st.walletId, instanceId, volumeId, imageId, kind,
               amount.cents(), from, to, item.segment.start, item.segment.rate.cents(), item.segment.period});
}

void Metering::writeVoucher(State &st, const Running &item, const StopSolver::Voucher &voucher, qint64 from, qint64 to,
                            Money amount)
{
    if (st.dry)
        return; // the voucher's remainder is in memory, and a credit is no usage
    m_db.exec(u"INSERT INTO ledger (account_id, spender_id, instance_id, kind, amount_cents, period_start, period_end, "
              "voucher_id) VALUES (?, ?, ?, 'voucher', ?, ?, ?, ?)"_s,
              {st.walletId, item.spenderId ? item.spenderId : st.walletId, item.id > 0 ? QVariant(item.id) : nullInt(),
               -amount.cents(), from, to, voucher.id});
    m_db.exec(u"UPDATE vouchers SET remaining_cents = ? WHERE id = ?"_s, {voucher.remaining.cents(), voucher.id});
}

// ---- lifecycle -----------------------------------------------------------------------------------

std::optional<qint64> Metering::lifecycleDue(const Instance &i) const
{
    if (i.state == InstanceState::Creating)
        return i.stateSince;
    if (i.state == InstanceState::Starting) {
        if (i.bootHang || m_settings.bootDelaySeconds >= m_settings.bootTimeoutSeconds)
            return i.stateSince + m_settings.bootTimeoutSeconds;
        // A boot ends when its delay is over and its SSH accepts connections, whichever is later:
        // `running` promises a client that connects at once that it gets in. Until the runtime
        // says so (it always answers: ready, or why there is no SSH) the boot is not due.
        const auto ready = i.readyAt ? i.readyAt : m_settings.readyAtStart ? std::optional(i.stateSince) : std::nullopt;
        if (!ready)
            return std::nullopt;
        return std::max(i.stateSince + m_settings.bootDelaySeconds, *ready);
    }
    if (i.state == InstanceState::Stopping)
        return i.stateSince + kStopSeconds;
    if (i.state == InstanceState::Releasing)
        return i.stateSince + kReleaseSeconds;
    if ((i.state == InstanceState::Running || i.state == InstanceState::Stopped) && i.segmentKind == MeterKind::Package
        && i.packageExpiresAt)
        return *i.packageExpiresAt;
    return std::nullopt;
}

void Metering::dueLifecycle(State &st, Instance &i, qint64 at)
{
    if (i.state == InstanceState::Creating) {
        apply(st, i, InstanceState::Starting, i.stateReason, u"Disks are ready; booting."_s, at);
    } else if (i.state == InstanceState::Starting) {
        if (i.bootHang || m_settings.bootDelaySeconds >= m_settings.bootTimeoutSeconds) {
            apply(st, i, InstanceState::Failed, StateReason::BootTimeout,
                  u"The instance did not finish booting within %1 s; nothing was charged for the boot. "
                  "Start it again, or release it."_s.arg(m_settings.bootTimeoutSeconds),
                  at);
        } else {
            apply(st, i, InstanceState::Running, i.stateReason, u"Booted; billing runs from now."_s, at);
        }
    } else if (i.state == InstanceState::Stopping) {
        apply(st, i, InstanceState::Stopped, i.stateReason,
              u"Stopped. Disks are kept and bill storage until released."_s, at);
    } else if (i.state == InstanceState::Releasing) {
        releaseDisks(st, i, at);
        apply(st, i, InstanceState::Released, i.stateReason,
              i.volumeId ? u"Released: the system disk is deleted; the volume is kept."_s
                         : u"Released: the system and data disks are deleted."_s,
              at);
    } else if (i.segmentKind == MeterKind::Package) {
        // The package ran out. A running instance goes on on demand if the balance carries an hour.
        if (i.state == InstanceState::Running) {
            Money canPay = st.account.available;
            for (const StopSolver::Voucher &v : std::as_const(st.account.vouchers)) {
                // Vouchers pay for cards, never for no-GPU time.
                if (i.mode == InstanceMode::Gpu && v.expiresAt > at
                    && (v.gpuTypes.isEmpty() || v.gpuTypes.contains(i.gpuType)))
                    canPay += v.remaining;
            }
            const Money hourly
                = i.mode == InstanceMode::Gpu ? computeRate(i) : Money::fromCents(m_catalog.pricing.noGpuCentsPerHour);
            if (canPay < hourly) {
                apply(st, i, InstanceState::Stopping, StateReason::PackageExpired,
                      u"The package ended and the balance cannot pay an hour on demand."_s, at);
                return;
            }
            addEvent(st, i.id, at, i.state, i.state, StateReason::PackageExpired,
                     u"The package ended; the instance goes on at the on-demand price."_s);
        }
        i.stateReason = StateReason::PackageExpired;
        resegment(st, i, at);
    }
}

void Metering::releaseDisks(State &st, Instance &i, qint64 at)
{
    // The instance's directory: system disk, own data disk, host key and sshd files.
    if (!st.dry)
        m_disks.remove(QFileInfo(m_disks.homePath(i.id)).path());
    if (i.volumeId) {
        // The volume outlives the instance: from now it bills storage on its own.
        const qint64 spender
            = m_db.scalar(u"SELECT account_id FROM volumes WHERE id = ?"_s, {*i.volumeId}).toLongLong();
        storageMeter(st, volumeKey(*i.volumeId),
                     Money::fromCents(qint64(i.dataDiskGb) * m_catalog.pricing.dataStorageCentsPerGbDay), spender, at);
    }
}

void Metering::storageMeter(State &st, qint64 key, std::optional<Money> perDay, qint64 spenderId, qint64 at)
{
    if (const qsizetype k = st.itemIndex(key); k >= 0)
        st.account.instances.removeAt(k);
    st.endedStorage.insert(key);
    if (!perDay)
        return;
    Running r;
    r.id = key;
    r.segment = RateSegment::begin(at, *perDay, 86400);
    r.stoppable = false; // limits stop instances, not disks
    r.spenderId = spenderId;
    st.account.instances.append(r);
}

void Metering::resegment(State &st, Instance &i, qint64 at)
{
    if (const qsizetype k = st.itemIndex(i.id); k >= 0) {
        i.segment = st.account.instances[k].segment;
        st.account.instances.removeAt(k);
    }
    if (Lifecycle::isBootMeter(i.segmentKind) && i.state == InstanceState::Running)
        i.bootBase += i.segment.costAt(at);
    i.segmentKind = Lifecycle::accrues(i.state, i.mode, i.packageActiveAt(at));
    if (i.state == InstanceState::Running) {
        const Money rate = i.segmentKind == MeterKind::Package ? Money()
            : i.segmentKind == MeterKind::Compute              ? computeRate(i)
                                                               : Money::fromCents(m_catalog.pricing.noGpuCentsPerHour);
        i.segment = RateSegment::begin(at, rate);
    } else if (i.state == InstanceState::Stopped) {
        i.segment = RateSegment::begin(at, i.segmentKind == MeterKind::Package ? Money() : storageRatePerDay(i), 86400);
    }
    st.changed.insert(i.id);
    if (i.segmentKind != MeterKind::None) {
        Running r;
        r.id = i.id;
        r.segment = i.segment;
        conditions(st, i, r);
        st.account.instances.append(r);
    }
}

void Metering::apply(State &st, Instance &i, InstanceState to, StateReason reason, const QString &message, qint64 at)
{
    const InstanceState from = i.state;
    i.state = to;
    i.stateReason = reason;
    i.stateSince = at;
    if (to == InstanceState::Starting) {
        i.bootBase = Money();
        i.bootStartedAt = at;
        i.readyAt = m_settings.readyAtStart ? std::optional(at) : std::nullopt;
        if (i.stopAt && *i.stopAt <= at)
            clearStopAt(i); // it passed while the instance was stopped: it has nothing left to stop
    }
    if (to == InstanceState::Running) {
        i.startedAt = at;
        i.bootBase = Money();
    }
    // A scheduled stop has fired; an idle one belonged to this boot (its agent arms it anew).
    if (to == InstanceState::Stopping && (reason == StateReason::Scheduled || i.stopReason == StateReason::Idle))
        clearStopAt(i);
    if (to == InstanceState::Released)
        i.releasedAt = at;
    // Close the current segment (settled to `at` by now) and open the one the new state accrues.
    // A boot's cost carries into stopping, so the meter shows what the boot cost until stopped.
    const MeterKind previousKind = i.segmentKind;
    if (const qsizetype k = st.itemIndex(i.id); k >= 0) {
        i.segment = st.account.instances[k].segment;
        st.account.instances.removeAt(k);
    }
    if (Lifecycle::isBootMeter(previousKind) && from == InstanceState::Running)
        i.bootBase += i.segment.costAt(at);
    i.segmentKind = MeterKind::None;
    if (to == InstanceState::Stopped)
        i.bootBase = Money();
    if (to == InstanceState::Running || to == InstanceState::Stopped)
        resegment(st, i, at);
    addEvent(st, i.id, at, from, to, reason, message);
    st.changed.insert(i.id);
}

// ---- running time forward ------------------------------------------------------------------------

void Metering::run(State &st, qint64 now)
{
    Settlement::Sink sink;
    sink.line
        = [&](const Running &item, qint64 from, qint64 to, Money amount) { writeLine(st, item, from, to, amount); };
    sink.voucher = [&](const Running &item, const StopSolver::Voucher &v, qint64 from, qint64 to, Money amount) {
        writeVoucher(st, item, v, from, to, amount);
    };
    sink.stopped = [&](const Running &item, const StopSolver::Stop &stop) {
        if (Instance *i = st.instance(item.id)) {
            i->segment = item.segment;
            st.stops.append({item.id, stop});
        }
    };
    static const QHash<StateReason, QString> messages = {
        {StateReason::InsufficientBalance, u"Stopped: the balance ran out."_s},
        {StateReason::SpendLimit, u"Stopped: a spend limit was reached."_s},
        {StateReason::MaxRunTime, u"Stopped: unverified accounts may run an instance for a limited time per boot."_s},
        {StateReason::Scheduled, u"Stopped at the scheduled time."_s},
        {StateReason::Idle, u"Stopped by its autostop: nothing used it for its whole idle period."_s},
    };
    for (int guard = 0; guard < 1'000'000; ++guard) {
        Instance *due = nullptr;
        qint64 life = kNever;
        for (Instance &i : st.instances) {
            if (const auto at = lifecycleDue(i); at && std::max(*at, st.settledTo) < life) {
                life = std::max(*at, st.settledTo);
                due = &i;
            }
        }
        const qint64 target = std::min(now, life);
        const qint64 reached = Settlement::advance(st.account, std::max(target, st.settledTo), sink, true);
        st.settledTo = std::max(st.settledTo, reached);
        if (!st.stops.isEmpty()) {
            const auto stops = std::exchange(st.stops, {});
            for (const auto &[id, stop] : stops) {
                Instance *i = st.instance(id);
                // The boot's cost so far came with the item; the item has left the settlement.
                if (Lifecycle::isBootMeter(i->segmentKind))
                    i->bootBase += i->segment.costAt(stop.at);
                i->segmentKind = MeterKind::None;
                const InstanceState from = i->state;
                i->state = InstanceState::Stopping;
                i->stateReason = stop.reason;
                i->stateSince = stop.at;
                if (stop.reason == StateReason::Scheduled || i->stopReason == StateReason::Idle)
                    clearStopAt(*i);
                addEvent(st, id, stop.at, from, i->state, stop.reason, messages.value(stop.reason));
                st.changed.insert(id);
            }
            continue;
        }
        if (due && life <= now) {
            dueLifecycle(st, *due, life);
            continue;
        }
        break;
    }
    st.settledTo = std::max(st.settledTo, now);
}

qint64 Metering::nextDue(const State &st, qint64 now) const
{
    qint64 due = kNever;
    for (const Instance &i : st.instances) {
        if (const auto at = lifecycleDue(i))
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

qint64 Metering::nextChange(const State &st, qint64 now) const
{
    qint64 due = kNever;
    for (const Instance &i : st.instances) {
        if (const auto at = lifecycleDue(i))
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

void Metering::schedule(const State &st, qint64 now)
{
    m_nextDue.insert(st.walletId, nextDue(st, now));
    m_nextChange.insert(st.walletId, nextChange(st, now));
}

void Metering::invalidate(qint64 walletId)
{
    m_nextDue.insert(walletId, 0);
    m_nextChange.insert(walletId, 0);
    m_snapshots.remove(walletId);
}

void Metering::addEvent(State &st, qint64 instanceId, qint64 at, InstanceState from, InstanceState to,
                        StateReason reason, const QString &message)
{
    if (!st.dry)
        m_instances.addEvent(instanceId, at, from, to, reason, message);
}

// ---- sessions ------------------------------------------------------------------------------------

Metering::Session Metering::open(qint64 walletId)
{
    m_db.transaction();
    auto st = load(walletId);
    run(*st, m_clock.nowSeconds());
    return Session(*this, std::move(st));
}

void Metering::catchUp(qint64 walletId)
{
    const auto it = m_nextChange.constFind(walletId);
    if (it != m_nextChange.cend() && *it > m_clock.nowSeconds())
        return;
    open(walletId).commit();
}

void Metering::settleNow(qint64 walletId)
{
    open(walletId).commit();
}

void Metering::catchUpAll()
{
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
        for (auto it = m_nextDue.cbegin(); it != m_nextDue.cend(); ++it) {
            if (*it <= now)
                due << it.key();
        }
    }
    if (due.isEmpty())
        return;
    // One transaction for the whole tick: one commit (one fsync) however many wallets are due.
    m_db.transaction();
    for (qint64 walletId : std::as_const(due)) {
        auto st = load(walletId);
        run(*st, now);
        persist(*st);
        schedule(*st, now);
    }
    m_db.commit();
}
