#pragma once

#include "platform/http/apierror.h"

#include <QStringList>

#include <optional>

#include <variant>

class Clock;
class Database;
struct ApiRequest;

/// Who is calling, once their bearer token checked out.
struct Caller
{
    qint64 accountId = 0;
    qint64 ownerId = 0; ///< the owner when the caller is a member (sub-account), else 0
    qint64 sessionId = 0; ///< set when the token is a login session
    qint64 tokenId = 0; ///< set when the token is an API token
    QStringList scopes; ///< an API token's scopes; a session may do everything
    qint64 instanceSelfId = 0; ///< set when the token is an instance's own (instance_self)

    bool isSession() const { return sessionId != 0; }
    /// Whose money it spends: the owner's for a member, else its own.
    qint64 walletId() const { return ownerId ? ownerId : accountId; }
};

/// What a route needs from its caller (DESIGN section 3: scopes of API tokens).
enum class Access {
    Read, ///< every GET
    Instances, ///< change instances, volumes, images
    Billing, ///< spend limits, recharge
    Keys, ///< SSH keys
    Session, ///< a login session only: tokens, passwords, 2FA, members, verification
};

/// Checks `Authorization: Bearer …`: a login session (gds_…) or an API token (gdk_…), each stored
/// only as a SHA-256 hash and looked up by it. Failures are the contract's 401/403 responses.
class Authenticator
{
public:
    Authenticator(Database &db, const Clock &clock);

    /// `instanceSelf`: the route also takes an instance's own token (reading, stopping or setting
    /// the stop time of that instance; the route checks it is that one).
    std::variant<Caller, ApiError> authenticate(const ApiRequest &request, Access access, bool instanceSelf = false);

    /// What a route that moves money or widens access (a recharge, a wider spend limit, a new API
    /// token or member, 2FA off, a new password) asks of a login session besides itself: that the
    /// user proved who they are within kConfirmSeconds (logging in counts). A 403
    /// `reauthentication_required` otherwise; an API token is a script's, with its scopes checked
    /// already, and is not asked.
    std::optional<ApiError> confirmationNeeded(const Caller &caller) const;

    /// A session ends kSessionIdleSeconds after its last use, and kSessionMaxSeconds after its login
    /// however much it is used: each authenticated call moves its end on.
    static constexpr qint64 kSessionIdleSeconds = 12 * 3600;
    static constexpr qint64 kSessionMaxSeconds = 30 * 86400;
    static constexpr qint64 kConfirmSeconds = 10 * 60;

    static constexpr char kSessionPrefix[] = "gds_";
    static constexpr char kApiTokenPrefix[] = "gdk_";
    static const QStringList &allScopes();

private:
    Database &m_db;
    const Clock &m_clock;
};
