#include "core/transfer/uploader.h"

#include "common/crypto.h"
#include "core/ssh/execchannel.h"
#include "core/ssh/sshsession.h"
#include "core/transfer/batchcommands.h"
#include "core/transfer/filerecords.h"
#include "core/transfer/remotecommands.h"
#include "core/transfer/tarmember.h"
#include "core/transfer/transfersteps.h"

#include <QCoreApplication>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QScopeGuard>

#include <algorithm>
#include <future>

using namespace Qt::StringLiterals;
using namespace RemoteCommands;
using TransferSteps::hashOfFile;
using TransferSteps::partName;
using TransferSteps::runShort;

namespace {

constexpr qsizetype kSendChunk = 1 << 20;
/// The small files' bytes from which they go in two streams (a second command's start and one
/// more round trip at the end are then worth it).
constexpr qint64 kTwoStreamsFrom = 4 << 20;

TransferFailure localFailure(const QString &path, const QString &why)
{
    return TransferFailure::make(TransferFailure::Kind::LocalFile,
                                 Uploader::tr("%1 cannot be read here (%2); it was not sent.").arg(path, why));
}

TransferFailure batchMismatch()
{
    return TransferFailure::make(TransferFailure::Kind::ChecksumMismatch,
                                 Uploader::tr("The small files arrived different from what was sent (SHA-256 "
                                              "mismatch); nothing of this batch was put in place. Run the transfer "
                                              "again."));
}

TransferFailure pausedUpload()
{
    return TransferFailure::make(TransferFailure::Kind::Cancelled,
                                 Uploader::tr("Paused: what was sent is kept, and the transfer resumes from there."));
}

constexpr QByteArrayView kMismatch = "gpudesk-mismatch";
/// The exit status of a large file's command when the part is not as long as the file.
constexpr int kNotWhole = 11;

/// One line of `sha256sum -c`'s input: a name with a backslash or a line break is written escaped,
/// with a backslash in front of the line, as sha256sum itself writes it.
QByteArray checkLine(const QByteArray &hash, const QString &relative)
{
    QByteArray name = relative.toUtf8();
    if (!name.contains('\\') && !name.contains('\n'))
        return hash + "  " + name + '\n';
    name.replace("\\", "\\\\").replace("\n", "\\n");
    return '\\' + hash + "  " + name + '\n';
}

} // namespace

Uploader::Uploader(SshSession &session, TransferHooks &hooks)
    : m_session(session)
    , m_hooks(hooks)
{ }

void Uploader::report(const QString &current)
{
    m_hooks.report(m_progress, current);
}

std::optional<TransferFailure> Uploader::run(const TransferPlan &plan, const QString &destination)
{
    m_progress = TransferSteps::startingProgress(plan, m_hooks);
    // Every command started on an instance runs its shell's start-up first (conda's or pyenv's init
    // can take a second), so each part of the upload is one command: the batch of small files, then
    // each large file. The first of them also makes the folder and checks the room for everything.
    const qint64 needed = plan.bytes - m_progress.bytesDone;
    m_firstChecks = "mkdir -p " + path(destination) + " && t=0 && { ";
    for (const TransferEntry &e : plan.large()) {
        m_partNames.insert(e.relative, partName(plan, e.relative));
        if (m_hooks.done.contains(e.relative))
            continue;
        // What the parts hold already is not needed again (a guess: a part that turns out not to
        // be this file's is written over).
        const QByteArray part = path(join(destination, m_partNames.value(e.relative)));
        m_firstChecks += "if [ -f " + part + " ]; then t=$((t + $(stat -c %s " + part + "))); fi; ";
    }
    // Through a far link SSH's window caps one stream at a window a round trip: a batch worth it
    // goes in two, each with a window of its own (TransferHooks::twoStreamsFromMs). The shell
    // prepared here, if none waits yet, is the first command's, and its channel's opening says
    // how far the instance is.
    qint64 batchBytes = 0;
    for (const TransferEntry &e : plan.batched())
        batchBytes += e.size;
    m_twoStreams = !m_hooks.reread && batchBytes >= kTwoStreamsFrom && !m_hooks.done.contains(TransferHooks::batchKey())
        && m_session.prepareShell() && m_session.roundTripMs().value_or(0) >= m_hooks.twoStreamsFromMs;
    m_ahead.plan(plan, m_hooks, plan.batched().isEmpty() ? 0 : m_twoStreams ? 2 : 1);
    m_firstChecks += "true; } && "
        + roomCheck(path(destination), "(" + QByteArray::number(needed) + " - t + 1023) / 1024") + " && ";
    report({});
    if (const auto failure = TransferSteps::runItems(
            plan, m_hooks, pausedUpload(),
            [&](const QList<TransferEntry> &small) { return sendBatch(small, destination); },
            [&](const TransferEntry &e) { return sendLarge(e, destination); }))
        return failure;
    report({});
    return std::nullopt;
}

