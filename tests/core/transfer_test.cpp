// The transfer journal, the pre-flight plan and the shell an upload runs on the instance, without a
// network.
#include "common/crypto.h"
#include "core/transfer/downloader.h"
#include "core/transfer/filerecords.h"
#include "core/transfer/recordwriter.h"
#include "core/transfer/remotecommands.h"
#include "core/transfer/transferjournal.h"
#include "core/transfer/transferplan.h"
#include "core/transfer/transfersteps.h"
#include "tests/support/testfiles.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimeZone>

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace {

TransferRecord upload(const QString &id)
{
    TransferRecord r;
    r.id = id;
    r.owner = u"cli"_s;
    r.platform = u"http://127.0.0.1:1"_s;
    r.instanceId = u"7"_s;
    r.instanceName = u"训练"_s;
    r.sources = {u"/home/li/数据 集"_s};
    r.destination = u"~/data"_s;
    r.excludes = TransferPlan::defaultExcludes();
    r.createdAt = QDateTime(QDate(2026, 12, 1), QTime(9, 0), QTimeZone::utc());
    return r;
}

} // namespace

TEST(TransferJournal, KeepsTransfersAndTheirFinishedItemsAcrossOpensAndFindsTheOneToResume)
{
    QTemporaryDir dir;
    const QString path = dir.path() + u"/gpudesk.db"_s;
    QString error;
    {
        TransferJournal journal;
        ASSERT_TRUE(journal.open(path, &error)) << error.toStdString();
        ASSERT_TRUE(journal.add(upload(u"a"_s), &error)) << error.toStdString();
        ASSERT_TRUE(journal.markItemDone(u"a"_s, u"big.bin"_s, &error));
        ASSERT_TRUE(journal.markItemDone(u"a"_s, u"big.bin"_s, &error)); // twice is once
        ASSERT_TRUE(journal.setProgress(u"a"_s, 50, 100, 3, &error));
        ASSERT_TRUE(journal.setState(u"a"_s, TransferRecord::State::Paused, u"the network"_s, &error));
    }
    TransferJournal journal;
    ASSERT_TRUE(journal.open(path, &error)) << error.toStdString();
    const auto found = journal.findResumable(upload(u"other"_s));
    ASSERT_TRUE(found);
    EXPECT_EQ(found->id, u"a"_s);
    EXPECT_EQ(found->state, TransferRecord::State::Paused);
    EXPECT_EQ(found->message, u"the network"_s);
    EXPECT_EQ(found->bytesDone, 50);
    EXPECT_EQ(found->sources, QStringList{u"/home/li/数据 集"_s});
    EXPECT_EQ(found->excludes, TransferPlan::defaultExcludes());
    EXPECT_EQ(journal.doneItems(u"a"_s), QSet<QString>{u"big.bin"_s});

    TransferRecord elsewhere = upload(u"b"_s);
    elsewhere.destination = u"~/other"_s;
    EXPECT_FALSE(journal.findResumable(elsewhere));
    TransferRecord console = upload(u"c"_s);
    console.owner = u"console"_s;
    EXPECT_FALSE(journal.findResumable(console)); // the CLI's are its own

    ASSERT_TRUE(journal.setState(u"a"_s, TransferRecord::State::Done, u"~/data"_s, &error));
    EXPECT_FALSE(journal.findResumable(upload(u"d"_s)));
    EXPECT_TRUE(journal.find(u"a"_s)->finishedAt.has_value());
    EXPECT_EQ(journal.list(u"cli"_s, false).size(), 1);
    ASSERT_TRUE(journal.remove(u"a"_s, &error));
    EXPECT_FALSE(journal.find(u"a"_s));
    EXPECT_TRUE(journal.doneItems(u"a"_s).isEmpty());
}

