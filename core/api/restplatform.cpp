#include "core/api/restplatform.h"

#include "common/rfc3339.h"
#include "core/api/codecs.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QRandomGenerator>
#include <QSysInfo>
#include <QTimer>
#include <QUuid>

#include <cstring>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

struct RestPlatform::Request
{
    QByteArray method;
    QUrl url;
    std::optional<QByteArray> body;
    Retry retry = Retry::Safe;
    QByteArray idempotencyKey; ///< the same for every attempt of one call
    QByteArray ifNoneMatch;
    QPointer<QObject> context;
    AnswerDone done;
    int attempt = 0;
};

namespace {

using AnswerDone = std::function<void(const ApiResult<HttpAnswer> &)>;

/// A request body that can be read once. Qt 6.4's network access sends a request again by itself
/// when the connection drops before the answer's headers arrive, whatever its method; for a
/// create, a start or a login that may have reached the platform, that second send must fail
/// instead (Qt reports it as a network error), or the user could rent twice.
class OneShotBody final : public QIODevice
{
public:
    explicit OneShotBody(QByteArray data)
        : m_data(std::move(data))
    {
        open(QIODevice::ReadOnly);
    }
    bool isSequential() const override { return true; }
    bool reset() override { return false; }
    qint64 bytesAvailable() const override { return m_data.size() - m_read + QIODevice::bytesAvailable(); }
    bool atEnd() const override { return m_read >= m_data.size() && QIODevice::bytesAvailable() == 0; }

protected:
    qint64 readData(char *out, qint64 max) override
    {
        const qint64 n = std::min<qint64>(max, m_data.size() - m_read);
        std::memcpy(out, m_data.constData() + m_read, size_t(n));
        m_read += n;
        return n;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_data;
    qint64 m_read = 0;
};

/// Set on a reply aborted because no connection was made in time.
constexpr const char *kConnectTimeoutProperty = "gpudeskConnectTimeout";

/// A path segment from an id, whatever characters it has.
QString segment(const QString &id)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(id));
}

template <typename T> AnswerDone expect(Platform::Done<T> done)
{
    return [done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
        if (!answer.ok())
            return done(answer.error());
        done(Codecs::decode<T>(answer.value().json));
    };
}

template <typename T> AnswerDone expectItems(Platform::Done<QList<T>> done)
{
    return [done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
        if (!answer.ok())
            return done(answer.error());
        done(Codecs::decodeItems<T>(answer.value().json));
    };
}

AnswerDone expectNothing(Platform::Done<Nothing> done)
{
    return [done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
        if (!answer.ok())
            return done(answer.error());
        done(Nothing{});
    };
}

/// A string field of a small answer ({"status": "pending"}, {"recovery_codes": […]}).
AnswerDone expectField(const QString &key, std::function<void(const ApiResult<QJsonValue> &)> done)
{
    return [key, done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
        if (!answer.ok())
            return done(answer.error());
        const QJsonValue v = answer.value().json.value(key);
        if (v.isUndefined())
            return done(ApiError::decode(u"field '%1' is missing"_s.arg(key)));
        done(v);
    };
}

QJsonValue optionalMoney(const std::optional<Money> &m)
{
    return m ? QJsonValue(m->cents()) : QJsonValue();
}

/// The codes that mean the credentials sent are no longer good (not a failed login).
bool credentialsRejected(const ApiError &e)
{
    return e.httpStatus == 401
        && (e.code == u"session_expired"_s || e.code == u"token_expired"_s || e.code == u"token_revoked"_s
            || e.code == u"unauthenticated"_s);
}

} // namespace

RestPlatform::RestPlatform(const QUrl &baseUrl, QObject *parent)
    : Platform(parent)
    , m_baseUrl(baseUrl)
    , m_network(new QNetworkAccessManager(this))
    , m_oneShotNetwork(new QNetworkAccessManager(this))
{ }

RestPlatform::~RestPlatform() = default;

