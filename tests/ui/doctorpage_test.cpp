// The Doctor page: a running instance diagnosed over the sandbox's real sshd, a key made
// 0644 found and fixed from the page, a login refused; a refused start explained from the Instances
// page's Diagnose button with the fix that opens the limits; the money guards warning once, listed
// with their state and snoozed — in English and in Chinese.
#include "common/translations.h"
#include "core/console/consoleservices.h"
#include "core/doctor/receiptbook.h"
#include "core/doctor/usagewatcher.h"
#include "core/store/storethread.h"
#include "tests/support/sandboxclock.h"
#include "tests/ui/demopagetest.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "tests/ui/sshconsole.h"
#include "tests/ui/tablecells.h"
#include "ui/billing/billingpage.h"
#include "ui/billing/receiptspanel.h"
#include "ui/doctor/doctorpage.h"
#include "ui/instances/instanceactions.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/shell/mainwindow.h"
#include "ui/widgets/listmodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

#include <gtest/gtest.h>

#include <atomic>

using namespace Qt::StringLiterals;

namespace {

class DoctorPageSsh : public SshConsole
{
protected:
    /// Diagnoses `id` and waits for the report.
    static DoctorReport diagnosed(DoctorPage &page, const QString &id)
    {
        QSignalSpy reported(&page, &DoctorPage::reported);
        page.diagnose(id);
        EXPECT_TRUE(reported.wait(20000));
        return page.report();
    }
    static DoctorCheck::Status statusOf(const DoctorReport &r, const QString &id)
    {
        for (const DoctorCheck &c : r.checks) {
            if (c.id == id)
                return c.status;
        }
        return DoctorCheck::Status::Skipped;
    }
};

class DoctorPageTest : public DemoPageTest
{
};

} // namespace

TEST_F(DoctorPageSsh, ARunningInstanceIsDiagnosedAKeyOthersCanReadIsFixedFromThePageAndARefusedLoginIsNamed)
{
    const QString id = create(u"bert-finetune"_s, 20);
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Running); }, 20000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !m_workspace->aliasFor(id).isEmpty(); }, 20000));
    RecordingNotifier notifier;
    DoctorPage page(m_demo.console(), m_services->doctor(), m_workspace, nullptr, m_services->budgetGuards(), notifier);
    page.resize(1280, 900);
    page.show();
    ASSERT_GE(page.instanceBox()->findData(id), 0);
    EXPECT_EQ(page.instanceBox()->itemText(page.instanceBox()->findData(id)), u"bert-finetune"_s);

    DoctorReport r = diagnosed(page, id);
    EXPECT_TRUE(r.passed()) << r.toText().toStdString();
    EXPECT_EQ(page.checks()->rowCount(), 8);
    EXPECT_EQ(cell(page.checks(), 0, 0), u"Instance state"_s);
    EXPECT_EQ(cell(page.checks(), 5, 1), u"passed"_s);
    EXPECT_EQ(cell(page.checks(), 6, 1), u"not checked"_s);
    EXPECT_TRUE(page.fixButton()->isHidden());
    EXPECT_TRUE(page.copyButton()->isEnabled());

    // A key others can read: the page says so and makes it private with one click, then looks again.
    const QString key = m_workspace->preferences().defaultIdentity;
    ASSERT_TRUE(QFile::setPermissions(key, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther));
    r = diagnosed(page, id);
    EXPECT_EQ(statusOf(r, u"key"_s), DoctorCheck::Status::Failed);
    ASSERT_FALSE(page.fixButton()->isHidden());
    EXPECT_EQ(page.fixButton()->text(), u"Make the key private"_s);
    saveScreenshot(page, u"doctor-key"_s);
    QSignalSpy again(&page, &DoctorPage::reported);
    page.fixButton()->click();
    ASSERT_TRUE(again.wait(20000));
    EXPECT_TRUE(page.report().passed()) << page.report().toText().toStdString();
    EXPECT_EQ(QFile::permissions(key) & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions());

    // A login refused, with a service port asked and a run that died: the first broken layer is named.
    ASSERT_EQ(m_http.post(u"/v1/sandbox/instances/"_s + id + u"/faults"_s, {{u"refuse_keys"_s, true}}).status, 200);
    page.portField()->setText(u"6006"_s);
    page.diedBox()->setChecked(true);
    page.logField()->setText(u"~/train.log"_s);
    r = diagnosed(page, id);
    EXPECT_EQ(statusOf(r, u"auth"_s), DoctorCheck::Status::Failed) << r.toText().toStdString();
    EXPECT_TRUE(page.verdict()->text().contains(u"the login"_s)) << page.verdict()->text().toStdString();
    saveScreenshot(page, u"doctor"_s);

    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    DoctorPage zh(m_demo.console(), m_services->doctor(), m_workspace, nullptr, m_services->budgetGuards(), notifier);
    zh.resize(1280, 900);
    zh.show();
    zh.portField()->setText(u"6006"_s);
    r = diagnosed(zh, id);
    EXPECT_EQ(zh.checks()->horizontalHeaderItem(2)->text(), u"看到了什么"_s);
    saveScreenshot(zh, u"doctor-zh"_s);
    ASSERT_TRUE(Translations::install(QLocale(QLocale::English)));
}