TEST(TransferPlan, LeavesOutWhatTheExcludesSayAndWarnsOfSecrets)
{
    QTemporaryDir dir;
    const QString root = dir.path() + u"/proj"_s;
    writeFile(root + u"/main.py"_s, "print(1)\n");
    writeFile(root + u"/__pycache__/main.cpython-311.pyc"_s, QByteArray(100, 'x'));
    writeFile(root + u"/sub/__pycache__/a.pyc"_s, QByteArray(50, 'x'));
    writeFile(root + u"/train.log"_s, QByteArray(10, 'x'));
    writeFile(root + u"/.git/HEAD"_s, "ref: refs/heads/main\n");
    writeFile(root + u"/.env"_s, "KEY=1\n");
    writeFile(root + u"/config.yaml"_s, "token: gdk_" + QByteArray(43, 'A') + "\n");
    writeFile(root + u"/keys/id_ed25519"_s,
              "-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbn\n-----END OPENSSH PRIVATE KEY-----\n");
    writeFile(root + u"/secret"_s, "x");
    ::chmod(QFile::encodeName(root + u"/secret"_s).constData(), 0);

    TransferPlan plan = TransferPlan::forUpload({root}, TransferPlan::defaultExcludes() + QStringList{u".git"_s});
    ASSERT_TRUE(plan.problem.isEmpty());
    QStringList sent;
    for (const TransferEntry &e : plan.entries)
        sent << e.relative;
    EXPECT_TRUE(sent.contains(u"proj/main.py"_s));
    EXPECT_TRUE(sent.contains(u"proj/sub"_s));
    EXPECT_FALSE(sent.contains(u"proj/train.log"_s));
    EXPECT_FALSE(sent.join(u' ').contains(u"pycache"_s));
    EXPECT_FALSE(sent.join(u' ').contains(u".git"_s));
    EXPECT_EQ(plan.excludedCount, 4); // two __pycache__ folders, the log, .git
    EXPECT_EQ(plan.excludedBytes, 100 + 50 + 10 + 21);
    EXPECT_EQ(sent.indexOf(u"proj"_s), 0); // a folder before what it holds

    QStringList warned;
    for (const TransferWarning &w : plan.warnings)
        warned << u"%1 %2"_s.arg(int(w.kind)).arg(w.relative);
    warned.sort();
    if (::geteuid() == 0) // root reads anything: nothing is unreadable
        warned.removeIf([](const QString &w) { return w.endsWith(u"secret"_s); });
    EXPECT_EQ(warned, (QStringList{u"0 proj/keys/id_ed25519"_s, u"1 proj/.env"_s, u"2 proj/config.yaml"_s}));
    const auto token = std::find_if(plan.warnings.begin(), plan.warnings.end(),
                                    [](const TransferWarning &w) { return w.kind == TransferWarning::Kind::ApiToken; });
    ASSERT_NE(token, plan.warnings.end());
    EXPECT_EQ(token->service, u"gpudesk"_s);
    EXPECT_EQ(token->line, 1);
    EXPECT_EQ(plan.estimateSeconds(1e6), plan.bytes > 0 ? 1 : 0);

    EXPECT_FALSE(TransferPlan::forUpload({dir.path() + u"/nope"_s}, {}).problem.isEmpty());
    EXPECT_TRUE(TransferPlan::isExcluded(u"a/b/c.pyc"_s, {u"*.pyc"_s}));
    EXPECT_TRUE(TransferPlan::isExcluded(u"a/data/raw"_s, {u"a/data/*"_s}));
    EXPECT_FALSE(TransferPlan::isExcluded(u"a/data/raw/x"_s, {u"a/data/*"_s})); // * stays within a name
    EXPECT_FALSE(TransferPlan::isExcluded(u"a/pyc"_s, {u"*.pyc"_s}));
}

TEST(TransferPlan, ManyFilesAreReadOnSeveralThreadsAndTheWarningsKeepTheWalksOrder)
{
    // Enough files for the pre-flight to read them on more than one thread; secrets among them,
    // and .env files (said by the walk itself) between them.
    QTemporaryDir dir;
    const QString root = dir.path() + u"/many"_s;
    QStringList expected;
    for (int i = 0; i < 300; ++i) {
        const QString name = u"f%1.txt"_s.arg(i, 3, 10, QChar(u'0'));
        QByteArray content = QByteArray::number(i) + " of the dataset, nothing secret: sky, ghost, vast-ish\n";
        if (i % 50 == 7) {
            content += "HF_TOKEN=hf_" + QByteArray(34, 'Z') + "\n";
            expected << u"2 many/%1"_s.arg(name);
        }
        writeFile(root + u"/"_s + name, content);
        if (i % 100 == 0) {
            writeFile(root + u"/f%1.txt.d/.env"_s.arg(i, 3, 10, QChar(u'0')), "A=1\n");
            expected << u"1 many/f%1.txt.d/.env"_s.arg(i, 3, 10, QChar(u'0'));
        }
    }
    const TransferPlan plan = TransferPlan::forUpload({root}, {});
    QStringList warned;
    for (const TransferWarning &w : plan.warnings)
        warned << u"%1 %2"_s.arg(int(w.kind)).arg(w.relative);
    QStringList walked = expected; // the walk goes by name; each warning where its file is
    std::sort(walked.begin(), walked.end(),
              [](const QString &a, const QString &b) { return a.section(u' ', 1) < b.section(u' ', 1); });
    EXPECT_EQ(warned, walked);
    for (const TransferWarning &w : plan.warnings) {
        if (w.kind == TransferWarning::Kind::ApiToken) {
            EXPECT_EQ(w.service, u"Hugging Face"_s) << w.relative.toStdString();
        }
    }
}

