// The console's side of autostop against the sandbox's real sshd and the real agent:
// the details say what the agent sees, the page warns five minutes before an idle stop and keeps
// the instance running on request, and the settings change from the dialog with the cost of
// switching them off in view.
#include "common/translations.h"
#include "core/autostop/autostopscript.h"
#include "core/autostop/autostopwatcher.h"
#include "core/store/storethread.h"
#include "core/transfer/transferqueue.h"
#include "tests/support/scriptedhttpserver.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "tests/ui/sshconsole.h"
#include "ui/instances/autostopdialog.h"
#include "ui/instances/instancedetails.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/instances/preparerundialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QJsonObject>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

class AutostopConsole : public SshConsole
{
protected:
    // Ten times real time: the agent looks every 6 s, five platform minutes last 30 s.
    AutostopConsole()
        : SshConsole({u"--time-scale"_s, u"10"_s, u"--boot-delay"_s, u"1"_s, u"--demo"_s})
    { }
    void TearDown() override
    {
        if (!m_id.isEmpty())
            m_http.post(u"/v1/instances/"_s + m_id + u"/stop"_s);
        SshConsole::TearDown();
    }
    QString m_id;
};

TEST_F(AutostopConsole, TheConsoleShowsTheAgentWarnsBeforeAnIdleStopAndKeepsItRunning)
{
    // As the console's wizard creates it (autostop on), here after 8 idle minutes.
    const auto created
        = m_http.post(u"/v1/instances"_s,
                      {{u"name"_s, u"微调-7b"_s},
                       {u"region"_s, u"cn-north-1"_s},
                       {u"gpu_type"_s, u"rtx-3090-24g"_s},
                       {u"image"_s, u"ubuntu-22.04"_s},
                       {u"startup_script"_s, AutostopScript::compose(QString(), AutostopSettings{true, 8, 120})}});
    ASSERT_EQ(created.status, 202) << created.body.toStdString();
    m_id = created.json.value(u"id"_s).toString();
    const QString id = m_id;
    ScriptedConfirmer confirmer;
    InstancesPage page(m_demo.console(), confirmer, m_services->sshParts(), m_services->autostop());
    page.resize(1300, 900);
    page.show();
    ASSERT_TRUE(page.autostop());
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Running) != nullptr; }, 20000));
    page.selectInstance(id);

    // Idle from the start: the agent arms its stop, and five platform minutes before it lands the
    // page warns, with the rate.
    ASSERT_TRUE(QTest::qWaitFor([&] { return !page.stopWarningText().isEmpty(); }, 90000));
    EXPECT_TRUE(page.stopWarningText().startsWith(u"Stopping 微调-7b in "_s)) << page.stopWarningText().toStdString();
    EXPECT_TRUE(page.stopWarningText().contains(u"at ¥1.58/h"_s)) << page.stopWarningText().toStdString();
    EXPECT_TRUE(page.keepRunningButton()->isVisible());
    EXPECT_TRUE(page.details()->text().contains(u"unless it is used"_s)) << page.details()->text().toStdString();
    EXPECT_TRUE(saveScreenshot(page, u"instances-autostop"_s));
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    page.details()->showInstance(id);
    // The banner follows the language at once (a language change is posted to the widgets).
    EXPECT_TRUE(QTest::qWaitFor([&] { return page.stopWarningText().contains(u"分钟后停止"_s); }, 2000))
        << page.stopWarningText().toStdString();
    EXPECT_TRUE(saveScreenshot(page, u"instances-autostop-zh_CN"_s));
    Translations::install(QLocale(QLocale::English));
    page.details()->showInstance(id);

    // Keep running: the agent holds it, its stop is called off on the platform at once.
    page.keepRunningButton()->click();
    // The band goes when the hold is answered, or as soon as a poll sees the stop called off,
    // whichever comes first; the notice comes with the answer.
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return page.stopWarningText().isEmpty() && page.noticeText().contains(u"keeps running for the next hour"_s);
        },
        20000))
        << page.stopWarningText().toStdString() << " / " << page.noticeText().toStdString();
    EXPECT_TRUE(m_http.get(u"/v1/instances/"_s + id).json.value(u"stop_at"_s).isNull());
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            page.autostop()->read(id);
            return page.details()->text().contains(u"kept running until"_s);
        },
        30000))
        << page.details()->text().toStdString();
    EXPECT_TRUE(page.details()->text().contains(u"Last decisions:"_s));

    // Switched off from the dialog, with what a forgotten night then costs; this boot takes it too.
    AutostopDialog dialog(m_demo.console(), *page.autostop(), *shown(id, InstanceState::Running));
    EXPECT_TRUE(dialog.enabledBox()->isChecked());
    EXPECT_EQ(dialog.gpuMinutes()->value(), 8);
    EXPECT_TRUE(dialog.costText().contains(u"at most ¥0.21 more (8 min at ¥1.58/h)"_s))
        << dialog.costText().toStdString();
    dialog.enabledBox()->setChecked(false);
    EXPECT_TRUE(dialog.costText().contains(u"a night forgotten (12 h) costs ¥18.96 at ¥1.58/h"_s))
        << dialog.costText().toStdString();
    dialog.show();
    EXPECT_TRUE(saveScreenshot(dialog, u"autostop-dialog"_s));
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        AutostopDialog chinese(m_demo.console(), *page.autostop(), *shown(id, InstanceState::Running));
        chinese.enabledBox()->setChecked(false);
        chinese.show();
        EXPECT_TRUE(saveScreenshot(chinese, u"autostop-dialog-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
    dialog.saveButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return dialog.result() == QDialog::Accepted; }, 20000))
        << dialog.problemText().toStdString();
    const auto parts
        = AutostopScript::split(m_http.get(u"/v1/instances/"_s + id).json.value(u"startup_script"_s).toString());
    ASSERT_TRUE(parts.autostop);
    EXPECT_FALSE(parts.autostop->enabled);
    ASSERT_TRUE(QTest::qWaitFor([&] { return page.details()->text().contains(u"Off — a night"_s); }, 20000))
        << page.details()->text().toStdString();
}

