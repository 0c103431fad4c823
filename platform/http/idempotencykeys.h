#pragma once

#include "platform/http/apirequest.h"
#include "platform/http/apiresponse.h"

#include <QSet>

#include <functional>

class Clock;
class Database;

/// Requests sent with an `Idempotency-Key` header (creates, starts, recharges, volumes, images):
/// the first is handled and its answer stored, per account, in the same transaction as its
/// effect; a repeat gets that answer again instead of a second effect, for 24 hours of real time.
/// So a client whose answer was lost on the way (a reset, a timeout) can send the call again
/// and end with one instance, one recharge. The same key with another method, path or body is
/// 422 idempotency_key_reused; a repeat while the first is still being handled is 409 conflict
/// with details.reason in_progress. A request without the header is handled as before.
class IdempotencyKeys
{
public:
    /// How long an answer is kept (real time: a client's retries follow the wall clock, not
    /// the sandbox's scaled one).
    static constexpr qint64 kKeepMs = 24LL * 3600 * 1000;
    static constexpr qsizetype kMaxKeyLength = 255;

    IdempotencyKeys(Database &db, const Clock &wallClock);

    /// Runs `handler` for `accountId`'s request once per key (see the class). Answers of 5xx are
    /// not kept: the platform failed to do its part, so a retry may try again.
    ApiResponse run(qint64 accountId, const ApiRequest &request, const std::function<ApiResponse()> &handler);

private:
    static QByteArray fingerprint(const ApiRequest &request);
    void forgetOld(qint64 nowMs);

    Database &m_db;
    const Clock &m_wallClock;
    /// Keys being handled now ("account:key"): only a handler that answers later can meet its own
    /// repeat, since requests are handled one at a time on the platform's thread.
    QSet<QString> m_inFlight;
    qint64 m_lastSweepMs = 0;
};