TEST(DownloadListing, WhatAnInstanceListsCannotLandOutsideTheDestination)
{
    // find -printf '%y %s %m %T@\0%p\0%l\0' as a hostile image could answer it.
    QByteArray listing;
    const auto add = [&](const char *head, const QByteArray &path, const QByteArray &link = {}) {
        listing += QByteArray(head) + '\0' + path + '\0' + link + '\0';
    };
    add("d 4096 755 1700000000.0", "./run");
    add("f 10 644 1700000000.0", "./run/ckpt.pt");
    add("f 10 644 1700000000.0", "./../.bashrc");
    add("f 10 644 1700000000.0", "./run/../../.ssh/authorized_keys");
    add("f 10 644 1700000000.0", "/etc/cron.d/x");
    add("f 10 644 1700000000.0", "./run//twice");
    add("l 0 777 1700000000.0", "./run/home", "/home/li");
    add("f 10 644 1700000000.0", "./run/home/.bashrc"); // through the link just listed
    add("f 10 644 1700000000.0", "./run/home.txt"); // beside it: fine
    const QList<TransferEntry> entries = Downloader::parseListing(listing, u"/data"_s);
    QStringList relatives;
    for (const TransferEntry &e : entries)
        relatives << e.relative;
    EXPECT_EQ(relatives, (QStringList{u"run"_s, u"run/ckpt.pt"_s, u"run/home"_s, u"run/home.txt"_s}));
    EXPECT_EQ(entries.at(1).source, u"/data/run/ckpt.pt"_s);
    EXPECT_EQ(entries.at(2).linkTarget, u"/home/li"_s); // a link is kept as written, never followed
}

TEST(UploadOnTheInstance, ExactlyTheFilesBytesGoToThePartAndOnWithPerlAndWithout)
{
    // The bytes of the file, then what the conversation sends after them (the hash line): the
    // writer must take the first and leave the second where the command reads it next. Once with
    // Perl, once on a PATH that has only sh and coreutils' head and tee.
    QTemporaryDir dir;
    const QString noPerl = dir.filePath(u"bin"_s);
    QDir().mkpath(noPerl);
    for (const QString &tool : {u"sh"_s, u"head"_s, u"tee"_s, u"cat"_s})
        ASSERT_TRUE(QFile::link(QStandardPaths::findExecutable(tool), noPerl + u'/' + tool));
    QByteArray bytes(3 * 1048576 + 123, Qt::Uninitialized);
    for (qsizetype k = 0; k < bytes.size(); ++k)
        bytes[k] = char(k * 7 % 251);
    for (const QString &path : {QString::fromLocal8Bit(qgetenv("PATH")), noPerl}) {
        const QString part = dir.filePath(u"part"_s);
        QFile::remove(part);
        const QByteArray first = bytes.left(1000);
        QFile head(part);
        ASSERT_TRUE(head.open(QIODevice::WriteOnly));
        head.write(first);
        head.close();
        // Goes on from what the part holds: the rest appended, all of it passed on, then the line.
        const QByteArray command = "n=" + QByteArray::number(bytes.size() - first.size()) + "; "
            + RemoteCommands::writeAndPass("\"$P\"", "$n", true) + " > \"$P.out\"; IFS= read -r line; echo \"$line\"";
        QProcess sh;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"PATH"_s, path);
        env.insert(u"P"_s, part);
        sh.setProcessEnvironment(env);
        sh.start(QStandardPaths::findExecutable(u"sh"_s), {u"-c"_s, QString::fromUtf8(command)});
        ASSERT_TRUE(sh.waitForStarted());
        sh.write(bytes.mid(first.size()) + "the hash line\n");
        sh.closeWriteChannel();
        ASSERT_TRUE(sh.waitForFinished(30000));
        EXPECT_EQ(sh.exitCode(), 0) << sh.readAllStandardError().toStdString();
        EXPECT_EQ(sh.readAllStandardOutput(), "the hash line\n") << path.toStdString();
        QFile written(part), passed(part + u".out"_s);
        ASSERT_TRUE(written.open(QIODevice::ReadOnly) && passed.open(QIODevice::ReadOnly));
        EXPECT_TRUE(written.readAll() == bytes) << path.toStdString();
        EXPECT_TRUE(passed.readAll() == bytes.mid(first.size())) << path.toStdString();
    }
}