QByteArray Uploader::firstChecks()
{
    return std::exchange(m_firstChecks, {});
}

std::optional<TransferFailure> Uploader::sendPiece(ExecChannel &channel, const QByteArray &piece,
                                                   const QString &destination, Crypto::Sha256 *streamHash)
{
    if (streamHash)
        streamHash->add(piece);
    SshFailure ssh;
    if (!channel.write(piece, &ssh))
        return channel.errorOutput().isEmpty() ? TransferFailure::fromSsh(ssh)
                                               : TransferFailure::fromRemote(channel.errorOutput(), destination);
    // Bytes of the stream stand in for the files' bytes while it goes (tar's headers, the records'
    // heads and names make it a bit more; the count is set right when the batch is verified), and
    // never go past them.
    m_sent += piece.size();
    m_progress.bytesDone = std::min(m_progress.bytesDone + piece.size(), m_batchEnd);
    report(tr("many small files"));
    return std::nullopt;
}

std::optional<TransferFailure> Uploader::pipeTar(const QString &root, const QList<TransferEntry> &entries,
                                                 const QString &destination, ExecChannel &channel,
                                                 Crypto::Sha256 *streamHash)
{
    QProcess tar;
    tar.setProgram(u"tar"_s);
    // Names come NUL-separated and verbatim (a name may start with '-'); folders are listed with
    // their contents already planned, so tar must not recurse (the excludes are in the plan).
    tar.setArguments({u"-c"_s, u"-f"_s, u"-"_s, u"--format=gnu"_s, u"--no-recursion"_s, u"-C"_s, root, u"--null"_s,
                      u"--verbatim-files-from"_s, u"-T"_s, u"-"_s});
    tar.start();
    if (!tar.waitForStarted())
        return localFailure(root, tar.errorString());
    tar.write(TransferSteps::tarNames(entries));
    tar.closeWriteChannel();
    while (tar.state() == QProcess::Running || tar.bytesAvailable() > 0) {
        if (m_hooks.stopped()) {
            tar.kill();
            tar.waitForFinished();
            return pausedUpload();
        }
        if (tar.bytesAvailable() == 0 && !tar.waitForReadyRead(1000))
            continue;
        if (auto failure = sendPiece(channel, tar.read(kSendChunk), destination, streamHash)) {
            tar.kill();
            tar.waitForFinished();
            return failure;
        }
    }
    tar.waitForFinished();
    if (tar.exitStatus() != QProcess::NormalExit || tar.exitCode() != 0)
        return localFailure(root, QString::fromLocal8Bit(tar.readAllStandardError()).trimmed());
    return std::nullopt;
}

