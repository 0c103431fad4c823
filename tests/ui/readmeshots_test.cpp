// The README's first picture, made by the suite so that it never goes stale: the whole console in
// the light theme, an instance running on the sandbox's real sshd, its meter ticking and its
// details read at a glance, in English and in Chinese. scripts/screenshots copies it (and the
// pages' own shots) into docs/screenshots/.
#include "common/translations.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "tests/ui/sshconsole.h"
#include "ui/instances/instancedetails.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/shell/mainwindow.h"

#include <QApplication>
#include <QTableView>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

class ReadmeShots : public SshConsole
{
protected:
    /// Ten minutes a second: an hour and a half of running takes nine seconds of the test.
    ReadmeShots()
        : SshConsole({u"--time-scale"_s, u"600"_s, u"--boot-delay"_s, u"1"_s, u"--demo"_s})
    { }
};

TEST_F(ReadmeShots, TheConsoleWithAnInstanceRunningInBothLanguages)
{
    const QString id = create(u"llama-finetune"_s, 100);
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Running) != nullptr; }, 20000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_boots->keptSnapshot(id).has_value(); }, 20000));
    // An hour and a half into the run: the meter has something to say.
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const Instance *i = shown(id, InstanceState::Running);
            return i && i->startedAt && i->startedAt->secsTo(m_demo.console().platformNow()) >= 90 * 60;
        },
        30000));
    for (const QString &language : {u"en"_s, u"zh_CN"_s}) {
        if (language != u"en"_s) {
            ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
        }
        {
            ScriptedConfirmer answers;
            RecordingNotifier notes;
            MainWindow window(m_demo.clock());
            window.setServices(m_services.get(), &answers, &notes);
            window.resize(1400, 860);
            window.show();
            InstancesPage *page = window.instancesPage();
            QTableView *table = page->table();
            const auto selected = [&] {
                for (int r = 0; r < table->model()->rowCount(); ++r)
                    if (table->model()->index(r, InstanceTableModel::Name).data().toString() == u"llama-finetune"_s)
                        table->selectRow(r);
                return page->details()->text().contains(u"gpu-llama-finetune"_s);
            };
            ASSERT_TRUE(QTest::qWaitFor(selected, 10000)) << page->details()->text().toStdString();
            ASSERT_TRUE(QTest::qWaitFor([&] { return page->details()->eventCount() >= 3; }, 10000));
            EXPECT_TRUE(saveScreenshot(window, u"readme-console-"_s + language));
        }
        Translations::install(QLocale(QLocale::English));
    }
}
