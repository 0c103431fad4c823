#pragma once

#include "core/api/httptransport.h"
#include "core/api/platformfacet.h"

#include <functional>

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

} // namespace HttpAnswers
