// The console on 优云智算 (Compshare) against FakeCompshare: the key pair's login dialog (both halves
// asked for, a wrong private key said plainly, the right pair logged in), and a card chosen by its
// price in yuan, running, then started without its card; in English and Chinese, with screenshots.
#include "common/translations.h"
#include "core/api/awaitanswer.h"
#include "core/api/compshare/compsharecodecs.h"
#include "core/api/compshare/compshareplatform.h"
#include "core/autostop/autostopwatcher.h"
#include "core/autostop/stopdeadlines.h"
#include "core/session/filesecretbackend.h"
#include "core/session/secretstore.h"
#include "core/session/session.h"
#include "tests/support/closedport.h"
#include "tests/support/fakecompshare.h"
#include "tests/ui/cloudconsole.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "tests/ui/wizardsteps.h"
#include "ui/account/logindialog.h"
#include "ui/account/teampage.h"
#include "ui/create/createwizard.h"
#include "ui/instances/autostopdialog.h"
#include "ui/instances/datadiskdialog.h"
#include "ui/instances/instancedetails.h"
#include "ui/instances/instancespage.h"
#include "ui/shell/mainwindow.h"
#include "ui/storage/storagepage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <gtest/gtest.h>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

class CompshareLogin : public ::testing::TestWithParam<QLocale::Language>
{
protected:
    void SetUp() override { Translations::install(QLocale(GetParam())); }
    void TearDown() override { Translations::install(QLocale(QLocale::English)); }
    QString suffix() const { return GetParam() == QLocale::Chinese ? u"-zh_CN"_s : u"-en"_s; }

    FakeCompshare m_compshare;
    SystemClock m_clock;
    QTemporaryDir m_dir;
};

} // namespace

TEST_P(CompshareLogin, AsksForBothHalvesOfTheKeyPairAndSaysWhenOneIsWrong)
{
    CompsharePlatform platform(m_compshare.url(), m_clock);
    SecretStore secrets(nullptr, std::make_unique<FileSecretBackend>(m_dir.path() + u"/s.json"_s));
    Session session(platform, secrets);
    LoginDialog dialog(session, LoginDialog::Kind::ApiKeyPair);
    dialog.show();
    auto *publicKey = dialog.findChild<QLineEdit *>(u"login"_s);
    auto *privateKey = dialog.findChild<QLineEdit *>(u"password"_s);
    auto *logIn = dialog.findChild<QPushButton *>(u"logIn"_s);
    ASSERT_TRUE(publicKey && privateKey && logIn);
    EXPECT_TRUE(publicKey->isVisible());
    EXPECT_EQ(privateKey->echoMode(), QLineEdit::Password);
    EXPECT_FALSE(dialog.findChild<QPushButton *>(u"toRegister"_s)); // no account is made from here
    EXPECT_TRUE(saveScreenshot(dialog, u"compshare-login"_s + suffix()));

    // One half alone is not sent.
    QTest::keyClicks(privateKey, m_compshare.privateKey());
    QTest::mouseClick(logIn, Qt::LeftButton);
    EXPECT_FALSE(dialog.problem().isEmpty());
    EXPECT_TRUE(m_compshare.requests.isEmpty());

    QTest::keyClicks(publicKey, m_compshare.publicKey());
    privateKey->setText(u"not-the-private-key"_s);
    QTest::mouseClick(logIn, Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor([&] { return session.state() != Session::State::Busy; }, 10000));
    const QString refused = dialog.problem();
    EXPECT_TRUE(saveScreenshot(dialog, u"compshare-login-refused"_s + suffix()));
    EXPECT_NE(dialog.result(), QDialog::Accepted);
    if (GetParam() == QLocale::Chinese)
        EXPECT_TRUE(refused.contains(u"密钥"_s)) << refused.toStdString();
    else
        EXPECT_TRUE(refused.contains(u"key"_s)) << refused.toStdString();

    privateKey->setText(m_compshare.privateKey());
    QTest::mouseClick(logIn, Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor([&] { return dialog.result() == QDialog::Accepted; }, 10000))
        << dialog.problem().toStdString();
    EXPECT_EQ(CompshareKeys::fromToken(session.token()),
              (CompshareKeys{m_compshare.publicKey(), m_compshare.privateKey()}));
}

INSTANTIATE_TEST_SUITE_P(Languages, CompshareLogin, ::testing::Values(QLocale::English, QLocale::Chinese));