int RestPlatform::backoffMs(int attempt) const
{
    const double jitter = 0.5 + QRandomGenerator::global()->generateDouble();
    return int(std::min(8000.0, m_policy.baseDelayMs * double(1 << std::min(attempt, 10)) * jitter));
}

PlatformFactory RestPlatform::pollerFactory(const QUrl &baseUrl, int transferTimeoutMs)
{
    return [baseUrl, transferTimeoutMs] {
        auto platform = std::make_unique<RestPlatform>(baseUrl);
        platform->setTransferTimeoutMs(transferTimeoutMs);
        RetryPolicy once;
        once.maxAttempts = 1;
        platform->setRetryPolicy(once);
        return std::unique_ptr<Platform>(std::move(platform));
    };
}

void RestPlatform::call(const QByteArray &method, const QString &path, const std::optional<QJsonObject> &body,
                        Retry retry, QObject *context, AnswerDone done, const QUrlQuery &query,
                        const QByteArray &ifNoneMatch)
{
    auto request = std::make_shared<Request>();
    request->method = method;
    request->url = m_baseUrl;
    request->url.setPath(m_baseUrl.path().chopped(m_baseUrl.path().endsWith(u'/') ? 1 : 0) + u"/v1"_s + path);
    if (!query.isEmpty())
        request->url.setQuery(query);
    if (body)
        request->body = QJsonDocument(*body).toJson(QJsonDocument::Compact);
    request->retry = retry;
    if (retry == Retry::Keyed)
        request->idempotencyKey = QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
    request->ifNoneMatch = ifNoneMatch;
    request->context = context;
    request->done = std::move(done);
    send(request);
}

void RestPlatform::send(const std::shared_ptr<Request> &request)
{
    QNetworkRequest http(request->url);
    http.setTransferTimeout(m_transferTimeoutMs);
    http.setRawHeader("Accept", "application/json");
    // Named, so the account's login records say which program logged in ("gpudesk/0.1.0 (Debian…)").
    static const QByteArray agent = (QCoreApplication::applicationName() + u'/' + QCoreApplication::applicationVersion()
                                     + u" ("_s + QSysInfo::prettyProductName() + u')')
                                        .toUtf8();
    http.setHeader(QNetworkRequest::UserAgentHeader, agent);
    if (!m_token.isEmpty())
        http.setRawHeader("Authorization", "Bearer " + m_token.toUtf8());
    if (!request->ifNoneMatch.isEmpty())
        http.setRawHeader("If-None-Match", request->ifNoneMatch);
    if (!request->idempotencyKey.isEmpty())
        http.setRawHeader("Idempotency-Key", request->idempotencyKey);
    QNetworkReply *reply;
    if (request->retry == Retry::OnlyIfNotSent) {
        // Sent once and only once: a fresh HTTP/1.1 connection each time (so there is no stale kept-alive
        // connection that Qt would rightly resend on), and a body Qt cannot read a second time.
        const QByteArray body = request->body.value_or(QByteArrayLiteral("{}"));
        http.setRawHeader("Content-Type", "application/json");
        http.setRawHeader("Connection", "close");
        http.setHeader(QNetworkRequest::ContentLengthHeader, body.size());
        http.setAttribute(QNetworkRequest::DoNotBufferUploadDataAttribute, true);
        http.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
        auto *device = new OneShotBody(body);
        reply = m_oneShotNetwork->sendCustomRequest(http, request->method, device);
        device->setParent(reply);
    } else if (request->body) {
        http.setRawHeader("Content-Type", "application/json");
        reply = m_network->sendCustomRequest(http, request->method, *request->body);
    } else {
        reply = m_network->sendCustomRequest(http, request->method);
    }
    spdlog::debug("{} {} (attempt {})", request->method.constData(), request->url.path().toStdString(),
                  request->attempt + 1);
    ++m_pending;
    ++m_attempts;
    // The connect timeout runs from the moment a connection is being made until the request is
    // out; the transfer timeout covers the rest.
    auto *connectTimer = new QTimer(reply);
    connectTimer->setSingleShot(true);
    connectTimer->setInterval(m_policy.connectTimeoutMs);
    connect(reply, &QNetworkReply::socketStartedConnecting, connectTimer, qOverload<>(&QTimer::start));
    connect(reply, &QNetworkReply::requestSent, connectTimer, &QTimer::stop);
    connect(connectTimer, &QTimer::timeout, reply, [reply] {
        reply->setProperty(kConnectTimeoutProperty, true);
        reply->abort();
    });
    // Bound to this, not to the context: the reply must be cleaned up even if the caller went away.
    connect(reply, &QNetworkReply::finished, this, [this, request, reply] {
        reply->deleteLater();
        --m_pending;
        finished(request, reply);
    });
}

