// The console on a lab's Slurm cluster (FakeSlurm: slurmrestd v0.0.41 in this process): logging in
// with a token, a job asked for by partition, card and time limit through the create wizard (no
// image, disks or money), a second job that waits in the queue with the scheduler's reason, the
// time left beside each running job, and GPU-hours where other platforms show money; in English
// and in Chinese.
#include "common/translations.h"
#include "core/api/awaitanswer.h"
#include "core/api/jobfacets.h"
#include "tests/support/fakeslurm.h"
#include "tests/ui/cloudconsole.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/wizardsteps.h"
#include "ui/account/logindialog.h"
#include "ui/billing/billingpage.h"
#include "ui/billing/gpuhourspanel.h"
#include "ui/billing/walletpanel.h"
#include "ui/create/createwizard.h"
#include "ui/doctor/doctorpage.h"
#include "ui/instances/instanceactions.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/shell/mainwindow.h"
#include "ui/widgets/listmodel.h"

#include <QAction>
#include <QComboBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

namespace {

const QString kUser = u"alice"_s;
/// A JWT whose claims say alice (the fake compares it whole).
const QString kToken
    = u"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJleHAiOjQxMDI0NDQ4MDAsImlhdCI6MTcwMDAwMDAwMCwic3VuIjoiYWxpY2UifQ.sig"_s;

class SlurmConsole : public CloudConsole
{
protected:
    void SetUp() override
    {
        QUrl at = m_slurm.url();
        at.setUserName(kUser);
        at.setQuery(addressQuery());
        m_console = consoleOn(PlatformAddress::Kind::Slurm, at);
    }
    /// What the cluster's address says besides where it is.
    virtual QString addressQuery() const { return {}; }

    /// Logs in through the dialog with a pasted token, after it refused to go on without one.
    void logInWithToken(MainWindow &window, const QString &language)
    {
        LoginDialog login(m_console->session(), LoginDialog::Kind::ClusterToken, &window);
        login.setCluster(nullptr, nullptr, SshHop{u"login.lab.example.edu"_s, 22, kUser});
        login.open();
        EXPECT_EQ(login.findChild<QLineEdit *>(u"login"_s)->text(), kUser);
        EXPECT_EQ(login.findChild<QLineEdit *>(u"loginNode"_s)->text(), u"login.lab.example.edu"_s);
        QTest::mouseClick(login.findChild<QPushButton *>(u"logIn"_s), Qt::LeftButton);
        EXPECT_FALSE(login.problem().isEmpty());
        EXPECT_TRUE(saveScreenshot(login, u"slurm-login-%1"_s.arg(language)));
        login.findChild<QLineEdit *>(u"password"_s)->setText(kToken);
        QTest::mouseClick(login.findChild<QPushButton *>(u"logIn"_s), Qt::LeftButton);
        ASSERT_TRUE(QTest::qWaitFor([&] { return m_console->isLoaded(); }, 10000)) << login.problem().toStdString();
    }

