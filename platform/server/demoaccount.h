#pragma once

class Clock;
class Database;

/// The sandbox's demo account (DESIGN section 4): login 13800000000, password sandbox-demo,
/// verified, with ¥100 of play money, so that "Try the sandbox" reaches a working account in two clicks.
namespace DemoAccount {

inline constexpr char kPhone[] = "13800000000";
inline constexpr char kPassword[] = "sandbox-demo";
inline constexpr char kEmail[] = "demo@sandbox.gpudesk.invalid";
inline constexpr qint64 kPlayMoneyCents = 10000; ///< ¥100 of play money

/// Creates it if no account has its phone; leaves an existing one (and its changes) alone.
/// Returns the account id.
qint64 ensure(Database &db, const Clock &clock);

} // namespace DemoAccount
