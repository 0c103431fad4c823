// The console on Vast.ai's API (FakeVast in this process): logging in with an API key, and a
// machine chosen through the create wizard from the offers of a card, the steadier host suggested
// over the cheapest shaky one with the reason said, sorted and filtered as a user does; in
// English and in Chinese.
#include "common/translations.h"
#include "core/api/awaitanswer.h"
#include "core/api/vast/vastplatform.h"
#include "tests/support/fakevast.h"
#include "tests/ui/cloudconsole.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/wizardsteps.h"
#include "ui/account/webhookspage.h"
#include "ui/billing/billingpage.h"
#include "ui/billing/ledgerpanel.h"
#include "ui/billing/paymentspanel.h"
#include "ui/create/choicetable.h"
#include "ui/create/createofferpage.h"
#include "ui/create/createwizard.h"
#include "ui/doctor/doctorpage.h"
#include "ui/instances/instanceactions.h"
#include "ui/instances/instancedetails.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/shell/mainwindow.h"
#include "ui/storage/storagepage.h"
#include "ui/widgets/listmodel.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

namespace {

class VastConsole : public CloudConsole
{
protected:
    void SetUp() override { m_console = consoleOn(PlatformAddress::Kind::Vast, m_vast.url()); }

    /// Region, card, billing, image and disk of the wizard, to the machine page with its first answer.
    CreateOfferPage *toTheMachines(CreateWizard &wizard, const QString &language)
    {
        const auto shot = [&](const char *step) {
            EXPECT_TRUE(saveScreenshot(wizard, u"vast-create-%1-%2"_s.arg(QLatin1StringView(step), language)));
        };
        auto *regions = child<QTreeWidget>(&wizard, "regions");
        for (int k = 0; k < regions->topLevelItemCount(); ++k)
            if (regions->topLevelItem(k)->data(0, Qt::UserRole).toString() == u"NO"_s)
                regions->setCurrentItem(regions->topLevelItem(k));
        EXPECT_EQ(wizard.draft().spec.region, u"NO"_s);
        wizard.next();
        auto *cards = child<QTableWidget>(&wizard, "cards");
        cards->selectRow(rowOf(cards, u"RTX_4090"_s));
        EXPECT_EQ(wizard.draft().spec.gpuType, u"RTX_4090"_s);
        wizard.next(); // billing: on demand
        wizard.next();
        EXPECT_EQ(wizard.draft().spec.image, u"vastai/base-image:@vastai-automatic-tag"_s); // Vast's own first
        wizard.next();
        // One disk: no data disk to choose, and its price is the machine's.
        EXPECT_FALSE(child<QRadioButton>(&wizard, "newDisk")->isVisible());
        child<QSpinBox>(&wizard, "systemDisk")->setValue(40);
        if (language == u"en"_s) {
            const QString cost = child<QLabel>(&wizard, "storageCost")->text();
            EXPECT_TRUE(cost.contains(u"Each machine prices its disk"_s)) << cost.toStdString();
        }
        shot("disk");
        wizard.next();
        auto *page = qobject_cast<CreateOfferPage *>(wizard.currentPage());
        EXPECT_TRUE(page);
        if (page) {
            EXPECT_TRUE(QTest::qWaitFor([&] { return !page->isSearching(); }, 10000));
        }
        return page;
    }

    /// A stopped instance on a Norwegian machine whose card the host rented out meanwhile, started
    /// again from the toolbar: it waits, starting, not failed. Its id.
    /// `name` rented from `offer` with a 40 GB disk, as another console (or the wizard) would.
    ApiResult<Instance> rentedAside(const QString &name, qint64 offer)
    {
        SystemClock clock;
        VastPlatform rent(m_vast.url(), clock);
        rent.setToken(m_vast.apiKey());
        InstanceSpec spec;
        spec.name = name;
        spec.image = u"pytorch/pytorch:latest"_s;
        spec.systemDiskGb = 40;
        spec.offerId = QString::number(offer);
        return awaitAnswer<Instance>([&](QObject *c, auto d) { rent.createInstance(spec, c, d); });
    }

