#include "platform/http/routecontext.h"

#include "platform/accounts/authenticator.h"

QHttpServerResponse RouteContext::withCaller(const QHttpServerRequest &request, Access access,
                                             const std::function<QHttpServerResponse(const Caller &)> &handler) const
{
    auto result = auth.authenticate(request, access);
    if (auto *error = std::get_if<QHttpServerResponse>(&result))
        return std::move(*error);
    return handler(std::get<Caller>(result));
}
