// The console when the platform misbehaves, through the in-process FakePlatform (no sandbox
// process): the session ends mid-way, the platform limits the rate, fails, times out, or answers
// what is not the contract. Each says its sentence, nothing crashes, and the table keeps the last
// good data, marked as the last known.
#include "common/clock.h"
#include "core/api/restplatform.h"
#include "core/console/console.h"
#include "core/console/consoleservices.h"
#include "core/session/filesecretbackend.h"
#include "core/session/secretstore.h"
#include "core/session/session.h"
#include "tests/support/fakeplatform.h"
#include "tests/support/scriptedhttpserver.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "ui/account/tokenspage.h"
#include "ui/billing/billingpage.h"
#include "ui/billing/ledgerpanel.h"
#include "ui/billing/usagepanel.h"
#include "ui/billing/walletpanel.h"
#include "ui/instances/instanceactions.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/shell/mainwindow.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

const QDateTime kNow(QDate(2026, 12, 1), QTime(8, 0), QTimeZone::utc());

Instance instance(const QString &id, InstanceState state)
{
    Instance i;
    i.id = id;
    i.name = u"训练 "_s + id;
    i.slug = u"run-"_s + id;
    i.state = state;
    i.stateReason = StateReason::User;
    i.mode = InstanceMode::Gpu;
    i.region = u"cn-north-1"_s;
    i.gpuType = u"rtx-4090-24g"_s;
    i.billingMode = BillingMode::OnDemand;
    i.createdAt = kNow.addSecs(-7200);
    i.meter.since = kNow.addSecs(-3600);
    if (state == InstanceState::Running) {
        i.startedAt = i.meter.since;
        i.meter.ratePerHour = Money::fromCents(218);
        i.meter.kind = u"compute"_s;
    }
    return i;
}

/// A console logged in to a FakeCloud with a running and a stopped instance, polling fast, and its
/// Instances page.
class FaultyPlatform : public ::testing::Test
{
protected:
    void SetUp() override
    {
        Billing billing;
        billing.balance = Money::fromCents(5000);
        billing.ratePerHour = Money::fromCents(218);
        m_cloud->setBilling(billing);
        m_cloud->setInstances({instance(u"1"_s, InstanceState::Running), instance(u"2"_s, InstanceState::Stopped)});
        StatusPoller::Settings polls;
        polls.schedule.transitionMs = 30;
        polls.schedule.steadyMs = 60;
        polls.schedule.idleMs = 60;
        polls.schedule.firstBackoffMs = 60;
        polls.schedule.maxBackoffMs = 120;
        polls.healthEveryMs = 100;
        m_console = std::make_unique<Console>(
            std::make_unique<FakePlatform>(m_cloud), FakePlatform::factory(m_cloud),
            std::make_unique<SecretStore>(nullptr,
                                          std::make_unique<FileSecretBackend>(m_dir.path() + u"/secrets.json"_s)),
            m_clock, polls);
        m_page = std::make_unique<InstancesPage>(*m_console, m_answers);
        m_console->session().logIn(u"13800000000"_s, u"secret"_s);
        ASSERT_TRUE(QTest::qWaitFor([&] { return m_console->isLoaded() && m_console->reading().billingKnown; }, 5000));
        ASSERT_EQ(model().rowCount(), 2);
        ASSERT_TRUE(m_page->warningText().isEmpty()) << m_page->warningText().toStdString();
    }
    void TearDown() override
    {
        m_page.reset();
        m_console.reset();
    }

    InstanceTableModel &model() { return m_page->model(); }
    /// The table still shows the last good list and the money line its last figures.
    void expectLastGoodDataKept()
    {
        EXPECT_EQ(model().rowCount(), 2);
        EXPECT_EQ(model().instance(model().rowOf(u"1"_s))->state, InstanceState::Running);
        EXPECT_TRUE(m_page->summaryText().contains(u"¥50.00"_s)) << m_page->summaryText().toStdString();
    }
    bool waitForWarning(const QString &part)
    {
        return QTest::qWaitFor([&] { return m_page->warningText().contains(part); }, 5000);
    }

    QTemporaryDir m_dir;
    ManualClock m_clock{kNow.toMSecsSinceEpoch()};
    std::shared_ptr<FakeCloud> m_cloud = std::make_shared<FakeCloud>();
    ScriptedConfirmer m_answers;
    std::unique_ptr<Console> m_console;
    std::unique_ptr<InstancesPage> m_page;
};

} // namespace

