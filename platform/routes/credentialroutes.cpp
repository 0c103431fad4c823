#include "platform/routes/credentialroutes.h"

#include "common/clock.h"
#include "common/crypto.h"
#include "common/rfc3339.h"
#include "common/sshpublickey.h"
#include "platform/accounts/accountstore.h"
#include "platform/accounts/authenticator.h"
#include "platform/accounts/credentialstore.h"
#include "platform/http/deferredreply.h"
#include "platform/http/jsonbody.h"
#include "platform/http/jsonerror.h"
#include "platform/http/jsontime.h"
#include "platform/instances/instanceruntime.h"

#include "platform/http/router.h"
#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;
using Method = ApiRequest::Method;
using Status = HttpStatus;

namespace {

// A token just made, with its secret: shown this once.
QJsonObject createdJson(const CredentialStore::ApiToken &t, const QString &secret)
{
    return {{u"id"_s, QString::number(t.id)},
            {u"name"_s, t.name},
            {u"token"_s, secret},
            {u"scopes"_s, QJsonArray::fromStringList(t.scopes)},
            {u"created_at"_s, Rfc3339::formatSeconds(t.createdAt)},
            {u"expires_at"_s, Rfc3339::formatSeconds(t.expiresAt)}};
}

// A name shown in lists: 1–40 printable characters, any script.
void checkName(JsonBody &body, const QString &name)
{
    if (body.ok() && (name.trimmed().isEmpty() || name.size() > 40))
        body.fail(u"name"_s, u"length"_s, u"A name has 1 to 40 characters."_s);
    for (const QChar c : name) {
        if (body.ok() && !c.isPrint())
            body.fail(u"name"_s, u"unprintable"_s, u"A name cannot contain control characters."_s);
    }
}

} // namespace

CredentialRoutes::CredentialRoutes(RouteContext context, QObject *parent)
    : QObject(parent)
    , m_ctx(context)
    , m_store(context.db)
{
    Router &router = m_ctx.router;
    router.add(Method::Post, u"/v1/tokens"_s, [this](const ApiRequest &r) { return createToken(r); });
    router.add(Method::Get, u"/v1/tokens"_s, [this](const ApiRequest &r) { return listTokens(r); });
    router.add(Method::Post, u"/v1/tokens/{id}/rotate"_s,
               [this](const ApiRequest &r) { return rotateToken(r.arg(u"id"_s), r); });
    router.add(Method::Delete, u"/v1/tokens/{id}"_s,
               [this](const ApiRequest &r) { return revokeToken(r.arg(u"id"_s), r); });
    // A key change is in effect on the running instances when the answer comes (a removed key is
    // refused at the next login): the answer waits for the runtime, the HTTP thread does not.
    router.addDeferred(Method::Post, u"/v1/ssh-keys"_s,
                       [this](const ApiRequest &r, const DeferredReply &reply) { afterRuntime(reply, addKey(r)); });
    router.add(Method::Get, u"/v1/ssh-keys"_s, [this](const ApiRequest &r) { return listKeys(r); });
    router.addDeferred(Method::Delete, u"/v1/ssh-keys/{id}"_s, [this](const ApiRequest &r, const DeferredReply &reply) {
        afterRuntime(reply, deleteKey(r.arg(u"id"_s), r));
    });
}

void CredentialRoutes::afterRuntime(const DeferredReply &reply, ApiResponse &&response)
{
    auto answer = std::make_shared<ApiResponse>(std::move(response));
    m_ctx.runtime.whenApplied([reply, answer] { reply.send(*answer); });
}

ApiResponse CredentialRoutes::createToken(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Session, [&](const Caller &caller) -> ApiResponse {
        JsonBody body(request);
        body.allowOnly({u"name", u"scopes", u"expires_in_days"});
        const QString name = body.string(u"name"_s).trimmed();
        const QStringList scopes = body.stringList(u"scopes"_s);
        const qint64 days = body.optionalInteger(u"expires_in_days"_s, kDefaultTokenDays);
        checkName(body, name);
        if (body.ok() && scopes.isEmpty())
            body.fail(u"scopes"_s, u"empty"_s,
                      u"Give the token at least one scope: read, instances, billing or keys."_s);
        for (const QString &scope : scopes) {
            if (body.ok() && !Authenticator::allScopes().contains(scope))
                body.fail(u"scopes"_s, u"unknown_scope"_s,
                          u"'%1' is not a scope; use read, instances, billing or keys."_s.arg(scope));
        }
        if (body.ok() && (days < 1 || days > kMaxTokenDays))
            body.fail(u"expires_in_days"_s, u"out_of_range"_s, u"A token lives 1 to 365 days."_s);
        if (!body.ok())
            return body.takeError();
        if (auto refusal = m_ctx.auth.confirmationNeeded(caller))
            return std::move(*refusal);

        QStringList unique;
        for (const QString &scope : Authenticator::allScopes()) {
            if (scopes.contains(scope))
                unique << scope; // canonical order, no duplicates
        }
        const QString token = Crypto::randomToken(QString::fromLatin1(Authenticator::kApiTokenPrefix));
        const qint64 now = m_ctx.clock.nowSeconds();
        const qint64 expires = now + days * 86400;
        const qint64 id = m_store.addToken(
            caller.accountId, name, QString::fromLatin1(Crypto::sha256Hex(token.toLatin1())), unique, now, expires);
        return ApiResponse(createdJson({id, name, unique, now, expires, std::nullopt}, token), Status::Created);
    });
}

