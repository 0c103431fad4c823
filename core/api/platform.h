#pragma once

#include "core/api/apiresult.h"
#include "core/model/account.h"
#include "core/model/billing.h"
#include "core/model/catalog.h"
#include "core/model/credentials.h"
#include "core/model/health.h"
#include "core/model/instance.h"

#include <QObject>
#include <QUrl>

#include <functional>
#include <memory>

/// The answer of a call that answers nothing but success (HTTP 204).
struct Nothing
{
    bool operator==(const Nothing &) const = default;
};

/// A poll of the instance list: unchanged (the ETag still matches) or the new list and its ETag.
struct InstanceList
{
    bool notModified = false;
    QList<Instance> items;
    QString etag;
};

/// What a usage query asks for (GET /v1/billing/usage); unset times take the platform's defaults.
struct UsageQuery
{
    QString bucket = QStringLiteral("day"); ///< hour or day
    QString group = QStringLiteral("instance"); ///< instance, gpu_type or member
    std::optional<QDateTime> from;
    std::optional<QDateTime> to;
};

/// Which ledger lines to read (GET /v1/billing/ledger): a page of them, narrowed by the filters set.
/// A line belongs to the period its start falls in, so back-to-back periods share no line.
struct LedgerQuery
{
    QString after; ///< the previous page's next cursor; empty: the newest lines
    int limit = 50;
    std::optional<QString> instanceId;
    std::optional<QString> kind; ///< compute, no_gpu, storage, package, voucher, recharge
    std::optional<QDateTime> from; ///< lines starting at or after
    std::optional<QDateTime> to; ///< lines starting before
};

/// What a platform offers beyond renting and releasing, so the console offers only what it has
/// and asks before relying on the rest.
struct PlatformCapabilities
{
    bool canStop = true; ///< stop keeps the disks (some platforms can only release)
    /// Start (and create) in a cheap mode without the GPUs attached.
    bool noGpuStart = true;
    /// Instances report their SSH host key's fingerprint, so the first connection can be checked;
    /// without it the first key seen is confirmed by the user, then pinned.
    bool hostKeyFingerprint = true;
    /// The platform runs a script of the user's at every boot (so what it installs runs even when
    /// the console never connects again).
    bool startupScript = false;
    /// A create or a start carries an idempotency key that the platform honours, so one whose answer
    /// was lost can be sent again safely.
    bool idempotentCreates = false;
    /// The wallet's balance (and the rate and today's spend) can be read.
    bool balanceReadable = true;
    /// A stop can be scheduled for a time (the platform carries it out, console or not).
    bool scheduledStop = true;
    bool packages = true; ///< daily/weekly prepaid billing
    /// The platform publishes its other prices (packages' discounts, the no-GPU rate, storage per
    /// GB-day) through pricing(); without it only the cards' hourly rates are known.
    bool priceList = true;
    /// Daily and per-boot spend limits the platform enforces (set through updateAccount).
    bool spendLimits = true;
    bool vouchers = true; ///< prepaid credit for named cards, listed in billing()
    bool saveImages = true;
    bool volumes = true;
    bool members = true;
    bool twoFactor = true;
    bool verification = true;
    bool apiTokens = true;
    bool usageReports = true;
    bool usageByCard = true; ///< usage() grouped by card, not only by instance
    bool instanceEvents = true; ///< each instance's history of state changes
    /// What is on the system disk outlives a stop (on some platforms it is emptied at each stop,
    /// and only the data disk keeps its files).
    bool systemDiskKeptOnStop = true;
    /// Where a new instance's data disk is mounted, as its user types it.
    QString dataDiskPath = QStringLiteral("~/data");
    bool servicePorts = true;
    /// One logs in with an API key made on the platform's web site (given as the password), not a
    /// phone or e-mail and a password; there is no signing up from here.
    bool apiKeyLogin = false;
};