std::optional<TransferFailure> Uploader::sendBatch(const QList<TransferEntry> &entries, const QString &destination)
{
    const qint64 before = m_progress.bytesDone;
    qint64 files = 0, batchBytes = 0;
    QMap<QString, QList<TransferEntry>> byRoot;
    for (const TransferEntry &e : entries) {
        byRoot[e.source.left(e.source.size() - e.relative.size())] << e;
        batchBytes += e.size;
        files += e.kind == TransferEntry::Kind::File;
    }
    m_batchEnd = before + batchBytes;
    const auto failure
        = m_hooks.reread ? sendBatchReread(byRoot, files, destination) : sendBatchStreamed(byRoot, destination);
    if (failure)
        return failure;
    m_progress.bytesDone = before + batchBytes;
    m_progress.filesDone += files;
    report({});
    return std::nullopt;
}

std::optional<TransferFailure> Uploader::pipeArchives(const QMap<QString, QList<TransferEntry>> &byRoot,
                                                      const QString &destination, ExecChannel &channel,
                                                      Crypto::Sha256 *streamHash)
{
    // Each source folder's part as a tar archive, one after the other (-i reads past the end of
    // each).
    for (auto it = byRoot.cbegin(); it != byRoot.cend(); ++it) {
        if (auto failure = pipeTar(it.key(), it.value(), destination, channel, streamHash)) {
            if (failure->kind != TransferFailure::Kind::Network && failure->kind != TransferFailure::Kind::NotReachable
                && failure->kind != TransferFailure::Kind::DiskFull)
                discardBatch(destination);
            return failure;
        }
    }
    return std::nullopt;
}

void Uploader::discardBatch(const QString &destination)
{
    // Not cut short by a pause, which is often why it runs: a pause leaves nothing in the
    // destination, and the removal is quick.
    runShort(m_session, tagged(m_hooks.transferId, BatchCommands(destination, m_hooks.transferId).discard()),
             destination);
}

bool Uploader::startBatch(ExecChannel &channel, const QByteArray &command, SshFailure *ssh)
{
    report(tr("many small files"));
    channel.setStop(m_hooks.stop);
    if (!channel.start(tagged(m_hooks.transferId, command), ssh))
        return false;
    m_ahead.started(m_session);
    return true;
}

/// A receiver's channel, what waits for its window and the hash of all it was given.
struct Uploader::RecordStream
{
    ExecChannel *channel = nullptr;
    Crypto::Sha256 hash;
    QByteArray queued;
    qsizetype taken = 0; ///< of queued, by the channel
    qint64 given = 0;

    qsizetype waiting() const { return queued.size() - taken; }
    void give(const QByteArray &bytes)
    {
        hash.add(bytes);
        queued += bytes;
        given += bytes.size();
    }
};

std::optional<TransferFailure> Uploader::pump(std::span<RecordStream> streams, bool all, const QString &destination)
{
    for (;;) {
        bool moved = false;
        for (RecordStream &s : streams) {
            while (s.waiting() > 0) {
                SshFailure ssh;
                const qsizetype n = s.channel->writeSome(QByteArrayView(s.queued).sliced(s.taken), &ssh);
                if (n < 0)
                    return s.channel->errorOutput().isEmpty()
                        ? TransferFailure::fromSsh(ssh)
                        : TransferFailure::fromRemote(s.channel->errorOutput(), destination);
                if (n == 0)
                    break;
                s.taken += n;
                moved = true;
                // Bytes of the stream stand in for the files' bytes while it goes (the records'
                // heads and names make it a bit more; the count is set right when the batch is
                // verified), and never go past them.
                m_sent += n;
                m_progress.bytesDone = std::min(m_progress.bytesDone + n, m_batchEnd);
            }
            if (s.taken == s.queued.size())
                s.queued.resize(0), s.taken = 0; // (its room kept for what comes next)
            else if (s.taken >= kSendChunk)
                s.queued.remove(0, std::exchange(s.taken, 0));
        }
        if (moved)
            report(tr("many small files"));
        const bool done = all
            ? std::ranges::all_of(streams, [](const RecordStream &s) { return s.waiting() == 0; })
            : std::ranges::any_of(streams, [](const RecordStream &s) { return s.waiting() < 2 * kSendChunk; });
        if (done)
            return std::nullopt;
        if (m_hooks.stopped())
            return pausedUpload();
        // (A window may have opened meanwhile: what the other channel read took it in.)
        if (!moved && std::ranges::none_of(streams, [](const RecordStream &s) {
                return s.waiting() > 0 && s.channel->windowOpen();
            }))
            m_session.waitForData(1000);
    }
}

