#pragma once

#include "core/session/secretbackend.h"

#include <QObject>

#include <memory>

/// Keeps secrets in the OS keychain, and where no keychain service answers within the timeout,
/// in the private file instead, raising a flag the UI shows as a warning (DESIGN section 2).
/// The choice is made at the first call and kept for the rest of the run.
class SecretStore final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SecretStore)
public:
    /// `keychain` may be null (no keychain at all); `file` is the fallback.
    SecretStore(std::unique_ptr<SecretBackend> keychain, std::unique_ptr<SecretBackend> file,
                QObject *parent = nullptr);
    ~SecretStore() override;

    void setKeychainTimeoutMs(int ms) { m_timeoutMs = ms; }

    void read(const QString &key, QObject *context, SecretBackend::ReadDone done);
    void write(const QString &key, const QString &value, QObject *context, SecretBackend::Done done);
    void remove(const QString &key, QObject *context, SecretBackend::Done done);

    /// Whether secrets are in the file because the keychain did not answer.
    bool usingFallback() const { return m_state == State::File; }
    /// Why (the keychain's error), for the warning.
    QString fallbackReason() const { return m_fallbackReason; }

Q_SIGNALS:
    /// Secrets go to the file from now on; `reason` says why the keychain was not used.
    void fallbackInUse(const QString &reason);

private:
    enum class State { Untried, Keychain, File };
    /// Runs `attempt` on the keychain, which calls its argument with the keychain's error (empty
    /// on success); a failure or no answer within the timeout switches to the file and runs
    /// `onFile` instead. `succeeded` runs when the keychain did it.
    void tryKeychain(const std::function<void(SecretBackend::Done)> &attempt, std::function<void()> succeeded,
                     std::function<void()> onFile);
    void useFile(const QString &reason);

    std::unique_ptr<SecretBackend> m_keychain;
    std::unique_ptr<SecretBackend> m_file;
    State m_state = State::Untried;
    QString m_fallbackReason;
    int m_timeoutMs = 3000;
};
