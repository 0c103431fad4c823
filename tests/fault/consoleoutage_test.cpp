// The console (its window, poller and meter) against a real sandbox through the fault proxy, when
// the platform goes away for a while: killed with -9 and started again behind a network that is
// down. Offline within one poll, the last good figures kept and estimated forward, nothing piled
// up on screen, and right again within one poll of the platform answering.
//
// The suite's outage lasts 30 s; GPUDESK_OUTAGE_S=300 runs the five-minute form (README, "Long runs").
#include "common/clock.h"
#include "core/api/restplatform.h"
#include "core/console/console.h"
#include "core/console/consoleservices.h"
#include "core/session/filesecretbackend.h"
#include "core/session/secretstore.h"
#include "core/session/session.h"
#include "tests/fault/faultproxy.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxprocess.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/shell/mainwindow.h"

#include <QApplication>
#include <QDialog>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

int outageSeconds()
{
    bool ok = false;
    const int s = qEnvironmentVariableIntValue("GPUDESK_OUTAGE_S", &ok);
    return ok && s > 0 ? s : 30;
}

QList<QWidget *> openDialogs()
{
    QList<QWidget *> open;
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (w->isVisible() && qobject_cast<QDialog *>(w))
            open << w;
    }
    return open;
}

} // namespace

TEST(ConsoleOutage, OfflineWithinAPollKeepsTheLastFiguresAndIsRightAgainWithinAPollOfTheReturn)
{
    // Real-time platform clock (×1): what accrues during the test is a fraction of a fen.
    SandboxProcess sandbox(
        {u"--time-scale"_s, u"1"_s, u"--boot-delay"_s, u"0"_s, u"--runtime"_s, u"none"_s, u"--demo"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    FaultProxy proxy(sandbox.url());

    StatusPoller::Settings polls;
    polls.schedule.transitionMs = 200;
    polls.schedule.steadyMs = 500;
    polls.schedule.idleMs = 500;
    polls.schedule.firstBackoffMs = 500;
    polls.schedule.maxBackoffMs = 1000;
    polls.healthEveryMs = 1000;
    constexpr int kOnePollMs = 1000 + 2000; // the longest wait between polls, and the poll itself
    QTemporaryDir secrets;
    ManualClock local(QDateTime(QDate(2026, 12, 2), QTime(9, 0), QTimeZone::utc()).toMSecsSinceEpoch());
    Console console(std::make_unique<RestPlatform>(proxy.url()), RestPlatform::pollerFactory(proxy.url(), 2000),
                    std::make_unique<SecretStore>(
                        nullptr, std::make_unique<FileSecretBackend>(secrets.path() + u"/secrets.json"_s)),
                    local, polls);
    ConsoleServices services(console, {});
    MainWindow window(local);
    window.show();
    window.setServices(&services);
    console.setWindowVisible(true);
    console.session().logIn(u"13800000000"_s, u"sandbox-demo"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return console.isLoaded(); }, 10000));
    auto *page = window.findChild<InstancesPage *>();
    ASSERT_TRUE(page);

    HttpClient direct(sandbox.url());
    direct.setToken(console.session().token());
    const auto created = direct.post(u"/v1/instances"_s,
                                     {{u"name"_s, u"overnight"_s},
                                      {u"region"_s, u"cn-north-1"_s},
                                      {u"gpu_type"_s, u"rtx-4090-24g"_s},
                                      {u"image"_s, u"pytorch-2.5.1-cu124"_s}});
    ASSERT_EQ(created.status, 202) << created.body.toStdString();
    const QString id = created.json.value(u"id"_s).toString();
    InstanceTableModel &model = page->model();
    const auto stateShown = [&]() -> std::optional<InstanceState> {
        const int row = model.rowOf(id);
        if (row < 0)
            return std::nullopt;
        return model.instance(row)->state.value();
    };
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return stateShown() == InstanceState::Running && console.reading().ratePerHour > Money(); }, 10000));

    // Down: the network first (every connection reset), then the platform killed outright.
    QElapsedTimer outage;
    outage.start();
    proxy.setDown(true);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !console.isOnline(); }, kOnePollMs));
    // The address stays the proxy's: another program asking for a free port (a test beside this
    // one starting its own sandbox) must not be handed it and answer the console in its place.
    QTcpServer other;
    EXPECT_FALSE(other.listen(QHostAddress::LocalHost, quint16(proxy.url().port())));
    EXPECT_TRUE(page->warningText().startsWith(u"Offline:"_s)) << page->warningText().toStdString();
    sandbox.kill();
    // It comes back at once (on its port, from its data), started as the console's launcher starts
    // it (any port): at its address, while the network is still down. At once, so that its port
    // is free only for the moment a restart takes (a test beside this one could be handed it).
    const QUrl address = sandbox.url();
    sandbox.forgetPort();
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    ASSERT_EQ(sandbox.url(), address);

    // While the network is away: the last good list, the meter estimating forward at the instance's rate,
    // the figures marked stale once they are old, and no dialog about it.
    EXPECT_EQ(stateShown(), InstanceState::Running);
    const BillingReading before = console.reading();
    ASSERT_GT(before.ratePerHour, Money());
    QSignalSpy ticked(&console, &Console::readingChanged);
    local.advanceMs(3600 * 1000);
    ASSERT_TRUE(ticked.wait(5000)); // the meter's next tick
    const BillingReading anHourOn = console.reading();
    EXPECT_GE(anHourOn.total - before.total, before.ratePerHour - Money::fromCents(1));
    EXPECT_TRUE(anHourOn.stale);
    EXPECT_TRUE(openDialogs().isEmpty());

    // The account changes meanwhile from elsewhere: stopped and recharged.
    ASSERT_EQ(direct.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    ASSERT_EQ(direct.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 5000}}).status, 201);
    while (outage.elapsed() < outageSeconds() * 1000LL) {
        QTest::qWait(1000); // kept: the outage lasts a set time, looked at once a second
        ASSERT_FALSE(console.isOnline());
        ASSERT_EQ(stateShown(), InstanceState::Running) << "nothing is invented while offline";
    }
    EXPECT_TRUE(openDialogs().isEmpty());

    // Back: within one poll the table and the money line are the platform's.
    proxy.setDown(false);
    QElapsedTimer back;
    back.start();
    const auto platformBalance
        = [&] { return direct.get(u"/v1/billing"_s).json.value(u"balance_cents"_s).toInteger(); };
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return console.isOnline() && stateShown() != InstanceState::Running
                && std::abs(console.reading().balance.cents() - platformBalance()) <= 1;
        },
        kOnePollMs))
        << "after " << back.elapsed() << " ms: online " << console.isOnline() << ", balance "
        << console.reading().balance.cents() << " vs " << platformBalance();
    ASSERT_TRUE(QTest::qWaitFor([&] { return page->warningText().isEmpty(); }, kOnePollMs))
        << page->warningText().toStdString();
    EXPECT_FALSE(console.reading().stale);
    EXPECT_TRUE(openDialogs().isEmpty());
}