    qint64 waitingForItsCard(MainWindow &window)
    {
        EXPECT_TRUE(rentedAside(u"llama"_s, m_steady).ok());
        const qint64 id = m_vast.instances.firstKey();
        m_vast.instances[id].insert(u"intended_status"_s, u"stopped"_s);
        m_vast.instances[id].insert(u"actual_status"_s, u"exited"_s);
        m_vast.instances[id].insert(u"cur_state"_s, u"stopped"_s);
        m_vast.cardTakenFrom = id;
        EXPECT_TRUE(showsOneInstance(window, u"stopped"_s));

        // Started: the start is taken, and it waits, starting, not failed.
        window.instancesPage()->table()->selectRow(0);
        QSignalSpy done(m_console.get(), &Console::actionDone);
        window.actions()->start()->trigger();
        EXPECT_TRUE(done.wait(10000));
        m_vast.advance();
        EXPECT_TRUE(showsOneInstance(window, u"starting"_s));
        return id;
    }
    /// An instance on a machine without a direct port, running and selected: true when its details
    /// say it is reached through Vast's proxy (screenshot `shot`).
    bool proxiedShown(MainWindow &window, const QString &shot)
    {
        if (!rentedAside(u"llama"_s, m_proxyOnly).ok())
            return false;
        m_vast.advance();
        if (!showsOneInstance(window, u"running"_s))
            return false;
        window.instancesPage()->table()->selectRow(0);
        InstanceDetails *details = window.instancesPage()->details();
        const bool shown = QTest::qWaitFor([&] { return details->text().contains(u"ssh4.vast.ai"_s); }, 10000);
        EXPECT_TRUE(shown) << details->text().toStdString();
        // The headline's meter follows at its next tick.
        EXPECT_TRUE(QTest::qWaitFor([&] { return window.moneyText().contains(u"$0.15"_s); }, 10000))
            << window.moneyText().toStdString();
        EXPECT_TRUE(saveScreenshot(window, shot));
        return shown;
    }
    /// Two hours of `instanceId`'s card and disk today, and a download, as Vast's charges say them.
    void chargedToday(qint64 instanceId)
    {
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        const auto item = [&](const char *type, double amount) {
            return QJsonObject{{u"start"_s, now - 7200},
                               {u"end"_s, now},
                               {u"type"_s, QString::fromLatin1(type)},
                               {u"amount"_s, amount}};
        };
        m_vast.charges << QJsonObject{
            {u"start"_s, now - 7200},
            {u"end"_s, now},
            {u"type"_s, u"instance"_s},
            {u"source"_s, u"instance-%1"_s.arg(instanceId)},
            {u"amount"_s, 0.455},
            {u"items"_s, QJsonArray{item("gpu", 0.42), item("disk", 0.02), item("bwd", 0.015)}}};
    }
    /// The Billing page's ledger tab, once it shows `rows` lines.
    bool ledgerShows(MainWindow &window, int rows)
    {
        window.showPage(window.billingPage());
        window.billingPage()->tabs()->setCurrentWidget(window.billingPage()->ledger());
        return QTest::qWaitFor([&] { return window.billingPage()->ledger()->lines().rowCount() == rows; }, 10000);
    }
    /// Runs the Doctor page on `id` and waits for its report.
    bool diagnosed(MainWindow &window, qint64 id)
    {
        QSignalSpy reported(window.doctorPage(), &DoctorPage::reported);
        window.showPage(window.doctorPage());
        window.doctorPage()->diagnose(QString::number(id));
        return reported.count() > 0 || reported.wait(10000);
    }

    FakeVast m_vast;
    // Norway: the cheap shaky host and steady one, a dearer steadier one, and a cheap one
    // reached only through the proxy; Texas has the card too.
    qint64 m_shaky = m_vast.addOffer(u"RTX 4090"_s, 1, 0.18, 0.90, u"Oslo, NO"_s);
    qint64 m_steady = m_vast.addOffer(u"RTX 4090"_s, 1, 0.21, 0.995, u"Oslo, NO"_s);
    qint64 m_dear = m_vast.addOffer(u"RTX 4090"_s, 1, 0.30, 0.999, u"Bergen, NO"_s);
    qint64 m_proxyOnly = m_vast.addOffer(u"RTX 4090"_s, 1, 0.15, 0.99, u"Oslo, NO"_s, 0);
    qint64 m_texas = m_vast.addOffer(u"RTX 4090"_s, 1, 0.25, 0.99, u"Texas, US"_s);
};

} // namespace

