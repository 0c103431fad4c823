// The Storage page against the sandbox's demo account: a volume made, attached through the
// create wizard with it chosen, deleted once its name is typed; a saved image with what it costs a
// day, deleted; an instance stopped for more than a week listed with its monthly cost; and the
// whole as one sum — in English and in Chinese.
#include "common/translations.h"
#include "core/console/consoleservices.h"
#include "tests/support/httpclient.h"
#include "tests/ui/demopagetest.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "tests/ui/tablecells.h"
#include "ui/create/createwizard.h"
#include "ui/shell/mainwindow.h"
#include "ui/storage/storagepage.h"

#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

class StoragePageTest : public DemoPageTest
{
protected:
    /// Reloads the page and waits for it to be drawn.
    static void reloaded(StoragePage &page)
    {
        QSignalSpy shown(&page, &StoragePage::shown);
        page.reload();
        ASSERT_TRUE(shown.wait(10000));
    }
};

} // namespace

TEST_F(StoragePageTest, AVolumeIsMadeAttachedThroughTheWizardAndDeletedByName)
{
    ConsoleServices services(m_demo.console(), {});
    MainWindow window(m_demo.clock());
    window.resize(1280, 860);
    window.show();
    window.setServices(&services, &m_confirmer);
    StoragePage &page = *window.storagePage();
    window.showPage(&page);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !page.summary()->text().isEmpty(); }, 10000));
    EXPECT_EQ(page.summary()->text(), u"Nothing stored costs money now."_s);

    // A bad size is said; nothing is made.
    m_confirmer.texts = {u"datasets"_s, u"lots"_s};
    m_confirmer.choice = 0;
    page.newVolumeButton()->click();
    EXPECT_TRUE(page.message()->text().contains(u"not a size"_s)) << page.message()->text().toStdString();
    m_confirmer.texts = {u"datasets"_s, u"200"_s};
    page.newVolumeButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return page.volumes()->rowCount() == 1; }, 10000))
        << page.message()->text().toStdString();
    EXPECT_TRUE(page.message()->text().startsWith(u"datasets is ready (200 GB). It costs ¥2.00 a day"_s))
        << page.message()->text().toStdString();
    ASSERT_EQ(page.volumes()->rowCount(), 1);
    EXPECT_EQ(cell(page.volumes(), 0, 3), u"free"_s);
    EXPECT_EQ(cell(page.volumes(), 0, 4), u"¥2.00 a day"_s);
    EXPECT_TRUE(page.summary()->text().startsWith(u"Storage costs ¥2.00 a day now (¥60.00 a month)"_s))
        << page.summary()->text().toStdString();
    EXPECT_FALSE(page.attachButton()->isEnabled()); // nothing selected yet

    // Attach: the create wizard opens with the volume as the data disk, in its region.
    page.volumes()->selectRow(0);
    ASSERT_TRUE(page.attachButton()->isEnabled());
    const QJsonObject volume = m_demo.http().get(u"/v1/volumes"_s).json[u"items"_s].toArray().first().toObject();
    page.attachButton()->click();
    auto *wizard = window.findChild<CreateWizard *>();
    ASSERT_TRUE(wizard);
    ASSERT_TRUE(QTest::qWaitFor([&] { return wizard->isLoaded(); }, 10000));
    EXPECT_EQ(wizard->draft().spec.dataVolumeId, volume[u"id"_s].toString());
    EXPECT_EQ(wizard->draft().spec.region, volume[u"region"_s].toString());
    EXPECT_FALSE(wizard->draft().newDataDisk);
    wizard->reject();

    // Deleted only once its name is typed.
    m_confirmer.typed = u"data"_s;
    const QString said = page.message()->text();
    page.deleteVolumeButton()->click(); // refused before anything is sent
    EXPECT_EQ(page.message()->text(), said);
    EXPECT_EQ(m_demo.http().get(u"/v1/volumes"_s).json[u"items"_s].toArray().size(), 1);
    m_confirmer.typed = u"datasets"_s;
    page.deleteVolumeButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return page.volumes()->rowCount() == 0; }, 10000));
    EXPECT_TRUE(page.message()->text().contains(u"costs nothing from now on"_s));
    EXPECT_TRUE(m_demo.http().get(u"/v1/volumes"_s).json[u"items"_s].toArray().isEmpty());
}

