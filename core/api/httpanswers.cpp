#include "core/api/httpanswers.h"

namespace HttpAnswers {

HttpTransport::AnswerDone nothing(PlatformFacet::Done<Nothing> done)
{
    return [done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
        if (!answer.ok())
            return done(answer.error());
        done(Nothing{});
    };
}

} // namespace HttpAnswers
