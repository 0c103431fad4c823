// Who may do what: every operation of docs/platform-api.yaml, as its x-gpudesk-auth says, against
// six callers that must not get in — no token, an expired session, another account's session, a
// member of the same owner, an API token without the scope, and another instance's own token —
// each getting the contract's answer. Another account's resource is 404 before anything in the
// body is looked at (the bodies sent are deliberately wrong). The operations come from the
// document, and every route of the platform must be in it, so a new endpoint cannot be forgotten.
#include "tests/platform/inprocesssandbox.h"

#include "platform/accounts/instancetokens.h"
#include "platform/http/router.h"

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>

#include <map>
#include <set>

using namespace Qt::StringLiterals;
using Method = ApiRequest::Method;

namespace {

struct Operation
{
    QString method; ///< upper case
    QString path; ///< as in the document: /v1/instances/{id}
    QString auth; ///< x-gpudesk-auth
    bool hasId() const { return path.contains(u"{id}"_s); }
    QString name() const { return method + u' ' + path; }
};

/// The operations of the contract, read line by line from the document (its shape is the lint's
/// to keep: paths at two spaces, methods at four, an operation's keys at six).
QList<Operation> operations()
{
    QFile file(QStringLiteral(GPUDESK_SOURCE_DIR "/docs/platform-api.yaml"));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    static const QRegularExpression pathLine(u"^  (/v1/\\S+):$"_s);
    static const QRegularExpression methodLine(u"^    (get|post|put|patch|delete):$"_s);
    static const QRegularExpression authLine(u"^      x-gpudesk-auth: \"([^\"]+)\"$"_s);
    QList<Operation> out;
    QString path;
    for (const QByteArray &raw : file.readAll().split('\n')) {
        const QString line = QString::fromUtf8(raw);
        if (const auto m = pathLine.match(line); m.hasMatch()) {
            path = m.captured(1);
        } else if (line.startsWith(u"  "_s) && !line.startsWith(u"   "_s)) {
            path.clear(); // out of paths: (components)
        } else if (const auto m = methodLine.match(line); m.hasMatch() && !path.isEmpty()) {
            out.append(Operation{m.captured(1).toUpper(), path, QString()});
        } else if (const auto m = authLine.match(line); m.hasMatch() && !out.isEmpty()) {
            out.last().auth = m.captured(1);
        }
    }
    return out;
}

Method methodOf(const QString &name)
{
    if (name == u"GET"_s)
        return Method::Get;
    if (name == u"POST"_s)
        return Method::Post;
    if (name == u"PATCH"_s)
        return Method::Patch;
    if (name == u"PUT"_s)
        return Method::Put;
    return Method::Delete;
}

QString codeOf(const ApiResponse &r)
{
    return r.json().value_or(QJsonObject()).value(u"error"_s).toObject().value(u"code"_s).toString();
}

/// The owner's world: a demo owner with a member, another owner, tokens, keys, instances, an
/// image and a volume, and the callers that must be kept out.
class World
{
public:
    explicit World(InProcessSandbox &sandbox)
        : m_sandbox(sandbox)
    {
        // An expired session first: twelve platform hours and a second later it is over.
        expired = sandbox.demoSession();
        sandbox.clock().advanceSeconds(12 * 3600 + 1);
        owner = sandbox.demoSession();

        ok(call(Method::Post, u"/v1/accounts"_s,
                {{u"phone"_s, u"13900002222"_s},
                 {u"email"_s, u"other@example.cn"_s},
                 {u"password"_s, u"gpu-Rent-2026"_s}}),
           201);
        other = login(u"13900002222"_s, u"gpu-Rent-2026"_s);
        ok(call(Method::Post, u"/v1/members"_s,
                {{u"name"_s, u"member"_s}, {u"phone"_s, u"13900003333"_s}, {u"password"_s, u"member-Pass-1"_s}}, owner),
           201);
        memberId = lastId;
        member = login(u"13900003333"_s, u"member-Pass-1"_s);

        const auto token = [&](const QString &scope) {
            const ApiResponse r
                = call(Method::Post, u"/v1/tokens"_s, {{u"name"_s, scope}, {u"scopes"_s, QJsonArray{scope}}}, owner);
            ok(r, 201);
            return r.json()->value(u"token"_s).toString();
        };
        readOnly = token(u"read"_s);
        tokenId = lastId;
        keysOnly = token(u"keys"_s);

        ok(call(Method::Post, u"/v1/ssh-keys"_s,
                {{u"name"_s, u"laptop"_s},
                 {u"public_key"_s,
                  u"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl li@laptop"_s}},
                owner),
           201);
        keyId = lastId;
        ok(call(Method::Post, u"/v1/volumes"_s,
                {{u"name"_s, u"data"_s}, {u"region"_s, u"cn-north-1"_s}, {u"size_gb"_s, 10}}, owner),
           201);
        volumeId = lastId;
        const QJsonObject spec{{u"name"_s, u"a"_s},
                               {u"region"_s, u"cn-north-1"_s},
                               {u"gpu_type"_s, u"rtx-4090-24g"_s},
                               {u"image"_s, u"pytorch-2.5.1-cu124"_s}};
        ok(call(Method::Post, u"/v1/instances"_s, spec, owner), 202);
        instanceId = lastId;
        ok(call(Method::Post, u"/v1/instances"_s, spec, owner), 202);
        const QString otherInstance = lastId;
        sandbox.clock().advanceSeconds(11);
        ok(call(Method::Post, u"/v1/instances/"_s + otherInstance + u"/stop"_s, {}, owner), 202);
        sandbox.clock().advanceSeconds(3);
        ok(call(Method::Post, u"/v1/instances/"_s + otherInstance + u"/images"_s, {{u"name"_s, u"env"_s}}, owner), 201);
        imageId = lastId;
        ok(call(Method::Post, u"/v1/instances/"_s + otherInstance + u"/start"_s, {}, owner), 202);
        sandbox.clock().advanceSeconds(11);
        // The other instance's own token, of its current boot.
        const qint64 boot
            = sandbox.db()
                  .scalar(u"SELECT boot_started_at FROM instances WHERE id = ?"_s, {otherInstance.toLongLong()})
                  .toLongLong();
        otherInstanceSelf = InstanceTokens::tokenFor(sandbox.db(), otherInstance.toLongLong(), boot);
        // It is good for its own instance (else the refusals below would prove nothing).
        ok(call(Method::Get, u"/v1/instances/"_s + otherInstance, {}, otherInstanceSelf), 200);
    }

