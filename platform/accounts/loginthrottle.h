#pragma once

#include "platform/http/apiresponse.h"

#include <QHash>
#include <QString>

class Clock;
class Database;

/// Limits guesses: after five failures for one key within 15 minutes of platform time, further
/// attempts are refused (429 too_many_attempts with Retry-After) until the oldest of them leaves
/// the window. Keys are a login ("13800000000", "a@b.cn") or an account ("account:17", for
/// guesses made from inside a session: the current password, a 2FA code). Attempts still being
/// checked off-thread count too, so a burst of parallel guesses cannot slip past the limit.
class LoginThrottle
{
public:
    LoginThrottle(Database &db, const Clock &clock);

    static constexpr int kMaxFailures = 5;
    static constexpr qint64 kWindowSeconds = 15 * 60;

    static QString accountKey(qint64 accountId) { return QStringLiteral("account:%1").arg(accountId); }

    /// Seconds until `key` may try again (failures plus attempts in flight reach the limit), or 0.
    qint64 lockedFor(const QString &key) const;
    /// The 429 answer for a key locked for `seconds`.
    static ApiResponse refusal(qint64 seconds);

    void beginAttempt(const QString &key) { ++m_inFlight[key]; }
    void endAttempt(const QString &key);

    /// Writes a login record. Reasons that count as failures: invalid_credentials, invalid_totp.
    void record(qint64 accountId, const QString &key, bool success, const QString &reason, const QString &address,
                const QString &userAgent);

private:
    Database &m_db;
    const Clock &m_clock;
    QHash<QString, int> m_inFlight;
};
