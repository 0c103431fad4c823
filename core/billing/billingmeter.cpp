#include "core/billing/billingmeter.h"

#include "core/poll/instancesnapshot.h"

#include <QSet>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace {

/// Compute that vouchers can pay, and everything accrues against the balance.
bool accrues(const Instance &i)
{
    return i.meter.kind.has_value() && !i.meter.ratePerHour.isZero();
}

/// Minutes that `credit` lasts at `ratePerHour`, rounded down.
std::optional<qint64> minutesOf(Money credit, Money ratePerHour)
{
    if (ratePerHour.cents() <= 0)
        return std::nullopt;
    return std::max<qint64>(0, credit.cents() * 60 / ratePerHour.cents());
}

} // namespace

BillingMeter::BillingMeter(const Clock &local, QObject *parent)
    : QObject(parent)
    , m_local(local)
{
    connect(&m_timer, &QTimer::timeout, this, [this] { emit ticked(read()); });
}

BillingMeter::~BillingMeter() = default;

void BillingMeter::setPlatformTime(const QDateTime &serverTime, double timeScale)
{
    m_anchorLocalMs = m_local.nowMs();
    m_anchorPlatformMs = serverTime.toMSecsSinceEpoch();
    // A frozen clock (0) stays where it was read; nothing runs time backwards.
    m_scale = timeScale >= 0 ? timeScale : 1;
}

void BillingMeter::setHealth(const PlatformHealth &health)
{
    setPlatformTime(health.serverTime, health.timeScale);
    m_currency = health.currency();
}

QDateTime BillingMeter::platformNow() const
{
    const qint64 elapsed = m_local.nowMs() - m_anchorLocalMs;
    return QDateTime::fromMSecsSinceEpoch(m_anchorPlatformMs + qint64(double(elapsed) * m_scale), QTimeZone::utc());
}

void BillingMeter::setInstances(const QList<Instance> &instances, const InstanceSnapshot *batch)
{
    // What is shown per boot carries over (a boot's figure never goes down); boots that are over
    // are forgotten.
    // A poll lists the instances in the order of the last one but for what came or went: a boot
    // is looked up by its key only where the same place holds another.
    QList<Ticking> before = std::exchange(m_ticking, {});
    QHash<QString, qsizetype> at; // where each instance was, made only if needed
    const auto sameBoot = [](const Ticking &a, const Ticking &b) {
        return a.id == b.id && a.startedMs == b.startedMs && a.state == b.state;
    };
    const auto shownFor = [&](const Ticking &t, qsizetype place) {
        if (place < before.size() && sameBoot(before[place], t))
            return before[place].shown;
        if (at.isEmpty()) {
            at.reserve(before.size());
            for (qsizetype k = 0; k < before.size(); ++k)
                at.insert(before[k].id, k);
        }
        const qsizetype was = at.value(t.id, -1);
        return was >= 0 && sameBoot(before[was], t) ? before[was].shown : Money();
    };
    QSet<QString> differ;
    if (batch) {
        differ.reserve(batch->changed.size() + batch->added.size());
        for (const QStringList *ids : {&batch->changed, &batch->added})
            differ.unite(QSet<QString>(ids->cbegin(), ids->cend()));
    }
    m_instances = instances;
    m_ticking.reserve(m_instances.size());
    for (const Instance &i : std::as_const(m_instances)) {
        if (const qsizetype place = m_ticking.size();
            batch && place < before.size() && before[place].id == i.id && !differ.contains(i.id)) {
            m_ticking.append(before[place]);
            continue;
        }
        Ticking t;
        t.id = i.id;
        t.startedMs = i.startedAt ? i.startedAt->toMSecsSinceEpoch() : 0;
        t.state = int(i.state.value());
        t.since = i.meter.since.toSecsSinceEpoch();
        t.meter = i.meter;
        t.accrues = accrues(i);
        t.storage = i.meter.kind == u"storage"_s;
        t.shown = shownFor(t, m_ticking.size());
        m_ticking.append(t);
    }
}