    /// Through the wizard: the partition, `cards` of the card, four hours; created as `name`.
    void submitted(MainWindow &window, const QString &name, int cards, const QString &language)
    {
        const auto shot = [&](QWidget &w, const char *step) {
            EXPECT_TRUE(saveScreenshot(w, u"slurm-create-%1-%2"_s.arg(QLatin1StringView(step), language)));
        };
        CreateWizard *wizard = window.openCreateWizard();
        ASSERT_TRUE(wizard && loaded(*wizard)) << (wizard ? wizard->loadProblem().toStdString() : "no wizard");
        // Partitions, with the longest a job may run in each.
        auto *partitions = child<QTreeWidget>(wizard, "regions");
        ASSERT_EQ(partitions->topLevelItemCount(), 1);
        EXPECT_EQ(partitions->columnCount(), 4);
        partitions->setCurrentItem(partitions->topLevelItem(0));
        EXPECT_EQ(wizard->draft().spec.region, u"gpu"_s);
        if (language == u"en"_s) {
            EXPECT_EQ(wizard->currentPage()->title(), u"Partition"_s);
            EXPECT_EQ(partitions->topLevelItem(0)->text(2), u"8 h 00 min"_s);
        }
        shot(*wizard, "partition");
        wizard->next();
        // The cards: no price (the lab charges none), no memory the cluster does not say.
        auto *table = child<QTableWidget>(wizard, "cards");
        ASSERT_EQ(table->rowCount(), 1);
        EXPECT_TRUE(table->isColumnHidden(4)); // price
        EXPECT_TRUE(table->isColumnHidden(1)); // memory
        table->selectRow(0);
        child<QSpinBox>(wizard, "count")->setValue(cards);
        shot(*wizard, "card");
        wizard->next();
        // The time limit: up to the partition's eight hours.
        auto *limit = child<QComboBox>(wizard, "timeLimit");
        ASSERT_TRUE(limit);
        EXPECT_EQ(limit->itemData(limit->count() - 1).toInt(), 480);
        limit->setCurrentIndex(limit->findData(240));
        EXPECT_EQ(wizard->draft().spec.timeLimitMinutes, 240);
        if (language == u"en"_s) {
            EXPECT_TRUE(child<QLabel>(wizard, "gpuHours")->text().contains(u"at most %1 GPU-hours"_s.arg(4 * cards)))
                << child<QLabel>(wizard, "gpuHours")->text().toStdString();
        }
        shot(*wizard, "time");
        wizard->next();
        child<QLineEdit>(wizard, "name")->setText(name);
        const QString cost = child<QLabel>(wizard, "summaryCost")->text();
        EXPECT_FALSE(cost.contains(u"¥"_s) || cost.contains(u"$"_s)) << cost.toStdString();
        if (language == u"en"_s) {
            EXPECT_TRUE(cost.contains(u"GPU-hours"_s)) << cost.toStdString();
        }
        shot(*wizard, "summary");
        QSignalSpy created(wizard, &CreateWizard::created);
        wizard->button(QWizard::FinishButton)->click();
        ASSERT_TRUE(created.count() == 1 || created.wait(10000));
    }

    /// The table's row for `name`; -1 when it shows none.
    static int rowNamed(QTableView *table, const QString &name)
    {
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            if (table->model()->index(row, InstanceTableModel::Name).data().toString() == name)
                return row;
        }
        return -1;
    }
    static QString text(QTableView *table, int row, int column)
    {
        return table->model()->index(row, column).data().toString();
    }

    /// One running job of a card, and one of two that waits for it; the table showing both.
    void runningAndQueued(MainWindow &window, const QString &language)
    {
        submitted(window, u"llama"_s, 1, language);
        ASSERT_EQ(m_slurm.submitted.size(), 1);
        const QJsonObject job = m_slurm.submitted.first().value(u"job"_s).toObject();
        const QJsonValue limit = job.value(u"time_limit"_s); // a number, or {set, infinite, number}
        EXPECT_EQ(limit.isObject() ? limit.toObject().value(u"number"_s).toInt() : limit.toInt(), 240);
        m_slurm.advance();
        submitted(window, u"big-run"_s, 2, language);
        m_slurm.advance(); // one card is taken: the second job waits
        QTableView *table = window.instancesPage()->table();
        m_console->refresh();
        // Until a poll has seen the scheduler's pass: the card taken, the second waits for it (a poll
        // from before says only that the scheduler has not looked at it yet).
        const auto waitsForCards = [&] {
            for (const Instance &i : m_console->instances()) {
                if (i.name == u"big-run"_s)
                    return i.queue && i.queue->reason == u"Resources"_s;
            }
            return false;
        };
        ASSERT_TRUE(QTest::qWaitFor(
            [&] {
                const int queued = rowNamed(table, u"big-run"_s), running = rowNamed(table, u"llama"_s);
                return queued >= 0 && running >= 0 && waitsForCards()
                    && table->model()->index(running, InstanceTableModel::State).data(InstanceTableModel::StateRole)
                    == u"running"_s
                    && !text(table, running, InstanceTableModel::TimeLeft).isEmpty();
            },
            15000));
    }

