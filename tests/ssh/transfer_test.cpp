// Transfers against the sandbox's real sshd: an awkward tree up and back byte for byte,
// a resume that sends only what is missing, a checksum mismatch, a full disk.
#include "common/crypto.h"
#include "core/ssh/sshsession.h"
#include "core/transfer/downloader.h"
#include "core/transfer/uploader.h"
#include "tests/ssh/sshfixture.h"
#include "tests/support/testfiles.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QRandomGenerator>
#include <QTest>

#include <signal.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

QByteArray randomBytes(qint64 n, quint32 seed)
{
    QRandomGenerator random(seed);
    QByteArray bytes(n, Qt::Uninitialized);
    random.fillRange(reinterpret_cast<quint32 *>(bytes.data()), n / 4);
    return bytes;
}

/// Every entry under `root`: kind, content hash, link target, permission bits and (for files) the
/// modification time, one line each, sorted.
QStringList describe(const QString &root)
{
    QStringList lines;
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        struct stat st;
        ::lstat(QFile::encodeName(path).constData(), &st);
        const QString relative = path.mid(root.size() + 1);
        if (S_ISLNK(st.st_mode)) {
            lines << u"link %1 -> %2"_s.arg(
                relative,
                it.fileInfo().symLinkTarget().isEmpty() ? QString() : QFile::symLinkTarget(path).section(u'/', -1));
            char target[4096];
            const ssize_t n = ::readlink(QFile::encodeName(path).constData(), target, sizeof target);
            lines.last() = u"link %1 -> %2"_s.arg(relative, QString::fromUtf8(target, n));
        } else if (S_ISDIR(st.st_mode)) {
            // Folders arrive writable by their owner (a read-only one could not take its files).
            lines << u"dir %1 %2"_s.arg(relative).arg((st.st_mode & 07777) | S_IWUSR, 0, 8);
        } else {
            QFile f(path);
            f.open(QIODevice::ReadOnly);
            lines << u"file %1 %2 %3 %4"_s.arg(relative)
                         .arg(st.st_mode & 07777, 0, 8)
                         .arg(qint64(st.st_mtim.tv_sec))
                         .arg(QString::fromLatin1(Crypto::sha256Hex(f.readAll())));
        }
    }
    lines.sort();
    return lines;
}

} // namespace

class TransferTest : public SshFixture
{
protected:
    void SetUp() override
    {
        SshFixture::SetUp();
        if (IsSkipped() || HasFatalFailure())
            return;
        m_instance = runningInstance(u"transfers"_s, 2);
        ASSERT_EQ(m_instance.value(u"state"_s).toString(), u"running"_s);
        m_data = m_instance.value(u"data_disk"_s).toObject().value(u"mount_path"_s).toString();
        ASSERT_FALSE(m_data.isEmpty());
        SshFailure failure;
        ASSERT_TRUE(m_session.connect(targetFor(m_instance), {}, &failure) && m_session.authenticate({}, &failure))
            << failure.message.toStdString();
    }
    /// The awkward tree: unicode and spaces, an empty file, links, a script's mode, a cache the
    /// excludes leave out, thousands of small files and one large one.
    QString makeTree(int smallFiles)
    {
        const QString root = m_local.path() + u"/项目 one"_s;
        writeFile(root + u"/训练 数据/说明 file.txt"_s, "你好, transfer\n");
        writeFile(root + u"/empty"_s, {});
        writeFile(root + u"/back\\slash and\nline break.txt"_s, "odd names\n"); // sha256sum escapes these
        writeFile(root + u"/run.sh"_s, "#!/bin/sh\necho hi\n");
        ::chmod(QFile::encodeName(root + u"/run.sh"_s).constData(), 0750);
        writeFile(root + u"/big model.bin"_s, randomBytes(20 << 20, 7));
        writeFile(root + u"/big model.bin.part"_s, "a file of its own, not a part of the one beside it");
        writeFile(root + u"/read-only/kept.txt"_s, "in a folder nobody may write to");
        ::chmod(QFile::encodeName(root + u"/read-only"_s).constData(), 0555);
        writeFile(root + u"/__pycache__/m.cpython-311.pyc"_s, "cache");
        writeFile(root + u"/lib/x.pyc"_s, "cache");
        for (int i = 0; i < smallFiles; ++i)
            writeFile(root + u"/many/%1/f %2.txt"_s.arg(i % 20).arg(i), randomBytes(1 + (i * 37) % 8192, i));
        QFile::link(u"训练 数据/说明 file.txt"_s, root + u"/link to readme"_s);
        QFile::link(u"/nonexistent/target"_s, root + u"/dangling"_s);
        const struct timeval old[2] = {{1'600'000'000, 0}, {1'600'000'000, 0}};
        ::utimes(QFile::encodeName(root + u"/训练 数据/说明 file.txt"_s).constData(), old);
        return root;
    }

