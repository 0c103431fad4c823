#pragma once

#include "core/ssh/sshconfigfile.h"
#include "core/ssh/sshtarget.h"

#include <QHash>
#include <QList>
#include <QSet>
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
        QSet<QString> pinned; ///< aliases whose host key is pinned now (checked now or at this boot)
        /// The running instances' aliases whose pinned key was checked at the boot and address they
        /// have now (alias → what checkedAt() said): given to the next run, not connected to again.
        QHash<QString, QString> checked;
        QStringList problems; ///< one sentence per instance that could not be checked
        /// Running instances whose host key nothing vouches for yet (the platform gives no
        /// fingerprint): instance id → the key offered, for the user to confirm.
        QHash<QString, QString> unconfirmed;
        QString error; ///< the files could not be written (nothing else is said then)
    };

    /// Whose host keys run() checks and pins (each is a connection).
    enum class Pinning { EveryRunning, OneInstance, None };

    /// `lifeline`: what the targets it makes carry (their connections end when it is abandoned).
    explicit SshWorkspaceSync(QString sshDir, std::shared_ptr<SshLifeline> lifeline = {});

    /// `instances`: the platform's list now; `identityFile`: the key the Host blocks name;
    /// `instanceId`: the one instance for Pinning::OneInstance; `checked`: an earlier run's
    /// Result::checked. A running instance is connected to (its key checked, and pinned where the
    /// platform vouches for it) unless `checked` says this console checked it at this boot, at this
    /// address, against the key pinned now: each sync of ten thousand running instances connected to
    /// every one. The first sync of each boot still connects (it is also the wait for its sshd).
    Result run(const QString &platform, const QList<Instance> &instances, const QString &identityFile,
               Pinning pinning = Pinning::EveryRunning, const QString &instanceId = {},
               const QHash<QString, QString> &checked = {}) const;
    /// What a check of `instance`'s key at `entry`'s address holds for: that instance, address, boot and
    /// pinned key (empty: nothing to remember it by).
    static QString checkedAt(const SshHostEntry &entry, const Instance &instance, const QString &pinnedKey);
    /// How to reach `instance` as its entry names it (connect() pins its key on the way).
    SshTarget targetFor(const SshHostEntry &entry, const Instance &instance) const;
    const SshConfigFile &files() const { return m_files; }

private:
    SshConfigFile m_files;
    std::shared_ptr<SshLifeline> m_lifeline;
};
