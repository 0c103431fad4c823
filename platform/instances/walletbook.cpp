#include "platform/instances/walletbook.h"

#include "common/clock.h"
#include "platform/accounts/accountstore.h"
#include "platform/instances/instancestore.h"
#include "platform/instances/walletstate.h"
#include "platform/store/database.h"

#include <QSqlQuery>
#include <QtEndian>

#include <array>
#include <limits>
#include <string>

using namespace Qt::StringLiterals;
using namespace MeteringKeys;
using StopSolver::Running;

namespace {

/// Whether a segment is the one stored (its progress aside: that goes in the wallet's blob).
bool sameSegment(const RateSegment &a, const RateSegment &b)
{
    return a.start == b.start && a.rate == b.rate;
}

/// wallet_meters.progress: for each meter, five little-endian 64-bit integers (item key, segment
/// start, settled to, settled cents, next line from).
constexpr int kProgressFields = 5;

QByteArray encodeProgress(const QList<Running> &items)
{
    QByteArray blob(items.size() * kProgressFields * qsizetype(sizeof(qint64)), Qt::Uninitialized);
    auto *out = reinterpret_cast<uchar *>(blob.data());
    for (const Running &r : items) {
        for (qint64 v : {r.id, r.segment.start, r.segment.settledTo, r.segment.settled.cents(), r.segment.lineFrom}) {
            qToLittleEndian(v, out);
            out += sizeof(qint64);
        }
    }
    return blob;
}

/// Puts the blob's progress on each meter whose segment it is about (a segment started since has
/// its own, from the row).
void applyProgress(const QByteArray &blob, QList<Running> &items)
{
    QHash<qint64, const uchar *> at;
    const auto *in = reinterpret_cast<const uchar *>(blob.constData());
    const qsizetype record = kProgressFields * qsizetype(sizeof(qint64));
    for (qsizetype k = 0; k + record <= blob.size(); k += record)
        at.insert(qFromLittleEndian<qint64>(in + k), in + k);
    for (Running &r : items) {
        const uchar *p = at.value(r.id);
        if (!p || qFromLittleEndian<qint64>(p + 8) != r.segment.start
            || qFromLittleEndian<qint64>(p + 16) < r.segment.settledTo)
            continue;
        r.segment.settledTo = qFromLittleEndian<qint64>(p + 16);
        r.segment.settled = Money::fromCents(qFromLittleEndian<qint64>(p + 24));
        r.segment.lineFrom = qFromLittleEndian<qint64>(p + 32);
    }
}

} // namespace

WalletBook::WalletBook(Database &db, const Clock &clock, AccountStore &accounts, InstanceStore &instances,
                       const QTimeZone &zone)
    : m_db(db)
    , m_clock(clock)
    , m_accounts(accounts)
    , m_instances(instances)
    , m_zone(zone)
{ }

qint64 WalletBook::dayEndAfter(qint64 t) const
{
    const QDateTime local = QDateTime::fromSecsSinceEpoch(t, m_zone);
    return QDateTime(local.date().addDays(1), QTime(0, 0), m_zone).toSecsSinceEpoch();
}

