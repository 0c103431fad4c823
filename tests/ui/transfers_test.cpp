// The console's transfers against the sandbox's real sshd: files dropped on the
// Transfers page or on an instance's row, the pre-flight, the queue sending and checking them, a
// queue that restarts resuming from its journal, quitting with a transfer unfinished, and a folder
// brought back through the browser.
#include "common/crypto.h"
#include "common/translations.h"
#include "core/console/consoleservices.h"
#include "core/store/storethread.h"
#include "core/transfer/transferqueue.h"
#include "tests/support/testfiles.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "tests/ui/sshconsole.h"
#include "ui/instances/instanceactions.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/shell/mainwindow.h"
#include "ui/transfers/downloaddialog.h"
#include "ui/transfers/transferspage.h"
#include "ui/transfers/uploaddialog.h"
#include "ui/widgets/confirmer.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QLineEdit>
#include <QMimeData>
#include <QProcess>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

QByteArray randomBytes(qint64 n, quint32 seed)
{
    QRandomGenerator random(seed);
    QByteArray bytes(n, Qt::Uninitialized);
    random.fillRange(reinterpret_cast<quint32 *>(bytes.data()), n / 4);
    return bytes;
}

/// Drags `paths` (as a file manager does: file:// URLs) over `target` at `at` and drops them.
void dropOn(QWidget *target, const QPoint &at, const QStringList &paths)
{
    QMimeData mime;
    QList<QUrl> urls;
    for (const QString &p : paths)
        urls << QUrl::fromLocalFile(p);
    mime.setUrls(urls);
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &enter);
    ASSERT_TRUE(enter.isAccepted());
    QDragMoveEvent move(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &move);
    ASSERT_TRUE(move.isAccepted());
    QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &drop);
    ASSERT_TRUE(drop.isAccepted());
}

} // namespace

class Transfers : public SshConsole
{
protected:
    QString dataOf(const QString &id)
    {
        const Instance *i = shown(id, InstanceState::Running);
        return i && i->dataDisk ? i->dataDisk->mountPath.value_or(QString()) : QString();
    }
    bool waitUntilDone(TransferQueue &queue, const QString &id, int ms = 60000)
    {
        return QTest::qWaitFor(
            [&] {
                const TransferItem *item = queue.item(id);
                return item
                    && (item->record.state == TransferRecord::State::Done
                        || item->record.state == TransferRecord::State::Failed);
            },
            ms);
    }
};

