#include "tests/support/fakeplatform.h"

#include <QMutexLocker>
#include <QPointer>
#include <QTimeZone>
#include <QTimer>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

bool credentialsRejected(const ApiError &e)
{
    return e.httpStatus == 401
        && (e.code == u"session_expired"_s || e.code == u"token_expired"_s || e.code == u"token_revoked"_s
            || e.code == u"unauthenticated"_s);
}

} // namespace

FakeCloud::FakeCloud()
{
    m_health.status = u"ok"_s;
    m_health.serverTime = QDateTime(QDate(2026, 12, 1), QTime(8, 0), QTimeZone::utc());
    m_health.timeScale = 0; // a frozen clock: what tests see does not move on its own
    m_health.billingTimezone = u"Asia/Shanghai"_s;
    m_account.id = u"1"_s;
    m_account.phone = u"13800000000"_s;
    m_account.verification.status = u"approved"_s;
    m_account.quotas.maxInstances = 10;
}

void FakeCloud::setHealth(const PlatformHealth &health)
{
    QMutexLocker lock(&m_lock);
    m_health = health;
}

void FakeCloud::setAccount(const Account &account)
{
    QMutexLocker lock(&m_lock);
    m_account = account;
}

void FakeCloud::setBilling(const Billing &billing)
{
    QMutexLocker lock(&m_lock);
    m_billing = billing;
}

void FakeCloud::setInstances(const QList<Instance> &instances)
{
    QMutexLocker lock(&m_lock);
    m_instances = instances;
    ++m_listVersion;
}

void FakeCloud::setCatalog(const QList<Region> &regions, const QList<GpuType> &gpuTypes, const QList<Stock> &stock,
                           const QList<Image> &images, const Pricing &pricing)
{
    QMutexLocker lock(&m_lock);
    m_regions = regions;
    m_gpuTypes = gpuTypes;
    m_stock = stock;
    m_images = images;
    m_pricing = pricing;
}

QList<Instance> FakeCloud::instances() const
{
    QMutexLocker lock(&m_lock);
    return m_instances;
}

void FakeCloud::setPassword(const QString &password)
{
    QMutexLocker lock(&m_lock);
    m_password = password;
}

void FakeCloud::failNext(const QString &call, const ApiError &error, int times)
{
    QMutexLocker lock(&m_lock);
    for (int k = 0; k < times; ++k)
        m_failNext[call].append(error);
}

void FakeCloud::setDelay(const QString &call, int ms)
{
    QMutexLocker lock(&m_lock);
    m_delays.insert(call, ms);
}

void FakeCloud::failAll(const std::optional<ApiError> &error)
{
    QMutexLocker lock(&m_lock);
    m_failAll = error;
}

int FakeCloud::calls(const QString &call) const
{
    QMutexLocker lock(&m_lock);
    return m_calls.value(call);
}

int FakeCloud::answered(const QString &call) const
{
    QMutexLocker lock(&m_lock);
    return m_answered.value(call);
}

int FakeCloud::handedOver(const QString &call) const
{
    QMutexLocker lock(&m_lock);
    return m_handedOver.value(call);
}

int FakeCloud::inFlight() const
{
    QMutexLocker lock(&m_lock);
    int waiting = 0;
    for (auto it = m_calls.cbegin(); it != m_calls.cend(); ++it)
        waiting += it.value() - m_answered.value(it.key());
    return waiting;
}

std::optional<ApiError> FakeCloud::take(const QString &call)
{
    ++m_calls[call];
    if (m_failAll)
        return m_failAll;
    for (const QString &key : {call, u"*"_s}) {
        auto it = m_failNext.find(key);
        if (it != m_failNext.end() && !it->isEmpty())
            return it->takeFirst();
    }
    return std::nullopt;
}

ApiError FakeCloud::http(int status, const QString &code, const QString &message, const QJsonObject &details,
                         int retryAfterSeconds)
{
    ApiError e;
    e.kind = ApiError::Kind::Http;
    e.httpStatus = status;
    e.code = code;
    e.message = message.isEmpty() ? code : message;
    e.details = details;
    e.retryAfterSeconds = retryAfterSeconds;
    return e;
}

ApiError FakeCloud::timeout()
{
    return ApiError::network(u"Operation timed out"_s);
}

FakePlatform::FakePlatform(std::shared_ptr<FakeCloud> cloud, QObject *parent)
    : Platform(parent)
    , m_cloud(std::move(cloud))
{ }

FakePlatform::~FakePlatform() = default;