    QJsonObject m_instance;
    QString m_data; ///< the data disk: on the sandbox, a folder of this machine
    SshSession m_session;
    QTemporaryDir m_local;
};

TEST_F(TransferTest, AnAwkwardTreeGoesUpAndComesBackByteForByte)
{
    const QString root = makeTree(2000);
    const TransferPlan plan = TransferPlan::forUpload({root}, TransferPlan::defaultExcludes());
    ASSERT_TRUE(plan.problem.isEmpty());
    EXPECT_EQ(plan.excludedCount, 2); // __pycache__ (once, as a folder) and lib/x.pyc
    EXPECT_EQ(plan.large().size(), 1);
    TransferHooks hooks;
    hooks.transferId = u"t1"_s;
    hooks.twoStreamsFromMs = 0; // the small files (8 MiB) in two streams at once, as from far away
    QStringList done;
    hooks.itemDone = [&](const QString &item) { done << item; };
    Uploader uploader(m_session, hooks);
    const auto failure = uploader.run(plan, m_data + u"/up"_s);
    ASSERT_FALSE(failure) << failure->message.toStdString();
    EXPECT_EQ(done.size(), 2); // the small files together, the large one alone

    QStringList expected = describe(root);
    expected.removeIf([](const QString &line) { return line.contains(u"pycache"_s) || line.contains(u".pyc"_s); });
    // On the instance: exactly the tree, no staging folder or .part left.
    EXPECT_EQ(describe(m_data + u"/up/项目 one"_s), expected);
    EXPECT_EQ(QDir(m_data + u"/up"_s).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
              QStringList{u"项目 one"_s});

    // And back into a folder here.
    TransferHooks back;
    back.transferId = u"t2"_s;
    Downloader downloader(m_session, back);
    TransferFailure why;
    const auto remotePlan = downloader.plan({m_data + u"/up/项目 one"_s}, {}, &why);
    ASSERT_TRUE(remotePlan) << why.message.toStdString();
    EXPECT_EQ(remotePlan->files, plan.files);
    EXPECT_EQ(remotePlan->bytes, plan.bytes);
    const QString landed = m_local.path() + u"/back"_s;
    const auto downFailure = downloader.run(*remotePlan, landed);
    ASSERT_FALSE(downFailure) << downFailure->message.toStdString();
    EXPECT_EQ(describe(landed + u"/项目 one"_s), expected);
    EXPECT_EQ(QDir(landed).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
              QStringList{u"项目 one"_s});

    // Names the shell or find could misread.
    writeFile(m_data + u"/-results/loss.csv"_s, "1,0.5\n");
    TransferHooks dash;
    dash.transferId = u"t3"_s;
    Downloader odd(m_session, dash);
    const auto dashPlan = odd.plan({m_data + u"/-results"_s}, {}, &why);
    ASSERT_TRUE(dashPlan) << why.message.toStdString();
    ASSERT_FALSE(odd.run(*dashPlan, m_local.path() + u"/dash"_s));
    EXPECT_EQ(QFile(m_local.path() + u"/dash/-results/loss.csv"_s).size(), 6);
}

