// A bounded, deterministic fuzz of the whole route table in-process: a few thousand requests with
// random and half-valid bodies, paths, ids, queries, methods and credentials. Every answer must be
// in the contract's shape (a JSON error with a known code and its status, or a success), and
// nothing may crash or hang.
#include "tests/platform/contractshape.h"
#include "tests/platform/inprocesssandbox.h"

#include "platform/http/router.h"

#include <QElapsedTimer>
#include <QJsonArray>

#include <iostream>
#include <map>
#include <random>

using namespace Qt::StringLiterals;
using Method = ApiRequest::Method;

namespace {

class RequestFuzzer
{
public:
    explicit RequestFuzzer(quint32 seed)
        : m_rng(seed)
    { }

    int below(int n) { return int(std::uniform_int_distribution<int>(0, n - 1)(m_rng)); }
    bool chance(int percent) { return below(100) < percent; }
    template <typename T> const T &oneOf(const QList<T> &items) { return items.at(below(int(items.size()))); }

    QString text()
    {
        static const QStringList words
            = {u""_s,
               u" "_s,
               u"gpu"_s,
               u"no_gpu"_s,
               u"on_demand"_s,
               u"package_daily"_s,
               u"package_weekly"_s,
               u"cn-north-1"_s,
               u"cn-east-1"_s,
               u"rtx-4090-24g"_s,
               u"rtx-4060-8g"_s,
               u"h20-96g"_s,
               u"pytorch-2.5.1-cu124"_s,
               u"custom-1"_s,
               u"custom-x"_s,
               u"1"_s,
               u"2"_s,
               u"-1"_s,
               u"0"_s,
               u"99999999999999999999"_s,
               u"2026-12-01T08:00:00Z"_s,
               u"2000-01-01T00:00:00Z"_s,
               u"not a time"_s,
               u"训练 run"_s,
               u"a\u0001b"_s,
               QString(41, u'a'),
               QString(3000, u'x'),
               u"read"_s,
               u"instances"_s,
               u"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl fuzz@host"_s,
               u"ssh-rsa AAAA"_s,
               u"13912345678"_s,
               u"+8613912345678"_s,
               u"fuzz@example.cn"_s,
               u"@"_s,
               u"11010519900101001X"_s,
               u"张三"_s,
               u"123456"_s,
               u"sandbox-demo"_s,
               u"gpu-Rent-2026"_s};
        return chance(85) ? oneOf(words) : QString::number(below(100000) - 50000);
    }

    QJsonValue value(int depth = 0)
    {
        switch (below(depth > 1 ? 7 : 9)) {
        case 0:
            return QJsonValue();
        case 1:
            return chance(50);
        case 2:
            return below(4000) - 100;
        case 3:
            return oneOf(QList<double>{-1.0, 0.5, 1e12, 1e300, 9007199254740993.0, 65535.0, 1024.0, 20.0, 2000.0});
        case 4:
        case 5:
        case 6:
            return text();
        case 7: {
            QJsonArray array;
            for (int i = below(7); i > 0; --i)
                array.append(value(depth + 1));
            return array;
        }
        default:
            return object(depth + 1);
        }
    }

    QJsonObject object(int depth = 0)
    {
        static const QStringList fields = {u"name"_s,
                                           u"region"_s,
                                           u"gpu_type"_s,
                                           u"gpu_count"_s,
                                           u"image"_s,
                                           u"billing_mode"_s,
                                           u"system_disk_gb"_s,
                                           u"data_disk_gb"_s,
                                           u"data_volume_id"_s,
                                           u"ports"_s,
                                           u"start_mode"_s,
                                           u"mode"_s,
                                           u"stop_at"_s,
                                           u"startup_script"_s,
                                           u"boot_hang"_s,
                                           u"refuse_keys"_s,
                                           u"sshd_down"_s,
                                           u"size_gb"_s,
                                           u"amount_cents"_s,
                                           u"spend_limits"_s,
                                           u"daily_cents"_s,
                                           u"per_boot_cents"_s,
                                           u"scopes"_s,
                                           u"expires_in_days"_s,
                                           u"public_key"_s,
                                           u"login"_s,
                                           u"password"_s,
                                           u"totp"_s,
                                           u"phone"_s,
                                           u"email"_s,
                                           u"current_password"_s,
                                           u"new_password"_s,
                                           u"code"_s,
                                           u"real_name"_s,
                                           u"id_number"_s,
                                           u"x"_s,
                                           u"名"_s};
        QJsonObject o;
        for (int i = below(5); i > 0; --i)
            o.insert(oneOf(fields), value(depth));
        return o;
    }