PlatformFactory FakePlatform::factory(std::shared_ptr<FakeCloud> cloud)
{
    return [cloud] { return std::unique_ptr<Platform>(std::make_unique<FakePlatform>(cloud)); };
}

PlatformTraits FakePlatform::traits() const
{
    PlatformTraits t;
    t.noGpuStart = true;
    t.packages = true;
    t.hostKeyFingerprint = true;
    t.systemDiskKeptOnStop = true;
    t.dataDiskPath = u"~/data"_s;
    return t;
}

void FakePlatform::setToken(const QString &token)
{
    m_token = token;
}

template <typename T>
void FakePlatform::answer(const QString &call, QObject *context, Done<T> done,
                          const std::function<ApiResult<T>()> &produce)
{
    std::optional<ApiResult<T>> result;
    int delay = 0;
    {
        QMutexLocker lock(&m_cloud->m_lock);
        delay = m_cloud->m_delays.value(call);
        if (const auto failure = m_cloud->take(call))
            result = ApiResult<T>(*failure);
        else
            result = produce();
    }
    QPointer<FakePlatform> self(this);
    const QString token = m_token;
    // Counted as answered after `done` returned: whatever it posted on is queued by then.
    QTimer::singleShot(delay, context, [self, token, done, r = *result, cloud = m_cloud, call] {
        if (!r.ok() && credentialsRejected(r.error()) && !token.isEmpty() && self)
            emit self->authenticationLost(r.error());
        {
            QMutexLocker lock(&cloud->m_lock);
            ++cloud->m_handedOver[call];
        }
        done(r);
        QMutexLocker lock(&cloud->m_lock);
        ++cloud->m_answered[call];
    });
}

void FakePlatform::act(const QString &call, const QString &id, QObject *context, Done<Instance> done,
                       const std::function<void(Instance &)> &change)
{
    answer<Instance>(call, context, std::move(done), [this, id, change]() -> ApiResult<Instance> {
        for (Instance &i : m_cloud->m_instances) {
            if (i.id == id) {
                change(i);
                ++m_cloud->m_listVersion;
                return i;
            }
        }
        return FakeCloud::http(404, u"not_found"_s, u"No such instance."_s);
    });
}

void FakePlatform::health(QObject *context, Done<PlatformHealth> done)
{
    answer<PlatformHealth>(u"health"_s, context, std::move(done), [this] { return m_cloud->m_health; });
}

void FakePlatform::login(const QString &login, const QString &password, const std::optional<QString> &,
                         QObject *context, Done<LoginSession> done)
{
    answer<LoginSession>(u"login"_s, context, std::move(done), [this, login, password]() -> ApiResult<LoginSession> {
        if (password != m_cloud->m_password)
            return FakeCloud::http(401, u"invalid_credentials"_s, u"Wrong login or password."_s);
        LoginSession s;
        s.token = u"gds_fake_"_s + login;
        s.expiresAt = m_cloud->m_health.serverTime.addDays(30);
        s.account = m_cloud->m_account;
        return s;
    });
}

void FakePlatform::logout(QObject *context, Done<Nothing> done)
{
    answer<Nothing>(u"logout"_s, context, std::move(done), [] { return Nothing{}; });
}

void FakePlatform::account(QObject *context, Done<Account> done)
{
    answer<Account>(u"account"_s, context, std::move(done), [this] { return m_cloud->m_account; });
}

void FakePlatform::billing(QObject *context, Done<Billing> done)
{
    answer<Billing>(u"billing"_s, context, std::move(done), [this] { return m_cloud->m_billing; });
}

void FakePlatform::instances(const QString &etag, bool, QObject *context, Done<InstanceList> done)
{
    answer<InstanceList>(u"instances"_s, context, std::move(done), [this, etag] {
        InstanceList list;
        list.etag = u"\"v%1\""_s.arg(m_cloud->m_listVersion);
        list.notModified = etag == list.etag;
        if (!list.notModified)
            list.items = m_cloud->m_instances;
        return list;
    });
}

void FakePlatform::instance(const QString &id, QObject *context, Done<Instance> done)
{
    act(u"instance"_s, id, context, std::move(done), [](Instance &) {});
}

void FakePlatform::startInstance(const QString &id, std::optional<InstanceMode> mode, QObject *context,
                                 Done<Instance> done)
{
    act(u"startInstance"_s, id, context, std::move(done), [mode](Instance &i) {
        i.state = InstanceState::Starting;
        i.stateReason = StateReason::User;
        if (mode)
            i.mode = *mode;
    });
}

void FakePlatform::stopInstance(const QString &id, QObject *context, Done<Instance> done)
{
    act(u"stopInstance"_s, id, context, std::move(done), [](Instance &i) {
        i.state = InstanceState::Stopping;
        i.stateReason = StateReason::User;
    });
}

