#include "core/transfer/downloader.h"

#include "common/crypto.h"
#include "core/ssh/execchannel.h"
#include "core/ssh/sshsession.h"
#include "core/transfer/filerecords.h"
#include "core/transfer/recordwriter.h"
#include "core/transfer/remotecommands.h"
#include "core/transfer/transfersteps.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QSet>

#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

#include <spdlog/spdlog.h>

#include <array>
#include <future>

using namespace Qt::StringLiterals;
using namespace RemoteCommands;
using TransferSteps::runShort;

namespace {

constexpr qsizetype kReceiveChunk = 1 << 20;

TransferFailure pausedDownload()
{
    return TransferFailure::make(TransferFailure::Kind::Cancelled,
                                 Downloader::tr("Paused: what arrived is kept, and the transfer resumes from there."));
}

constexpr QByteArrayView kStreamHash = "gpudesk-sha256 ";

/// `hashing` (a command that prints a SHA-256 on a line) with its line on stderr behind
/// kStreamHash, so that it can run beside a command whose stdout is the data.
QByteArray hashLineOnStderr(const QByteArray &hashing)
{
    return "{ " + hashing + "; } | sed 's/^/" + kStreamHash.toByteArray() + "/' >&2";
}

/// `producer` (a command writing to stdout) with the SHA-256 of what it wrote on stderr after it:
/// tee hands the bytes to the channel and, through a fifo, to the hasher. The status is the
/// producer's.
QByteArray hashedStream(const QByteArray &producer)
{
    return "f=$(mktemp -u) && mkfifo \"$f\" || exit $?; "
        + hashLineOnStderr("{ " + RemoteCommands::hashOfInput() + "; } < \"$f\"") + " & { " + producer
        + "; echo $? > \"$f.rc\"; } | tee \"$f\"; wait; s=$(cat \"$f.rc\" 2>/dev/null || echo 1); "
          "rm -f \"$f\" \"$f.rc\"; exit $s";
}

/// The bytes of the file `quoted` from `offset` on, and the SHA-256 of the same bytes on stderr,
/// read from the file by a hasher of its own beside the sender (two readers of the page cache; a
/// pipe through tee between them copies in small pieces and halved the rate).
QByteArray fileWithHash(const QByteArray &quoted, qint64 offset)
{
    const QByteArray from = RemoteCommands::readFrom(quoted, offset);
    const QByteArray hashing = offset == 0
        ? RemoteCommands::hashOf(quoted)
        : "tail -c +" + QByteArray::number(offset + 1) + ' ' + quoted + " | " + RemoteCommands::hashOfInput();
    return hashLineOnStderr(hashing) + " & " + from + "; s=$?; wait; exit $s";
}

/// The hash hashedStream put on stderr, or nothing.
QByteArray streamHash(const QByteArray &errors)
{
    const qsizetype at = errors.lastIndexOf(kStreamHash);
    return at < 0 ? QByteArray() : errors.mid(at + kStreamHash.size(), 64);
}

void setTimeAndMode(const QString &path, const TransferEntry &e)
{
    const QByteArray native = QFile::encodeName(path);
    ::chmod(native.constData(), mode_t(e.mode & 07777));
    const struct timeval times[2] = {{time_t(e.mtime), 0}, {time_t(e.mtime), 0}};
    ::utimes(native.constData(), times);
}

/// Merges the folder `from` into the existing folder `to`: folders merged, everything else
/// renamed over what is there.
bool mergeInto(const QString &from, const QString &to, QString *error)
{
    QDirIterator it(from, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    QStringList dirs;
    while (it.hasNext()) {
        const QString source = it.next();
        const QString target = to + source.mid(from.size());
        const QFileInfo info = it.fileInfo();
        if (info.isDir() && !info.isSymLink()) {
            if (!QDir().mkpath(target)) {
                *error = target;
                return false;
            }
            dirs.prepend(source);
            continue;
        }
        if (::rename(QFile::encodeName(source).constData(), QFile::encodeName(target).constData()) != 0) {
            *error = target + u": "_s + QString::fromLocal8Bit(strerror(errno));
            return false;
        }
    }
    // Folders last, deepest first: their modes and times as tar left them.
    for (const QString &source : std::as_const(dirs)) {
        struct stat st;
        if (::stat(QFile::encodeName(source).constData(), &st) == 0) {
            const QByteArray target = QFile::encodeName(to + source.mid(from.size()));
            ::chmod(target.constData(), st.st_mode & 07777);
            const struct timeval times[2] = {{st.st_atim.tv_sec, 0}, {st.st_mtim.tv_sec, 0}};
            ::utimes(target.constData(), times);
        }
    }
    return true;
}

/// Moves everything under `staging` into `destination` (folders merged, files replaced), then
/// removes the staging folder. What the destination does not have yet is renamed there whole (one
/// rename however many files it holds); only what it has is merged entry by entry.
/// `foldersWritable` where every folder in it is writable by you already (RecordWriter's are).
bool moveIntoPlace(const QString &staging, const QString &destination, bool foldersWritable, QString *error)
{
    // A read-only folder (tar -p keeps its mode) could neither give up its files nor take the large
    // ones: folders arrive writable by you, files keep their modes.
    for (QDirIterator dirs(staging, QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
         !foldersWritable && dirs.hasNext();) {
        const QByteArray native = QFile::encodeName(dirs.next());
        struct stat st;
        if (::lstat(native.constData(), &st) == 0 && S_ISDIR(st.st_mode))
            ::chmod(native.constData(), (st.st_mode & 07777) | S_IRWXU);
    }
    const QStringList top
        = QDir(staging).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    for (const QString &name : top) {
        const QString from = staging + u'/' + name, to = destination + u'/' + name;
        struct stat there, here;
        const bool exists = ::lstat(QFile::encodeName(to).constData(), &there) == 0;
        const bool bothFolders = exists && S_ISDIR(there.st_mode)
            && ::lstat(QFile::encodeName(from).constData(), &here) == 0 && S_ISDIR(here.st_mode);
        if (bothFolders) {
            if (!mergeInto(from, to, error))
                return false;
            continue;
        }
        if (::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) != 0) {
            *error = to + u": "_s + QString::fromLocal8Bit(strerror(errno));
            return false;
        }
    }
    QDir(staging).removeRecursively();
    return true;
}

} // namespace

Downloader::Downloader(SshSession &session, TransferHooks &hooks)
    : m_session(session)
    , m_hooks(hooks)
{ }

void Downloader::report(const QString &current)
{
    m_hooks.report(m_progress, current);
}

namespace {

/// Whether a listed path stays below the destination: relative, no `.` or `..` segment, no empty
/// one, and not under a link listed before it (writing "a/x" through a link "a" → /home/you would
/// land outside). What the instance sends is not trusted: a hostile image could list "../.bashrc".
bool staysInside(const QString &relative, const QStringList &links)
{
    if (relative.isEmpty() || relative.startsWith(u'/'))
        return false;
    for (const QStringView part : QStringView(relative).split(u'/')) {
        if (part.isEmpty() || part == u"."_s || part == u".."_s)
            return false;
    }
    for (const QString &link : links) {
        if (relative.startsWith(link) && relative.size() > link.size() && relative.at(link.size()) == u'/')
            return false;
    }
    return true;
}

} // namespace

QList<TransferEntry> Downloader::parseListing(const QByteArray &listing, const QString &parent)
{
    QList<TransferEntry> entries;
    QStringList links;
    const QList<QByteArray> fields = listing.split('\0');
    for (qsizetype i = 0; i + 2 < fields.size(); i += 3) {
        const QList<QByteArray> head = fields[i].trimmed().split(' ');
        if (head.size() < 4)
            continue;
        TransferEntry e;
        const char type = head[0].isEmpty() ? '?' : head[0][0];
        if (type == 'd')
            e.kind = TransferEntry::Kind::Directory;
        else if (type == 'l')
            e.kind = TransferEntry::Kind::Symlink;
        else if (type == 'f')
            e.kind = TransferEntry::Kind::File;
        else
            continue; // sockets, pipes, devices
        QByteArray relative = fields[i + 1];
        if (relative.startsWith("./"))
            relative.remove(0, 2);
        e.relative = QString::fromUtf8(relative);
        if (!staysInside(e.relative, links)) {
            spdlog::warn("download listing: '{}' would land outside the destination; skipped",
                         e.relative.toStdString());
            continue;
        }
        if (e.kind == TransferEntry::Kind::Symlink)
            links << e.relative;
        e.source = join(parent, e.relative);
        e.size = e.kind == TransferEntry::Kind::File ? head[1].toLongLong() : 0;
        e.mode = head[2].toUInt(nullptr, 8);
        e.mtime = head[3].split('.').value(0).toLongLong();
        e.linkTarget = QString::fromUtf8(fields[i + 2]);
        entries << e;
    }
    return entries;
}

std::optional<TransferPlan> Downloader::plan(const QStringList &sources, const QStringList &excludes,
                                             TransferFailure *failure)
{
    TransferPlan plan;
    for (QString source : sources) {
        while (source.size() > 1 && source.endsWith(u'/'))
            source.chop(1);
        // `~` and names starting with '-' are for the shell and find to misread: the source's parent
        // is resolved there (pwd -P), and the name given as ./NAME.
        const bool home = source == u"~"_s;
        const QString parentAsked = home ? u"~"_s : source.contains(u'/') ? source.section(u'/', 0, -2) : u"."_s;
        QByteArray out;
        const QByteArray command = "cd " + path(parentAsked.isEmpty() ? u"/"_s : parentAsked)
            + (home ? QByteArray(" && cd .. && pwd -P && find ./\"$(basename \"$HOME\")\"")
                    : " && pwd -P && find ./" + quote(source.section(u'/', -1)))
            + " -printf '%y %s %m %T@\\0%p\\0%l\\0'";
        // The shell for what follows (the next listing, the small files) starts up meanwhile.
        if (const auto f
            = runShort(m_session, tagged(m_hooks.transferId, command), source, &out, {}, m_hooks.stop, true)) {
            *failure = *f;
            return std::nullopt;
        }
        const qsizetype newline = out.indexOf('\n');
        const QString parent = QString::fromUtf8(out.left(newline));
        out = out.mid(newline + 1);
        QStringList excludedDirs;
        for (const TransferEntry &e : parseListing(out, parent)) {
            const bool under = std::any_of(excludedDirs.cbegin(), excludedDirs.cend(),
                                           [&](const QString &d) { return e.relative.startsWith(d + u'/'); });
            if (under) {
                plan.excludedBytes += e.size;
                continue;
            }
            if (TransferPlan::isExcluded(e.relative, excludes)) {
                ++plan.excludedCount;
                plan.excludedBytes += e.size;
                if (plan.excludedExamples.size() < 5)
                    plan.excludedExamples << e.relative;
                if (e.kind == TransferEntry::Kind::Directory)
                    excludedDirs << e.relative;
                continue;
            }
            plan.entries << e;
            if (e.kind == TransferEntry::Kind::File)
                ++plan.files, plan.bytes += e.size;
        }
    }
    return plan;
}

std::optional<TransferFailure> Downloader::run(const TransferPlan &plan, const QString &destination)
{
    m_plan = &plan;
    m_progress = TransferSteps::startingProgress(plan, m_hooks);
    QSet<QString> roots; // a small files' stream for each
    for (const TransferEntry &e : plan.batched())
        roots.insert(e.source.left(e.source.size() - e.relative.size()));
    m_ahead.plan(plan, m_hooks, int(roots.size()));
    if (!QDir().mkpath(destination))
        return TransferFailure::localFile(destination, tr("the folder cannot be made"));
    report({});
    if (const auto failure = TransferSteps::runItems(
            plan, m_hooks, pausedDownload(),
            [&](const QList<TransferEntry> &small) { return receiveBatch(small, destination); },
            [&](const TransferEntry &e) { return receiveLarge(e, destination); }))
        return failure;
    report({});
    return std::nullopt;
}

std::optional<TransferFailure> Downloader::receiveBatch(const QList<TransferEntry> &entries, const QString &destination)
{
    const QString staging = destination + u"/.gpudesk-staging-"_s + m_hooks.transferId;
    QDir(staging).removeRecursively();
    if (!QDir().mkpath(staging))
        return TransferFailure::localFile(staging, tr("the folder cannot be made"));
    const qint64 before = m_progress.bytesDone;
    QMap<QString, QList<TransferEntry>> byRoot;
    qint64 batchEnd = before;
    for (const TransferEntry &e : entries) {
        byRoot[e.source.left(e.source.size() - e.relative.size())] << e;
        batchEnd += e.size;
    }
    bool foldersWritable = true; // false once tar -x -p made them (it keeps a read-only folder's mode)
    for (auto it = byRoot.cbegin(); it != byRoot.cend(); ++it) {
        // Records where the instance has Perl; else a tar stream with its SHA-256 on stderr after it.
        const QByteArray tar = hashedStream("tar -c -f - --format=gnu --no-recursion -C " + path(it.key())
                                            + " --null --verbatim-files-from -T -");
        const QByteArray command = FileRecords::chooseFormat() + "; "
            + FileRecords::asChosen(FileRecords::sender(path(it.key()), hashOfInput()), tar);
        ExecChannel channel(m_session);
        SshFailure ssh;
        channel.setStop(m_hooks.stop);
        if (!channel.start(tagged(m_hooks.transferId, command), &ssh, ExecChannel::Input::Answers))
            return TransferFailure::fromSsh(ssh);
        m_ahead.started(m_session);
        if (!channel.write(TransferSteps::tarNames(it.value()), &ssh))
            return TransferFailure::fromSsh(ssh);
        channel.closeInput();
        const std::optional<QByteArray> format = channel.readLine(&ssh);
        if (!format) {
            const auto status = channel.ended() ? channel.finish(nullptr, &ssh) : std::nullopt;
            return status && *status != 0 ? TransferFailure::fromRemote(channel.errorOutput(), it.key())
                                          : TransferFailure::fromSsh(ssh);
        }
        const bool asRecords = *format == "records";
        QByteArray received; // the tar stream's SHA-256 as it came
        foldersWritable = foldersWritable && asRecords;
        std::optional<TransferFailure> failure = asRecords
            ? receiveRecords(channel, TransferSteps::foldersFirst(it.value()), staging, batchEnd)
            : receiveTar(channel, staging, batchEnd, &received);
        // The command's status, unless paused or the stream is left unread: where it stopped early,
        // why the instance stopped (a file gone there) says more than the stream cut short.
        if (!failure || (failure->kind != TransferFailure::Kind::Cancelled && channel.ended())) {
            const auto status = channel.finish(nullptr, &ssh);
            if (!status && !failure)
                failure = TransferFailure::fromSsh(ssh);
            else if (status && *status != 0)
                failure = TransferFailure::fromRemote(channel.errorOutput(), it.key());
            else if (!failure && !asRecords && streamHash(channel.errorOutput()) != received)
                failure = RecordWriter::mismatch();
        }
        if (failure) {
            QDir(staging).removeRecursively();
            return failure;
        }
    }
    QString error;
    if (!moveIntoPlace(staging, destination, foldersWritable, &error))
        return TransferFailure::localFile(error, tr("it could not be moved into place"));
    qint64 bytes = 0, count = 0;
    for (const TransferEntry &e : entries)
        bytes += e.size, count += e.kind == TransferEntry::Kind::File;
    m_progress.bytesDone = before + bytes;
    m_progress.filesDone += count;
    report({});
    return std::nullopt;
}

std::optional<TransferFailure> Downloader::receiveRecords(ExecChannel &channel, const QList<TransferEntry> &asked,
                                                          const QString &staging, qint64 batchEnd)
{
    RecordWriter writer(staging, asked);
    QByteArray buffer(kReceiveChunk, Qt::Uninitialized);
    SshFailure ssh;
    for (;;) {
        if (m_hooks.stopped())
            return pausedDownload();
        const qsizetype n = channel.read(buffer.data(), buffer.size(), &ssh);
        if (n < 0)
            return TransferFailure::fromSsh(ssh);
        if (n == 0)
            break;
        if (auto failure = writer.add(buffer.constData(), n))
            return failure;
        m_received += n;
        m_progress.bytesDone = std::min(m_progress.bytesDone + n, batchEnd); // the records' heads: not past the files
        report(tr("many small files"));
    }
    return writer.finish();
}

std::optional<TransferFailure> Downloader::receiveTar(ExecChannel &channel, const QString &staging, qint64 batchEnd,
                                                      QByteArray *streamHash)
{
    QProcess tar;
    tar.setProgram(u"tar"_s);
    // Folders come before what they hold (TransferSteps::tarNames): without the delay, GNU tar
    // gives a folder its time when the next name is outside it, before its files are made in it.
    tar.setArguments(
        {u"-x"_s, u"-p"_s, u"--no-same-owner"_s, u"--delay-directory-restore"_s, u"-f"_s, u"-"_s, u"-C"_s, staging});
    tar.start();
    if (!tar.waitForStarted())
        return TransferFailure::localFile(staging, tar.errorString());
    const auto killed = [&](TransferFailure failure) {
        tar.kill();
        tar.waitForFinished();
        return failure;
    };
    QByteArray buffer(kReceiveChunk, Qt::Uninitialized);
    Crypto::Sha256 received;
    SshFailure ssh;
    for (;;) {
        if (m_hooks.stopped())
            return killed(pausedDownload());
        const qsizetype n = channel.read(buffer.data(), buffer.size(), &ssh);
        if (n < 0)
            return killed(TransferFailure::fromSsh(ssh));
        if (n == 0)
            break;
        received.add(QByteArrayView(buffer.constData(), n));
        for (qsizetype written = 0; written < n;) {
            const qint64 w = tar.write(buffer.constData() + written, n - written);
            if (w < 0)
                return killed(TransferFailure::localFile(staging, tar.errorString()));
            written += w;
            while (tar.bytesToWrite() > 4 * kReceiveChunk) {
                // tar gone (the disk here full, say): stop instead of waiting on it for ever.
                if (!tar.waitForBytesWritten(1000) && tar.state() != QProcess::Running)
                    return TransferFailure::localFile(staging,
                                                      QString::fromLocal8Bit(tar.readAllStandardError()).trimmed());
                if (m_hooks.stopped())
                    return killed(pausedDownload());
            }
        }
        m_received += n;
        m_progress.bytesDone = std::min(m_progress.bytesDone + n, batchEnd); // tar's headers: never past the files
        report(tr("many small files"));
    }
    tar.closeWriteChannel();
    tar.waitForFinished(-1);
    *streamHash = received.hex();
    if (tar.exitStatus() != QProcess::NormalExit || tar.exitCode() != 0) {
        const QString why = QString::fromLocal8Bit(tar.readAllStandardError()).trimmed();
        return TransferFailure::make(TransferFailure::Kind::LocalFile,
                                     tr("The files could not be written into %1 (%2). Check the disk has room, "
                                        "then run the transfer again.")
                                         .arg(QFileInfo(staging).path(), why));
    }
    return std::nullopt;
}

std::optional<TransferFailure> Downloader::receiveLarge(const TransferEntry &entry, const QString &destination)
{
    const QString final = destination + u'/' + entry.relative,
                  part = destination + u'/' + TransferSteps::partName(*m_plan, entry.relative);
    if (!QDir().mkpath(QFileInfo(final).absolutePath()))
        return TransferFailure::localFile(final, tr("its folder cannot be made"));
    report(entry.relative);
    // What is here already, if it is the start of the instance's file.
    qint64 offset = QFileInfo(part).exists() ? QFileInfo(part).size() : 0;
    if (offset > entry.size)
        offset = 0;
    // The bytes already here count if they hash as the start of the instance's file does.
    Crypto::Sha256 hash;
    if (offset > 0) {
        QByteArray out;
        const QByteArray command
            = "head -c " + QByteArray::number(offset) + ' ' + path(entry.source) + " | " + hashOfInput();
        if (const auto failure
            = runShort(m_session, tagged(m_hooks.transferId, command), entry.source, &out, {}, m_hooks.stop))
            return failure;
        QFile here(part);
        QByteArray buffer(kReceiveChunk, Qt::Uninitialized);
        if (here.open(QIODevice::ReadOnly)) {
            for (qint64 left = offset, n;
                 left > 0 && (n = here.read(buffer.data(), std::min<qint64>(left, kReceiveChunk))) > 0; left -= n)
                hash.add(QByteArrayView(buffer.constData(), n));
        }
        if (hash.hex() != out.left(64))
            offset = 0;
    }
    QFile file(part);
    if (!file.open(offset > 0 ? QIODevice::Append : QIODevice::WriteOnly | QIODevice::Truncate))
        return TransferFailure::localFile(part, file.errorString());
    const qint64 base = m_progress.bytesDone;
    m_progress.bytesDone = base + offset;
    Crypto::Sha256 rest;
    QByteArray sentHash;
    {
        // The rest of the file, and its hash on the instance worked out meanwhile (on stderr).
        ExecChannel channel(m_session);
        SshFailure ssh;
        const QByteArray command = fileWithHash(path(entry.source), offset);
        if (!channel.start(tagged(m_hooks.transferId, command), &ssh))
            return TransferFailure::fromSsh(ssh);
        m_ahead.started(m_session);
        channel.closeInput();
        // Each piece is written and hashed on a thread of its own while the next one is read: on
        // one thread, decrypting, hashing and writing held a 1 GiB download to one core.
        std::array<QByteArray, 2> buffers{QByteArray(kReceiveChunk, Qt::Uninitialized),
                                          QByteArray(kReceiveChunk, Qt::Uninitialized)};
        std::future<bool> writing; // the last piece's; waited for before it is replaced or left
        const auto written = [&] { return !writing.valid() || writing.get(); };
        qint64 left = entry.size - offset;
        for (bool ended = false, first = true; left > 0 && !ended; first = !first) {
            if (m_hooks.stopped())
                return pausedDownload();
            QByteArray &buffer = buffers[first ? 0 : 1]; // not the one the last piece is written from
            qsizetype n = 0;
            for (const qsizetype want = qsizetype(std::min<qint64>(left, kReceiveChunk)); n < want && !ended;) {
                const qsizetype got = channel.read(buffer.data() + n, want - n, &ssh);
                if (got < 0)
                    return TransferFailure::fromSsh(ssh);
                ended = got == 0;
                n += got;
            }
            if (!written())
                return TransferFailure::localFile(part, file.errorString());
            writing = std::async(std::launch::async, [&file, &rest, data = buffer.constData(), n] {
                if (file.write(data, n) != n)
                    return false;
                rest.add(QByteArrayView(data, n));
                return true;
            });
            left -= n;
            m_received += n;
            m_progress.bytesDone += n;
            report(entry.relative);
        }
        if (!written())
            return TransferFailure::localFile(part, file.errorString());
        const auto status = channel.finish(nullptr, &ssh);
        if (!status)
            return TransferFailure::fromSsh(ssh);
        if (*status != 0 || left > 0)
            return TransferFailure::fromRemote(channel.errorOutput(), entry.source);
        sentHash = streamHash(channel.errorOutput());
    }
    if (!file.flush())
        return TransferFailure::localFile(part, file.errorString());
    file.close();
    // What was sent from the offset on against what was written here from it; the bytes before it
    // were compared with the instance's already.
    if (rest.hex() != sentHash) {
        QFile::remove(part);
        return TransferFailure::make(TransferFailure::Kind::ChecksumMismatch,
                                     tr("%1 arrived different from what the instance has (SHA-256 mismatch) and was "
                                        "removed here. Run the transfer again.")
                                         .arg(entry.relative));
    }
    setTimeAndMode(part, entry);
    if (::rename(QFile::encodeName(part).constData(), QFile::encodeName(final).constData()) != 0)
        return TransferFailure::localFile(final, QString::fromLocal8Bit(strerror(errno)));
    m_progress.bytesDone = base + entry.size;
    ++m_progress.filesDone;
    report(entry.relative);
    return std::nullopt;
}
