// "Start on another card…" on a stopped instance against a real sandbox: the dialog lists the
// region's cards with what is free and what they cost (what the image cannot drive is greyed),
// starts it on the card chosen with its disks kept, and the ledger then names each boot's card; in
// English and Chinese.
#include "common/translations.h"
#include "core/console/console.h"
#include "core/console/consoleservices.h"
#include "tests/support/httpclient.h"
#include "tests/ui/democonsole.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "ui/billing/billingpage.h"
#include "ui/billing/ledgerpanel.h"
#include "ui/instances/changecarddialog.h"
#include "ui/instances/instanceactions.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

/// The dialog the action opened, once it has read the cards.
ChangeCardDialog *openedDialog(MainWindow &window)
{
    ChangeCardDialog *dialog = nullptr;
    EXPECT_TRUE(QTest::qWaitFor([&] { return (dialog = window.findChild<ChangeCardDialog *>()) != nullptr; }, 5000));
    if (dialog && dialog->cards()->rowCount() == 0) {
        QSignalSpy loaded(dialog, &ChangeCardDialog::loaded);
        EXPECT_TRUE(loaded.wait(10000));
    }
    return dialog;
}

} // namespace

TEST(CardChangeConsole, AStoppedInstanceStartsOnTheCardChosenAndTheLedgerNamesEachBootsCard)
{
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    Console &console = demo.console();
    ScriptedConfirmer answers;
    ConsoleServices services(console, {});
    MainWindow window(demo.clock());
    window.resize(1280, 720);
    window.show();
    window.setServices(&services, &answers);
    ASSERT_TRUE(demo.logIn());
    HttpClient c = demo.http();
    const QString id = c.post(u"/v1/instances"_s,
                              {{u"name"_s, u"bert"_s},
                               {u"region"_s, u"cn-north-1"_s},
                               {u"gpu_type"_s, u"rtx-3090-24g"_s},
                               {u"image"_s, u"pytorch-2.5.1-cu124"_s},
                               {u"data_disk_gb"_s, 20}})
                           .json.value(u"id"_s)
                           .toString();
    ASSERT_FALSE(id.isEmpty());
    demo.advance(60);
    const auto stateOf = [&] {
        const Instance *i = console.instance(id);
        return i ? i->state.wire() : QString();
    };
    ASSERT_TRUE(QTest::qWaitFor([&] { return stateOf() == u"running"_s; }, 10000));
    demo.advance(3600);
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    demo.advance(10);
    ASSERT_TRUE(QTest::qWaitFor([&] { return stateOf() == u"stopped"_s; }, 10000));
    window.instancesPage()->table()->selectRow(window.instancesPage()->model().rowOf(id));
    InstanceActions *actions = window.actions();
    ASSERT_TRUE(QTest::qWaitFor([&] { return actions->startOnCard()->isEnabled(); }, 5000));

    actions->startOnCard()->trigger();
    ChangeCardDialog *dialog = openedDialog(window);
    ASSERT_TRUE(dialog);
    EXPECT_FALSE(dialog->choose(u"no-such-card"_s));
    ASSERT_TRUE(dialog->choose(u"rtx-4090-24g"_s));
    dialog->count()->setValue(2);
    EXPECT_TRUE(dialog->summary()->text().startsWith(u"From this boot: 2 × NVIDIA GeForce RTX 4090 24GB at ¥"_s))
        << dialog->summary()->text().toStdString();
    EXPECT_TRUE(dialog->summary()->text().contains(u"(now 1 × NVIDIA GeForce RTX 3090 24GB)"_s));
    EXPECT_TRUE(saveScreenshot(*dialog, u"change-card-en"_s));
    dialog->accept();
    // The start goes out from the console on its own; the clock moves once the platform has it (else
    // the boot would begin a minute later, and its first minute's line with it).
    ASSERT_TRUE(QTest::qWaitFor([&] { return stateOf() != u"stopped"_s; }, 10000));
    demo.advance(60);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const Instance *i = console.instance(id);
            return i && i->state == InstanceState::Running && i->gpuType == u"rtx-4090-24g"_s && i->gpuCount == 2;
        },
        10000));
    demo.advance(3600);
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    demo.advance(10);
    ASSERT_TRUE(QTest::qWaitFor([&] { return stateOf() == u"stopped"_s; }, 10000));

    // The ledger says which card each boot was on.
    window.showPage(window.billingPage());
    LedgerPanel *ledger = window.billingPage()->ledger();
    window.billingPage()->tabs()->setCurrentWidget(ledger);
    ledger->reload();
    const LedgerModel &table = ledger->lines();
    const auto hasLine = [&](const QString &what) {
        for (int r = 0; r < table.rowCount(); ++r)
            if (table.index(r, LedgerModel::What).data().toString() == what)
                return true;
        return false;
    };
    ASSERT_TRUE(QTest::qWaitFor([&] { return hasLine(u"GPU time · 2 × NVIDIA GeForce RTX 4090 24GB"_s); }, 10000));
    EXPECT_TRUE(hasLine(u"GPU time · 1 × NVIDIA GeForce RTX 3090 24GB"_s));
    EXPECT_TRUE(saveScreenshot(window, u"ledger-card-change-en"_s));

    // An image too big by the platform's last measure is refused here, before it is asked.
    {
        const QString home = c.get(u"/v1/instances/"_s + id).json.value(u"home_path"_s).toString();
        QFile big(home + u"/runs/epoch9.pt"_s);
        QDir().mkpath(home + u"/runs"_s);
        ASSERT_TRUE(big.open(QIODevice::WriteOnly) && big.resize(51LL << 30)); // sparse
        big.close();
        c.get(u"/v1/instances/"_s + id); // the platform measures a disk when one instance is read
        console.refresh();
        ASSERT_TRUE(QTest::qWaitFor(
            [&] { return console.instance(id) && console.instance(id)->homeUsedBytes > (50LL << 30); }, 10000));
        window.showPage(window.instancesPage());
        QSignalSpy said(actions, &InstanceActions::said);
        actions->saveImage()->trigger();
        ASSERT_EQ(said.size(), 1);
        EXPECT_TRUE(said[0][0].toString().contains(u"cannot be saved as an image"_s))
            << said[0][0].toString().toStdString();
        EXPECT_TRUE(answers.asked.isEmpty()); // no name was asked for
        big.remove();
    }

    // In Chinese, the dialog again (it is stopped once more).
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    window.showPage(window.instancesPage());
    actions->startOnCard()->trigger();
    ChangeCardDialog *zh = openedDialog(window);
    ASSERT_TRUE(zh);
    ASSERT_TRUE(zh->choose(u"rtx-3090-24g"_s));
    EXPECT_TRUE(saveScreenshot(*zh, u"change-card-zh_CN"_s));
    zh->reject();
    {
        BillingPage page(console, BillingSources::of(console.platform()), answers); // made in Chinese
        page.resize(1100, 500);
        page.show();
        page.tabs()->setCurrentWidget(page.ledger());
        page.ledger()->reload();
        // Read again now and then: a line the platform settles after the first read comes with the next.
        QTimer again;
        QObject::connect(&again, &QTimer::timeout, page.ledger(), &LedgerPanel::reload);
        again.start(1000);
        ASSERT_TRUE(QTest::qWaitFor([&] { return page.ledger()->lines().rowCount() >= 5; }, 15000))
            << page.ledger()->lines().rowCount();
        EXPECT_TRUE(saveScreenshot(page, u"ledger-card-change-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
}
