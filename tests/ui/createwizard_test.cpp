// The create wizard against a gpudesk-sandbox subprocess: each step checked and captured in both
// languages, the instance it creates as the platform records it, the choices remembered, an
// out-of-stock refusal answered in one click, and an unverified account's locked cards.
#include "common/translations.h"
#include "core/api/restplatform.h"
#include "core/autostop/autostopscript.h"
#include "core/console/consoleservices.h"
#include "core/session/session.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxaccount.h"
#include "tests/ui/democonsole.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "tests/ui/wizardsteps.h"
#include "ui/account/verificationdialog.h"
#include "ui/billing/billingpage.h"
#include "ui/create/createbillingpage.h"
#include "ui/create/createchoices.h"
#include "ui/create/creategpupage.h"
#include "ui/create/createsummarypage.h"
#include "ui/create/createwizard.h"
#include "ui/doctor/doctorpage.h"
#include "ui/shell/mainwindow.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

/// Clicks through the wizard in `language`, checking each step and capturing it; returns the
/// instance it created (empty on failure).
QJsonObject createThroughEveryStep(const QString &language)
{
    DemoConsole demo;
    QString error;
    EXPECT_TRUE(demo.start(&error)) << error.toStdString();
    if (!demo.logIn())
        return {};
    QTemporaryDir dir;
    const QString settings = dir.path() + u"/gpudesk.conf"_s;
    Translations::install(QLocale(language));
    QJsonObject made;
    {
        CreateWizard wizard(demo.console().platform(), settings);
        QSignalSpy created(&wizard, &CreateWizard::created);
        wizard.show();
        wizard.load();
        EXPECT_TRUE(loaded(wizard)) << wizard.loadProblem().toStdString();
        const auto shot = [&](const char *step) {
            EXPECT_TRUE(saveScreenshot(wizard, u"create-%1-%2"_s.arg(QLatin1StringView(step), language)));
        };

        // Region: four, the one with the most free chosen first; East China taken.
        auto *regions = child<QTreeWidget>(&wizard, "regions");
        EXPECT_EQ(regions->topLevelItemCount(), 4);
        EXPECT_TRUE(regions->currentItem());
        for (int k = 0; k < regions->topLevelItemCount(); ++k) {
            if (regions->topLevelItem(k)->data(0, Qt::UserRole).toString() == u"cn-east-1"_s)
                regions->setCurrentItem(regions->topLevelItem(k));
        }
        EXPECT_TRUE(wizard.button(QWizard::NextButton)->isEnabled());
        EXPECT_TRUE(child<QLabel>(&wizard, "cardsHere")->text().contains(u"NVIDIA GeForce RTX 4090 24GB"_s))
            << child<QLabel>(&wizard, "cardsHere")->text().toStdString();
        shot("region");
        wizard.next();

        // Card: the helper says what a 7B model in FP16 needs and marks what fits.
        auto *cards = child<QTableWidget>(&wizard, "cards");
        EXPECT_EQ(cards->rowCount(), 10);
        EXPECT_TRUE(child<QLabel>(&wizard, "advice")->text().contains(QLocale().toString(20.6, 'f', 1)))
            << child<QLabel>(&wizard, "advice")->text().toStdString();
        const int r3090 = rowOf(cards, u"rtx-3090-24g"_s);
        const int r4060 = rowOf(cards, u"rtx-4060-8g"_s);
        const QString fits = cards->item(r3090, CreateGpuPage::Fit)->text();
        EXPECT_EQ(wizard.draft().spec.gpuType, u"rtx-3090-24g"_s); // first offered: the cheapest that fits
        const QString tooSmall = cards->item(r4060, CreateGpuPage::Fit)->text();
        cards->selectRow(rowOf(cards, u"rtx-4090-24g"_s));
        EXPECT_EQ(wizard.draft().spec.gpuType, u"rtx-4090-24g"_s);
        shot("gpu");
        if (language == u"en"_s) {
            EXPECT_EQ(fits, u"fits"_s);
            EXPECT_EQ(tooSmall, u"needs 3 cards"_s);
        }
        wizard.next();

        // Billing: on demand against the packages for the hours expected; no-GPU first by default.
        child<QSpinBox>(&wizard, "hours")->setValue(30);
        EXPECT_TRUE(child<QRadioButton>(&wizard, "on_demand")->isChecked());
        EXPECT_TRUE(child<QRadioButton>(&wizard, "on_demand")->text().contains(u"¥65.40"_s))
            << child<QRadioButton>(&wizard, "on_demand")->text().toStdString(); // 30 h × ¥2.18
        EXPECT_TRUE(child<QCheckBox>(&wizard, "noGpuFirst")->isChecked());
        EXPECT_TRUE(child<QCheckBox>(&wizard, "noGpuFirst")->text().contains(u"¥0.15"_s));
        EXPECT_FALSE(child<QLabel>(&wizard, "verdict")->text().isEmpty());
        shot("billing");
        wizard.next();

        // Image: CUDA 11.6 cannot drive the 4090 and says so; PyTorch 2.5.1 taken.
        auto *images = child<QTableWidget>(&wizard, "images");
        const int old = rowOf(images, u"pytorch-1.13.1-cu116"_s);
        EXPECT_FALSE(images->item(old, 0)->flags() & Qt::ItemIsEnabled);
        EXPECT_TRUE(images->item(old, 0)->toolTip().contains(u"11.6"_s));
        EXPECT_EQ(wizard.draft().spec.image, u"pytorch-2.5.1-cu124"_s); // the newest CUDA offered first
        images->selectRow(rowOf(images, u"pytorch-2.5.1-cu124"_s));
        EXPECT_EQ(wizard.draft().spec.image, u"pytorch-2.5.1-cu124"_s);
        shot("image");
        wizard.next();

        // Disks: smaller than the image is refused on the page; the storage while stopped is priced.
        auto *system = child<QSpinBox>(&wizard, "systemDisk");
        EXPECT_EQ(system->value(), 30);
        system->setValue(25);
        EXPECT_FALSE(wizard.button(QWizard::NextButton)->isEnabled());
        EXPECT_FALSE(child<QLabel>(&wizard, "systemDiskProblem")->text().isEmpty());
        system->setValue(60);
        EXPECT_TRUE(wizard.button(QWizard::NextButton)->isEnabled());
        child<QRadioButton>(&wizard, "newDisk")->setChecked(true);
        child<QSpinBox>(&wizard, "dataDisk")->setValue(100);
        EXPECT_TRUE(
            child<QLabel>(&wizard, "storageCost")->text().contains(u"¥1.60"_s)) // 30 GB × 2 fen + 100 GB × 1 fen
            << child<QLabel>(&wizard, "storageCost")->text().toStdString();
        shot("disks");
        wizard.next();

        // Ports: TensorBoard and one typed; a word is refused on the page.
        child<QCheckBox>(&wizard, "port6006")->setChecked(true);
        auto *other = child<QLineEdit>(&wizard, "otherPorts");
        other->setText(u"tensorboard"_s);
        EXPECT_FALSE(wizard.button(QWizard::NextButton)->isEnabled());
        EXPECT_TRUE(child<QLabel>(&wizard, "portsProblem")->isVisibleTo(&wizard));
        other->setText(u"16006"_s);
        EXPECT_TRUE(wizard.button(QWizard::NextButton)->isEnabled());
        shot("ports");
        wizard.next();

        // Summary: a name first; the cost; then create.
        EXPECT_FALSE(wizard.button(QWizard::FinishButton)->isEnabled());
        child<QLineEdit>(&wizard, "name")->setText(u"训练-4090"_s);
        EXPECT_TRUE(wizard.button(QWizard::FinishButton)->isEnabled());
        const QString cost = child<QLabel>(&wizard, "summaryCost")->text();
        EXPECT_TRUE(cost.contains(u"¥2.18"_s) && cost.contains(u"¥0.15"_s) && cost.contains(u"¥65.40"_s))
            << cost.toStdString();
        // Autostop on by default, with what it saves; off says what a forgotten night costs.
        auto *autostop = child<QCheckBox>(&wizard, "autostop");
        EXPECT_TRUE(autostop->isChecked());
        const QString saves = child<QLabel>(&wizard, "autostopText")->text();
        EXPECT_TRUE(saves.contains(u"¥1.09"_s) && saves.contains(u"¥26.16"_s)) << saves.toStdString();
        autostop->setChecked(false);
        EXPECT_TRUE(child<QLabel>(&wizard, "autostopText")->text().contains(u"¥26.16"_s));
        EXPECT_FALSE(wizard.draft().autostop->enabled);
        autostop->setChecked(true);
        shot("summary");
        wizard.button(QWizard::FinishButton)->click();
        EXPECT_TRUE(created.wait(10000) || created.count() == 1);
        if (!created.isEmpty())
            made = demo.http().get(u"/v1/instances/"_s + created.first().first().value<Instance>().id).json;
        EXPECT_FALSE(wizard.isVisible());
    }

    // The next wizard starts from these choices.
    {
        CreateWizard again(demo.console().platform(), settings);
        again.load();
        EXPECT_TRUE(loaded(again));
        EXPECT_EQ(again.draft().spec.region, u"cn-east-1"_s);
        EXPECT_EQ(again.draft().spec.gpuType, u"rtx-4090-24g"_s);
        EXPECT_EQ(again.draft().spec.image, u"pytorch-2.5.1-cu124"_s);
        EXPECT_EQ(again.draft().spec.ports, (QList<int>{6006, 16006}));
        EXPECT_EQ(again.draft().expectedHours, 30);
    }
    Translations::install(QLocale(QLocale::English));
    return made;
}

} // namespace