TEST_F(TransferTest, AnUploadStoppedHalfWaySendsOnlyTheMissingPartWhenRunAgain)
{
    const QString file = m_local.path() + u"/checkpoint.pt"_s;
    const qint64 size = 64 << 20;
    writeFile(file, randomBytes(size, 11));
    const TransferPlan plan = TransferPlan::forUpload({file}, {});
    std::atomic_bool stop = false;
    TransferHooks hooks;
    hooks.transferId = u"resume"_s;
    hooks.stop = &stop;
    hooks.progress = [&](const TransferProgress &p) {
        if (p.bytesDone >= size / 2)
            stop = true;
    };
    Uploader first(m_session, hooks);
    const auto stopped = first.run(plan, m_data);
    ASSERT_TRUE(stopped);
    EXPECT_EQ(stopped->kind, TransferFailure::Kind::Cancelled);
    EXPECT_TRUE(stopped->resumable());
    EXPECT_FALSE(QFile::exists(m_data + u"/checkpoint.pt"_s)); // not presented as whole
    const qint64 partial = QFileInfo(m_data + u"/checkpoint.pt.part"_s).size();
    EXPECT_GT(partial, 0);

    // A new session, as after a restart: only the rest goes.
    SshSession again;
    SshFailure ssh;
    ASSERT_TRUE(again.connect(targetFor(m_instance), {}, &ssh) && again.authenticate({}, &ssh));
    stop = false;
    hooks.progress = {};
    Uploader second(again, hooks);
    const auto failure = second.run(plan, m_data);
    ASSERT_FALSE(failure) << failure->message.toStdString();
    EXPECT_LE(second.sent(), size - partial); // what arrived is not sent again (the part may still have grown)
    EXPECT_LE(second.sent(), size * 55 / 100);
    QFile landed(m_data + u"/checkpoint.pt"_s);
    ASSERT_TRUE(landed.open(QIODevice::ReadOnly));
    EXPECT_EQ(Crypto::sha256Hex(landed.readAll()), Crypto::sha256Hex(randomBytes(size, 11)));
    EXPECT_FALSE(QFile::exists(m_data + u"/checkpoint.pt.part"_s));
}

TEST_F(TransferTest, SmallFilesInTwoStreamsPausedHalfWayLeaveNothingThereAndGoWholeWhenRunAgain)
{
    // 12 MiB of small files in two streams (as from far away), paused once half has left: both
    // receivers end before the staging folder goes, and nothing of the batch is in place; run
    // again, all of it arrives.
    for (int i = 0; i < 1500; ++i)
        writeFile(m_local.path() + u"/set/%1/s%2.bin"_s.arg(i % 30).arg(i), randomBytes(8000 + i % 500, i));
    ::chmod(QFile::encodeName(m_local.path() + u"/set/7"_s).constData(), 0555);
    const TransferPlan plan = TransferPlan::forUpload({m_local.path() + u"/set"_s}, {});
    std::atomic_bool stop = false;
    TransferHooks hooks;
    hooks.transferId = u"paused2"_s;
    hooks.twoStreamsFromMs = 0;
    hooks.stop = &stop;
    hooks.progress = [&](const TransferProgress &p) {
        if (p.bytesDone >= p.bytesTotal / 2)
            stop = true;
    };
    Uploader first(m_session, hooks);
    const auto stopped = first.run(plan, m_data + u"/in"_s);
    ASSERT_TRUE(stopped);
    EXPECT_EQ(stopped->kind, TransferFailure::Kind::Cancelled) << stopped->message.toStdString();
    EXPECT_EQ(QDir(m_data + u"/in"_s).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());

    stop = false;
    hooks.progress = {};
    Uploader second(m_session, hooks);
    const auto failure = second.run(plan, m_data + u"/in"_s);
    ASSERT_FALSE(failure) << failure->message.toStdString();
    EXPECT_EQ(describe(m_data + u"/in/set"_s), describe(m_local.path() + u"/set"_s));
    EXPECT_EQ(QDir(m_data + u"/in"_s).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
              QStringList{u"set"_s});
    for (const QString &root : {m_local.path(), QString(m_data + u"/in"_s)}) // the read-only folder would stay
        QProcess::execute(u"chmod"_s, {u"-R"_s, u"u+w"_s, root});
}

