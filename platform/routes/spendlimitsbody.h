#pragma once

#include "platform/accounts/accountstore.h"

class JsonBody;

/// Reads `spend_limits` in a PATCH body (the account's own, or an owner's on a member): null
/// clears both limits, an object changes the ones it names (PATCH: absent is unchanged, null
/// removes the limit), anything else is a 400 recorded in `body`.
void readSpendLimitsPatch(JsonBody &body, AccountStore::Changes &changes);

/// Reads `spend_limits` when a member is created: absent or null means no limit.
void readSpendLimitsCreate(JsonBody &body, std::optional<qint64> *daily, std::optional<qint64> *perBoot);