    ApiResponse call(Method method, const QString &path, const QJsonObject &body, const QString &token = {})
    {
        const ApiResponse r = m_sandbox.call(method, path, body, token);
        lastId = r.json().value_or(QJsonObject()).value(u"id"_s).toString();
        return r;
    }
    QString login(const QString &phone, const QString &password)
    {
        const ApiResponse r = call(Method::Post, u"/v1/sessions"_s, {{u"login"_s, phone}, {u"password"_s, password}});
        ok(r, 201);
        return r.json()->value(u"token"_s).toString();
    }
    static void ok(const ApiResponse &r, int status) { EXPECT_EQ(r.statusCode(), status) << r.body().toStdString(); }
    /// The owner's resource a path's {id} names.
    QString idFor(const QString &path) const
    {
        if (path.startsWith(u"/v1/tokens/"_s))
            return tokenId;
        if (path.startsWith(u"/v1/ssh-keys/"_s))
            return keyId;
        if (path.startsWith(u"/v1/members/"_s))
            return memberId;
        if (path.startsWith(u"/v1/images/"_s))
            return imageId;
        if (path.startsWith(u"/v1/volumes/"_s))
            return volumeId;
        return instanceId;
    }

    QString expired, owner, other, member, readOnly, keysOnly, otherInstanceSelf;
    QString memberId, tokenId, keyId, volumeId, instanceId, imageId;
    QString lastId;

private:
    InProcessSandbox &m_sandbox;
};

struct Expected
{
    int status;
    QString code;
};

} // namespace