TEST(CreateWizard, EveryStepCheckedThenTheInstanceAsChosen)
{
    const QJsonObject made = createThroughEveryStep(u"en"_s);
    ASSERT_FALSE(made.isEmpty());
    EXPECT_EQ(made[u"name"_s].toString(), u"训练-4090"_s);
    EXPECT_EQ(made[u"region"_s].toString(), u"cn-east-1"_s);
    EXPECT_EQ(made[u"gpu_type"_s].toString(), u"rtx-4090-24g"_s);
    EXPECT_EQ(made[u"image"_s].toString(), u"pytorch-2.5.1-cu124"_s);
    EXPECT_EQ(made[u"mode"_s].toString(), u"no_gpu"_s); // prepared without the card first
    EXPECT_EQ(made[u"data_disk"_s][u"size_gb"_s].toInt(), 100);
    const QJsonArray ports = made[u"ports"_s].toArray();
    ASSERT_EQ(ports.size(), 2);
    EXPECT_EQ(ports[0][u"port"_s].toInt(), 6006);
    EXPECT_EQ(ports[1][u"port"_s].toInt(), 16006);
    // Autostop rides in the startup script, on with its defaults.
    const auto parts = AutostopScript::split(made[u"startup_script"_s].toString());
    EXPECT_EQ(parts.autostop, AutostopSettings());
    EXPECT_TRUE(parts.userScript.isEmpty());
}

