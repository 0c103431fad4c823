// The console on RunPod's API (FakeRunPod in this process): logging in with an API key, a pod in
// the table priced in dollars, the money line without a balance, pages only for what the platform
// has, a stop from the toolbar, a pod made through the create wizard; in English and in Chinese.
#include "common/translations.h"
#include "core/autostop/autostopscript.h"
#include "core/console/console.h"
#include "core/console/consoleservices.h"
#include "core/session/session.h"
#include "core/ssh/boottasks.h"
#include "tests/support/closedport.h"
#include "tests/support/fakerunpod.h"
#include "tests/ui/cloudconsole.h"
#include "tests/ui/democonsole.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "tests/ui/wizardsteps.h"
#include "ui/account/logindialog.h"
#include "ui/billing/advisorpanel.h"
#include "ui/billing/billingpage.h"
#include "ui/create/createwizard.h"
#include "ui/instances/instanceactions.h"
#include "ui/instances/instancedetails.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/shell/mainwindow.h"
#include "ui/storage/storagepage.h"
#include "ui/widgets/shellpage.h"

#include <QAction>
#include <QCheckBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

class RunPodConsole : public CloudConsole
{
protected:
    void SetUp() override { m_console = consoleOn(m_runpod.url()); }

    std::unique_ptr<Console> consoleOn(const QUrl &url)
    {
        return CloudConsole::consoleOn(PlatformAddress::Kind::RunPod, url);
    }
    void logIn(MainWindow &window) { CloudConsole::logIn(window, m_runpod.apiKey()); }
    /// Reads the pods again and waits until the window's table shows the one pod running.
    bool showsOnePodRunning(MainWindow &window) { return showsOneInstance(window, u"running"_s); }

