#include "tests/support/fakeplatform.h"

#include <QMutexLocker>
#include <QPointer>
#include <QTimeZone>
#include <QTimer>

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
    QTimer::singleShot(delay, context, [self, token, done, r = *result] {
        if (!r.ok() && credentialsRejected(r.error()) && !token.isEmpty() && self)
            emit self->authenticationLost(r.error());
        done(r);
    });
}

template <typename T> void FakePlatform::unmodelled(const QString &call, QObject *context, Done<T> done)
{
    answer<T>(call, context, std::move(done),
              [call]() -> ApiResult<T> { return ApiError::decode(u"the fake platform does not model "_s + call); });
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

void FakePlatform::updateInstance(const QString &id, const InstanceUpdate &update, QObject *context,
                                  Done<Instance> done)
{
    act(u"updateInstance"_s, id, context, std::move(done), [update](Instance &i) {
        if (update.name)
            i.name = *update.name;
        if (update.stopAt)
            i.stopAt = *update.stopAt;
        if (update.startupScript)
            i.startupScript = *update.startupScript;
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
    answer<QList<Volume>>(u"volumes"_s, context, std::move(done), [] { return QList<Volume>(); });
}

// What the console's tests have not needed yet: said plainly when a test asks for it.

void FakePlatform::registerAccount(const QString &, const QString &, const QString &, QObject *context,
                                   Done<Account> done)
{
    unmodelled(u"registerAccount"_s, context, std::move(done));
}

void FakePlatform::updateAccount(const AccountUpdate &, QObject *context, Done<Account> done)
{
    unmodelled(u"updateAccount"_s, context, std::move(done));
}

void FakePlatform::changePassword(const QString &, const QString &, QObject *context, Done<Nothing> done)
{
    unmodelled(u"changePassword"_s, context, std::move(done));
}

void FakePlatform::logins(int, QObject *context, Done<QList<LoginRecord>> done)
{
    unmodelled(u"logins"_s, context, std::move(done));
}

void FakePlatform::startTwoFactor(QObject *context, Done<TotpEnrolment> done)
{
    unmodelled(u"startTwoFactor"_s, context, std::move(done));
}

void FakePlatform::confirmTwoFactor(const QString &, QObject *context, Done<QStringList> done)
{
    unmodelled(u"confirmTwoFactor"_s, context, std::move(done));
}

void FakePlatform::disableTwoFactor(const QString &, QObject *context, Done<Nothing> done)
{
    unmodelled(u"disableTwoFactor"_s, context, std::move(done));
}

void FakePlatform::submitVerification(const QString &, const QString &, QObject *context, Done<QString> done)
{
    unmodelled(u"submitVerification"_s, context, std::move(done));
}

void FakePlatform::createToken(const QString &, const QStringList &, std::optional<int>, QObject *context,
                               Done<ApiTokenCreated> done)
{
    unmodelled(u"createToken"_s, context, std::move(done));
}

void FakePlatform::tokens(QObject *context, Done<QList<ApiToken>> done)
{
    unmodelled(u"tokens"_s, context, std::move(done));
}

void FakePlatform::revokeToken(const QString &, QObject *context, Done<Nothing> done)
{
    unmodelled(u"revokeToken"_s, context, std::move(done));
}

void FakePlatform::addSshKey(const QString &, const QString &, QObject *context, Done<SshKeyCreated> done)
{
    unmodelled(u"addSshKey"_s, context, std::move(done));
}

void FakePlatform::sshKeys(QObject *context, Done<QList<SshKey>> done)
{
    unmodelled(u"sshKeys"_s, context, std::move(done));
}

void FakePlatform::deleteSshKey(const QString &, QObject *context, Done<Nothing> done)
{
    unmodelled(u"deleteSshKey"_s, context, std::move(done));
}

void FakePlatform::createMember(const MemberSpec &, QObject *context, Done<Account> done)
{
    unmodelled(u"createMember"_s, context, std::move(done));
}

void FakePlatform::members(QObject *context, Done<QList<Account>> done)
{
    unmodelled(u"members"_s, context, std::move(done));
}

void FakePlatform::updateMember(const QString &, const MemberUpdate &, QObject *context, Done<Account> done)
{
    unmodelled(u"updateMember"_s, context, std::move(done));
}

void FakePlatform::deleteMember(const QString &, QObject *context, Done<Nothing> done)
{
    unmodelled(u"deleteMember"_s, context, std::move(done));
}

void FakePlatform::deleteImage(const QString &, QObject *context, Done<Nothing> done)
{
    unmodelled(u"deleteImage"_s, context, std::move(done));
}

void FakePlatform::createInstance(const InstanceSpec &, QObject *context, Done<Instance> done)
{
    unmodelled(u"createInstance"_s, context, std::move(done));
}

void FakePlatform::saveImage(const QString &, const QString &, QObject *context, Done<Image> done)
{
    unmodelled(u"saveImage"_s, context, std::move(done));
}

void FakePlatform::createVolume(const QString &, const QString &, int, QObject *context, Done<Volume> done)
{
    unmodelled(u"createVolume"_s, context, std::move(done));
}

void FakePlatform::deleteVolume(const QString &, QObject *context, Done<Nothing> done)
{
    unmodelled(u"deleteVolume"_s, context, std::move(done));
}

void FakePlatform::ledger(const LedgerQuery &, QObject *context, Done<LedgerPage> done)
{
    unmodelled(u"ledger"_s, context, std::move(done));
}

void FakePlatform::usage(const UsageQuery &, QObject *context, Done<Usage> done)
{
    unmodelled(u"usage"_s, context, std::move(done));
}

void FakePlatform::recharge(Money, QObject *context, Done<Billing> done)
{
    unmodelled(u"recharge"_s, context, std::move(done));
}