TEST_F(Transfers, FilesDroppedOnThePageAreCheckedBeforeTheyGoThenSentAndVerified)
{
    const QString id = create(u"数据上传"_s, 5);
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Running); }, 20000));
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return m_workspace->targetFor(*shown(id, InstanceState::Running)).has_value(); }, 20000));
    const QString data = dataOf(id);
    ASSERT_TRUE(Translations::install(QLocale(QLocale::English))); // English plurals ("4 files")
    StoreThread store(m_home.path() + u"/gpudesk.db"_s);
    TransferQueue queue(*m_workspace, store);
    ASSERT_TRUE(queue.problem().isEmpty()) << queue.problem().toStdString();
    TransfersPage page(queue);
    page.resize(1000, 500);
    page.show();
    EXPECT_TRUE(saveScreenshot(page, u"transfers-empty"_s));

    const QString project = m_home.path() + u"/我的 项目"_s;
    writeFile(project + u"/train.py"_s, "print('训练')\n");
    writeFile(project + u"/data/part 1.csv"_s, randomBytes(200000, 1));
    writeFile(project + u"/data/big.bin"_s, randomBytes(12 << 20, 2));
    writeFile(project + u"/__pycache__/train.cpython-311.pyc"_s, "x");
    writeFile(project + u"/.env"_s, "OPENAI_KEY=sk-1\n");
    writeFile(project + u"/try.ipynb"_s,
              R"j({"cells": [{"cell_type": "code", "source": ["from huggingface_hub import login\n",
                 "login('hf_aBcDeFgHiJkLmNoPqRsTuVwXyZ01234567')"], "outputs": []}]})j");

    QSignalSpy requested(&page, &TransfersPage::uploadRequested);
    dropOn(&page, page.rect().center(), {project});
    ASSERT_EQ(requested.size(), 1);
    EXPECT_EQ(requested.first().first().toStringList(), QStringList{project});

    UploadDialog dialog(m_demo.console(), *m_workspace, queue, {project}, id, m_home.path() + u"/gpudesk.conf"_s);
    dialog.show();
    ASSERT_TRUE(QTest::qWaitFor([&] { return dialog.isCounted(); }, 10000));
    EXPECT_EQ(dialog.destination()->text(), data); // the data disk by default
    EXPECT_TRUE(dialog.destinationWarning().isEmpty());
    EXPECT_TRUE(dialog.summaryText().contains(u"5 files"_s)) << dialog.summaryText().toStdString();
    EXPECT_TRUE(dialog.summaryText().contains(u"__pycache__"_s)) << dialog.summaryText().toStdString();
    EXPECT_TRUE(dialog.warningText().contains(u".env"_s)) << dialog.warningText().toStdString();
    EXPECT_TRUE(dialog.warningText().contains(u"try.ipynb, cell 1, line 2 holds what looks like a Hugging Face"_s))
        << dialog.warningText().toStdString();
    EXPECT_FALSE(dialog.sendButton()->isEnabled()); // not before the .env and the token are dealt with
    dialog.destination()->setText(u"/root/scratch"_s);
    EXPECT_TRUE(dialog.destinationWarning().contains(u"system disk"_s)) << dialog.destinationWarning().toStdString();
    EXPECT_TRUE(saveScreenshot(dialog, u"upload-preflight"_s));
    dialog.destination()->setText(data);
    dialog.excludes()->setText(dialog.excludes()->text() + u", .env, try.ipynb"_s);
    Q_EMIT dialog.excludes()->editingFinished();
    ASSERT_TRUE(QTest::qWaitFor([&] { return dialog.isCounted() && dialog.warningText().isEmpty(); }, 10000));
    EXPECT_TRUE(dialog.summaryText().contains(u"3 files"_s)) << dialog.summaryText().toStdString();
    ASSERT_TRUE(dialog.sendButton()->isEnabled());
    dialog.sendButton()->click();
    ASSERT_FALSE(dialog.queuedId().isEmpty());

    ASSERT_TRUE(waitUntilDone(queue, dialog.queuedId())) << queue.item(dialog.queuedId())->record.message.toStdString();
    const TransferItem *item = queue.item(dialog.queuedId());
    ASSERT_EQ(item->record.state, TransferRecord::State::Done) << item->record.message.toStdString();
    EXPECT_EQ(contents(data + u"/我的 项目/data/big.bin"_s), contents(project + u"/data/big.bin"_s));
    EXPECT_EQ(contents(data + u"/我的 项目/train.py"_s), "print('训练')\n");
    EXPECT_FALSE(QFile::exists(data + u"/我的 项目/.env"_s));
    EXPECT_FALSE(QFile::exists(data + u"/我的 项目/__pycache__"_s));
    EXPECT_FALSE(queue.isBusy(id));
    ASSERT_TRUE(QTest::qWaitFor([&] { return page.table()->item(0, 4)->text().contains(u"Done, checked"_s); }, 5000))
        << page.table()->item(0, 4)->text().toStdString();
    EXPECT_TRUE(saveScreenshot(page, u"transfers"_s));

    // The excludes chosen are remembered for the next upload.
    UploadDialog next(m_demo.console(), *m_workspace, queue, {project}, id, m_home.path() + u"/gpudesk.conf"_s);
    EXPECT_TRUE(next.excludes()->text().contains(u".env"_s));

    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        TransfersPage chinese(queue);
        chinese.resize(1000, 500);
        chinese.show();
        EXPECT_EQ(chinese.title(), u"传输"_s);
        EXPECT_TRUE(saveScreenshot(chinese, u"transfers-zh_CN"_s));
        UploadDialog preflight(m_demo.console(), *m_workspace, queue, {project}, id, m_home.path() + u"/none.conf"_s);
        preflight.show();
        ASSERT_TRUE(QTest::qWaitFor([&] { return preflight.isCounted(); }, 10000));
        EXPECT_TRUE(saveScreenshot(preflight, u"upload-preflight-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
}

TEST_F(Transfers, FilesDroppedOnAnInstancesRowAreForThatInstance)
{
    const QString id = create(u"drop target"_s, 5);
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Running); }, 20000));
    ScriptedConfirmer confirmer;
    InstancesPage page(m_demo.console(), confirmer, m_services->sshParts(), m_services->autostop());
    page.resize(1200, 700);
    page.show();
    QTableView *table = page.table();
    QModelIndex row;
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            for (int r = 0; r < table->model()->rowCount(); ++r) {
                if (table->model()->index(r, 0).data(InstanceTableModel::IdRole).toString() == id)
                    row = table->model()->index(r, InstanceTableModel::Name);
            }
            return row.isValid();
        },
        10000));
    QSignalSpy dropped(&page, &InstancesPage::filesDropped);
    writeFile(m_home.path() + u"/notes.txt"_s, "n");
    dropOn(table->viewport(), table->visualRect(row).center(), {m_home.path() + u"/notes.txt"_s});
    ASSERT_EQ(dropped.size(), 1);
    EXPECT_EQ(dropped.first().at(0).toString(), id);
    EXPECT_EQ(page.selectedId(), id); // the row under the drag is the one shown selected
}