namespace {

/// The whole console on Compshare, in English and Chinese: the card and price chosen in the create
/// wizard, the instance running, then started without its card at the no-GPU price.
class CompshareConsole : public CloudConsole, public ::testing::WithParamInterface<QLocale::Language>
{
protected:
    void SetUp() override
    {
        Translations::install(QLocale(GetParam()));
        m_console = consoleOn(PlatformAddress::Kind::Compshare, m_compshare.url());
    }
    void TearDown() override
    {
        CloudConsole::TearDown();
        Translations::install(QLocale(QLocale::English));
    }
    QString shot(const char *what) const
    {
        return u"compshare-%1-%2"_s.arg(QLatin1StringView(what), GetParam() == QLocale::Chinese ? u"zh_CN"_s : u"en"_s);
    }
    bool english() const { return GetParam() == QLocale::English; }

    FakeCompshare m_compshare;
};

} // namespace

TEST_P(CompshareConsole, ACardChosenByItsPriceInYuanRunsAndStartsAgainWithoutIt)
{
    auto window = openWindow();
    QSignalSpy in(&m_console->session(), &Session::loggedIn);
    m_console->session().logIn(m_compshare.publicKey(), m_compshare.privateKey());
    ASSERT_TRUE(in.count() == 1 || in.wait(10000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_console->isLoaded(); }, 10000));

    CreateWizard *wizard = window->openCreateWizard();
    ASSERT_TRUE(wizard && loaded(*wizard)) << (wizard ? wizard->loadProblem().toStdString() : "no wizard");
    auto *regions = child<QTreeWidget>(wizard, "regions");
    ASSERT_TRUE(regions->currentItem());
    EXPECT_EQ(regions->currentItem()->data(0, Qt::UserRole).toString(), u"cn-wlcb-01"_s);
    wizard->next();

    // The cards as a student knows them, priced per hour in yuan as Compshare quotes them.
    auto *cards = child<QTableWidget>(wizard, "cards");
    const int rtx4090 = rowOf(cards, u"4090"_s);
    const int rtx3090 = rowOf(cards, u"3090"_s);
    ASSERT_GE(rtx4090, 0);
    ASSERT_GE(rtx3090, 0);
    EXPECT_TRUE(cards->item(rtx4090, 0)->text().contains(u"RTX 4090"_s))
        << cards->item(rtx4090, 0)->text().toStdString();
    bool priced = false;
    for (int column = 0; column < cards->columnCount(); ++column)
        priced |= cards->item(rtx3090, column) && cards->item(rtx3090, column)->text().contains(u"¥1.13"_s);
    EXPECT_TRUE(priced);
    cards->selectRow(rtx4090);
    EXPECT_EQ(wizard->draft().spec.gpuType, u"4090"_s);
    // The 4090 comes with 16 or 24 cores: the smallest is taken unless another is chosen, and a bigger
    // one is priced whole.
    auto *sizes = child<QComboBox>(wizard, "machineSize");
    ASSERT_TRUE(sizes->isVisible());
    ASSERT_EQ(sizes->count(), 2);
    EXPECT_FALSE(wizard->draft().spec.cpus);
    const Money smallest = wizard->draft().quote().gpuPerHour;
    sizes->setCurrentIndex(1);
    EXPECT_EQ(wizard->draft().spec.cpus, 24);
    EXPECT_GT(wizard->draft().quote().gpuPerHour, smallest);
    sizes->setCurrentIndex(0);
    EXPECT_FALSE(wizard->draft().spec.cpus);
    EXPECT_TRUE(saveScreenshot(*wizard, shot("create-gpu")));
    wizard->next();

    // By the hour; the card is attached at creation (Compshare makes no instance without it).
    child<QSpinBox>(wizard, "hours")->setValue(10);
    EXPECT_TRUE(child<QRadioButton>(wizard, "on_demand")->isChecked());
    EXPECT_TRUE(child<QRadioButton>(wizard, "on_demand")->text().contains(u"¥20.50"_s))
        << child<QRadioButton>(wizard, "on_demand")->text().toStdString();
    EXPECT_FALSE(child<QCheckBox>(wizard, "noGpuFirst")->isVisible());
    // Compshare's own day and month, as it quotes them; no week.
    EXPECT_TRUE(child<QRadioButton>(wizard, "package_daily")->isVisible());
    EXPECT_TRUE(child<QRadioButton>(wizard, "package_daily")->text().contains(u"¥44.00"_s))
        << child<QRadioButton>(wizard, "package_daily")->text().toStdString();
    EXPECT_TRUE(child<QRadioButton>(wizard, "package_monthly")->isVisible());
    EXPECT_TRUE(child<QRadioButton>(wizard, "package_monthly")->text().contains(u"¥1100.00"_s))
        << child<QRadioButton>(wizard, "package_monthly")->text().toStdString();
    EXPECT_FALSE(child<QRadioButton>(wizard, "package_weekly")->isVisible());
    EXPECT_EQ(wizard->draft().spec.startMode, InstanceMode::Gpu);
    EXPECT_TRUE(saveScreenshot(*wizard, shot("create-billing")));
    QSignalSpy created(wizard, &CreateWizard::created);
    for (int step = 0; step < 6 && !wizard->button(QWizard::FinishButton)->isVisible(); ++step) {
        wizard->next();
        // The images: the platform's, then the free community ones, said as shared by someone.
        if (auto *images = wizard->findChild<QTableWidget *>(u"images"_s); images && images->isVisible()) {
            const int comfy = rowOf(images, u"compshareImage-comfyui"_s);
            ASSERT_GE(comfy, 0);
            EXPECT_TRUE(images->item(comfy, 5)->text().contains(u"画图的小李"_s));
            EXPECT_NE(wizard->draft().spec.image, u"compshareImage-comfyui"_s); // never chosen for the user
            EXPECT_TRUE(saveScreenshot(*wizard, shot("create-image")));
        }
        // A data disk made with the instance, where gpudesk advises mounting it.
        if (auto *data = wizard->findChild<QSpinBox *>(u"dataDisk"_s); data && data->isVisible()) {
            data->setValue(80);
            EXPECT_TRUE(saveScreenshot(*wizard, shot("create-disks")));
        }
    }
    child<QLineEdit>(wizard, "name")->setText(u"lora-7b"_s);
    EXPECT_TRUE(saveScreenshot(*wizard, shot("create-summary")));
    wizard->button(QWizard::FinishButton)->click();
    ASSERT_TRUE(created.count() == 1 || created.wait(10000));
    ASSERT_EQ(m_compshare.hosts.size(), 1);
    const QString id = m_compshare.hosts.firstKey();
    EXPECT_EQ(m_compshare.hosts[id].value(u"GpuType"_s).toString(), u"4090"_s);
    EXPECT_EQ(m_compshare.last(u"CreateCompShareInstance"_s).value(u"Disks.1.Size"_s), u"80"_s);

    m_compshare.advance();
    ASSERT_TRUE(showsOneInstance(*window, u"running"_s));
    EXPECT_TRUE(saveScreenshot(*window, shot("running")));
    // The data disk made with it: where it is, and the line that makes it usable, said to erase it.
    window->instancesPage()->table()->selectRow(0);
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return window->instancesPage()->details()->text().contains(u"/dev/vdb"_s); }, 10000))
        << window->instancesPage()->details()->text().toStdString();
    EXPECT_TRUE(saveScreenshot(*window, shot("details-disk")));
    {
        ScriptedConfirmer confirmer;
        DataDiskDialog dialog(*m_console, *m_console->platform().facet<DataDiskChanges>(), confirmer,
                              m_console->instances().first());
        dialog.show();
        EXPECT_TRUE(dialog.command()->text().startsWith(u"mkfs.ext4 -L data /dev/vdb"_s))
            << dialog.command()->text().toStdString();
        EXPECT_TRUE(saveScreenshot(dialog, shot("disk-new")));
    }

    // Stopped, and started without the card: its rate is the no-GPU one. The user's own stop is not
    // told as the platform's (Compshare gives no reason for a stop).
    QSignalSpy platformStops(m_console.get(), &Console::instanceStopped);
    m_console->stop(id);
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return m_compshare.hosts[id].value(u"State"_s).toString() == u"Stopping"_s; }, 10000));
    m_compshare.advance();
    m_console->refresh();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const Instance *i = m_console->instance(id);
            return i && i->state == InstanceState::Stopped;
        },
        10000));
    m_console->start(id, false);
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return m_compshare.hosts[id].value(u"State"_s).toString() == u"Starting"_s; }, 10000));
    EXPECT_EQ(m_compshare.last(u"StartCompShareInstance"_s).value(u"WithoutGpu"_s), u"true"_s);
    m_compshare.advance();
    m_console->refresh();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const Instance *i = m_console->instance(id);
            return i && i->state == InstanceState::Running && i->mode == InstanceMode::NoGpu;
        },
        10000));
    EXPECT_EQ(m_console->instance(id)->meter.ratePerHour, CompshareCodecs::yuan(0.1));
    EXPECT_EQ(m_console->instance(id)->gpuCount, 1); // remembered: the platform says 0 without the card
    EXPECT_EQ(platformStops.count(), 0);
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_console->reading().ratePerHour == CompshareCodecs::yuan(0.1); }, 5000));
    EXPECT_TRUE(saveScreenshot(*window, shot("no-gpu")));
    // The Billing page: what gpudesk itself saw, no balance made up.
    window->showPage(window->billingPage());
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const auto labels = window->billingPage()->findChildren<QLabel *>();
            return std::any_of(labels.cbegin(), labels.cend(),
                               [](const QLabel *l) { return l->isVisible() && l->text().contains(u"¥0.10"_s); });
        },
        5000));
    EXPECT_TRUE(saveScreenshot(*window, shot("billing")));
}

