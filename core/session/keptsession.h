#pragma once

#include "core/model/account.h"

#include <QDateTime>
#include <QString>
#include <QUrl>

#include <functional>
#include <optional>

class QObject;
class SecretStore;

/// The login kept between starts, in one place and one format for the console (Session) and
/// gpudeskctl alike, so a login in either is a login in both: the token and when it ends, as JSON in
/// the SecretStore (the keychain, else a 0600 file) under the platform's address.
class KeptSession
{
public:
    struct Login
    {
        QString token;
        QDateTime expiresAt; ///< invalid for a credential without an end (an API key)
    };

    KeptSession(SecretStore &secrets, const QUrl &platform);

    /// The key it is kept under: "session@" and the platform's address.
    QString key() const { return m_key; }
    /// The login kept, or nullopt where there is none; `error` says why a kept one could not be read.
    void read(QObject *context, std::function<void(const std::optional<Login> &, const QString &error)> done) const;
    /// Keeps `session`; `error` is empty when it was written.
    void write(const LoginSession &session, QObject *context, std::function<void(const QString &error)> done) const;
    void remove(QObject *context, std::function<void(const QString &error)> done) const;

    /// The stored text of a login, and back (times in RFC 3339; a stored text without a token is none).
    static QString encode(const LoginSession &session);
    static std::optional<Login> decode(const QString &stored);

private:
    SecretStore &m_secrets;
    QString m_key;
};
