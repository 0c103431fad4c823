#include "core/transfer/recordwriter.h"

#include <QDir>
#include <QFile>
#include <QtEndian>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype kHead = 25;
/// Longer names and link targets than Linux takes: a stream that says so is not gpudesk's sender.
constexpr quint32 kLongestName = 4096;

char typeOf(TransferEntry::Kind kind)
{
    return kind == TransferEntry::Kind::Directory ? 'd' : kind == TransferEntry::Kind::Symlink ? 'l' : 'f';
}

quint32 number(const QByteArray &head, int index)
{
    return qFromBigEndian<quint32>(head.constData() + 1 + 4 * index);
}

QString errnoText()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

TransferFailure notAsked(const QString &what)
{
    return TransferFailure::make(TransferFailure::Kind::RemoteFile,
                                 RecordWriter::tr("The instance sent something other than the files asked for (%1); "
                                                  "nothing of this batch was put in place. Run the transfer again.")
                                     .arg(what));
}

} // namespace

RecordWriter::RecordWriter(const QString &folder, QList<TransferEntry> asked)
    : m_folder(folder)
    , m_dir(::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC))
    , m_asked(std::move(asked))
{
    m_pending.reserve(kHead);
}

RecordWriter::~RecordWriter()
{
    if (m_file >= 0)
        ::close(m_file);
    if (m_dir >= 0)
        ::close(m_dir);
}

TransferFailure RecordWriter::notWritten(const QString &why) const
{
    return TransferFailure::localFile(m_folder + u'/' + QFile::decodeName(m_name), why);
}

std::optional<TransferFailure> RecordWriter::add(const char *data, qsizetype size)
{
    if (m_dir < 0)
        return TransferFailure::localFile(m_folder, errnoText());
    while (size > 0) {
        qsizetype take = 0;
        switch (m_part) {
        case Part::Head:
        case Part::Name: {
            const qsizetype want = m_part == Part::Head ? kHead : qsizetype(m_nameLength);
            take = std::min(size, want - m_pending.size());
            m_pending.append(data, take);
            m_hash.add(QByteArrayView(data, take));
            if (m_pending.size() < want)
                break;
            if (m_part == Part::Name) {
                m_name = std::exchange(m_pending, {});
                m_part = Part::Body;
                auto failure = startEntry();
                if (!failure && m_left == 0)
                    failure = endEntry();
                if (failure)
                    return failure;
                break;
            }
            m_type = m_pending.at(0);
            m_nameLength = number(m_pending, 0);
            m_mode = number(m_pending, 1) & 07777;
            m_mtime = qint64((quint64(number(m_pending, 2)) << 32) | number(m_pending, 3));
            m_left = (quint64(number(m_pending, 4)) << 32) | number(m_pending, 5);
            m_pending.clear();
            if (m_type == 'e') {
                if (m_nameLength != 0 || m_left != 64)
                    return notAsked(tr("a broken end"));
                m_part = Part::Body;
            } else if (m_nameLength == 0 || m_nameLength > kLongestName) {
                return notAsked(tr("a name %1 bytes long").arg(m_nameLength));
            } else {
                m_part = Part::Name;
            }
            break;
        }
        case Part::Body:
            take = qsizetype(std::min<quint64>(quint64(size), m_left));
            if (m_type == 'f') {
                m_hash.add(QByteArrayView(data, take));
                if (auto failure = writeBody(data, take))
                    return failure;
            } else {
                if (m_type != 'e')
                    m_hash.add(QByteArrayView(data, take));
                m_pending.append(data, take);
            }
            m_left -= quint64(take);
            if (m_left == 0) {
                if (m_type == 'e') {
                    m_sentHash = std::exchange(m_pending, {});
                    m_part = Part::Done;
                } else if (auto failure = endEntry()) {
                    return failure;
                }
            }
            break;
        case Part::Done:
            return notAsked(tr("more after the end"));
        }
        data += take;
        size -= take;
    }
    return std::nullopt;
}