TEST_P(CompshareConsole, TheDataDiskDialogAddsGrowsDetachesAndPutsBackADisk)
{
    auto window = openWindow();
    QSignalSpy in(&m_console->session(), &Session::loggedIn);
    m_console->session().logIn(m_compshare.publicKey(), m_compshare.privateKey());
    ASSERT_TRUE(in.count() == 1 || in.wait(10000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_console->isLoaded(); }, 10000));
    InstanceSpec spec;
    spec.name = u"thesis"_s;
    spec.gpuType = u"3090"_s;
    spec.region = u"cn-wlcb-01"_s;
    spec.image = u"compshareImage-torch24"_s;
    const auto made
        = awaitAnswer<Instance>([&](QObject *c, auto d) { m_console->platform().createInstance(spec, c, d); });
    ASSERT_TRUE(made.ok());
    m_compshare.advance();
    ASSERT_TRUE(showsOneInstance(*window, u"running"_s));
    DataDiskChanges *disks = m_console->platform().facet<DataDiskChanges>();
    ASSERT_TRUE(disks);
    ScriptedConfirmer confirmer;
    confirmer.yes = true;

    // No disk yet: only adding is offered, and the command that makes it usable comes back.
    auto dialog = std::make_unique<DataDiskDialog>(*m_console, *disks, confirmer, m_console->instances().first());
    dialog->show();
    QSignalSpy settled(dialog.get(), &DataDiskDialog::settled);
    ASSERT_TRUE(settled.count() == 1 || settled.wait(10000));
    EXPECT_TRUE(dialog->addButton()->isVisible());
    EXPECT_FALSE(dialog->growButton()->isVisible());
    EXPECT_FALSE(dialog->keptDisks()->isVisible()); // nothing kept apart
    dialog->size()->setValue(20); // the smallest: asked for as it is
    QTest::mouseClick(dialog->addButton(), Qt::LeftButton);
    ASSERT_TRUE(settled.count() == 2 || settled.wait(10000));
    EXPECT_TRUE(dialog->command()->text().startsWith(u"mkfs.ext4 -L data /dev/vdb"_s))
        << dialog->command()->text().toStdString();
    EXPECT_TRUE(dialog->status()->text().contains(u"/dev/vdb"_s)) << dialog->status()->text().toStdString();
    EXPECT_EQ(m_compshare.last(u"CreateAndAttachCompshareDisk"_s).value(u"Size"_s), u"20"_s);
    EXPECT_TRUE(saveScreenshot(*dialog, shot("disk-added")));
    // Running: growing and detaching wait for a stop, and say so.
    EXPECT_TRUE(dialog->growButton()->isVisible());
    EXPECT_FALSE(dialog->growButton()->isEnabled());
    EXPECT_FALSE(dialog->detachButton()->isEnabled());

    // Stopped: detached and kept; the kept disk listed, and put back.
    ASSERT_TRUE(awaitAnswer<Instance>([&](QObject *c, auto d) {
                    m_console->platform().stopInstance(made.value().id, c, d);
                }).ok());
    m_compshare.advance();
    ASSERT_TRUE(showsOneInstance(*window, u"stopped"_s));
    dialog = std::make_unique<DataDiskDialog>(*m_console, *disks, confirmer, m_console->instances().first());
    dialog->show();
    QSignalSpy again(dialog.get(), &DataDiskDialog::settled);
    ASSERT_TRUE(again.count() == 1 || again.wait(10000));
    EXPECT_TRUE(dialog->growButton()->isEnabled());
    EXPECT_TRUE(dialog->detachButton()->isEnabled());
    QTest::mouseClick(dialog->detachButton(), Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !dialog->busy() && dialog->keptDisks()->count() == 1; }, 10000));
    EXPECT_TRUE(dialog->keptDisks()->isVisible());
    EXPECT_TRUE(dialog->addButton()->isVisible());
    EXPECT_TRUE(dialog->attachButton()->isEnabled());
    EXPECT_EQ(m_compshare.detachedDisks.size(), 1);
    EXPECT_TRUE(saveScreenshot(*dialog, shot("disk-kept")));
    {
        // The Storage page lists it, since it bills while it sits there; no volume is offered.
        StoragePage storage(*m_console, StoragePage::Sources::of(m_console->platform()), confirmer);
        storage.resize(1000, 620);
        storage.show();
        QSignalSpy shown(&storage, &StoragePage::shown);
        storage.reload();
        ASSERT_TRUE(shown.count() > 0 || shown.wait(10000));
        ASSERT_EQ(storage.volumes()->rowCount(), 1);
        EXPECT_TRUE(storage.volumes()->item(0, 0)->text().contains(u"thesis"_s));
        EXPECT_FALSE(storage.newVolumeButton()->isVisible());
        EXPECT_NE(storage.volumes()->item(0, 3)->text(), StoragePage::tr("free"));
        EXPECT_TRUE(saveScreenshot(storage, shot("storage-kept")));
    }
    QTest::mouseClick(dialog->attachButton(), Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !dialog->busy() && dialog->keptDisks()->count() == 0; }, 10000));
    EXPECT_TRUE(m_compshare.detachedDisks.isEmpty());
    EXPECT_TRUE(dialog->command()->text().contains(u"mount -L data /data"_s))
        << dialog->command()->text().toStdString();
}