ApiResponse CredentialRoutes::listTokens(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Session, [&](const Caller &caller) -> ApiResponse {
        QJsonArray items;
        const qint64 now = m_ctx.clock.nowSeconds();
        for (const CredentialStore::ApiToken &t : m_store.tokens(caller.accountId))
            items.append(QJsonObject{{u"id"_s, QString::number(t.id)},
                                     {u"name"_s, t.name},
                                     {u"scopes"_s, QJsonArray::fromStringList(t.scopes)},
                                     {u"created_at"_s, Rfc3339::formatSeconds(t.createdAt)},
                                     {u"expires_at"_s, Rfc3339::formatSeconds(t.expiresAt)},
                                     {u"expired"_s, t.expiresAt <= now},
                                     {u"last_used_at"_s, timeOrNull(t.lastUsedAt)}});
        return ApiResponse(QJsonObject{{u"items"_s, items}});
    });
}

ApiResponse CredentialRoutes::rotateToken(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Session, [&](const Caller &caller) -> ApiResponse {
        // Whose token it is, before anything is read from the body.
        const QList<CredentialStore::ApiToken> mine = m_store.tokens(caller.accountId);
        if (std::none_of(mine.cbegin(), mine.cend(),
                         [&id](const CredentialStore::ApiToken &t) { return QString::number(t.id) == id; }))
            return RouteContext::notFound(u"API token"_s);
        JsonBody body(request);
        body.allowOnly({u"grace_s"});
        const qint64 grace = body.optionalInteger(u"grace_s"_s, 0);
        if (body.ok() && (grace < 0 || grace > kMaxGraceSeconds))
            body.fail(u"grace_s"_s, u"out_of_range"_s,
                      u"The old secret may keep working 0 to 86400 seconds (a day) after the rotation."_s);
        if (!body.ok())
            return body.takeError();
        // A new secret is a new way in: asked like a new token.
        if (auto refusal = m_ctx.auth.confirmationNeeded(caller))
            return std::move(*refusal);
        const QString token = Crypto::randomToken(QString::fromLatin1(Authenticator::kApiTokenPrefix));
        const auto made = m_store.rotateToken(id.toLongLong(), caller.accountId,
                                              QString::fromLatin1(Crypto::sha256Hex(token.toLatin1())),
                                              m_ctx.clock.nowSeconds(), grace);
        if (!made)
            return RouteContext::notFound(u"API token"_s);
        return ApiResponse(createdJson(*made, token), Status::Created);
    });
}

ApiResponse CredentialRoutes::revokeToken(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Session, [&](const Caller &caller) -> ApiResponse {
        if (!m_store.revokeToken(id.toLongLong(), caller.accountId, m_ctx.clock.nowSeconds()))
            return RouteContext::notFound(u"API token"_s);
        return ApiResponse(Status::NoContent);
    });
}

ApiResponse CredentialRoutes::addKey(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Keys, [&](const Caller &caller) -> ApiResponse {
        JsonBody body(request);
        body.allowOnly({u"name", u"public_key"});
        const QString text = body.string(u"public_key"_s);
        if (!body.ok())
            return body.takeError();
        SshPublicKey::Error problem;
        const auto key = SshPublicKey::parse(text, &problem);
        if (!key) {
            body.fail(u"public_key"_s, problem.reason, problem.message);
            return body.takeError();
        }
        QString name = body.optionalString(u"name"_s).trimmed();
        if (name.isEmpty())
            name = key->comment.isEmpty() ? key->type : key->comment.left(40);
        checkName(body, name);
        if (!body.ok())
            return body.takeError();
        const QString fingerprint = key->fingerprint();
        if (m_store.hasKey(caller.accountId, fingerprint))
            return ApiError(Status::Conflict, u"conflict"_s,
                            u"This key (%1) is already on your account."_s.arg(fingerprint),
                            QJsonObject{{u"field"_s, u"public_key"_s}, {u"fingerprint"_s, fingerprint}});
        const qint64 now = m_ctx.clock.nowSeconds();
        const qint64 id = m_store.addKey(caller.accountId, name, key->toLine(), fingerprint, now);
        m_ctx.runtime.refreshKeys(caller.walletId());
        return ApiResponse(QJsonObject{{u"id"_s, QString::number(id)},
                                       {u"name"_s, name},
                                       {u"fingerprint"_s, fingerprint},
                                       {u"type"_s, key->type},
                                       {u"bits"_s, key->bits},
                                       {u"created_at"_s, Rfc3339::formatSeconds(now)}},
                           Status::Created);
    });
}

ApiResponse CredentialRoutes::listKeys(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Read, [&](const Caller &caller) -> ApiResponse {
        // An owner sees the keys of their members too; a member sees only their own.
        QJsonArray items;
        for (const CredentialStore::SshKey &k : m_store.keys(caller.accountId, !caller.ownerId))
            items.append(QJsonObject{{u"id"_s, QString::number(k.id)},
                                     {u"name"_s, k.name},
                                     {u"public_key"_s, k.publicKey},
                                     {u"fingerprint"_s, k.fingerprint},
                                     {u"created_at"_s, Rfc3339::formatSeconds(k.createdAt)},
                                     {u"account_id"_s, QString::number(k.accountId)}});
        return ApiResponse(QJsonObject{{u"items"_s, items}});
    });
}

ApiResponse CredentialRoutes::deleteKey(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Keys, [&](const Caller &caller) -> ApiResponse {
        if (!m_store.deleteKey(id.toLongLong(), caller.accountId, !caller.ownerId))
            return RouteContext::notFound(u"SSH key"_s);
        // Taken off every running instance at once: sshd reads authorized_keys at each login.
        m_ctx.runtime.refreshKeys(caller.walletId());
        return ApiResponse(Status::NoContent);
    });
}