TEST_F(VastConsole, AMachineChosenFromTheOffersWithTheReasonSaid)
{
    const auto shown = openWindow();
    MainWindow &window = *shown;
    logIn(window, m_vast.apiKey());
    CreateWizard *wizard = window.openCreateWizard();
    ASSERT_TRUE(wizard && loaded(*wizard)) << (wizard ? wizard->loadProblem().toStdString() : "no wizard");
    CreateOfferPage *page = toTheMachines(*wizard, u"en"_s);
    ASSERT_TRUE(page);

    // Norway's machines with a direct port: the cheapest shaky one shown to compare, the steady one chosen.
    auto *offers = child<QTableWidget>(wizard, "offers");
    ASSERT_EQ(offers->rowCount(), 3);
    EXPECT_EQ(rowOf(offers, QString::number(m_proxyOnly)), -1);
    EXPECT_EQ(rowOf(offers, QString::number(m_texas)), -1);
    EXPECT_EQ(offers->item(0, CreateOfferPage::Price)->text(), u"$0.18/h"_s);
    const QString advice = child<QLabel>(wizard, "offerAdvice")->text();
    EXPECT_TRUE(advice.contains(u"$0.21/h"_s) && advice.contains(u"only 90%"_s) && advice.contains(u"$0.03"_s))
        << advice.toStdString();
    EXPECT_EQ(wizard->draft().spec.offerId, QString::number(m_steady));
    EXPECT_TRUE(wizard->button(QWizard::NextButton)->isEnabled());
    EXPECT_TRUE(saveScreenshot(*wizard, u"vast-create-offers-en"_s));

    // Sorted by how much of the time the host has been up, as a click on the header does.
    offers->horizontalHeader()->setSortIndicator(CreateOfferPage::Reliability, Qt::DescendingOrder);
    EXPECT_EQ(offers->item(0, CreateOfferPage::Price)->data(Qt::UserRole).toString(), QString::number(m_dear));
    EXPECT_EQ(offers->item(2, CreateOfferPage::Price)->data(Qt::UserRole).toString(), QString::number(m_shaky));
    EXPECT_EQ(ChoiceTable::chosenId(offers), QString::number(m_steady)); // sorting keeps the choice
    EXPECT_EQ(wizard->draft().spec.offerId, QString::number(m_steady));

    // Allowing the proxy brings the cheaper proxied machine, steady enough to be the one suggested
    // (so the shaky one is no longer shown to compare); the choice made stays.
    child<QCheckBox>(wizard, "directSsh")->setChecked(false);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return !page->isSearching() && rowOf(offers, QString::number(m_proxyOnly)) >= 0; }, 10000));
    EXPECT_EQ(rowOf(offers, QString::number(m_shaky)), -1);
    const int proxied = rowOf(offers, QString::number(m_proxyOnly));
    EXPECT_TRUE(offers->item(proxied, CreateOfferPage::Host)->text().contains(u"proxy"_s));
    EXPECT_TRUE(child<QLabel>(wizard, "offerAdvice")->text().contains(u"$0.15/h"_s));
    EXPECT_EQ(wizard->draft().spec.offerId, QString::number(m_steady));
    child<QCheckBox>(wizard, "directSsh")->setChecked(true);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !page->isSearching() && rowOf(offers, QString::number(m_proxyOnly)) < 0; },
                                10000));
    EXPECT_EQ(offers->rowCount(), 3);

    wizard->next(); // ports
    wizard->next();
    child<QLineEdit>(wizard, "name")->setText(u"llama"_s);
    const QString cost = child<QLabel>(wizard, "summaryCost")->text();
    // $0.21/h, and 40 GB at $0.15 a GB-month while stopped: $0.20 a day.
    EXPECT_TRUE(cost.contains(u"$0.21/h"_s) && cost.contains(u"$0.20 a day"_s)) << cost.toStdString();
    EXPECT_TRUE(saveScreenshot(*wizard, u"vast-create-summary-en"_s));
    QSignalSpy created(wizard, &CreateWizard::created);
    wizard->button(QWizard::FinishButton)->click();
    ASSERT_TRUE(created.count() == 1 || created.wait(10000));

    ASSERT_EQ(m_vast.instances.size(), 1);
    const QJsonObject made = m_vast.instances.first();
    EXPECT_EQ(made.value(u"label"_s).toString(), u"llama"_s);
    EXPECT_EQ(made.value(u"disk_space"_s).toDouble(), 40);
    EXPECT_FALSE(m_vast.offers.contains(m_steady)); // rented
    m_vast.advance();
    ASSERT_TRUE(showsOneInstance(window, u"running"_s));
    EXPECT_EQ(cell(window.instancesPage()->table(), InstanceTableModel::Name), u"llama"_s);
    // A machine with a direct port: SSH straight to it, no word of the proxy.
    window.instancesPage()->table()->selectRow(0);
    InstanceDetails *details = window.instancesPage()->details();
    ASSERT_TRUE(QTest::qWaitFor([&] { return details->text().contains(u"root@203.0.113."_s); }, 10000))
        << details->text().toStdString();
    EXPECT_FALSE(details->text().contains(u"proxy"_s)) << details->text().toStdString();

    // The wallet is Vast's: the balance, what runs now, and the way to add money on Vast's site.
    window.showPage(window.billingPage());
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return window.billingPage()->findChild<QPushButton *>(u"payPage"_s)->isVisible(); }, 10000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.moneyText().contains(u"$25"_s); }, 10000))
        << window.moneyText().toStdString();
    EXPECT_TRUE(saveScreenshot(window, u"vast-billing-en"_s));
    // Vast's charges in the ledger, a line per kind: the card, the disk, the data downloaded.
    chargedToday(m_vast.instances.firstKey());
    ASSERT_TRUE(ledgerShows(window, 3));
    const LedgerModel &lines = window.billingPage()->ledger()->lines();
    QStringList kinds;
    for (int row = 0; row < 3; ++row)
        kinds << lines.index(row, LedgerModel::What).data().toString();
    EXPECT_TRUE(kinds.join(u' ').contains(u"Data transfer"_s)) << kinds.join(u", "_s).toStdString();
    EXPECT_TRUE(saveScreenshot(window, u"vast-ledger-en"_s));
    window.showPage(window.instancesPage());

    // The stop says what the disk still costs a day, and that the card may be gone when it starts.
    window.instancesPage()->table()->selectRow(0);
    m_answers.yes = false;
    window.actions()->stop()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !m_answers.asked.isEmpty(); }, 10000)); // after the stock
    const QString stop = m_answers.asked.last();
    EXPECT_TRUE(stop.contains(u"its disk, $0.20 a day"_s)) << stop.toStdString(); // 40 GB at $0.15 a month
    EXPECT_TRUE(stop.contains(u"rent it to someone else"_s)) << stop.toStdString();
    EXPECT_FALSE(stop.contains(u"data disk"_s)) << stop.toStdString();
}