    /// Through every step of the create wizard for an RTX 4090 in Romania with a 20 GB data disk,
    /// checking what a platform without packages, no-GPU mode or storage prices shows; captured
    /// in `language`. The pod it made, as RunPod keeps it (empty when none was made).
    QJsonObject createThroughTheWizard(MainWindow &window, const QString &language)
    {
        CreateWizard *wizard = window.openCreateWizard();
        EXPECT_TRUE(wizard && loaded(*wizard)) << (wizard ? wizard->loadProblem().toStdString() : "no wizard");
        if (!wizard || !wizard->isLoaded())
            return {};
        const auto shot = [&](const char *step) {
            EXPECT_TRUE(saveScreenshot(*wizard, u"runpod-create-%1-%2"_s.arg(QLatin1StringView(step), language)));
        };
        const bool english = language == u"en"_s;

        // Data centres: how many cards each has some of (levels, not counts), Romania first.
        auto *regions = child<QTreeWidget>(wizard, "regions");
        EXPECT_EQ(regions->topLevelItemCount(), 2);
        EXPECT_EQ(regions->currentItem()->data(0, Qt::UserRole).toString(), u"EU-RO-1"_s);
        EXPECT_EQ(regions->currentItem()->text(2), u"2"_s);
        const QString here = child<QLabel>(wizard, "cardsHere")->text();
        if (english) {
            EXPECT_EQ(regions->headerItem()->text(2), u"Cards on offer now"_s);
            EXPECT_TRUE(here.contains(u"RTX 4090: plenty"_s) && here.contains(u"RTX A4000: some"_s))
                << here.toStdString();
        }
        shot("region");
        wizard->next();

        // Cards in dollars, to the tenth of a cent; the A40 is out here.
        auto *cards = child<QTableWidget>(wizard, "cards");
        EXPECT_EQ(cards->rowCount(), 3);
        const int a4000 = rowOf(cards, u"NVIDIA RTX A4000"_s);
        EXPECT_EQ(cards->item(a4000, 4)->text(), (english ? u"$0.165/h"_s : u"$0.165/小时"_s));
        if (english) {
            EXPECT_EQ(cards->item(rowOf(cards, u"NVIDIA A40"_s), 5)->text(), u"none now"_s);
        }
        cards->selectRow(rowOf(cards, u"NVIDIA GeForce RTX 4090"_s));
        EXPECT_EQ(wizard->draft().spec.gpuType, u"NVIDIA GeForce RTX 4090"_s);
        shot("gpu");
        wizard->next();

        // Billing: on demand only, no no-GPU start to offer.
        child<QSpinBox>(wizard, "hours")->setValue(10);
        EXPECT_TRUE(child<QRadioButton>(wizard, "on_demand")->isChecked());
        EXPECT_TRUE(child<QRadioButton>(wizard, "on_demand")->text().contains(u"$6.90"_s))
            << child<QRadioButton>(wizard, "on_demand")->text().toStdString();
        EXPECT_FALSE(child<QRadioButton>(wizard, "package_daily")->isVisible());
        EXPECT_FALSE(child<QRadioButton>(wizard, "package_weekly")->isVisible());
        EXPECT_FALSE(child<QCheckBox>(wizard, "noGpuFirst")->isVisible());
        EXPECT_EQ(wizard->draft().spec.startMode, InstanceMode::Gpu);
        shot("billing");
        wizard->next();

        EXPECT_EQ(wizard->draft().spec.image, u"runpod-torch-v240"_s);
        shot("image");
        wizard->next();

        // Disks: a 20 GB data disk; storage rates are not known here and it says so rather than "free".
        child<QRadioButton>(wizard, "newDisk")->setChecked(true);
        child<QSpinBox>(wizard, "dataDisk")->setValue(20);
        const QString storage = child<QLabel>(wizard, "storageCost")->text();
        EXPECT_FALSE(storage.contains(u"$"_s)) << storage.toStdString();
        if (english) {
            EXPECT_TRUE(storage.contains(u"does not publish"_s)) << storage.toStdString();
        }
        shot("disks");
        wizard->next();
        shot("ports");
        wizard->next();

        child<QLineEdit>(wizard, "name")->setText(u"lora-7b"_s);
        const QString cost = child<QLabel>(wizard, "summaryCost")->text();
        EXPECT_TRUE(cost.contains(u"$0.69"_s) && cost.contains(u"$6.90"_s)) << cost.toStdString();
        EXPECT_FALSE(cost.contains(u"$0.00"_s)) << cost.toStdString();
        EXPECT_FALSE(wizard->draft().autostop); // no startup script here to install it with
        shot("summary");
        QSignalSpy created(wizard, &CreateWizard::created);
        wizard->button(QWizard::FinishButton)->click();
        EXPECT_TRUE(created.count() == 1 || created.wait(10000));
        return m_runpod.pods.isEmpty() ? QJsonObject() : m_runpod.pods.last();
    }

    FakeRunPod m_runpod;
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

    // A pod made elsewhere (RunPod's web site) appears, running at its rate.
    m_runpod.runningPod(u"lora-7b"_s);
    ASSERT_TRUE(showsOnePodRunning(window));
    QTableView *table = window.instancesPage()->table();
    EXPECT_TRUE(cell(table, InstanceTableModel::Rate).contains(u"$0.69"_s))
        << cell(table, InstanceTableModel::Rate).toStdString();
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.moneyText().contains(u"$0.69/h"_s); }, 10000));
    EXPECT_TRUE(window.moneyText().startsWith(u"Today $"_s)) << window.moneyText().toStdString();
    EXPECT_FALSE(window.moneyText().contains(u"Balance"_s));
    EXPECT_TRUE(saveScreenshot(window, u"runpod-console-en"_s));
    window.showPage(window.billingPage());
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return window.billingPage()->findChild<QPushButton *>(u"payPage"_s)->isVisible(); }, 10000));
    EXPECT_TRUE(saveScreenshot(window, u"runpod-billing-en"_s));
    // Buy or rent, in dollars: the field guide's yuan are not offered as dollars; the rent starts
    // from a card of RunPod's, and the machine's price is the user's to type.
    AdvisorPanel *advisors = window.billingPage()->advisors();
    window.billingPage()->tabs()->setCurrentWidget(advisors);
    ASSERT_TRUE(QTest::qWaitFor([&] { return advisors->rentPerHour()->text() != u"2.50"_s; }, 10000));
    EXPECT_TRUE(advisors->rigPrice()->text().isEmpty());
    EXPECT_TRUE(advisors->buyVerdict()->text().contains(u"Type what your machine would cost"_s));
    advisors->rigPrice()->setText(u"2500"_s);
    EXPECT_TRUE(advisors->buyVerdict()->text().contains(u"$"_s)) << advisors->buyVerdict()->text().toStdString();
    EXPECT_TRUE(saveScreenshot(window, u"runpod-buy-or-rent-en"_s));
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