TEST(DownloadOnTheInstance, AFileIsReadWholeOrFromAnOffsetWithPerlAndWithout)
{
    // What a download reads of a large file: all of it, or what follows the bytes here already;
    // a file that is not there says so. With Perl, and on a PATH of sh, cat and tail only.
    QTemporaryDir dir;
    const QString noPerl = dir.filePath(u"bin"_s);
    QDir().mkpath(noPerl);
    for (const QString &tool : {u"sh"_s, u"cat"_s, u"tail"_s})
        ASSERT_TRUE(QFile::link(QStandardPaths::findExecutable(tool), noPerl + u'/' + tool));
    QByteArray bytes(3 * 1048576 + 77, Qt::Uninitialized);
    for (qsizetype k = 0; k < bytes.size(); ++k)
        bytes[k] = char(k * 11 % 253);
    writeFile(dir.filePath(u"model.bin"_s), bytes);
    for (const QString &path : {QString::fromLocal8Bit(qgetenv("PATH")), noPerl}) {
        for (const qint64 offset : {qint64(0), qint64(1000), qint64(bytes.size())}) {
            for (const QString &name : {u"model.bin"_s, u"gone.bin"_s}) {
                QProcess sh;
                QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
                env.insert(u"PATH"_s, path);
                sh.setProcessEnvironment(env);
                sh.start(
                    QStandardPaths::findExecutable(u"sh"_s),
                    {u"-c"_s,
                     QString::fromUtf8(RemoteCommands::readFrom(RemoteCommands::quote(dir.filePath(name)), offset))});
                ASSERT_TRUE(sh.waitForFinished(30000));
                const QByteArray said = sh.readAllStandardError();
                if (name == u"gone.bin"_s) {
                    EXPECT_NE(sh.exitCode(), 0);
                    EXPECT_TRUE(said.contains("No such file or directory")) << said.toStdString();
                    continue;
                }
                EXPECT_EQ(sh.exitCode(), 0) << said.toStdString();
                EXPECT_TRUE(sh.readAllStandardOutput() == bytes.mid(offset)) << path.toStdString() << ' ' << offset;
            }
        }
    }
}

namespace {

/// Every entry under `root` (relative name → kind, mode, mtime, contents or link target), as a
/// user would compare two copies.
QMap<QString, QString> describeTree(const QString &root)
{
    QMap<QString, QString> out;
    QProcess find;
    find.setWorkingDirectory(root);
    find.start(u"find"_s, {u"."_s, u"-mindepth"_s, u"1"_s, u"-printf"_s, u"%P\\0%y %m %T@ %l\\0"_s});
    find.waitForFinished(30000);
    const QList<QByteArray> fields = find.readAllStandardOutput().split('\0');
    for (qsizetype k = 0; k + 1 < fields.size(); k += 2) {
        QByteArray what = fields[k + 1];
        // Seconds are what an upload keeps (tar's and the records' alike); a link's own time is not.
        QList<QByteArray> parts = what.split(' ');
        parts[2] = parts[0] == "l" ? "-" : parts[2].split('.').first();
        if (parts[0] == "l")
            parts[1] = "-";
        what = parts.join(' ');
        if (parts[0] == "f") {
            QFile f(root + u'/' + QFile::decodeName(fields[k]));
            if (f.open(QIODevice::ReadOnly))
                what += " " + f.readAll().toHex().left(64) + " " + QByteArray::number(f.size());
        }
        out.insert(QString::fromUtf8(fields[k]), QString::fromUtf8(what)); // readable where they differ
    }
    return out;
}

/// Names the shell, tar and find could misread, an empty and a binary file, a link, modes and a
/// folder nobody may write to: 13 entries in `tree` with itself.
void makeAwkwardTree(const QString &tree)
{
    writeFile(tree + u"/train.py"_s, "print('train')\n");
    writeFile(tree + u"/-leading dash.txt"_s, "dash\n");
    writeFile(tree + u"/数据/样本 1.json"_s, "{\"a\": 1}\n");
    writeFile(tree + u"/new\nline"_s, "odd name\n");
    writeFile(tree + u"/empty"_s, {});
    QByteArray binary(70000, Qt::Uninitialized);
    for (qsizetype k = 0; k < binary.size(); ++k)
        binary[k] = char(k * 7 % 251);
    writeFile(tree + u"/deep/er/weights.bin"_s, binary);
    writeFile(tree + u"/locked/inside.txt"_s, "in a read-only folder\n");
    QFile::link(u"train.py"_s, tree + u"/link-to-train"_s);
    ::chmod(QFile::encodeName(tree + u"/train.py"_s).constData(), 0750);
    ::chmod(QFile::encodeName(tree + u"/empty"_s).constData(), 0400);
    ::chmod(QFile::encodeName(tree + u"/locked"_s).constData(), 0555);
}

/// The exit status, standard error and output of `command` run by sh with `input`.
std::tuple<int, QByteArray, QByteArray> runShell(const QByteArray &command, const QByteArray &input)
{
    QProcess sh;
    sh.start(QStandardPaths::findExecutable(u"sh"_s), {u"-c"_s, QString::fromUtf8(command)});
    sh.waitForStarted();
    sh.write(input);
    sh.closeWriteChannel();
    sh.waitForFinished(30000);
    return {sh.exitCode(), sh.readAllStandardError(), sh.readAllStandardOutput()};
}

/// The records of `entries` as they are now on disk, the folders' first.
QByteArray recordsOf(const QList<TransferEntry> &entries, bool folders)
{
    QByteArray stream;
    for (const TransferEntry &e : entries) {
        if ((e.kind == TransferEntry::Kind::Directory) != folders)
            continue;
        QByteArray contents;
        if (e.kind == TransferEntry::Kind::Symlink) {
            contents = QFile::encodeName(e.linkTarget);
        } else if (e.kind == TransferEntry::Kind::File) {
            QFile f(e.source);
            if (f.open(QIODevice::ReadOnly))
                contents = f.readAll();
        }
        stream += FileRecords::record(e, contents);
    }
    return stream;
}

/// Where two describeTree()s differ, readable.
std::string differences(const QMap<QString, QString> &a, const QMap<QString, QString> &b)
{
    QStringList lines;
    for (const QString &key : QSet<QString>(a.keyBegin(), a.keyEnd()) | QSet<QString>(b.keyBegin(), b.keyEnd())) {
        if (a.value(key) != b.value(key))
            lines << key + u": "_s + a.value(key, u"(none)"_s) + u" | "_s + b.value(key, u"(none)"_s);
    }
    return lines.join(u'\n').toStdString();
}

} // namespace