TEST_F(VastConsole, AMachineWithoutADirectPortIsReachedThroughVastsProxyAndItsPortsThroughATunnel)
{
    const auto shown = openWindow();
    MainWindow &window = *shown;
    logIn(window, m_vast.apiKey());
    ASSERT_TRUE(proxiedShown(window, u"vast-instances-en"_s));
    const QString text = window.instancesPage()->details()->text();
    EXPECT_TRUE(text.contains(u"SSH proxy"_s) && text.contains(u"open a tunnel"_s)) << text.toStdString();
}

TEST_F(VastConsole, ACardTakenWhileStoppedIsSaidAndALikeInstanceIsOneClickAway)
{
    const auto shown = openWindow(true); // the doctor works through the SSH workspace
    MainWindow &window = *shown;
    logIn(window, m_vast.apiKey());
    const qint64 id = waitingForItsCard(window);
    // Waiting, it holds no card: what bills is the disk, not the machine's hourly rate.
    EXPECT_TRUE(QTest::qWaitFor([&] { return window.moneyText().contains(u"now $0.008333/h"_s); }, 10000))
        << window.moneyText().toStdString();

    // The doctor says why, and its fix is a new instance like it.
    ASSERT_TRUE(diagnosed(window, id));
    const QString verdict = window.doctorPage()->verdict()->text();
    EXPECT_TRUE(verdict.contains(u"new instance like it"_s)) << verdict.toStdString();
    ASSERT_TRUE(window.doctorPage()->fixButton()->isVisible());
    EXPECT_EQ(window.doctorPage()->fixButton()->text(), u"Create one like it…"_s);
    EXPECT_TRUE(saveScreenshot(window, u"vast-doctor-card-taken-en"_s));
    window.doctorPage()->fixButton()->click();
    auto *wizard = window.findChild<CreateWizard *>();
    ASSERT_TRUE(wizard && loaded(*wizard));
    const InstanceSpec &like = wizard->draft().spec;
    EXPECT_EQ(like.region, u"NO"_s);
    EXPECT_EQ(like.gpuType, u"RTX_4090"_s);
    EXPECT_EQ(like.image, u"pytorch/pytorch:latest"_s);
    EXPECT_EQ(like.systemDiskGb, 40);
    EXPECT_EQ(like.name, u"llama-2"_s);
    EXPECT_FALSE(like.offerId); // a machine is chosen anew
    wizard->reject();

    // A new one runs (made here as the wizard would): the waiting one's folder is copied into it,
    // host to host, from its right-click menu.
    const auto fresh = rentedAside(u"llama-2"_s, m_dear);
    ASSERT_TRUE(fresh.ok());
    m_vast.advance();
    window.showPage(window.instancesPage());
    QTableView *table = window.instancesPage()->table();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            for (int row = 0; row < table->model()->rowCount(); ++row) {
                const QModelIndex name = table->model()->index(row, InstanceTableModel::Name);
                if (name.data().toString() == u"llama-2"_s) {
                    table->selectRow(row);
                    return window.actions()->copyData()->isEnabled();
                }
            }
            return false;
        },
        10000));
    EXPECT_TRUE(window.actions()->copyData()->isVisible());
    m_answers.choice = 0; // the only other one: the waiting llama
    m_answers.texts = {u"/workspace/"_s};
    QSignalSpy said(window.actions(), &InstanceActions::said);
    window.actions()->copyData()->trigger();
    ASSERT_TRUE(said.count() > 0 || said.wait(10000));
    EXPECT_FALSE(said.last().at(1).toBool()) << said.last().at(0).toString().toStdString();
    EXPECT_TRUE(said.last().at(0).toString().contains(u"host to host"_s)) << said.last().at(0).toString().toStdString();
    ASSERT_EQ(m_vast.copies.size(), 1);
    EXPECT_EQ(m_vast.copies[0].value(u"src_id"_s).toString(), QString::number(id));
    EXPECT_EQ(m_vast.copies[0].value(u"dst_id"_s).toString(), fresh.value().id);
    EXPECT_EQ(m_vast.copies[0].value(u"dst_path"_s).toString(), u"/workspace/"_s);
}

