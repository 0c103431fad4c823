#pragma once

#include "core/api/platform.h"

#include <QHash>
#include <QMutex>

#include <memory>
#include <optional>

/// What a FakePlatform answers: one account's platform, kept in memory and shared by every
/// connection made to it (the console's and its poller's, on different threads, hence the lock).
/// Tests set what it holds and script failures; every call is counted.
class FakeCloud
{
public:
    FakeCloud();

    // What it holds (answered as is; actions change it as a platform would, at once).
    void setHealth(const PlatformHealth &health);
    void setAccount(const Account &account);
    void setBilling(const Billing &billing);
    void setInstances(const QList<Instance> &instances);
    void setCatalog(const QList<Region> &regions, const QList<GpuType> &gpuTypes, const QList<Stock> &stock,
                    const QList<Image> &images, const Pricing &pricing);
    QList<Instance> instances() const;
    /// The password login() accepts for any login name ("secret" unless set).
    void setPassword(const QString &password);

    /// The next `times` calls named `call` ("instances", "billing", "health", "startInstance"…, or
    /// "*" for any) answer `error` instead.
    void failNext(const QString &call, const ApiError &error, int times = 1);
    /// Calls named `call` answer `ms` later (0: at once, as a fast network would), to catch the
    /// console with a request in flight.
    void setDelay(const QString &call, int ms);
    /// From now on every call answers `error` (nullopt: answer normally again).
    void failAll(const std::optional<ApiError> &error);
    /// How many times `call` was made.
    int calls(const QString &call) const;
    /// Calls named `call` whose answer was handed to the caller (a delayed one counts once it
    /// came), and calls of any name still waiting for theirs.
    int answered(const QString &call) const;
    int inFlight() const;
    /// Calls named `call` whose callback has been started: what it posts on another thread comes
    /// after this count (answered() counts once the callback has returned, a moment later).
    int handedOver(const QString &call) const;

    /// An error as the platform would answer it over HTTP.
    static ApiError http(int status, const QString &code, const QString &message = {}, const QJsonObject &details = {},
                         int retryAfterSeconds = -1);
    /// No answer in time, as a transfer timeout reports it.
    static ApiError timeout();

private:
    friend class FakePlatform;
    /// Counts the call and says whether a failure is scripted for it.
    std::optional<ApiError> take(const QString &call);

    mutable QMutex m_lock;
    PlatformHealth m_health;
    Account m_account;
    Billing m_billing;
    QList<Instance> m_instances;
    QList<Region> m_regions;
    QList<GpuType> m_gpuTypes;
    QList<Stock> m_stock;
    QList<Image> m_images;
    Pricing m_pricing;
    QList<SshKey> m_sshKeys;
    QList<ApiToken> m_tokens;
    QList<Volume> m_volumes;
    int m_nextId = 1; ///< of what the fake makes: keys, tokens, instances, volumes
    QString m_password = QStringLiteral("secret");
    int m_listVersion = 1;
    QHash<QString, QList<ApiError>> m_failNext;
    std::optional<ApiError> m_failAll;
    QHash<QString, int> m_calls;
    QHash<QString, int> m_answered;
    QHash<QString, int> m_handedOver;
    QHash<QString, int> m_delays;
};

/// An in-process Platform over a FakeCloud: scripted typed answers — 401 in the middle of a session,
/// rate limiting, 5xx, timeouts — so the console's error paths are tested without a sandbox process.
/// Answers come asynchronously on the caller's thread, like a network's. Like any platform it has the
/// core calls and the facets it models (the wallet, the ledger, tokens, the price list, events,
/// scheduled stops, startup scripts, volumes), and none of the others.
class FakePlatform final : public Platform,
                           public BillingSummary,
                           public BillingLedger,
                           public ApiTokens,
                           public PriceList,
                           public InstanceHistory,
                           public ScheduledStops,
                           public BootScripts,
                           public VolumeStorage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FakePlatform)
