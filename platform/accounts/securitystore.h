#pragma once

#include "platform/model/verification.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

class Database;

/// An account's security rows: its second factor's state, its login records, and its real-name
/// verification (the ID number only as an HMAC, never in clear).
class SecurityStore
{
public:
    explicit SecurityStore(Database &db);

    bool twoFactorEnabled(qint64 accountId) const;
    /// Whether an enrolment waits for its confirming code (a secret is stored, 2FA not yet on).
    bool twoFactorPending(qint64 accountId) const;
    /// Stores a new, unconfirmed secret (replacing one that was never confirmed).
    void enrolTwoFactor(qint64 accountId, const QByteArray &secret);
    void enableTwoFactor(qint64 accountId);
    /// Turns 2FA off: the secret and the recovery codes go.
    void disableTwoFactor(qint64 accountId);
    /// What an authenticator app shows the account as: its e-mail, else its phone.
    std::optional<QString> label(qint64 accountId) const;

    struct Login
    {
        qint64 at = 0;
        bool success = false;
        QString reason;
        QString clientAddress;
        QString userAgent;
    };
    /// The account's latest login records, newest first.
    QList<Login> logins(qint64 accountId, int limit) const;

    /// The stored verification status.
    Verification verification(qint64 accountId) const;
    /// How many other accounts an ID number verifies, or will once their review is done.
    qint64 verifiedHolders(const QString &idNumberMac, qint64 exceptAccountId) const;
    /// Records a submission: pending now, the reviewer's `decision` shown after the review delay.
    void submitVerification(qint64 accountId, Verification decision, const QString &reason, qint64 at,
                            const QString &realName, const QString &idNumberMac);

private:
    Database &m_db;
};
