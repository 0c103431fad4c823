#pragma once

#include "platform/accounts/memberstore.h"
#include "platform/http/deferredreply.h"
#include "platform/routes/routecontext.h"

#include <QObject>

#include <optional>

/// Members (sub-accounts): an owner creates them with their own login and spend limit; a member
/// sees and controls only their own resources, the owner sees all; deleting one ends its sessions.
class MemberRoutes final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MemberRoutes)
public:
    explicit MemberRoutes(RouteContext context, QObject *parent = nullptr);

private:
    void create(const ApiRequest &request, const DeferredReply &reply);
    ApiResponse list(const ApiRequest &request);
    /// PATCH: the owner changes a member's spend limits or name.
    ApiResponse update(const QString &id, const ApiRequest &request);
    ApiResponse remove(const QString &id, const ApiRequest &request);
    /// Why `caller` may not act on `member`: not an owner, or not its member (404); none if it may.
    std::optional<ApiError> refusal(const Caller &caller, qint64 member) const;

    RouteContext m_ctx;
    MemberStore m_store;
};
