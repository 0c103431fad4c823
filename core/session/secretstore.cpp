#include "core/session/secretstore.h"

#include <QPointer>
#include <QTimer>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

SecretBackend::~SecretBackend() = default;

SecretStore::SecretStore(std::unique_ptr<SecretBackend> keychain, std::unique_ptr<SecretBackend> file, QObject *parent)
    : QObject(parent)
    , m_keychain(std::move(keychain))
    , m_file(std::move(file))
{ }

SecretStore::~SecretStore() = default;

void SecretStore::useFile(const QString &reason)
{
    if (m_state == State::File)
        return;
    m_state = State::File;
    m_fallbackReason = reason;
    spdlog::warn("secrets are kept in {} (0600): {}", m_file->name().toStdString(), reason.toStdString());
    emit fallbackInUse(reason);
}

void SecretStore::tryKeychain(const std::function<void(SecretBackend::Done)> &attempt, std::function<void()> succeeded,
                              std::function<void()> onFile)
{
    if (m_state == State::File || !m_keychain) {
        useFile(tr("there is no keychain on this system"));
        return onFile();
    }
    // Settled by whichever comes first: the keychain's answer or the timeout.
    auto settled = std::make_shared<bool>(false);
    const auto fallBack = [this, settled, onFile](const QString &reason) {
        *settled = true;
        useFile(reason);
        onFile();
    };
    QTimer::singleShot(m_timeoutMs, this, [this, settled, fallBack] {
        if (!*settled)
            fallBack(tr("no keychain service answered within %n second(s)", nullptr, (m_timeoutMs + 999) / 1000));
    });
    attempt([this, settled, fallBack, succeeded = std::move(succeeded)](const QString &error) {
        if (*settled)
            return; // too late: the file is in use
        if (!error.isEmpty())
            return fallBack(error);
        *settled = true;
        m_state = State::Keychain;
        succeeded();
    });
}

void SecretStore::read(const QString &key, QObject *context, SecretBackend::ReadDone done)
{
    QPointer<QObject> guard(context);
    auto value = std::make_shared<std::optional<QString>>();
    tryKeychain(
        [this, key, value](SecretBackend::Done answered) {
            m_keychain->read(key, this, [value, answered](const std::optional<QString> &v, const QString &error) {
                *value = v;
                answered(error);
            });
        },
        [guard, value, done] {
            if (guard)
                done(*value, {});
        },
        [this, key, guard, done] {
            if (guard)
                m_file->read(key, guard, done);
        });
}

void SecretStore::write(const QString &key, const QString &value, QObject *context, SecretBackend::Done done)
{
    QPointer<QObject> guard(context);
    tryKeychain([this, key, value](SecretBackend::Done answered) { m_keychain->write(key, value, this, answered); },
                [this, key, guard, done] {
                    // Kept in the keychain: no copy is left behind in the file.
                    m_file->remove(key, this, [](const QString &) {});
                    if (guard)
                        done({});
                },
                [this, key, value, guard, done] {
                    if (guard)
                        m_file->write(key, value, guard, done);
                });
}

void SecretStore::remove(const QString &key, QObject *context, SecretBackend::Done done)
{
    QPointer<QObject> guard(context);
    // From both places, whichever is in use now.
    const auto removeFromFile = [this, key, guard, done] {
        m_file->remove(key, this, [guard, done](const QString &error) {
            if (guard)
                done(error);
        });
    };
    tryKeychain([this, key](SecretBackend::Done answered) { m_keychain->remove(key, this, answered); }, removeFromFile,
                removeFromFile);
}