TEST_F(TransferTest, ALargeFileWrittenOtherThanSentIsNeverPresentedAsWhole)
{
    // By default the bytes are hashed as they are written; what else lands in the part before the
    // check (here a byte appended once all was written) shows in its size.
    const QString file = m_local.path() + u"/weights.safetensors"_s;
    const qint64 size = 12 << 20;
    writeFile(file, randomBytes(size, 3));
    TransferHooks hooks;
    hooks.transferId = u"grown"_s;
    const QString part = m_data + u"/weights.safetensors.part"_s;
    int reports = 0;
    hooks.progress = [&](const TransferProgress &p) {
        if (p.bytesDone == p.bytesTotal && ++reports == 2) {
            // All has left here; the instance's tee may still be writing it.
            ASSERT_TRUE(QTest::qWaitFor([&] { return QFileInfo(part).size() == size; }, 10000));
            QFile f(part);
            ASSERT_TRUE(f.open(QIODevice::Append));
            f.write("X");
        }
    };
    Uploader uploader(m_session, hooks);
    const auto failure = uploader.run(TransferPlan::forUpload({file}, {}), m_data);
    ASSERT_TRUE(failure);
    EXPECT_EQ(failure->kind, TransferFailure::Kind::ChecksumMismatch) << failure->message.toStdString();
    EXPECT_TRUE(failure->message.contains(u"weights.safetensors"_s)) << failure->message.toStdString();
    EXPECT_FALSE(QFile::exists(m_data + u"/weights.safetensors"_s));

    // The same command again goes on from what is right there, and ends whole.
    hooks.progress = {};
    Uploader again(m_session, hooks);
    const auto second = again.run(TransferPlan::forUpload({file}, {}), m_data);
    ASSERT_FALSE(second) << second->message.toStdString();
    QFile landed(m_data + u"/weights.safetensors"_s);
    ASSERT_TRUE(landed.open(QIODevice::ReadOnly));
    EXPECT_EQ(Crypto::sha256Hex(landed.readAll()), Crypto::sha256Hex(randomBytes(size, 3)));
}

TEST_F(TransferTest, WhatChangesOnTheDiskBeforeTheCheckIsFoundWhenReadBack)
{
    const QString file = m_local.path() + u"/weights.safetensors"_s;
    writeFile(file, randomBytes(12 << 20, 3));
    TransferHooks hooks;
    hooks.transferId = u"bad"_s;
    hooks.reread = true;
    int reports = 0;
    // Once everything is sent and before it is checked, a byte changes on the instance's disk.
    hooks.progress = [&](const TransferProgress &p) {
        if (p.bytesDone == p.bytesTotal && ++reports == 2) {
            QFile part(m_data + u"/weights.safetensors.part"_s);
            ASSERT_TRUE(part.open(QIODevice::ReadWrite));
            part.seek(1000);
            part.write("X");
        }
    };
    Uploader uploader(m_session, hooks);
    const auto failure = uploader.run(TransferPlan::forUpload({file}, {}), m_data);
    ASSERT_TRUE(failure);
    EXPECT_EQ(failure->kind, TransferFailure::Kind::ChecksumMismatch);
    EXPECT_TRUE(failure->message.contains(u"weights.safetensors"_s)) << failure->message.toStdString();
    EXPECT_FALSE(QFile::exists(m_data + u"/weights.safetensors"_s));
    EXPECT_FALSE(QFile::exists(m_data + u"/weights.safetensors.part"_s));

    // Small files: one changes in the staging folder before the batch is checked; nothing of the
    // batch is put in place, and the staging folder goes.
    for (int i = 0; i < 40; ++i)
        writeFile(m_local.path() + u"/notes/n%1.md"_s.arg(i), randomBytes(2000 + i, 40 + i));
    TransferHooks batch;
    batch.transferId = u"badbatch"_s;
    batch.reread = true;
    const QString staged = m_data + u"/.gpudesk-staging-badbatch/notes/n7.md"_s;
    batch.progress = [&](const TransferProgress &p) {
        if (p.current != u"checking the small files"_s)
            return;
        // All of the stream has left; the instance's tar may still be writing this one.
        ASSERT_TRUE(QTest::qWaitFor([&] { return QFileInfo(staged).size() == 2007; }, 10000));
        QFile f(staged);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(randomBytes(2007, 99));
    };
    Uploader small(m_session, batch);
    const auto refused = small.run(TransferPlan::forUpload({m_local.path() + u"/notes"_s}, {}), m_data);
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->kind, TransferFailure::Kind::ChecksumMismatch) << refused->message.toStdString();
    EXPECT_TRUE(refused->message.contains(u"notes/n7.md"_s)) << refused->message.toStdString();
    EXPECT_FALSE(QFile::exists(m_data + u"/notes"_s));
    EXPECT_FALSE(QFile::exists(m_data + u"/.gpudesk-staging-badbatch"_s));
}

