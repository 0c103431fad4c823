#include "platform/routes/memberroutes.h"

#include "common/clock.h"
#include "platform/accounts/accountstore.h"
#include "platform/accounts/authenticator.h"
#include "platform/accounts/memberstore.h"
#include "platform/accounts/passwordhash.h"
#include "platform/accounts/passwordthreads.h"
#include "platform/http/jsonbody.h"
#include "platform/http/jsonerror.h"
#include "platform/instances/metering.h"
#include "platform/routes/spendlimitsbody.h"

#include "platform/http/router.h"
#include <QJsonArray>

using namespace Qt::StringLiterals;
using Method = ApiRequest::Method;
using Status = HttpStatus;

namespace {
ApiError ownersOnly()
{
    return ApiError(Status::Forbidden, u"insufficient_scope"_s,
                    u"Only the account's owner manages members; ask them."_s, QJsonObject{{u"scope"_s, u"owner"_s}});
}

} // namespace

MemberRoutes::MemberRoutes(RouteContext context, QObject *parent)
    : QObject(parent)
    , m_ctx(context)
    , m_store(context.db)
{
    Router &router = m_ctx.router;
    router.addDeferred(Method::Post, u"/v1/members"_s,
                       [this](const ApiRequest &r, const DeferredReply &reply) { create(r, reply); });
    router.add(Method::Get, u"/v1/members"_s, [this](const ApiRequest &r) { return list(r); });
    router.add(Method::Patch, u"/v1/members/{id}"_s, [this](const ApiRequest &r) { return update(r.arg(u"id"_s), r); });
    router.add(Method::Delete, u"/v1/members/{id}"_s,
               [this](const ApiRequest &r) { return remove(r.arg(u"id"_s), r); });
}

void MemberRoutes::create(const ApiRequest &request, const DeferredReply &reply)
{
    auto auth = m_ctx.auth.authenticate(request, Access::Session);
    if (auto *error = std::get_if<ApiError>(&auth))
        return reply.send(std::move(*error));
    const Caller caller = std::get<Caller>(auth);
    if (caller.ownerId)
        return reply.send(ownersOnly());
    JsonBody body(request);
    body.allowOnly({u"name", u"phone", u"email", u"password", u"spend_limits"});
    const QString name = body.string(u"name"_s).trimmed();
    const QString phoneText = body.optionalString(u"phone"_s).trimmed();
    const QString email = body.optionalString(u"email"_s).trimmed();
    const QString password = body.string(u"password"_s);
    std::optional<qint64> daily, perBoot;
    readSpendLimitsCreate(body, &daily, &perBoot);
    if (body.ok() && (name.isEmpty() || name.size() > 40))
        body.fail(u"name"_s, u"length"_s, u"A member's name has 1 to 40 characters."_s);
    if (body.ok() && phoneText.isEmpty() && email.isEmpty())
        body.fail(u"phone"_s, u"required"_s, u"A member logs in with a phone number or an e-mail address; give one."_s);
    const auto phone
        = phoneText.isEmpty() ? std::optional<QString>(QString()) : AccountStore::normalizePhone(phoneText);
    if (body.ok() && !phone)
        body.fail(u"phone"_s, u"invalid_phone"_s, u"'%1' is not a mobile number."_s.arg(phoneText));
    if (body.ok() && !email.isEmpty() && !AccountStore::isEmail(email))
        body.fail(u"email"_s, u"invalid_email"_s, u"'%1' is not an e-mail address."_s.arg(email));
    if (!body.ok())
        return reply.send(body.takeError());
    if (const QString problem = AccountStore::passwordProblem(password, *phone); !problem.isEmpty()) {
        body.fail(u"password"_s, problem, u"The member's password is too weak (%1)."_s.arg(problem));
        return reply.send(body.takeError());
    }
    const bool phoneTaken = !phone->isEmpty() && m_ctx.accounts.findByLogin(*phone);
    if (phoneTaken || (!email.isEmpty() && m_ctx.accounts.findByLogin(email)))
        return reply.send(ApiError(Status::Conflict, u"conflict"_s,
                                   phoneTaken ? u"That phone number already has an account."_s
                                              : u"That e-mail address already has an account."_s,
                                   QJsonObject{{u"field"_s, phoneTaken ? u"phone"_s : u"email"_s}}));
    if (auto refusal = m_ctx.auth.confirmationNeeded(caller))
        return reply.send(std::move(*refusal));

    m_ctx.passwords.run([password] { return PasswordHash::hash(password); })
        .then(this, [this, reply, caller, name, phone = *phone, email, daily, perBoot](const QString &hash) {
            // A member's limits are the wallet's rules: its settlement sees them from now.
            qint64 id = 0;
            m_ctx.metering.settleThen(caller.accountId, [&] {
                id = m_store.insert(caller.accountId, phone, email, name, hash, m_ctx.clock.nowSeconds(), daily,
                                    perBoot);
            });
            if (!id)
                return reply.send(ApiError(Status::Conflict, u"conflict"_s,
                                           u"That phone number or e-mail already has an account."_s));
            reply.send(ApiResponse(m_ctx.accounts.toJson(id), Status::Created));
        });
}

