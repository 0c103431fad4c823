#include "core/ssh/knownhosts.h"

#include "core/ssh/privatefiles.h"

#include <QFile>

using namespace Qt::StringLiterals;

KnownHosts::KnownHosts(QString path)
    : m_path(std::move(path))
{ }

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
            if (!keys.contains(alias)) // the first line that names it
                keys.insert(alias, words[1] + u' ' + words[2]);
        }
    }
    return keys;
}

std::optional<QString> KnownHosts::keyFor(const QString &alias) const
{
    const QHash<QString, QString> keys = all();
    const auto it = keys.constFind(alias);
    return it == keys.cend() ? std::nullopt : std::optional(*it);
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