TEST_F(FaultyPlatform, TooManyRequestsSaysSoKeepsTheTableAndWaitsAsAskedBeforeAskingAgain)
{
    QElapsedTimer sinceRefused; // started before the refusal can be made: a lower bound is exact
    sinceRefused.start();
    m_cloud->failNext(u"instances"_s,
                      FakeCloud::http(429, u"too_many_attempts"_s, u"slow down"_s, {}, /*retryAfterSeconds=*/1));
    QSignalSpy next(m_console.get(), &Console::pollProblemChanged);
    m_console->refresh();
    ASSERT_TRUE(waitForWarning(u"Too many attempts"_s)) << m_page->warningText().toStdString();
    EXPECT_TRUE(m_page->warningText().contains(u"last known"_s));
    EXPECT_TRUE(m_console->isOnline()); // it answered: not offline
    expectLastGoodDataKept();
    EXPECT_TRUE(saveScreenshot(*m_page, u"faults-429-en"_s));
    // Retry-After: 1 s, however short the schedule: the next poll waits for it, then clears the line.
    const int asked = m_cloud->calls(u"instances"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_cloud->calls(u"instances"_s) > asked; }, 5000));
    EXPECT_GE(sinceRefused.elapsed(), 950); // a coarse timer may fire up to 5% early
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_page->warningText().isEmpty(); }, 5000))
        << m_page->warningText().toStdString();
}

TEST_F(FaultyPlatform, APlatformFailureIsOfflineWithItsSentenceThenRecoversByItself)
{
    m_cloud->failNext(u"instances"_s, FakeCloud::http(503, u"internal"_s, u"database is locked"_s), 3);
    m_console->refresh();
    ASSERT_TRUE(waitForWarning(u"Offline"_s)) << m_page->warningText().toStdString();
    EXPECT_TRUE(m_page->warningText().contains(u"database is locked"_s)) << m_page->warningText().toStdString();
    EXPECT_FALSE(m_console->isOnline());
    expectLastGoodDataKept();
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_console->isOnline() && m_page->warningText().isEmpty(); }, 5000));
}

TEST_F(FaultyPlatform, ATimeoutIsOfflineAndTheMeterKeepsProjecting)
{
    // A platform clock that runs (real time), read again by the next polls.
    PlatformHealth health;
    health.status = u"ok"_s;
    health.serverTime = kNow;
    health.timeScale = 1;
    health.billingTimezone = u"Asia/Shanghai"_s;
    m_cloud->setHealth(health);
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_console->health() && m_console->health()->timeScale == 1; }, 5000));
    m_cloud->failAll(FakeCloud::timeout());
    m_console->refresh();
    ASSERT_TRUE(waitForWarning(u"Cannot reach the platform (Operation timed out)"_s))
        << m_page->warningText().toStdString();
    expectLastGoodDataKept();
    // Offline for an hour: the running instance's cost goes on rising on screen, at its rate.
    const Money before = m_console->meter().read().total;
    m_clock.advanceMs(3600 * 1000);
    EXPECT_EQ(m_console->meter().read().total - before, Money::fromCents(218));
    m_cloud->failAll(std::nullopt);
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_console->isOnline() && m_page->warningText().isEmpty(); }, 5000));
}

TEST_F(FaultyPlatform, AnAnswerThatIsNotTheContractIsSaidAndNothingBreaks)
{
    m_cloud->failNext(u"billing"_s, ApiError::decode(u"field 'balance_cents' is missing, expected an integer"_s), 2);
    m_console->refresh();
    ASSERT_TRUE(waitForWarning(u"does not understand"_s)) << m_page->warningText().toStdString();
    EXPECT_TRUE(m_page->warningText().contains(u"balance_cents"_s));
    expectLastGoodDataKept();
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_page->warningText().isEmpty(); }, 5000));
}

TEST_F(FaultyPlatform, TheSessionEndingMidWayLogsOutWithItsSentenceAndClearsTheAccount)
{
    QSignalSpy expired(&m_console->session(), &Session::expired);
    QSignalSpy halted(m_console.get(), &Console::pollingHalted);
    m_cloud->failNext(u"instances"_s, FakeCloud::http(401, u"session_expired"_s));
    m_console->refresh();
    ASSERT_TRUE(expired.wait(5000));
    EXPECT_TRUE(expired.first().first().toString().contains(u"session has expired"_s))
        << expired.first().first().toString().toStdString();
    EXPECT_EQ(m_console->session().state(), Session::State::LoggedOut);
    // Nothing of the account stays on screen, and no poll brings it back.
    ASSERT_TRUE(QTest::qWaitFor([&] { return model().rowCount() == 0; }, 5000));
    EXPECT_FALSE(m_console->isLoaded());
    // The poller says it stopped with nothing in flight: no poll is due, nor on its way.
    ASSERT_TRUE(halted.count() > 0 || halted.wait(5000));
    QCoreApplication::processEvents(); // what it sent before it stopped, if anything, is dropped
    EXPECT_FALSE(m_console->isLoaded());
    EXPECT_EQ(model().rowCount(), 0);
    EXPECT_TRUE(m_page->summaryText().contains(u"Log in"_s)) << m_page->summaryText().toStdString();
}