TEST_F(VastConsole, ACardTakenIsSaidInChinese)
{
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        const auto shown = openWindow(true);
        MainWindow &window = *shown;
        logIn(window, m_vast.apiKey());
        const qint64 id = waitingForItsCard(window);
        EXPECT_EQ(window.actions()->createLike()->text(), u"照它新建一个…"_s);
        ASSERT_TRUE(diagnosed(window, id));
        const QString verdict = window.doctorPage()->verdict()->text();
        EXPECT_TRUE(verdict.contains(u"同样的新实例"_s)) << verdict.toStdString();
        EXPECT_EQ(window.doctorPage()->fixButton()->text(), u"照它新建一个…"_s);
        EXPECT_TRUE(saveScreenshot(window, u"vast-doctor-card-taken-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
}

TEST_F(VastConsole, SpeaksChinese)
{
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        const auto shown = openWindow();
        MainWindow &window = *shown;
        logIn(window, m_vast.apiKey());
        CreateWizard *wizard = window.openCreateWizard();
        ASSERT_TRUE(wizard && loaded(*wizard));
        CreateOfferPage *page = toTheMachines(*wizard, u"zh_CN"_s);
        ASSERT_TRUE(page);
        const QString advice = child<QLabel>(wizard, "offerAdvice")->text();
        EXPECT_TRUE(advice.startsWith(u"推荐"_s)) << advice.toStdString();
        EXPECT_TRUE(advice.contains(u"$0.21/小时"_s)) << advice.toStdString();
        EXPECT_FALSE(wizard->currentPage()->title().contains(u"Machine"_s));
        EXPECT_TRUE(saveScreenshot(*wizard, u"vast-create-offers-zh_CN"_s));
        wizard->next();
        wizard->next();
        EXPECT_TRUE(saveScreenshot(*wizard, u"vast-create-summary-zh_CN"_s));
        wizard->reject();
        window.showPage(window.billingPage());
        ASSERT_TRUE(QTest::qWaitFor(
            [&] { return window.billingPage()->findChild<QPushButton *>(u"payPage"_s)->isVisible(); }, 10000));
        EXPECT_TRUE(saveScreenshot(window, u"vast-billing-zh_CN"_s));
        chargedToday(4242);
        ASSERT_TRUE(ledgerShows(window, 3));
        EXPECT_TRUE(saveScreenshot(window, u"vast-ledger-zh_CN"_s));

        window.showPage(window.instancesPage());
        EXPECT_TRUE(proxiedShown(window, u"vast-instances-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
}

TEST_F(VastConsole, AVolumeRentedInACountryIsUsedByAnInstanceOnItsMachine)
{
    const auto shown = openWindow();
    MainWindow &window = *shown;
    logIn(window, m_vast.apiKey());
    const qint64 machine = m_vast.offers.value(m_steady).value(u"machine_id"_s).toInteger();
    m_vast.addVolumeOffer(u"Oslo, NO"_s, 500, 0.09, 0.995, machine);
    StoragePage *storage = window.storagePage();
    ASSERT_TRUE(storage);
    QSignalSpy stored(storage, &StoragePage::shown);
    window.showPage(storage);
    ASSERT_TRUE(stored.count() > 0 || stored.wait(10000));

    // New volume: no name asked (Vast names it), the country, the size.
    m_answers.choice = 0; // Norway (the countries in their codes' order: NO, US)
    m_answers.texts = {u"100"_s};
    stored.clear();
    storage->findChild<QPushButton *>(u"newVolume"_s)->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return storage->volumes()->rowCount() == 1; }, 10000));
    EXPECT_TRUE(m_answers.asked.last().contains(u"one machine"_s)) << m_answers.asked.last().toStdString();
    ASSERT_EQ(m_vast.volumes.size(), 1);
    const QString id = QString::number(m_vast.volumes.firstKey());
    EXPECT_EQ(storage->volumes()->item(0, 0)->text(), u"V."_s + id);
    EXPECT_EQ(storage->volumes()->item(0, 1)->text(), u"Norway"_s);
    EXPECT_EQ(storage->volumes()->item(0, 4)->text(), u"$0.30 a day"_s);
    EXPECT_TRUE(storage->summary()->text().contains(u"$0.30 a day"_s)) << storage->summary()->text().toStdString();
    EXPECT_TRUE(saveScreenshot(window, u"vast-storage-en"_s));
    {
        ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
        const auto zh = openWindow();
        logIn(*zh, m_vast.apiKey());
        QSignalSpy again(zh->storagePage(), &StoragePage::shown);
        zh->showPage(zh->storagePage());
        EXPECT_TRUE(QTest::qWaitFor([&] { return zh->storagePage()->volumes()->rowCount() == 1; }, 10000));
        EXPECT_TRUE(saveScreenshot(*zh, u"vast-storage-zh_CN"_s));
        CreateWizard *wizard = zh->openCreateWizardWithVolume(id);
        ASSERT_TRUE(wizard && loaded(*wizard));
        wizard->next();
        child<QTableWidget>(wizard, "cards")->selectRow(rowOf(child<QTableWidget>(wizard, "cards"), u"RTX_4090"_s));
        for (int page = 0; page < 3; ++page) // billing, image, disks
            wizard->next();
        EXPECT_TRUE(child<QRadioButton>(wizard, "existingVolume")->isChecked());
        EXPECT_TRUE(saveScreenshot(*wizard, u"vast-create-volume-disk-zh_CN"_s));
        wizard->next();
        auto *machines = qobject_cast<CreateOfferPage *>(wizard->currentPage());
        ASSERT_TRUE(machines);
        ASSERT_TRUE(QTest::qWaitFor([&] { return !machines->isSearching(); }, 10000));
        wizard->next(); // ports
        wizard->next();
        EXPECT_TRUE(saveScreenshot(*wizard, u"vast-create-volume-summary-zh_CN"_s));
        wizard->reject();
        Translations::install(QLocale(QLocale::English));
    }

    // Attached: the wizard offers it as the volume, and only its machine's offers.
    CreateWizard *wizard = window.openCreateWizardWithVolume(id);
    ASSERT_TRUE(wizard && loaded(*wizard)) << (wizard ? wizard->loadProblem().toStdString() : "no wizard");
    EXPECT_EQ(wizard->draft().spec.region, u"NO"_s);
    wizard->next();
    child<QTableWidget>(wizard, "cards")->selectRow(rowOf(child<QTableWidget>(wizard, "cards"), u"RTX_4090"_s));
    wizard->next(); // billing
    wizard->next(); // image
    wizard->next();
    EXPECT_TRUE(child<QRadioButton>(wizard, "existingVolume")->isVisible());
    EXPECT_TRUE(child<QRadioButton>(wizard, "existingVolume")->isChecked());
    EXPECT_FALSE(child<QRadioButton>(wizard, "newDisk")->isVisible());
    EXPECT_EQ(wizard->draft().spec.dataVolumeId, id);
    EXPECT_TRUE(saveScreenshot(*wizard, u"vast-create-volume-disk-en"_s));
    wizard->next();
    auto *page = qobject_cast<CreateOfferPage *>(wizard->currentPage());
    ASSERT_TRUE(page);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !page->isSearching(); }, 10000));
    auto *offers = child<QTableWidget>(wizard, "offers");
    ASSERT_EQ(offers->rowCount(), 1);
    EXPECT_EQ(offers->item(0, CreateOfferPage::Price)->data(Qt::UserRole).toString(), QString::number(m_steady));
    wizard->next(); // ports
    wizard->next();
    child<QLineEdit>(wizard, "name")->setText(u"with-data"_s);
    const QString summary = wizard->currentPage()->findChild<QLabel *>(u"summaryCost"_s)->text();
    EXPECT_TRUE(saveScreenshot(*wizard, u"vast-create-volume-summary-en"_s));
    QSignalSpy created(wizard, &CreateWizard::created);
    wizard->button(QWizard::FinishButton)->click();
    ASSERT_TRUE(created.count() == 1 || created.wait(10000)) << summary.toStdString();
    EXPECT_EQ(m_vast.volumes.first().value(u"instances"_s).toArray().size(), 1);
}