TEST_F(AutostopConsole, PrepareThenRunUploadsChecksWithoutTheGpuThenRunsWithIt)
{
    const auto created = m_http.post(
        u"/v1/instances"_s,
        {{u"name"_s, u"prepare"_s},
         {u"region"_s, u"cn-north-1"_s},
         {u"gpu_type"_s, u"rtx-3090-24g"_s},
         {u"image"_s, u"ubuntu-22.04"_s},
         {u"data_disk_gb"_s, 20},
         {u"start_mode"_s, u"no_gpu"_s},
         {u"startup_script"_s, AutostopScript::compose(u"echo prepared > ~/prepared.txt\n"_s, AutostopSettings())}});
    ASSERT_EQ(created.status, 202) << created.body.toStdString();
    m_id = created.json.value(u"id"_s).toString();
    const QString id = m_id;
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Running) != nullptr; }, 20000));
    ASSERT_EQ(m_http.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Stopped) != nullptr; }, 20000));

    QTemporaryDir code;
    QFile train(code.path() + u"/train.py"_s);
    ASSERT_TRUE(train.open(QIODevice::WriteOnly));
    train.write("import sys, time\nprint('smoke ok' if '--smoke' in sys.argv else 'training')\n"
                "if '--smoke' not in sys.argv: time.sleep(600)\n");
    train.close();
    StoreThread store(m_home.path() + u"/gpudesk.db"_s);
    TransferQueue transfers(*m_workspace, store);
    PrepareRunDialog dialog(m_demo.console(), *m_remote, &transfers, *shown(id, InstanceState::Stopped));
    dialog.show();
    EXPECT_TRUE(dialog.uploadTo()->text().startsWith(u"/"_s)) << dialog.uploadTo()->text().toStdString();
    dialog.startButton()->click(); // no command yet: said, nothing started
    EXPECT_FALSE(dialog.flow());
    EXPECT_TRUE(dialog.resultText().contains(u"Say which command"_s)) << dialog.resultText().toStdString();
    dialog.setUploads({code.path() + u"/train.py"_s});
    // Weights fetched on the instance itself, a URL and a command, at the no-GPU rate.
    ScriptedHttpServer weights({ScriptedHttpServer::json(200, "pretend weights")});
    dialog.fetches()->setPlainText(weights.url().toString() + u"/weights.bin\nprintf ok > by-command.txt\n"_s);
    dialog.smokeCommand()->setText(u"python3 train.py --smoke"_s);
    dialog.command()->setText(u"python3 train.py"_s);
    dialog.graceMinutes()->setValue(5);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !dialog.ratesText().isEmpty(); }, 5000));
    EXPECT_TRUE(dialog.ratesText().contains(u"¥0.15/h without the GPU"_s) && dialog.ratesText().contains(u"¥1.58/h"_s))
        << dialog.ratesText().toStdString();
    // Prepared on the 3090's instance, run on a 4090: the seed's last step on a bigger card.
    ASSERT_TRUE(QTest::qWaitFor([&] { return dialog.runOnCard()->findData(u"rtx-4090-24g"_s) >= 0; }, 5000));
    dialog.runOnCard()->setCurrentIndex(dialog.runOnCard()->findData(u"rtx-4090-24g"_s));
    EXPECT_TRUE(dialog.ratesText().contains(u"the run ¥2.18/h"_s)) << dialog.ratesText().toStdString();
    dialog.startButton()->click();
    ASSERT_TRUE(dialog.flow());
    ASSERT_TRUE(QTest::qWaitFor([&] { return dialog.flow()->isFinished(); }, 120000))
        << dialog.stageRows().join(u'\n').toStdString();
    const QStringList rows = dialog.stageRows();
    for (const QString &row : rows)
        EXPECT_TRUE(row.contains(u"| done"_s)) << row.toStdString();
    ASSERT_EQ(rows.size(), 7);
    EXPECT_TRUE(rows[3].startsWith(u"4. Download on the instance | done"_s)) << rows[3].toStdString();
    EXPECT_TRUE(rows[3].contains(u"at ¥0.15/h"_s)) << rows[3].toStdString();
    const QString data = dialog.uploadTo()->text();
    QFile fetched(data + u"/weights.bin"_s);
    ASSERT_TRUE(fetched.open(QIODevice::ReadOnly)) << data.toStdString();
    EXPECT_EQ(fetched.readAll(), "pretend weights");
    EXPECT_TRUE(QFile::exists(data + u"/by-command.txt"_s));
    EXPECT_TRUE(rows[4].contains(u"smoke ok"_s)) << rows[4].toStdString();
    EXPECT_TRUE(rows[4].contains(u"at ¥0.15/h"_s)) << rows[4].toStdString(); // checked at the no-GPU rate
    EXPECT_TRUE(dialog.resultText().contains(u"The instance stops 5 min after it ends."_s))
        << dialog.resultText().toStdString();
    // Running with its card now, the command under the agent.
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Running) != nullptr; }, 10000));
    EXPECT_EQ(shown(id, InstanceState::Running)->mode.value(), InstanceMode::Gpu);
    EXPECT_EQ(shown(id, InstanceState::Running)->gpuType, u"rtx-4090-24g"_s);
    EXPECT_TRUE(saveScreenshot(dialog, u"prepare-run"_s));
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        PrepareRunDialog chinese(m_demo.console(), *m_remote, &transfers, *shown(id, InstanceState::Running));
        chinese.show();
        ASSERT_TRUE(QTest::qWaitFor([&] { return chinese.ratesText().contains(u"¥"_s); }, 10000));
        EXPECT_TRUE(saveScreenshot(chinese, u"prepare-run-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
    AutostopWatcher watcher(*m_remote, *m_boots, m_demo.console().platform(),
                            [&] { return m_demo.console().platformNow(); });
    watcher.setInstances({*shown(id, InstanceState::Running)});
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            watcher.read(id);
            const auto state = watcher.state(id);
            return state && state->has(u"jobs"_s);
        },
        30000))
        << watcher.readProblem(id).toStdString();
}