TEST_F(Transfers, AQueueStartedAgainResumesWhatItsJournalLeftUnfinished)
{
    const QString id = create(u"resume"_s, 5);
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Running); }, 20000));
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return m_workspace->targetFor(*shown(id, InstanceState::Running)).has_value(); }, 20000));
    const QString data = dataOf(id);
    const QString file = m_home.path() + u"/checkpoint.pt"_s;
    const QByteArray bytes = randomBytes(160 << 20, 9);
    writeFile(file, bytes);
    const QString journal = m_home.path() + u"/gpudesk.db"_s;
    QString transfer;
    {
        StoreThread store(journal);
        TransferQueue first(*m_workspace, store);
        transfer = first.upload(*shown(id, InstanceState::Running), {file}, data, {});
        ASSERT_TRUE(QTest::qWaitFor(
            [&] {
                const TransferItem *i = first.item(transfer);
                return i && i->progress.bytesDone > bytes.size() / 5;
            },
            30000));
        EXPECT_TRUE(first.isBusy(id));
    } // the console quits in the middle
    EXPECT_FALSE(QFile::exists(data + u"/checkpoint.pt"_s));
    EXPECT_TRUE(QFile::exists(data + u"/checkpoint.pt.part"_s));

    StoreThread store(journal);
    TransferQueue again(*m_workspace, store);
    ASSERT_TRUE(QTest::qWaitFor([&] { return again.isLoaded(); }, 10000));
    ASSERT_EQ(again.items().size(), 1);
    EXPECT_EQ(again.items().first().record.id, transfer);
    EXPECT_GT(again.items().first().progress.bytesDone, 0); // the journal's figure, shown at once
    ASSERT_TRUE(waitUntilDone(again, transfer));
    EXPECT_EQ(again.item(transfer)->record.state, TransferRecord::State::Done)
        << again.item(transfer)->record.message.toStdString();
    EXPECT_EQ(Crypto::sha256Hex(contents(data + u"/checkpoint.pt"_s)), Crypto::sha256Hex(bytes));
}

