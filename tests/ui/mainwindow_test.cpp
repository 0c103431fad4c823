#include "common/clock.h"
#include "common/translations.h"
#include "core/api/restplatform.h"
#include "core/console/console.h"
#include "core/console/consoleservices.h"
#include "core/session/filesecretbackend.h"
#include "core/session/secretstore.h"
#include "core/session/session.h"
#include "tests/support/closedport.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxclock.h"
#include "tests/support/sandboxprocess.h"
#include "tests/ui/democonsole.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "ui/billing/billingpage.h"
#include "ui/instances/instanceactions.h"
#include "ui/instances/instancedetails.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/shell/aboutplatformdialog.h"
#include "ui/shell/mainwindow.h"
#include "ui/widgets/shellpage.h"

#include <QAction>
#include <QIcon>
#include <QJsonObject>
#include <QListWidget>
#include <QTableView>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(MainWindow, ShowsTheConnectedPlatformsHealthAndClock)
{
    DemoConsole demo({u"--time-scale"_s, u"60"_s, u"--runtime"_s, u"none"_s});
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();

    ConsoleServices services(demo.console(), {});
    MainWindow window(demo.clock());
    window.show();
    ScriptedConfirmer answers;
    RecordingNotifier notes;
    window.setServices(&services, &answers, &notes);
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.isConnected(); }, 10000)) << window.statusText().toStdString();
    const QString status = window.statusText();
    EXPECT_TRUE(status.contains(demo.url().toString())) << status.toStdString();
    EXPECT_TRUE(status.contains(u"×60"_s)) << status.toStdString();

    // The platform clock shown advances at the platform's scale: a local second is a platform minute.
    // The manual clock only moves when told, so the shown time changes exactly once, on the next tick.
    const auto shownTime = [&] {
        return QDateTime::fromString(window.statusText().section(u"platform time "_s, 1).left(19),
                                     u"yyyy-MM-dd HH:mm:ss"_s);
    };
    const QDateTime before = shownTime();
    ASSERT_TRUE(before.isValid()) << window.statusText().toStdString();
    demo.clock().advanceMs(1000);
    ASSERT_TRUE(QTest::qWaitFor([&] { return shownTime() != before; }, 5000)) << window.statusText().toStdString();
    EXPECT_EQ(before.secsTo(shownTime()), 60);

    // The developer's detail is one menu away, not on the main window.
    AboutPlatformDialog *about = window.openAboutPlatform();
    ASSERT_TRUE(about);
    ASSERT_TRUE(QTest::qWaitFor([&] { return about->text().contains(u"CNY"_s); }, 5000)) << about->text().toStdString();
    EXPECT_TRUE(about->text().contains(demo.url().toString())) << about->text().toStdString();
    EXPECT_TRUE(about->text().contains(u"60 platform seconds per real second"_s)) << about->text().toStdString();
    EXPECT_TRUE(about->text().contains(u"Asia/Shanghai"_s)) << about->text().toStdString();
    EXPECT_TRUE(saveScreenshot(*about, u"aboutplatform-en"_s));
    about->close();

    EXPECT_TRUE(saveScreenshot(window, u"mainwindow-connected-en"_s));
}

TEST(MainWindow, SaysWhenThePlatformCannotBeReached)
{
    const ClosedPort closed;
    for (const QString &language : {u"en"_s, u"zh_CN"_s}) {
        Translations::install(QLocale(language));
        QTemporaryDir dir;
        ManualClock clock(0);
        Console console(std::make_unique<RestPlatform>(closed.url()), RestPlatform::pollerFactory(closed.url()),
                        std::make_unique<SecretStore>(
                            nullptr, std::make_unique<FileSecretBackend>(dir.path() + u"/secrets.json"_s)),
                        clock, {});
        ConsoleServices services(console, {});
        MainWindow window(clock);
        window.show();
        window.setServices(&services);
        const QString expected = language == u"en"_s ? u"Cannot reach"_s : u"无法连接"_s;
        const bool said = QTest::qWaitFor([&] { return window.statusText().startsWith(expected); }, 10000);
        const QString status = window.statusText();
        EXPECT_TRUE(saveScreenshot(window, u"mainwindow-unreachable-"_s + language));
        Translations::install(QLocale(QLocale::English));
        EXPECT_TRUE(said) << status.toStdString();
        EXPECT_FALSE(window.isConnected());
    }
}