void RestPlatform::finished(const std::shared_ptr<Request> &request, QNetworkReply *reply)
{
    const QVariant statusAttribute = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    const QByteArray body = reply->readAll();
    // A keyed call may go again whatever became of the first: the platform does it once.
    const bool safe = request->retry != Retry::OnlyIfNotSent;
    std::optional<ApiResult<HttpAnswer>> result;
    int retryInMs = -1;
    if (!statusAttribute.isValid()) {
        const bool connectTimeout = reply->property(kConnectTimeoutProperty).toBool();
        // Refused, unresolvable or never connected: the request did not leave, so any call may
        // be sent again.
        const bool notSent = connectTimeout || reply->error() == QNetworkReply::ConnectionRefusedError
            || reply->error() == QNetworkReply::HostNotFoundError;
        result = ApiError::network(connectTimeout ? u"no connection within %1 s"_s.arg(m_policy.connectTimeoutMs / 1000)
                                                  : reply->errorString());
        if (safe || notSent)
            retryInMs = backoffMs(request->attempt);
    } else {
        const int status = statusAttribute.toInt();
        if (status >= 200 && status < 300 && reply->error() != QNetworkReply::NoError) {
            // The headers said success but the body did not arrive whole (connection cut,
            // timeout): that is the network's fault, not a malformed answer.
            result = ApiError::network(reply->errorString());
            if (safe)
                retryInMs = backoffMs(request->attempt);
        } else if (status == 304 || status == 204) {
            result = HttpAnswer{status, {}, reply->rawHeader("ETag")};
        } else if (status >= 200 && status < 300) {
            const auto json = Codecs::parseObject(body);
            result = json.ok() ? ApiResult<HttpAnswer>(HttpAnswer{status, json.value(), reply->rawHeader("ETag")})
                               : ApiResult<HttpAnswer>(json.error());
        } else {
            ApiError e = Codecs::decodeError(status, body);
            bool ok = false;
            const int retryAfter = reply->rawHeader("Retry-After").toInt(&ok);
            if (ok)
                e.retryAfterSeconds = retryAfter;
            else if (e.details.contains(u"retry_after_s"_s))
                e.retryAfterSeconds = e.details.value(u"retry_after_s"_s).toInt();
            // 429 and 503 say the platform did not do it: any call may come again, when asked
            // to wait only briefly (a login lockout of minutes goes back to the user).
            if ((status == 429 || status == 503) && e.retryAfterSeconds <= m_policy.maxRetryAfterS)
                retryInMs = e.retryAfterSeconds >= 0 ? e.retryAfterSeconds * 1000 : backoffMs(request->attempt);
            else if (status >= 500 && safe)
                retryInMs = backoffMs(request->attempt);
            else if (status == 409 && request->retry == Retry::Keyed
                     && e.details.value(u"reason"_s).toString() == u"in_progress"_s)
                retryInMs = backoffMs(request->attempt); // the first attempt is still being handled
            else if (status == 422 && e.code == u"idempotency_key_reused"_s)
                spdlog::error("{} {}: the platform says the idempotency key was used for another request",
                              request->method.constData(), request->url.path().toStdString());
            if (credentialsRejected(e) && !m_token.isEmpty())
                emit authenticationLost(e);
            result = e;
        }
    }
    if (retryInMs >= 0 && request->attempt + 1 < m_policy.maxAttempts && request->context) {
        ++request->attempt;
        spdlog::info("{} {}: {}; retrying in {} ms", request->method.constData(), request->url.path().toStdString(),
                     result->ok() ? std::string("?") : result->error().summary().toStdString(), retryInMs);
        QTimer::singleShot(retryInMs, this, [this, request] { send(request); });
        return;
    }
    if (request->context)
        request->done(*result);
}