void FakePlatform::releaseInstance(const QString &id, QObject *context, Done<Instance> done)
{
    act(u"releaseInstance"_s, id, context, std::move(done), [](Instance &i) {
        i.state = InstanceState::Releasing;
        i.stateReason = StateReason::User;
    });
}

void FakePlatform::renameInstance(const QString &id, const QString &name, QObject *context, Done<Instance> done)
{
    act(u"renameInstance"_s, id, context, std::move(done), [name](Instance &i) { i.name = name; });
}

void FakePlatform::scheduleStop(const QString &id, const std::optional<QDateTime> &at, QObject *context,
                                Done<Instance> done)
{
    act(u"scheduleStop"_s, id, context, std::move(done), [at](Instance &i) { i.stopAt = at; });
}

void FakePlatform::setStartupScript(const QString &id, const std::optional<QString> &script, QObject *context,
                                    Done<Instance> done)
{
    act(u"setStartupScript"_s, id, context, std::move(done), [script](Instance &i) { i.startupScript = script; });
}

void FakePlatform::createInstance(const InstanceSpec &spec, QObject *context, Done<Instance> done)
{
    answer<Instance>(u"createInstance"_s, context, std::move(done), [this, spec]() -> ApiResult<Instance> {
        Instance i;
        i.id = u"i-fake-%1"_s.arg(m_cloud->m_nextId++);
        i.name = spec.name;
        i.slug = i.id;
        i.state = InstanceState::Creating;
        i.stateReason = StateReason::User;
        i.region = spec.region;
        i.gpuType = spec.gpuType;
        i.gpuCount = spec.gpuCount.value_or(1);
        i.image = spec.image;
        i.createdAt = m_cloud->m_health.serverTime;
        i.startupScript = spec.startupScript;
        m_cloud->m_instances.append(i);
        ++m_cloud->m_listVersion;
        return i;
    });
}

void FakePlatform::addSshKey(const QString &name, const QString &publicKey, QObject *context, Done<SshKeyCreated> done)
{
    answer<SshKeyCreated>(u"addSshKey"_s, context, std::move(done), [this, name, publicKey] {
        SshKey key;
        key.id = QString::number(m_cloud->m_nextId++);
        key.name = name;
        key.publicKey = publicKey;
        m_cloud->m_sshKeys.append(key);
        SshKeyCreated created;
        created.id = key.id;
        created.name = name;
        return created;
    });
}

void FakePlatform::sshKeys(QObject *context, Done<QList<SshKey>> done)
{
    answer<QList<SshKey>>(u"sshKeys"_s, context, std::move(done), [this] { return m_cloud->m_sshKeys; });
}

void FakePlatform::deleteSshKey(const QString &id, QObject *context, Done<Nothing> done)
{
    answer<Nothing>(u"deleteSshKey"_s, context, std::move(done), [this, id]() -> ApiResult<Nothing> {
        if (!m_cloud->m_sshKeys.removeIf([&](const SshKey &k) { return k.id == id; }))
            return FakeCloud::http(404, u"not_found"_s);
        return Nothing{};
    });
}

void FakePlatform::ledger(const LedgerQuery &, QObject *context, Done<LedgerPage> done)
{
    // The fake bills nothing: its ledger is empty.
    answer<LedgerPage>(u"ledger"_s, context, std::move(done), [] { return LedgerPage{}; });
}

void FakePlatform::createToken(const QString &name, const QStringList &scopes, std::optional<int> expiresInDays,
                               QObject *context, Done<ApiTokenCreated> done)
{
    answer<ApiTokenCreated>(u"createToken"_s, context, std::move(done), [this, name, scopes, expiresInDays] {
        ApiToken token;
        token.id = QString::number(m_cloud->m_nextId++);
        token.name = name;
        token.scopes = scopes;
        token.createdAt = m_cloud->m_health.serverTime;
        token.expiresAt = token.createdAt.addDays(expiresInDays.value_or(ApiToken::kMaxDays));
        m_cloud->m_tokens.append(token);
        ApiTokenCreated created;
        created.id = token.id;
        created.name = name;
        created.token = u"gdk_fake_"_s + token.id;
        created.scopes = scopes;
        created.createdAt = token.createdAt;
        created.expiresAt = token.expiresAt;
        return created;
    });
}

void FakePlatform::tokens(QObject *context, Done<QList<ApiToken>> done)
{
    answer<QList<ApiToken>>(u"tokens"_s, context, std::move(done), [this] { return m_cloud->m_tokens; });
}