TEST_F(StoragePageTest, SavedImagesAndInstancesStoppedForAWeekShowWhatTheyCost)
{
    HttpClient c = m_demo.http();
    auto r = c.post(u"/v1/instances"_s,
                    {{u"name"_s, u"old-experiment"_s},
                     {u"region"_s, u"cn-north-1"_s},
                     {u"gpu_type"_s, u"rtx-4090-24g"_s},
                     {u"image"_s, u"ubuntu-22.04"_s},
                     {u"data_disk_gb"_s, 100}});
    ASSERT_EQ(r.status, 202) << r.body.toStdString();
    const QString id = r.json[u"id"_s].toString();
    m_demo.advance(5);
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s, QJsonObject()).status, 202);
    m_demo.advance(10);
    r = c.post(u"/v1/instances/"_s + id + u"/images"_s, {{u"name"_s, u"my env"_s}});
    ASSERT_TRUE(r.status == 201 || r.status == 202) << r.body.toStdString();
    m_demo.advance(8 * 86400);
    // A week later the session has long expired (they last 12 hours): log in again, as a user would.
    ASSERT_TRUE(QTest::qWaitFor([&] { return !m_demo.console().isLoaded(); }, 10000));
    ASSERT_TRUE(m_demo.logIn());
    c = m_demo.http();

    StoragePage page(m_demo.console(), StoragePage::Sources::of(m_demo.console().platform()), m_confirmer);
    page.resize(1100, 800);
    page.show();
    ASSERT_TRUE(QTest::qWaitFor([&] { return page.images()->rowCount() == 1; }, 10000));
    reloaded(page);
    EXPECT_EQ(cell(page.images(), 0, 0), u"my env"_s);
    EXPECT_TRUE(cell(page.images(), 0, 3).endsWith(u" a day"_s));
    EXPECT_FALSE(cell(page.images(), 0, 2).isEmpty()); // when it was saved
    ASSERT_EQ(page.forgotten()->rowCount(), 1);
    EXPECT_EQ(cell(page.forgotten(), 0, 0), u"old-experiment"_s);
    EXPECT_EQ(cell(page.forgotten(), 0, 1), u"8 days ago"_s);
    // What a month of it costs is thirty of its days.
    const QJsonObject meter = c.get(u"/v1/instances/"_s + id).json[u"meter"_s].toObject();
    const qint64 perDay = meter[u"rate_cents_per_day"_s].toInteger();
    ASSERT_GT(perDay, 0);
    EXPECT_EQ(cell(page.forgotten(), 0, 3), m_demo.console().currency().format(Money::fromCents(perDay * 30)));
    EXPECT_TRUE(page.summary()->text().contains(u"stopped instances "_s + cell(page.forgotten(), 0, 2)))
        << page.summary()->text().toStdString();
    EXPECT_TRUE(saveScreenshot(page, u"storage"_s));

    page.images()->selectRow(0);
    m_confirmer.yes = true;
    page.deleteImageButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return page.images()->rowCount() == 0; }, 10000));
}

TEST_F(StoragePageTest, SpeaksChinese)
{
    HttpClient c = m_demo.http();
    ASSERT_EQ(c.post(u"/v1/volumes"_s, {{u"name"_s, u"数据集"_s}, {u"region"_s, u"cn-north-1"_s}, {u"size_gb"_s, 500}})
                  .status,
              201);
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        StoragePage page(m_demo.console(), StoragePage::Sources::of(m_demo.console().platform()), m_confirmer);
        page.resize(1100, 800);
        page.show();
        EXPECT_EQ(page.title(), u"存储"_s);
        ASSERT_TRUE(QTest::qWaitFor([&] { return page.volumes()->rowCount() == 1; }, 10000));
        EXPECT_TRUE(saveScreenshot(page, u"storage-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
}
