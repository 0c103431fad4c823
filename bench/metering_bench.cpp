// The sandbox's settlement as it really runs: a platform minute for 10,000 running instances in
// 1,000 wallets, loaded from and written to SQLite by Metering on a thread of its own (the
// Settler's), beside the same pass of the pure engine on the same figures in memory. Then the same
// pass once more on a second thread while this one, as the HTTP thread would, opens and commits a
// session on one wallet after another (what a start or a stop does), timing each.
// Targets: the pass within 50 ms; a request waits for one batch of the pass, never the whole of it.
#include "bench/lib/benchrow.h"
#include "common/clock.h"
#include "platform/accounts/accountstore.h"
#include "platform/billing/settlement.h"
#include "platform/instances/catalog.h"
#include "platform/instances/instancestore.h"
#include "platform/instances/metering.h"
#include "platform/runtime/disks.h"
#include "platform/store/database.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <cstdio>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    constexpr int kWallets = 1000;
    constexpr int kPerWallet = 10;
    QTemporaryDir dir;
    Database db;
    QString error;
    if (!db.open(dir.path() + u"/bench.db"_s, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    ManualClock clock(1'800'000'000'000LL);
    const qint64 t0 = clock.nowSeconds();
    const Catalog catalog = Catalog::defaults();
    const qint64 rates[] = {88, 99, 158, 180, 218, 320, 450};
    db.transaction();
    for (int w = 1; w <= kWallets; ++w) {
        db.exec(u"INSERT INTO accounts (id, phone, password_hash, created_at, verification_status) "
                "VALUES (?, ?, 'x', ?, 'approved')"_s,
                {w, QString::number(13000000000LL + w), t0});
        db.exec(u"INSERT INTO ledger (account_id, spender_id, kind, amount_cents, period_start, period_end) "
                "VALUES (?, ?, 'recharge', -10000000, ?, ?)"_s,
                {w, w, t0, t0});
        db.exec(u"INSERT INTO wallet_meters (wallet_id, settled_to) VALUES (?, ?)"_s, {w, t0});
        for (int i = 0; i < kPerWallet; ++i) {
            const qint64 rate = rates[(w * kPerWallet + i) % 7];
            db.exec(
                u"INSERT INTO instances (account_id, wallet_id, name, slug, state, state_reason, state_since, mode, "
                "region, gpu_type, gpu_count, image, billing_mode, system_disk_gb, data_disk_gb, ports, created_at, "
                "started_at, seg_kind, seg_start, seg_rate_cents, seg_settled_to, seg_settled_cents) VALUES (?, ?, "
                "'b', ?, 'running', 'user', ?, 'gpu', 'cn-north-1', 'rtx-4090-24g', 1, 'ubuntu-22.04', 'on_demand', "
                "30, 0, '[]', ?, ?, 'compute', ?, ?, ?, 0)"_s,
                {w, w, u"b-%1-%2"_s.arg(w).arg(i), t0, t0, t0, t0, rate, t0});
        }
    }
    db.commit();

    Disks disks(dir.path());
    InstanceStore instances(db, disks);
    AccountStore accounts(db, clock, {});
    Metering metering(db, clock, catalog, accounts, instances, disks, QTimeZone("Asia/Shanghai"), {});
    metering.catchUpAll(); // loads every wallet once (the state after a start)
    db.endReads(); // as the HTTP thread's does whenever it waits
    // Passes on their own thread, as the Settler runs them (one thread, its connection kept): the
    // median of five platform minutes.
    QList<double> passes, checkpoints;
    QThread *settler = QThread::create([&] {
        for (int round = 0; round < 5; ++round) {
            clock.advanceSeconds(Metering::kLineSeconds);
            QElapsedTimer t;
            t.start();
            metering.catchUpAll();
            passes << double(t.nsecsElapsed()) / 1e6;
            t.restart();
            db.checkpoint();
            checkpoints << double(t.nsecsElapsed()) / 1e6;
        }
        db.closeThisThread();
    });
    settler->start();
    settler->wait();
    delete settler;
    const auto median = [](QList<double> v) {
        std::sort(v.begin(), v.end());
        return v.isEmpty() ? 0.0 : v[v.size() / 2];
    };
    const double storedMs = median(passes);
    db.endReads();
    const qint64 lines = db.scalar(u"SELECT COUNT(*) FROM ledger WHERE kind = 'compute'"_s).toLongLong();

    // A pass on its thread while this one commits a session on one wallet after another.
    clock.advanceSeconds(Metering::kLineSeconds);
    std::atomic<bool> passing = true;
    double concurrentPassMs = 0;
    settler = QThread::create([&] {
        QElapsedTimer t;
        t.start();
        metering.catchUpAll();
        concurrentPassMs = double(t.nsecsElapsed()) / 1e6;
        db.closeThisThread();
        passing = false;
    });
    QList<double> waits;
    settler->start();
    for (qint64 w = 1; passing; w = w % kWallets + 1) {
        QElapsedTimer t;
        t.start();
        metering.open(w).commit();
        waits << double(t.nsecsElapsed()) / 1e6;
    }
    settler->wait();
    delete settler;
    const double longestWait = waits.isEmpty() ? 0 : *std::max_element(waits.begin(), waits.end());

    // The pure engine on the same figures.
    std::vector<StopSolver::Account> pure(kWallets);
    for (int w = 0; w < kWallets; ++w) {
        pure[w].available = Money::fromCents(10'000'000);
        pure[w].dayEnd = t0 + Settlement::kDaySeconds;
        for (int i = 0; i < kPerWallet; ++i) {
            StopSolver::Running r;
            r.id = i + 1;
            r.segment = RateSegment::begin(t0, Money::fromCents(rates[((w + 1) * kPerWallet + i) % 7]));
            pure[w].instances.append(r);
        }
    }
    Settlement::Sink sink;
    qint64 pureLines = 0;
    sink.line = [&](const StopSolver::Running &, qint64, qint64, Money) { ++pureLines; };
    QElapsedTimer timer;
    timer.start();
    for (StopSolver::Account &a : pure)
        Settlement::advance(a, t0 + Metering::kLineSeconds, sink);
    const double engineMs = double(timer.nsecsElapsed()) / 1e6;

    std::printf("engine pass over %d instances: %.2f ms (%lld lines), target <= 50 ms\n", kWallets * kPerWallet,
                engineMs, static_cast<long long>(pureLines));
    std::printf("stored pass on its own thread, median of %lld: %.1f ms (%lld lines in all), then the WAL "
                "checkpoint %.1f ms\n",
                static_cast<long long>(passes.size()), storedMs, static_cast<long long>(lines), median(checkpoints));
    for (double p : std::as_const(passes))
        std::printf("  pass %.1f ms\n", p);
    std::printf("a pass of %.1f ms with sessions committed beside it: %lld sessions, the longest %.1f ms\n",
                concurrentPassMs, static_cast<long long>(waits.size()), longestWait);
    BenchRow{u"settlement-stored"_s,
             u"the sandbox's settlement pass: %1 instances in %2 wallets, stored, on its own thread"_s
                 .arg(kWallets * kPerWallet)
                 .arg(kWallets),
             u"the engine alone on the same figures"_s,
             u"%1 ms"_s.arg(storedMs, 0, 'f', 1),
             u"%1 ms"_s.arg(engineMs, 0, 'f', 2),
             {},
             u"<= 50 ms"_s,
             storedMs <= 50}
        .print();
    BenchRow{u"settlement-wait"_s,
             u"the longest a session (a start, a stop) waited while that pass ran beside it"_s,
             u"the pass"_s,
             u"%1 ms"_s.arg(longestWait, 0, 'f', 1),
             u"%1 ms"_s.arg(concurrentPassMs, 0, 'f', 1),
             {},
             u"one batch, not the pass"_s,
             longestWait < concurrentPassMs / 2}
        .print();
    return 0;
}
