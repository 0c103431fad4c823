// The billing core against a second-by-second reference: ledger lines sum exactly per constant-rate
// segment however they are sliced, and every stop falls on the exact second its condition is reached,
// even across gaps in settlement (a platform that was down).
#include "platform/billing/settlement.h"

#include <QHash>
#include <QRandomGenerator>

#include <gtest/gtest.h>

#include <map>

using namespace Qt::StringLiterals;
using StopSolver::Account;
using StopSolver::Running;

TEST(RateSegment, LinesSumToTheFloorOfTheWholeSegmentHoweverSliced)
{
    QRandomGenerator rng(7);
    for (qint64 rate : {1, 15, 99, 218, 6000, 99999}) {
        RateSegment s = RateSegment::begin(1000, Money::fromCents(rate));
        Money lines;
        qint64 t = 1000;
        for (int i = 0; i < 500; ++i) {
            t += rng.bounded(1, 400);
            lines += s.settle(t);
            ASSERT_EQ(lines, s.costAt(t)) << rate << " " << t;
        }
        EXPECT_EQ(lines.cents(), rate * (t - 1000) / 3600);
        EXPECT_TRUE(s.settle(t - 5).isZero()); // never backwards
    }
}

TEST(RateSegment, ALineAlsoCoversTheSecondsBeforeItThatCostNothingYet)
{
    // ¥4.50/h is a fen every 8 s: a settlement 7 s in owes nothing and writes no line, and the
    // line that follows pays for those 7 s too, so its period starts where the segment does.
    Account a;
    a.available = Money::fromCents(100000);
    a.dayEnd = 1'000'000;
    Running r;
    r.id = 1;
    r.segment = RateSegment::begin(100, Money::fromCents(450));
    a.instances = {r};
    QList<std::pair<qint64, qint64>> periods;
    Settlement::Sink sink;
    sink.line = [&](const Running &, qint64 from, qint64 to, Money) { periods.append({from, to}); };
    Settlement::advance(a, 107, sink, false);
    EXPECT_TRUE(periods.isEmpty());
    Settlement::advance(a, 460, sink, false);
    Settlement::advance(a, 461, sink, false); // 45.125 fen: nothing more yet
    Settlement::advance(a, 820, sink, false);
    const QList<std::pair<qint64, qint64>> expected{{100, 460}, {460, 820}};
    EXPECT_EQ(periods, expected);
}

