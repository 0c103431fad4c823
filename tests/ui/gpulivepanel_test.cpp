// The instance details' live GPU tab against the sandbox's emulated nvidia-smi over the instance's
// real sshd: figures the test writes into the emulator appear within two samples, the processes
// holding GPU memory are listed, and sampling ends on the instance when the tab is hidden (its
// remote loop is gone) and starts again when it is shown; in English and Chinese.
#include "common/translations.h"
#include "core/console/console.h"
#include "core/ssh/sshworkspace.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/sshconsole.h"
#include "ui/instances/gpulivepanel.h"
#include "ui/instances/instancedetails.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/instances/saveimagedialog.h"

#include <QChart>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

class GpuLivePanelTest : public SshConsole
{
protected:
    void write(const QString &id, const QString &file, const QByteArray &bytes)
    {
        QFile f(m_demo.dataDir() + u"/instances/"_s + id + u"/emulated/"_s + file);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
    }
    /// Whether the live panel's loop still runs on the instance.
    bool loopRuns(const Instance &instance)
    {
        std::optional<bool> runs;
        m_remote->execute(instance, "pgrep -f '[q]uery-compute-apps=pid' >/dev/null && echo yes || echo no",
                          m_workspace, [&](const std::optional<SshSession::Output> &out, const SshFailure &) {
                              runs = out && out->out.trimmed() == "yes";
                          });
        EXPECT_TRUE(QTest::qWaitFor([&] { return runs.has_value(); }, 20000));
        return runs.value_or(true);
    }
};

} // namespace