TEST_F(Transfers, QuittingWithATransferUnfinishedSaysItIsPausedAndResumesNextTime)
{
    ASSERT_TRUE(Translations::install(QLocale(QLocale::English))); // English plurals
    const QString id = create(u"quit"_s, 5);
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Running); }, 20000));
    const QString data = dataOf(id);
    const QString file = m_home.path() + u"/weights.bin"_s;
    const QByteArray bytes = randomBytes(160 << 20, 21);
    writeFile(file, bytes);
    ScriptedConfirmer answers;
    RecordingNotifier notes;
    const ConsolePaths paths{m_home.path() + u"/gpudesk.conf"_s,
                             {},
                             m_home.path() + u"/gpudesk.db"_s,
                             m_sshDir,
                             m_home.path() + u"/snapshots"_s};
    auto services = std::make_unique<ConsoleServices>(m_demo.console(), paths);
    auto window = std::make_unique<MainWindow>(m_demo.clock());
    window->setPaths(paths);
    window->setServices(services.get(), &answers, &notes);
    window->show();
    ASSERT_TRUE(window->transfers());
    TransferQueue &queue = *window->transfers();
    const QString transfer = queue.upload(*shown(id, InstanceState::Running), {file}, data, {});
    ASSERT_TRUE(QTest::qWaitFor([&] { return queue.item(transfer)->progress.bytesDone > bytes.size() / 5; }, 30000))
        << queue.item(transfer)->record.message.toStdString();

    // No tray here (offscreen): closing asks, naming the transfer beside the billing, and "no" keeps it going.
    answers.yes = false;
    window->close();
    ASSERT_FALSE(answers.asked.isEmpty());
    EXPECT_TRUE(answers.asked.last().contains(u"does not stop them"_s)) << answers.asked.last().toStdString();
    EXPECT_TRUE(answers.asked.last().contains(u"quitting pauses it, and it resumes where it stopped"_s))
        << answers.asked.last().toStdString();
    EXPECT_TRUE(window->isVisible());
    EXPECT_TRUE(queue.isBusy(id));

    // Stopped, the instance still bills its disks' storage: both are said again, and the transfer
    // waits for the instance. (The connection is cut first: a stop ends the instance's sessions on
    // the sandbox's runtime thread a moment after the platform says stopped, and on a busy machine
    // the upload could finish in between.)
    const QString sshd = QString::fromLatin1(contents(data.section(u'/', 0, -2) + u"/ssh/sshd-self.pid"_s)).trimmed();
    ASSERT_FALSE(sshd.isEmpty());
    QProcess::execute(u"pkill"_s, {u"-KILL"_s, u"-P"_s, sshd});
    ASSERT_TRUE(QTest::qWaitFor([&] { return !queue.item(transfer)->active; }, 30000));
    ASSERT_EQ(queue.item(transfer)->record.state, TransferRecord::State::Queued)
        << queue.item(transfer)->record.message.toStdString();
    ASSERT_EQ(m_http.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Stopped); }, 20000));
    window->close();
    EXPECT_TRUE(answers.asked.last().contains(u"quitting pauses it"_s)) << answers.asked.last().toStdString();
    // The question as the real dialog puts it, in both languages.
    // The question as the real dialog puts it, in both languages (the title the window would give:
    // whether the stopped instance's storage still shows in the rate depends on the last reading).
    const auto picture = [&](const QString &name) {
        const bool billing = answers.asked.last().contains(u"billing at"_s) || answers.asked.last().contains(u"计费"_s);
        QTimer::singleShot(300, [&] {
            if (QWidget *box = QApplication::activeModalWidget()) {
                EXPECT_TRUE(saveScreenshot(*box, name));
                box->close();
            }
        });
        DialogConfirmer().confirm(window.get(),
                                  billing ? QCoreApplication::translate("MainWindow", "Instances are still billing")
                                          : QCoreApplication::translate("MainWindow", "Transfers are not finished"),
                                  answers.asked.last(), QCoreApplication::translate("MainWindow", "Quit anyway"));
    };
    picture(u"quit-transfers-en"_s);
    EXPECT_EQ(queue.item(transfer)->record.state, TransferRecord::State::Queued)
        << queue.item(transfer)->record.message.toStdString(); // it waits, whatever the stop cut short
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    window->close();
    EXPECT_TRUE(answers.asked.last().contains(u"退出会暂停"_s)) << answers.asked.last().toStdString();
    picture(u"quit-transfers-zh"_s);
    ASSERT_TRUE(Translations::install(QLocale(QLocale::English)));
    answers.yes = true;
    window->close();
    EXPECT_FALSE(window->isVisible());
    window.reset(); // the console quits: the journal keeps the transfer for the next start
    services.reset();

    StoreThread store(m_home.path() + u"/gpudesk.db"_s);
    TransferQueue again(*m_workspace, store);
    ASSERT_TRUE(QTest::qWaitFor([&] { return again.isLoaded(); }, 10000));
    ASSERT_EQ(again.items().size(), 1);
    EXPECT_EQ(again.items().first().record.id, transfer);
    EXPECT_GT(again.items().first().progress.bytesDone, 0);
}