TEST_F(DoctorPageTest, ARefusedStartIsExplainedFromTheInstancesPageAndItsFixOpensTheLimits)
{
    leaveTheBillingEvening(m_demo.url()); // the daily limit below counts today's spend
    RecordingNotifier notifier;
    ConsoleServices services(m_demo.console(), {});
    MainWindow window(m_demo.clock());
    window.resize(1280, 860);
    window.show();
    window.setServices(&services, &m_confirmer, &notifier);
    HttpClient c = m_demo.http();
    const auto created = c.post(u"/v1/instances"_s,
                                {{u"name"_s, u"night-run"_s},
                                 {u"region"_s, u"cn-north-1"_s},
                                 {u"gpu_type"_s, u"rtx-4090-24g"_s},
                                 {u"image"_s, u"pytorch-2.5.1-cu124"_s}});
    ASSERT_EQ(created.status, 202);
    const QString id = created.json.value(u"id"_s).toString();
    m_demo.advance(5);
    InstanceTableModel model;
    model.follow(m_demo.console());
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return model.rowOf(id) >= 0 && model.instance(model.rowOf(id))->state == InstanceState::Running; },
        10000));

    // The daily limit twenty minutes of this card away: the guard warns once, and the Doctor page
    // lists it as warned until snoozed.
    const qint64 rate = model.instance(model.rowOf(id))->meter.ratePerHour.cents();
    c.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, rate / 3}}}});
    ASSERT_TRUE(QTest::qWaitFor([&] { return !notifier.shown.filter(u"spend limit"_s).isEmpty(); }, 10000))
        << notifier.shown.join(u'\n').toStdString();
    DoctorPage &page = *window.doctorPage();
    window.showPage(&page);
    int row = -1;
    for (int r = 0; r < page.guards()->rowCount(); ++r) {
        if (cell(page.guards(), r, 1) == u"warned"_s)
            row = r;
    }
    ASSERT_GE(row, 0);
    EXPECT_TRUE(cell(page.guards(), row, 0).contains(u"spend limit"_s));
    page.guards()->selectRow(row);
    ASSERT_TRUE(page.snoozeButton()->isEnabled());
    page.snoozeButton()->click();
    EXPECT_TRUE(cell(page.guards(), row, 1).startsWith(u"snoozed until"_s))
        << cell(page.guards(), row, 1).toStdString();
    // The guards look again at every reading (the page's slot runs before the spy records it).
    QSignalSpy readings(&m_demo.console(), &Console::readingChanged);
    ASSERT_TRUE(QTest::qWaitFor([&] { return readings.size() >= 3; }, 10000));
    EXPECT_EQ(notifier.shown.filter(u"spend limit"_s).size(), 1); // said once
    saveScreenshot(window, u"doctor-guards"_s);

    // The limit passed: the platform stops it; starting again is refused, and Diagnose explains it.
    c.patch(u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, 1}}}});
    m_demo.advance(60);
    window.showPage(window.instancesPage());
    window.instancesPage()->selectInstance(id);
    InstanceActions *actions = window.actions();
    ASSERT_TRUE(QTest::qWaitFor([&] { return actions->start()->isEnabled(); }, 10000));
    actions->start()->trigger();
    QPushButton *diagnose = window.instancesPage()->diagnoseButton();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !diagnose->isHidden(); }, 10000));
    saveScreenshot(window, u"instances-refusal-diagnose"_s);
    diagnose->click();
    EXPECT_EQ(window.currentPage(), static_cast<ShellPage *>(&page));
    EXPECT_EQ(page.report().checks.value(0).id, u"refusal"_s);
    EXPECT_TRUE(page.verdict()->text().contains(u"limit"_s)) << page.verdict()->text().toStdString();
    ASSERT_FALSE(page.fixButton()->isHidden());
    EXPECT_EQ(page.fixButton()->text(), u"Change the spend limits…"_s);
    page.fixButton()->click();
    EXPECT_EQ(window.currentPage(), static_cast<ShellPage *>(window.billingPage()));
}