std::optional<TransferFailure> Uploader::pipeRecords(const QMap<QString, QList<TransferEntry>> &byRoot,
                                                     const QString &destination, std::span<RecordStream> streams)
{
    for (const QList<TransferEntry> &entries : byRoot) {
        // Folders first (as tar is given them), so that each file's folder is there before it.
        for (const TransferEntry &e : TransferSteps::foldersFirst(entries)) {
            if (m_hooks.stopped())
                return pausedUpload();
            if (e.kind == TransferEntry::Kind::Directory) { // (whichever stream's file in it comes first)
                const QByteArray record = FileRecords::record(e);
                for (RecordStream &s : streams)
                    s.give(record);
                continue;
            }
            QByteArray contents;
            if (e.kind == TransferEntry::Kind::Symlink) {
                contents = QFile::encodeName(e.linkTarget);
            } else {
                QFile file(e.source);
                if (!file.open(QIODevice::ReadOnly))
                    return localFailure(e.source, file.errorString());
                contents = file.readAll();
                if (file.error() != QFileDevice::NoError)
                    return localFailure(e.source, file.errorString());
            }
            // To the stream whose window is the more open, else by turns.
            RecordStream &to = *std::ranges::min_element(streams, [](const RecordStream &a, const RecordStream &b) {
                return std::pair(a.waiting(), a.given) < std::pair(b.waiting(), b.given);
            });
            to.give(FileRecords::record(e, contents));
            if (to.waiting() >= kSendChunk)
                if (auto failure = pump(streams, false, destination))
                    return failure;
        }
    }
    // The end carries the hash of all before it (its head added by end()): not hashed again.
    for (RecordStream &s : streams)
        s.queued += FileRecords::end(s.hash);
    return pump(streams, true, destination);
}

std::optional<TransferFailure> Uploader::sendBatchStreamed(const QMap<QString, QList<TransferEntry>> &byRoot,
                                                           const QString &destination)
{
    // The check is end to end on the stream: the SHA-256 of the stream as it left here against
    // that of the stream as the instance read it, so no file is read a second time on either side.
    // Where the instance has Perl the stream is FileRecords, whose end carries the hash: the
    // receiver checks it and the same command puts the files in place (or, where it differs,
    // throws them away). Else tar archives, tee handing the stream to tar and, through a fifo, to
    // the hasher; the hash comes back here and the move into place is a second short command.
    // The command says which on its first line, before it reads.
    const BatchCommands c(destination, m_hooks.transferId);
    const QString fifoName = join(c.staging, u".gpudesk-stream-"_s + m_hooks.transferId);
    const QByteArray fifo = path(fifoName), sum = path(fifoName + u".sha256"_s);
    const QByteArray records = FileRecords::receiver(c.stage, hashOfInput(),
                                                     m_twoStreams ? FileRecords::Part::Leads : FileRecords::Part::Whole)
        + "; r=$?; { [ $r = 3 ] || [ $r = 4 ]; } && { " + c.discard() + "; }; [ $r = 0 ] || exit $r; "
        + c.moveIntoPlace();
    const QByteArray tar = "mkfifo " + fifo + " || exit $?; { " + hashOfInput() + "; } < " + fifo + " > " + sum
        + " & h=$!; tee " + fifo + " | " + c.extractFrom("-") + "; r=$?; wait $h; [ $r = 0 ] || exit $r; cat " + sum
        + " && rm -f " + fifo + ' ' + sum;
    const QByteArray command = firstChecks() + c.fresh() + " || exit $?; " + FileRecords::chooseFormat() + "; "
        + FileRecords::asChosen(records, tar);
    ExecChannel channel(m_session);
    SshFailure ssh;
    if (!startBatch(channel, command, &ssh))
        return TransferFailure::fromSsh(ssh);
    const std::optional<QByteArray> format = channel.readLine(&ssh);
    if (!format) {
        QByteArray out;
        const auto status = channel.finish(&out, &ssh);
        return !status || channel.errorOutput().isEmpty()
            ? TransferFailure::fromSsh(ssh)
            : TransferFailure::fromRemote(channel.errorOutput(), destination);
    }
    if (*format == "records")
        return receiveRecords(byRoot, destination, channel);
    if (m_twoStreams)
        m_ahead.skipped(); // the second stream's command
    Crypto::Sha256 sent;
    if (auto failure = pipeArchives(byRoot, destination, channel, &sent))
        return failure;
    report(tr("checking the small files"));
    channel.closeInput();
    QByteArray out;
    const auto status = channel.finish(&out, &ssh);
    if (!status)
        return TransferFailure::fromSsh(ssh);
    if (*status != 0)
        return TransferFailure::fromRemote(channel.errorOutput(), destination);
    if (out.trimmed() != sent.hex()) {
        discardBatch(destination);
        return batchMismatch();
    }
    report(tr("putting the small files in place"));
    return runShort(m_session, tagged(m_hooks.transferId, c.moveIntoPlace()), destination, nullptr, {}, m_hooks.stop);
}

