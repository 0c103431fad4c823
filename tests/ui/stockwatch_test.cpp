// "Create it when one is free…": out of stock in the create wizard, the console watches the stock
// (StockWatch), says so above the instances, and makes the instance once the test frees the card,
// with a desktop notification; a ceiling below the price makes nothing. In English and Chinese.
#include "common/translations.h"
#include "core/console/console.h"
#include "core/console/consoleservices.h"
#include "tests/support/httpclient.h"
#include "tests/ui/democonsole.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "ui/create/createsummarypage.h"
#include "ui/create/createwizard.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/stockwatchbanner.h"
#include "ui/shell/mainwindow.h"
#include "ui/widgets/notifier.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

/// `create`: "Create it when one is free…", else "Tell me when one is free".
void watchFromTheWizard(const QString &language, bool create = true)
{
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    Console &console = demo.console();
    ScriptedConfirmer answers;
    RecordingNotifier notifier;
    ConsoleServices services(console, {});
    services.stockWatch().setUsualPace({50, 200, 1.5});
    Translations::install(QLocale(language));
    MainWindow window(demo.clock());
    window.resize(1280, 720);
    window.show();
    window.setServices(&services, &answers, &notifier);
    ASSERT_TRUE(demo.logIn());
    HttpClient c = demo.http();
    const QString taken = takeEveryL40s(c);
    ASSERT_FALSE(taken.isEmpty());

    CreateWizard *wizard = window.openCreateWizard();
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return wizard->currentPage() && wizard->draft().options.regions.size() > 0; }, 10000));
    wizard->draft().spec.region = u"cn-north-1"_s;
    wizard->draft().spec.gpuType = u"l40s-48g"_s;
    wizard->draft().spec.image = u"ubuntu-22.04"_s;
    wizard->draft().spec.name = u"wants-l40s"_s;
    wizard->draft().spec.startMode = InstanceMode::Gpu;
    while (wizard->currentId() != CreateWizard::SummaryPage)
        wizard->next();
    auto *summary = qobject_cast<CreateSummaryPage *>(wizard->currentPage());
    ASSERT_TRUE(summary);
    QSignalSpy failed(wizard, &CreateWizard::createFailed);
    wizard->button(QWizard::FinishButton)->click();
    ASSERT_TRUE(failed.wait(10000));
    QPushButton *watch = summary->remedies().value(create ? 4 : 5); // after the alternatives, before Diagnose
    ASSERT_TRUE(watch);
    if (language == u"en"_s) {
        EXPECT_EQ(watch->text(), create ? u"Create it when one is free…"_s : u"Tell me when one is free"_s);
    }
    if (create) {
        EXPECT_TRUE(watch->toolTip().contains(u"¥4.98"_s)) << watch->toolTip().toStdString();
    }
    EXPECT_TRUE(watch->isEnabled());
    watch->click();

    // The wizard closes; the banner says what it waits for, and how often it has looked.
    StockWatchBanner *banner = window.instancesPage()->stockWatchBanner();
    ASSERT_TRUE(QTest::qWaitFor([&] { return banner->isVisible() && services.stockWatch().looks() >= 2; }, 10000));
    EXPECT_TRUE(services.stockWatch().isWatching());
    if (language == u"en"_s) {
        EXPECT_TRUE(banner->text()->text().startsWith(
            create ? u"Watching for 1 × NVIDIA L40S 48GB in North China 1 to create “wants-l40s”"_s
                   : u"Watching for 1 × NVIDIA L40S 48GB in North China 1 (looked"_s))
            << banner->text()->text().toStdString();
    }
    if (create) {
        EXPECT_TRUE(saveScreenshot(window, u"stock-watch-"_s + language));
    }

    // The test frees the cards: the instance is made there, and the desktop is told.
    ASSERT_EQ(c.del(u"/v1/instances/"_s + taken).status, 202);
    demo.advance(60);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !services.stockWatch().isWatching(); }, 20000));
    if (!create) {
        // Told, nothing made.
        ASSERT_EQ(notifier.shown.size(), 1);
        EXPECT_TRUE(notifier.shown[0].startsWith(u"A card is free: 4 × NVIDIA L40S 48GB free in North China 1 now"_s))
            << notifier.shown[0].toStdString();
        for (const Instance &i : console.instances())
            EXPECT_NE(i.name, u"wants-l40s"_s);
        return;
    }
    const auto made = [&] {
        for (const Instance &i : console.instances())
            if (i.name == u"wants-l40s"_s)
                return true;
        return false;
    };
    ASSERT_TRUE(QTest::qWaitFor(made, 10000));
    ASSERT_GE(notifier.shown.size(), 2);
    if (language == u"en"_s) {
        EXPECT_TRUE(notifier.shown[0].startsWith(u"A card is free: 4 × NVIDIA L40S 48GB free in North China 1"_s))
            << notifier.shown.join(u'\n').toStdString();
        EXPECT_TRUE(notifier.shown[1].startsWith(u"Created wants-l40s"_s)) << notifier.shown.join(u'\n').toStdString();
    }
    EXPECT_FALSE(banner->stopButton()->isVisible());
    Translations::install(QLocale(QLocale::English));
}

} // namespace

TEST(StockWatchConsole, OutOfStockTheInstanceIsMadeWhenTheCardComesFree)
{
    watchFromTheWizard(u"en"_s);
}

TEST(StockWatchConsole, TellMeOnlySaysTheCardIsFreeAndMakesNothing)
{
    watchFromTheWizard(u"en"_s, false);
}

TEST(StockWatchConsole, SpeaksChinese)
{
    watchFromTheWizard(u"zh_CN"_s);
}