TEST_F(Transfers, AConnectionThatDropsIsTriedAgainByItselfAndResumesAndPauseHolds)
{
    const QString id = create(u"flaky wifi"_s, 5);
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Running); }, 20000));
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return m_workspace->targetFor(*shown(id, InstanceState::Running)).has_value(); }, 20000));
    const QString data = dataOf(id);
    const QString file = m_home.path() + u"/dataset.tar"_s;
    const QByteArray bytes = randomBytes(160 << 20, 13);
    writeFile(file, bytes);
    StoreThread store(m_home.path() + u"/gpudesk.db"_s);
    TransferQueue queue(*m_workspace, store);
    queue.setRetryDelay(300);
    const QString transfer = queue.upload(*shown(id, InstanceState::Running), {file}, data, {});
    const auto done = [&] { return queue.item(transfer)->progress.bytesDone; };
    ASSERT_TRUE(QTest::qWaitFor([&] { return done() > bytes.size() / 5; }, 30000));

    // The connection breaks (the instance's sshd loses the session, as a campus Wi-Fi would).
    const QString sshd = QString::fromLatin1(contents(data.section(u'/', 0, -2) + u"/ssh/sshd-self.pid"_s)).trimmed();
    ASSERT_FALSE(sshd.isEmpty());
    QProcess::execute(u"pkill"_s, {u"-KILL"_s, u"-P"_s, sshd});
    ASSERT_TRUE(QTest::qWaitFor([&] { return queue.item(transfer)->waiting; }, 30000))
        << queue.item(transfer)->record.message.toStdString();
    EXPECT_FALSE(queue.item(transfer)->record.message.isEmpty()); // why it waits, in a sentence
    ASSERT_TRUE(QTest::qWaitFor([&] { return queue.item(transfer)->active; }, 30000)); // tried again by itself

    // Paused, it stays paused (and resumes from there when asked).
    queue.pause(transfer);
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return queue.item(transfer)->record.state == TransferRecord::State::Paused; }, 30000));
    // A retry that was due has come and gone (or none was), and left it paused: nothing else
    // starts a transfer by itself.
    ASSERT_TRUE(QTest::qWaitFor([&] { return !queue.retryPending(); }, 30000));
    QCoreApplication::processEvents();
    EXPECT_EQ(queue.item(transfer)->record.state, TransferRecord::State::Paused);
    EXPECT_FALSE(queue.isBusy(id));
    queue.resume(transfer);
    ASSERT_TRUE(waitUntilDone(queue, transfer));
    EXPECT_EQ(queue.item(transfer)->record.state, TransferRecord::State::Done)
        << queue.item(transfer)->record.message.toStdString();
    EXPECT_EQ(Crypto::sha256Hex(contents(data + u"/dataset.tar"_s)), Crypto::sha256Hex(bytes));
}

