#pragma once

#include "core/api/platformfacet.h"

#include <QString>

#include <functional>
#include <optional>

class SessionConfirmation;

/// Calls that move money or widen access (a recharge, a wider spend limit, a new API token or
/// member, 2FA off, a new password) may be refused until the user proves again who they are
/// (`reauthentication_required`). Reconfirmation runs such a call, and on that refusal asks once for
/// the password or a 2FA code, confirms the session with it and runs the call again, so the user
/// goes on where they were.
namespace Reconfirmation {

/// The password or a 2FA code the user typed, or nothing when they cancelled.
using Ask = std::function<std::optional<QString>(const ApiError &refusal)>;

bool isAsked(const ApiError &error);

/// Asks `ask`, then confirms the session with its answer; `then` gets nothing when that succeeded,
/// else the refusal to show (the first one when the user cancelled, or why the confirmation failed,
/// or at once when the platform has no way to confirm a session: `confirmation` null).
void confirm(SessionConfirmation *confirmation, QObject *context, const ApiError &refusal, const Ask &ask,
             std::function<void(const std::optional<ApiError> &)> then);

/// Runs `call` (which calls the platform with the Done it is given); a refusal for want of a recent
/// confirmation is confirmed as above and `call` runs once more. `done` gets the last answer.
template <typename T>
void run(SessionConfirmation *confirmation, QObject *context, const Ask &ask,
         const std::function<void(PlatformFacet::Done<T>)> &call, PlatformFacet::Done<T> done)
{
    call([confirmation, context, ask, call, done](const ApiResult<T> &first) {
        if (first.ok() || !isAsked(first.error()))
            return done(first);
        confirm(confirmation, context, first.error(), ask, [call, done](const std::optional<ApiError> &failed) {
            if (failed)
                return done(ApiResult<T>(*failed));
            call(done);
        });
    });
}

} // namespace Reconfirmation