    /// The Billing page shows the running job's GPU-hours (screenshot in `language`).
    bool gpuHoursShown(MainWindow &window, const QString &language)
    {
        window.showPage(window.billingPage());
        GpuHoursPanel *panel = window.billingPage()->gpuHours();
        if (!panel)
            return false;
        panel->reload();
        const bool shown = QTest::qWaitFor([&] { return panel->rows().rowCount() == 1; }, 10000);
        EXPECT_TRUE(shown);
        if (shown) {
            EXPECT_EQ(panel->rows().text(0, 0), u"llama"_s);
        }
        if (language == u"en"_s) {
            EXPECT_TRUE(panel->summary()->text().contains(u"This month"_s)) << panel->summary()->text().toStdString();
            EXPECT_FALSE(panel->summary()->text().contains(u"¥"_s)); // no price: no money
            // The lab's internal price, typed once: checked, kept for this cluster, and the totals in money.
            panel->setSettingsFile(m_dir.path() + u"/gpudesk.conf"_s);
            panel->price()->setText(u"two yuan"_s);
            EXPECT_FALSE(panel->savePrice());
            panel->price()->setText(u"2"_s);
            EXPECT_TRUE(panel->savePrice());
            EXPECT_TRUE(panel->summary()->text().contains(u"At your lab's ¥2.00 per GPU-hour"_s))
                << panel->summary()->text().toStdString();
            GpuHoursPanel again(*m_console, *m_console->platform().facet<JobHistory>());
            again.setSettingsFile(m_dir.path() + u"/gpudesk.conf"_s);
            EXPECT_EQ(again.price()->text(), u"¥2.00"_s);
        }
        EXPECT_TRUE(saveScreenshot(window, u"slurm-gpu-hours-%1"_s.arg(language)));
        window.showPage(window.instancesPage());
        return shown;
    }

    FakeSlurm m_slurm{kUser, kToken, 2};
};

} // namespace

TEST_F(SlurmConsole, AJobByPartitionCardAndTimeAndOneThatWaitsInTheQueueWithItsReason)
{
    const auto shown = openWindow();
    MainWindow &window = *shown;
    logInWithToken(window, u"en"_s);
    runningAndQueued(window, u"en"_s);
    QTableView *table = window.instancesPage()->table();
    const int running = rowNamed(table, u"llama"_s), queued = rowNamed(table, u"big-run"_s);
    // The running job: its time left counts down to its limit; no money column anywhere.
    EXPECT_TRUE(text(table, running, InstanceTableModel::TimeLeft).contains(u"time limit"_s))
        << text(table, running, InstanceTableModel::TimeLeft).toStdString();
    EXPECT_TRUE(table->isColumnHidden(InstanceTableModel::Cost));
    EXPECT_TRUE(table->isColumnHidden(InstanceTableModel::Rate));
    EXPECT_TRUE(table->isColumnHidden(InstanceTableModel::Mode));
    EXPECT_EQ(table->model()->headerData(InstanceTableModel::Region, Qt::Horizontal).toString(), u"Partition"_s);
    // The waiting one: "Queued", and the scheduler's reason in words as its tooltip.
    EXPECT_TRUE(text(table, queued, InstanceTableModel::State).startsWith(u"Queued"_s))
        << text(table, queued, InstanceTableModel::State).toStdString();
    const QString why = table->model()->index(queued, InstanceTableModel::State).data(Qt::ToolTipRole).toString();
    EXPECT_TRUE(why.contains(u"free"_s) || why.contains(u"busy"_s) || why.contains(u"cards"_s)) << why.toStdString();
    // GPU-hours where money would be.
    EXPECT_TRUE(QTest::qWaitFor([&] { return window.moneyText().startsWith(u"1 GPU"_s); }, 10000))
        << window.moneyText().toStdString();
    EXPECT_FALSE(window.moneyText().contains(u"¥"_s));
    table->selectRow(queued);
    EXPECT_TRUE(saveScreenshot(window, u"slurm-instances-en"_s));

    // No storage page: the cluster's shared filesystem is the user's own, and nothing is billed.
    EXPECT_FALSE(window.storagePage());
    // Billing is the jobs' GPU-hours, with no money tab.
    EXPECT_TRUE(gpuHoursShown(window, u"en"_s));
    EXPECT_FALSE(window.billingPage()->tabs()->isTabVisible(
        window.billingPage()->tabs()->indexOf(window.billingPage()->wallet())));

    // The guards watch the jobs' time limits, and no money (there is none).
    window.showPage(window.doctorPage());
    QTableWidget *guards = window.doctorPage()->guards();
    QStringList watched;
    for (int row = 0; row < guards->rowCount(); ++row)
        watched << guards->item(row, 0)->text();
    EXPECT_TRUE(watched.join(u'|').contains(u"time limit"_s)) << watched.join(u'|').toStdString();
    EXPECT_FALSE(watched.join(u'|').contains(u"Money"_s)) << watched.join(u'|').toStdString();
    EXPECT_TRUE(saveScreenshot(window, u"slurm-doctor-en"_s));
    window.showPage(window.instancesPage());

    // Extending the running job: the cluster leaves more time to its admins, and says so with what to
    // do instead; ending it earlier works, and the time left follows.
    table->selectRow(running);
    QAction *extend = window.actions()->scheduleStop();
    ASSERT_TRUE(extend->isVisible() && extend->isEnabled());
    EXPECT_EQ(extend->text(), u"Extend or end earlier…"_s);
    m_answers.texts = {u"6"_s};
    extend->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !window.instancesPage()->problemText().isEmpty(); }, 10000));
    const QString refused = window.instancesPage()->problemText();
    EXPECT_TRUE(refused.contains(u"administrators"_s) && refused.contains(u"checkpoint"_s)) << refused.toStdString();
    m_answers.texts = {u"1"_s};
    QSignalSpy done(m_console.get(), &Console::actionDone);
    extend->trigger();
    ASSERT_TRUE(done.count() > 0 || done.wait(10000));
    m_console->refresh();
    EXPECT_TRUE(QTest::qWaitFor(
        [&] {
            const QString left = text(table, rowNamed(table, u"llama"_s), InstanceTableModel::TimeLeft);
            return left.startsWith(u"59 min"_s) || left.startsWith(u"1 h 00 min"_s);
        },
        10000))
        << text(table, rowNamed(table, u"llama"_s), InstanceTableModel::TimeLeft).toStdString();
}