TEST(StopSolver, FindsTheFirstSecondOfEachCondition)
{
    Account a;
    a.available = Money::fromCents(1000); // ¥10
    a.dayEnd = 1'000'000;
    Running r;
    r.id = 1;
    r.segment = RateSegment::begin(0, Money::fromCents(218)); // ¥2.18/h
    r.bootStart = 0;
    a.instances = {r};
    // ¥10 at ¥2.18/h: the charge reaches 1000 fen at ceil(1000 × 3600 / 218) = 16514 s.
    auto stop = StopSolver::next(a, 0, 100'000);
    ASSERT_TRUE(stop);
    EXPECT_EQ(stop->at, 16514);
    EXPECT_EQ(stop->reason, StateReason::InsufficientBalance);
    EXPECT_LT(r.segment.costAt(16513).cents(), 1000);
    EXPECT_GE(r.segment.costAt(16514).cents(), 1000);

    a.instances[0].perBootLimit = Money::fromCents(500);
    stop = StopSolver::next(a, 0, 100'000);
    EXPECT_EQ(stop->reason, StateReason::SpendLimit);
    EXPECT_EQ(stop->at, 8257); // ceil(500 × 3600 / 218)
    a.instances[0].maxRunSeconds = 2 * 3600;
    EXPECT_EQ(StopSolver::next(a, 0, 100'000)->reason, StateReason::MaxRunTime);
    a.instances[0].stopAt = 60;
    EXPECT_EQ(StopSolver::next(a, 0, 100'000)->at, 60);
    // Nothing inside the window: no stop.
    EXPECT_FALSE(StopSolver::next(a, 0, 59));
}

namespace {

// One scripted user action at a platform second.
struct Action
{
    enum Kind { Start, Stop, Recharge, DailyLimit } kind;
    qint64 instance = 0;
    qint64 rate = 0;
    std::optional<qint64> stopAt, maxRun, perBoot;
    QString gpuType;
    qint64 spender = 1;
    qint64 amount = 0;
    std::optional<qint64> limit;
};

struct Settled
{
    std::map<std::pair<qint64, qint64>, QString> stops; // (instance, second) → reason
    QHash<qint64, Money> lines; // instance → sum of its lines
    QHash<qint64, Money> vouchers; // voucher → what it paid
    Money available;
};

Running startRunning(const Action &a, qint64 t)
{
    Running r;
    r.id = a.instance;
    r.segment = RateSegment::begin(t, Money::fromCents(a.rate));
    r.bootStart = t;
    r.gpuType = a.gpuType;
    r.spenderId = a.spender;
    r.stopAt = a.stopAt;
    r.maxRunSeconds = a.maxRun;
    if (a.perBoot)
        r.perBootLimit = Money::fromCents(*a.perBoot);
    return r;
}

void apply(Account &account, const Action &a, qint64 t)
{
    switch (a.kind) {
    case Action::Start:
        account.instances.append(startRunning(a, t));
        break;
    case Action::Stop:
        for (qsizetype i = 0; i < account.instances.size(); ++i) {
            if (account.instances[i].id == a.instance)
                account.instances.removeAt(i--);
        }
        break;
    case Action::Recharge:
        account.available += Money::fromCents(a.amount);
        break;
    case Action::DailyLimit:
        account.dailyLimit = a.limit ? std::optional<Money>(Money::fromCents(*a.limit)) : std::nullopt;
        break;
    }
}

// The reference: every second, settle everything by one second and test every condition, in the
// solver's order (instance conditions in instance order, then balance, then the daily limit).
Settled secondBySecond(Account account, const std::multimap<qint64, Action> &script, qint64 end)
{
    Settled out;
    const auto settleTo = [&](qint64 t) {
        for (Running &r : account.instances) {
            Money m = r.segment.settle(t);
            account.available -= m;
            account.spentToday += m;
            for (StopSolver::SpenderCap &cap : account.caps)
                cap.spentToday += cap.spenderId == r.spenderId ? m : Money();
            if (!m.isZero())
                out.lines[r.id] += m;
            // This second's charge is paid by the vouchers that cover it and are valid through it.
            for (StopSolver::Voucher &v : account.vouchers) {
                if (m.isZero() || !v.covers(r) || v.expiresAt < t || v.remaining <= Money())
                    continue;
                const Money take = std::min(m, v.remaining);
                v.remaining -= take;
                m -= take;
                account.available += take;
                out.vouchers[v.id] += take;
            }
        }
    };
    const auto checkStops = [&](qint64 t) {
        for (bool again = true; again;) {
            again = false;
            std::optional<std::pair<qint64, QString>> hit; // instance (0 = all), reason
            bool anyStoppable = false;
            for (const Running &r : account.instances) {
                if (hit)
                    break;
                anyStoppable = anyStoppable || r.stoppable;
                if (r.stopAt && *r.stopAt == t)
                    hit = {{r.id, u"scheduled"_s}};
                else if (r.maxRunSeconds && r.bootStart + *r.maxRunSeconds == t)
                    hit = {{r.id, u"max_run_time"_s}};
                else if (r.perBootLimit && r.bootBase + r.segment.costAt(t) >= *r.perBootLimit)
                    hit = {{r.id, u"spend_limit"_s}};
            }
            qint64 spender = 0;
            if (!hit && anyStoppable) {
                // Everything is settled to t here, so unsettled charges are zero: compare directly.
                QList<Money> left;
                for (const StopSolver::Voucher &v : account.vouchers)
                    left << (v.expiresAt > t ? v.remaining : Money());
                if (account.available <= Money() && !StopSolver::paidByVouchers(account, left))
                    hit = {{0, u"insufficient_balance"_s}};
                else if (account.dailyLimit && t < account.dayEnd && account.spentToday >= *account.dailyLimit)
                    hit = {{0, u"spend_limit"_s}};
                for (const StopSolver::SpenderCap &cap : account.caps) {
                    bool runs = false;
                    for (const Running &r : account.instances)
                        runs = runs || (r.stoppable && r.spenderId == cap.spenderId);
                    if (!hit && runs && t < account.dayEnd && cap.spentToday >= cap.limit) {
                        hit = {{0, u"spend_limit"_s}};
                        spender = cap.spenderId;
                    }
                }
            }
            if (hit) {
                const StopSolver::Stop stop{t, hit->first, spender, *Lifecycle::parseReason(hit->second)};
                for (qsizetype i = account.instances.size() - 1; i >= 0; --i) {
                    if (stop.hits(account.instances[i])) {
                        out.stops[{account.instances[i].id, t}] = hit->second;
                        account.instances.removeAt(i);
                    }
                }
                again = true;
            }
        }
    };
    for (qint64 t = 0; t <= end; ++t) {
        settleTo(t);
        if (t == account.dayEnd) {
            account.spentToday = Money();
            for (StopSolver::SpenderCap &cap : account.caps)
                cap.spentToday = Money();
            account.dayEnd += Settlement::kDaySeconds;
        }
        checkStops(t);
        auto [first, last] = script.equal_range(t);
        if (first != last) {
            for (auto it = first; it != last; ++it)
                apply(account, it->second, t);
            checkStops(t);
        }
    }
    out.available = account.available;
    return out;
}

// The platform's way: settle only at actions, at least every minute except in random outages.
Settled eventDriven(Account account, const std::multimap<qint64, Action> &script, qint64 end, QRandomGenerator &rng)
{
    Settled out;
    Settlement::Sink sink;
    sink.line = [&](const Running &r, qint64, qint64, Money m) { out.lines[r.id] += m; };
    sink.stopped = [&](const Running &r, const StopSolver::Stop &s) {
        out.stops[{r.id, s.at}] = Lifecycle::wire(s.reason);
    };
    sink.voucher
        = [&](const Running &, const StopSolver::Voucher &v, qint64, qint64, Money m) { out.vouchers[v.id] += m; };
    qint64 t = 0;
    auto next = script.begin();
    while (t <= end) {
        // Outages: now and then no tick for up to six hours.
        const qint64 step = rng.bounded(100) < 2 ? rng.bounded(60, 6 * 3600) : 60;
        qint64 target = std::min(end, t + step);
        if (next != script.end() && next->first <= target)
            target = next->first;
        Settlement::advance(account, target, sink);
        while (next != script.end() && next->first == target) {
            apply(account, next->second, target);
            ++next;
        }
        Settlement::advance(account, target, sink); // a start may stop at once (no balance)
        if (target == end)
            break;
        t = target + (target == t ? 1 : 0);
        if (target > t)
            t = target;
    }
    out.available = account.available;
    return out;
}

std::multimap<qint64, Action> randomScript(QRandomGenerator &rng, qint64 end, int actions)
{
    std::multimap<qint64, Action> script;
    const qint64 rates[] = {15, 88, 99, 158, 218, 688, 6000};
    qint64 nextId = 1;
    QList<qint64> started;
    for (int i = 0; i < actions; ++i) {
        const qint64 t = rng.bounded(end);
        Action a;
        const int dice = rng.bounded(100);
        if (dice < 45 || started.isEmpty()) {
            a.kind = Action::Start;
            a.instance = nextId++;
            a.rate = rates[rng.bounded(int(std::size(rates)))];
            a.gpuType = rng.bounded(2) ? u"small"_s : u"big"_s;
            a.spender = rng.bounded(1, 3);
            if (rng.bounded(4) == 0)
                a.stopAt = t + rng.bounded(1, 20 * 3600);
            if (rng.bounded(4) == 0)
                a.maxRun = 4 * 3600;
            if (rng.bounded(4) == 0)
                a.perBoot = rng.bounded(50, 3000);
            started << a.instance;
        } else if (dice < 80) {
            a.kind = Action::Stop; // may name an instance that already stopped: then nothing happens
            a.instance = started[rng.bounded(int(started.size()))];
        } else if (dice < 92) {
            a.kind = Action::Recharge;
            a.amount = rng.bounded(100, 20000);
        } else {
            a.kind = Action::DailyLimit;
            if (rng.bounded(3))
                a.limit = rng.bounded(500, 10000);
        }
        script.insert({t, a});
    }
    return script;
}

} // namespace

TEST(Settlement, AThirtyDayMonthOfRandomTransitionsMatchesTheSecondBySecondReference)
{
    for (const quint32 seed : {1u, 3u}) {
        QRandomGenerator rng(seed);
        const qint64 end = 30 * Settlement::kDaySeconds;
        const auto script = randomScript(rng, end, 1000);
        Account start;
        start.available = Money::fromCents(30000); // ¥300 to begin with
        start.dayEnd = Settlement::kDaySeconds;
        // A voucher for the small card that expires on day 5, then one for any card until day 12
        // (narrower vouchers are drawn first, as the platform orders them).
        start.vouchers = {{1, Money::fromCents(900), 5 * Settlement::kDaySeconds, {u"small"_s}},
                          {2, Money::fromCents(1500), 12 * Settlement::kDaySeconds, {}}};
        // Member 2 may spend ¥60 a day of the wallet.
        start.caps = {{2, Money::fromCents(6000), Money()}};
        // A detached volume: storage that runs all month and that no limit stops.
        Running volume;
        volume.id = 999;
        volume.segment = RateSegment::begin(0, Money::fromCents(7));
        volume.stoppable = false;
        start.instances = {volume};
        const Settled reference = secondBySecond(start, script, end);
        const Settled events = eventDriven(start, script, end, rng);
        ASSERT_FALSE(reference.stops.empty());
        EXPECT_EQ(events.stops, reference.stops) << "seed " << seed;
        EXPECT_EQ(events.lines, reference.lines) << "seed " << seed;
        EXPECT_EQ(events.available, reference.available) << "seed " << seed;
        EXPECT_EQ(events.vouchers, reference.vouchers) << "seed " << seed;
        EXPECT_EQ(reference.vouchers.value(1).cents(), 900) << "the small-card voucher was used up";
        EXPECT_GT(reference.vouchers.value(2).cents(), 0);
        // The volume was never stopped, and it kept accruing when the balance ran out.
        EXPECT_EQ(reference.lines.value(999).cents(), 7 * end / 3600);
        // The month exercises every kind of stop, not just the easy ones.
        for (const QString &reason : {u"insufficient_balance"_s, u"spend_limit"_s, u"max_run_time"_s, u"scheduled"_s}) {
            int count = 0;
            for (const auto &[key, why] : reference.stops)
                count += why == reason ? 1 : 0;
            EXPECT_GT(count, 0) << reason.toStdString() << " never happened with seed " << seed;
        }
    }
}

TEST(Settlement, AnOutageIsReplayedWithTheStopAtItsExactSecond)
{
    Account a;
    a.available = Money::fromCents(1000);
    a.dayEnd = Settlement::kDaySeconds;
    Running r;
    r.id = 7;
    r.segment = RateSegment::begin(0, Money::fromCents(218));
    a.instances = {r};
    std::vector<std::pair<qint64, Money>> lines;
    std::optional<StopSolver::Stop> stopped;
    Settlement::Sink sink;
    sink.line = [&](const Running &, qint64, qint64 to, Money m) { lines.push_back({to, m}); };
    sink.stopped = [&](const Running &, const StopSolver::Stop &s) { stopped = s; };
    // The platform was down from second 0 to a day later: one settlement covers it all.
    Settlement::advance(a, Settlement::kDaySeconds - 1, sink);
    ASSERT_TRUE(stopped);
    EXPECT_EQ(stopped->at, 16514);
    EXPECT_EQ(stopped->reason, StateReason::InsufficientBalance);
    ASSERT_EQ(lines.size(), 1u);
    EXPECT_EQ(lines[0].first, 16514);
    EXPECT_EQ(lines[0].second.cents(), 1000); // exactly the balance: floor(218 × 16514 / 3600) = 1000
    EXPECT_TRUE(a.available.isZero());
    EXPECT_TRUE(a.instances.isEmpty());
}