TEST(UploadOnTheInstance, PerlWritesTheRecordsAsTarWouldExtractTheSameFiles)
{
    // The small files of a real plan, once as FileRecords through the instance's Perl receiver and
    // once through tar as before: the same names, kinds, contents, modes and times, folders that
    // are read-only included (made writable for their contents, their mode given after). tar is
    // told to give folders their times at the end: with the folders named first, it sets a folder's
    // time when the next name is outside it and the files made in it after move it (as the upload's
    // tar fallback still does on an instance without Perl).
    QTemporaryDir dir;
    const QString src = dir.filePath(u"src"_s);
    const QString tree = src + u"/run 1"_s;
    makeAwkwardTree(tree);
    const TransferPlan plan = TransferPlan::forUpload({tree}, {});
    ASSERT_TRUE(plan.problem.isEmpty()) << plan.problem.toStdString();
    const QList<TransferEntry> entries = plan.batched();
    ASSERT_GE(entries.size(), 12);

    const QByteArray stream = recordsOf(entries, true) + recordsOf(entries, false);
    const QString byRecords = dir.filePath(u"records"_s), byTar = dir.filePath(u"tar"_s);
    QDir().mkpath(byRecords);
    QDir().mkpath(byTar);
    const QByteArray receive = FileRecords::receiver(RemoteCommands::quote(byRecords), RemoteCommands::hashOfInput());
    Crypto::Sha256 hash;
    hash.add(stream);
    const QByteArray whole = stream + FileRecords::end(hash);
    const auto [status, said, printed] = runShell(receive, whole);
    EXPECT_EQ(status, 0) << said.toStdString();
    // It says it runs (the sender waits for that), then the hash it worked out, which the end carried.
    EXPECT_EQ(printed, "records\n" + hash.hex() + '\n');
    QProcess tar;
    tar.setWorkingDirectory(src);
    tar.start(u"tar"_s,
              {u"-c"_s, u"-f"_s, u"-"_s, u"--format=gnu"_s, u"--no-recursion"_s, u"--null"_s,
               u"--verbatim-files-from"_s, u"-T"_s, u"-"_s});
    tar.write(TransferSteps::tarNames(entries)); // names below the source's parent ("run 1/…")
    tar.closeWriteChannel();
    tar.waitForFinished(30000);
    const auto [tarStatus, tarSaid, tarPrinted]
        = runShell("tar -x -p --no-same-owner --delay-directory-restore -i -f - -C " + RemoteCommands::quote(byTar),
                   tar.readAllStandardOutput());
    EXPECT_EQ(tarStatus, 0) << tarSaid.toStdString();
    const auto written = describeTree(byRecords);
    EXPECT_TRUE(written == describeTree(byTar)) << differences(written, describeTree(byTar));
    EXPECT_EQ(written.size(), qsizetype(entries.size()));
    EXPECT_TRUE(written.value(u"run 1/locked"_s).startsWith(u"d 555 "_s))
        << written.value(u"run 1/locked"_s).toStdString();
    EXPECT_TRUE(written.value(u"run 1/link-to-train"_s).startsWith(u"l - - train.py"_s));

    // A stream cut short ends the receiver with a reason, not with a half-told success; one that
    // arrived different (a byte of a file) says so with status 3.
    for (const bool cutShort : {true, false}) {
        QProcess::execute(u"chmod"_s, {u"-R"_s, u"u+w"_s, byRecords});
        QDir(byRecords).removeRecursively();
        QDir().mkpath(byRecords);
        QByteArray damaged = whole;
        damaged[stream.indexOf("print('train')")] = 'P';
        const auto [code, why, out] = runShell(receive, cutShort ? whole.left(whole.size() - 10) : damaged);
        EXPECT_EQ(code, cutShort ? 1 : 3) << why.toStdString();
        EXPECT_TRUE(why.contains(cutShort ? "ended early" : "different from what was sent")) << why.toStdString();
    }
    for (const QString &root : {src, byRecords, byTar}) // read-only folders would outlive the temporary one
        QProcess::execute(u"chmod"_s, {u"-R"_s, u"u+w"_s, root});
}

