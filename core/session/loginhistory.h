#pragma once

#include "core/model/account.h"

#include <QList>

/// Which login records come from an address the account had not logged in from before: the line
/// a user looks for on the security page ("was that me?").
namespace LoginHistory {

/// For each record (newest first, as the platform lists them), whether its address is new: no
/// earlier successful login came from it. The account's very first login is not marked, nor is
/// anything when the records hold no successful login before it.
QList<bool> newAddresses(const QList<LoginRecord> &newestFirst);

} // namespace LoginHistory
