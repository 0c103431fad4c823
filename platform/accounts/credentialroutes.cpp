#include "platform/accounts/credentialroutes.h"

#include "common/clock.h"
#include "common/crypto.h"
#include "common/rfc3339.h"
#include "common/sshpublickey.h"
#include "platform/accounts/accountstore.h"
#include "platform/accounts/authenticator.h"
#include "platform/http/deferredreply.h"
#include "platform/http/jsonbody.h"
#include "platform/http/jsonerror.h"
#include "platform/runtime/instanceruntime.h"
#include "platform/store/database.h"

#include <QHttpServer>
#include <QJsonArray>
#include <QSqlQuery>

using namespace Qt::StringLiterals;
using Method = QHttpServerRequest::Method;
using Status = QHttpServerResponse::StatusCode;

namespace {

QJsonValue timeOrNull(const QVariant &v)
{
    return v.isNull() ? QJsonValue() : QJsonValue(Rfc3339::formatSeconds(v.toLongLong()));
}

QHttpServerResponse notFound(const QString &what)
{
    return JsonError::response(Status::NotFound, u"not_found"_s, u"No such %1 on this account."_s.arg(what));
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
{
    QHttpServer &http = m_ctx.http;
    http.route(u"/v1/tokens"_s, Method::Post, [this](const QHttpServerRequest &r) { return createToken(r); });
    http.route(u"/v1/tokens"_s, Method::Get, [this](const QHttpServerRequest &r) { return listTokens(r); });
    http.route(u"/v1/tokens/<arg>"_s, Method::Delete,
               [this](const QString &id, const QHttpServerRequest &r) { return revokeToken(id, r); });
    // A key change is in effect on the running instances when the answer comes (a removed key is
    // refused at the next login): the answer waits for the runtime, the HTTP thread does not.
    http.route(u"/v1/ssh-keys"_s, Method::Post, [this](const QHttpServerRequest &r, QHttpServerResponder &&responder) {
        afterRuntime(DeferredReply(std::move(responder)), addKey(r));
    });
    http.route(u"/v1/ssh-keys"_s, Method::Get, [this](const QHttpServerRequest &r) { return listKeys(r); });
    http.route(u"/v1/ssh-keys/<arg>"_s, Method::Delete,
               [this](const QString &id, const QHttpServerRequest &r, QHttpServerResponder &&responder) {
                   afterRuntime(DeferredReply(std::move(responder)), deleteKey(id, r));
               });
}

void CredentialRoutes::afterRuntime(const DeferredReply &reply, QHttpServerResponse &&response)
{
    auto answer = std::make_shared<QHttpServerResponse>(std::move(response));
    m_ctx.runtime.whenApplied([reply, answer] { reply.send(*answer); });
}

QHttpServerResponse CredentialRoutes::createToken(const QHttpServerRequest &request)
{
    return m_ctx.withCaller(request, Access::Session, [&](const Caller &caller) {
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

        QStringList unique;
        for (const QString &scope : Authenticator::allScopes()) {
            if (scopes.contains(scope))
                unique << scope; // canonical order, no duplicates
        }
        const QString token = Crypto::randomToken(QString::fromLatin1(Authenticator::kApiTokenPrefix));
        const qint64 now = m_ctx.clock.nowSeconds();
        const qint64 expires = now + days * 86400;
        QSqlQuery &q
            = m_ctx.db.exec(u"INSERT INTO api_tokens (account_id, name, token_hash, scopes, created_at, expires_at) "
                            "VALUES (?, ?, ?, ?, ?, ?)"_s,
                            {caller.accountId, name, QString::fromLatin1(Crypto::sha256Hex(token.toLatin1())),
                             unique.join(u' '), now, expires});
        return QHttpServerResponse(QJsonObject{{u"id"_s, QString::number(q.lastInsertId().toLongLong())},
                                               {u"name"_s, name},
                                               {u"token"_s, token},
                                               {u"scopes"_s, QJsonArray::fromStringList(unique)},
                                               {u"created_at"_s, Rfc3339::formatSeconds(now)},
                                               {u"expires_at"_s, Rfc3339::formatSeconds(expires)}},
                                   Status::Created);
    });
}

QHttpServerResponse CredentialRoutes::listTokens(const QHttpServerRequest &request)
{
    return m_ctx.withCaller(request, Access::Session, [&](const Caller &caller) {
        QSqlQuery &q = m_ctx.db.exec(u"SELECT id, name, scopes, created_at, expires_at, last_used_at FROM api_tokens "
                                     "WHERE account_id = ? AND revoked_at IS NULL ORDER BY id"_s,
                                     {caller.accountId});
        QJsonArray items;
        const qint64 now = m_ctx.clock.nowSeconds();
        while (q.next())
            items.append(QJsonObject{{u"id"_s, q.value(0).toString()},
                                     {u"name"_s, q.value(1).toString()},
                                     {u"scopes"_s, QJsonArray::fromStringList(q.value(2).toString().split(u' '))},
                                     {u"created_at"_s, Rfc3339::formatSeconds(q.value(3).toLongLong())},
                                     {u"expires_at"_s, Rfc3339::formatSeconds(q.value(4).toLongLong())},
                                     {u"expired"_s, q.value(4).toLongLong() <= now},
                                     {u"last_used_at"_s, timeOrNull(q.value(5))}});
        return QHttpServerResponse(QJsonObject{{u"items"_s, items}});
    });
}

QHttpServerResponse CredentialRoutes::revokeToken(const QString &id, const QHttpServerRequest &request)
{
    return m_ctx.withCaller(request, Access::Session, [&](const Caller &caller) {
        QSqlQuery &q = m_ctx.db.exec(
            u"UPDATE api_tokens SET revoked_at = ? WHERE id = ? AND account_id = ? AND revoked_at IS NULL"_s,
            {m_ctx.clock.nowSeconds(), id.toLongLong(), caller.accountId});
        if (q.numRowsAffected() != 1)
            return notFound(u"API token"_s);
        return QHttpServerResponse(Status::NoContent);
    });
}

QHttpServerResponse CredentialRoutes::addKey(const QHttpServerRequest &request)
{
    return m_ctx.withCaller(request, Access::Keys, [&](const Caller &caller) {
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
        if (m_ctx.db
                .scalar(u"SELECT id FROM ssh_keys WHERE account_id = ? AND fingerprint = ?"_s,
                        {caller.accountId, fingerprint})
                .isValid())
            return JsonError::response(Status::Conflict, u"conflict"_s,
                                       u"This key (%1) is already on your account."_s.arg(fingerprint),
                                       QJsonObject{{u"field"_s, u"public_key"_s}, {u"fingerprint"_s, fingerprint}});
        const qint64 now = m_ctx.clock.nowSeconds();
        QSqlQuery &q = m_ctx.db.exec(
            u"INSERT INTO ssh_keys (account_id, name, public_key, fingerprint, created_at) VALUES (?, ?, ?, ?, ?)"_s,
            {caller.accountId, name, key->toLine(), fingerprint, now});
        m_ctx.runtime.refreshKeys(caller.ownerId ? caller.ownerId : caller.accountId);
        return QHttpServerResponse(QJsonObject{{u"id"_s, QString::number(q.lastInsertId().toLongLong())},
                                               {u"name"_s, name},
                                               {u"fingerprint"_s, fingerprint},
                                               {u"type"_s, key->type},
                                               {u"bits"_s, key->bits},
                                               {u"created_at"_s, Rfc3339::formatSeconds(now)}},
                                   Status::Created);
    });
}

QHttpServerResponse CredentialRoutes::listKeys(const QHttpServerRequest &request)
{
    return m_ctx.withCaller(request, Access::Read, [&](const Caller &caller) {
        // An owner sees the keys of their members too; a member sees only their own.
        QSqlQuery &q = m_ctx.db.exec(
            u"SELECT id, name, public_key, fingerprint, created_at, account_id FROM ssh_keys WHERE "
            "account_id = ? OR account_id IN (SELECT id FROM accounts WHERE owner_id = ?) ORDER BY id"_s,
            {caller.accountId, caller.ownerId ? -1 : caller.accountId});
        QJsonArray items;
        while (q.next())
            items.append(QJsonObject{{u"id"_s, q.value(0).toString()},
                                     {u"name"_s, q.value(1).toString()},
                                     {u"public_key"_s, q.value(2).toString()},
                                     {u"fingerprint"_s, q.value(3).toString()},
                                     {u"created_at"_s, Rfc3339::formatSeconds(q.value(4).toLongLong())},
                                     {u"account_id"_s, q.value(5).toString()}});
        return QHttpServerResponse(QJsonObject{{u"items"_s, items}});
    });
}

QHttpServerResponse CredentialRoutes::deleteKey(const QString &id, const QHttpServerRequest &request)
{
    return m_ctx.withCaller(request, Access::Keys, [&](const Caller &caller) {
        QSqlQuery &q = m_ctx.db.exec(u"DELETE FROM ssh_keys WHERE id = ? AND (account_id = ? OR account_id IN "
                                     "(SELECT id FROM accounts WHERE owner_id = ?))"_s,
                                     {id.toLongLong(), caller.accountId, caller.ownerId ? -1 : caller.accountId});
        if (q.numRowsAffected() != 1)
            return notFound(u"SSH key"_s);
        // Taken off every running instance at once: sshd reads authorized_keys at each login.
        m_ctx.runtime.refreshKeys(caller.ownerId ? caller.ownerId : caller.accountId);
        return QHttpServerResponse(Status::NoContent);
    });
}