TEST_P(CompshareConsole, TheTeamPageInvitesAnAccountAndGivesAMemberWhoJoinedAnAmount)
{
    auto window = openWindow();
    QSignalSpy in(&m_console->session(), &Session::loggedIn);
    m_console->session().logIn(m_compshare.publicKey(), m_compshare.privateKey());
    ASSERT_TRUE(in.count() == 1 || in.wait(10000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_console->isLoaded(); }, 10000));
    Teams *teams = m_console->platform().facet<Teams>();
    ASSERT_TRUE(teams);
    ScriptedConfirmer confirmer;
    confirmer.yes = true;
    confirmer.texts = {english() ? u"Thesis lab"_s : u"课题组"_s};
    TeamPage page(*m_console, *teams, confirmer);
    page.resize(1000, 620);
    page.show();
    QSignalSpy settled(&page, &TeamPage::settled);
    page.reload();
    ASSERT_TRUE(settled.count() > 0 || settled.wait(10000));
    EXPECT_FALSE(page.inviteButton()->isEnabled()); // no team yet
    const auto until = [](const std::function<bool()> &shown) { return QTest::qWaitFor(shown, 10000); };

    QTest::mouseClick(page.newTeamButton(), Qt::LeftButton);
    ASSERT_TRUE(until([&] { return page.teamChooser()->count() == 1; }));
    EXPECT_EQ(m_compshare.teams.size(), 1);

    page.accountField()->setText(u"50002"_s);
    page.nameField()->setText(english() ? u"Wang"_s : u"小王"_s);
    QTest::mouseClick(page.inviteButton(), Qt::LeftButton);
    ASSERT_TRUE(until([&] { return page.rows().rowCount() == 1; }));
    EXPECT_EQ(page.rows().text(0, 1), u"50002"_s);
    page.accountField()->setText(u"50003"_s);
    QTest::mouseClick(page.inviteButton(), Qt::LeftButton);
    ASSERT_TRUE(until([&] { return page.rows().rowCount() == 2; }));

    // Joined on the platform: an amount given from the owner's balance.
    m_compshare.acceptInvitations();
    page.reload();
    ASSERT_TRUE(until([&] { return page.rows().text(0, 3) == u"¥0.00"_s; }));
    page.table()->selectRow(0);
    page.amountField()->setText(u"200"_s);
    ASSERT_TRUE(page.giveButton()->isEnabled());
    QTest::mouseClick(page.giveButton(), Qt::LeftButton);
    ASSERT_TRUE(until([&] { return page.rows().text(0, 3) == u"¥200.00"_s; })) << page.message()->text().toStdString();
    EXPECT_EQ(page.rows().text(0, 4), u"¥200.00"_s);
    page.accountField()->setText(u"50004"_s);
    QTest::mouseClick(page.inviteButton(), Qt::LeftButton);
    ASSERT_TRUE(until([&] { return page.rows().rowCount() == 3; }));
    EXPECT_TRUE(saveScreenshot(page, shot("team")));

    // An account that is not there: the platform's words, nothing added.
    page.accountField()->setText(u"59999"_s);
    QTest::mouseClick(page.inviteButton(), Qt::LeftButton);
    ASSERT_TRUE(until([&] { return page.message()->text().contains(u"用户不存在"_s); }))
        << page.message()->text().toStdString();
    EXPECT_EQ(page.rows().rowCount(), 3);
}