TEST(CreateWizard, SpeaksChinese)
{
    const QJsonObject made = createThroughEveryStep(u"zh_CN"_s);
    EXPECT_EQ(made[u"gpu_type"_s].toString(), u"rtx-4090-24g"_s);
}

namespace {

/// Out of stock at create, in `language`: the refusal, its alternatives, and one of them taken.
void outOfStock(const QString &language)
{
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    ASSERT_TRUE(demo.logIn());
    HttpClient c = demo.http();
    ASSERT_FALSE(takeEveryL40s(c).isEmpty());

    Translations::install(QLocale(language));
    CreateWizard wizard(demo.console().platform(), {});
    wizard.show();
    wizard.load();
    ASSERT_TRUE(loaded(wizard));
    wizard.draft().spec.region = u"cn-north-1"_s;
    wizard.draft().spec.gpuType = u"l40s-48g"_s;
    wizard.draft().spec.image = u"ubuntu-22.04"_s;
    wizard.draft().spec.name = u"wants-l40s"_s;
    wizard.draft().spec.startMode = InstanceMode::Gpu; // without the GPU first, it would need none of the stock yet
    while (wizard.currentId() != CreateWizard::SummaryPage)
        wizard.next();
    EXPECT_EQ(wizard.draft().spec.gpuType, u"l40s-48g"_s); // the pages kept what was set
    auto *summary = qobject_cast<CreateSummaryPage *>(wizard.currentPage());
    ASSERT_TRUE(summary);
    QSignalSpy failed(&wizard, &CreateWizard::createFailed);
    QSignalSpy created(&wizard, &CreateWizard::created);
    wizard.button(QWizard::FinishButton)->click();
    ASSERT_TRUE(failed.wait(10000)) << created.count() << " created; finish enabled "
                                    << wizard.button(QWizard::FinishButton)->isEnabled() << "; "
                                    << summary->problemText().toStdString();
    const QString refusal = summary->problemText();
    const QString warnings = child<QLabel>(&wizard, "warnings")->text();
    EXPECT_TRUE(wizard.isVisible()); // nothing chosen is lost
    // The regions that have the card come first, then the similar cards here.
    const QList<QPushButton *> remedies = summary->remedies();
    ASSERT_EQ(remedies.size(), 7); // then "Create it when one is free…", "Tell me…", and Diagnose, last
    EXPECT_TRUE(remedies[4]->isEnabled());
    EXPECT_TRUE(remedies[5]->isEnabled());
    QPushButton *elsewhere = remedies.first();
    const QString elsewhereText = elsewhere->text();
    EXPECT_TRUE(saveScreenshot(wizard, u"create-out-of-stock-"_s + language));
    Translations::install(QLocale(QLocale::English));
    EXPECT_TRUE(refusal.contains(language == u"en"_s ? u"not available in this region"_s : u"该地区"_s))
        << refusal.toStdString();
    if (language == u"en"_s) {
        EXPECT_TRUE(warnings.contains(u"the platform may refuse"_s)) << warnings.toStdString();
    }
    EXPECT_TRUE(elsewhereText.contains(language == u"en"_s ? u"Create in South China 1"_s : u"South China 1 创建"_s))
        << elsewhereText.toStdString();
    ASSERT_TRUE(elsewhere->isEnabled());
    elsewhere->click();
    ASSERT_TRUE(created.wait(10000)) << summary->problemText().toStdString();
    const Instance instance = created.first().first().value<Instance>();
    EXPECT_EQ(instance.region, u"cn-south-1"_s);
    EXPECT_EQ(instance.gpuType, u"l40s-48g"_s);
}

} // namespace