TEST_F(VastConsole, ThePaymentsTabListsTopUpsAndTransfersInBothLanguages)
{
    const double now = double(QDateTime::currentSecsSinceEpoch());
    const auto invoice = [&](double ago, const char *type, double amount, const char *description) {
        return QJsonObject{{u"start"_s, now - ago},
                           {u"end"_s, now - ago + 60},
                           {u"type"_s, QString::fromLatin1(type)},
                           {u"source"_s, u"stripe"_s},
                           {u"description"_s, QString::fromLatin1(description)},
                           {u"amount"_s, amount},
                           {u"metadata"_s, QJsonObject{{u"invoice_id"_s, int(ago)}}}};
    };
    m_vast.invoices = {invoice(86400 * 3, "credit", -25.0, "Card ending 7376"),
                       invoice(86400, "transfer", 5.0, "to lab@example.edu")};
    for (const QString &language : {u"en"_s, u"zh_CN"_s}) {
        if (language != u"en"_s) {
            ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
        }
        {
            const auto shown = openWindow();
            MainWindow &window = *shown;
            logIn(window, m_vast.apiKey());
            window.showPage(window.billingPage());
            PaymentsPanel *payments = window.billingPage()->payments();
            ASSERT_TRUE(window.billingPage()->tabs()->isTabVisible(window.billingPage()->tabs()->indexOf(payments)));
            QSignalSpy shownSpy(payments, &PaymentsPanel::shown);
            window.billingPage()->tabs()->setCurrentWidget(payments);
            ASSERT_TRUE(shownSpy.count() > 0 || shownSpy.wait(10000));
            ASSERT_EQ(payments->rows().rowCount(), 2);
            EXPECT_EQ(payments->rows().text(1, 2), u"+$25.00"_s); // a top-up, into the account
            EXPECT_EQ(payments->rows().text(0, 2), u"-$5.00"_s);
            if (language == u"en"_s) {
                EXPECT_EQ(payments->rows().text(1, 1), u"top-up"_s);
                EXPECT_TRUE(payments->summary()->text().contains(u"$25.00 put in, $5.00 sent out"_s))
                    << payments->summary()->text().toStdString();
            }
            EXPECT_TRUE(saveScreenshot(window, u"vast-payments-"_s + language));
        }
        Translations::install(QLocale(QLocale::English));
    }
}

