#include "platform/http/routecontext.h"

#include "platform/accounts/authenticator.h"

ApiResponse RouteContext::withCaller(const ApiRequest &request, Access access,
                                     const std::function<ApiResponse(const Caller &)> &handler) const
{
    auto result = auth.authenticate(request, access);
    if (auto *error = std::get_if<ApiError>(&result))
        return *error;
    return handler(std::get<Caller>(result));
}
