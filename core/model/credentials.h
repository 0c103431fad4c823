#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>

/// An API token as listed (its secret is shown once, at creation, and never again).
struct ApiToken
{
    /// How long a token may live, in days (the contract's range for expires_in_days).
    static constexpr int kMinDays = 1;
    static constexpr int kMaxDays = 365;

    QString id;
    QString name;
    QStringList scopes; ///< read, instances, billing, keys
    QDateTime createdAt;
    QDateTime expiresAt;
    bool expired = false;
    std::optional<QDateTime> lastUsedAt;
    bool operator==(const ApiToken &) const = default;
};

/// A token just created, with its secret.
struct ApiTokenCreated
{
    QString id;
    QString name;
    QString token;
    QStringList scopes;
    QDateTime createdAt;
    QDateTime expiresAt;
    bool operator==(const ApiTokenCreated &) const = default;
};

/// A registered SSH public key; `fingerprint` is the SHA256:… token that ssh-keygen -lf prints.
struct SshKey
{
    QString id;
    QString name;
    QString publicKey;
    QString fingerprint;
    QDateTime createdAt;
    QString accountId;
    bool operator==(const SshKey &) const = default;
};

/// What adding a key returns.
struct SshKeyCreated
{
    QString id;
    QString name;
    QString fingerprint;
    QString type; ///< ssh-ed25519, ecdsa-sha2-nistp256…, ssh-rsa
    int bits = 0;
    QDateTime createdAt;
    bool operator==(const SshKeyCreated &) const = default;
};