TEST(UploadOnTheInstance, TwoStreamsFillOneFolderAndTheLeaderPlacesThemOnlyWhenTold)
{
    // A large batch goes in two streams into one staging folder: each with every folder's record
    // and half of the files and links. The one that follows leaves the folders writable (the other
    // may still write in them); the leader gives them their modes and times only once told that
    // the other's stream checked out too ("place"), and ends with 4 otherwise.
    QTemporaryDir dir;
    const QString tree = dir.filePath(u"src/run 1"_s);
    makeAwkwardTree(tree);
    const QList<TransferEntry> entries = TransferPlan::forUpload({tree}, {}).batched();
    QList<TransferEntry> halves[2];
    for (const TransferEntry &e : entries)
        halves[(halves[0].size() + halves[1].size()) % 2] << e;
    const QByteArray folders = recordsOf(entries, true);
    ASSERT_FALSE(folders.isEmpty());
    const auto ended = [](const QByteArray &stream) -> QByteArray {
        Crypto::Sha256 hash;
        hash.add(stream);
        return stream + FileRecords::end(hash);
    };
    const QByteArray leading = ended(folders + recordsOf(halves[0], false)),
                     following = ended(folders + recordsOf(halves[1], false));
    const auto receive = [](const QString &into, FileRecords::Part part) {
        QDir().mkpath(into);
        return FileRecords::receiver(RemoteCommands::quote(into), RemoteCommands::hashOfInput(), part);
    };
    const QString whole = dir.filePath(u"whole"_s);
    ASSERT_EQ(
        std::get<0>(runShell(receive(whole, FileRecords::Part::Whole), ended(folders + recordsOf(entries, false)))), 0);

    for (const QByteArray verdict : {"place\n", "discard\n", ""}) {
        const QString into = dir.filePath(u"two-"_s + QString::fromLatin1(verdict.trimmed()));
        const auto [followed, followSaid, followPrinted]
            = runShell(receive(into, FileRecords::Part::Follows), following);
        EXPECT_EQ(followed, 0) << followSaid.toStdString();
        EXPECT_TRUE(followPrinted.startsWith("records\n"));
        EXPECT_TRUE(describeTree(into).value(u"run 1/locked"_s).startsWith(u"d 700 "_s));
        const auto [led, leadSaid, leadPrinted] = runShell(receive(into, FileRecords::Part::Leads), leading + verdict);
        if (verdict == "place\n") {
            EXPECT_EQ(led, 0) << leadSaid.toStdString();
            const auto written = describeTree(into);
            EXPECT_TRUE(written == describeTree(whole)) << differences(written, describeTree(whole));
        } else { // nothing given its mode: the command throws the folder away
            EXPECT_EQ(led, 4) << leadSaid.toStdString();
            EXPECT_TRUE(describeTree(into).value(u"run 1/locked"_s).startsWith(u"d 700 "_s));
        }
    }
    // A leader whose own stream arrived different says so, after the line (the other receiver is
    // done by then), whatever the line says.
    QByteArray damaged = leading;
    const qsizetype last = damaged.size() - 25 - 64 - 1; // before the end record: the last file's
    damaged[last] = damaged[last] == 'x' ? 'y' : 'x';
    const auto [code, why, out]
        = runShell(receive(dir.filePath(u"damaged"_s), FileRecords::Part::Leads), damaged + "place\n");
    EXPECT_EQ(code, 3) << why.toStdString();
    for (const QString &root : {dir.filePath(u"src"_s), whole, dir.filePath(u"two-place"_s)})
        QProcess::execute(u"chmod"_s, {u"-R"_s, u"u+w"_s, root});
}

