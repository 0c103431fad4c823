#include "platform/routes/routecontext.h"

#include "platform/accounts/authenticator.h"
#include "platform/http/idempotencykeys.h"

using namespace Qt::StringLiterals;

ApiResponse RouteContext::withCaller(const ApiRequest &request, Access access,
                                     const std::function<ApiResponse(const Caller &)> &handler) const
{
    auto result = auth.authenticate(request, access);
    if (auto *error = std::get_if<ApiError>(&result))
        return *error;
    return handler(std::get<Caller>(result));
}

ApiResponse RouteContext::withCallerOnce(const ApiRequest &request, Access access,
                                         const std::function<ApiResponse(const Caller &)> &handler) const
{
    return withCaller(request, access, [&](const Caller &caller) {
        // Keys are the account's own: another account's same key is another request.
        return idempotency.run(caller.accountId, request, [&] { return handler(caller); });
    });
}

ApiResponse RouteContext::withCallerOrInstance(const ApiRequest &request, Access access, const QString &id,
                                               const std::function<ApiResponse(const Caller &)> &handler) const
{
    auto result = auth.authenticate(request, access, true);
    if (auto *error = std::get_if<ApiError>(&result))
        return *error;
    const Caller &caller = std::get<Caller>(result);
    if (caller.instanceSelfId && QString::number(caller.instanceSelfId) != id)
        return ApiError(HttpStatus::NotFound, u"not_found"_s, u"No such instance."_s);
    return handler(caller);
}

ApiError RouteContext::notFound(const QString &what)
{
    return ApiError(HttpStatus::NotFound, u"not_found"_s, u"No such %1 on this account."_s.arg(what));
}
