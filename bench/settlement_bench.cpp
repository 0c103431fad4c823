// One settlement pass (a platform minute) over 10,000 running instances in 1,000 accounts, against
// a plain loop that only adds the same per-instance charges, measured in the same run.
// Target: the pass within 50 ms.
#include "bench/lib/benchrow.h"
#include "platform/billing/settlement.h"

#include <QElapsedTimer>
#include <QRandomGenerator>

#include <cstdio>
#include <vector>

using namespace Qt::StringLiterals;

int main()
{
    constexpr int kAccounts = 1000;
    constexpr int kPerAccount = 10;
    const qint64 rates[] = {15, 88, 99, 158, 218, 688, 6000};
    QRandomGenerator rng(42);
    std::vector<StopSolver::Account> accounts(kAccounts);
    qint64 id = 1;
    for (StopSolver::Account &a : accounts) {
        a.available = Money::fromCents(10'000'000);
        a.dailyLimit = Money::fromCents(5'000'000);
        a.dayEnd = Settlement::kDaySeconds;
        for (int i = 0; i < kPerAccount; ++i) {
            StopSolver::Running r;
            r.id = id++;
            r.segment = RateSegment::begin(0, Money::fromCents(rates[rng.bounded(7)]));
            r.perBootLimit = Money::fromCents(1'000'000);
            r.stopAt = 10 * Settlement::kDaySeconds;
            a.instances.append(r);
        }
    }
    qint64 lines = 0;
    Settlement::Sink sink;
    sink.line = [&](const StopSolver::Running &, qint64, qint64, Money) { ++lines; };

    QElapsedTimer timer;
    timer.start();
    for (StopSolver::Account &a : accounts)
        Settlement::advance(a, 60, sink);
    const double passMs = double(timer.nsecsElapsed()) / 1e6;

    // Peer: the same charges computed in a plain loop, with no stop conditions to solve.
    timer.restart();
    Money total;
    for (const StopSolver::Account &a : accounts) {
        for (const StopSolver::Running &r : a.instances)
            total += Money::forDuration(r.segment.rate, 120) - Money::forDuration(r.segment.rate, 60);
    }
    const double plainMs = double(timer.nsecsElapsed()) / 1e6;

    std::printf("settlement pass over %d instances: %.2f ms (%lld lines), target <= 50 ms\n", kAccounts * kPerAccount,
                passMs, static_cast<long long>(lines));
    std::printf("plain charge loop: %.3f ms (checksum %lld); ratio pass/plain: %.0fx\n", plainMs,
                static_cast<long long>(total.cents()), passMs / std::max(plainMs, 1e-6));
    BenchRow{u"settlement-engine"_s,
             u"settlement engine: a platform minute of %1 running instances"_s.arg(kAccounts * kPerAccount),
             u"a plain loop adding the same charges"_s,
             u"%1 ms"_s.arg(passMs, 0, 'f', 2),
             u"%1 ms"_s.arg(plainMs, 0, 'f', 3),
             {},
             u"<= 50 ms"_s,
             passMs <= 50}
        .print();
    return 0;
}
