#pragma once

#include "common/clock.h"
#include "core/model/billing.h"
#include "core/model/health.h"
#include "core/model/instance.h"

#include <QHash>
#include <QObject>
#include <QTimer>

#include <optional>

struct InstanceSnapshot;

/// What one instance costs now.
struct InstanceCost
{
    QString id;
    Money boot; ///< the cost of this boot so far (or of storage since the stop)
    Money ratePerHour; ///< what accrues now
};

/// The meter at one instant.
struct BillingReading
{
    QDateTime platformTime;
    Currency currency; ///< the platform's: every amount below is counted in it
    QList<InstanceCost> instances;
    Money total; ///< of the boots shown
    Money ratePerHour; ///< everything that accrues now
    Money balance; ///< the balance at the last poll less what accrued since beyond the vouchers
    Money credit; ///< balance plus the vouchers that have not expired, less what accrued since
    /// Spent today (billing time zone) at the last poll plus what accrued since. Across midnight it
    /// runs on until the next poll (seconds) brings the platform's new day.
    Money spentToday;
    std::optional<qint64> runwayMinutes; ///< credit / rate, rounded down; none when nothing accrues
    std::optional<qint64> minutesToSpendLimit; ///< the nearest of the daily and per-boot limits
    /// The vouchers not yet expired, as the last poll read them (the guards warn before one expires).
    QList<Voucher> vouchers;
    bool stale = false; ///< the last successful poll is older than kStaleAfterMs
    bool billingKnown = false; ///< the wallet has been read (balance, credit, runway mean something)
    /// The platform says the balance (Billing::balanceKnown); without it there is no balance, credit
    /// or runway to show, only the rate and today's spend.
    bool balanceKnown = false;
};

/// The live cost ticker (DESIGN section 3): from each instance's meter at the platform's current
/// time — the platform's clock and scale from /v1/health, advanced by the injected local clock —
/// the same integer figure the platform will charge, recomputed every second. A figure never
/// goes down on screen within a boot (a later poll that moves the estimate back is absorbed).
class BillingMeter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BillingMeter)
public:
    static constexpr qint64 kStaleAfterMs = 30000;

    /// `local` is the machine's clock (a monotonic one in the console, a manual one in tests).
    explicit BillingMeter(const Clock &local, QObject *parent = nullptr);
    ~BillingMeter() override;

    /// The platform's time as it answered, and how fast it runs (0: frozen, a clock moved by hand);
    /// the estimate restarts from it.
    void setPlatformTime(const QDateTime &serverTime, double timeScale);
    /// The platform's time and its currency, from /v1/health.
    void setHealth(const PlatformHealth &health);
    const Currency &currency() const { return m_currency; }
    /// The instances to tick. `batch` (a poll's): the only ones that may differ from the last list
    /// given are those it says changed or were added (after a new token every one is added); the
    /// others, where they were in it, are kept as they are, not worked out again (a poll at ten
    /// thousand instances).
    void setInstances(const QList<Instance> &instances, const InstanceSnapshot *batch = nullptr);
    const QList<Instance> &instances() const { return m_instances; }
    /// The wallet at the platform's current time (estimated): balance, spent today, limits.
    void setBilling(const Billing &billing);
    /// A poll succeeded now (local clock): the figures are fresh.
    void markFresh();

    /// The platform's time now, as estimated.
    QDateTime platformNow() const;
    /// The figures now; updates what is shown so that it never goes down.
    BillingReading read();
    /// The cost of one boot at platform second `t`, as the platform computes it.
    static Money bootCost(const Meter &meter, qint64 t);

    /// Emits ticked() every `intervalMs` (1 s in the console).
    void start(int intervalMs = 1000);
    void stop();

Q_SIGNALS:
    void ticked(const BillingReading &reading);

private:
    /// What the tick needs of one instance, worked out once per poll.
    struct Ticking
    {
        /// The boot: the instance, when it started and its state (a string made of them cost
        /// more than all the rest of a poll at ten thousand instances).
        QString id;
        qint64 startedMs = 0;
        int state = 0;
        qint64 since = 0; ///< the meter's start, platform seconds
        Meter meter;
        bool accrues = false;
        bool storage = false;
        Money shown; ///< what was shown for this boot, so it never goes down
    };
    static Money costAt(const Meter &meter, qint64 since, qint64 t);

    const Clock &m_local;
    qint64 m_anchorLocalMs = 0;
    qint64 m_anchorPlatformMs = 0;
    double m_scale = 1;
    Currency m_currency;
    QList<Instance> m_instances;
    std::optional<Billing> m_billing;
    qint64 m_billingAtMs = 0; ///< platform ms the balance was true at
    qint64 m_freshAtLocalMs = -1;
    QList<Ticking> m_ticking; ///< one for each of m_instances, in their order
    QTimer m_timer;
};