TEST_F(TransferTest, ADownloadGoesOnFromAPartHereThatIsRightAndStartsOverFromOneThatIsNot)
{
    // The instance's file (its data disk is a folder here), and half of it here as the part an
    // interrupted download left.
    const qint64 size = 24 << 20;
    const QByteArray bytes = randomBytes(size, 31);
    writeFile(m_data + u"/ckpt/model.pt"_s, bytes);
    const QString here = m_local.path() + u"/down"_s;
    writeFile(here + u"/model.pt.part"_s, bytes.left(size / 2));
    const auto fetch = [&](const QString &id) {
        TransferHooks hooks;
        hooks.transferId = id;
        Downloader downloader(m_session, hooks);
        TransferFailure why;
        const auto plan = downloader.plan({m_data + u"/ckpt/model.pt"_s}, {}, &why);
        EXPECT_TRUE(plan) << why.message.toStdString();
        const auto failure = plan ? downloader.run(*plan, here) : std::optional(why);
        EXPECT_FALSE(failure) << failure->message.toStdString();
        return downloader.received();
    };
    EXPECT_EQ(fetch(u"d1"_s), size - size / 2); // only the rest came
    QFile landed(here + u"/model.pt"_s);
    ASSERT_TRUE(landed.open(QIODevice::ReadOnly));
    EXPECT_EQ(Crypto::sha256Hex(landed.readAll()), Crypto::sha256Hex(bytes));
    landed.close();

    // A part that is not the start of this file: all of it comes again, and lands right.
    QFile::remove(here + u"/model.pt"_s);
    writeFile(here + u"/model.pt.part"_s, randomBytes(size / 3, 32));
    EXPECT_EQ(fetch(u"d2"_s), size);
    ASSERT_TRUE(landed.open(QIODevice::ReadOnly));
    EXPECT_EQ(Crypto::sha256Hex(landed.readAll()), Crypto::sha256Hex(bytes));
    EXPECT_FALSE(QFile::exists(here + u"/model.pt.part"_s));
}

TEST_F(TransferTest, AFullDiskIsSaidBeforeAnythingIsSent)
{
    // The 2 GB data disk, as good as full (the sandbox's df counts what its folder holds).
    QFile filler(m_data + u"/filler"_s);
    ASSERT_TRUE(filler.open(QIODevice::WriteOnly));
    ASSERT_TRUE(filler.resize((2LL << 30) - (4 << 20)));
    filler.close();
    const QString file = m_local.path() + u"/dataset.tar"_s;
    writeFile(file, randomBytes(16 << 20, 5));
    TransferHooks hooks;
    hooks.transferId = u"full"_s;
    Uploader uploader(m_session, hooks);
    const auto failure = uploader.run(TransferPlan::forUpload({file}, {}), m_data);
    ASSERT_TRUE(failure);
    EXPECT_EQ(failure->kind, TransferFailure::Kind::DiskFull);
    EXPECT_TRUE(failure->message.contains(u"MiB free"_s)) << failure->message.toStdString();
    EXPECT_EQ(uploader.sent(), 0);
    EXPECT_FALSE(QFile::exists(m_data + u"/dataset.tar"_s));

    // Small files only: the batch's own command checks the room (there is no round trip before it).
    for (int i = 0; i < 8; ++i)
        writeFile(m_local.path() + u"/shards/s%1.bin"_s.arg(i), randomBytes(1 << 20, 10 + i));
    TransferHooks small;
    small.transferId = u"full-small"_s;
    Uploader batch(m_session, small);
    const auto refused = batch.run(TransferPlan::forUpload({m_local.path() + u"/shards"_s}, {}), m_data);
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->kind, TransferFailure::Kind::DiskFull) << refused->message.toStdString();
    EXPECT_TRUE(refused->message.contains(u"needs 8 MiB"_s)) << refused->message.toStdString();
    EXPECT_FALSE(QFile::exists(m_data + u"/shards"_s));
    EXPECT_EQ(QDir(m_data).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList{u"filler"_s});
}