TEST_F(RunPodConsole, APodMadeThroughTheWizardIsTheOneAskedFor)
{
    const auto shown = openWindow();
    MainWindow &window = *shown;
    logIn(window);
    const QJsonObject pod = createThroughTheWizard(window, u"en"_s);
    ASSERT_FALSE(pod.isEmpty());
    EXPECT_EQ(pod.value(u"name"_s).toString(), u"lora-7b"_s);
    EXPECT_EQ(pod.value(u"gpu"_s).toObject().value(u"id"_s).toString(), u"NVIDIA GeForce RTX 4090"_s);
    EXPECT_EQ(pod.value(u"dataCenterId"_s).toString(), u"EU-RO-1"_s);
    EXPECT_EQ(pod.value(u"mounts"_s).toObject().value(u"persistent"_s).toObject().value(u"size"_s).toInt(), 20);
    // It boots into the table.
    m_runpod.advance();
    m_runpod.advance();
    ASSERT_TRUE(showsOnePodRunning(window));
    QTableView *table = window.instancesPage()->table();
    EXPECT_EQ(cell(table, InstanceTableModel::Name), u"lora-7b"_s);

    // Its details and the stop say what this platform does to the system disk at a stop.
    table->selectRow(0);
    const QString details = window.instancesPage()->details()->text();
    EXPECT_TRUE(details.contains(u"emptied at every stop"_s)) << details.toStdString();
    EXPECT_TRUE(details.contains(u"(/workspace)"_s)) << details.toStdString();
    EXPECT_TRUE(details.contains(u"does not give the host key"_s)) << details.toStdString();
    m_answers.yes = false;
    const qsizetype asked = m_answers.asked.size();
    window.actions()->stop()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_answers.asked.size() > asked; }, 10000)); // after the stock
    EXPECT_TRUE(m_answers.asked.last().contains(u"empties it at every stop"_s)) << m_answers.asked.last().toStdString();
    EXPECT_TRUE(m_answers.asked.last().contains(u"not under /workspace"_s)) << m_answers.asked.last().toStdString();

    // Without port 22 over TCP it has the proxy only: a terminal, and the details say what that rules out.
    QJsonObject proxied = m_runpod.pods.first();
    proxied.insert(u"ports"_s, QJsonArray{u"8888/http"_s});
    QJsonObject ssh = proxied.value(u"ssh"_s).toObject();
    ssh.insert(u"direct"_s, QJsonValue());
    proxied.insert(u"ssh"_s, ssh);
    m_runpod.pods[proxied.value(u"id"_s).toString()] = proxied;
    m_console->refresh();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return window.instancesPage()->details()->text().contains(u"Only a terminal"_s); }, 10000))
        << window.instancesPage()->details()->text().toStdString();
    EXPECT_TRUE(saveScreenshot(window, u"runpod-shell-only-en"_s));

    // The Billing page offers what the platform has: its payment page, no limits or vouchers.
    window.showPage(window.billingPage());
    auto *payPage = window.billingPage()->findChild<QPushButton *>(u"payPage"_s);
    ASSERT_TRUE(payPage);
    ASSERT_TRUE(QTest::qWaitFor([&] { return payPage->isVisible(); }, 10000));
    EXPECT_FALSE(window.billingPage()->findChild<QWidget *>(u"spendLimits"_s)->isVisible());
    EXPECT_FALSE(window.billingPage()->findChild<QWidget *>(u"vouchers"_s)->isVisible());
    EXPECT_FALSE(window.billingPage()->findChild<QLineEdit *>(u"rechargeAmount"_s)->isVisible());
    const QString wallet = window.billingPage()->findChild<QLabel *>(u"rechargeText"_s)->text();
    EXPECT_TRUE(wallet.contains(u"shows the balance there"_s)) << wallet.toStdString(); // not "follows here"
    EXPECT_TRUE(saveScreenshot(window, u"runpod-wallet-en"_s));

    // Storage: a network volume, priced at rates the platform does not publish here (not "free").
    QObject context;
    bool made = false;
    m_console->platform().facet<VolumeStorage>()->createVolume(u"datasets"_s, u"EU-RO-1"_s, 100, &context,
                                                               [&](const ApiResult<Volume> &r) { made = r.ok(); });
    ASSERT_TRUE(QTest::qWaitFor([&] { return made; }, 10000));
    QSignalSpy stored(window.storagePage(), &StoragePage::shown);
    window.showPage(window.storagePage());
    ASSERT_TRUE(stored.wait(10000));
    const QString summary = window.storagePage()->summary()->text();
    EXPECT_FALSE(summary.contains(u"$"_s)) << summary.toStdString();
    EXPECT_TRUE(summary.contains(u"pricing page"_s)) << summary.toStdString();
    EXPECT_TRUE(saveScreenshot(window, u"runpod-storage-en"_s));
}

