#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class Database;

/// What lets someone in, as rows: login sessions, API tokens and SSH public keys. Tokens are
/// stored as SHA-256 hashes only (the caller hashes them).
class CredentialStore
{
public:
    explicit CredentialStore(Database &db);

    /// A new login session; returns its id. Logging in proves who the user is: it counts as a
    /// confirmation (confirmSession()) at `createdAt`.
    qint64 startSession(qint64 accountId, const QString &tokenHash, qint64 createdAt, qint64 expiresAt,
                        const QString &clientAddress, const QString &userAgent);
    void endSession(qint64 sessionId, qint64 at);
    /// The user proved again who they are (the password or a 2FA code) at `at`.
    void confirmSession(qint64 sessionId, qint64 at);
    /// Ends every session of the account but `keptSessionId` (a password change).
    void endOtherSessions(qint64 accountId, qint64 keptSessionId, qint64 at);

    struct ApiToken
    {
        qint64 id = 0;
        QString name;
        QStringList scopes;
        qint64 createdAt = 0;
        qint64 expiresAt = 0;
        std::optional<qint64> lastUsedAt;
    };
    /// A new API token; returns its id. `scopes` are stored space-separated.
    qint64 addToken(qint64 accountId, const QString &name, const QString &tokenHash, const QStringList &scopes,
                    qint64 createdAt, qint64 expiresAt);
    /// The account's tokens that are not revoked, oldest first.
    QList<ApiToken> tokens(qint64 accountId) const;
    /// False when the account has no such token, or it was revoked already.
    bool revokeToken(qint64 tokenId, qint64 accountId, qint64 at);
    /// Replaces a token with a new secret (`tokenHash`) of the same name, scopes and lifetime from
    /// `at`; the old one keeps working `graceSeconds` more (never past its own end), none when 0.
    /// The new token; none when the account has no such token, or it was revoked.
    std::optional<ApiToken> rotateToken(qint64 tokenId, qint64 accountId, const QString &tokenHash, qint64 at,
                                        qint64 graceSeconds);

    struct SshKey
    {
        qint64 id = 0;
        QString name;
        QString publicKey;
        QString fingerprint;
        qint64 createdAt = 0;
        qint64 accountId = 0;
    };
    bool hasKey(qint64 accountId, const QString &fingerprint) const;
    /// Adds a key (its OpenSSH line); returns its id.
    qint64 addKey(qint64 accountId, const QString &name, const QString &publicKey, const QString &fingerprint,
                  qint64 createdAt);
    /// The account's keys, and its members' when `withMembers` (an owner sees them), oldest first.
    QList<SshKey> keys(qint64 accountId, bool withMembers) const;
    /// False when no key of those keys() shows has the id.
    bool deleteKey(qint64 keyId, qint64 accountId, bool withMembers);

private:
    Database &m_db;
};
