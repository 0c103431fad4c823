#include "platform/accounts/loginthrottle.h"

#include "common/clock.h"
#include "platform/store/database.h"

#include <QSqlQuery>

using namespace Qt::StringLiterals;

LoginThrottle::LoginThrottle(Database &db, const Clock &clock)
    : m_db(db)
    , m_clock(clock)
{ }

qint64 LoginThrottle::lockedFor(const QString &key) const
{
    const qint64 now = m_clock.nowSeconds();
    // Refusals during a lockout do not count, or a locked-out user could never get back in.
    QSqlQuery &q = m_db.exec(u"SELECT at FROM logins WHERE login = ? AND success = 0 AND reason IN "
                             "('invalid_credentials', 'invalid_totp') AND at > ? ORDER BY at DESC LIMIT ?"_s,
                             {key, now - kWindowSeconds, kMaxFailures});
    QList<qint64> times;
    while (q.next())
        times << q.value(0).toLongLong();
    q.finish();
    const int inFlight = m_inFlight.value(key);
    if (times.size() + inFlight < kMaxFailures)
        return 0;
    if (times.size() < kMaxFailures)
        return 1; // busy with earlier guesses: ask again in a moment
    // Locked until the oldest of the last five failures leaves the window.
    return std::max<qint64>(1, times.last() + kWindowSeconds - now);
}

ApiResponse LoginThrottle::refusal(qint64 seconds)
{
    ApiResponse response(ApiError(HttpStatus::TooManyRequests, u"too_many_attempts"_s,
                                  u"Too many failed attempts; try again in %1 minutes."_s.arg((seconds + 59) / 60),
                                  QJsonObject{{u"retry_after_s"_s, seconds}}));
    response.setHeader("Retry-After", QByteArray::number(seconds));
    return response;
}

void LoginThrottle::endAttempt(const QString &key)
{
    if (--m_inFlight[key] <= 0)
        m_inFlight.remove(key);
}

void LoginThrottle::record(qint64 accountId, const QString &key, bool success, const QString &reason,
                           const QString &address, const QString &userAgent)
{
    m_db.exec(u"INSERT INTO logins (account_id, login, at, success, reason, client_address, user_agent) "
              "VALUES (?, ?, ?, ?, ?, ?, ?)"_s,
              {accountId ? QVariant(accountId) : QVariant(QMetaType(QMetaType::LongLong)), key, m_clock.nowSeconds(),
               success, reason, address, userAgent});
}
