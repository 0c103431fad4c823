// A simulated 30-day month on the wire: 1,000 random user actions (starts in GPU and no-GPU mode,
// stops, schedules, spend limits, recharges, packages, releases) against a sandbox on a manual
// clock. Afterwards the month is rebuilt from the events alone, and the ledger must hold, for
// every constant-rate stretch, exactly floor(rate × seconds / period); and every stop the platform
// made must fall on the first second its condition held.
#include "tests/platform/instancetestsupport.h"

#include <QRandomGenerator>
#include <QTimeZone>

#include <map>

using namespace Qt::StringLiterals;

namespace {

struct Card
{
    const char16_t *id;
    qint64 price;
};
// Cards the welcome voucher does not cover, so the balance alone pays.
const Card kCards[] = {{u"a10-24g", 180}, {u"rtx-4090-24g", 218}, {u"l20-48g", 320}, {u"a100-40g", 450}};

struct Rented
{
    QString id;
    qint64 price = 0; ///< per hour, all GPUs
    qint64 storagePerDay = 0;
    std::optional<qint64> packageEnd;
    std::map<qint64, QString> modes; ///< start second → mode
    std::map<qint64, std::optional<qint64>> stopAts; ///< second set → stop_at
};

/// One stretch of constant rate, rebuilt from events.
struct Piece
{
    QString instance;
    qint64 start = 0, end = 0;
    qint64 rate = 0, period = 3600;
    bool running = false;
    qint64 bootStart = 0;
    qint64 cost(qint64 x) const
    {
        const qint64 t = std::min(x, end) - start;
        return t <= 0 ? 0 : qint64(__int128(rate) * t / period);
    }
};

qint64 at(const QJsonValue &v)
{
    return QDateTime::fromString(v.toString(), Qt::ISODate).toSecsSinceEpoch();
}

} // namespace

class BillingMonth : public InstanceFixture
{
protected:
    // About money, not logins: hundreds of boots without an sshd each keep the month fast.
    static void SetUpTestSuite() { startSandbox({u"--runtime"_s, u"none"_s}); }
};

