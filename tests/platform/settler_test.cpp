// The sandbox's settlement as it runs: wallets kept in memory from one pass to the next must
// settle exactly as wallets loaded from the database each time, and passes on the settlement
// thread (Settler) beside the changes a user makes must bill exactly what the same changes bill
// with every pass run in between on one thread.
#include "common/clock.h"
#include "platform/accounts/accountstore.h"
#include "platform/instances/catalog.h"
#include "platform/instances/instancestore.h"
#include "platform/instances/metering.h"
#include "platform/runtime/disks.h"
#include "platform/server/settler.h"
#include "platform/store/database.h"
#include "tests/platform/rowdump.h"

#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTimeZone>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

constexpr int kWallets = 12;
constexpr int kPerWallet = 3;

/// A sandbox's billing on its own database: wallets with on-demand instances (some running, some
/// stopped), a voucher for one card, daily limits, low balances that run out, a volume billed by the
/// day. The same seed makes the same world.
struct SettlerWorld
{
    explicit SettlerWorld(bool keepWallets)
        : clock(1'800'000'000'000LL)
        , catalog(Catalog::defaults())
    {
        QString error;
        EXPECT_TRUE(db.open(dir.path() + u"/sandbox.db"_s, &error)) << error.toStdString();
        disks = std::make_unique<Disks>(dir.path());
        instances = std::make_unique<InstanceStore>(db, *disks);
        accounts = std::make_unique<AccountStore>(db, clock, QStringList());
        seed();
        Metering::Settings settings;
        settings.bootDelaySeconds = 10;
        settings.bootTimeoutSeconds = 120;
        settings.readyAtStart = true;
        settings.keepWallets = keepWallets;
        metering = std::make_unique<Metering>(db, clock, catalog, *accounts, *instances, *disks,
                                              QTimeZone("Asia/Shanghai"), settings);
        metering->catchUpAll();
    }

    void seed()
    {
        const qint64 t0 = clock.nowSeconds();
        const QStringList cards = {u"rtx-3090-24g"_s, u"rtx-4090-24g"_s, u"a100-40g"_s};
        db.transaction();
        for (int w = 1; w <= kWallets; ++w) {
            // Every third wallet has little money, every fourth a daily limit: stops come from both.
            const qint64 balance = w % 3 == 0 ? 1500 : 200000;
            db.exec(u"INSERT INTO accounts (id, phone, password_hash, created_at, verification_status, "
                    "daily_limit_cents) VALUES (?, ?, 'x', ?, 'approved', ?)"_s,
                    {w, QString::number(13000000000LL + w), t0,
                     w % 4 == 0 ? QVariant(2500) : QVariant(QMetaType(QMetaType::LongLong))});
            db.exec(u"INSERT INTO ledger (account_id, spender_id, kind, amount_cents, period_start, period_end) "
                    "VALUES (?, ?, 'recharge', ?, ?, ?)"_s,
                    {w, w, -balance, t0, t0});
            if (w % 2 == 0)
                db.exec(u"INSERT INTO vouchers (account_id, amount_cents, remaining_cents, expires_at, gpu_types, "
                        "created_at) VALUES (?, 800, 800, ?, 'rtx-3090-24g', ?)"_s,
                        {w, t0 + 86400, t0});
            if (w % 5 == 0)
                db.exec(u"INSERT INTO volumes (wallet_id, account_id, name, region, size_gb, created_at, seg_start, "
                        "seg_rate_cents, seg_settled_to, seg_settled_cents, seg_line_from) VALUES (?, ?, 'v', "
                        "'cn-north-1', 100, ?, ?, 100, ?, 0, ?)"_s,
                        {w, w, t0, t0, t0, t0});
            for (int i = 0; i < kPerWallet; ++i) {
                const bool running = (w + i) % 3 != 0;
                const QString card = cards[(w + i) % cards.size()];
                db.exec(u"INSERT INTO instances (account_id, wallet_id, name, slug, state, state_reason, state_since, "
                        "mode, region, gpu_type, gpu_count, image, billing_mode, system_disk_gb, data_disk_gb, ports, "
                        "created_at, started_at, seg_kind, seg_start, seg_rate_cents, seg_settled_to, "
                        "seg_settled_cents) VALUES (?, ?, 'i', ?, ?, 'user', ?, 'gpu', 'cn-north-1', ?, 1, "
                        "'ubuntu-22.04', 'on_demand', 30, 0, '[]', ?, ?, ?, ?, ?, ?, 0)"_s,
                        {w, w, u"i-%1-%2"_s.arg(w).arg(i), running ? u"running"_s : u"stopped"_s, t0, card, t0,
                         running ? QVariant(t0) : QVariant(QMetaType(QMetaType::LongLong)),
                         running ? u"compute"_s : u"storage"_s, t0,
                         running ? catalog.gpuType(card)->priceCentsPerHour : 1, t0});
            }
        }
        db.commit();
    }

    /// Starts a stopped instance or stops a running one, as the routes do, at now.
    void toggle(qint64 walletId, int index)
    {
        Metering::Session session = metering->open(walletId);
        const qint64 id = (walletId - 1) * kPerWallet + index + 1;
        Instance *i = session.instance(id);
        if (!i)
            return;
        if (i->state == InstanceState::Running || i->state == InstanceState::Starting)
            session.transition(*i, InstanceState::Stopping, StateReason::User, u"Stopped by the user."_s);
        else if (i->state == InstanceState::Stopped && session.balance() > Money::fromCents(100))
            session.transition(*i, InstanceState::Starting, StateReason::User, u"Starting with its GPUs."_s);
        session.commit();
    }

