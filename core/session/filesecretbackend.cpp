#include "core/session/filesecretbackend.h"

#include "common/xdgpaths.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QTimer>

#include <spdlog/spdlog.h>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

/// Answers from the event loop, as the keychain does, so callers see one behaviour.
void later(QObject *context, std::function<void()> answer)
{
    QTimer::singleShot(0, context, std::move(answer));
}

QString systemError(const QString &what, const QString &path)
{
    return u"%1 %2: %3"_s.arg(what, path, QString::fromLocal8Bit(std::strerror(errno)));
}

} // namespace

FileSecretBackend::FileSecretBackend(QString path)
    : m_path(std::move(path))
{ }

QString FileSecretBackend::defaultPath()
{
    return XdgPaths::configDir() + u"/secrets.json"_s;
}

void FileSecretBackend::read(const QString &key, QObject *context, ReadDone done)
{
    QString error;
    const QJsonObject all = load(&error);
    std::optional<QString> value;
    if (all.contains(key))
        value = all.value(key).toString();
    later(context, [done = std::move(done), value, error] { done(value, error); });
}

void FileSecretBackend::write(const QString &key, const QString &value, QObject *context, Done done)
{
    const QString error = store(key, value);
    later(context, [done = std::move(done), error] { done(error); });
}

void FileSecretBackend::remove(const QString &key, QObject *context, Done done)
{
    const QString error = store(key, std::nullopt);
    later(context, [done = std::move(done), error] { done(error); });
}

QJsonObject FileSecretBackend::load(QString *problem) const
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (file.exists())
            *problem = u"cannot read %1: %2"_s.arg(m_path, file.errorString());
        return {};
    }
    const QByteArray bytes = file.readAll();
    file.close();
    const QJsonDocument document = QJsonDocument::fromJson(bytes);
    if (document.isObject())
        return document.object();
    if (bytes.trimmed().isEmpty())
        return {};
    const QString aside = m_path + u".damaged-"_s + QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd'T'HHmmss'Z'"_s);
    if (::rename(QFile::encodeName(m_path).constData(), QFile::encodeName(aside).constData()) != 0) {
        *problem = systemError(u"cannot set aside the damaged"_s, m_path);
        return {};
    }
    *problem = u"%1 was damaged (not the JSON gpudesk writes); it is kept as %2"_s.arg(m_path, aside);
    spdlog::warn("{}", problem->toStdString());
    return {};
}

QString FileSecretBackend::store(const QString &key, const std::optional<QString> &value)
{
    // A damaged file is set aside before a new one takes its place: never written over.
    QString problem;
    QJsonObject all = load(&problem);
    if (!problem.isEmpty() && QFileInfo::exists(m_path))
        return problem; // unreadable, and still there: nothing is written over it
    if (!value && !all.contains(key))
        return {};
    if (value)
        all.insert(key, *value);
    else
        all.remove(key);

    const QString dir = QFileInfo(m_path).absolutePath();
    if (!QFileInfo::exists(dir) && ::mkdir(QFile::encodeName(dir).constData(), 0700) != 0 && !QDir().mkpath(dir))
        return systemError(u"cannot create"_s, dir);
    // A new file created 0600 from the start (never chmod-ed after: there is no moment when
    // another user could open it), then renamed over the old one.
    const QString temporary = m_path + u".new"_s;
    const QByteArray tmp = QFile::encodeName(temporary);
    ::unlink(tmp.constData());
    const int fd = ::open(tmp.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0)
        return systemError(u"cannot create"_s, temporary);
    const QByteArray content = QJsonDocument(all).toJson();
    const bool written = ::write(fd, content.constData(), size_t(content.size())) == content.size() && ::fsync(fd) == 0;
    ::close(fd);
    if (!written || ::rename(tmp.constData(), QFile::encodeName(m_path).constData()) != 0) {
        const QString error = systemError(u"cannot write"_s, m_path);
        ::unlink(tmp.constData());
        return error;
    }
    return {};
}