TEST_F(DoctorPageSsh, AFullDiskAndCachesOnTheSystemDiskAreWarnedOnceAndEveryBootGetsAReceiptThatMatchesTheLedger)
{
    const QString id = create(u"sd-train"_s, 20);
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Running); }, 20000));
    // Until the workspace has written its address: the watcher reads it through the workspace.
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const Instance *i = shown(id, InstanceState::Running);
            return i && m_workspace->targetFor(*i);
        },
        20000));
    Console &console = m_demo.console();
    UsageWatcher::Settings settings;
    settings.sampleMs = 3600000; // read by hand below
    settings.cacheBytes = 1024; // the test's caches are small
    StoreThread store(m_home.path() + u"/gpudesk.db"_s);
    UsageWatcher watcher(
        *m_workspace, console.platform(), [&console] { return console.platformNow(); }, store, settings);
    // What the watcher keeps, read here through a connection of the test's own, once the store's
    // thread has made the file and its tables (work runs there in order).
    std::atomic<bool> made = false;
    store.post([&made] { made = true; });
    ASSERT_TRUE(QTest::qWaitFor([&] { return made.load(); }, 10000));
    ReceiptBook book;
    QString error;
    ASSERT_TRUE(book.open(store.path(), &error)) << error.toStdString();
    ASSERT_TRUE(watcher.problem().isEmpty()) << watcher.problem().toStdString();
    // As the console's services follow the polls: the list once, then each poll's batch.
    watcher.setInstances(console.instances());
    QObject::connect(&console, &Console::polled, &watcher, &UsageWatcher::applyPoll);
    QList<GuardWarning> warned;
    QObject::connect(&watcher, &UsageWatcher::warned, &watcher, [&](const GuardWarning &w) { warned << w; });
    QList<BootReceipt> receipts;
    QObject::connect(&watcher, &UsageWatcher::receiptMade, &watcher, [&](const BootReceipt &r) { receipts << r; });

    // The card idle, the system disk 95% full (the emulator's file) with a Hugging Face cache on it.
    const QString emulated = m_demo.dataDir() + u"/instances/"_s + id + u"/emulated"_s;
    const auto write = [](const QString &path, const QByteArray &bytes) {
        QFile f(path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
    };
    write(emulated + u"/gpu-utilization"_s, "0\n");
    write(emulated + u"/system-disk-used-bytes"_s, QByteArray::number((qint64(30) << 30) * 95 / 100));
    const QString home = m_demo.dataDir() + u"/instances/"_s + id + u"/home"_s;
    ASSERT_TRUE(QDir().mkpath(home + u"/.cache/huggingface/hub"_s));
    write(home + u"/.cache/huggingface/hub/model.safetensors"_s, QByteArray(64 * 1024, 'w'));

    RecordingNotifier notifier;
    DoctorPage page(console, m_services->doctor(), m_workspace, &watcher, m_services->budgetGuards(), notifier);
    page.resize(1280, 900);
    page.show();
    watcher.sampleNow(true);
    ASSERT_TRUE(QTest::qWaitFor([&] { return warned.size() == 2; }, 20000));
    EXPECT_TRUE(warned[0].title.contains(u"system disk is 95% full"_s)) << warned[0].title.toStdString();
    EXPECT_TRUE(warned[0].text.contains(u"HF_HOME"_s)) << warned[0].text.toStdString();
    EXPECT_EQ(warned[1].cause, u"caches:"_s + id);
    QSignalSpy read(&watcher, &UsageWatcher::readingDone);
    watcher.sampleNow(true);
    ASSERT_TRUE(read.wait(20000));
    EXPECT_TRUE(read.first().at(1).toBool());
    EXPECT_EQ(warned.size(), 2); // once per cause
    int diskRow = -1;
    for (int r = 0; r < page.guards()->rowCount(); ++r) {
        if (cell(page.guards(), r, 0) == u"A disk 90% full"_s)
            diskRow = r;
    }
    ASSERT_GE(diskRow, 0);
    EXPECT_EQ(cell(page.guards(), diskRow, 1), u"warned"_s);
    saveScreenshot(page, u"doctor-disk-guards"_s);

    // Samples of the boot running now, until there are `n` of them (a loaded machine takes longer).
    const QString platform = console.platform().baseUrl().toString(QUrl::StripTrailingSlash);
    const auto sampled = [&](int n) {
        const Instance *now = shown(id, InstanceState::Running);
        const QDateTime start = now ? now->startedAt.value_or(QDateTime()) : QDateTime();
        return now
            && QTest::qWaitFor(
                   [&] {
                       watcher.sampleNow(false);
                       return book.samples(platform, id, start).size() >= n;
                   },
                   30000);
    };
    // More samples while it runs idle (a platform minute a real second), then a stop: the receipt
    // says the whole boot was idle, and its idle cost is what the ledger charged for the boot.
    ASSERT_TRUE(sampled(4));
    ASSERT_TRUE(watcher.lastUtilization(id)); // the last reading, for autostop's second opinion
    EXPECT_EQ(watcher.lastUtilization(id)->second, 0);
    ASSERT_EQ(m_http.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    ASSERT_TRUE(QTest::qWaitFor([&] { return receipts.size() == 1; }, 20000));
    EXPECT_FALSE(watcher.lastUtilization(id)); // of the boot that ended: gone with it
    const BootReceipt &idle = receipts.first();
    const QJsonObject ledger = m_http.get(u"/v1/billing/ledger?instance_id="_s + id + u"&kind=compute"_s).json;
    EXPECT_EQ(idle.cost.cents(), ledger.value(u"total_cents"_s).toInteger());
    EXPECT_GT(idle.cost.cents(), 0);
    EXPECT_EQ(idle.averageUtilization, 0);
    EXPECT_EQ(idle.watchedSeconds, idle.seconds());
    EXPECT_EQ(idle.idleCost, idle.cost) << idle.summary(console.currency()).toStdString();
    EXPECT_GE(idle.samples, 4);
    EXPECT_EQ(watcher.diskGuards().states().size(), 0); // it stopped: nothing to warn about now

    // A busy boot: nothing of it idle.
    write(emulated + u"/gpu-utilization"_s, "88\n");
    write(emulated + u"/system-disk-used-bytes"_s, "1024\n");
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Stopped); }, 20000));
    ASSERT_EQ(m_http.post(u"/v1/instances/"_s + id + u"/start"_s).status, 202);
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Running); }, 20000));
    ASSERT_TRUE(sampled(3));
    ASSERT_EQ(m_http.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    ASSERT_TRUE(QTest::qWaitFor([&] { return receipts.size() == 2; }, 20000));
    EXPECT_EQ(receipts[1].averageUtilization, 88);
    EXPECT_EQ(receipts[1].idleCost, Money());
    EXPECT_EQ(book.receipts(platform).size(), 2);

    // On the Billing page, newest first, in both languages.
    ReceiptsPanel panel(console, watcher);
    panel.resize(1200, 420);
    panel.show();
    QSignalSpy filled(&panel, &ReceiptsPanel::shown);
    panel.reload();
    ASSERT_TRUE(filled.wait(10000));
    ASSERT_EQ(panel.rows().rowCount(), 2);
    EXPECT_EQ(cell(panel.rows(), 0, 6), u"88%"_s);
    EXPECT_EQ(cell(panel.rows(), 1, 6), u"0%"_s);
    EXPECT_TRUE(panel.summary()->text().contains(u"88% busy"_s)) << panel.summary()->text().toStdString();
    saveScreenshot(panel, u"billing-receipts"_s);
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    ReceiptsPanel zh(console, watcher);
    zh.resize(1200, 420);
    zh.show();
    QSignalSpy zhFilled(&zh, &ReceiptsPanel::shown);
    zh.reload();
    ASSERT_TRUE(zhFilled.wait(10000));
    saveScreenshot(zh, u"billing-receipts-zh"_s);
    ASSERT_TRUE(Translations::install(QLocale(QLocale::English)));
}