    QStringList dump(const QString &sql) { return RowDump::rows(db, sql); }

    QTemporaryDir dir;
    Database db;
    ManualClock clock;
    Catalog catalog;
    std::unique_ptr<Disks> disks;
    std::unique_ptr<InstanceStore> instances;
    std::unique_ptr<AccountStore> accounts;
    std::unique_ptr<Metering> metering;
};

const QString kLedger = u"SELECT id, account_id, spender_id, instance_id, volume_id, kind, amount_cents, period_start, "
                        "period_end, voucher_id, segment_start, segment_rate_cents, gpu_type FROM ledger ORDER BY id"_s;
const QString kInstances = u"SELECT id, state, state_reason, state_since, seg_kind, seg_start, seg_rate_cents, "
                           "stop_reason FROM instances ORDER BY id"_s;
const QString kWalletMeters
    = u"SELECT wallet_id, settled_to, balance_line_id, balance_cents, hex(progress) FROM wallet_meters ORDER BY 1"_s;
const QString kVouchers = u"SELECT id, remaining_cents FROM vouchers ORDER BY id"_s;
/// What each meter cost in all, however its lines were sliced.
const QString kTotals = u"SELECT account_id, instance_id, volume_id, kind, SUM(amount_cents) FROM ledger "
                        "GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4"_s;

using RowDump::firstDifference;

} // namespace

TEST(SettlementKept, WalletsKeptFromPassToPassSettleExactlyAsWalletsLoadedEachTime)
{
    SettlerWorld kept(true), loaded(false);
    QRandomGenerator rng(7);
    // Two and a half platform days in uneven steps: day cuts, boots that end, stops at a balance
    // or a daily limit, vouchers that run out and expire, a user's starts and stops between.
    for (int step = 0; step < 400; ++step) {
        const qint64 seconds = rng.bounded(1, 900);
        const bool change = rng.bounded(5) == 0;
        const qint64 wallet = rng.bounded(1, kWallets + 1);
        const int index = rng.bounded(kPerWallet);
        for (SettlerWorld *w : {&kept, &loaded}) {
            w->clock.advanceSeconds(seconds);
            if (change)
                w->toggle(wallet, index);
            w->metering->catchUpAll();
        }
    }
    EXPECT_GT(kept.dump(kLedger).size(), 2000);
    EXPECT_EQ(firstDifference(kept.dump(kLedger), loaded.dump(kLedger)), "");
    EXPECT_EQ(firstDifference(kept.dump(kInstances), loaded.dump(kInstances)), "");
    EXPECT_EQ(firstDifference(kept.dump(kWalletMeters), loaded.dump(kWalletMeters)), "");
    EXPECT_EQ(firstDifference(kept.dump(kVouchers), loaded.dump(kVouchers)), "");
    // Stops happened for each reason the world was built to have.
    const QStringList states = kept.dump(kInstances);
    EXPECT_TRUE(states.filter(u"|insufficient_balance|"_s).size() + states.filter(u"|spend_limit|"_s).size() > 0)
        << states.join(u'\n').toStdString();
}

TEST(SettlementThread, PassesOnTheSettlementThreadBesideUserChangesBillWhatPassesInBetweenBill)
{
    SettlerWorld threaded(true), serial(true);
    QRandomGenerator rng(11);
    {
        // Passes back to back on the settlement thread while this one, as the HTTP thread does,
        // moves time and starts and stops instances.
        Settler settler(threaded.db, 0, [&] { threaded.metering->catchUpAll(); });
        for (int step = 0; step < 300; ++step) {
            const qint64 seconds = rng.bounded(1, 240);
            const qint64 wallet = rng.bounded(1, kWallets + 1);
            const int index = rng.bounded(kPerWallet);
            for (SettlerWorld *w : {&threaded, &serial}) {
                w->clock.advanceSeconds(seconds);
                w->toggle(wallet, index);
            }
            serial.metering->catchUpAll();
        }
    }
    threaded.metering->catchUpAll();
    serial.metering->catchUpAll();
    EXPECT_EQ(firstDifference(threaded.dump(kTotals), serial.dump(kTotals)), "");
    EXPECT_EQ(firstDifference(threaded.dump(kInstances), serial.dump(kInstances)), "");
    EXPECT_EQ(firstDifference(threaded.dump(kVouchers), serial.dump(kVouchers)), "");
    EXPECT_EQ(threaded.dump(u"SELECT wallet_id, balance_cents FROM wallet_meters ORDER BY 1"_s),
              serial.dump(u"SELECT wallet_id, balance_cents FROM wallet_meters ORDER BY 1"_s));
    // Every instance's lines follow each other without a second billed twice.
    const QStringList lines
        = threaded.dump(u"SELECT instance_id, period_start, period_end FROM ledger WHERE kind != "
                        "'voucher' AND instance_id IS NOT NULL ORDER BY instance_id, period_start"_s);
    QHash<QString, qint64> lastEnd;
    for (const QString &line : lines) {
        const QStringList f = line.split(u'|');
        EXPECT_GE(f[1].toLongLong(), lastEnd.value(f[0])) << line.toStdString();
        lastEnd[f[0]] = f[2].toLongLong();
    }
}