std::unique_ptr<WalletState> WalletBook::load(qint64 walletId) const
{
    auto st = std::make_unique<WalletState>();
    st->walletId = walletId;
    qint64 checkpointLine = 0, checkpointBalance = 0;
    st->settledTo = m_clock.nowSeconds();
    QByteArray progress;
    QSqlQuery &meters = m_db.exec(
        u"SELECT settled_to, balance_line_id, balance_cents, progress FROM wallet_meters WHERE wallet_id = ?"_s,
        {walletId});
    if (meters.next()) {
        st->settledTo = meters.value(0).toLongLong();
        checkpointLine = meters.value(1).toLongLong();
        checkpointBalance = meters.value(2).toLongLong();
        progress = meters.value(3).toByteArray();
    }
    meters.finish();
    st->loadedAt = st->settledTo;
    st->rulesChangeAt = m_accounts.reviewDueAt(walletId).value_or(kNever);
    st->instances = m_instances.live(walletId);

    // The balance: as of the checkpoint line, less every line written since (by anyone).
    StopSolver::Account &a = st->account;
    Database::Statement &since = m_db.statement(
        "SELECT COALESCE(SUM(amount_cents), 0), COALESCE(MAX(id), ?) FROM ledger WHERE account_id = ? AND id > ?");
    since.bind(checkpointLine).bind(walletId).bind(checkpointLine).next();
    a.available = Money::fromCents(checkpointBalance - since.integer(0));
    st->lastLineId = since.integer(1);
    since.next(); // to its end: the read ends here
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
    // Today's spend is what was settled since the day began: lines that start today, and a metered
    // line (one of a rate segment's) that starts before the cut (its seconds there had cost nothing
    // yet, RateSegment::lineFrom) but ends after it, settled today, as the in-memory turn of the day
    // counts it. A package bought before today is not today's, however long it runs.
    const qint64 dayStart = QDateTime(QDateTime::fromSecsSinceEpoch(st->settledTo, m_zone).date(), QTime(0, 0), m_zone)
                                .toSecsSinceEpoch();
    QSqlQuery &limits = m_db.exec(
        u"SELECT a.id, a.owner_id, a.daily_limit_cents, a.per_boot_limit_cents, "
        "(SELECT COALESCE(SUM(amount_cents), 0) FROM ledger l WHERE l.account_id = ? AND l.amount_cents > 0 AND "
        "(l.period_start >= ? OR (l.segment_start IS NOT NULL AND l.period_end > ?)) "
        "AND (a.owner_id IS NULL OR l.spender_id = a.id)) "
        "FROM accounts a WHERE a.id = ? OR a.owner_id = ?"_s,
        {walletId, dayStart, dayStart, walletId, walletId});
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
        if (i.segmentKind != MeterKind::None)
            st->addItem(i);
    }
    const auto loadStorage = [&](const QString &table, auto key) {
        QSqlQuery &q = m_db.exec(
            u"SELECT id, account_id, seg_start, seg_rate_cents, seg_settled_to, seg_settled_cents, "
            "seg_line_from FROM "_s
                + table + u" WHERE wallet_id = ? AND deleted_at IS NULL AND seg_start IS NOT NULL ORDER BY id"_s,
            {walletId});
        while (q.next()) {
            Running r;
            r.id = key(q.value(0).toLongLong());
            r.segment = {q.value(2).toLongLong(),
                         Money::fromCents(q.value(3).toLongLong()),
                         q.value(4).toLongLong(),
                         Money::fromCents(q.value(5).toLongLong()),
                         86400,
                         q.value(6).isNull() ? q.value(4).toLongLong() : q.value(6).toLongLong()};
            r.stoppable = false;
            r.spenderId = q.value(1).toLongLong();
            a.instances.append(r);
        }
    };
    loadStorage(u"volumes"_s, volumeKey);
    loadStorage(u"custom_images"_s, imageKey);
    applyProgress(progress, a.instances);
    for (const Running &r : std::as_const(a.instances)) {
        st->stored.insert(r.id, r.segment);
        if (Instance *i = st->instance(r.id))
            i->segment = r.segment;
    }
    return st;
}