TEST_F(DoctorPageTest, TheInstanceChoiceFollowsRenamesInPlaceKeepsTheChosenOneAndListsNewOnes)
{
    RecordingNotifier notifier;
    ConsoleServices services(m_demo.console(), {});
    DoctorPage page(m_demo.console(), services.doctor(), nullptr, nullptr, services.budgetGuards(), notifier);
    page.show();
    QComboBox *box = page.instanceBox();
    HttpClient c = m_demo.http();
    const auto create = [&c](const QString &name) {
        const auto created = c.post(u"/v1/instances"_s,
                                    {{u"name"_s, name},
                                     {u"region"_s, u"cn-north-1"_s},
                                     {u"gpu_type"_s, u"rtx-4090-24g"_s},
                                     {u"gpu_count"_s, 1},
                                     {u"image"_s, u"ubuntu-22.04"_s}});
        EXPECT_EQ(created.status, 202) << created.body.toStdString();
        return created.json.value(u"id"_s).toString();
    };
    const QString chosen = create(u"first"_s), other = create(u"second"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return box->findData(chosen) >= 0 && box->findData(other) >= 0; }, 10000));
    box->setCurrentIndex(box->findData(chosen));
    const int rows = box->count();

    // A rename: the same items, the name changed where it is, the choice kept.
    ASSERT_EQ(c.patch(u"/v1/instances/"_s + chosen, {{u"name"_s, u"改名后"_s}}).status, 200);
    ASSERT_TRUE(QTest::qWaitFor([&] { return box->itemText(box->findData(chosen)) == u"改名后"_s; }, 10000));
    EXPECT_EQ(box->count(), rows);
    EXPECT_EQ(box->currentData().toString(), chosen);

    // A new instance: listed, the choice still kept.
    const QString made = create(u"third"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return box->findData(made) >= 0; }, 10000));
    EXPECT_EQ(box->count(), rows + 1);
    EXPECT_EQ(box->itemText(box->findData(made)), u"third"_s);
    EXPECT_EQ(box->currentData().toString(), chosen);
    EXPECT_EQ(box->itemText(box->findData(chosen)), u"改名后"_s);
    EXPECT_EQ(box->itemText(box->findData(other)), u"second"_s);
}