TEST_F(FaultyPlatform, APollInFlightWhenTheUserLogsOutDoesNotRefillTheTable)
{
    m_cloud->setDelay(u"instances"_s, 300);
    const int asked = m_cloud->calls(u"instances"_s);
    m_console->refresh();
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_cloud->calls(u"instances"_s) > asked; }, 5000));
    m_console->session().logOut();
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_console->session().state() == Session::State::LoggedOut; }, 5000));
    EXPECT_EQ(model().rowCount(), 0);
    // The answer in flight arrives, and is dropped: once the cloud has handed out every answer,
    // what they posted to this thread is queued, and handled here.
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return m_cloud->answered(u"instances"_s) >= asked + 1 && m_cloud->inFlight() == 0; }, 5000));
    QCoreApplication::processEvents();
    EXPECT_EQ(model().rowCount(), 0);
    EXPECT_FALSE(m_console->isLoaded());
    EXPECT_FALSE(m_console->reading().billingKnown);
}

TEST_F(FaultyPlatform, TheWindowOffersOnlyWhatThePlatformsFacetsHave)
{
    // The fake has tokens, a ledger, scheduled stops and volumes, and no members, 2FA, verification,
    // passwords, login records, usage reports, saved images or spend limits.
    ASSERT_TRUE(m_console->platform().has<ApiTokens>());
    ASSERT_FALSE(m_console->platform().has<TeamMembers>());
    ConsoleServices services(*m_console, {});
    MainWindow window(m_clock);
    RecordingNotifier notes;
    window.setServices(&services, &m_answers, &notes);
    EXPECT_TRUE(window.tokensPage());
    EXPECT_FALSE(window.membersPage());
    EXPECT_FALSE(window.securityPage());
    QTabWidget *tabs = window.billingPage()->tabs();
    EXPECT_TRUE(tabs->isTabVisible(tabs->indexOf(window.billingPage()->ledger())));
    EXPECT_EQ(window.billingPage()->usage(), nullptr); // no spending per day: no tab at all
    EXPECT_EQ(tabs->tabText(tabs->indexOf(window.billingPage()->wallet())), u"Wallet"_s); // no limits to set
    EXPECT_TRUE(window.actions()->scheduleStop()->isVisible());
    EXPECT_FALSE(window.actions()->saveImage()->isVisible());
    // Asked anyway (a script, say), the console says what the platform lacks instead of calling it.
    QSignalSpy failed(m_console.get(), &Console::actionFailed);
    m_console->saveImage(u"1"_s, u"env"_s);
    ASSERT_EQ(failed.size(), 1);
    const ApiError e = failed.first().at(1).value<ApiError>();
    EXPECT_EQ(e.code, u"not_supported"_s);
    EXPECT_EQ(e.sentence(), u"This platform does not have saved images."_s);
}

TEST(ConsoleOnAScriptedServer, APlatformThatAnswersOutsideTheContractIsSaidInTheStatusBar)
{
    // What RestPlatform meets on a real network, through the whole window: a captive portal's page.
    ScriptedHttpServer server({ScriptedHttpServer::json(200, "<html>Wi-Fi login</html>")});
    QTemporaryDir dir;
    ManualClock clock(kNow.toMSecsSinceEpoch());
    Console console(
        std::make_unique<RestPlatform>(server.url()), RestPlatform::pollerFactory(server.url()),
        std::make_unique<SecretStore>(nullptr, std::make_unique<FileSecretBackend>(dir.path() + u"/s.json"_s)), clock,
        {});
    ConsoleServices services(console, {});
    MainWindow window(clock);
    ScriptedConfirmer answers;
    RecordingNotifier notes;
    window.setServices(&services, &answers, &notes);
    window.show();
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.statusText().contains(u"does not understand"_s); }, 5000))
        << window.statusText().toStdString();
    EXPECT_FALSE(window.isConnected());
    EXPECT_EQ(server.paths.value(0), QByteArray("/v1/health"));
}

TEST_F(FaultyPlatform, TheMoneyAndAccountPagesSayWhatCouldNotBeRead)
{
    // The wallet refused, the ledger and tokens not there at all: each page says so in words.
    m_cloud->failNext(u"billing"_s, FakeCloud::http(503, u"internal"_s, u"database is locked"_s), 5);
    m_cloud->failNext(u"ledger"_s, FakeCloud::timeout(), 5);
    m_cloud->failNext(u"tokens"_s, FakeCloud::http(503, u"internal"_s, u"database is locked"_s), 5);
    BillingPage billing(*m_console, BillingSources::of(m_console->platform()), m_answers);
    billing.show();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return billing.wallet()->message()->text().startsWith(u"The wallet could not be read"_s); }, 5000))
        << billing.wallet()->message()->text().toStdString();
    billing.tabs()->setCurrentWidget(billing.ledger()); // each tab reads when it is shown
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return billing.ledger()->message()->text().startsWith(u"The ledger could not be read"_s); }, 5000))
        << billing.ledger()->message()->text().toStdString();
    EXPECT_EQ(billing.ledger()->lines().rowCount(), 0);
    TokensPage tokens(*m_console, *m_console->platform().facet<ApiTokens>(),
                      m_console->platform().facet<SessionConfirmation>(), m_answers);
    QSignalSpy listed(&tokens, &TokensPage::listed);
    tokens.show();
    ASSERT_TRUE(listed.wait(5000));
    EXPECT_TRUE(tokens.message()->text().startsWith(u"The tokens could not be read"_s))
        << tokens.message()->text().toStdString();
}