std::optional<TransferFailure> RecordWriter::startEntry()
{
    if (m_next >= m_asked.size())
        return notAsked(QFile::decodeName(m_name));
    const TransferEntry &asked = m_asked.at(m_next);
    if (m_name != QFile::encodeName(asked.relative))
        return notAsked(QFile::decodeName(m_name));
    if (m_type != typeOf(asked.kind))
        return TransferFailure::make(
            TransferFailure::Kind::RemoteFile,
            tr("%1 changed on the instance while it was being sent. Run the transfer again.").arg(asked.relative));
    if (m_type == 'd' ? m_left != 0 : m_type == 'l' && m_left > kLongestName)
        return notAsked(asked.relative);
    const auto made = [&] {
        if (m_type == 'd') {
            if (::mkdirat(m_dir, m_name.constData(), 0700) == 0)
                return true;
            struct stat st;
            // Made already as the folder of a file that came first.
            return errno == EEXIST && ::fstatat(m_dir, m_name.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0
                && S_ISDIR(st.st_mode);
        }
        if (m_type == 'f') {
            m_file = ::openat(m_dir, m_name.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
            return m_file >= 0;
        }
        return true; // a link is made when its target has come
    };
    if (made())
        return std::nullopt;
    // A file whose folder was not asked for (one file downloaded alone has none): make the folders.
    const qsizetype slash = m_name.lastIndexOf('/');
    if (errno == ENOENT && slash > 0 && QDir().mkpath(m_folder + u'/' + QFile::decodeName(m_name.left(slash)))
        && made())
        return std::nullopt;
    return notWritten(errnoText());
}

std::optional<TransferFailure> RecordWriter::writeBody(const char *data, qsizetype size)
{
    while (size > 0) {
        const ssize_t n = ::write(m_file, data, size_t(size));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return notWritten(errnoText());
        data += n;
        size -= n;
    }
    return std::nullopt;
}

std::optional<TransferFailure> RecordWriter::endEntry()
{
    ++m_next;
    m_part = Part::Head;
    const struct timespec times[2] = {{time_t(m_mtime), 0}, {time_t(m_mtime), 0}};
    if (m_type == 'd') {
        m_folders.append({m_name, m_mode, m_mtime});
        return std::nullopt;
    }
    if (m_type == 'l') {
        const QByteArray target = std::exchange(m_pending, {});
        if (::symlinkat(target.constData(), m_dir, m_name.constData()) != 0)
            return notWritten(errnoText());
        ::utimensat(m_dir, m_name.constData(), times, AT_SYMLINK_NOFOLLOW);
        return std::nullopt;
    }
    // Mode and times once every byte is in: a read-only file still takes its bytes through the
    // descriptor, and a write after futimens would move the time.
    const bool ok = ::fchmod(m_file, mode_t(m_mode)) == 0 && ::futimens(m_file, times) == 0;
    const int why = errno;
    const bool closed = ::close(m_file) == 0; // where NFS says the disk is full
    m_file = -1;
    if (!ok || !closed) {
        errno = ok ? errno : why;
        return notWritten(errnoText());
    }
    return std::nullopt;
}

std::optional<TransferFailure> RecordWriter::finish()
{
    if (m_part != Part::Done || m_next < m_asked.size())
        return TransferFailure::make(TransferFailure::Kind::Network,
                                     tr("The small files stopped coming before the last of them. Run the transfer "
                                        "again."));
    if (m_sentHash != m_hash.hex())
        return mismatch();
    // Deepest first: a folder's time is set after what goes in it; writable by you, as the staging
    // folder's contents must be moved out of it.
    for (auto it = m_folders.crbegin(); it != m_folders.crend(); ++it) {
        const struct timespec times[2] = {{time_t(it->mtime), 0}, {time_t(it->mtime), 0}};
        ::fchmodat(m_dir, it->name.constData(), mode_t(it->mode | S_IRWXU), 0);
        ::utimensat(m_dir, it->name.constData(), times, 0);
    }
    return std::nullopt;
}

TransferFailure RecordWriter::mismatch()
{
    return TransferFailure::make(TransferFailure::Kind::ChecksumMismatch,
                                 tr("The small files arrived different from what the instance sent (SHA-256 "
                                    "mismatch); nothing of this batch was put in place. Run the transfer again."));
}
