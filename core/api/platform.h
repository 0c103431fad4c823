#pragma once

#include "core/api/accountfacets.h"
#include "core/api/apiresult.h"
#include "core/api/billingfacets.h"
#include "core/api/instancefacets.h"
#include "core/api/platformfacet.h"
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

/// A poll of the instance list: unchanged (the ETag still matches) or the new list and its ETag.
struct InstanceList
{
    bool notModified = false;
    QList<Instance> items;
    QString etag;
};

/// Facts about the calls every platform has, which differ from one platform to the next. What a
/// platform may or may not have at all is a facet (Platform::facet()), not a trait. The defaults
/// claim nothing: each platform says what it does.
struct PlatformTraits
{
    /// Start in a cheap mode without the GPUs attached.
    bool noGpuStart = false;
    /// Create in that mode too (else a new instance is made with its cards, and started without them
    /// once stopped: Compshare's).
    bool noGpuCreate = false;
    bool packages = false; ///< daily/weekly prepaid billing modes at creation
    /// Instances report their SSH host key's fingerprint, so the first connection can be checked;
    /// without it the first key seen is confirmed by the user, then pinned.
    bool hostKeyFingerprint = false;
    /// A create or a start carries an idempotency key that the platform honours, so one whose answer
    /// was lost can be sent again safely.
    bool idempotentCreates = false;
    /// What is on the system disk outlives a stop (on some platforms it is emptied at each stop,
    /// and only the data disk keeps its files).
    bool systemDiskKeptOnStop = false;
    /// Where a new instance's data disk is mounted, as its user types it; empty on a platform whose
    /// instances have one disk only (Vast.ai's), where no data disk is offered.
    QString dataDiskPath;
    bool hasDataDisk() const { return !dataDiskPath.isEmpty(); }
    /// A stopped instance's card goes back to its host, who may rent it out (Vast.ai): starting
    /// again may have to wait for it.
    bool cardMayBeTakenWhenStopped = false;
    /// A volume is room rented on one machine (a marketplace's, Vast.ai's): the platform names it,
    /// and only an instance rented on that machine can use it (Volume::machineId).
    bool volumeOnOneMachine = false;
    /// One logs in with an API key made on the platform's web site (given as the password), not a
    /// phone or e-mail and a password; there is no signing up from here.
    bool apiKeyLogin = false;
    /// That key is a pair (Compshare's): a public key that names the account, given as the login, and
    /// a private key that signs every call, given as the password.
    bool keyPairLogin = false;
    /// An instance is a batch job on a cluster (Slurm): it may wait in a queue (Instance::queue), it
    /// ends at its time limit (Instance::stopAt), a stop ends the job (nothing pauses: what is not
    /// on the shared filesystem is gone) and a start submits it again.
    bool batchJobs = false;
    /// The platform counts GPU-hours, not money (a lab's own cluster): no amount of money is shown.
    bool gpuHoursOnly = false;
};

/// What the console needs from every GPU platform, asynchronously: health, the login, the catalog,
/// SSH keys, and instances with their lifecycle. Everything else is an optional facet
/// (core/api/) that a platform inherits where it has it, and facet<F>() finds.
/// RestPlatform speaks docs/platform-api.yaml; other platforms' adapters live in core/api/<name>/.
/// Every call takes a context object: the callback runs on the caller's thread, and not at all
/// if the context was destroyed first.
class Platform : public QObject, public PlatformFacet
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Platform)
public:
    ~Platform() override;

    explicit Platform(QObject *parent = nullptr)
        : QObject(parent)
    { }

    /// The facet F of this platform (core/api/), or null where it has none.
    template <typename F> F *facet() { return dynamic_cast<F *>(this); }
    template <typename F> const F *facet() const { return dynamic_cast<const F *>(this); }
    template <typename F> bool has() const { return facet<F>() != nullptr; }

    /// Where the platform is, for display ("http://127.0.0.1:40123").
    virtual QUrl baseUrl() const = 0;
    virtual PlatformTraits traits() const = 0;
    /// The session or API token sent with every call; empty: none.
    virtual void setToken(const QString &token) = 0;

    // Health and the login.
    virtual void health(QObject *context, Done<PlatformHealth> done) = 0;
    /// `login` is the phone or the e-mail; `totp` a 6-digit code or a recovery code. Where the
    /// platform logs in with an API key (PlatformTraits::apiKeyLogin) it is the password.
    virtual void login(const QString &login, const QString &password, const std::optional<QString> &totp,
                       QObject *context, Done<LoginSession> done)
        = 0;
    virtual void logout(QObject *context, Done<Nothing> done) = 0;
    virtual void account(QObject *context, Done<Account> done) = 0;

    // SSH keys on the account, put on its instances.
    virtual void addSshKey(const QString &name, const QString &publicKey, QObject *context, Done<SshKeyCreated> done)
        = 0;
    virtual void sshKeys(QObject *context, Done<QList<SshKey>> done) = 0;
    virtual void deleteSshKey(const QString &id, QObject *context, Done<Nothing> done) = 0;

    // Catalog.
    virtual void regions(QObject *context, Done<QList<Region>> done) = 0;
    virtual void gpuTypes(QObject *context, Done<QList<GpuType>> done) = 0;
    virtual void stock(QObject *context, Done<QList<Stock>> done) = 0;
    virtual void images(QObject *context, Done<QList<Image>> done) = 0;

    // Instances.
    /// With the ETag of the last answer, an unchanged list answers notModified without a body.
    virtual void instances(const QString &etag, bool includeReleased, QObject *context, Done<InstanceList> done) = 0;
    virtual void createInstance(const InstanceSpec &spec, QObject *context, Done<Instance> done) = 0;
    virtual void instance(const QString &id, QObject *context, Done<Instance> done) = 0;
    virtual void renameInstance(const QString &id, const QString &name, QObject *context, Done<Instance> done) = 0;
    virtual void releaseInstance(const QString &id, QObject *context, Done<Instance> done) = 0;
    /// With its GPUs or in no-GPU mode (PlatformTraits::noGpuStart); unset keeps the last one.
    virtual void startInstance(const QString &id, std::optional<InstanceMode> mode, QObject *context,
                               Done<Instance> done)
        = 0;
    virtual void stopInstance(const QString &id, QObject *context, Done<Instance> done) = 0;

Q_SIGNALS:
    /// The platform no longer accepts the session or token (expired, revoked, logged out
    /// elsewhere): the user must log in again.
    void authenticationLost(const ApiError &error);
};

/// Makes another connection to the same platform, for a thread of its own (the status poller's):
/// a connection belongs to the thread that uses it. Called on that thread.
using PlatformFactory = std::function<std::unique_ptr<Platform>()>;