TEST_F(VastConsole, PhoneAlertsAreVastsOwnEventsToAReceiverOfTheUsersTestedAtOnce)
{
    for (const QString &language : {u"en"_s, u"zh_CN"_s}) {
        if (language != u"en"_s) {
            ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
        }
        {
            const auto shown = openWindow();
            MainWindow &window = *shown;
            logIn(window, m_vast.apiKey());
            auto *page = window.findChild<WebhooksPage *>();
            ASSERT_TRUE(page);
            QSignalSpy listed(page, &WebhooksPage::listed);
            window.showPage(page);
            ASSERT_TRUE(listed.count() > 0 || listed.wait(10000)) << language.toStdString();
            // Vast's own events, in its words; no bot to choose, no threshold, no list of deliveries.
            ASSERT_EQ(page->eventBoxes().size(), 2);
            EXPECT_EQ(page->eventBoxes()[0]->text(), u"Low balance notifications"_s);
            EXPECT_FALSE(page->formatBox()->isVisible());
            EXPECT_FALSE(page->balanceBelowField()->isVisible());
            EXPECT_FALSE(page->deliveries()->isVisible());
            if (language == u"en"_s) {
                page->urlField()->setText(u"https://alerts.example.edu/vast"_s);
                page->eventBoxes()[1]->setChecked(false);
                page->addButton()->click();
                ASSERT_TRUE(QTest::qWaitFor([&] { return page->rows().rowCount() == 1; }, 10000))
                    << page->message()->text().toStdString();
                EXPECT_TRUE(page->secretField()->text().startsWith(u"vwhsec_"_s));
                EXPECT_EQ(m_vast.webhooks.first().value(u"event_types"_s).toArray(),
                          QJsonArray{u"client:low_credit"_s});
                EXPECT_EQ(page->rows().text(0, 2), u"Low balance notifications"_s);
                page->table()->selectRow(0);
                page->testButton()->click();
                ASSERT_TRUE(QTest::qWaitFor([&] { return !m_vast.webhookTests.isEmpty(); }, 10000));
                ASSERT_TRUE(QTest::qWaitFor(
                    [&] { return page->message()->text().contains(u"Test webhook delivered"_s); }, 10000))
                    << page->message()->text().toStdString();
            } else {
                ASSERT_TRUE(QTest::qWaitFor([&] { return page->rows().rowCount() == 1; }, 10000));
            }
            EXPECT_TRUE(saveScreenshot(window, u"vast-phone-alerts-"_s + language));
        }
        Translations::install(QLocale(QLocale::English));
    }
}