    /// A body for a route: mostly a valid one with a field changed, dropped or added; else noise.
    QByteArray body(const QJsonObject &valid)
    {
        switch (below(10)) {
        case 0:
            return {};
        case 1:
            return oneOf(QList<QByteArray>{"{", "[]", "null", "17", "\"x\"", "{\"a\":1,}", "\xff\xfe", "{} {}",
                                           QByteArray(5000, '[')});
        case 2:
        case 3:
            return QJsonDocument(object()).toJson(QJsonDocument::Compact);
        default: {
            QJsonObject o = valid;
            for (int i = below(3); i > 0; --i) {
                const QString key
                    = o.isEmpty() || chance(30) ? object().keys().value(0, u"x"_s) : o.keys().at(below(int(o.size())));
                if (chance(25))
                    o.remove(key);
                else
                    o.insert(key, value());
            }
            return QJsonDocument(o).toJson(QJsonDocument::Compact);
        }
        }
    }

    QString query()
    {
        static const QStringList items = {u"limit=10"_s,
                                          u"limit=0"_s,
                                          u"limit=abc"_s,
                                          u"after=3"_s,
                                          u"after=-1"_s,
                                          u"bucket=hour"_s,
                                          u"bucket=week"_s,
                                          u"group=gpu_type"_s,
                                          u"group=member"_s,
                                          u"group=x"_s,
                                          u"from=2026-11-01T00:00:00Z"_s,
                                          u"to=2026-12-31T00:00:00Z"_s,
                                          u"from=yesterday"_s,
                                          u"include_released=true"_s};
        QStringList out;
        for (int i = below(4); i > 0; --i)
            out << oneOf(items);
        return out.join(u'&');
    }

private:
    std::mt19937 m_rng;
};

// A valid body for each route that takes one (what the fuzz mutates).
QJsonObject validBody(const QString &pattern)
{
    static const QHash<QString, QJsonObject> bodies = {
        {u"/v1/instances"_s,
         {{u"name"_s, u"fuzz"_s},
          {u"region"_s, u"cn-north-1"_s},
          {u"gpu_type"_s, u"rtx-4060-8g"_s},
          {u"image"_s, u"pytorch-2.5.1-cu124"_s}}},
        {u"/v1/instances/{id}"_s, {{u"name"_s, u"renamed"_s}, {u"stop_at"_s, u"2027-01-01T00:00:00Z"_s}}},
        {u"/v1/instances/{id}/start"_s, {{u"mode"_s, u"no_gpu"_s}}},
        {u"/v1/instances/{id}/images"_s, {{u"name"_s, u"snapshot"_s}}},
        {u"/v1/sandbox/instances/{id}/faults"_s, {{u"boot_hang"_s, false}, {u"refuse_keys"_s, true}}},
        {u"/v1/volumes"_s, {{u"name"_s, u"data"_s}, {u"region"_s, u"cn-north-1"_s}, {u"size_gb"_s, 10}}},
        {u"/v1/tokens"_s, {{u"name"_s, u"ci"_s}, {u"scopes"_s, QJsonArray{u"read"_s}}, {u"expires_in_days"_s, 3}}},
        {u"/v1/ssh-keys"_s,
         {{u"public_key"_s,
           u"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl fuzz@host"_s}}},
        {u"/v1/billing/recharge"_s, {{u"amount_cents"_s, 500}}},
        {u"/v1/account"_s, {{u"spend_limits"_s, QJsonObject{{u"daily_cents"_s, 100000}}}, {u"name"_s, u"Fuzz"_s}}},
        {u"/v1/account/verification"_s, {{u"real_name"_s, u"张三"_s}, {u"id_number"_s, u"11010519900101001X"_s}}},
        {u"/v1/account/2fa/confirm"_s, {{u"code"_s, u"123456"_s}}},
        {u"/v1/account/2fa"_s, {{u"code"_s, u"123456"_s}}},
        {u"/v1/sessions"_s, {{u"login"_s, u"13800000000"_s}, {u"password"_s, u"wrong-password-1"_s}}},
        {u"/v1/account/password"_s,
         {{u"current_password"_s, u"wrong-password-1"_s}, {u"new_password"_s, u"another-pass-9"_s}}},
        {u"/v1/members"_s, {{u"name"_s, u"m"_s}, {u"phone"_s, u"13912345678"_s}, {u"password"_s, u"member-pass-1"_s}}},
    };
    return bodies.value(pattern);
}

// Routes whose valid bodies cost a password hash (~0.2 s each): mostly fed noise.
bool hashesPasswords(const QString &pattern)
{
    return pattern == u"/v1/accounts"_s || pattern == u"/v1/sessions"_s || pattern == u"/v1/account/password"_s
        || pattern == u"/v1/members"_s;
}

} // namespace