TEST_F(BillingMonth, ThirtyDaysOfRandomActionsLeaveAnExactLedgerAndExactStops)
{
    HttpClient c = newUser(true, 5000);
    QRandomGenerator rng(2026);
    // The month starts now, so its days' edges fall elsewhere at each time of day: BILLINGMONTH_SKIP_S
    // replays a start at another one (the sandbox's clock moved on first).
    if (qEnvironmentVariableIsSet("BILLINGMONTH_SKIP_S"))
        advance(qEnvironmentVariableIntValue("BILLINGMONTH_SKIP_S"));
    const qint64 begin = platformNow();
    const qint64 end = begin + 30 * 86400;
    std::map<qint64, qint64> recharges{{begin, 5000}}; // second → amount (before `begin`, in fact)
    std::map<qint64, std::optional<qint64>> dailyLimits{{begin, std::nullopt}}, perBootLimits{{begin, std::nullopt}};
    QList<Rented> rented;
    QList<qsizetype> live; ///< indices in `rented` of instances not released
    qint64 packages = 0;
    std::map<qint64, qint64> packageBuys;

    const auto createOne = [&](qint64 now) {
        const Card &card = kCards[rng.bounded(4)];
        const int count = rng.bounded(1, 3);
        const int dice = rng.bounded(10);
        const QString billing = dice == 0 ? u"package_daily"_s : dice == 1 ? u"package_weekly"_s : u"on_demand"_s;
        const QString mode = rng.bounded(3) == 0 ? u"no_gpu"_s : u"gpu"_s;
        const int system = 30 + 10 * rng.bounded(4), data = 50 * rng.bounded(3);
        const auto r = c.post(u"/v1/instances"_s,
                              instanceRequest({{u"gpu_type"_s, QString::fromUtf16(card.id)},
                                               {u"gpu_count"_s, count},
                                               {u"billing_mode"_s, billing},
                                               {u"start_mode"_s, mode},
                                               {u"system_disk_gb"_s, system},
                                               {u"data_disk_gb"_s, data},
                                               {u"image"_s, u"ubuntu-22.04"_s}}));
        if (r.status != 202)
            return;
        Rented x;
        x.id = r.json.value(u"id"_s).toString();
        x.price = card.price * count;
        x.storagePerDay = (system - 30) * 2 + data;
        if (!r.json.value(u"package_expires_at"_s).isNull()) {
            x.packageEnd = at(r.json.value(u"package_expires_at"_s));
            const qint64 price = x.price * (billing == u"package_daily"_s ? 24 * 78 : 168 * 70) / 100;
            packages += price;
            packageBuys[now] += price;
        }
        x.modes[now] = mode;
        live << rented.size();
        rented << x;
    };
    for (int i = 0; i < 3; ++i)
        createOne(begin);

    // 1,000 actions at random seconds of the month.
    std::vector<qint64> times;
    for (int i = 0; i < 1000; ++i)
        times.push_back(begin + 1 + rng.bounded(30 * 86400 - 10));
    std::sort(times.begin(), times.end());
    qint64 now = begin;
    int accepted = 0;
    std::map<int, int> statuses;
    for (const qint64 t : times) {
        if (t > now) {
            advance(t - now);
            now = t;
        }
        if (live.isEmpty()) {
            // Everything was released and the re-create was refused: top up and rent again.
            const qint64 amount = rng.bounded(2000, 6000);
            if (c.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, amount}}).status == 201)
                recharges[now] += amount;
            createOne(now);
            continue;
        }
        const int dice = rng.bounded(100);
        const qsizetype pick = live[rng.bounded(int(live.size()))];
        Rented &x = rented[pick];
        const QString path = u"/v1/instances/"_s + x.id;
        int status = 0;
        if (dice < 45) {
            const QString mode = rng.bounded(3) == 0 ? u"no_gpu"_s : u"gpu"_s;
            status = c.post(path + u"/start"_s, {{u"mode"_s, mode}}).status;
            if (status == 202)
                x.modes[now] = mode;
        } else if (dice < 60) {
            status = c.post(path + u"/stop"_s).status;
        } else if (dice < 72) {
            const qint64 stopAt = now + rng.bounded(60, 10 * 3600);
            status = c.patch(path, {{u"stop_at"_s, rfc3339(stopAt)}}).status;
            if (status == 200)
                x.stopAts[now] = stopAt;
        } else if (dice < 86) {
            // A daily or a per-boot limit, set or removed.
            const bool daily = dice < 79;
            const std::optional<qint64> limit = rng.bounded(3)
                ? std::optional<qint64>(daily ? rng.bounded(1000, 20000) : rng.bounded(500, 10000))
                : std::nullopt;
            status = c.patch(u"/v1/account"_s,
                             {{u"spend_limits"_s,
                               QJsonObject{{daily ? u"daily_cents"_s : u"per_boot_cents"_s,
                                            limit ? QJsonValue(*limit) : QJsonValue()}}}})
                         .status;
            if (status == 200)
                (daily ? dailyLimits : perBootLimits)[now] = limit;
        } else if (dice < 93) {
            const qint64 amount = rng.bounded(200, 3000);
            status = c.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, amount}}).status;
            if (status == 201)
                recharges[now] += amount;
        } else {
            status = c.del(path).status;
            if (status == 202) {
                live.removeOne(pick);
                createOne(now);
            }
        }
        accepted += status / 100 == 2 ? 1 : 0;
        ++statuses[status];
    }
    advance(end - now);
    for (const auto &[status, n] : statuses)
        std::printf("status %d: %d\n", status, n);
    std::printf("balance at the end: %lld\n", static_cast<long long>(balance(c)));
    EXPECT_GT(accepted, 500);

    // Rebuild the month from the events: pieces of constant rate for every instance.
    QList<Piece> pieces;
    std::map<std::pair<qint64, QString>, QString> stops; // (second, instance) → reason
    QSet<qint64> bootsAt;
    for (const Rented &x : rented) {
        const QJsonArray events = c.get(u"/v1/instances/"_s + x.id + u"/events"_s).json.value(u"items"_s).toArray();
        QList<std::pair<qint64, QString>> states; // (second, state) from each event
        for (const QJsonValue &e : events) {
            states.append({at(e[u"at"_s]), e[u"to"_s].toString()});
            if (e[u"to"_s].toString() == u"stopping"_s && e[u"reason"_s].toString() != u"user"_s)
                stops[{at(e[u"at"_s]), x.id}] = e[u"reason"_s].toString();
            if (e[u"to"_s].toString() == u"running"_s)
                bootsAt.insert(at(e[u"at"_s]));
        }
        QList<qint64> cuts;
        for (const auto &[t, s] : states)
            cuts << t;
        if (x.packageEnd)
            cuts << *x.packageEnd;
        cuts << end;
        std::sort(cuts.begin(), cuts.end());
        qint64 bootStart = 0;
        QString mode;
        for (qsizetype k = 0; k + 1 < cuts.size(); ++k) {
            const qint64 a = cuts[k], b = cuts[k + 1];
            if (a == b || a >= end)
                continue;
            QString state;
            for (const auto &[t, s] : states) {
                if (t <= a)
                    state = s;
            }
            const bool package = x.packageEnd && a < *x.packageEnd;
            Piece p{x.id, a, b, 0, 3600, false, 0};
            if (state == u"running"_s) {
                const auto m = x.modes.upper_bound(a);
                mode = std::prev(m)->second;
                if (states.contains({a, u"running"_s}))
                    bootStart = a;
                p.running = true;
                p.bootStart = bootStart;
                p.rate = package ? 0 : mode == u"gpu"_s ? x.price : 15;
            } else if (state == u"stopped"_s) {
                p.rate = package ? 0 : x.storagePerDay;
                p.period = 86400;
            } else {
                continue;
            }
            pieces << p;
        }
    }

    // 1. The ledger: every piece's lines sum to its exact cost, and there are no other charges.
    const QList<QJsonObject> lines = ledger(c);
    qint64 matched = 0, charges = 0;
    for (const QJsonObject &l : lines) {
        const QString kind = l.value(u"kind"_s).toString();
        if (kind == u"compute"_s || kind == u"no_gpu"_s || kind == u"storage"_s)
            charges += l.value(u"amount_cents"_s).toInteger();
    }
    for (const Piece &p : pieces) {
        qint64 sum = 0;
        for (const QJsonObject &l : lines) {
            const QString kind = l.value(u"kind"_s).toString();
            if (l.value(u"instance_id"_s).toString() == p.instance && kind != u"voucher"_s && kind != u"package"_s
                && at(l[u"period_start"_s]) >= p.start && at(l[u"period_end"_s]) <= p.end)
                sum += l.value(u"amount_cents"_s).toInteger();
        }
        ASSERT_EQ(sum, p.cost(p.end)) << p.instance.toStdString() << " from " << p.start - begin << " to "
                                      << p.end - begin << " at " << p.rate << "/" << p.period;
        matched += sum;
    }
    EXPECT_EQ(matched, charges) << "charges outside any stretch the events explain";
    qint64 packageLines = 0;
    for (const QJsonObject &l : lines)
        packageLines += l.value(u"kind"_s).toString() == u"package"_s ? l.value(u"amount_cents"_s).toInteger() : 0;
    EXPECT_EQ(packageLines, packages);

    // 2. Stops: each on the first second its condition held.
    const QTimeZone zone("Asia/Shanghai");
    const auto dayStart = [&](qint64 x) {
        return QDateTime(QDateTime::fromSecsSinceEpoch(x, zone).date(), QTime(0, 0), zone).toSecsSinceEpoch();
    };
    const auto balanceAt = [&](qint64 x) {
        qint64 b = 0;
        for (auto it = recharges.begin(); it != recharges.end() && it->first <= x; ++it)
            b += it->second;
        for (auto it = packageBuys.begin(); it != packageBuys.end() && it->first <= x; ++it)
            b -= it->second;
        for (const Piece &p : pieces)
            b -= p.cost(x);
        return b;
    };
    const auto spentToday = [&](qint64 x) {
        const qint64 d = dayStart(x);
        qint64 s = 0;
        for (const Piece &p : pieces)
            s += p.cost(x) - p.cost(std::max(d, p.start));
        for (auto it = packageBuys.lower_bound(d); it != packageBuys.end() && it->first <= x; ++it)
            s += it->second;
        return s;
    };
    const auto bootCost = [&](const QString &instance, qint64 boot, qint64 x) {
        qint64 s = 0;
        for (const Piece &p : pieces)
            s += p.running && p.instance == instance && p.bootStart == boot ? p.cost(x) : 0;
        return s;
    };
    const auto inForce = [](const std::map<qint64, std::optional<qint64>> &changes, qint64 x) {
        return std::prev(changes.upper_bound(x))->second;
    };
    QSet<QString> reasons;
    for (const auto &[key, reason] : stops) {
        const auto &[t, instance] = key;
        reasons.insert(reason);
        const Rented &x
            = *std::find_if(rented.cbegin(), rented.cend(), [&](const Rented &r) { return r.id == instance; });
        SCOPED_TRACE(instance.toStdString() + " " + reason.toStdString() + " at +" + std::to_string(t - begin));
        if (reason == u"scheduled"_s) {
            EXPECT_EQ(inForce(x.stopAts, t - 1), t);
        } else if (reason == u"package_expired"_s) {
            EXPECT_EQ(x.packageEnd, t);
        } else if (reason == u"insufficient_balance"_s) {
            EXPECT_LE(balanceAt(t), 0);
            EXPECT_TRUE(balanceAt(t - 1) > 0 || bootsAt.contains(t) || recharges.count(t)) << balanceAt(t - 1);
        } else if (reason == u"spend_limit"_s) {
            const auto daily = inForce(dailyLimits, t);
            const bool dailyHit = daily && spentToday(t) >= *daily
                && (spentToday(t - 1) < *daily || dailyLimits.count(t) || bootsAt.contains(t) || dayStart(t) == t);
            const auto perBoot = inForce(perBootLimits, t);
            qint64 boot = 0;
            for (const Piece &p : pieces) {
                if (p.instance == instance && p.running && p.end == t)
                    boot = p.bootStart;
            }
            const bool bootHit = perBoot && bootCost(instance, boot, t) >= *perBoot
                && (bootCost(instance, boot, t - 1) < *perBoot || perBootLimits.count(t) || boot == t);
            EXPECT_TRUE(dailyHit || bootHit)
                << "spent today " << spentToday(t) << " (before: " << spentToday(t - 1) << ", day from +"
                << dayStart(t) - begin << ") of " << daily.value_or(-1) << "; boot " << bootCost(instance, boot, t)
                << " of " << perBoot.value_or(-1);
        } else {
            ADD_FAILURE() << "unexpected reason";
        }
    }
    // No stop was missed: nothing ran while the balance was spent.
    for (const Piece &p : pieces) {
        if (p.running && p.rate > 0) {
            EXPECT_GT(balanceAt(p.end - 1), 0) << p.instance.toStdString() << " ran at +" << p.end - 1 - begin;
        }
    }
    for (const QString &reason : {u"insufficient_balance"_s, u"spend_limit"_s, u"scheduled"_s})
        EXPECT_TRUE(reasons.contains(reason)) << reason.toStdString() << " never happened";
    EXPECT_EQ(balance(c), balanceAt(end));
}