TEST_F(RunPodConsole, AutostopAndStopLaterGoThroughTheAgentOnThePod)
{
    // With the SSH workspace (and the startup scripts the console keeps for a platform that runs
    // none), a running pod offers Autostop and Stop later: the agent on it keeps the stop time,
    // and when the agent cannot be reached the console says so rather than pretend.
    const ClosedPort nobody;
    m_runpod.sshd = {u"127.0.0.1"_s, nobody.port(), u"root"_s};
    QTemporaryDir files;
    const ConsolePaths paths{files.path() + u"/gpudesk.conf"_s, {},
                             files.path() + u"/gpudesk.db"_s,   files.path() + u"/.ssh"_s,
                             files.path() + u"/snapshots"_s,    files.path() + u"/scripts"_s};
    ConsoleServices services(*m_console, paths);
    auto window = std::make_unique<MainWindow>(m_wall);
    window->resize(1400, 800);
    window->setPaths(paths);
    window->setServices(&services, &m_answers, &m_notes);
    window->show();
    logIn(*window);
    m_runpod.runningPod(u"lora"_s);
    ASSERT_TRUE(showsOnePodRunning(*window));
    QTableView *table = window->instancesPage()->table();
    table->selectRow(0);
    ASSERT_TRUE(window->instancesPage()->autostop());
    EXPECT_TRUE(window->actions()->autostop()->isEnabled());
    ASSERT_TRUE(window->actions()->scheduleStop()->isVisible());
    ASSERT_TRUE(window->actions()->scheduleStop()->isEnabled());

    m_answers.texts = {u"2"_s};
    window->actions()->scheduleStop()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !window->instancesPage()->problemText().isEmpty(); }, 30000));
    const QString said = window->instancesPage()->problemText();
    EXPECT_TRUE(said.contains(u"No stop was scheduled for lora"_s)) << said.toStdString();
    EXPECT_TRUE(said.contains(u"turn autostop on"_s)) << said.toStdString();
    EXPECT_EQ(m_runpod.count("PATCH", u"/v2/pods/"_s + m_runpod.pods.firstKey()), 0); // RunPod is not asked

    // A pod made through the wizard here gets autostop like a sandbox instance: on by default, kept
    // in the startup script the console runs (RunPod takes none), and said to need the host key.
    CreateWizard *wizard = window->openCreateWizard();
    ASSERT_TRUE(wizard && loaded(*wizard));
    ASSERT_TRUE(wizard->draft().autostop);
    EXPECT_TRUE(wizard->draft().autostop->enabled);
    for (int page = 0; page < 6; ++page)
        wizard->next();
    child<QLineEdit>(wizard, "name")->setText(u"second"_s);
    EXPECT_TRUE(child<QCheckBox>(wizard, "autostop")->isChecked());
    const QString autostop = child<QLabel>(wizard, "autostopText")->text();
    EXPECT_TRUE(autostop.contains(u"asks you to confirm its host key"_s)) << autostop.toStdString();
    EXPECT_TRUE(saveScreenshot(*wizard, u"runpod-create-autostop-en"_s));
    QSignalSpy made(wizard, &CreateWizard::created);
    wizard->button(QWizard::FinishButton)->click();
    // Made (RunPodPlatform refuses a create that carries a startup script).
    ASSERT_TRUE(made.count() == 1 || made.wait(10000));
    const QString id = made.first().first().value<Instance>().id;
    BootTasks *boots = window->services()->boots();
    ASSERT_TRUE(boots);
    const auto kept = AutostopScript::split(boots->localStartupScript(id).value_or(QString())).autostop;
    ASSERT_TRUE(kept);
    EXPECT_TRUE(kept->enabled);
}

