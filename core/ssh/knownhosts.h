#pragma once

#include <QHash>
#include <QString>

#include <optional>

/// gpudesk's known_hosts (`<ssh dir>/gpudesk/known_hosts`), keyed by each instance's HostKeyAlias
/// (`gpu-<slug> ssh-ed25519 AAAA…`), so that the OpenSSH client, which the config points at it,
/// and gpudesk's own connections check the same pinned key. libssh 0.10 cannot look keys up by
/// alias (it asks for `[host]:port`), so gpudesk reads and writes the lines itself.
class KnownHosts
{
public:
    explicit KnownHosts(QString path);

    /// The key pinned for `alias` as "TYPE BASE64"; nullopt when none is.
    std::optional<QString> keyFor(const QString &alias) const;
    /// Every alias's key (the first line that names it), from one reading of the file.
    QHash<QString, QString> all() const;
    /// Pins `key` ("TYPE BASE64") for `alias`, replacing what was pinned (0600, atomic rename).
    bool pin(const QString &alias, const QString &key, QString *error) const;
    /// Forgets `alias` (its instance was released).
    bool forget(const QString &alias, QString *error) const;

private:
    bool rewrite(const QString &alias, const QString &key, QString *error) const;
    QString m_path;
};