ApiResponse MemberRoutes::list(const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Session, [&](const Caller &caller) -> ApiResponse {
        if (caller.ownerId)
            return ownersOnly();
        QJsonArray items;
        for (qint64 member : m_store.members(caller.accountId))
            items.append(m_ctx.accounts.toJson(member));
        return ApiResponse(QJsonObject{{u"items"_s, items}});
    });
}

std::optional<ApiError> MemberRoutes::refusal(const Caller &caller, qint64 member) const
{
    if (caller.ownerId)
        return ownersOnly();
    if (!m_store.isMember(member, caller.accountId))
        return ApiError(Status::NotFound, u"not_found"_s, u"No such member on this account."_s);
    return std::nullopt;
}

ApiResponse MemberRoutes::update(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Session, [&](const Caller &caller) -> ApiResponse {
        const qint64 member = id.toLongLong();
        if (auto refused = refusal(caller, member))
            return std::move(*refused);
        JsonBody body(request);
        body.allowOnly({u"spend_limits", u"name"});
        // Everything is checked before anything is written: a refused PATCH changes nothing.
        AccountStore::Changes changes;
        readSpendLimitsPatch(body, changes);
        if (body.has(u"name"_s)) {
            const QString name = body.string(u"name"_s).trimmed();
            if (body.ok() && (name.isEmpty() || name.size() > 40))
                body.fail(u"name"_s, u"length"_s, u"A member's name has 1 to 40 characters."_s);
            changes.name = name;
        }
        if (!body.ok())
            return body.takeError();
        if (m_ctx.accounts.widensSpendLimits(member, changes))
            if (auto refusal = m_ctx.auth.confirmationNeeded(caller))
                return std::move(*refusal);
        // What the member ran under the old limits is settled under them; the new ones apply from
        // now, and a member already past a lowered limit is stopped at once.
        m_ctx.metering.settleThen(caller.accountId, [&] { m_ctx.accounts.update(member, changes); });
        return ApiResponse(m_ctx.accounts.toJson(member));
    });
}

ApiResponse MemberRoutes::remove(const QString &id, const ApiRequest &request)
{
    return m_ctx.withCaller(request, Access::Session, [&](const Caller &caller) -> ApiResponse {
        // Deleting the account row ends its sessions, tokens and keys with it (ON DELETE CASCADE).
        const qint64 member = id.toLongLong();
        if (auto refused = refusal(caller, member))
            return std::move(*refused);
        const int live = m_store.liveInstances(member);
        if (live > 0)
            return ApiError(Status::Conflict, u"conflict"_s,
                            u"The member has %1 instance(s) that are not released; release them first."_s.arg(live),
                            QJsonObject{{u"state"_s, u"has_instances"_s}});
        // What the member rented stays in the owner's history; volumes and images become the owner's.
        m_ctx.metering.settleThen(caller.accountId, [&] { m_store.remove(member, caller.accountId); });
        return ApiResponse(Status::NoContent);
    });
}