// --- health and accounts ---

void RestPlatform::health(QObject *context, Done<PlatformHealth> done)
{
    call("GET", u"/health"_s, {}, Retry::Safe, context, expect<PlatformHealth>(std::move(done)));
}

void RestPlatform::registerAccount(const QString &phone, const QString &email, const QString &password,
                                   QObject *context, Done<Account> done)
{
    call("POST", u"/accounts"_s, QJsonObject{{u"phone"_s, phone}, {u"email"_s, email}, {u"password"_s, password}},
         Retry::OnlyIfNotSent, context, expect<Account>(std::move(done)));
}

void RestPlatform::login(const QString &login, const QString &password, const std::optional<QString> &totp,
                         QObject *context, Done<LoginSession> done)
{
    QJsonObject body{{u"login"_s, login}, {u"password"_s, password}};
    if (totp)
        body.insert(u"totp"_s, *totp);
    // Not resent: a failed attempt counts towards the lockout.
    call("POST", u"/sessions"_s, body, Retry::OnlyIfNotSent, context, expect<LoginSession>(std::move(done)));
}

void RestPlatform::logout(QObject *context, Done<Nothing> done)
{
    call("DELETE", u"/sessions/current"_s, {}, Retry::Safe, context, expectNothing(std::move(done)));
}

void RestPlatform::account(QObject *context, Done<Account> done)
{
    call("GET", u"/account"_s, {}, Retry::Safe, context, expect<Account>(std::move(done)));
}

namespace {
// A PATCH body that changes what is set and leaves the rest (the account's, or a member's).
QJsonObject patchBody(const std::optional<QString> &name, const std::optional<std::optional<Money>> &daily,
                      const std::optional<std::optional<Money>> &perBoot)
{
    QJsonObject body;
    if (name)
        body.insert(u"name"_s, *name);
    QJsonObject limits;
    if (daily)
        limits.insert(u"daily_cents"_s, optionalMoney(*daily));
    if (perBoot)
        limits.insert(u"per_boot_cents"_s, optionalMoney(*perBoot));
    if (!limits.isEmpty())
        body.insert(u"spend_limits"_s, limits);
    return body;
}
} // namespace

void RestPlatform::updateAccount(const AccountUpdate &update, QObject *context, Done<Account> done)
{
    call("PATCH", u"/account"_s, patchBody(update.name, update.dailyLimit, update.perBootLimit), Retry::Safe, context,
         expect<Account>(std::move(done)));
}

void RestPlatform::updateMember(const QString &id, const MemberUpdate &update, QObject *context, Done<Account> done)
{
    call("PATCH", u"/members/"_s + segment(id), patchBody(update.name, update.dailyLimit, update.perBootLimit),
         Retry::Safe, context, expect<Account>(std::move(done)));
}

void RestPlatform::changePassword(const QString &current, const QString &next, QObject *context, Done<Nothing> done)
{
    call("POST", u"/account/password"_s, QJsonObject{{u"current_password"_s, current}, {u"new_password"_s, next}},
         Retry::OnlyIfNotSent, context, expectNothing(std::move(done)));
}

void RestPlatform::logins(int limit, QObject *context, Done<QList<LoginRecord>> done)
{
    call("GET", u"/account/logins"_s, {}, Retry::Safe, context, expectItems<LoginRecord>(std::move(done)),
         QUrlQuery{{u"limit"_s, QString::number(limit)}});
}

// --- security ---

void RestPlatform::startTwoFactor(QObject *context, Done<TotpEnrolment> done)
{
    call("POST", u"/account/2fa"_s, QJsonObject{}, Retry::OnlyIfNotSent, context,
         expect<TotpEnrolment>(std::move(done)));
}

