#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

/// One folder on the instance as the download dialog's browser shows it: each entry with its size
/// (a folder's is what it holds, as du counts it).
namespace RemoteListing {

struct Entry
{
    QString name;
    bool folder = false;
    qint64 bytes = 0;
    bool operator==(const Entry &) const = default;
};

/// What to run on the instance to list `folder` (a path, `~` for the home folder).
QByteArray command(const QString &folder);
/// Folders first, then files, each by name.
QList<Entry> parse(const QByteArray &output);

} // namespace RemoteListing