TEST(UploadOnTheInstance, AnInstanceWithoutPerlSaysTarAndExtractsTheArchiveInstead)
{
    // The command says which stream it reads on its first line: records where Perl is on the
    // PATH, tar archives where it is not (a PATH of sh, tar and what they need).
    QTemporaryDir dir;
    const QString noPerl = dir.filePath(u"bin"_s);
    QDir().mkpath(noPerl);
    for (const QString &tool : {u"sh"_s, u"tar"_s})
        ASSERT_TRUE(QFile::link(QStandardPaths::findExecutable(tool), noPerl + u'/' + tool));
    writeFile(dir.filePath(u"src/a/one.txt"_s), "one\n");
    const TransferPlan plan = TransferPlan::forUpload({dir.filePath(u"src/a"_s)}, {});
    ASSERT_EQ(plan.batched().size(), 2);
    QByteArray records;
    for (const TransferEntry &e : plan.batched())
        records += FileRecords::record(e, e.kind == TransferEntry::Kind::File ? QByteArray("one\n") : QByteArray());
    Crypto::Sha256 hash;
    hash.add(records);
    records += FileRecords::end(hash);
    QProcess tar;
    tar.setWorkingDirectory(dir.filePath(u"src"_s));
    tar.start(u"tar"_s, {u"-c"_s, u"-f"_s, u"-"_s, u"--no-recursion"_s, u"--null"_s, u"-T"_s, u"-"_s});
    tar.write(TransferSteps::tarNames(plan.batched()));
    tar.closeWriteChannel();
    ASSERT_TRUE(tar.waitForFinished(30000));
    const QByteArray archive = tar.readAllStandardOutput();

    for (const bool perl : {true, false}) {
        const QString into = dir.filePath(perl ? u"with"_s : u"without"_s);
        QDir().mkpath(into);
        const QByteArray folder = RemoteCommands::quote(into);
        const QByteArray command = FileRecords::chooseFormat() + "; "
            + FileRecords::asChosen(FileRecords::receiver(folder, RemoteCommands::hashOfInput()),
                                    "tar -x -p -i -f - -C " + folder);
        QProcess sh;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        if (!perl)
            env.insert(u"PATH"_s, noPerl);
        sh.setProcessEnvironment(env);
        sh.start(QStandardPaths::findExecutable(u"sh"_s), {u"-c"_s, QString::fromUtf8(command)});
        ASSERT_TRUE(sh.waitForStarted());
        sh.write(perl ? records : archive);
        sh.closeWriteChannel();
        ASSERT_TRUE(sh.waitForFinished(30000));
        EXPECT_EQ(sh.exitCode(), 0) << sh.readAllStandardError().toStdString();
        EXPECT_EQ(sh.readAllStandardOutput(), perl ? "records\n" + hash.hex() + '\n' : QByteArray("tar\n"));
        QFile landed(into + u"/a/one.txt"_s);
        ASSERT_TRUE(landed.open(QIODevice::ReadOnly)) << perl;
        EXPECT_EQ(landed.readAll(), "one\n");
    }
}

namespace {

/// What the instance's sender prints for `names` (run in `folder`) after the line that says it
/// runs (which the download reads before the stream), its status and what it said.
std::tuple<int, QByteArray, QByteArray> sendRecords(const QString &folder, const QByteArray &names)
{
    QProcess sh;
    const QByteArray command = FileRecords::sender(RemoteCommands::quote(folder), RemoteCommands::hashOfInput());
    sh.start(QStandardPaths::findExecutable(u"sh"_s), {u"-c"_s, QString::fromUtf8(command)});
    sh.waitForStarted();
    sh.write(names);
    sh.closeWriteChannel();
    sh.waitForFinished(30000);
    QByteArray out = sh.readAllStandardOutput();
    EXPECT_TRUE(out.startsWith("records\n"));
    return {sh.exitCode(), out.mid(8), sh.readAllStandardError()};
}

/// `stream` into a RecordWriter for `folder`, in pieces of `piece` bytes; the first failure.
std::optional<TransferFailure> writeRecords(const QString &folder, const QList<TransferEntry> &asked,
                                            const QByteArray &stream, qsizetype piece)
{
    QDir().mkpath(folder);
    RecordWriter writer(folder, asked);
    for (qsizetype at = 0; at < stream.size(); at += piece) {
        if (auto failure = writer.add(stream.constData() + at, std::min(piece, stream.size() - at)))
            return failure;
    }
    return writer.finish();
}

} // namespace

TEST(DownloadRecords, WhatTheInstanceSendsIsWrittenHereAsTarWouldExtractIt)
{
    // A tree listed as a download lists it, sent by the instance's Perl sender and written by
    // RecordWriter in pieces of every size (a record cut anywhere), against tar -c | tar -x -p of
    // the same names: the same kinds, contents, modes and times; read-only folders come writable.
    QTemporaryDir dir;
    const QString there = dir.filePath(u"there"_s), tree = there + u"/run 1"_s;
    makeAwkwardTree(tree);
    QProcess find;
    find.setWorkingDirectory(there);
    find.start(u"find"_s, {u"./run 1"_s, u"-printf"_s, u"%y %s %m %T@\\0%p\\0%l\\0"_s});
    ASSERT_TRUE(find.waitForFinished(30000));
    const QList<TransferEntry> entries = Downloader::parseListing(find.readAllStandardOutput(), there);
    ASSERT_EQ(entries.size(), 13);
    const QList<TransferEntry> asked = TransferSteps::foldersFirst(entries);

    const auto [status, stream, said] = sendRecords(there, TransferSteps::tarNames(entries));
    ASSERT_EQ(status, 0) << said.toStdString();
    QProcess tar;
    tar.setWorkingDirectory(there);
    tar.start(u"sh"_s,
              {u"-c"_s,
               u"tar -c -f - --format=gnu --no-recursion --null --verbatim-files-from -T - | "
               "tar -x -p --no-same-owner --delay-directory-restore -f - -C ../by-tar"_s});
    QDir().mkpath(dir.filePath(u"by-tar"_s));
    tar.write(TransferSteps::tarNames(entries));
    tar.closeWriteChannel();
    ASSERT_TRUE(tar.waitForFinished(30000));
    ASSERT_EQ(tar.exitCode(), 0) << tar.readAllStandardError().toStdString();
    QProcess::execute(u"chmod"_s, {u"u+w"_s, dir.filePath(u"by-tar/run 1/locked"_s)}); // as the download leaves it
    const auto byTar = describeTree(dir.filePath(u"by-tar"_s));
    EXPECT_TRUE(byTar.value(u"run 1/locked"_s).startsWith(u"d 755 "_s)) << byTar.value(u"run 1/locked"_s).toStdString();
    EXPECT_TRUE(byTar.value(u"run 1/empty"_s).startsWith(u"f 400 "_s));
    for (const qsizetype piece : {qsizetype(1), qsizetype(7), qsizetype(25), qsizetype(4096), stream.size()}) {
        const QString into = dir.filePath(u"by-records-"_s + QString::number(piece));
        const auto failure = writeRecords(into, asked, stream, piece);
        EXPECT_FALSE(failure) << piece << ": " << (failure ? failure->message.toStdString() : "");
        EXPECT_TRUE(describeTree(into) == byTar) << piece << '\n' << differences(describeTree(into), byTar);
    }
    for (const QString &root : {there, dir.path()})
        QProcess::execute(u"chmod"_s, {u"-R"_s, u"u+w"_s, root});
}

