// The actions on the selected instance against a real sandbox, with the confirmations answered by
// script: enabled by state, a stop and a release that say what they keep and lose, a release that
// needs the name typed, and a refusal shown as the core's sentence.
#include "core/api/platform.h"
#include "core/console/console.h"
#include "core/console/consoleservices.h"
#include "core/session/filesecretbackend.h"
#include "core/session/secretstore.h"
#include "core/session/session.h"
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
#include "ui/shell/mainwindow.h"
#include "ui/widgets/confirmer.h"
#include "ui/widgets/notifier.h"

#include <QAction>
#include <QJsonArray>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(InstanceActions, StopStartReleaseSayWhatTheyDoAndAskFirst)
{
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    leaveTheBillingEvening(demo.url()); // the daily limit below counts today's spend
    Console &console = demo.console();
    ScriptedConfirmer answers;
    ConsoleServices services(console, {});
    MainWindow window(demo.clock());
    window.resize(1280, 600);
    window.show();
    window.setServices(&services, &answers);
    ASSERT_TRUE(demo.logIn());
    HttpClient c = demo.http();
    c.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 5000}});
    const QString id = c.post(u"/v1/instances"_s,
                              {{u"name"_s, u"vit-base"_s},
                               {u"region"_s, u"cn-north-1"_s},
                               {u"gpu_type"_s, u"rtx-3090-24g"_s},
                               {u"image"_s, u"ubuntu-22.04"_s},
                               {u"data_disk_gb"_s, 50}})
                           .json.value(u"id"_s)
                           .toString();
    demo.advance(60);
    InstanceTableModel &model = window.instancesPage()->model();
    const auto stateOf = [&] {
        const Instance *i = model.instance(model.rowOf(id));
        return i ? i->state.wire() : QString();
    };
    ASSERT_TRUE(QTest::qWaitFor([&] { return stateOf() == u"running"_s; }, 10000));
    InstanceActions *actions = window.actions();
    EXPECT_FALSE(actions->stop()->isEnabled()); // nothing selected
    window.instancesPage()->table()->selectRow(0);
    EXPECT_TRUE(actions->stop()->isEnabled());
    EXPECT_FALSE(actions->start()->isEnabled());
    // The details say what survives what, and the history is there.
    InstanceDetails *details = window.instancesPage()->details();
    EXPECT_TRUE(details->text().contains(u"Data disk: 50 GB"_s)) << details->text().toStdString();
    EXPECT_TRUE(details->text().contains(u"deleted on release"_s));
    ASSERT_TRUE(QTest::qWaitFor([&] { return details->eventCount() >= 2; }, 10000));
    EXPECT_TRUE(saveScreenshot(window, u"mainwindow-details-en"_s));

    // Declined: nothing happens. Accepted: it stops, having said what is kept and what still costs.
    actions->stop()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return answers.asked.size() == 1; }, 10000)); // after the stock is read
    EXPECT_TRUE(answers.asked[0].contains(u"50 GB data disk"_s)) << answers.asked[0].toStdString();
    EXPECT_TRUE(answers.asked[0].contains(u"Still costs"_s));
    // The card goes back to the pool, and how many of it are free there now is said.
    EXPECT_TRUE(answers.asked[0].contains(u"Its card goes back to the pool. Right now "_s))
        << answers.asked[0].toStdString();
    EXPECT_TRUE(answers.asked[0].contains(u"to start again it needs 1 free then"_s)) << answers.asked[0].toStdString();
    EXPECT_EQ(demo.console().actionsInFlight(), 0); // nothing was sent
    EXPECT_EQ(stateOf(), u"running"_s);
    answers.yes = true;
    actions->stop()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return answers.asked.size() == 2; }, 10000));
    EXPECT_EQ(demo.console().actionsInFlight(), 1); // what the refusal above is measured against
    ASSERT_TRUE(QTest::qWaitFor([&] { return stateOf() == u"stopping"_s; }, 10000));
    demo.advance(5);
    ASSERT_TRUE(QTest::qWaitFor([&] { return stateOf() == u"stopped"_s; }, 10000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return actions->startWithoutGpu()->isEnabled(); }, 5000));

    // Saved as an image while stopped (the data disk is not part of it).
    EXPECT_TRUE(actions->saveImage()->isEnabled());
    EXPECT_FALSE(actions->scheduleStop()->isEnabled());
    answers.typed = u"vit env"_s;
    QSignalSpy done(&console, &Console::actionDone);
    actions->saveImage()->trigger();
    ASSERT_TRUE(done.wait(10000));
    EXPECT_EQ(done.first().at(1).toString(), u"save_image"_s);
    bool imageListed = false;
    for (const QJsonValue &image : c.get(u"/v1/images"_s).json.value(u"items"_s).toArray())
        imageListed = imageListed || image[u"name"_s].toString() == u"vit env"_s;
    EXPECT_TRUE(imageListed);

    actions->startWithoutGpu()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return stateOf() != u"stopped"_s; }, 10000));
    demo.advance(1);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return stateOf() == u"running"_s && model.instance(model.rowOf(id))->mode == InstanceMode::NoGpu; },
        10000));

    // A stop in two hours, then cancelled.
    answers.typed = u"2"_s;
    actions->scheduleStop()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return model.instance(model.rowOf(id))->stopAt.has_value(); }, 10000));
    answers.typed = u"0"_s;
    actions->scheduleStop()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !model.instance(model.rowOf(id))->stopAt.has_value(); }, 10000));
    answers.typed = u"soon"_s;
    actions->scheduleStop()->trigger();
    EXPECT_TRUE(window.instancesPage()->problemText().contains(u"not a number of hours"_s));

    // A daily limit already passed: the platform stops it, and starting again is refused in the
    // core's words.
    c.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, 1}}}});
    demo.advance(60);
    ASSERT_TRUE(QTest::qWaitFor([&] { return actions->start()->isEnabled(); }, 10000));
    actions->start()->trigger();
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return window.instancesPage()->problemText().contains(u"spend limit"_s); }, 10000))
        << window.instancesPage()->problemText().toStdString();
    // The refusal leads to the page that fixes it.
    QPushButton *remedy = window.instancesPage()->remedyButton();
    ASSERT_FALSE(remedy->isHidden());
    EXPECT_EQ(remedy->text(), u"Change the spend limits…"_s);
    remedy->click();
    EXPECT_EQ(window.currentPage(), static_cast<ShellPage *>(window.billingPage()));
    EXPECT_EQ(window.billingPage()->tabs()->currentIndex(), 0); // the wallet, with its limits
    window.showPage(window.instancesPage());

    // Release: the wrong name typed keeps it; the right one releases it.
    answers.typed = u"vit"_s;
    actions->release()->trigger();
    EXPECT_TRUE(answers.asked.last().contains(u"Deleted for good"_s)) << answers.asked.last().toStdString();
    EXPECT_TRUE(answers.asked.last().contains(u"50 GB data disk"_s));
    EXPECT_EQ(demo.console().actionsInFlight(), 0); // nothing was sent
    EXPECT_NE(stateOf(), u"releasing"_s);
    answers.typed = u"vit-base"_s;
    actions->release()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return stateOf() == u"releasing"_s || model.rowOf(id) < 0; }, 10000));
    demo.advance(5);
    ASSERT_TRUE(QTest::qWaitFor([&] { return model.rowOf(id) < 0; }, 10000));
}