TEST_F(SlurmConsole, SpeaksChinese)
{
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        const auto shown = openWindow();
        MainWindow &window = *shown;
        logInWithToken(window, u"zh_CN"_s);
        runningAndQueued(window, u"zh_CN"_s);
        QTableView *table = window.instancesPage()->table();
        table->selectRow(rowNamed(table, u"big-run"_s));
        EXPECT_TRUE(saveScreenshot(window, u"slurm-instances-zh_CN"_s));
        EXPECT_TRUE(gpuHoursShown(window, u"zh_CN"_s));
        window.showPage(window.doctorPage());
        EXPECT_TRUE(saveScreenshot(window, u"slurm-doctor-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
}

TEST_F(SlurmConsole, WhereTheClusterKeepsAccountingTheGpuHoursPageShowsItsJobsAndTheQuotaLeft)
{
    m_slurm.accounting = true;
    const QJsonArray quota{QJsonObject{{u"type"_s, u"gres"_s}, {u"name"_s, u"gpu"_s}, {u"count"_s, 6000}}};
    m_slurm.associations = QJsonArray{QJsonObject{
        {u"account"_s, u"lab"_s},
        {u"user"_s, kUser},
        {u"is_default"_s, true},
        {u"max"_s, QJsonObject{{u"tres"_s, QJsonObject{{u"group"_s, QJsonObject{{u"minutes"_s, quota}}}}}}}}};
    // A job run from a terminal earlier today: 4 GPUs for 2 hours.
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    m_slurm.accountedJobs = QJsonArray{QJsonObject{
        {u"job_id"_s, 7},
        {u"name"_s, u"sbatch-pretrain"_s},
        {u"user"_s, kUser},
        {u"account"_s, u"lab"_s},
        {u"partition"_s, u"gpu"_s},
        {u"state"_s, QJsonObject{{u"current"_s, QJsonArray{u"COMPLETED"_s}}}},
        {u"time"_s, QJsonObject{{u"start"_s, now - 3 * 3600}, {u"end"_s, now - 3600}}},
        {u"tres"_s,
         QJsonObject{{u"allocated"_s,
                      QJsonArray{QJsonObject{{u"type"_s, u"gres"_s}, {u"name"_s, u"gpu:a100"_s}, {u"count"_s, 4}}}}}}}};
    for (const QString &language : {u"en"_s, u"zh_CN"_s}) {
        if (language == u"zh_CN"_s) {
            ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
        }
        {
            const auto shown = openWindow();
            MainWindow &window = *shown;
            logInWithToken(window, language);
            window.showPage(window.billingPage());
            GpuHoursPanel *panel = window.billingPage()->gpuHours();
            ASSERT_TRUE(panel);
            panel->reload();
            ASSERT_TRUE(
                QTest::qWaitFor([&] { return panel->rows().rowCount() == 1 && panel->quota()->isVisible(); }, 10000))
                << panel->quota()->text().toStdString();
            EXPECT_EQ(panel->rows().text(0, 0), u"sbatch-pretrain"_s); // not gpudesk's: listed too
            if (language == u"en"_s) {
                EXPECT_TRUE(panel->source()->text().contains(u"accounting"_s)) << panel->source()->text().toStdString();
                // 100 GPU-hours, 8 used this month (where the month began more than three hours ago).
                EXPECT_TRUE(panel->quota()->text().contains(u"of 100.0 GPU-hours left"_s))
                    << panel->quota()->text().toStdString();
            }
            EXPECT_TRUE(saveScreenshot(window, u"slurm-gpu-hours-quota-%1"_s.arg(language)));
        }
    }
    Translations::install(QLocale(QLocale::English));
}

namespace {

/// A cluster whose address says it runs containers (pyxis).
class SlurmConsoleWithContainers : public SlurmConsole
{
protected:
    QString addressQuery() const override { return u"containers=pyxis"_s; }
};

} // namespace

TEST_F(SlurmConsoleWithContainers, TheTimePageTakesAContainerImageAndRefusesWhatIsNotOne)
{
    for (const QString &language : {u"en"_s, u"zh_CN"_s}) {
        if (language == u"zh_CN"_s) {
            ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
        }
        const auto shown = openWindow();
        MainWindow &window = *shown;
        logInWithToken(window, language);
        CreateWizard *wizard = window.openCreateWizard();
        ASSERT_TRUE(wizard && loaded(*wizard));
        auto *partitions = child<QTreeWidget>(wizard, "regions");
        partitions->setCurrentItem(partitions->topLevelItem(0));
        wizard->next();
        child<QTableWidget>(wizard, "cards")->selectRow(0);
        wizard->next();
        auto *image = child<QLineEdit>(wizard, "containerImage");
        ASSERT_TRUE(image);
        EXPECT_TRUE(image->isVisible());
        image->setText(u"pytorch; rm -rf ~"_s);
        EXPECT_TRUE(child<QLabel>(wizard, "containerImageProblem")->isVisible());
        EXPECT_FALSE(wizard->currentPage()->isComplete());
        image->setText(u"nvcr.io#nvidia/pytorch:24.05-py3"_s);
        EXPECT_FALSE(child<QLabel>(wizard, "containerImageProblem")->isVisible());
        EXPECT_TRUE(wizard->currentPage()->isComplete());
        EXPECT_EQ(wizard->draft().spec.image, u"nvcr.io#nvidia/pytorch:24.05-py3"_s);
        EXPECT_TRUE(saveScreenshot(*wizard, u"slurm-create-container-%1"_s.arg(language)));
        wizard->next();
        child<QLineEdit>(wizard, "name")->setText(u"ngc"_s);
        QSignalSpy created(wizard, &CreateWizard::created);
        wizard->button(QWizard::FinishButton)->click();
        ASSERT_TRUE(created.count() == 1 || created.wait(10000));
        EXPECT_EQ(FakeSlurm::environmentOf(m_slurm.submitted.last(), u"GPUDESK_CONTAINER_IMAGE"_s),
                  u"nvcr.io#nvidia/pytorch:24.05-py3"_s);
        wizard->close();
    }
    Translations::install(QLocale(QLocale::English));
}
