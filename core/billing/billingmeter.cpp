#include "core/billing/billingmeter.h"

#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace {

/// Compute that vouchers can pay, and everything accrues against the balance.
bool accrues(const Instance &i)
{
    return i.meter.kind.has_value() && !i.meter.ratePerHour.isZero();
}

QString bootKey(const Instance &i)
{
    // Cheap to build: it is made for every instance at every tick.
    return i.id + u' ' + QString::number(i.startedAt ? i.startedAt->toMSecsSinceEpoch() : 0) + u' '
        + QString::number(int(i.state.value()));
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

void BillingMeter::setInstances(const QList<Instance> &instances)
{
    m_instances = instances;
    // Forget boots that are over.
    QHash<QString, Money> kept;
    for (const Instance &i : m_instances) {
        if (const auto it = m_shown.constFind(bootKey(i)); it != m_shown.constEnd())
            kept.insert(it.key(), it.value());
    }
    m_shown = kept;
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
    const qint64 seconds = t - meter.since.toSecsSinceEpoch();
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
    for (const Instance &i : std::as_const(m_instances)) {
        InstanceCost cost;
        cost.id = i.id;
        cost.ratePerHour = accrues(i) ? i.meter.ratePerHour : Money();
        Money computed = bootCost(i.meter, now);
        Money &shown = m_shown[bootKey(i)];
        shown = std::max(shown, computed);
        cost.boot = shown;
        r.instances << cost;
        r.total += cost.boot;
        r.ratePerHour += cost.ratePerHour;
        if (accrues(i)) {
            accruedSinceBilling += computed - bootCost(i.meter, std::max(billedAt, i.meter.since.toSecsSinceEpoch()));
            if (m_billing && m_billing->spendLimits.perBootCents && i.meter.kind != u"storage"_s) {
                const auto left = minutesOf(*m_billing->spendLimits.perBootCents - computed, cost.ratePerHour);
                if (left && (!perBootMinutes || *left < *perBootMinutes))
                    perBootMinutes = left;
            }
        }
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
