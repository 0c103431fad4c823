#pragma once

#include "core/api/apiresult.h"
#include "core/api/platformfacet.h"

#include <QJsonArray>
#include <QString>

#include <functional>

/// A list kept in a JSON file on this computer (`{"KEY": [...]}`) for a platform that keeps it
/// nowhere itself (the SSH keys of LocalKeyRing, the detached disks of DetachedDiskShelf), shared by
/// the console, its poller and gpudeskctl: read whole, changed under a lock file, written whole and
/// readable by its owner only, and never written over when it cannot be read (it may hold what the
/// user still needs).
class LockedJsonList
{
public:
    /// `damagedAdvice` ends the error said of a file that cannot be read ("move it aside …").
    LockedJsonList(QString path, QString key, QString damagedAdvice);

    const QString &path() const { return m_path; }
    /// The list; empty where the file is not there yet.
    ApiResult<QJsonArray> read() const;
    /// `change` applied under the lock to the list as it is now, and the list it answers written; a
    /// refusal it answers leaves the file as it was.
    ApiResult<Nothing> change(const std::function<ApiResult<QJsonArray>(QJsonArray)> &change);

private:
    QString m_path;
    QString m_key;
    QString m_damagedAdvice;
};
