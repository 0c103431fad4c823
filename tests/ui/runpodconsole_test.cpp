// The console on RunPod's API (FakeRunPod in this process): logging in with an API key, a pod in
// the table priced in dollars, the money line without a balance, pages only for what the platform
// has, a stop from the toolbar; in English and in Chinese.
#include "core/api/runpod/runpodplatform.h"
#include "core/session/filesecretbackend.h"
#include "core/session/secretstore.h"
#include "core/session/session.h"
#include "tests/support/fakerunpod.h"
#include "tests/ui/democonsole.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "ui/account/logindialog.h"
#include "ui/billing/billingpage.h"
#include "ui/console/console.h"
#include "ui/instances/instanceactions.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/shellpage.h"
#include "ui/shell/translations.h"

#include <QAction>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

class RunPodConsole : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_console = std::make_unique<Console>(
            std::make_unique<RunPodPlatform>(m_runpod.url(), m_wall),
            RunPodPlatform::pollerFactory(m_runpod.url(), m_wall),
            std::make_unique<SecretStore>(nullptr,
                                          std::make_unique<FileSecretBackend>(m_dir.path() + u"/secrets.json"_s)),
            m_wall, nullptr, fastPolls());
    }
    void TearDown() override { m_console.reset(); }

    /// Logs in through the dialog, as a user pastes the key.
    void logIn(MainWindow &window)
    {
        LoginDialog login(m_console->session(), LoginDialog::Kind::ApiKey, &window);
        login.open();
        auto *key = login.findChild<QLineEdit *>(u"password"_s);
        ASSERT_TRUE(key);
        EXPECT_FALSE(login.findChild<QLineEdit *>(u"login"_s)->isVisible());
        EXPECT_FALSE(login.findChild<QPushButton *>(u"toRegister"_s));
        key->setText(m_runpod.apiKey());
        QTest::mouseClick(login.findChild<QPushButton *>(u"logIn"_s), Qt::LeftButton);
        ASSERT_TRUE(QTest::qWaitFor([&] { return m_console->isLoaded(); }, 10000)) << login.problem().toStdString();
    }

    /// The main window on this console, shown.
    std::unique_ptr<MainWindow> openWindow()
    {
        auto window = std::make_unique<MainWindow>(m_wall);
        window->resize(1400, 800);
        window->setConsole(m_console.get(), &m_answers, &m_notes);
        window->show();
        return window;
    }

    QString cell(QTableView *table, int column) { return table->model()->index(0, column).data().toString(); }

    FakeRunPod m_runpod;
    SystemClock m_wall;
    ScriptedConfirmer m_answers;
    RecordingNotifier m_notes;
    QTemporaryDir m_dir;
    std::unique_ptr<Console> m_console;
};

} // namespace