TEST(MainWindow, SpeaksChinese)
{
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));

    ConsoleServices services(demo.console(), {});
    MainWindow window(demo.clock());
    window.show();
    ScriptedConfirmer answers;
    RecordingNotifier notes;
    window.setServices(&services, &answers, &notes);
    const bool connected = QTest::qWaitFor([&] { return window.isConnected(); }, 10000);
    const QString status = window.statusText();
    const QString title = window.windowTitle();
    const QString page = window.currentPage() ? window.currentPage()->title() : QString();
    AboutPlatformDialog *about = window.openAboutPlatform();
    EXPECT_TRUE(QTest::qWaitFor([&] { return about->text().contains(u"CNY"_s); }, 5000));
    const QString aboutText = about->text();
    EXPECT_TRUE(saveScreenshot(*about, u"aboutplatform-zh_CN"_s));
    about->close();
    EXPECT_TRUE(saveScreenshot(window, u"mainwindow-connected-zh_CN"_s));
    Translations::install(QLocale(QLocale::English));

    ASSERT_TRUE(connected) << status.toStdString();
    EXPECT_TRUE(status.startsWith(u"已连接到"_s)) << status.toStdString();
    // The sandbox's manual clock is frozen between moves, and the status bar says so.
    EXPECT_TRUE(status.contains(u"时钟已停"_s)) << status.toStdString();
    EXPECT_TRUE(title.contains(u"云显卡"_s)) << title.toStdString();
    EXPECT_EQ(page, u"实例"_s);
    EXPECT_TRUE(aboutText.contains(u"计费时区"_s)) << aboutText.toStdString();
}

TEST(MainWindow, IsAShellOfPagesReachedByTheKeyboard)
{
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    ConsoleServices services(demo.console(), {});
    MainWindow window(demo.clock());
    window.show();
    ScriptedConfirmer answers;
    RecordingNotifier notes;
    window.setServices(&services, &answers, &notes);
    // instances, billing, storage, API tokens, security, phone alerts, members, doctor
    ASSERT_EQ(window.pageCount(), 8);
    EXPECT_EQ(window.currentPage(), window.instancesPage());
    EXPECT_EQ(window.page(0)->title(), u"Instances"_s);
    EXPECT_EQ(window.page(1), static_cast<ShellPage *>(window.billingPage()));
    auto *navigation = window.findChild<QListWidget *>(u"navigation"_s);
    ASSERT_TRUE(navigation);
    EXPECT_EQ(navigation->item(0)->text(), u"Instances"_s);
    EXPECT_NE(navigation->focusPolicy(), Qt::NoFocus);

    // A second page is one class and one line; the navigation and Ctrl+2 reach it, and the
    // toolbar shows that page's actions beside the shell's own.
    class Blank final : public ShellPage
    {
    public:
        QAction *mine = new QAction(u"Mine"_s, this);
        QString title() const override { return u"Blank"_s; }
        QIcon icon() const override { return {}; }
        QList<QAction *> toolBarActions() const override { return {mine}; }
    };
    auto *blank = new Blank;
    window.addPage(blank);
    EXPECT_EQ(window.pageCount(), 9);
    window.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_9, Qt::ControlModifier);
    EXPECT_EQ(window.currentPage(), blank);
    auto *toolBar = window.findChild<QToolBar *>(u"pageToolBar"_s);
    ASSERT_TRUE(toolBar);
    EXPECT_TRUE(toolBar->actions().contains(blank->mine));
    EXPECT_TRUE(toolBar->actions().contains(window.createAction()));
    EXPECT_FALSE(toolBar->actions().contains(window.actions()->stop()));
    navigation->setCurrentRow(0);
    EXPECT_EQ(window.currentPage(), window.instancesPage());
    EXPECT_TRUE(toolBar->actions().contains(window.actions()->stop()));
}

