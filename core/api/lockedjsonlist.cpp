#include "core/api/lockedjsonlist.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace {

ApiError listFileError(const QString &why)
{
    return ApiError::refused(0, u"internal"_s, why);
}

} // namespace

LockedJsonList::LockedJsonList(QString path, QString key, QString damagedAdvice)
    : m_path(std::move(path))
    , m_key(std::move(key))
    , m_damagedAdvice(std::move(damagedAdvice))
{ }

ApiResult<QJsonArray> LockedJsonList::read() const
{
    QFile file(m_path);
    if (!file.exists())
        return QJsonArray{};
    if (!file.open(QIODevice::ReadOnly))
        return listFileError(u"%1 cannot be read: %2"_s.arg(m_path, file.errorString()));
    QJsonParseError parsed;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parsed);
    if (parsed.error != QJsonParseError::NoError || !doc.object().value(m_key).isArray())
        return listFileError(u"%1 is damaged (%2); %3"_s.arg(m_path, parsed.errorString(), m_damagedAdvice));
    return doc.object().value(m_key).toArray();
}

ApiResult<Nothing> LockedJsonList::change(const std::function<ApiResult<QJsonArray>(QJsonArray)> &change)
{
    if (!QDir().mkpath(QFileInfo(m_path).absolutePath()))
        return listFileError(u"%1 cannot be made"_s.arg(QFileInfo(m_path).absolutePath()));
    QLockFile lock(m_path + u".lock"_s); // held while the change is read, made and written
    if (!lock.tryLock(10000))
        return listFileError(u"%1 is locked by another gpudesk"_s.arg(m_path));
    const auto now = read();
    if (!now.ok())
        return now.error();
    const auto changed = change(now.value());
    if (!changed.ok())
        return changed.error();
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly))
        return listFileError(u"%1 cannot be written: %2"_s.arg(m_path, file.errorString()));
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(QJsonDocument(QJsonObject{{m_key, changed.value()}}).toJson());
    if (!file.commit())
        return listFileError(u"%1 cannot be written: %2"_s.arg(m_path, file.errorString()));
    return Nothing{};
}