void FakePlatform::revokeToken(const QString &id, QObject *context, Done<Nothing> done)
{
    answer<Nothing>(u"revokeToken"_s, context, std::move(done), [this, id]() -> ApiResult<Nothing> {
        if (!m_cloud->m_tokens.removeIf([&](const ApiToken &t) { return t.id == id; }))
            return FakeCloud::http(404, u"not_found"_s);
        return Nothing{};
    });
}

void FakePlatform::rotateToken(const QString &id, int graceSeconds, QObject *context, Done<ApiTokenCreated> done)
{
    answer<ApiTokenCreated>(u"rotateToken"_s, context, std::move(done),
                            [this, id, graceSeconds]() -> ApiResult<ApiTokenCreated> {
                                const auto old = std::find_if(m_cloud->m_tokens.begin(), m_cloud->m_tokens.end(),
                                                              [&](const ApiToken &t) { return t.id == id; });
                                if (old == m_cloud->m_tokens.end())
                                    return FakeCloud::http(404, u"not_found"_s);
                                ApiToken token = *old;
                                const QDateTime now = m_cloud->m_health.serverTime;
                                token.id = QString::number(m_cloud->m_nextId++);
                                token.expiresAt = now.addSecs(old->createdAt.secsTo(old->expiresAt));
                                token.createdAt = now;
                                if (graceSeconds > 0)
                                    old->expiresAt = std::min(old->expiresAt, now.addSecs(graceSeconds));
                                else
                                    m_cloud->m_tokens.erase(old);
                                m_cloud->m_tokens.append(token);
                                return ApiTokenCreated{token.id,     token.name,      u"gdk_fake_"_s + token.id,
                                                       token.scopes, token.createdAt, token.expiresAt};
                            });
}

void FakePlatform::instanceEvents(const QString &id, QObject *context, Done<QList<InstanceEvent>> done)
{
    answer<QList<InstanceEvent>>(
        u"instanceEvents"_s, context, std::move(done), [this, id]() -> ApiResult<QList<InstanceEvent>> {
            for (const Instance &i : std::as_const(m_cloud->m_instances)) {
                if (i.id == id)
                    return QList<InstanceEvent>{{i.createdAt, std::nullopt, i.state, i.stateReason, QString()}};
            }
            return FakeCloud::http(404, u"not_found"_s);
        });
}

void FakePlatform::regions(QObject *context, Done<QList<Region>> done)
{
    answer<QList<Region>>(u"regions"_s, context, std::move(done), [this] { return m_cloud->m_regions; });
}

void FakePlatform::gpuTypes(QObject *context, Done<QList<GpuType>> done)
{
    answer<QList<GpuType>>(u"gpuTypes"_s, context, std::move(done), [this] { return m_cloud->m_gpuTypes; });
}

void FakePlatform::stock(QObject *context, Done<QList<Stock>> done)
{
    answer<QList<Stock>>(u"stock"_s, context, std::move(done), [this] { return m_cloud->m_stock; });
}

void FakePlatform::images(QObject *context, Done<QList<Image>> done)
{
    answer<QList<Image>>(u"images"_s, context, std::move(done), [this] { return m_cloud->m_images; });
}

void FakePlatform::pricing(QObject *context, Done<Pricing> done)
{
    answer<Pricing>(u"pricing"_s, context, std::move(done), [this] { return m_cloud->m_pricing; });
}

void FakePlatform::volumes(QObject *context, Done<QList<Volume>> done)
{
    answer<QList<Volume>>(u"volumes"_s, context, std::move(done), [this] { return m_cloud->m_volumes; });
}

void FakePlatform::createVolume(const QString &name, const QString &region, int sizeGb, QObject *context,
                                Done<Volume> done)
{
    answer<Volume>(u"createVolume"_s, context, std::move(done), [this, name, region, sizeGb] {
        Volume v;
        v.id = u"v-fake-%1"_s.arg(m_cloud->m_nextId++);
        v.name = name;
        v.region = region;
        v.sizeGb = sizeGb;
        v.createdAt = m_cloud->m_health.serverTime;
        m_cloud->m_volumes.append(v);
        return v;
    });
}

void FakePlatform::deleteVolume(const QString &id, QObject *context, Done<Nothing> done)
{
    answer<Nothing>(u"deleteVolume"_s, context, std::move(done), [this, id]() -> ApiResult<Nothing> {
        if (!m_cloud->m_volumes.removeIf([&](const Volume &v) { return v.id == id; }))
            return FakeCloud::http(404, u"not_found"_s);
        return Nothing{};
    });
}