TEST(CreateWizard, OutOfStockOffersTheAlternativesInOneClick)
{
    outOfStock(u"en"_s);
}

TEST(CreateWizard, OutOfStockInChinese)
{
    outOfStock(u"zh_CN"_s);
}

TEST(CreateWizard, AnUnverifiedAccountSeesTheBigCardsLockedWithTheReason)
{
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    RestPlatform platform(demo.url());
    platform.setToken(accountOn(demo.url(), u"13600000003"_s, 10000, false));
    CreateWizard wizard(platform, {});
    QSignalSpy verify(&wizard, &CreateWizard::verificationRequested);
    wizard.show();
    wizard.load();
    ASSERT_TRUE(loaded(wizard));
    wizard.next();
    auto *cards = child<QTableWidget>(&wizard, "cards");
    const int a100 = rowOf(cards, u"a100-40g"_s);
    EXPECT_FALSE(cards->item(a100, 0)->flags() & Qt::ItemIsEnabled);
    EXPECT_TRUE(cards->item(a100, CreateGpuPage::Fit)->text().contains(u"real-name verification"_s));
    cards->selectRow(a100);
    EXPECT_NE(wizard.draft().spec.gpuType, u"a100-40g"_s); // it cannot be chosen
    auto *locked = child<QLabel>(&wizard, "locked");
    EXPECT_TRUE(locked->isVisible());
    EXPECT_TRUE(locked->text().contains(u"A100"_s));
    EXPECT_TRUE(saveScreenshot(wizard, u"create-gpu-unverified-en"_s));
    {
        // The same page in Chinese, for the picture and the words.
        Translations::install(QLocale(QLocale::Chinese, QLocale::China));
        CreateWizard chinese(platform, {});
        chinese.show();
        chinese.load();
        const bool read = loaded(chinese);
        chinese.next();
        auto *reason = child<QTableWidget>(&chinese, "cards")->item(a100, CreateGpuPage::Fit);
        const QString why = reason ? reason->text() : QString();
        EXPECT_TRUE(saveScreenshot(chinese, u"create-gpu-unverified-zh_CN"_s));
        Translations::install(QLocale(QLocale::English));
        EXPECT_TRUE(read);
        EXPECT_TRUE(why.contains(u"实名认证"_s)) << why.toStdString();
    }
    emit locked->linkActivated(u"verify"_s);
    EXPECT_EQ(verify.count(), 1);
    // A small card is theirs to rent.
    cards->selectRow(rowOf(cards, u"t4-16g"_s));
    EXPECT_TRUE(wizard.button(QWizard::NextButton)->isEnabled());
}

