// The console's wiring against a real sandbox, without a window: log in to the demo account, see
// an instance appear and run with its cost rising, hear when the platform stops it for a spend
// limit, get a refusal as the core's sentence, and find the usage recorded locally.
#include "core/api/platform.h"
#include "core/console/console.h"
#include "core/console/consoleservices.h"
#include "core/session/filesecretbackend.h"
#include "core/session/secretstore.h"
#include "core/session/session.h"
#include "core/store/localstore.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxclock.h"
#include "tests/support/sandboxprocess.h"
#include "tests/ui/democonsole.h"
#include "ui/instances/instancetablemodel.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

template <typename T> T done(const std::function<void(QObject *, Platform::Done<T>)> &call)
{
    std::optional<ApiResult<T>> result;
    QObject context;
    call(&context, [&](const ApiResult<T> &r) { result = r; });
    EXPECT_TRUE(QTest::qWaitFor([&] { return result.has_value(); }, 10000));
    EXPECT_TRUE(result && result->ok()) << (result ? result->error().summary().toStdString() : "no answer");
    return result && result->ok() ? result->value() : T{};
}

} // namespace

TEST(Console, TheDemoAccountsInstanceRunsTicksAndIsStoppedByItsSpendLimit)
{
    QTemporaryDir dir;
    QString error;
    DemoConsole demo;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    // The services with the local store only: the usage of each poll is kept there.
    ConsolePaths paths;
    paths.usageDatabase = dir.path() + u"/gpudesk.db"_s;
    auto services = std::make_unique<ConsoleServices>(demo.console(), paths);
    leaveTheBillingEvening(demo.url()); // the daily limit counts today's spend
    Console &console = demo.console();
    ASSERT_TRUE(demo.logIn());

    Platform &platform = console.platform();
    done<Billing>([&](QObject *c, Platform::Done<Billing> d) {
        platform.facet<WalletRecharge>()->recharge(Money::fromCents(10000), c, d);
    });
    InstanceSpec spec;
    spec.name = u"demo run"_s;
    spec.region = u"cn-north-1"_s;
    spec.gpuType = u"rtx-3090-24g"_s;
    spec.image = u"ubuntu-22.04"_s;
    const Instance created
        = done<Instance>([&](QObject *c, Platform::Done<Instance> d) { platform.createInstance(spec, c, d); });
    demo.advance(3600);
    InstanceTableModel model; // as the Instances page shows them
    model.follow(console);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const int row = model.rowOf(created.id);
            return row >= 0 && model.instance(row)->state == InstanceState::Running;
        },
        10000));
    // The meter ticks every second from the platform's clock: an hour at ¥1.58/h.
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return !console.reading().instances.isEmpty() && console.reading().total >= Money::fromCents(158); },
        10000));
    EXPECT_EQ(console.reading().ratePerHour, Money::fromCents(158));
    EXPECT_EQ(model.data(model.index(model.rowOf(created.id), InstanceTableModel::Cost), Qt::DisplayRole).toString(),
              console.currency().format(console.reading().instances[0].boot));

    // A daily limit it has already passed: the platform stops it, and the console says why.
    QSignalSpy stopped(&console, &Console::instanceStopped);
    SpendLimitsChange limit;
    limit.dailyLimit = std::optional<Money>(Money::fromCents(100));
    done<Account>([&](QObject *c, Platform::Done<Account> d) {
        platform.facet<SpendLimitSettings>()->setSpendLimits(limit, c, d);
    });
    demo.advance(60);
    ASSERT_TRUE(stopped.wait(10000));
    EXPECT_EQ(stopped.first().at(0).value<Instance>().id, created.id);
    EXPECT_TRUE(stopped.first().at(1).toString().contains(u"a spend limit was reached"_s))
        << stopped.first().at(1).toString().toStdString();

    // Starting it again is refused, in the core's words.
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return model.instance(model.rowOf(created.id))->state == InstanceState::Stopped; }, 10000));
    QSignalSpy failed(&console, &Console::actionFailed);
    console.start(created.id, true);
    ASSERT_TRUE(failed.wait(10000));
    const ApiError refusal = failed.first().at(1).value<ApiError>();
    EXPECT_EQ(refusal.code, u"spend_limit_reached"_s);
    EXPECT_EQ(refusal.remedy(), ApiError::Remedy::RaiseSpendLimit);

    // The samples were written off the GUI thread; closing the store writes what is queued.
    services.reset();
    demo.stop();
    LocalStore store;
    ASSERT_TRUE(store.open(dir.path() + u"/gpudesk.db"_s, &error)) << error.toStdString();
    EXPECT_FALSE(store
                     .samples(demo.url().toString(), created.id, QDateTime::fromSecsSinceEpoch(0),
                              QDateTime::currentDateTimeUtc().addDays(2))
                     .isEmpty());
}