namespace {

/// The main window of a console logged in to the sandbox's demo account with one running
/// instance, captured in `language`.
void captureLoggedIn(const QString &language)
{
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    leaveTheBillingEvening(demo.url()); // the daily limit below counts today's spend
    if (language != u"en"_s) {
        ASSERT_TRUE(Translations::install(QLocale(language)));
    }
    Console &console = demo.console();
    ConsoleServices services(console, {});
    MainWindow window(demo.clock());
    window.resize(1280, 640);
    window.show();
    ScriptedConfirmer answers;
    RecordingNotifier notes;
    window.setServices(&services, &answers, &notes);
    InstancesPage *panel = window.instancesPage();
    ASSERT_TRUE(panel);
    EXPECT_TRUE(panel->showsEmptyHint());
    EXPECT_FALSE(panel->summaryText().contains(u"¥"_s)); // nothing is shown before logging in

    ASSERT_TRUE(demo.logIn());
    EXPECT_TRUE(panel->showsEmptyHint());
    EXPECT_FALSE(panel->details()->isVisibleTo(panel)); // no "select an instance" beside an empty table
    EXPECT_TRUE(panel->warningText().isEmpty()) << panel->warningText().toStdString(); // just read: fresh
    EXPECT_TRUE(saveScreenshot(window, u"mainwindow-empty-"_s + language));

    HttpClient c = demo.http();
    c.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 5000}});
    for (const char *name : {"bert-finetune", "llama-7b-lora"}) {
        const auto created = c.post(u"/v1/instances"_s,
                                    {{u"name"_s, QString::fromLatin1(name)},
                                     {u"region"_s, u"cn-north-1"_s},
                                     {u"gpu_type"_s, u"rtx-3090-24g"_s},
                                     {u"image"_s, u"ubuntu-22.04"_s}});
        ASSERT_EQ(created.status, 202) << created.body.toStdString();
    }
    demo.advance(5400);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return !panel->showsEmptyHint() && console.reading().ratePerHour == Money::fromCents(316); }, 10000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return console.reading().total >= Money::fromCents(474); }, 10000));
    const QString summary = panel->summaryText();
    // Cards and regions by name, a state badge, and what each costs while it stays so.
    const QAbstractItemModel *rows = panel->table()->model();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return rows->index(0, InstanceTableModel::Gpu).data().toString().contains(u"RTX 3090"_s); }, 10000))
        << rows->index(0, InstanceTableModel::Gpu).data().toString().toStdString();
    EXPECT_FALSE(rows->index(0, InstanceTableModel::Gpu).data().toString().contains(u"rtx-3090"_s));
    EXPECT_FALSE(rows->index(0, InstanceTableModel::Region).data().toString().startsWith(u"cn-"_s));
    EXPECT_FALSE(rows->index(0, InstanceTableModel::State).data(Qt::DecorationRole).value<QIcon>().isNull());
    EXPECT_TRUE(rows->index(0, InstanceTableModel::Rate)
                    .data()
                    .toString()
                    .startsWith(demo.console().currency().format(Money::fromCents(158)) + u"/"_s));
    EXPECT_TRUE(panel->details()->isVisibleTo(panel));
    panel->table()->selectRow(0); // the details pane and the enabled actions in the picture too
    ASSERT_TRUE(QTest::qWaitFor([&] { return panel->details()->eventCount() > 0; }, 10000));
    EXPECT_TRUE(saveScreenshot(window, u"mainwindow-running-"_s + language));

    // The day's spend limit stops both; starting one again is refused, and the bar says why.
    c.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, 1}}}});
    demo.advance(60);
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.actions()->start()->isEnabled(); }, 10000));
    window.actions()->start()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !panel->problemText().isEmpty(); }, 10000));
    const QString refusal = panel->problemText();
    EXPECT_TRUE(saveScreenshot(window, u"mainwindow-refused-"_s + language));
    const QString notified = notes.shown.value(0);
    Translations::install(QLocale(QLocale::English));
    if (language == u"en"_s) {
        EXPECT_TRUE(summary.contains(u"Now ¥3.16/h"_s)) << summary.toStdString();
        EXPECT_TRUE(summary.contains(u"lasts "_s)) << summary.toStdString();
        EXPECT_TRUE(summary.contains(u"today ¥"_s)) << summary.toStdString();
        EXPECT_TRUE(refusal.contains(u"spend limit is reached"_s)) << refusal.toStdString();
        EXPECT_TRUE(notified.contains(u"a spend limit was reached"_s)) << notified.toStdString();
    } else {
        EXPECT_TRUE(summary.contains(u"¥3.16"_s)) << summary.toStdString();
        EXPECT_FALSE(summary.contains(u"lasts"_s)) << summary.toStdString();
        EXPECT_TRUE(refusal.contains(u"已达到每日消费上限"_s)) << refusal.toStdString();
        EXPECT_TRUE(notified.contains(u"达到消费上限"_s)) << notified.toStdString();
    }
    EXPECT_EQ(panel->table()->model()->rowCount(), 2);
}

} // namespace

TEST(MainWindow, ShowsTheInstancesAndTheMoneyOnceLoggedIn)
{
    captureLoggedIn(u"en"_s);
}

TEST(MainWindow, ShowsTheInstancesAndTheMoneyInChinese)
{
    captureLoggedIn(u"zh_CN"_s);
}

TEST(MainWindow, RemembersItsGeometry)
{
    QTemporaryDir dir;
    const QString file = dir.path() + u"/gpudesk.conf"_s;
    ManualClock clock(0);
    {
        MainWindow window(clock);
        window.setPaths({file, {}, {}, {}, {}});
        window.resize(1111, 777);
        window.show();
        window.close();
    }
    MainWindow again(clock);
    again.setPaths({file, {}, {}, {}, {}});
    EXPECT_EQ(again.size(), QSize(1111, 777));
}