INSTANTIATE_TEST_SUITE_P(Languages, CompshareConsole, ::testing::Values(QLocale::English, QLocale::Chinese));

TEST_P(CompshareConsole, TheAutostopDialogOffersToGiveTheAgentAKeyAndSaysAWrongOne)
{
    // The instance's SSH leads nowhere (a closed loopback port): what is tested here is the dialog and
    // the pair's check with the platform, before anything goes over SSH.
    ClosedPort nowhere;
    m_compshare.sshHost = u"127.0.0.1"_s;
    m_compshare.sshPort = nowhere.port();
    auto window = openWindow(true);
    QSignalSpy in(&m_console->session(), &Session::loggedIn);
    m_console->session().logIn(m_compshare.publicKey(), m_compshare.privateKey());
    ASSERT_TRUE(in.count() == 1 || in.wait(10000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_console->isLoaded(); }, 10000));
    InstanceSpec spec;
    spec.name = u"night-run"_s;
    spec.gpuType = u"4090"_s;
    spec.region = u"cn-wlcb-01"_s;
    spec.image = u"compshareImage-torch24"_s;
    ASSERT_TRUE(
        awaitAnswer<Instance>([&](QObject *c, auto d) { m_console->platform().createInstance(spec, c, d); }).ok());
    m_compshare.advance();
    ASSERT_TRUE(showsOneInstance(*window, u"running"_s));
    // The dead man's switch arms the platform's stop, and the details say it is the switch's.
    StopDeadlines *deadlines = m_services->stopDeadlines();
    ASSERT_TRUE(deadlines);
    const QString id = m_console->instances().first().id;
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            m_console->refresh();
            const Instance *i = m_console->instance(id);
            return i && i->stopAt && deadlines->armedAt(id) == i->stopAt;
        },
        10000));
    window->instancesPage()->table()->selectRow(0);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return window->instancesPage()->details()->text().contains(english() ? u"unless it is used"_s
                                                                                 : u"若无人使用"_s);
        },
        10000))
        << window->instancesPage()->details()->text().toStdString();
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_console->reading().ratePerHour == CompshareCodecs::yuan(2.05); }, 5000));
    // The notebook the platform serves, by its name and address.
    EXPECT_TRUE(window->instancesPage()->details()->text().contains(u"JupyterLab"_s));
    EXPECT_TRUE(saveScreenshot(*window, shot("details")));
    AutostopWatcher *watcher = m_services->autostop();
    ASSERT_TRUE(watcher);
    const Instance running = m_console->instances().first();
    AutostopDialog dialog(*m_console, *watcher, running);
    dialog.show();
    ASSERT_TRUE(dialog.keyBox());
    EXPECT_TRUE(dialog.keyBox()->isVisible());
    dialog.findChild<QLineEdit *>(u"publicKey"_s)->setText(m_compshare.publicKey());
    dialog.findChild<QLineEdit *>(u"privateKey"_s)->setText(u"not-the-private-key"_s);
    const int updates = m_compshare.count(u"UpdateCompShareStopScheduler"_s); // the switch's own, above
    QSignalSpy given(watcher, &AutostopWatcher::agentKeyGiven);
    QTest::mouseClick(dialog.findChild<QPushButton *>(u"giveKey"_s), Qt::LeftButton);
    ASSERT_TRUE(given.count() == 1 || given.wait(10000));
    EXPECT_FALSE(given.first().at(1).toBool());
    EXPECT_FALSE(dialog.keyResultText().isEmpty());
    EXPECT_TRUE(saveScreenshot(dialog, shot("autostop-key")));
    // Nothing of the pair went anywhere but the platform's check.
    EXPECT_EQ(m_compshare.count(u"UpdateCompShareStopScheduler"_s), updates);
}