TEST(RouterFuzz, EveryAnswerIsContractShaped)
{
    InProcessSandbox sandbox;
    const QString session = sandbox.demoSession();
    ASSERT_FALSE(session.isEmpty());
    const auto mint = [&](const QJsonArray &scopes) {
        const ApiResponse r
            = sandbox.call(Method::Post, u"/v1/tokens"_s,
                           {{u"name"_s, u"fuzz"_s}, {u"scopes"_s, scopes}, {u"expires_in_days"_s, 365}}, session);
        EXPECT_EQ(r.statusCode(), 201);
        return std::pair{r.json()->value(u"token"_s).toString(), r.json()->value(u"id"_s).toString()};
    };
    const auto [apiToken, apiTokenId] = mint({u"read"_s, u"instances"_s, u"billing"_s, u"keys"_s});
    const auto [readToken, readTokenId] = mint({u"read"_s});

    const QList<Router::Route> routes = sandbox.router().routes();
    const QList<Method> methods = {Method::Get,    Method::Post, Method::Put,     Method::Patch,
                                   Method::Delete, Method::Head, Method::Options, Method::Other};
    QStringList ids = {u"1"_s,        u"2"_s,    u"0"_s,   u"-1"_s, u"abc"_s, u"99999999999999999999"_s,
                       u"custom-1"_s, u"训练"_s, u"1.5"_s, u" 1"_s};
    QHash<QString, int> seen; // answers per route pattern, to check every route was driven
    std::map<int, int> statuses;
    RequestFuzzer fuzz(20261201);
    QElapsedTimer timer;
    timer.start();
    int failures = 0;
    constexpr int kRequests = 3000;
    for (int n = 0; n < kRequests && failures < 10; ++n) {
        const Router::Route &route = routes.at(fuzz.below(int(routes.size())));
        ApiRequest request;
        request.peer = QHostAddress::LocalHost;
        request.method = fuzz.chance(85) ? route.method : fuzz.oneOf(methods);
        QString path = route.pattern;
        QString id = fuzz.oneOf(ids);
        // The fuzz's own credentials stay usable: its tokens are not revoked, its session not ended.
        if (route.pattern == u"/v1/tokens/{id}"_s
            && (id.toLongLong() == apiTokenId.toLongLong() || id.toLongLong() == readTokenId.toLongLong()))
            id = u"abc"_s;
        path.replace(u"{id}"_s, id);
        if (fuzz.chance(5))
            path = fuzz.oneOf(QStringList{u"/"_s, u""_s, u"/v1"_s, u"/v1/"_s, u"/v1/instances/"_s, u"//v1/health"_s,
                                          u"/v1/instances/1/start/"_s, u"/v2/health"_s, u"/v1/../v1/health"_s});
        request.path = path;
        if (fuzz.chance(30))
            request.query = QUrlQuery(fuzz.query());
        const bool hashing = hashesPasswords(route.pattern) && fuzz.chance(80);
        request.body = route.pattern == u"/v1/sandbox/clock"_s
            // Time moves, but by seconds: years of replay are metering's tests, not this one's.
            ? QJsonDocument(QJsonObject{{u"advance_s"_s, fuzz.below(120)}}).toJson()
            : hashing ? QByteArray("{\"login\":") : fuzz.body(validBody(route.pattern));
        QString token;
        switch (fuzz.below(20)) {
        case 0:
            break;
        case 1:
            token = u"gds_forged"_s;
            break;
        case 2:
            token = readToken;
            break;
        default:
            token = fuzz.chance(50) && route.pattern != u"/v1/sessions/current"_s ? session : apiToken;
        }
        if (!token.isEmpty())
            request.setHeader("Authorization", "Bearer " + token.toUtf8());
        if (fuzz.chance(10))
            request.setHeader("If-None-Match", fuzz.chance(50) ? QByteArray("\"x\"") : QByteArray("*"));

        const auto answer = sandbox.send(request, 20000);
        const QString what
            = Router::methodName(request.method) + u' ' + path + u' ' + QString::fromUtf8(request.body.left(200));
        if (!answer) {
            ADD_FAILURE() << "no answer to " << what.toStdString();
            ++failures;
            continue;
        }
        if (const QString problem = ContractShape::problem(*answer); !problem.isEmpty()) {
            ADD_FAILURE() << problem.toStdString() << ": " << what.toStdString() << " -> " << answer->statusCode()
                          << ' ' << answer->body().left(300).toStdString();
            ++failures;
        }
        if (answer->statusCode() != 404 || request.path == path)
            ++seen[route.pattern];
        ++statuses[answer->statusCode()];
        if (qEnvironmentVariableIsSet("GPUDESK_FUZZ_TRACE"))
            std::cout << answer->statusCode() << ' ' << what.left(100).toStdString() << ' '
                      << answer->body().left(120).toStdString() << '\n';
        // Ids the platform handed out make later paths name real resources.
        if (answer->json() && answer->statusCode() < 300) {
            const QString newId = answer->json()->value(u"id"_s).toString();
            if (!newId.isEmpty() && !ids.contains(newId) && ids.size() < 40)
                ids << newId;
        }
    }
    for (const Router::Route &route : routes)
        EXPECT_GT(seen.value(route.pattern), 0) << "never driven: " << route.pattern.toStdString();
    // Bounded: a few seconds on a loaded laptop, never minutes.
    EXPECT_LT(timer.elapsed(), 60000);
    std::cout << kRequests << " requests in " << timer.elapsed() << " ms; statuses:";
    for (const auto &[status, count] : statuses)
        std::cout << ' ' << status << '*' << count;
    std::cout << '\n';
}
