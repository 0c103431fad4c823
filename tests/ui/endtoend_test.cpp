// A student's first session end to end, against a gpudesk-sandbox subprocess and through the
// widgets a user clicks (issues 7 and 8): log in to the demo account from the login dialog; an
// instance created with the wizard, seen booting and running with its cost rising in the table;
// stopped (the compute cost stops; storage goes on); started again from the toolbar; stopped by
// the platform for a spend limit with a desktop notification; released by typing its name.
#include "core/api/platform.h"
#include "core/console/console.h"
#include "core/console/consoleservices.h"
#include "core/session/session.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxclock.h"
#include "tests/ui/democonsole.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "ui/account/logindialog.h"
#include "ui/create/createwizard.h"
#include "ui/instances/instanceactions.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/shell/mainwindow.h"

#include <QAction>
#include <QCheckBox>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QTreeWidget>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

/// The row the table shows the instance named `name` in; -1 when it is not listed.
int rowOf(QTableView *table, const QString &name)
{
    const QAbstractItemModel *shown = table->model();
    for (int row = 0; row < shown->rowCount(); ++row) {
        if (shown->index(row, InstanceTableModel::Name).data().toString() == name)
            return row;
    }
    return -1;
}

/// What the table shows in `column` for that instance (empty when it is not listed).
QString cell(QTableView *table, const QString &name, int column)
{
    const int row = rowOf(table, name);
    return row < 0 ? QString() : table->model()->index(row, column).data().toString();
}

/// The platform's state of that instance as the table holds it ("running"), whatever language shows it.
QString state(QTableView *table, const QString &name)
{
    const int row = rowOf(table, name);
    return row < 0
        ? QString()
        : table->model()->index(row, InstanceTableModel::State).data(InstanceTableModel::StateRole).toString();
}

/// Runs an action and waits until the platform has answered it: only then may the manual clock move
/// on, or the transition would start after the jump and wait for a tick that never comes.
void actOnPlatform(Console &console, const std::function<void()> &action)
{
    QSignalSpy done(&console, &Console::actionDone);
    action();
    ASSERT_TRUE(done.wait(10000));
}

qint64 cents(QTableView *table, const QString &name)
{
    const int row = rowOf(table, name);
    return row < 0
        ? -1
        : table->model()->index(row, InstanceTableModel::Cost).data(InstanceTableModel::SortRole).toLongLong();
}

} // namespace