std::optional<TransferFailure> Uploader::receiveRecords(const QMap<QString, QList<TransferEntry>> &byRoot,
                                                        const QString &destination, ExecChannel &channel)
{
    const BatchCommands c(destination, m_hooks.transferId);
    // The second stream's receiver writes into the same staging folder, which the first command
    // has made afresh by now (it said "records" after); the first puts the batch in place once
    // told that the second's stream checked out too.
    std::optional<ExecChannel> second;
    SshFailure ssh;
    if (m_twoStreams) {
        second.emplace(m_session);
        if (!startBatch(*second, FileRecords::receiver(c.stage, hashOfInput(), FileRecords::Part::Follows), &ssh)) {
            second.reset(); // one stream, then
            m_ahead.skipped();
        }
    }
    RecordStream streams[2];
    streams[0].channel = &channel;
    if (second)
        streams[1].channel = &*second;
    // Once every byte has left, the check and the move are not cut short by a pause: they take
    // what the instance needs to write what it has already got, and nothing is lost then.
    const auto untilEnded = [&](ExecChannel &ch) {
        ch.setStop(nullptr);
        ch.closeInput();
        return ch.finish(nullptr, &ssh);
    };
    if (auto failure = pipeRecords(byRoot, destination, std::span(streams, second ? 2 : 1))) {
        if (failure->kind != TransferFailure::Kind::Network && failure->kind != TransferFailure::Kind::NotReachable
            && failure->kind != TransferFailure::Kind::DiskFull) {
            // The receivers, their streams cut short, end first: the folder is not thrown away
            // while one of them still writes in it.
            for (ExecChannel *ch : {&channel, second ? &*second : nullptr}) {
                if (ch)
                    untilEnded(*ch);
            }
            discardBatch(destination);
        }
        return failure;
    }
    report(tr("checking the small files and putting them in place"));
    // Checked and put in place there: 3 says the hash differed (the batch thrown away).
    const auto outcome = [&](ExecChannel &ch, std::optional<int> status) -> std::optional<TransferFailure> {
        if (!status)
            return TransferFailure::fromSsh(ssh);
        if (*status == 3)
            return batchMismatch();
        if (*status != 0)
            return TransferFailure::fromRemote(ch.errorOutput(), destination);
        return std::nullopt;
    };
    // The second's outcome first: the first command waits for it (its own mismatch too) before it
    // puts the batch in place or throws it away, so that nothing still writes in the folder then.
    std::optional<TransferFailure> secondFailed;
    if (second)
        secondFailed = outcome(*second, untilEnded(*second));
    if (m_twoStreams) {
        SshFailure ignored;
        channel.write(secondFailed ? QByteArrayView("discard\n") : QByteArrayView("place\n"), &ignored);
    }
    const auto status = untilEnded(channel);
    if (status == 4 && secondFailed)
        return secondFailed;
    return outcome(channel, status);
}

