#include "core/api/restplatform.h"

#include "common/rfc3339.h"
#include "core/api/codecs.h"
#include "core/api/httpanswers.h"

#include <QJsonArray>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace {

using AnswerDone = HttpTransport::AnswerDone;

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
    , m_http(new HttpTransport(baseUrl, u"/v1"_s, &Codecs::decodeError, &credentialsRejected, this))
{
    connect(m_http, &HttpTransport::authenticationLost, this, &Platform::authenticationLost);
}

RestPlatform::~RestPlatform() = default;

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

PlatformTraits RestPlatform::traits() const
{
    PlatformTraits t;
    t.noGpuStart = true;
    t.noGpuCreate = true;
    t.packages = true;
    t.hostKeyFingerprint = true;
    t.idempotentCreates = true;
    t.systemDiskKeptOnStop = true;
    t.dataDiskPath = u"~/data"_s;
    return t;
}

void RestPlatform::call(const QByteArray &method, const QString &path, const std::optional<QJsonObject> &body,
                        Retry retry, QObject *context, AnswerDone done, const QUrlQuery &query,
                        const QByteArray &ifNoneMatch)
{
    m_http->call(method, path, body, retry, context, std::move(done), query, ifNoneMatch);
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

void RestPlatform::setSpendLimits(const SpendLimitsChange &change, QObject *context, Done<Account> done)
{
    call("PATCH", u"/account"_s, patchBody(std::nullopt, change.dailyLimit, change.perBootLimit), Retry::Safe, context,
         expect<Account>(std::move(done)));
}

void RestPlatform::updateMember(const QString &id, const MemberUpdate &update, QObject *context, Done<Account> done)
{
    call("PATCH", u"/members/"_s + HttpTransport::segment(id),
         patchBody(update.name, update.dailyLimit, update.perBootLimit), Retry::Safe, context,
         expect<Account>(std::move(done)));
}

void RestPlatform::changePassword(const QString &current, const QString &next, QObject *context, Done<Nothing> done)
{
    call("POST", u"/account/password"_s, QJsonObject{{u"current_password"_s, current}, {u"new_password"_s, next}},
         Retry::OnlyIfNotSent, context, expectNothing(std::move(done)));
}

void RestPlatform::confirmSession(const QString &proof, QObject *context, Done<Nothing> done)
{
    // Six digits are a 2FA code: no password may be all digits (the contract's password rule).
    static const QRegularExpression code(u"^\\d{6}$"_s);
    const QString field = code.match(proof.trimmed()).hasMatch() ? u"code"_s : u"password"_s;
    call("POST", u"/sessions/confirm"_s, QJsonObject{{field, field == u"code"_s ? proof.trimmed() : proof}},
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
    call("DELETE", u"/tokens/"_s + HttpTransport::segment(id), {}, Retry::Safe, context,
         expectNothing(std::move(done)));
}

void RestPlatform::rotateToken(const QString &id, int graceSeconds, QObject *context, Done<ApiTokenCreated> done)
{
    // Never sent twice: a second rotation would end the secret the first one gave.
    call("POST", u"/tokens/"_s + HttpTransport::segment(id) + u"/rotate"_s, QJsonObject{{u"grace_s"_s, graceSeconds}},
         Retry::OnlyIfNotSent, context, expect<ApiTokenCreated>(std::move(done)));
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
    call("DELETE", u"/ssh-keys/"_s + HttpTransport::segment(id), {}, Retry::Safe, context,
         expectNothing(std::move(done)));
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
    call("DELETE", u"/members/"_s + HttpTransport::segment(id), {}, Retry::Safe, context,
         expectNothing(std::move(done)));
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
    call("DELETE", u"/images/"_s + HttpTransport::segment(id), {}, Retry::Safe, context,
         expectNothing(std::move(done)));
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
    call("GET", u"/instances/"_s + HttpTransport::segment(id), {}, Retry::Safe, context,
         expect<Instance>(std::move(done)));
}

void RestPlatform::patchInstance(const QString &id, const QJsonObject &body, QObject *context, Done<Instance> done)
{
    call("PATCH", u"/instances/"_s + HttpTransport::segment(id), body, Retry::Safe, context,
         expect<Instance>(std::move(done)));
}

void RestPlatform::renameInstance(const QString &id, const QString &name, QObject *context, Done<Instance> done)
{
    patchInstance(id, QJsonObject{{u"name"_s, name}}, context, std::move(done));
}

void RestPlatform::scheduleStop(const QString &id, const std::optional<QDateTime> &at, QObject *context,
                                Done<Instance> done)
{
    patchInstance(id, QJsonObject{{u"stop_at"_s, at ? QJsonValue(Rfc3339::format(*at)) : QJsonValue()}}, context,
                  std::move(done));
}

void RestPlatform::setStartupScript(const QString &id, const std::optional<QString> &script, QObject *context,
                                    Done<Instance> done)
{
    patchInstance(id, QJsonObject{{u"startup_script"_s, script ? QJsonValue(*script) : QJsonValue()}}, context,
                  std::move(done));
}

void RestPlatform::releaseInstance(const QString &id, QObject *context, Done<Instance> done)
{
    call("DELETE", u"/instances/"_s + HttpTransport::segment(id), {}, Retry::Safe, context,
         expect<Instance>(std::move(done)));
}

void RestPlatform::startInstance(const QString &id, std::optional<InstanceMode> mode, QObject *context,
                                 Done<Instance> done)
{
    QJsonObject body;
    if (mode)
        body.insert(u"mode"_s, wireText(*mode));
    call("POST", u"/instances/"_s + HttpTransport::segment(id) + u"/start"_s, body, Retry::Keyed, context,
         expect<Instance>(std::move(done)));
}

void RestPlatform::startOnCard(const QString &id, const QString &gpuType, int count, QObject *context,
                               Done<Instance> done)
{
    const QJsonObject body{{u"mode"_s, wireText(InstanceMode::Gpu)}, {u"gpu_type"_s, gpuType}, {u"gpu_count"_s, count}};
    call("POST", u"/instances/"_s + HttpTransport::segment(id) + u"/start"_s, body, Retry::Keyed, context,
         expect<Instance>(std::move(done)));
}

void RestPlatform::addStockAlert(const QString &gpuType, const std::optional<QString> &region, int count,
                                 QObject *context, Done<StockAlert> done)
{
    QJsonObject body{{u"gpu_type"_s, gpuType}, {u"count"_s, count}};
    if (region)
        body.insert(u"region"_s, *region);
    call("POST", u"/stock/alerts"_s, body, Retry::OnlyIfNotSent, context, expect<StockAlert>(std::move(done)));
}

void RestPlatform::removeStockAlert(const QString &id, QObject *context, Done<Nothing> done)
{
    call("DELETE", u"/stock/alerts/"_s + HttpTransport::segment(id), {}, Retry::Safe, context,
         expectNothing(std::move(done)));
}

void RestPlatform::stopInstance(const QString &id, QObject *context, Done<Instance> done)
{
    // A stop sent twice does no harm (the second finds it stopping), and one that is lost keeps
    // billing: it is retried like a read.
    call("POST", u"/instances/"_s + HttpTransport::segment(id) + u"/stop"_s, QJsonObject{}, Retry::Safe, context,
         expect<Instance>(std::move(done)));
}

void RestPlatform::instanceEvents(const QString &id, QObject *context, Done<QList<InstanceEvent>> done)
{
    call("GET", u"/instances/"_s + HttpTransport::segment(id) + u"/events"_s, {}, Retry::Safe, context,
         expectItems<InstanceEvent>(std::move(done)));
}

void RestPlatform::saveImage(const QString &instanceId, const QString &name, QObject *context, Done<Image> done)
{
    call("POST", u"/instances/"_s + HttpTransport::segment(instanceId) + u"/images"_s, QJsonObject{{u"name"_s, name}},
         Retry::Keyed, context, expect<Image>(std::move(done)));
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
    call("DELETE", u"/volumes/"_s + HttpTransport::segment(id), {}, Retry::Safe, context,
         expectNothing(std::move(done)));
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

void RestPlatform::requestInvoice(const InvoiceRequest &request, QObject *context, Done<Invoice> done)
{
    QJsonObject body{{u"month"_s, request.month}, {u"title"_s, request.title}, {u"email"_s, request.email}};
    if (!request.taxId.isEmpty())
        body.insert(u"tax_id"_s, request.taxId);
    call("POST", u"/billing/invoices"_s, body, Retry::Keyed, context, expect<Invoice>(std::move(done)));
}

void RestPlatform::invoices(QObject *context, Done<QList<Invoice>> done)
{
    call("GET", u"/billing/invoices"_s, {}, Retry::Safe, context, expectItems<Invoice>(std::move(done)));
}

WebhookOptions RestPlatform::webhookOptions() const
{
    return {{u"feishu"_s, u"dingtalk"_s, u"wecom"_s, u"slack"_s, u"ntfy"_s, u"json"_s}, true, u"X-Gpudesk-Signature"_s};
}

void RestPlatform::webhookEvents(QObject *context, Done<QList<WebhookEvent>> done)
{
    const QList<WebhookEvent> events{
        {u"instance.stopped"_s, tr("the platform stops an instance (money, limits, schedule, idle)")},
        {u"balance.low"_s, tr("the balance runs low while something costs money")},
        {u"spend_limit.near"_s, tr("the daily spend limit is half an hour away")},
        {u"voucher.expiring"_s, tr("a voucher with money left expires in 3 days")},
        {u"job.finished"_s, tr("a job started with “stop when done” finishes")},
        {u"stock.available"_s, tr("a card you wait for is free")}};
    HttpAnswers::answer(events, context, std::move(done));
}

void RestPlatform::webhooks(QObject *context, Done<QList<Webhook>> done)
{
    call("GET", u"/webhooks"_s, {}, Retry::Safe, context, expectItems<Webhook>(std::move(done)));
}

void RestPlatform::addWebhook(const WebhookSpec &spec, QObject *context, Done<WebhookCreated> done)
{
    QJsonObject body{{u"url"_s, spec.url}, {u"format"_s, spec.format}};
    if (!spec.events.isEmpty())
        body.insert(u"events"_s, QJsonArray::fromStringList(spec.events));
    if (spec.balanceBelowCents)
        body.insert(u"balance_below_cents"_s, *spec.balanceBelowCents);
    // Never sent twice: a second one would be a second webhook with another secret.
    call("POST", u"/webhooks"_s, body, Retry::OnlyIfNotSent, context, expect<WebhookCreated>(std::move(done)));
}

void RestPlatform::removeWebhook(const QString &id, QObject *context, Done<Nothing> done)
{
    call("DELETE", u"/webhooks/"_s + HttpTransport::segment(id), {}, Retry::Safe, context,
         expectNothing(std::move(done)));
}

void RestPlatform::testWebhook(const QString &id, QObject *context, Done<WebhookDelivery> done)
{
    call("POST", u"/webhooks/"_s + HttpTransport::segment(id) + u"/test"_s, QJsonObject(), Retry::OnlyIfNotSent,
         context, expect<WebhookDelivery>(std::move(done)));
}

void RestPlatform::webhookDeliveries(const QString &id, QObject *context, Done<QList<WebhookDelivery>> done)
{
    call("GET", u"/webhooks/"_s + HttpTransport::segment(id) + u"/deliveries"_s, {}, Retry::Safe, context,
         expectItems<WebhookDelivery>(std::move(done)));
}
