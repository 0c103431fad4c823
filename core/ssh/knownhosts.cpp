#include "core/ssh/knownhosts.h"

#include "core/ssh/privatefiles.h"

#include <QFile>

using namespace Qt::StringLiterals;

KnownHosts::KnownHosts(QString path)
    : m_path(std::move(path))
{ }

std::optional<QString> KnownHosts::keyFor(const QString &alias) const
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.startsWith(u'#'))
            continue;
        const QStringList words = line.split(u' ', Qt::SkipEmptyParts);
        if (words.size() >= 3 && words[0].split(u',').contains(alias))
            return words[1] + u' ' + words[2];
    }
    return std::nullopt;
}

QHash<QString, QString> KnownHosts::all() const
{
    QHash<QString, QString> keys;
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return keys;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.startsWith(u'#'))
            continue;
        const QStringList words = line.split(u' ', Qt::SkipEmptyParts);
        if (words.size() < 3)
            continue;
        for (const QString &alias : words[0].split(u',')) {
            if (!keys.contains(alias)) // the first, as keyFor() finds it
                keys.insert(alias, words[1] + u' ' + words[2]);
        }
    }
    return keys;
}

bool KnownHosts::pin(const QString &alias, const QString &key, QString *error) const
{
    return rewrite(alias, key, error);
}

bool KnownHosts::forget(const QString &alias, QString *error) const
{
    return rewrite(alias, {}, error);
}

bool KnownHosts::rewrite(const QString &alias, const QString &key, QString *error) const
{
    QByteArray kept;
    QFile current(m_path);
    if (current.open(QIODevice::ReadOnly)) {
        while (!current.atEnd()) {
            const QByteArray line = current.readLine();
            const QList<QByteArray> words = line.trimmed().split(' ');
            if (!line.startsWith('#') && words.value(0).split(',').contains(alias.toUtf8()))
                continue;
            kept += line.endsWith('\n') ? line : line + '\n';
        }
        current.close();
    }
    if (!key.isEmpty())
        kept += alias.toUtf8() + ' ' + key.toUtf8() + '\n';
    return PrivateFiles::replace(m_path, kept, PrivateFiles::kOwnerOnly, error);
}