/// What the console needs from a GPU platform, asynchronously. RestPlatform speaks
/// docs/platform-api.yaml; other platforms' adapters implement the same interface.
/// Every call takes a context object: the callback runs on the caller's thread, and not at all
/// if the context was destroyed first.
class Platform : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Platform)
public:
    template <typename T> using Done = std::function<void(const ApiResult<T> &)>;

    ~Platform() override;

    explicit Platform(QObject *parent = nullptr)
        : QObject(parent)
    { }

    /// Where the platform is, for display ("http://127.0.0.1:40123").
    virtual QUrl baseUrl() const = 0;
    virtual PlatformCapabilities capabilities() const = 0;
    /// The session or API token sent with every call; empty: none.
    virtual void setToken(const QString &token) = 0;

    // Health and accounts.
    virtual void health(QObject *context, Done<PlatformHealth> done) = 0;
    virtual void registerAccount(const QString &phone, const QString &email, const QString &password, QObject *context,
                                 Done<Account> done)
        = 0;
    /// `login` is the phone or the e-mail; `totp` a 6-digit code or a recovery code.
    virtual void login(const QString &login, const QString &password, const std::optional<QString> &totp,
                       QObject *context, Done<LoginSession> done)
        = 0;
    virtual void logout(QObject *context, Done<Nothing> done) = 0;
    virtual void account(QObject *context, Done<Account> done) = 0;
    virtual void updateAccount(const AccountUpdate &update, QObject *context, Done<Account> done) = 0;
    virtual void changePassword(const QString &current, const QString &next, QObject *context, Done<Nothing> done) = 0;
    virtual void logins(int limit, QObject *context, Done<QList<LoginRecord>> done) = 0;

    // Security.
    virtual void startTwoFactor(QObject *context, Done<TotpEnrolment> done) = 0;
    /// Answers the recovery codes, shown once.
    virtual void confirmTwoFactor(const QString &code, QObject *context, Done<QStringList> done) = 0;
    virtual void disableTwoFactor(const QString &code, QObject *context, Done<Nothing> done) = 0;
    /// Answers the verification status (pending).
    virtual void submitVerification(const QString &realName, const QString &idNumber, QObject *context,
                                    Done<QString> done)
        = 0;
    virtual void createToken(const QString &name, const QStringList &scopes, std::optional<int> expiresInDays,
                             QObject *context, Done<ApiTokenCreated> done)
        = 0;
    virtual void tokens(QObject *context, Done<QList<ApiToken>> done) = 0;
    virtual void revokeToken(const QString &id, QObject *context, Done<Nothing> done) = 0;
    virtual void addSshKey(const QString &name, const QString &publicKey, QObject *context, Done<SshKeyCreated> done)
        = 0;
    virtual void sshKeys(QObject *context, Done<QList<SshKey>> done) = 0;
    virtual void deleteSshKey(const QString &id, QObject *context, Done<Nothing> done) = 0;
    virtual void createMember(const MemberSpec &member, QObject *context, Done<Account> done) = 0;
    virtual void members(QObject *context, Done<QList<Account>> done) = 0;
    virtual void updateMember(const QString &id, const MemberUpdate &update, QObject *context, Done<Account> done) = 0;
    virtual void deleteMember(const QString &id, QObject *context, Done<Nothing> done) = 0;

    // Catalog.
    virtual void regions(QObject *context, Done<QList<Region>> done) = 0;
    virtual void gpuTypes(QObject *context, Done<QList<GpuType>> done) = 0;
    virtual void stock(QObject *context, Done<QList<Stock>> done) = 0;
    virtual void images(QObject *context, Done<QList<Image>> done) = 0;
    virtual void deleteImage(const QString &id, QObject *context, Done<Nothing> done) = 0;
    virtual void pricing(QObject *context, Done<Pricing> done) = 0;

    // Instances.
    /// With the ETag of the last answer, an unchanged list answers notModified without a body.
    virtual void instances(const QString &etag, bool includeReleased, QObject *context, Done<InstanceList> done) = 0;
    virtual void createInstance(const InstanceSpec &spec, QObject *context, Done<Instance> done) = 0;
    virtual void instance(const QString &id, QObject *context, Done<Instance> done) = 0;
    virtual void updateInstance(const QString &id, const InstanceUpdate &update, QObject *context, Done<Instance> done)
        = 0;
    virtual void releaseInstance(const QString &id, QObject *context, Done<Instance> done) = 0;
    /// With its GPUs or in no-GPU mode; unset keeps the last one.
    virtual void startInstance(const QString &id, std::optional<InstanceMode> mode, QObject *context,
                               Done<Instance> done)
        = 0;
    virtual void stopInstance(const QString &id, QObject *context, Done<Instance> done) = 0;
    virtual void instanceEvents(const QString &id, QObject *context, Done<QList<InstanceEvent>> done) = 0;
    virtual void saveImage(const QString &instanceId, const QString &name, QObject *context, Done<Image> done) = 0;
    virtual void createVolume(const QString &name, const QString &region, int sizeGb, QObject *context,
                              Done<Volume> done)
        = 0;
    virtual void volumes(QObject *context, Done<QList<Volume>> done) = 0;
    virtual void deleteVolume(const QString &id, QObject *context, Done<Nothing> done) = 0;

    // Billing.
    virtual void billing(QObject *context, Done<Billing> done) = 0;
    /// A page of the ledger, newest first.
    virtual void ledger(const LedgerQuery &query, QObject *context, Done<LedgerPage> done) = 0;
    virtual void usage(const UsageQuery &query, QObject *context, Done<Usage> done) = 0;
    /// Play money on the sandbox; a real platform takes payments elsewhere.
    virtual void recharge(Money amount, QObject *context, Done<Billing> done) = 0;

Q_SIGNALS:
    /// The platform no longer accepts the session or token (expired, revoked, logged out
    /// elsewhere): the user must log in again.
    void authenticationLost(const ApiError &error);
};

/// Makes another connection to the same platform, for a thread of its own (the status poller's):
/// a connection belongs to the thread that uses it. Called on that thread.
using PlatformFactory = std::function<std::unique_ptr<Platform>()>;