TEST_F(Transfers, AFolderIsBroughtBackThroughTheBrowser)
{
    const QString id = create(u"download"_s, 5);
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Running); }, 20000));
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return m_workspace->targetFor(*shown(id, InstanceState::Running)).has_value(); }, 20000));
    const QString data = dataOf(id);
    writeFile(data + u"/checkpoints/step 100/model.safetensors"_s, randomBytes(9 << 20, 4));
    writeFile(data + u"/checkpoints/loss.csv"_s, "step,loss\n100,0.5\n");
    writeFile(data + u"/readme.md"_s, "# run\n");
    StoreThread store(m_home.path() + u"/gpudesk.db"_s);
    TransferQueue queue(*m_workspace, store);
    const QString here = m_home.path() + u"/下载"_s;
    DownloadDialog dialog(*m_workspace, *m_remote, queue, id, here);
    dialog.show();
    ASSERT_TRUE(QTest::qWaitFor([&] { return dialog.entries()->rowCount() == 2; }, 15000))
        << dialog.problemText().toStdString();
    EXPECT_EQ(dialog.entries()->item(0, 0)->text(), u"checkpoints"_s); // folders first, with what they hold
    EXPECT_TRUE(dialog.entries()->item(0, 1)->text().contains(u"MB"_s)
                || dialog.entries()->item(0, 1)->text().contains(u"MiB"_s))
        << dialog.entries()->item(0, 1)->text().toStdString();
    EXPECT_TRUE(saveScreenshot(dialog, u"download-browser"_s));
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        DownloadDialog chinese(*m_workspace, *m_remote, queue, id, here);
        chinese.show();
        EXPECT_EQ(chinese.windowTitle(), u"从实例下载"_s);
        ASSERT_TRUE(QTest::qWaitFor([&] { return chinese.entries()->rowCount() == 2; }, 15000));
        EXPECT_TRUE(saveScreenshot(chinese, u"download-browser-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
    dialog.entries()->selectRow(0);
    dialog.downloadButton()->click();
    ASSERT_FALSE(dialog.queuedId().isEmpty());
    ASSERT_TRUE(waitUntilDone(queue, dialog.queuedId()));
    EXPECT_EQ(queue.item(dialog.queuedId())->record.state, TransferRecord::State::Done)
        << queue.item(dialog.queuedId())->record.message.toStdString();
    EXPECT_EQ(contents(here + u"/checkpoints/step 100/model.safetensors"_s),
              contents(data + u"/checkpoints/step 100/model.safetensors"_s));
    EXPECT_EQ(contents(here + u"/checkpoints/loss.csv"_s), "step,loss\n100,0.5\n");
    EXPECT_FALSE(QFile::exists(here + u"/readme.md"_s));

    // Releasing it says what its disks hold and offers to download first.
    m_http.get(u"/v1/instances/"_s + id); // the platform measures the disks when one instance is read
    ScriptedConfirmer confirmer;
    InstancesPage page(m_demo.console(), confirmer, m_services->sshParts(), m_services->autostop());
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            m_demo.console().refresh();
            const Instance *i = shown(id, InstanceState::Running);
            return i && i->dataDisk && i->dataDisk->usedBytes > 0;
        },
        10000));
    for (int r = 0; r < page.table()->model()->rowCount(); ++r) {
        if (page.table()->model()->index(r, 0).data(InstanceTableModel::IdRole).toString() == id)
            page.table()->selectRow(r);
    }
    QSignalSpy downloadFirst(page.actions(), &InstanceActions::downloadRequested);
    confirmer.choice = 0;
    page.actions()->release()->trigger();
    ASSERT_EQ(downloadFirst.size(), 1);
    EXPECT_EQ(downloadFirst.first().first().toString(), id);
    ASSERT_FALSE(confirmer.asked.isEmpty());
    EXPECT_TRUE(confirmer.asked.last().contains(u"9.0"_s) && confirmer.asked.last().contains(u"Download"_s))
        << confirmer.asked.last().toStdString();
    confirmer.choice = 1; // release after all: the typed confirmation says the same
    page.actions()->release()->trigger();
    EXPECT_TRUE(confirmer.asked.last().contains(u"They hold"_s)) << confirmer.asked.last().toStdString();
    EXPECT_EQ(downloadFirst.size(), 1);
}

TEST_F(Transfers, AnUploadToAFullDiskFailsSayingSoAndOffersTheDoctor)
{
    const QString id = create(u"full disk"_s, 5);
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Running); }, 20000));
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return m_workspace->targetFor(*shown(id, InstanceState::Running)).has_value(); }, 20000));
    // The sandbox's knob: df inside reports both disks full.
    ASSERT_EQ(m_http.post(u"/v1/sandbox/instances/"_s + id + u"/faults"_s, {{u"disk_full"_s, true}}).status, 200);
    const QString file = m_home.path() + u"/weights.bin"_s;
    writeFile(file, randomBytes(1 << 20, 21));
    StoreThread store(m_home.path() + u"/gpudesk.db"_s);
    TransferQueue queue(*m_workspace, store);
    TransfersPage page(queue);
    page.show();
    const QString transfer = queue.upload(*shown(id, InstanceState::Running), {file}, dataOf(id), {});
    ASSERT_TRUE(waitUntilDone(queue, transfer));
    ASSERT_EQ(queue.item(transfer)->record.state, TransferRecord::State::Failed);
    EXPECT_TRUE(queue.item(transfer)->record.message.contains(u"free"_s))
        << queue.item(transfer)->record.message.toStdString();
    QCoreApplication::processEvents();
    QPushButton *diagnose = nullptr;
    for (QPushButton *b : page.table()->findChildren<QPushButton *>())
        diagnose = b->text() == u"Diagnose…"_s ? b : diagnose;
    ASSERT_TRUE(diagnose);
    page.resize(1100, 300);
    saveScreenshot(page, u"transfers-failed"_s);
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    TransfersPage zh(queue);
    zh.resize(1100, 300);
    zh.show();
    saveScreenshot(zh, u"transfers-failed-zh"_s);
    ASSERT_TRUE(Translations::install(QLocale(QLocale::English)));
    QSignalSpy asked(&page, &TransfersPage::diagnoseRequested);
    diagnose->click();
    ASSERT_EQ(asked.size(), 1);
    EXPECT_EQ(asked.first().first().toString(), id);
}