std::optional<TransferFailure> Uploader::sendBatchReread(const QMap<QString, QList<TransferEntry>> &byRoot,
                                                         qint64 files, const QString &destination)
{
    const BatchCommands c(destination, m_hooks.transferId);
    const QString sumsName = u".gpudesk-sha256-"_s + m_hooks.transferId;
    // What the files hash to here, as `sha256sum -c` reads it, worked out on another thread while
    // tar sends them (both read them from the page cache); it travels at the end of the stream, so
    // extracting, checking and putting in place take one round trip to the instance.
    struct Sums
    {
        QByteArray lines;
        QString unreadable; ///< the file that could not be hashed, if one could not
    };
    std::atomic_bool abandon = false;
    auto sums = std::async(std::launch::async, [&] {
        Sums out;
        for (const QList<TransferEntry> &entries : byRoot) {
            for (const TransferEntry &e : entries) {
                if (e.kind != TransferEntry::Kind::File || abandon.load())
                    continue;
                const auto hash = hashOfFile(e.source);
                if (!hash) {
                    out.unreadable = e.source;
                    return out;
                }
                out.lines += checkLine(*hash, e.relative);
            }
        }
        return out;
    });
    // The thread ends before anything it reads goes (every return below).
    const auto joinHashing = qScopeGuard([&] {
        abandon = true;
        if (sums.valid()) // not yet taken
            sums.wait();
    });

    const QByteArray sumsFile = path(join(c.staging, sumsName));
    // (A command substitution is a subshell already: the cd stays inside it.)
    // The check runs on up to 8 of the instance's cores: the list split by lines (an escaped name
    // stays on its line; no empty pieces), one sha256sum -c per piece; xargs fails if any does.
    const QByteArray pieces = path(sumsName + u".piece-"_s) + '*';
    const QByteArray check = files == 0 ? QByteArray("true")
                                        : "cd " + c.stage
            + " && n=$(nproc 2>/dev/null || echo 1) && if [ \"$n\" -gt 8 ]; then n=8; fi && split -e -n l/$n "
            + path(sumsName) + ' ' + path(sumsName + u".piece-"_s) + " && r=0 && { printf '%s\\n' " + pieces
            + " | xargs -P \"$n\" -n 1 sha256sum --quiet --strict -c || r=1; } && rm -f " + pieces + " && [ $r = 0 ]";
    // Extract into the staging folder; check every file as read back from the disk; on a mismatch
    // nothing is put in place and the failures are named on stderr.
    const QByteArray command = firstChecks() + c.fresh() + " && " + c.extractFrom("-") + " && " + c.unlock()
        + "if out=$(" + check + "); then rm -f " + sumsFile + " && " + c.moveIntoPlace()
        + "; else printf '%s\\n' \"$out\" | sed -n 's/: FAILED.*//p' | head -n 3 | sed 's/^/" + kMismatch
        + " /' >&2; rm -rf " + c.stage + "; exit 9; fi";
    ExecChannel channel(m_session);
    SshFailure ssh;
    if (!startBatch(channel, command, &ssh))
        return TransferFailure::fromSsh(ssh);
    if (auto failure = pipeArchives(byRoot, destination, channel, nullptr))
        return failure;
    report(tr("checking the small files"));
    const Sums got = sums.get();
    if (!got.unreadable.isEmpty())
        return localFailure(got.unreadable, tr("it went away during the transfer"));
    // The checksums as one more archive.
    if (files > 0 && !channel.write(TarMember::archive(sumsName, got.lines), &ssh))
        return channel.errorOutput().isEmpty() ? TransferFailure::fromSsh(ssh)
                                               : TransferFailure::fromRemote(channel.errorOutput(), destination);
    report(tr("putting the small files in place"));
    channel.closeInput();
    const auto status = channel.finish(nullptr, &ssh);
    if (!status)
        return TransferFailure::fromSsh(ssh);
    if (*status != 0) {
        const QByteArray why = channel.errorOutput();
        if (why.contains(kMismatch)) {
            QStringList names;
            for (const QByteArray &line : why.split('\n')) {
                if (line.startsWith(kMismatch))
                    names << QString::fromUtf8(line.mid(kMismatch.size() + 1));
            }
            return TransferFailure::make(TransferFailure::Kind::ChecksumMismatch,
                                         tr("%1 arrived different from what was sent (SHA-256 mismatch); nothing of "
                                            "this batch was put in place. Run the transfer again.")
                                             .arg(names.join(u", "_s)));
        }
        return TransferFailure::fromRemote(why, destination);
    }
    return std::nullopt;
}

