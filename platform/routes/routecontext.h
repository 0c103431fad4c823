#pragma once

#include "platform/http/apirequest.h"
#include "platform/http/apiresponse.h"

#include <functional>

class Authenticator;
enum class Access;
class AccountStore;
class Clock;
class Database;
class IdempotencyKeys;
class Metering;
class PasswordThreads;
class InstanceRuntime;
class Router;
struct Caller;

/// What every group of routes works with. All of it lives on the platform's HTTP thread.
struct RouteContext
{
    Router &router;
    Database &db;
    const Clock &clock; ///< platform time (scaled or manual): billing, expiry, lockout
    const Clock &wallClock; ///< real time: TOTP codes come from phones that know no platform time
    Authenticator &auth;
    AccountStore &accounts;
    /// Meters and lifecycles: money rules (limits) change only once the wallet is settled to now.
    Metering &metering;
    /// The instances' runtime (sshd, relays): SSH key changes and fault knobs go to it, and their
    /// answers wait until it has carried them out.
    InstanceRuntime &runtime;
    /// Answers of requests sent with an Idempotency-Key.
    IdempotencyKeys &idempotency;
    /// Where passwords are hashed and checked, off this thread and behind it.
    PasswordThreads &passwords;

    /// The contract's 404 for a resource of the account's that is not there (or is another's).
    static ApiError notFound(const QString &what);

    /// Runs `handler` for the caller the request's bearer token names, or answers with the
    /// contract's 401/403 when it names none or lacks `access`.
    ApiResponse withCaller(const ApiRequest &request, Access access,
                           const std::function<ApiResponse(const Caller &)> &handler) const;
    /// The same for a call that creates something or moves money (a create, a start, a recharge):
    /// sent with an Idempotency-Key, it takes effect once and a repeat gets the first answer.
    ApiResponse withCallerOnce(const ApiRequest &request, Access access,
                               const std::function<ApiResponse(const Caller &)> &handler) const;
    /// The same for a route of instance `id` that an instance's own token may also call (for
    /// that instance only: another one is not found).
    ApiResponse withCallerOrInstance(const ApiRequest &request, Access access, const QString &id,
                                     const std::function<ApiResponse(const Caller &)> &handler) const;
};