TEST(ConsoleEndToEnd, LogInRentWatchTheMeterStopAndRelease)
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
    window.resize(1400, 800);
    window.setServices(&services, &answers, &notes);
    window.show();
    QTableView *table = window.instancesPage()->table();
    InstanceActions *actions = window.actions();

    EXPECT_FALSE(window.createAction()->isEnabled()); // nothing to create on before logging in
    // The demo account in one click from the login dialog.
    LoginDialog login(console.session(), true, &window);
    login.open();
    auto *demoButton = login.findChild<QPushButton *>(u"tryDemo"_s);
    ASSERT_TRUE(demoButton);
    QTest::mouseClick(demoButton, Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor([&] { return console.isLoaded(); }, 10000)) << login.problem().toStdString();
    EXPECT_EQ(login.result(), QDialog::Accepted);
    const QString name = u"first-rental"_s;
    EXPECT_TRUE(cell(table, name, InstanceTableModel::Name).isEmpty());

    // Created through the wizard, from the empty table's link: North China 1, an RTX 3090, a bare
    // Ubuntu, a 50 GB data disk for the data sets (kept while stopped, billed as storage), started
    // with its GPU at once.
    EXPECT_TRUE(window.createAction()->isEnabled()); // the toolbar's Create… is the other way in
    EXPECT_TRUE(window.instancesPage()->showsEmptyHint());
    emit window.instancesPage()->findChild<QLabel *>(u"emptyHint"_s)->linkActivated(u"create"_s);
    auto *wizard = window.findChild<CreateWizard *>();
    ASSERT_TRUE(wizard);
    QSignalSpy created(wizard, &CreateWizard::created);
    ASSERT_TRUE(QTest::qWaitFor([&] { return wizard->isLoaded(); }, 10000));
    auto *regions = wizard->findChild<QTreeWidget *>(u"regions"_s);
    for (int k = 0; k < regions->topLevelItemCount(); ++k) {
        if (regions->topLevelItem(k)->data(0, Qt::UserRole).toString() == u"cn-north-1"_s)
            regions->setCurrentItem(regions->topLevelItem(k));
    }
    wizard->next();
    wizard->draft().spec.gpuType = u"rtx-3090-24g"_s;
    wizard->currentPage()->initializePage();
    wizard->next();
    wizard->findChild<QCheckBox *>(u"noGpuFirst"_s)->setChecked(false);
    wizard->next();
    wizard->draft().spec.image = u"ubuntu-22.04"_s;
    wizard->currentPage()->initializePage();
    wizard->next();
    wizard->findChild<QRadioButton *>(u"newDisk"_s)->setChecked(true);
    wizard->findChild<QSpinBox *>(u"dataDisk"_s)->setValue(50);
    wizard->next();
    wizard->next();
    wizard->findChild<QLineEdit *>(u"name"_s)->setText(name);
    wizard->button(QWizard::FinishButton)->click();
    ASSERT_TRUE(created.wait(10000));
    const QString id = created.first().first().value<Instance>().id;
    demo.advance(1);
    ASSERT_TRUE(QTest::qWaitFor([&] { return state(table, name) == u"running"_s; }, 10000));
    EXPECT_EQ(cell(table, name, InstanceTableModel::Rate), u"¥1.58/h"_s);

    // Its cost rises in the table as platform time passes: ten minutes at ¥1.58/h is ¥0.26.
    demo.advance(600);
    ASSERT_TRUE(QTest::qWaitFor([&] { return cents(table, name) >= 26; }, 10000))
        << cell(table, name, InstanceTableModel::Cost).toStdString();
    EXPECT_TRUE(cell(table, name, InstanceTableModel::Cost).startsWith(u"¥0.2"_s))
        << cell(table, name, InstanceTableModel::Cost).toStdString();
    EXPECT_TRUE(window.instancesPage()->summaryText().contains(u"Now ¥1.58/h"_s))
        << window.instancesPage()->summaryText().toStdString();
    EXPECT_TRUE(saveScreenshot(window, u"endtoend-running-en"_s));

    // Stopped from the toolbar: the compute cost stops; only storage goes on accruing.
    table->selectRow(rowOf(table, name));
    ASSERT_EQ(window.instancesPage()->selectedId(), id);
    answers.yes = true;
    actOnPlatform(console, [&] { actions->stop()->trigger(); });
    demo.advance(5);
    ASSERT_TRUE(QTest::qWaitFor([&] { return state(table, name) == u"stopped"_s; }, 10000));
    // Its disks still cost while it is stopped: the rate falls to storage, not to nothing. (The
    // reading is the meter's last tick, so it may still show the stopping instance's zero a moment.)
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const Money rate = console.reading().ratePerHour;
            return !rate.isZero() && rate < Money::fromCents(158);
        },
        10000))
        << console.currency().format(console.reading().ratePerHour).toStdString();
    const Money storage = console.reading().ratePerHour;
    ASSERT_TRUE(QTest::qWaitFor([&] { return console.reading().billingKnown; }, 10000));
    const Money before = console.reading().balance;
    demo.advance(3600);
    ASSERT_TRUE(QTest::qWaitFor([&] { return console.reading().balance < before; }, 10000));
    // A few more polls and ticks: the figure must settle, not run on.
    QSignalSpy polled(&console, &Console::snapshotApplied), ticked(&console, &Console::readingChanged);
    ASSERT_TRUE(QTest::qWaitFor([&] { return polled.size() >= 3 && ticked.size() >= 3; }, 10000));
    const Money spentStopped = before - console.reading().balance;
    EXPECT_LE(spentStopped, storage + Money::fromCents(1)) << console.currency().format(spentStopped).toStdString();

    // Started again; the platform stops it for the day's spend limit, and a notification says so.
    ASSERT_TRUE(QTest::qWaitFor([&] { return actions->start()->isEnabled(); }, 10000));
    actOnPlatform(console, [&] { actions->start()->trigger(); });
    demo.advance(1);
    ASSERT_TRUE(QTest::qWaitFor([&] { return state(table, name) == u"running"_s; }, 10000));
    demo.http().patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, 1}}}});
    demo.advance(60);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !notes.shown.isEmpty(); }, 10000));
    EXPECT_TRUE(notes.shown.last().contains(name + u" was stopped: a spend limit was reached"_s))
        << notes.shown.last().toStdString();
    demo.advance(5);
    ASSERT_TRUE(QTest::qWaitFor([&] { return state(table, name) == u"stopped"_s; }, 10000));

    // Released by typing its name: it leaves the table and nothing bills any more.
    answers.typed = name;
    table->selectRow(rowOf(table, name));
    actOnPlatform(console, [&] { actions->release()->trigger(); });
    demo.advance(5);
    ASSERT_TRUE(QTest::qWaitFor([&] { return cell(table, name, InstanceTableModel::Name).isEmpty(); }, 10000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return console.reading().ratePerHour.isZero(); }, 10000));
}
