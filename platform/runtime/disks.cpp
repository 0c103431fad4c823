#include "platform/runtime/disks.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <filesystem>

using namespace Qt::StringLiterals;

Disks::Disks(QString dataDir)
    // Without a data directory there is nowhere to put disks: every path is empty and creating
    // one fails, rather than landing in the working directory or at the filesystem's root.
    : m_root(dataDir.isEmpty() ? QString() : QDir(dataDir).absolutePath())
    , m_canonicalRoot(dataDir.isEmpty() ? QString() : QDir(dataDir).canonicalPath())
{ }

QString Disks::under(const QString &relative) const
{
    return m_root.isEmpty() ? QString() : m_root + relative;
}

QString Disks::homePath(qint64 instanceId) const
{
    return under(u"/instances/"_s + QString::number(instanceId) + u"/home"_s);
}

QString Disks::instanceDataPath(qint64 instanceId) const
{
    return under(u"/instances/"_s + QString::number(instanceId) + u"/data"_s);
}

QString Disks::volumePath(qint64 volumeId) const
{
    return under(u"/volumes/"_s + QString::number(volumeId));
}

QString Disks::imagePath(qint64 imageId) const
{
    return under(u"/images/"_s + QString::number(imageId));
}

bool Disks::create(const QString &path, QString *error)
{
    if (path.isEmpty()) {
        if (error)
            *error = u"the sandbox has no data directory for disks"_s;
        return false;
    }
    if (QDir().mkpath(path))
        return true;
    if (error)
        *error = u"cannot create "_s + path;
    return false;
}

bool Disks::remove(const QString &path) const
{
    if (path.isEmpty() || m_root.isEmpty())
        return false;
    const QString absolute = QDir(path).absolutePath();
    // A guard against a bad id or path ever reaching outside --data.
    if (!absolute.startsWith(m_root + u'/') || absolute.contains(u"/../"_s))
        return false;
    const QFileInfo info(absolute);
    if (info.isSymLink())
        return QFile::remove(absolute); // the link only: never what it points to
    if (!info.exists())
        return true;
    // Resolved, it must still be inside --data (a directory above it may have been replaced by a
    // link by someone logged in to an instance).
    const QString canonical = info.canonicalFilePath();
    if (m_canonicalRoot.isEmpty() || !canonical.startsWith(m_canonicalRoot + u'/'))
        return false;
    return QDir(canonical).removeRecursively();
}

bool Disks::copyTree(const QString &from, const QString &to, QString *error)
{
    if (from.isEmpty() || QFileInfo(from).isSymLink()) {
        if (error)
            *error = u"the system disk is not a directory"_s;
        return false;
    }
    if (!create(to, error))
        return false;
    QDirIterator it(from, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    const QDir source(from);
    while (it.hasNext()) {
        it.next();
        const QFileInfo info = it.fileInfo();
        const QString target = to + u'/' + source.relativeFilePath(info.filePath());
        bool ok = true;
        if (info.isSymLink()) { // as written (relative links stay relative), never resolved
            std::error_code failed;
            const auto written = std::filesystem::read_symlink(info.filePath().toStdString(), failed);
            if (!failed)
                std::filesystem::create_symlink(written, target.toStdString(), failed);
            ok = !failed;
        } else if (info.isDir()) {
            ok = QDir().mkpath(target);
        } else {
            ok = QFile::copy(info.filePath(), target);
        }
        if (!ok) {
            if (error)
                *error = u"cannot copy "_s + info.filePath();
            return false;
        }
    }
    return true;
}

qint64 Disks::usedBytes(const QString &path)
{
    qint64 total = 0;
    if (path.isEmpty())
        return total;
    QDirIterator it(path, QDir::Files | QDir::Hidden | QDir::System | QDir::NoSymLinks, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        total += it.fileInfo().size();
    }
    return total;
}