TEST(InstanceActions, ClosingWhileBillingAsksFirstAndTheStopsThePlatformMakesAreAnnounced)
{
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    leaveTheBillingEvening(demo.url()); // the daily limit below counts today's spend
    Console &console = demo.console();
    ScriptedConfirmer answers;
    RecordingNotifier notes;
    ConsoleServices services(console, {});
    MainWindow window(demo.clock());
    window.show();
    window.setServices(&services, &answers, &notes);
    ASSERT_TRUE(demo.logIn());
    HttpClient c = demo.http();
    c.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 5000}});
    c.post(u"/v1/instances"_s,
           {{u"name"_s, u"night-run"_s},
            {u"region"_s, u"cn-north-1"_s},
            {u"gpu_type"_s, u"rtx-3090-24g"_s},
            {u"image"_s, u"ubuntu-22.04"_s}});
    demo.advance(600);
    ASSERT_TRUE(QTest::qWaitFor([&] { return console.reading().ratePerHour == Money::fromCents(158); }, 10000));

    // No tray here (offscreen): closing asks, and "no" keeps the window.
    answers.yes = false;
    window.close();
    ASSERT_FALSE(answers.asked.isEmpty());
    EXPECT_TRUE(answers.asked.last().contains(u"does not stop them"_s)) << answers.asked.last().toStdString();
    EXPECT_TRUE(window.isVisible());

    // The platform stops it for a spend limit: a desktop notification says so.
    c.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, 1}}}});
    demo.advance(60);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !notes.shown.isEmpty(); }, 10000));
    EXPECT_TRUE(notes.shown.first().contains(u"night-run was stopped: a spend limit was reached"_s))
        << notes.shown.first().toStdString();

    // Stopped, its disks still cost storage: closing still asks, and "yes" closes.
    answers.yes = true;
    window.close();
    EXPECT_FALSE(window.isVisible());
}