void BillingMeter::setBilling(const Billing &billing)
{
    m_billing = billing;
    m_billingAtMs = platformNow().toMSecsSinceEpoch();
}

void BillingMeter::markFresh()
{
    m_freshAtLocalMs = m_local.nowMs();
}

Money BillingMeter::bootCost(const Meter &meter, qint64 t)
{
    return costAt(meter, meter.since.toSecsSinceEpoch(), t);
}

Money BillingMeter::costAt(const Meter &meter, qint64 since, qint64 t)
{
    const qint64 seconds = t - since;
    if (!meter.kind)
        return meter.base;
    if (meter.ratePerDay)
        return meter.base + Money::forDuration(*meter.ratePerDay, seconds, 86400);
    return meter.base + Money::forDuration(meter.ratePerHour, seconds, 3600);
}

BillingReading BillingMeter::read()
{
    BillingReading r;
    r.platformTime = platformNow();
    r.currency = m_currency;
    const qint64 now = r.platformTime.toSecsSinceEpoch();
    const qint64 billedAt = m_billingAtMs / 1000;
    Money accruedSinceBilling;
    std::optional<qint64> perBootMinutes;
    // Every second, for every instance: what each needs was worked out when the poll set them.
    r.instances.reserve(m_instances.size());
    for (qsizetype k = 0; k < m_instances.size(); ++k) {
        Ticking &t = m_ticking[k];
        InstanceCost cost;
        cost.id = m_instances.at(k).id; // at(): operator[] would detach (copy) a list shared with the poll
        cost.ratePerHour = t.accrues ? t.meter.ratePerHour : Money();
        const Money computed = costAt(t.meter, t.since, now);
        t.shown = std::max(t.shown, computed);
        cost.boot = t.shown;
        r.total += cost.boot;
        r.ratePerHour += cost.ratePerHour;
        if (t.accrues) {
            accruedSinceBilling += computed - costAt(t.meter, t.since, std::max(billedAt, t.since));
            if (m_billing && m_billing->spendLimits.perBootCents && !t.storage) {
                const auto left = minutesOf(*m_billing->spendLimits.perBootCents - computed, cost.ratePerHour);
                if (left && (!perBootMinutes || *left < *perBootMinutes))
                    perBootMinutes = left;
            }
        }
        r.instances << cost;
    }
    r.billingKnown = m_billing.has_value();
    if (m_billing) {
        // Vouchers pay first (the platform draws them for compute before the balance).
        Money vouchers;
        for (const Voucher &v : m_billing->vouchers) {
            if (v.expiresAt > r.platformTime) {
                vouchers += v.remaining;
                r.vouchers << v;
            }
        }
        r.credit = m_billing->balance + vouchers - accruedSinceBilling;
        r.balance = m_billing->balance - std::max(Money(), accruedSinceBilling - vouchers);
        r.spentToday = m_billing->spentToday + accruedSinceBilling;
        r.balanceKnown = m_billing->balanceKnown;
        if (r.balanceKnown)
            r.runwayMinutes = minutesOf(r.credit, r.ratePerHour);
        r.minutesToSpendLimit = perBootMinutes;
        if (m_billing->spendLimits.dailyCents) {
            const auto daily = minutesOf(
                *m_billing->spendLimits.dailyCents - m_billing->spentToday - accruedSinceBilling, r.ratePerHour);
            if (daily && (!r.minutesToSpendLimit || *daily < *r.minutesToSpendLimit))
                r.minutesToSpendLimit = daily;
        }
    }
    r.stale = m_freshAtLocalMs < 0 || m_local.nowMs() - m_freshAtLocalMs > kStaleAfterMs;
    return r;
}

void BillingMeter::start(int intervalMs)
{
    m_timer.start(intervalMs);
}

void BillingMeter::stop()
{
    m_timer.stop();
}