TEST(CreateWizard, VerifyingFromTheLockedCardsUnlocksThemOnceApproved)
{
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    accountOn(demo.url(), u"13600000005"_s, 10000, false);
    Console &console = demo.console();
    console.session().logIn(u"13600000005"_s, u"gpu-Rent-2026"_s);
    ASSERT_TRUE(QTest::qWaitFor([&] { return console.isLoaded(); }, 10000));
    ConsoleServices services(console, {});
    MainWindow window(demo.clock());
    window.setServices(&services);
    window.show();

    CreateWizard *wizard = window.openCreateWizard();
    ASSERT_TRUE(wizard);
    ASSERT_TRUE(loaded(*wizard));
    wizard->next();
    auto *cards = child<QTableWidget>(wizard, "cards");
    EXPECT_FALSE(cards->item(rowOf(cards, u"a100-40g"_s), 0)->flags() & Qt::ItemIsEnabled);
    emit child<QLabel>(wizard, "locked")->linkActivated(u"verify"_s);
    auto *verify = wizard->findChild<VerificationDialog *>();
    ASSERT_TRUE(verify);
    EXPECT_TRUE(verify->isVisible());
    child<QLineEdit>(verify, "realName")->setText(u"李雷"_s);
    child<QLineEdit>(verify, "idNumber")->setText(u"440308200001011234"_s);
    QSignalSpy reloaded(wizard, &CreateWizard::optionsLoaded);
    verify->submit();
    ASSERT_TRUE(reloaded.wait(10000)); // the wizard reads the account again once it is submitted
    EXPECT_EQ(wizard->draft().options.account.verification.status, u"pending"_s);

    // The sandbox's reviewer decides after 5 platform seconds; read again, the cards are unlocked.
    demo.advance(10);
    wizard->load();
    ASSERT_TRUE(reloaded.wait(10000));
    EXPECT_EQ(wizard->draft().options.account.verification.status, u"approved"_s);
    EXPECT_TRUE(cards->item(rowOf(cards, u"a100-40g"_s), 0)->flags() & Qt::ItemIsEnabled);
    EXPECT_FALSE(child<QLabel>(wizard, "locked")->isVisible());
}