void RestPlatform::confirmTwoFactor(const QString &code, QObject *context, Done<QStringList> done)
{
    call("POST", u"/account/2fa/confirm"_s, QJsonObject{{u"code"_s, code}}, Retry::OnlyIfNotSent, context,
         expectField(u"recovery_codes"_s, [done = std::move(done)](const ApiResult<QJsonValue> &v) {
             if (!v.ok())
                 return done(v.error());
             QStringList codes;
             for (const QJsonValue &c : v.value().toArray())
                 codes << c.toString();
             done(codes);
         }));
}

void RestPlatform::disableTwoFactor(const QString &code, QObject *context, Done<Nothing> done)
{
    call("DELETE", u"/account/2fa"_s, QJsonObject{{u"code"_s, code}}, Retry::OnlyIfNotSent, context,
         expectNothing(std::move(done)));
}

void RestPlatform::submitVerification(const QString &realName, const QString &idNumber, QObject *context,
                                      Done<QString> done)
{
    call("POST", u"/account/verification"_s, QJsonObject{{u"real_name"_s, realName}, {u"id_number"_s, idNumber}},
         Retry::OnlyIfNotSent, context,
         expectField(u"status"_s, [done = std::move(done)](const ApiResult<QJsonValue> &v) {
             if (!v.ok())
                 return done(v.error());
             done(v.value().toString());
         }));
}

void RestPlatform::createToken(const QString &name, const QStringList &scopes, std::optional<int> expiresInDays,
                               QObject *context, Done<ApiTokenCreated> done)
{
    QJsonObject body{{u"name"_s, name}, {u"scopes"_s, QJsonArray::fromStringList(scopes)}};
    if (expiresInDays)
        body.insert(u"expires_in_days"_s, *expiresInDays);
    call("POST", u"/tokens"_s, body, Retry::OnlyIfNotSent, context, expect<ApiTokenCreated>(std::move(done)));
}

void RestPlatform::tokens(QObject *context, Done<QList<ApiToken>> done)
{
    call("GET", u"/tokens"_s, {}, Retry::Safe, context, expectItems<ApiToken>(std::move(done)));
}

void RestPlatform::revokeToken(const QString &id, QObject *context, Done<Nothing> done)
{
    call("DELETE", u"/tokens/"_s + segment(id), {}, Retry::Safe, context, expectNothing(std::move(done)));
}

void RestPlatform::addSshKey(const QString &name, const QString &publicKey, QObject *context, Done<SshKeyCreated> done)
{
    call("POST", u"/ssh-keys"_s, QJsonObject{{u"name"_s, name}, {u"public_key"_s, publicKey}}, Retry::OnlyIfNotSent,
         context, expect<SshKeyCreated>(std::move(done)));
}

void RestPlatform::sshKeys(QObject *context, Done<QList<SshKey>> done)
{
    call("GET", u"/ssh-keys"_s, {}, Retry::Safe, context, expectItems<SshKey>(std::move(done)));
}

void RestPlatform::deleteSshKey(const QString &id, QObject *context, Done<Nothing> done)
{
    call("DELETE", u"/ssh-keys/"_s + segment(id), {}, Retry::Safe, context, expectNothing(std::move(done)));
}

void RestPlatform::createMember(const MemberSpec &member, QObject *context, Done<Account> done)
{
    QJsonObject body{{u"name"_s, member.name}, {u"password"_s, member.password}};
    if (member.phone)
        body.insert(u"phone"_s, *member.phone);
    if (member.email)
        body.insert(u"email"_s, *member.email);
    body.insert(u"spend_limits"_s,
                QJsonObject{{u"daily_cents"_s, optionalMoney(member.spendLimits.dailyCents)},
                            {u"per_boot_cents"_s, optionalMoney(member.spendLimits.perBootCents)}});
    call("POST", u"/members"_s, body, Retry::OnlyIfNotSent, context, expect<Account>(std::move(done)));
}

