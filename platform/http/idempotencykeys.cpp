#include "platform/http/idempotencykeys.h"

#include "common/clock.h"
#include "common/crypto.h"
#include "platform/http/router.h"
#include "platform/store/database.h"

#include <optional>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

namespace {

/// A key is what clients make of a UUID or random token: printable ASCII, no spaces.
bool validKey(const QByteArray &key)
{
    if (key.isEmpty() || key.size() > IdempotencyKeys::kMaxKeyLength)
        return false;
    for (char c : key) {
        if (c < 0x21 || c > 0x7e)
            return false;
    }
    return true;
}

} // namespace

IdempotencyKeys::IdempotencyKeys(Database &db, const Clock &wallClock)
    : m_db(db)
    , m_wallClock(wallClock)
{ }

QByteArray IdempotencyKeys::fingerprint(const ApiRequest &request)
{
    // The same call is the same method on the same path with the same bytes: a client sends its
    // retry as it sent the first.
    const QByteArray call = Router::methodName(request.method).toUtf8() + ' ' + request.path.toUtf8() + '\n';
    return Crypto::sha256(QByteArray(call + request.body));
}

void IdempotencyKeys::forgetOld(qint64 nowMs)
{
    // At most once a minute: a delete on an index, not one per request.
    if (nowMs - m_lastSweepMs < 60'000)
        return;
    m_lastSweepMs = nowMs;
    m_db.exec(u"DELETE FROM idempotency_keys WHERE created_at <= ?"_s, {nowMs - kKeepMs});
}

ApiResponse IdempotencyKeys::run(qint64 accountId, const ApiRequest &request,
                                 const std::function<ApiResponse()> &handler)
{
    if (!request.headers.contains("idempotency-key"))
        return handler();
    const QByteArray key = request.header("Idempotency-Key");
    if (!validKey(key))
        return ApiError(HttpStatus::BadRequest, u"invalid_argument"_s,
                        u"Idempotency-Key must be 1 to %1 printable characters without spaces."_s.arg(kMaxKeyLength),
                        QJsonObject{{u"field"_s, u"Idempotency-Key"_s}, {u"reason"_s, u"format"_s}});
    const QString flightKey = QString::number(accountId) + u':' + QString::fromLatin1(key);
    if (m_inFlight.contains(flightKey))
        return ApiError(HttpStatus::Conflict, u"conflict"_s,
                        u"A request with this Idempotency-Key is still being handled; send it again shortly."_s,
                        QJsonObject{{u"reason"_s, u"in_progress"_s}});

    const qint64 now = m_wallClock.nowMs();
    forgetOld(now);
    const QByteArray print = fingerprint(request);
    QSqlQuery &stored = m_db.exec(u"SELECT fingerprint, status, content_type, body FROM idempotency_keys "
                                  "WHERE account_id = ? AND idempotency_key = ? AND created_at > ?"_s,
                                  {accountId, QString::fromLatin1(key), now - kKeepMs});
    const bool found = stored.next();
    const QByteArray storedPrint = found ? stored.value(0).toByteArray() : QByteArray();
    std::optional<ApiResponse> replay;
    if (found)
        replay.emplace(stored.value(2).toByteArray(), stored.value(3).toByteArray(),
                       static_cast<HttpStatus>(stored.value(1).toInt()));
    stored.finish(); // an unfinished read would hold its WAL snapshot until the next lookup
    if (found) {
        if (storedPrint != print)
            return ApiError(HttpStatus::UnprocessableEntity, u"idempotency_key_reused"_s,
                            u"This Idempotency-Key was used for another request; make a new key for a new action."_s);
        replay->setHeader("Idempotent-Replayed", "true");
        return *replay;
    }

    // The effect and its answer commit together: a platform killed in between keeps neither, and
    // the retry does the work once.
    m_inFlight.insert(flightKey);
    m_db.transaction();
    const ApiResponse answer = handler();
    if (answer.statusCode() < 500) {
        // A 204 has no body; the column keeps an empty one (NULL is not an answer).
        const QByteArray body = answer.body().isNull() ? QByteArray("", 0) : answer.body();
        m_db.exec(u"INSERT OR REPLACE INTO idempotency_keys "
                  "(account_id, idempotency_key, fingerprint, status, content_type, body, created_at) "
                  "VALUES (?, ?, ?, ?, ?, ?, ?)"_s,
                  {accountId, QString::fromLatin1(key), print, answer.statusCode(), answer.contentType(), body, now});
    }
    if (!m_db.commit()) {
        spdlog::error("could not commit the request with idempotency key {}", key.constData());
        m_db.rollback();
    }
    m_inFlight.remove(flightKey);
    return answer;
}