TEST_F(RunPodConsole, EachPlatformKeepsItsOwnLoginSoSwitchingBackFindsItLoggedIn)
{
    // Switching platforms starts the program anew on the other one; each login is kept under its
    // platform's address, so neither is logged out by the other.
    m_console->session().logIn(QString(), m_runpod.apiKey());
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_console->isLoaded(); }, 10000));
    FakeRunPod other(u"rpa_OTHERACCOUNT0123456789ABCDEF"_s);
    {
        auto second = consoleOn(other.url());
        second->session().logIn(QString(), other.apiKey());
        ASSERT_TRUE(QTest::qWaitFor([&] { return second->isLoaded(); }, 10000));
    }
    m_console.reset();
    for (const FakeRunPod *platform : {&m_runpod, &other}) {
        auto again = consoleOn(platform->url());
        again->session().restore();
        ASSERT_TRUE(QTest::qWaitFor([&] { return again->isLoaded(); }, 10000))
            << platform->url().toString().toStdString();
        EXPECT_EQ(platform->requests.last().authorization, "Bearer " + platform->apiKey().toUtf8());
    }
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
        ASSERT_TRUE(QTest::qWaitFor(
            [&] { return window.billingPage()->findChild<QPushButton *>(u"payPage"_s)->isVisible(); }, 10000));
        EXPECT_TRUE(saveScreenshot(window, u"runpod-billing-zh_CN"_s));
        AdvisorPanel *advisors = window.billingPage()->advisors();
        window.billingPage()->tabs()->setCurrentWidget(advisors);
        ASSERT_TRUE(QTest::qWaitFor([&] { return advisors->rentPerHour()->text() != u"2.50"_s; }, 10000));
        EXPECT_TRUE(advisors->buyVerdict()->text().contains(u"整机价格"_s))
            << advisors->buyVerdict()->text().toStdString();
        EXPECT_TRUE(saveScreenshot(window, u"runpod-buy-or-rent-zh_CN"_s));
        window.showPage(window.instancesPage());
        EXPECT_FALSE(createThroughTheWizard(window, u"zh_CN"_s).isEmpty());
        // The pod's details (the system disk emptied at a stop, the host key not given) and Storage.
        m_runpod.advance();
        m_runpod.advance();
        ASSERT_TRUE(showsOnePodRunning(window));
        window.instancesPage()->table()->selectRow(0);
        const QString details = window.instancesPage()->details()->text();
        EXPECT_FALSE(details.contains(u"emptied at every stop"_s)) << details.toStdString(); // translated
        EXPECT_TRUE(saveScreenshot(window, u"runpod-details-zh_CN"_s));
        QSignalSpy stored(window.storagePage(), &StoragePage::shown);
        window.showPage(window.storagePage());
        ASSERT_TRUE(stored.wait(10000));
        // No volume, but the pod's own disks bill: never "nothing costs money" without a price list.
        EXPECT_FALSE(window.storagePage()->summary()->text().contains(u"现在没有任何存储在计费"_s));
        EXPECT_TRUE(saveScreenshot(window, u"runpod-storage-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
}
