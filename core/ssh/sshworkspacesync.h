#pragma once

#include "core/ssh/sshconfigfile.h"

#include <QList>
#include <QString>
#include <QStringList>

struct Instance;

/// Brings gpudesk's SSH files up to date with one platform's instances: the config (new, moved,
/// released hosts) and the pinned host key of every running instance, checked against the
/// platform's fingerprint, so that the first `ssh gpu-<slug>` from a terminal asks nothing and
/// verifies everything. Connects to instances: call it on a worker thread or from the CLI.
class SshWorkspaceSync
{
public:
    struct Result
    {
        QList<SshHostEntry> entries; ///< this platform's hosts as written
        bool configChanged = false;
        QStringList pinned; ///< aliases whose host key is pinned now (checked this time)
        QStringList problems; ///< one sentence per instance that could not be checked
        QString error; ///< the files could not be written (nothing else is said then)
    };

    explicit SshWorkspaceSync(QString sshDir);

    /// `instances`: the platform's list now; `identityFile`: the key the Host blocks name.
    Result run(const QString &platform, const QList<Instance> &instances, const QString &identityFile) const;
    const SshConfigFile &files() const { return m_files; }

private:
    SshConfigFile m_files;
};