public:
    explicit FakePlatform(std::shared_ptr<FakeCloud> cloud, QObject *parent = nullptr);
    ~FakePlatform() override;

    /// Connections to the same cloud, for a poller's thread.
    static PlatformFactory factory(std::shared_ptr<FakeCloud> cloud);

    QUrl baseUrl() const override { return QUrl(QStringLiteral("fake://platform")); }
    /// The contract's traits: what the console's pages show for the sandbox.
    PlatformTraits traits() const override;
    void setToken(const QString &token) override;

    void health(QObject *context, Done<PlatformHealth> done) override;
    void login(const QString &login, const QString &password, const std::optional<QString> &totp, QObject *context,
               Done<LoginSession> done) override;
    void logout(QObject *context, Done<Nothing> done) override;
    void account(QObject *context, Done<Account> done) override;
    void addSshKey(const QString &name, const QString &publicKey, QObject *context, Done<SshKeyCreated> done) override;
    void sshKeys(QObject *context, Done<QList<SshKey>> done) override;
    void deleteSshKey(const QString &id, QObject *context, Done<Nothing> done) override;
    void regions(QObject *context, Done<QList<Region>> done) override;
    void gpuTypes(QObject *context, Done<QList<GpuType>> done) override;
    void stock(QObject *context, Done<QList<Stock>> done) override;
    void images(QObject *context, Done<QList<Image>> done) override;
    void instances(const QString &etag, bool includeReleased, QObject *context, Done<InstanceList> done) override;
    void createInstance(const InstanceSpec &spec, QObject *context, Done<Instance> done) override;
    void instance(const QString &id, QObject *context, Done<Instance> done) override;
    void renameInstance(const QString &id, const QString &name, QObject *context, Done<Instance> done) override;
    void releaseInstance(const QString &id, QObject *context, Done<Instance> done) override;
    void startInstance(const QString &id, std::optional<InstanceMode> mode, QObject *context,
                       Done<Instance> done) override;
    void stopInstance(const QString &id, QObject *context, Done<Instance> done) override;

    void billing(QObject *context, Done<Billing> done) override;
    bool hasVouchers() const override { return true; }
    void ledger(const LedgerQuery &query, QObject *context, Done<LedgerPage> done) override;
    void createToken(const QString &name, const QStringList &scopes, std::optional<int> expiresInDays, QObject *context,
                     Done<ApiTokenCreated> done) override;
    void tokens(QObject *context, Done<QList<ApiToken>> done) override;
    void revokeToken(const QString &id, QObject *context, Done<Nothing> done) override;
    void rotateToken(const QString &id, int graceSeconds, QObject *context, Done<ApiTokenCreated> done) override;
    void pricing(QObject *context, Done<Pricing> done) override;
    void instanceEvents(const QString &id, QObject *context, Done<QList<InstanceEvent>> done) override;
    void scheduleStop(const QString &id, const std::optional<QDateTime> &at, QObject *context,
                      Done<Instance> done) override;
    void setStartupScript(const QString &id, const std::optional<QString> &script, QObject *context,
                          Done<Instance> done) override;
    void createVolume(const QString &name, const QString &region, int sizeGb, QObject *context,
                      Done<Volume> done) override;
    void volumes(QObject *context, Done<QList<Volume>> done) override;
    void deleteVolume(const QString &id, QObject *context, Done<Nothing> done) override;

private:
    /// Answers `call` later on the context's thread: a scripted failure, or what `produce` says
    /// (run under the cloud's lock).
    template <typename T>
    void answer(const QString &call, QObject *context, Done<T> done, const std::function<ApiResult<T>()> &produce);
    /// The instance `id` changed by `change`, or 404.
    void act(const QString &call, const QString &id, QObject *context, Done<Instance> done,
             const std::function<void(Instance &)> &change);

    std::shared_ptr<FakeCloud> m_cloud;
    QString m_token;
};