TEST_F(TransferTest, GpudeskctlUploadStopsForSecretsResumesAfterAnInterruptAndDownloadsBack)
{
    const QString name = m_instance.value(u"name"_s).toString();
    const QString project = m_local.path() + u"/lora"_s;
    writeFile(project + u"/train.py"_s, "print('train')\n");
    writeFile(project + u"/.env"_s, "HF_TOKEN=hf_abc\n");
    writeFile(project + u"/logs/run.log"_s, "noise\n");

    // A source that is not there is said before anything else, whichever instance is named.
    Ran ran = ctl({u"upload"_s, name, project + u"/nothing here"_s, m_data + u"/lora"_s});
    EXPECT_EQ(ran.exitCode, 2) << ran.err.toStdString();
    EXPECT_TRUE(ran.err.contains(u"does not exist"_s)) << ran.err.toStdString();
    ran = ctl({u"upload"_s, u"no-such-instance"_s, project + u"/nothing here"_s, m_data + u"/lora"_s});
    EXPECT_EQ(ran.exitCode, 2) << ran.err.toStdString();
    EXPECT_TRUE(ran.err.contains(u"does not exist"_s)) << ran.err.toStdString();

    // The pre-flight's warning stops it; nothing is sent.
    ran = ctl({u"upload"_s, name, project, m_data + u"/lora"_s});
    EXPECT_EQ(ran.exitCode, 1) << ran.err.toStdString();
    EXPECT_TRUE(ran.err.contains(u".env file"_s)) << ran.err.toStdString();
    EXPECT_FALSE(QFile::exists(m_data + u"/lora"_s));
    ran = ctl({u"upload"_s, name, project, m_data + u"/lora"_s, u"--exclude"_s, u".env"_s, u"--json"_s});
    ASSERT_EQ(ran.exitCode, 0) << ran.err.toStdString();
    const QJsonObject last = QJsonDocument::fromJson(ran.out.trimmed().section(u'\n', -1).toUtf8()).object();
    EXPECT_EQ(last.value(u"bytes_done"_s).toInteger(), last.value(u"bytes_total"_s).toInteger())
        << ran.out.toStdString();
    EXPECT_TRUE(QFile::exists(m_data + u"/lora/lora/train.py"_s));
    EXPECT_FALSE(QFile::exists(m_data + u"/lora/lora/.env"_s));
    EXPECT_FALSE(QFile::exists(m_data + u"/lora/lora/logs/run.log"_s)); // *.log by default

    // Interrupted (Ctrl+C) part-way: exit 4; the same command again resumes and finishes.
    const QString big = m_local.path() + u"/dataset.bin"_s;
    const qint64 size = 384 << 20;
    writeFile(big, randomBytes(size, 21));
    QProcess upload;
    upload.setProcessEnvironment(ctlEnvironment());
    const QStringList args{
        u"--platform"_s, m_sandbox.url().toString(), u"--ssh-dir"_s, m_sshDir, u"upload"_s, name, big, m_data,
        u"--json"_s};
    upload.start(QStringLiteral(GPUDESKCTL_BIN), args);
    QByteArray lines;
    while (upload.waitForReadyRead(30000)) {
        lines += upload.readAllStandardOutput();
        const QJsonObject p = QJsonDocument::fromJson(lines.trimmed().split('\n').last()).object();
        if (p.value(u"bytes_done"_s).toInteger() > 0) {
            ::kill(pid_t(upload.processId()), SIGINT);
            break;
        }
    }
    ASSERT_TRUE(upload.waitForFinished(30000));
    const QString said = QString::fromUtf8(upload.readAllStandardError());
    if (upload.exitCode() == 0)
        GTEST_SKIP() << "the upload finished before it could be interrupted";
    EXPECT_EQ(upload.exitCode(), 4) << said.toStdString();
    EXPECT_TRUE(said.contains(u"run the same command again"_s)) << said.toStdString();
    EXPECT_FALSE(QFile::exists(m_data + u"/dataset.bin"_s));
    ran = ctl(args.mid(4));
    ASSERT_EQ(ran.exitCode, 0) << ran.err.toStdString();
    EXPECT_TRUE(ran.err.contains(u"resuming"_s)) << ran.err.toStdString() << said.toStdString();
    QFile landed(m_data + u"/dataset.bin"_s);
    ASSERT_TRUE(landed.open(QIODevice::ReadOnly));
    EXPECT_EQ(landed.size(), size);

    // And a folder back from the instance.
    ran = ctl({u"download"_s, name, m_data + u"/lora/lora"_s, m_local.path() + u"/back"_s});
    ASSERT_EQ(ran.exitCode, 0) << ran.err.toStdString();
    EXPECT_EQ(describe(m_local.path() + u"/back/lora"_s).size(), 2); // train.py and its folder logs
    EXPECT_TRUE(QFile::exists(m_local.path() + u"/back/lora/train.py"_s));
    // A path that is not there: said plainly.
    ran = ctl({u"download"_s, name, m_data + u"/nothing here"_s, m_local.path() + u"/x"_s});
    EXPECT_EQ(ran.exitCode, 1);
    EXPECT_TRUE(ran.err.contains(u"not on the instance"_s)) << ran.err.toStdString();
}
