#include "platform/accounts/authenticator.h"

#include "common/clock.h"
#include "common/crypto.h"
#include "platform/accounts/instancetokens.h"
#include "platform/http/apirequest.h"
#include "platform/model/lifecycle.h"
#include "platform/store/database.h"

#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;
using Status = HttpStatus;

namespace {
ApiError unauthorized(const QString &code, const QString &message)
{
    return ApiError(Status::Unauthorized, code, message);
}

QString scopeFor(Access access)
{
    switch (access) {
    case Access::Read:
        return u"read"_s;
    case Access::Instances:
        return u"instances"_s;
    case Access::Billing:
        return u"billing"_s;
    case Access::Keys:
        return u"keys"_s;
    case Access::Session:
        break;
    }
    return {};
}
} // namespace

Authenticator::Authenticator(Database &db, const Clock &clock)
    : m_db(db)
    , m_clock(clock)
{ }

const QStringList &Authenticator::allScopes()
{
    static const QStringList scopes = {u"read"_s, u"instances"_s, u"billing"_s, u"keys"_s};
    return scopes;
}

std::variant<Caller, ApiError> Authenticator::authenticate(const ApiRequest &request, Access access, bool instanceSelf)
{
    const QByteArray header = request.header("Authorization").trimmed();
    // The scheme is case-insensitive (RFC 9110 section 11.1).
    if (header.size() <= 7 || qstrnicmp(header.constData(), "bearer ", 7) != 0)
        return unauthorized(u"unauthenticated"_s, u"Log in first: this call needs 'Authorization: Bearer <token>'."_s);
    const QByteArray token = header.mid(7).trimmed();
    const QString hash = QString::fromLatin1(Crypto::sha256Hex(token));
    const qint64 now = m_clock.nowSeconds();
    Caller caller;

    // Every call a client makes comes through here: SQLite's own interface, as QSqlQuery's
    // bookkeeping of each value cost more than the lookup.
    if (token.startsWith(kSessionPrefix)) {
        Database::Statement &q
            = m_db.statement("SELECT s.id, s.account_id, s.expires_at, s.ended_at, a.owner_id, s.created_at "
                             "FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = ?");
        if (!q.bind(hash).next())
            return unauthorized(u"unauthenticated"_s, u"This session is not known; log in again."_s);
        if (!q.isNull(3))
            return unauthorized(u"unauthenticated"_s, u"This session has ended; log in again."_s);
        const qint64 expiresAt = q.integer(2);
        if (expiresAt <= now)
            return unauthorized(u"session_expired"_s, u"Your session has expired; log in again."_s);
        caller.sessionId = q.integer(0);
        caller.accountId = q.integer(1);
        caller.ownerId = q.integer(4);
        caller.scopes = allScopes();
        // Used now: it ends kSessionIdleSeconds from now, but never later than its login allows.
        // Written only when that moves the end by a minute or more, not on every call of a poll.
        const qint64 end = std::min(now + kSessionIdleSeconds, q.integer(5) + kSessionMaxSeconds);
        if (end - expiresAt >= 60)
            m_db.statement("UPDATE sessions SET expires_at = ? WHERE id = ?").bind(end).bind(caller.sessionId).run();
        return caller;
    }
    if (token.startsWith(InstanceTokens::kPrefix)) {
        const qint64 id = InstanceTokens::instanceOf(token);
        QSqlQuery &q = m_db.exec(u"SELECT i.account_id, i.state, COALESCE(i.boot_started_at, i.started_at, "
                                 "i.state_since), a.owner_id FROM instances i JOIN accounts a ON a.id = i.account_id "
                                 "WHERE i.id = ?"_s,
                                 {id});
        const bool up
            = q.next() && Lifecycle::isUp(Lifecycle::parseState(q.value(1).toString()).value_or(InstanceState::Failed));
        // Read before the token is checked: a check may write (the key, at its first use), and a
        // write ends what the thread's reads hold open (Database::endReads).
        caller.accountId = up ? q.value(0).toLongLong() : 0;
        caller.ownerId = up ? q.value(3).toLongLong() : 0;
        const qint64 boot = up ? q.value(2).toLongLong() : 0;
        if (!up || !InstanceTokens::matches(m_db, token, id, boot))
            return unauthorized(u"unauthenticated"_s,
                                u"This instance token is not current: the boot it was made for has ended."_s);
        caller.instanceSelfId = id;
        caller.scopes = {QString::fromLatin1(InstanceTokens::kScope)};
        if (!instanceSelf)
            return ApiError(Status::Forbidden, u"insufficient_scope"_s,
                            u"An instance's own token may only read its instance, stop it or set its stop time."_s,
                            QJsonObject{{u"scope"_s, scopeFor(access)}});
        return caller;
    }
    if (!token.startsWith(kApiTokenPrefix))
        return unauthorized(u"unauthenticated"_s, u"This is not a gpudesk token; log in again or use an API token."_s);

    Database::Statement &q = m_db.statement(
        "SELECT t.id, t.account_id, t.scopes, t.expires_at, t.revoked_at, a.owner_id FROM api_tokens t "
        "JOIN accounts a ON a.id = t.account_id WHERE t.token_hash = ?");
    if (!q.bind(hash).next())
        return unauthorized(u"unauthenticated"_s, u"This API token is not known; check that it was copied whole."_s);
    if (!q.isNull(4))
        return unauthorized(u"token_revoked"_s, u"This API token was revoked; create a new one."_s);
    if (q.integer(3) <= now)
        return unauthorized(u"token_expired"_s, u"This API token has expired; create a new one."_s);
    caller.tokenId = q.integer(0);
    caller.accountId = q.integer(1);
    caller.scopes = q.text(2).split(u' ', Qt::SkipEmptyParts);
    caller.ownerId = q.integer(5);
    m_db.statement("UPDATE api_tokens SET last_used_at = ? WHERE id = ?").bind(now).bind(caller.tokenId).run();

    if (access == Access::Session)
        return ApiError(Status::Forbidden, u"session_required"_s,
                        u"API tokens cannot do this; log in with your password in the console."_s);
    const QString needed = scopeFor(access);
    if (!caller.scopes.contains(needed))
        return ApiError(Status::Forbidden, u"insufficient_scope"_s,
                        u"This API token lacks the '%1' scope; create one that has it."_s.arg(needed),
                        QJsonObject{{u"scope"_s, needed}});
    return caller;
}

std::optional<ApiError> Authenticator::confirmationNeeded(const Caller &caller) const
{
    if (!caller.isSession())
        return std::nullopt;
    QSqlQuery &q = m_db.exec(u"SELECT confirmed_at FROM sessions WHERE id = ?"_s, {caller.sessionId});
    const qint64 confirmedAt = q.next() && !q.value(0).isNull() ? q.value(0).toLongLong() : 0;
    if (confirmedAt + kConfirmSeconds > m_clock.nowSeconds())
        return std::nullopt;
    return ApiError(Status::Forbidden, u"reauthentication_required"_s,
                    u"Confirm it is you first: enter your password (or a 2FA code) again, then repeat this."_s,
                    QJsonObject{{u"confirm_within_s"_s, kConfirmSeconds}});
}
