#include "core/ssh/privatefiles.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

bool PrivateFiles::makeDir(const QString &dir, QString *error)
{
    if (QFileInfo(dir).isDir())
        return true;
    const QString parent = QFileInfo(dir).absolutePath();
    if (parent != dir && !makeDir(parent, error))
        return false;
    if (::mkdir(QFile::encodeName(dir).constData(), 0700) != 0 && errno != EEXIST) {
        *error = u"Cannot create %1: %2"_s.arg(dir, QString::fromLocal8Bit(strerror(errno)));
        return false;
    }
    return true;
}

bool PrivateFiles::replace(const QString &path, const QByteArray &bytes, QFile::Permissions mode, QString *error)
{
    const QFileInfo info(path);
    const QString target = info.isSymLink() ? info.symLinkTarget() : path;
    const QFile::Permissions keep = QFileInfo::exists(target) ? QFile(target).permissions() : mode;
    if (!makeDir(QFileInfo(target).absolutePath(), error))
        return false;
    QSaveFile file(target);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.setPermissions(keep)
        || !file.commit()) {
        *error = u"Cannot write %1: %2"_s.arg(target, file.errorString());
        return false;
    }
    return true;
}

std::optional<QByteArray> PrivateFiles::read(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.exists())
        return QByteArray();
    if (!file.open(QIODevice::ReadOnly)) {
        *error = u"Cannot read %1: %2"_s.arg(path, file.errorString());
        return std::nullopt;
    }
    return file.readAll();
}

QString PrivateFiles::perInstance(const QString &dir, const QString &platform, const QString &instanceId,
                                  const QString &suffix)
{
    const QByteArray key = QCryptographicHash::hash(platform.toUtf8(), QCryptographicHash::Sha256).toHex().left(12);
    return dir + u'/' + QString::fromLatin1(key) + u'-' + QString(instanceId).replace(u'/', u'_') + suffix;
}
