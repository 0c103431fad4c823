#pragma once

#include "common/clock.h"
#include "core/api/httptransport.h"
#include "core/api/platform.h"
#include "core/api/platformfacet.h"

#include <QTimer>

#include <functional>
#include <memory>

/// What the adapters of real clouds do with an HTTP answer: decode its body into the call's
/// answer, or answer Nothing, passing an error on as it came.
namespace HttpAnswers {

template <typename T>
HttpTransport::AnswerDone decoded(std::function<ApiResult<T>(const QJsonObject &)> decode, PlatformFacet::Done<T> done)
{
    return [decode = std::move(decode), done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
        if (!answer.ok())
            return done(answer.error());
        done(decode(answer.value().json));
    };
}

HttpTransport::AnswerDone nothing(PlatformFacet::Done<Nothing> done);

/// The health of a cloud with no health call of its own, from any answer of it: a refusal too says it
/// is up (only a network error says it is not); its clock is the answer's Date, else `clock`'s.
ApiResult<PlatformHealth> healthOf(const ApiResult<HttpAnswer> &answer, const Clock &clock, const Currency &currency,
                                   const QString &billingTimezone);

/// Answers `done` with `error` on the next turn of the event loop, as a call would.
template <typename T> void refuse(const ApiError &error, QObject *context, PlatformFacet::Done<T> done)
{
    QTimer::singleShot(0, context, [error, done = std::move(done)] { done(error); });
}

/// Answers `done` with `value` on the next turn of the event loop, as a call would.
template <typename T> void answer(T value, QObject *context, PlatformFacet::Done<T> done)
{
    QTimer::singleShot(0, context, [value = std::move(value), done = std::move(done)] { done(value); });
}

/// Answers `done` with `result`, a value or an error worked out at once, on the next turn of the
/// event loop, as a call would.
template <typename T> void later(const ApiResult<T> &result, QObject *context, PlatformFacet::Done<T> done)
{
    result.ok() ? answer(result.value(), context, std::move(done)) : refuse(result.error(), context, std::move(done));
}

/// Connections for a background poller to a platform `P` over HTTP: one attempt per call (the
/// poller backs off itself), `timeoutMs` without a byte ends one.
template <typename P> PlatformFactory pollerFactoryOf(const QUrl &root, const Clock &clock, int timeoutMs)
{
    return [root, &clock, timeoutMs] {
        auto platform = std::make_unique<P>(root, clock);
        platform->setTransferTimeoutMs(timeoutMs);
        HttpTransport::RetryPolicy once;
        once.maxAttempts = 1;
        platform->setRetryPolicy(once);
        return std::unique_ptr<Platform>(std::move(platform));
    };
}

} // namespace HttpAnswers
