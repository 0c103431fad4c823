#include "core/session/reconfirmation.h"

#include "core/api/accountfacets.h"

using namespace Qt::StringLiterals;

namespace Reconfirmation {

bool isAsked(const ApiError &error)
{
    return error.kind == ApiError::Kind::Http && error.code == u"reauthentication_required"_s;
}

void confirm(SessionConfirmation *confirmation, QObject *context, const ApiError &refusal, const Ask &ask,
             std::function<void(const std::optional<ApiError> &)> then)
{
    const std::optional<QString> proof = confirmation ? ask(refusal) : std::nullopt;
    if (!proof || proof->isEmpty())
        return then(refusal);
    confirmation->confirmSession(*proof, context, [then = std::move(then)](const ApiResult<Nothing> &r) {
        then(r.ok() ? std::nullopt : std::optional<ApiError>(r.error()));
    });
}

} // namespace Reconfirmation