TEST(CreateChoices, NoDataDiskIsRememberedAVolumeIsNot)
{
    QTemporaryDir dir;
    const QString file = dir.path() + u"/gpudesk.conf"_s;
    CreateDraft none;
    none.spec.dataDiskGb = 0;
    CreateChoices::remember(file, none);
    CreateDraft next;
    CreateChoices::recall(file, next);
    EXPECT_EQ(next.spec.dataDiskGb, 0);

    // A volume may be attached elsewhere by the next time: the next wizard offers a new disk, not "none".
    CreateDraft volume;
    volume.newDataDisk = false;
    volume.spec.dataVolumeId = u"5"_s;
    volume.spec.dataDiskGb = 0;
    CreateChoices::remember(file, volume);
    CreateDraft after;
    CreateChoices::recall(file, after);
    EXPECT_FALSE(after.spec.dataDiskGb.has_value());
    EXPECT_FALSE(after.spec.dataVolumeId.has_value());
}

TEST(CreateWizard, ARefusalForWantOfMoneyLeadsToTheBillingPageAndTheChoicesAreKept)
{
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    ASSERT_TRUE(demo.logIn());
    QTemporaryDir dir;
    const ConsolePaths paths{dir.path() + u"/gpudesk.conf"_s, {}, {}, {}, {}};
    ConsoleServices services(demo.console(), paths);
    MainWindow window(demo.clock());
    window.setPaths(paths);
    ScriptedConfirmer answers;
    window.setServices(&services, &answers);
    window.show();
    CreateWizard *wizard = window.openCreateWizard();
    ASSERT_TRUE(loaded(*wizard));
    // A week of an A800 prepaid: far beyond the demo's ¥100.
    wizard->draft().spec.region = u"cn-north-1"_s;
    wizard->draft().spec.gpuType = u"a800-80g"_s;
    wizard->draft().spec.image = u"ubuntu-22.04"_s;
    wizard->draft().spec.name = u"big-week"_s;
    wizard->draft().spec.billingMode = BillingMode::PackageWeekly;
    QSignalSpy failed(wizard, &CreateWizard::createFailed);
    wizard->create();
    ASSERT_TRUE(failed.wait(10000));
    auto *summary = qobject_cast<CreateSummaryPage *>(wizard->page(CreateWizard::SummaryPage));
    ASSERT_TRUE(summary);
    QPushButton *addMoney = nullptr;
    for (QPushButton *b : summary->remedies())
        addMoney = b->text() == u"Add money…"_s ? b : addMoney;
    ASSERT_TRUE(addMoney) << summary->problemText().toStdString();
    QPointer<CreateWizard> closing(wizard);
    addMoney->click();
    EXPECT_TRUE(QTest::qWaitFor([&] { return !closing || !closing->isVisible(); }, 5000));
    EXPECT_EQ(window.currentPage(), static_cast<ShellPage *>(window.billingPage()));
    // The next wizard starts from the choices.
    CreateWizard *again = window.openCreateWizard();
    ASSERT_TRUE(loaded(*again));
    EXPECT_EQ(again->draft().spec.gpuType, u"a800-80g"_s);
    EXPECT_EQ(again->draft().spec.billingMode, BillingMode::PackageWeekly);

    // The same refusal, diagnosed: the Doctor page says what it is and offers the same fix.
    QSignalSpy refused(again, &CreateWizard::createFailed);
    again->draft().spec.name = u"big-week"_s; // a name is not carried over: each instance gets its own
    again->create();
    ASSERT_TRUE(refused.wait(10000));
    auto *summaryAgain = qobject_cast<CreateSummaryPage *>(again->page(CreateWizard::SummaryPage));
    ASSERT_TRUE(summaryAgain);
    QPushButton *diagnose = summaryAgain->remedies().last();
    EXPECT_EQ(diagnose->text(), u"Diagnose…"_s);
    diagnose->click();
    EXPECT_EQ(window.currentPage(), static_cast<ShellPage *>(window.doctorPage()));
    EXPECT_EQ(window.doctorPage()->report().checks.value(0).id, u"refusal"_s);
    EXPECT_EQ(window.doctorPage()->fixButton()->text(), u"Add money…"_s)
        << window.doctorPage()->report().toText().toStdString();
}