TEST_F(RunPodConsole, AKeyThenAPodInDollarsAndOnlyThePagesItHas)
{
    const auto shown = openWindow();
    MainWindow &window = *shown;

    {
        LoginDialog wrong(m_console->session(), LoginDialog::Kind::ApiKey, &window);
        wrong.open();
        EXPECT_TRUE(saveScreenshot(wrong, u"runpod-login-en"_s));
        QTest::mouseClick(wrong.findChild<QPushButton *>(u"logIn"_s), Qt::LeftButton);
        EXPECT_TRUE(wrong.problem().contains(u"Paste"_s)) << wrong.problem().toStdString();
        wrong.findChild<QLineEdit *>(u"password"_s)->setText(u"rpa_WRONG"_s);
        QTest::mouseClick(wrong.findChild<QPushButton *>(u"logIn"_s), Qt::LeftButton);
        ASSERT_TRUE(QTest::qWaitFor([&] { return !wrong.problem().isEmpty(); }, 10000));
        EXPECT_TRUE(wrong.problem().contains(u"does not accept this API key"_s)) << wrong.problem().toStdString();
    }
    logIn(window);

    // No tokens, members or security page: RunPod keeps those on its web site.
    EXPECT_FALSE(window.tokensPage());
    EXPECT_FALSE(window.membersPage());
    EXPECT_FALSE(window.securityPage());
    EXPECT_TRUE(window.storagePage());

    // A pod made elsewhere (RunPod's web site) appears, booting, then running at its rate.
    InstanceSpec spec;
    spec.name = u"lora-7b"_s;
    spec.gpuType = u"NVIDIA GeForce RTX 4090"_s;
    spec.region = u"EU-RO-1"_s;
    spec.image = u"runpod-torch-v240"_s;
    QObject context;
    bool created = false;
    m_console->platform().createInstance(spec, &context, [&](const ApiResult<Instance> &r) { created = r.ok(); });
    ASSERT_TRUE(QTest::qWaitFor([&] { return created; }, 5000));
    m_runpod.advance();
    m_runpod.advance();
    m_console->refresh();
    QTableView *table = window.instancesPage()->table();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return table->model()->rowCount() == 1
                && table->model()->index(0, InstanceTableModel::State).data(InstanceTableModel::StateRole)
                == u"running"_s;
        },
        10000));
    EXPECT_TRUE(cell(table, InstanceTableModel::Rate).contains(u"$0.69"_s))
        << cell(table, InstanceTableModel::Rate).toStdString();
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.moneyText().contains(u"$0.69/h"_s); }, 10000));
    EXPECT_TRUE(window.moneyText().startsWith(u"Today $"_s)) << window.moneyText().toStdString();
    EXPECT_FALSE(window.moneyText().contains(u"Balance"_s));
    EXPECT_TRUE(saveScreenshot(window, u"runpod-console-en"_s));
    window.showPage(window.billingPage());
    EXPECT_TRUE(saveScreenshot(window, u"runpod-billing-en"_s));
    window.showPage(window.instancesPage());

    // Stopped from the toolbar: the card goes back, nothing bills.
    table->selectRow(0);
    m_answers.yes = true;
    QSignalSpy done(m_console.get(), &Console::actionDone);
    window.actions()->stop()->trigger();
    ASSERT_TRUE(done.wait(10000));
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return table->model()->index(0, InstanceTableModel::State).data(InstanceTableModel::StateRole)
                == u"stopped"_s;
        },
        10000));
    EXPECT_EQ(m_runpod.pods.first().value(u"status"_s).toString(), u"EXITED"_s);
    // No no-GPU start, scheduled stop or saved image on a platform without them.
    EXPECT_FALSE(window.actions()->startWithoutGpu()->isVisible());
    EXPECT_FALSE(window.actions()->scheduleStop()->isVisible());
    EXPECT_FALSE(window.actions()->saveImage()->isVisible());
    EXPECT_TRUE(window.actions()->start()->isEnabled());
}

TEST_F(RunPodConsole, SpeaksChinese)
{
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        const auto shown = openWindow();
        MainWindow &window = *shown;
        LoginDialog login(m_console->session(), LoginDialog::Kind::ApiKey, &window);
        login.open();
        EXPECT_TRUE(saveScreenshot(login, u"runpod-login-zh_CN"_s));
        login.findChild<QLineEdit *>(u"password"_s)->setText(u"rpa_WRONG"_s);
        QTest::mouseClick(login.findChild<QPushButton *>(u"logIn"_s), Qt::LeftButton);
        ASSERT_TRUE(QTest::qWaitFor([&] { return !login.problem().isEmpty(); }, 10000));
        EXPECT_FALSE(login.problem().contains(u"API key"_s)) << login.problem().toStdString(); // translated
        login.close();
        logIn(window);
        m_runpod.advance();
        ASSERT_TRUE(QTest::qWaitFor([&] { return !window.moneyText().isEmpty(); }, 10000));
        EXPECT_TRUE(saveScreenshot(window, u"runpod-console-zh_CN"_s));
        window.showPage(window.billingPage());
        EXPECT_TRUE(saveScreenshot(window, u"runpod-billing-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
}