std::optional<TransferFailure> Uploader::sendLarge(const TransferEntry &entry, const QString &destination)
{
    const QString final = join(destination, entry.relative),
                  part = join(destination, m_partNames.value(entry.relative));
    const QString folder = final.section(u'/', 0, -2).isEmpty() ? u"/"_s : final.section(u'/', 0, -2);
    QFile file(entry.source);
    if (!file.open(QIODevice::ReadOnly))
        return localFailure(entry.source, file.errorString());
    report(entry.relative);
    // One command, in a conversation: it says what the part holds already (its size and the hash
    // of those bytes, or 0); it is told where to go on from; the bytes follow, and after them the
    // hash of the whole file (GNU head -c reads no further than its count from a pipe). The part is
    // checked against that hash and only then given its name, mode and time. The hash there is of
    // the bytes as they are written (writeAndPass hands them to the part and to the hasher: the disk
    // is not read again), the part's size checked after; with `reread`, of the part read back whole.
    const QByteArray p = path(part), size = QByteArray::number(entry.size);
    const QByteArray write = m_hooks.reread
        ? QByteArray("if [ \"$off\" = 0 ]; then head -c " + size + " > " + p + "; else head -c $((" + size
                     + " - off)) >> " + p + "; fi && got=$(" + hashOf(p) + ")")
        : QByteArray("if [ \"$off\" = 0 ]; then got=$(" + writeAndPass(p, size, false) + " | " + hashOfInput()
                     + "); else got=$({ head -c \"$off\" " + p + "; " + writeAndPass(p, "$((" + size + " - off))", true)
                     + "; } | " + hashOfInput() + "); fi");
    // What was written must also be all that is there (a write that failed, the disk full, leaves
    // the stream's hash right and the part short).
    const QByteArray whole = m_hooks.reread
        ? QByteArray()
        : "{ [ \"$(stat -c %s " + p + ")\" = " + size + " ] || exit " + QByteArray::number(kNotWhole) + "; } && ";
    const QByteArray command = firstChecks() + "mkdir -p " + path(folder) + " && if [ -f " + p
        + " ]; then s=$(stat -c %s " + p + "); echo \"$s $(head -c $s " + p + " | " + hashOfInput()
        + ")\"; else echo 0; fi && IFS= read -r off && " + write + " && IFS= read -r h && " + whole
        + "if [ \"$got\" = \"$h\" ]; then chmod " + QByteArray::number(entry.mode & 07777, 8) + ' ' + p
        + " && touch -m -d @" + QByteArray::number(entry.mtime) + ' ' + p + " && mv -f " + p + ' ' + path(final)
        + " && echo ok; else rm -f " + p + "; echo mismatch; fi";
    ExecChannel channel(m_session);
    channel.setStop(m_hooks.stop);
    SshFailure ssh;
    // Whatever ends the command early (the room, a folder it cannot make) is in its status.
    const auto ended = [&]() -> TransferFailure {
        const auto status = channel.finish(nullptr, &ssh);
        return status ? TransferFailure::fromRemote(channel.errorOutput(), final) : TransferFailure::fromSsh(ssh);
    };
    if (!channel.start(tagged(m_hooks.transferId, command), &ssh))
        return TransferFailure::fromSsh(ssh);
    m_ahead.started(m_session);
    const std::optional<QByteArray> there = channel.readLine(&ssh);
    if (!there)
        return m_hooks.stopped() ? pausedUpload() : ended();
    const QList<QByteArray> fields = there->trimmed().split(' ');
    const qint64 thereBytes = fields.value(0).toLongLong();

    // 1. The bytes there already, if they are this file's: hashed here too, and not sent again.
    Crypto::Sha256 hash;
    qint64 offset = 0;
    if (thereBytes > 0 && thereBytes <= entry.size) {
        QByteArray buffer(kSendChunk, Qt::Uninitialized);
        for (qint64 left = thereBytes; left > 0;) {
            const qint64 n = file.read(buffer.data(), std::min<qint64>(left, buffer.size()));
            if (n <= 0)
                return localFailure(entry.source, file.errorString());
            hash.add(QByteArrayView(buffer.constData(), n));
            left -= n;
        }
        if (hash.hex() == fields.value(1))
            offset = thereBytes;
        else
            hash = Crypto::Sha256(), file.seek(0);
    }
    // 2. The rest.
    const qint64 base = m_progress.bytesDone;
    m_progress.bytesDone = base + offset;
    const auto writeFailed = [&] {
        return channel.errorOutput().isEmpty() ? TransferFailure::fromSsh(ssh)
                                               : TransferFailure::fromRemote(channel.errorOutput(), final);
    };
    if (!channel.write(QByteArray(QByteArray::number(offset) + '\n'), &ssh))
        return writeFailed();
    QByteArray buffer(kSendChunk, Qt::Uninitialized);
    qint64 left = entry.size - offset;
    for (qint64 n; left > 0 && (n = file.read(buffer.data(), std::min<qint64>(left, buffer.size()))) > 0;) {
        if (m_hooks.stopped())
            return pausedUpload();
        const QByteArrayView piece(buffer.constData(), n);
        hash.add(piece);
        if (!channel.write(piece, &ssh))
            return writeFailed();
        m_sent += n;
        left -= n;
        m_progress.bytesDone += n;
        report(entry.relative);
    }
    if (file.error() != QFileDevice::NoError)
        return localFailure(entry.source, file.errorString());
    if (left > 0)
        return localFailure(entry.source, tr("it got shorter during the transfer"));
    // 3. The hash, and the answer.
    report(entry.relative);
    if (!channel.write(QByteArray(hash.hex() + '\n'), &ssh))
        return writeFailed();
    channel.closeInput();
    QByteArray out;
    const auto status = channel.finish(&out, &ssh);
    if (!status)
        return TransferFailure::fromSsh(ssh);
    if (*status != 0 && *status != kNotWhole)
        return TransferFailure::fromRemote(channel.errorOutput(), final);
    if (*status == kNotWhole) {
        // A write that failed says why (a full disk); otherwise the part is not what was sent.
        const TransferFailure why = TransferFailure::fromRemote(channel.errorOutput(), final);
        if (why.kind == TransferFailure::Kind::DiskFull)
            return why;
        return TransferFailure::make(TransferFailure::Kind::ChecksumMismatch,
                                     tr("%1 arrived with another size than was sent. Run the transfer again: it goes "
                                        "on from what is right there.")
                                         .arg(entry.relative));
    }
    if (out.trimmed() != "ok")
        return TransferFailure::make(TransferFailure::Kind::ChecksumMismatch,
                                     tr("%1 arrived different from what was sent (SHA-256 mismatch) and was removed "
                                        "there. Run the transfer again.")
                                         .arg(entry.relative));
    m_progress.bytesDone = base + entry.size;
    ++m_progress.filesDone;
    report(entry.relative);
    return std::nullopt;
}
