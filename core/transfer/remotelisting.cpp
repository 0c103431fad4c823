#include "core/transfer/remotelisting.h"

#include "core/transfer/remotecommands.h"

#include <QMap>
#include <QSet>

namespace RemoteListing {

QByteArray command(const QString &folder)
{
    // The folders by name, a separator, then du's apparent size of every entry one level down
    // (NUL-ended, so any name survives).
    return "cd " + RemoteCommands::path(folder)
        + " && find . -mindepth 1 -maxdepth 1 -type d -printf '%P\\0' && printf '\\0--\\0' && du -0 -a -d 1 -B1 "
          "--apparent-size . 2>/dev/null; true";
}

QList<Entry> parse(const QByteArray &output)
{
    const qsizetype split = output.indexOf(QByteArray("\0--\0", 4));
    if (split < 0)
        return {};
    QSet<QString> folders;
    for (const QByteArray &name : output.left(split).split('\0')) {
        if (!name.isEmpty())
            folders.insert(QString::fromUtf8(name));
    }
    QMap<QString, Entry> dirs, files;
    for (const QByteArray &line : output.mid(split + 4).split('\0')) {
        const qsizetype tab = line.indexOf('\t');
        if (tab < 0)
            continue;
        QByteArray path = line.mid(tab + 1);
        if (!path.startsWith("./"))
            continue; // "." itself: the total
        const QString name = QString::fromUtf8(path.mid(2));
        if (name.isEmpty() || name.contains(u'/'))
            continue; // not an entry of this folder, whatever the instance says
        Entry e{name, folders.contains(name), line.left(tab).toLongLong()};
        (e.folder ? dirs : files).insert(name, e);
    }
    return dirs.values() + files.values();
}

} // namespace RemoteListing