TEST(AuthorizationMatrix, EveryRouteIsInTheContractWithWhoMayCallIt)
{
    InProcessSandbox sandbox;
    std::set<QString> documented;
    for (const Operation &op : operations()) {
        EXPECT_FALSE(op.auth.isEmpty()) << op.name().toStdString() << " has no x-gpudesk-auth";
        documented.insert(op.name());
    }
    EXPECT_GE(documented.size(), 40u);
    for (const Router::Route &route : sandbox.router().routes())
        EXPECT_TRUE(documented.contains(Router::methodName(route.method) + u' ' + route.pattern))
            << Router::methodName(route.method).toStdString() << ' ' << route.pattern.toStdString()
            << " is served but not in docs/platform-api.yaml";
}

TEST(AuthorizationMatrix, NoCallerGetsInWhereItDoesNotBelong)
{
    InProcessSandbox sandbox;
    World world(sandbox);
    ASSERT_FALSE(::testing::Test::HasFailure()) << "the world could not be set up";
    // Wrong on purpose: a refusal must come before anything is read from the body.
    const QJsonObject wrongBody{{u"name"_s, 42}, {u"unexpected"_s, true}};
    int checked = 0;
    for (const Operation &op : operations()) {
        const QStringList words = op.auth.split(u' ');
        const QString access = words.first();
        if (access == u"none"_s)
            continue;
        const bool self = words.contains(u"+self"_s);
        const bool sessionOnly = access == u"session"_s || access == u"owner-session"_s;
        QString path = op.path;
        path.replace(u"{id}"_s, world.idFor(op.path));

        std::vector<std::pair<std::string, std::pair<QString, Expected>>> callers;
        callers.push_back({"no token", {QString(), {401, u"unauthenticated"_s}}});
        callers.push_back({"an expired session", {world.expired, {401, u"session_expired"_s}}});
        if (op.hasId())
            callers.push_back({"another account's session", {world.other, {404, u"not_found"_s}}});
        if (access == u"owner-session"_s)
            callers.push_back({"a member of the same owner", {world.member, {403, u"insufficient_scope"_s}}});
        else if (op.hasId())
            callers.push_back({"a member of the same owner", {world.member, {404, u"not_found"_s}}});
        callers.push_back({"an API token without the scope",
                           {access == u"read"_s ? world.keysOnly : world.readOnly,
                            {403, sessionOnly ? u"session_required"_s : u"insufficient_scope"_s}}});
        callers.push_back({"another instance's own token",
                           {world.otherInstanceSelf,
                            // It is no session and has no scope but its own instance's.
                            self ? Expected{404, u"not_found"_s} : Expected{403, u"insufficient_scope"_s}}});

        for (const auto &[who, call] : callers) {
            const auto &[token, expected] = call;
            const ApiResponse r
                = sandbox.call(methodOf(op.method), path, op.method == u"GET"_s ? QJsonObject() : wrongBody, token);
            EXPECT_EQ(r.statusCode(), expected.status)
                << op.name().toStdString() << " as " << who << ": " << r.body().toStdString();
            EXPECT_EQ(codeOf(r).toStdString(), expected.code.toStdString()) << op.name().toStdString() << " as " << who;
            // A refusal says nothing of what it refused: no id, name or figure of the owner's.
            if (r.statusCode() == 404) {
                EXPECT_FALSE(r.body().contains("\"name\"")) << op.name().toStdString() << " as " << who;
                EXPECT_FALSE(r.body().contains("balance")) << op.name().toStdString() << " as " << who;
            }
            ++checked;
        }
    }
    EXPECT_GE(checked, 190) << checked; // 43 guarded operations, 4 to 6 callers each
    RecordProperty("checked", checked);
}
