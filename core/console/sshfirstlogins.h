#pragma once

#include "core/model/instance.h"
#include "core/ssh/sshfailure.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QThreadPool>

class Platform;
class SecretStore;
class SshWorkspace;

/// Puts the user's SSH keys on each running instance its platform logs in to with a password
/// (SshEndpoint::passwordLogin: Compshare), once: the password from the keychain (else read from the
/// platform, InstancePasswords, and kept in the keychain), the public keys the user gave the platform,
/// SshFirstLogin on a worker thread. The first host key seen is pinned then; gpudesk and OpenSSH use
/// the key from then on, and the workspace syncs again. A release forgets the password.
///
/// Tried again at the next change of the instances while one fails (an instance whose sshd is not up
/// yet), at most kTries times a boot. A refused password kept in the keychain is forgotten and the
/// platform's read again (it may have been reset); the platform's own refused is said and not tried
/// again in this boot.
class SshFirstLogins final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshFirstLogins)
public:
    static constexpr int kTries = 5;

    SshFirstLogins(Platform &platform, SecretStore &secrets, SshWorkspace &workspace, QObject *parent = nullptr);
    ~SshFirstLogins() override;

    /// The keychain's name for an instance's password.
    static QString secretName(const QString &platformUrl, const QString &instanceId);

    void setInstances(const QList<Instance> &instances);
    /// Whether the user's keys are on the instance (put there by this console in this run).
    bool isDone(const QString &instanceId) const { return m_done.contains(instanceId); }
    bool isBusy(const QString &instanceId) const { return m_busy.contains(instanceId); }

Q_SIGNALS:
    void installed(const QString &instanceId);
    void failed(const QString &instanceId, const SshFailure &failure);

private:
    void begin(const Instance &instance);
    void withPassword(const Instance &instance,
                      std::function<void(const QString &password, const QString &error)> done);
    void install(const Instance &instance, const QString &password);
    void finish(const QString &instanceId, bool ok, const SshFailure &failure);

    Platform &m_platform;
    SecretStore &m_secrets;
    SshWorkspace &m_workspace;
    QSet<QString> m_done;
    QSet<QString> m_busy;
    QSet<QString> m_refused; ///< refused with the platform's own password: said, not tried again this boot
    QSet<QString> m_fromKeychain; ///< the password being tried is the keychain's (maybe an old one)
    QHash<QString, std::pair<QDateTime, int>> m_tries; ///< per instance: the boot and the tries in it
    QThreadPool m_pool;
};
