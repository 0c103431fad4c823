#pragma once

#include <QByteArray>
#include <QStringList>

class Clock;
class Database;

/// An account's second factor: the TOTP secret and its single-use recovery codes. A TOTP code
/// works once (its step must be newer than the last one used); a recovery code works once.
class SecondFactor
{
public:
    SecondFactor(Database &db, const Clock &clock);

    static constexpr int kRecoveryCodes = 10;

    /// True, and the code is spent, when `code` is a current TOTP code or an unused recovery code.
    bool check(qint64 accountId, const QString &code);
    /// Replaces the account's recovery codes with ten new ones and returns them (shown once).
    QStringList newRecoveryCodes(qint64 accountId);
    /// Recovery codes as typed: case, dashes and spaces do not matter.
    static QByteArray recoveryCodeHash(const QString &code);

private:
    Database &m_db;
    const Clock &m_clock;
};