void RestPlatform::members(QObject *context, Done<QList<Account>> done)
{
    call("GET", u"/members"_s, {}, Retry::Safe, context, expectItems<Account>(std::move(done)));
}

void RestPlatform::deleteMember(const QString &id, QObject *context, Done<Nothing> done)
{
    call("DELETE", u"/members/"_s + segment(id), {}, Retry::Safe, context, expectNothing(std::move(done)));
}

// --- catalog ---

void RestPlatform::regions(QObject *context, Done<QList<Region>> done)
{
    call("GET", u"/regions"_s, {}, Retry::Safe, context, expectItems<Region>(std::move(done)));
}

void RestPlatform::gpuTypes(QObject *context, Done<QList<GpuType>> done)
{
    call("GET", u"/gpu-types"_s, {}, Retry::Safe, context, expectItems<GpuType>(std::move(done)));
}

void RestPlatform::stock(QObject *context, Done<QList<Stock>> done)
{
    call("GET", u"/stock"_s, {}, Retry::Safe, context, expectItems<Stock>(std::move(done)));
}

void RestPlatform::images(QObject *context, Done<QList<Image>> done)
{
    call("GET", u"/images"_s, {}, Retry::Safe, context, expectItems<Image>(std::move(done)));
}

void RestPlatform::deleteImage(const QString &id, QObject *context, Done<Nothing> done)
{
    call("DELETE", u"/images/"_s + segment(id), {}, Retry::Safe, context, expectNothing(std::move(done)));
}

void RestPlatform::pricing(QObject *context, Done<Pricing> done)
{
    call("GET", u"/pricing"_s, {}, Retry::Safe, context, expect<Pricing>(std::move(done)));
}

// --- instances ---

void RestPlatform::instances(const QString &etag, bool includeReleased, QObject *context, Done<InstanceList> done)
{
    QUrlQuery query;
    if (includeReleased)
        query.addQueryItem(u"include_released"_s, u"true"_s);
    call(
        "GET", u"/instances"_s, {}, Retry::Safe, context,
        [done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
            if (!answer.ok())
                return done(answer.error());
            InstanceList list;
            list.etag = QString::fromLatin1(answer.value().etag);
            if (answer.value().status == 304) {
                list.notModified = true;
                return done(list);
            }
            auto items = Codecs::decodeItems<Instance>(answer.value().json);
            if (!items.ok())
                return done(items.error());
            list.items = items.value();
            done(list);
        },
        query, etag.toLatin1());
}

void RestPlatform::createInstance(const InstanceSpec &spec, QObject *context, Done<Instance> done)
{
    // Never sent twice: a create that reached the platform already rents (and bills) a machine.
    call("POST", u"/instances"_s, Codecs::encode(spec), Retry::Keyed, context, expect<Instance>(std::move(done)));
}

void RestPlatform::instance(const QString &id, QObject *context, Done<Instance> done)
{
    call("GET", u"/instances/"_s + segment(id), {}, Retry::Safe, context, expect<Instance>(std::move(done)));
}

void RestPlatform::updateInstance(const QString &id, const InstanceUpdate &update, QObject *context,
                                  Done<Instance> done)
{
    QJsonObject body;
    if (update.name)
        body.insert(u"name"_s, *update.name);
    if (update.stopAt)
        body.insert(u"stop_at"_s, *update.stopAt ? QJsonValue(Rfc3339::format(**update.stopAt)) : QJsonValue());
    if (update.startupScript)
        body.insert(u"startup_script"_s, *update.startupScript ? QJsonValue(**update.startupScript) : QJsonValue());
    call("PATCH", u"/instances/"_s + segment(id), body, Retry::Safe, context, expect<Instance>(std::move(done)));
}

void RestPlatform::releaseInstance(const QString &id, QObject *context, Done<Instance> done)
{
    call("DELETE", u"/instances/"_s + segment(id), {}, Retry::Safe, context, expect<Instance>(std::move(done)));
}

