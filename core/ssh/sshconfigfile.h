#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

struct Instance;

/// One instance's `Host` block in gpudesk's ssh config.
struct SshHostEntry
{
    QString platform; ///< the platform's base URL: entries of several platforms live side by side
    QString instanceId;
    QString name; ///< the display name, for the comment above the block
    QString alias; ///< gpu-<slug>, or gpu-<slug>-2 where another platform's instance has that
    QString host; ///< empty: no address known yet (it has not run)
    int port = 0;
    QString user;
    QString identityFile; ///< empty: ssh's own defaults and agent
    /// user@host:port of the host it is reached through (a cluster's login node); empty: none.
    QString proxyJump = QString();
    bool operator==(const SshHostEntry &) const = default;
};

/// gpudesk's own ssh config (`<ssh dir>/gpudesk/config`, 0600), and the one `Include` line at the
/// very top of the user's `<ssh dir>/config` that brings it in. At the top so that a `Host *` block
/// of the user's cannot override an instance's User or Port (ssh keeps the first value it reads).
/// Everything else in the user's file stays byte for byte, and removal restores it exactly.
class SshConfigFile
{
public:
    explicit SshConfigFile(QString sshDir);

    QString path() const; ///< <ssh dir>/gpudesk/config
    QString knownHostsPath() const; ///< <ssh dir>/gpudesk/known_hosts
    QString userConfigPath() const; ///< <ssh dir>/config
    QString backupPath() const; ///< <ssh dir>/config.gpudesk-backup: the user's file before the Include

    /// The entries the file holds now (none when it is missing).
    QList<SshHostEntry> read() const;
    /// The file's entries with `platform`'s replaced by its `instances` now (released ones dropped):
    /// an instance keeps its alias, and its last known address while it has none (stopped).
    QList<SshHostEntry> merged(const QString &platform, const QList<Instance> &instances,
                               const QString &identityFile) const;
    /// The same from entries read already (a sync reads the file once).
    static QList<SshHostEntry> merged(const QList<SshHostEntry> &before, const QString &platform,
                                      const QList<Instance> &instances, const QString &identityFile);
    /// The file's text for `entries`.
    QByteArray render(const QList<SshHostEntry> &entries) const;
    /// Writes `entries` by an atomic rename when the text changed; *changed says whether it did.
    bool write(const QList<SshHostEntry> &entries, bool *changed, QString *error) const;

    /// The comment and the Include line, as they are put at the top of the user's file.
    QByteArray includeBlock() const;
    bool hasInclude() const;
    /// Puts includeBlock() at the top of the user's file (kept as backupPath() first; created 0600
    /// when missing). A symlinked config is written through its link.
    bool addInclude(QString *error) const;
    /// Takes gpudesk out: the Include block leaves the user's file (which becomes what it was
    /// before; a file gpudesk created is deleted), and gpudesk's config, known hosts and backup go.
    bool removeAll(QString *error) const;

private:
    QString m_sshDir;
};