void WalletBook::persist(WalletState &st, const std::function<QString(Instance &)> &reconcile)
{
    Q_ASSERT(!st.dry);
    writeLines(st);
    for (const Running &r : st.account.instances) {
        if (Instance *i = st.instance(r.id))
            i->segment = r.segment;
    }
    for (Instance &i : st.instances) {
        if (st.changed.contains(i.id)) {
            // Only where it ends up counts: a replay that booted and stopped it starts nothing.
            if (reconcile) {
                const QString problem = reconcile(i);
                if (!problem.isEmpty() && i.state == InstanceState::Running && i.stateSince >= st.loadedAt)
                    m_instances.addEvent(i.id, i.stateSince, i.state, i.state, StateReason::RuntimeError, problem);
            }
            m_instances.save(i);
        } else if (i.segmentKind != MeterKind::None && !sameSegment(st.stored.value(i.id), i.segment)) {
            m_instances.save(i); // a new segment without a transition (none yet: a safeguard)
        }
        // Settlement alone moves only the segment's progress, kept in the wallet's row below: not
        // a change anyone sees, so the list's ETag stays.
    }
    for (const Running &r : st.account.instances) {
        if (r.id >= 0 || (st.stored.contains(r.id) && sameSegment(st.stored.value(r.id), r.segment)))
            continue; // an instance, or storage that has not moved since it was loaded
        const bool volume = isVolumeKey(r.id);
        m_db.exec(u"UPDATE "_s + (volume ? u"volumes"_s : u"custom_images"_s)
                      + u" SET seg_start = ?, seg_rate_cents = ?, seg_settled_to = ?, seg_settled_cents = ?, "
                        "seg_line_from = ? WHERE id = ?"_s,
                  {r.segment.start, r.segment.rate.cents(), r.segment.settledTo, r.segment.settled.cents(),
                   r.segment.lineFrom, volume ? -r.id : -r.id - kImageKeyBase});
    }
    for (qint64 key : std::as_const(st.endedStorage)) {
        if (st.itemIndex(key) >= 0)
            continue; // ended and started again in the same session
        const bool volume = isVolumeKey(key);
        m_db.exec(u"UPDATE "_s + (volume ? u"volumes"_s : u"custom_images"_s)
                      + u" SET seg_start = NULL, seg_rate_cents = NULL, seg_settled_to = NULL, "
                        "seg_settled_cents = NULL, seg_line_from = NULL WHERE id = ?"_s,
                  {volume ? -key : -key - kImageKeyBase});
    }
    // Every line of the wallet so far is in `available`: checkpoint it.
    Database::Statement &meters = m_db.statement(
        "INSERT INTO wallet_meters (wallet_id, settled_to, balance_line_id, balance_cents, progress) "
        "VALUES (?, ?, ?, ?, ?) ON CONFLICT (wallet_id) DO UPDATE SET settled_to = excluded.settled_to, "
        "balance_line_id = excluded.balance_line_id, balance_cents = excluded.balance_cents, "
        "progress = excluded.progress");
    meters.bind(st.walletId)
        .bind(st.settledTo)
        .bind(st.lastLineId)
        .bind(st.account.available.cents())
        .bind(encodeProgress(st.account.instances))
        .run();
}

// ---- the ledger ----------------------------------------------------------------------------------

void WalletBook::writeLine(WalletState &st, const Running &item, qint64 from, qint64 to, Money amount)
{
    Charge line{u"storage"_s, 0,      0,    0,  item.spenderId ? item.spenderId : st.walletId,
                QString(),    amount, from, to, item.segment};
    if (item.id > 0) {
        const Instance *i = st.instance(item.id);
        line.kind = Lifecycle::wire(i ? i->segmentKind : MeterKind::Compute);
        line.instanceId = item.id;
        line.gpuType = i ? i->gpuType : QString();
        line.gpuCount = i ? i->gpuCount : 0;
    } else if (isVolumeKey(item.id)) {
        line.volumeId = -item.id;
    } else {
        line.imageId = -item.id - kImageKeyBase;
    }
    (st.dry ? st.lines : st.unwritten) << std::move(line);
    if (st.unwritten.size() >= kLinesPerInsert)
        writeLines(st);
}