void RestPlatform::startInstance(const QString &id, std::optional<InstanceMode> mode, QObject *context,
                                 Done<Instance> done)
{
    QJsonObject body;
    if (mode)
        body.insert(u"mode"_s, wireText(*mode));
    call("POST", u"/instances/"_s + segment(id) + u"/start"_s, body, Retry::Keyed, context,
         expect<Instance>(std::move(done)));
}

void RestPlatform::stopInstance(const QString &id, QObject *context, Done<Instance> done)
{
    // A stop sent twice does no harm (the second finds it stopping), and one that is lost keeps
    // billing: it is retried like a read.
    call("POST", u"/instances/"_s + segment(id) + u"/stop"_s, QJsonObject{}, Retry::Safe, context,
         expect<Instance>(std::move(done)));
}

void RestPlatform::instanceEvents(const QString &id, QObject *context, Done<QList<InstanceEvent>> done)
{
    call("GET", u"/instances/"_s + segment(id) + u"/events"_s, {}, Retry::Safe, context,
         expectItems<InstanceEvent>(std::move(done)));
}

void RestPlatform::saveImage(const QString &instanceId, const QString &name, QObject *context, Done<Image> done)
{
    call("POST", u"/instances/"_s + segment(instanceId) + u"/images"_s, QJsonObject{{u"name"_s, name}}, Retry::Keyed,
         context, expect<Image>(std::move(done)));
}

void RestPlatform::createVolume(const QString &name, const QString &region, int sizeGb, QObject *context,
                                Done<Volume> done)
{
    call("POST", u"/volumes"_s, QJsonObject{{u"name"_s, name}, {u"region"_s, region}, {u"size_gb"_s, sizeGb}},
         Retry::Keyed, context, expect<Volume>(std::move(done)));
}

void RestPlatform::volumes(QObject *context, Done<QList<Volume>> done)
{
    call("GET", u"/volumes"_s, {}, Retry::Safe, context, expectItems<Volume>(std::move(done)));
}

void RestPlatform::deleteVolume(const QString &id, QObject *context, Done<Nothing> done)
{
    call("DELETE", u"/volumes/"_s + segment(id), {}, Retry::Safe, context, expectNothing(std::move(done)));
}

// --- billing ---

void RestPlatform::billing(QObject *context, Done<Billing> done)
{
    call("GET", u"/billing"_s, {}, Retry::Safe, context, expect<Billing>(std::move(done)));
}

void RestPlatform::ledger(const LedgerQuery &q, QObject *context, Done<LedgerPage> done)
{
    QUrlQuery query{{u"limit"_s, QString::number(q.limit)}};
    if (!q.after.isEmpty())
        query.addQueryItem(u"after"_s, q.after);
    if (q.instanceId)
        query.addQueryItem(u"instance_id"_s, *q.instanceId);
    if (q.kind)
        query.addQueryItem(u"kind"_s, *q.kind);
    if (q.from)
        query.addQueryItem(u"from"_s, Rfc3339::format(*q.from));
    if (q.to)
        query.addQueryItem(u"to"_s, Rfc3339::format(*q.to));
    call("GET", u"/billing/ledger"_s, {}, Retry::Safe, context, expect<LedgerPage>(std::move(done)), query);
}

void RestPlatform::usage(const UsageQuery &q, QObject *context, Done<Usage> done)
{
    QUrlQuery query{{u"bucket"_s, q.bucket}, {u"group"_s, q.group}};
    if (q.from)
        query.addQueryItem(u"from"_s, Rfc3339::format(*q.from));
    if (q.to)
        query.addQueryItem(u"to"_s, Rfc3339::format(*q.to));
    call("GET", u"/billing/usage"_s, {}, Retry::Safe, context, expect<Usage>(std::move(done)), query);
}

void RestPlatform::recharge(Money amount, QObject *context, Done<Billing> done)
{
    call("POST", u"/billing/recharge"_s, QJsonObject{{u"amount_cents"_s, amount.cents()}}, Retry::Keyed, context,
         expect<Billing>(std::move(done)));
}