TEST_F(GpuLivePanelTest, TheCardIsDrawnLiveAndSamplingEndsOnTheInstanceWhenTheTabIsHidden)
{
    const QString id = create(u"llama-train"_s, 20);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const Instance *i = shown(id, InstanceState::Running);
            return i && m_workspace->targetFor(*i);
        },
        20000));
    write(id, u"gpu-utilization"_s, "12\n");
    write(id, u"gpu-memory-used-mib"_s, "20480\n");
    write(id, u"gpu-processes"_s, "4242 20000 python3 train.py --epochs 3\n");

    InstanceTableModel rows;
    InstanceDetails details(m_demo.console(), m_demo.console().platform().facet<InstanceHistory>(), rows, m_workspace,
                            m_boots);
    details.resize(1100, 640);
    GpuLivePanel *panel = details.livePanel();
    ASSERT_TRUE(panel);
    panel->setIntervalMs(200);
    details.showInstance(id);
    details.show();
    EXPECT_FALSE(panel->isSampling()); // not while its tab is not shown
    QSignalSpy sampled(panel, &GpuLivePanel::sampled);
    details.tabs()->setCurrentWidget(panel);
    ASSERT_TRUE(sampled.wait(20000));
    EXPECT_TRUE(panel->isSampling());
    const GpuLiveSample first = panel->samples().last();
    ASSERT_EQ(first.cards.size(), 1);
    EXPECT_EQ(first.cards[0].utilizationPercent, 12);
    EXPECT_EQ(first.cards[0].memoryUsedMiB, 20480);
    EXPECT_GT(first.cards[0].powerW.value_or(0), 0);
    EXPECT_GT(first.cores.value_or(0), 0);
    EXPECT_TRUE(panel->nowLine()->text().contains(u"12%"_s)) << panel->nowLine()->text().toStdString();
    ASSERT_EQ(panel->processTable()->rowCount(), 1);
    EXPECT_EQ(panel->processTable()->item(0, 0)->text(), u"python3 train.py --epochs 3"_s);

    // The card gets busy: within two samples of the change, the chart's line says so.
    write(id, u"gpu-utilization"_s, "91\n");
    const qsizetype before = sampled.size();
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return panel->samples().last().cards.value(0).utilizationPercent == 91; }, 20000));
    EXPECT_LE(sampled.size() - before, 2);
    auto *gpuLine = qobject_cast<QLineSeries *>(panel->utilizationChart()->series().value(0));
    ASSERT_TRUE(gpuLine);
    EXPECT_EQ(gpuLine->name(), u"GPU 0"_s);
    EXPECT_EQ(gpuLine->points().last().y(), 91);
    EXPECT_EQ(panel->utilizationChart()->series().value(1)->name(), u"CPU"_s);
    EXPECT_TRUE(saveScreenshot(details, u"gpu-live-en"_s));

    // Hidden (the details' other tab): nothing is sampled, and the loop on the instance is gone.
    const Instance running = *shown(id, InstanceState::Running);
    EXPECT_TRUE(loopRuns(running)); // what the check below would see if it went on
    details.tabs()->setCurrentIndex(0);
    EXPECT_FALSE(panel->isSampling());
    EXPECT_TRUE(QTest::qWaitFor([&] { return !loopRuns(running); }, 20000));
    // Shown again: it samples again.
    details.tabs()->setCurrentWidget(panel);
    const qsizetype hidden = sampled.size();
    ASSERT_TRUE(QTest::qWaitFor([&] { return sampled.size() > hidden; }, 20000));

    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        InstanceDetails zh(m_demo.console(), m_demo.console().platform().facet<InstanceHistory>(), rows, m_workspace,
                           m_boots);
        zh.resize(1100, 640);
        zh.livePanel()->setIntervalMs(200);
        zh.showInstance(id);
        zh.show();
        QSignalSpy zhSampled(zh.livePanel(), &GpuLivePanel::sampled);
        zh.tabs()->setCurrentWidget(zh.livePanel());
        ASSERT_TRUE(zhSampled.wait(20000));
        ASSERT_TRUE(QTest::qWaitFor([&] { return zhSampled.size() >= 3; }, 20000));
        EXPECT_TRUE(saveScreenshot(zh, u"gpu-live-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
}

TEST_F(GpuLivePanelTest, SaveImageMeasuresWhatIsBigCleansTheCachesInOneClickThenStopsAndSaves)
{
    const QString id = create(u"env-to-keep"_s, 20);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const Instance *i = shown(id, InstanceState::Running);
            return i && m_workspace->targetFor(*i);
        },
        20000));
    const QString home = m_demo.http().get(u"/v1/instances/"_s + id).json.value(u"home_path"_s).toString();
    const auto sparse = [&](const QString &path, qint64 bytes) {
        QDir().mkpath(QFileInfo(home + u'/' + path).path());
        QFile f(home + u'/' + path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly) && f.resize(bytes));
    };
    sparse(u"runs/epoch9.pt"_s, 51LL << 30);
    sparse(u".cache/pip/http/torch.whl"_s, 2LL << 30);
    const Instance running = *shown(id, InstanceState::Running);

    // Too big: said, with what to move, and Save is off.
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        SaveImageDialog zh(m_demo.console(), *m_remote, running);
        zh.show();
        QSignalSpy measured(&zh, &SaveImageDialog::measured);
        ASSERT_TRUE(measured.wait(20000));
        EXPECT_FALSE(zh.saveButton()->isEnabled());
        EXPECT_TRUE(saveScreenshot(zh, u"save-image-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
    SaveImageDialog dialog(m_demo.console(), *m_remote, running);
    dialog.show();
    QSignalSpy measured(&dialog, &SaveImageDialog::measured);
    ASSERT_TRUE(measured.wait(20000));
    ASSERT_EQ(dialog.items()->rowCount(), 2);
    EXPECT_TRUE(dialog.items()->item(0, 0)->text().startsWith(u"checkpoints and weights"_s));
    EXPECT_TRUE(dialog.summary()->text().contains(u"Move to the data disk"_s))
        << dialog.summary()->text().toStdString();
    EXPECT_FALSE(dialog.saveButton()->isEnabled());
    EXPECT_TRUE(dialog.cleanButton()->isEnabled());
    EXPECT_TRUE(saveScreenshot(dialog, u"save-image-en"_s));

    // The checkpoint moved to the data disk; the caches cleaned in one click: it fits.
    ASSERT_TRUE(QFile::remove(home + u"/runs/epoch9.pt"_s));
    dialog.cleanButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return measured.size() >= 2; }, 20000));
    EXPECT_FALSE(QFile::exists(home + u"/.cache/pip/http/torch.whl"_s));
    EXPECT_EQ(dialog.items()->rowCount(), 0);
    ASSERT_TRUE(dialog.saveButton()->isEnabled()) << dialog.summary()->text().toStdString();

    // Stop and save: stopped first, then the image asked for.
    QSignalSpy saving(&dialog, &SaveImageDialog::saving);
    dialog.saveButton()->click();
    ASSERT_TRUE(saving.wait(30000));
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            for (const QJsonValue &i : m_demo.http().get(u"/v1/images"_s).json.value(u"items"_s).toArray())
                if (i[u"name"_s].toString() == u"env-to-keep environment"_s)
                    return true;
            return false;
        },
        20000));
}