void WalletBook::writeLines(WalletState &st)
{
    // Up to kLinesPerInsert lines in one INSERT: each statement run costs SQLite its cursors, its
    // foreign-key bookkeeping and its end as much as a row does, and a settlement pass writes a
    // line for every running instance each minute.
    static const std::array<std::string, kLinesPerInsert + 1> sql = [] {
        std::array<std::string, kLinesPerInsert + 1> s;
        for (int rows = 1; rows <= kLinesPerInsert; ++rows) {
            s[rows] = "INSERT INTO ledger (account_id, spender_id, instance_id, volume_id, image_id, kind, "
                      "amount_cents, period_start, period_end, segment_start, segment_rate_cents, "
                      "segment_period_s, gpu_type, gpu_count) VALUES ";
            for (int r = 0; r < rows; ++r)
                s[rows] += r ? ", (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                             : "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
        }
        return s;
    }();
    const auto nonZero = [](qint64 id) { return id ? std::optional(id) : std::nullopt; };
    for (qsizetype from = 0; from < st.unwritten.size(); from += kLinesPerInsert) {
        const qsizetype rows = std::min<qsizetype>(kLinesPerInsert, st.unwritten.size() - from);
        Database::Statement &insert = m_db.statement(sql[rows].c_str());
        for (const Charge &line : st.unwritten.sliced(from, rows)) {
            // A compute line names the card it was for (a card changes only at a start, after
            // the boot before it was settled).
            const bool card = line.kind == u"compute"_s && !line.gpuType.isNull();
            insert.bind(st.walletId)
                .bind(line.spenderId)
                .bind(nonZero(line.instanceId))
                .bind(nonZero(line.volumeId))
                .bind(nonZero(line.imageId))
                .bind(line.kind)
                .bind(line.amount.cents())
                .bind(line.from)
                .bind(line.to)
                .bind(line.segment.start)
                .bind(line.segment.rate.cents())
                .bind(line.segment.period);
            (card ? insert.bind(line.gpuType) : insert.bind(std::nullopt))
                .bind(card ? std::optional<qint64>(line.gpuCount) : std::nullopt);
        }
        if (insert.run())
            st.lastLineId = insert.lastInsertId();
    }
    st.unwritten.clear();
}

void WalletBook::writeVoucher(WalletState &st, const Running &item, const StopSolver::Voucher &voucher, qint64 from,
                              qint64 to, Money amount)
{
    if (st.dry)
        return; // the voucher's remainder is in memory, and a credit is no usage
    writeLines(st); // the ledger in the order the settlement made it
    Database::Statement &insert
        = m_db.statement("INSERT INTO ledger (account_id, spender_id, instance_id, kind, amount_cents, period_start, "
                         "period_end, voucher_id) VALUES (?, ?, ?, 'voucher', ?, ?, ?, ?)");
    insert.bind(st.walletId)
        .bind(item.spenderId ? item.spenderId : st.walletId)
        .bind(item.id > 0 ? std::optional(item.id) : std::nullopt)
        .bind(-amount.cents())
        .bind(from)
        .bind(to)
        .bind(voucher.id);
    if (insert.run())
        st.lastLineId = insert.lastInsertId();
    m_db.exec(u"UPDATE vouchers SET remaining_cents = ? WHERE id = ?"_s, {voucher.remaining.cents(), voucher.id});
}

void WalletBook::writePackage(WalletState &st, const Instance &instance, Money price, qint64 now)
{
    writeLines(st);
    Database::Statement &insert
        = m_db.statement("INSERT INTO ledger (account_id, spender_id, instance_id, kind, amount_cents, "
                         "period_start, period_end, gpu_type, gpu_count) VALUES (?, ?, ?, 'package', ?, ?, ?, ?, ?)");
    insert.bind(st.walletId)
        .bind(instance.accountId)
        .bind(instance.id)
        .bind(price.cents())
        .bind(now)
        .bind(instance.packageExpiresAt.value_or(now))
        .bind(instance.gpuType)
        .bind(instance.gpuCount);
    if (insert.run())
        st.lastLineId = insert.lastInsertId();
    st.account.available -= price;
    st.account.spentToday += price;
    for (StopSolver::SpenderCap &cap : st.account.caps)
        cap.spentToday += cap.spenderId == instance.accountId ? price : Money();
}