TEST(DownloadRecords, WhatTheInstanceWasNotAskedForOrSentBrokenIsRefused)
{
    // The instance is not trusted: a name not asked for (one that climbs out of the folder), a
    // file become a link, a byte changed, a stream cut short or run on after its end: each ends
    // with its reason, and nothing is written outside the folder.
    QTemporaryDir dir;
    const QString there = dir.filePath(u"there"_s);
    writeFile(there + u"/a/one.txt"_s, "one\n");
    writeFile(there + u"/a/two.txt"_s, "two\n");
    const auto entry = [&](const QString &relative, TransferEntry::Kind kind) {
        TransferEntry e;
        e.relative = relative;
        e.source = there + u'/' + relative;
        e.kind = kind;
        return e;
    };
    const QList<TransferEntry> asked{entry(u"a"_s, TransferEntry::Kind::Directory),
                                     entry(u"a/one.txt"_s, TransferEntry::Kind::File),
                                     entry(u"a/two.txt"_s, TransferEntry::Kind::File)};
    const auto [status, stream, said] = sendRecords(there, TransferSteps::tarNames(asked));
    ASSERT_EQ(status, 0) << said.toStdString();
    ASSERT_FALSE(writeRecords(dir.filePath(u"whole"_s), asked, stream, 3));

    const QByteArray climbing = QByteArray(stream).replace("a/two.txt", "../../xx1");
    const QByteArray changed = QByteArray(stream).replace("two\n", "tw0\n");
    const QByteArray cut = stream.left(stream.size() - 70);
    const QByteArray runOn = stream + "more";
    struct Case
    {
        QByteArray stream;
        TransferFailure::Kind kind;
        const char *says;
    };
    for (const Case &c : {Case{climbing, TransferFailure::Kind::RemoteFile, "other than the files asked for"},
                          Case{changed, TransferFailure::Kind::ChecksumMismatch, "SHA-256 mismatch"},
                          Case{cut, TransferFailure::Kind::Network, "stopped coming"},
                          Case{runOn, TransferFailure::Kind::RemoteFile, "other than the files asked for"}}) {
        const QString into = dir.filePath(u"into/x"_s);
        QDir(into).removeRecursively();
        const auto failure = writeRecords(into, asked, c.stream, 5);
        ASSERT_TRUE(failure) << c.says;
        EXPECT_EQ(failure->kind, c.kind) << c.says;
        EXPECT_TRUE(failure->message.contains(QLatin1StringView(c.says))) << failure->message.toStdString();
    }
    EXPECT_FALSE(QFile::exists(dir.filePath(u"xx1"_s)));
    EXPECT_FALSE(QFile::exists(dir.filePath(u"into/xx1"_s)));

    // A file that became a link on the instance between the listing and the sending.
    QFile::remove(there + u"/a/two.txt"_s);
    ASSERT_TRUE(QFile::link(u"/etc/passwd"_s, there + u"/a/two.txt"_s));
    const auto [linkStatus, linked, linkSaid] = sendRecords(there, TransferSteps::tarNames(asked));
    ASSERT_EQ(linkStatus, 0) << linkSaid.toStdString();
    const auto failure = writeRecords(dir.filePath(u"linked"_s), asked, linked, 4096);
    ASSERT_TRUE(failure);
    EXPECT_TRUE(failure->message.contains(u"a/two.txt changed on the instance"_s)) << failure->message.toStdString();
    EXPECT_FALSE(QFileInfo::exists(dir.filePath(u"linked/a/two.txt"_s)));

    // A name gone there: the sender ends with the reason.
    QFile::remove(there + u"/a/one.txt"_s);
    const auto [goneStatus, gone, goneSaid] = sendRecords(there, TransferSteps::tarNames(asked));
    EXPECT_EQ(goneStatus, 1);
    EXPECT_EQ(goneSaid.trimmed(), "a/one.txt: No such file or directory");
}
