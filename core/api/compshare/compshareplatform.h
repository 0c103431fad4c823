#pragma once

#include "common/clock.h"
#include "core/api/compshare/compsharecodecs.h"
#include "core/api/compshare/compsharerequest.h"
#include "core/api/httptransport.h"
#include "core/api/platform.h"

#include <optional>

/// 优云智算 (Compshare, UCloud's GPU platform) through its public API at https://api.compshare.cn/:
/// every call a signed form (CompshareRequest) POSTed to the one address, its Action named inside.
/// The user's key pair is the "session" (CompshareKeys, kept as one secret); login checks it with a
/// call of its own and keeps it; there is no logout on the platform.
///
/// Zones are regions (each call also carries the zone's region, "cn-wlcb"), machine types are cards
/// priced for one card at the smallest size it is rented with, what is free comes from the GPU
/// inventory, images from the platform's list. Instances: create with a system disk and a data disk
/// on demand or by the day, list, read, rename, start (with its card or without one: 无卡开机, the
/// console's no-GPU mode), stop and delete (Compshare deletes only a stopped instance); a stop at a
/// time (its stop scheduler, at least five minutes ahead; none for a spot instance) and the
/// monitor's readings of each instance's use. The platform
/// keeps no SSH keys: the keys given to it are kept on this computer (LocalKeyRing) and put on the
/// instances by gpudesk. Money is yuan in fen; the API has no balance or ledger.
class CompsharePlatform final : public Platform,
                                public ScheduledStops,
                                public InstanceLoad,
                                public InstancePasswords,
                                public CardChange,
                                public SavedImages,
                                public Reboots,
                                public AgentKeys,
                                public DataDiskChanges,
                                public Teams
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompsharePlatform)
public:
    /// Where Compshare's API is.
    static QUrl defaultUrl();
    /// Where a Compshare user makes the key pair.
    static QString keysPageUrl();
    static QString displayName();
    static QString description();
    /// The pair in COMPSHARE_PUBLIC_KEY and COMPSHARE_PRIVATE_KEY (as Compshare's own tools read it), as
    /// a token; nullopt where neither is set.
    static std::optional<QString> environmentToken();
    /// The region asked when no zone says which (the platform's default).
    static QString homeRegion();

    /// `root` is the server (https://api.compshare.cn, or a test's); `clock` the machine's wall clock.
    CompsharePlatform(const QUrl &root, const Clock &clock, QObject *parent = nullptr);
    ~CompsharePlatform() override;

    static PlatformFactory pollerFactory(const QUrl &root, const Clock &clock, int transferTimeoutMs = 20000);
    void setTransferTimeoutMs(int ms) { m_http->setTransferTimeoutMs(ms); }
    void setRetryPolicy(const HttpTransport::RetryPolicy &policy);
    /// Where the SSH keys given to this platform and the data disks detached through it are kept
    /// (default: under gpudesk's data folder, one file of each per key pair).
    void setKeyRingDir(const QString &dir) { m_keyRingDir = dir; }

    QUrl baseUrl() const override { return m_http->root(); }
    PlatformTraits traits() const override;
    /// The key pair as CompshareKeys::toToken() writes it; anything else forgets the pair.
    void setToken(const QString &token) override;

    /// Any answer of the platform (a refusal included) says it is up; its clock is the Date header's.
    void health(QObject *context, Done<PlatformHealth> done) override;
    /// `login` is the public key and `password` the private key (or `password` alone the pair as one
    /// token); `totp` is not used.
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
    /// The platform takes no idempotency key: a create whose answer was lost (the network, a 5xx) is
    /// looked for by its name, card and zone, and sent again only where it made nothing.
    void createInstance(const InstanceSpec &spec, QObject *context, Done<Instance> done) override;
    void instance(const QString &id, QObject *context, Done<Instance> done) override;
    void renameInstance(const QString &id, const QString &name, QObject *context, Done<Instance> done) override;
    /// A stopped (or failed) instance, with its disks; a running one answers conflict: stop it first.
    void releaseInstance(const QString &id, QObject *context, Done<Instance> done) override;
    /// InstanceMode::NoGpu starts it without its card (WithoutGpu).
    void startInstance(const QString &id, std::optional<InstanceMode> mode, QObject *context,
                       Done<Instance> done) override;
    void stopInstance(const QString &id, QObject *context, Done<Instance> done) override;
    /// ~/.gpudesk/compshare.json for the agent: the pair (checked: it must sign a call the platform
    /// takes), the instance, its zone and the pair's project.
    void agentKeyFile(const QString &instanceId, const QString &publicKey, const QString &privateKey, QObject *context,
                      Done<KeyFile> done) override;
    /// RebootCompShareInstance: a running instance only.
    void rebootInstance(const QString &id, QObject *context, Done<Instance> done) override;

    /// ResizeCompShareInstance, then a start once the platform has it stopped again: Compshare changes
    /// the number of cards of a stopped instance (and the cores and memory that go with it), not their
    /// kind — another card is refused with the way to it (a saved image, a new instance).
    void startOnCard(const QString &id, const QString &gpuType, int count, QObject *context,
                     Done<Instance> done) override;
    /// How often a resize or an image being made is looked at (2 s; tests shorten it).
    void setProgressPollMs(int ms) { m_progressPollMs = ms; }

    /// Compshare publishes no limit; the field guide says an image of a hundred GB fails or takes very
    /// long. gpudesk holds it to what an environment is (the sandbox's bar): data belongs on the data disk.
    qint64 maxImageBytes() const override { return 50LL << 30; }
    /// CreateCompShareCustomImage from its system disk (running or stopped), answered once the platform
    /// has made it (GetCompShareImageCreateProgress), which takes minutes.
    void saveImage(const QString &instanceId, const QString &name, QObject *context, Done<Image> done) override;
    void deleteImage(const QString &id, QObject *context, Done<Nothing> done) override;

    /// How far ahead a stop must be scheduled at least.
    static constexpr int kStopLeadSeconds = 300;
    /// Its stop scheduler: `at` at least kStopLeadSeconds ahead (of this machine's clock); refused
    /// for a spot instance, which the platform may reclaim at any time and stops on no schedule.
    void scheduleStop(const QString &id, const std::optional<QDateTime> &at, QObject *context,
                      Done<Instance> done) override;
    /// The password the platform gives the instance (DescribeCompShareInstance's, Base64 there).
    void instancePassword(const QString &id, QObject *context, Done<QString> done) override;
    /// The monitor's last minute, ten instances a call.
    void loads(const QList<Instance> &instances, QObject *context, Done<QList<InstanceLoad::Reading>> done) override;

    /// CreateAndAttachCompshareDisk: an SSD data disk billed as the instance is, sent once (a lost
    /// answer is settled by looking at the instance).
    void addDataDisk(const QString &instanceId, int sizeGb, QObject *context, Done<Instance> done) override;
    /// ResizeCompShareDisk, the instance stopped.
    void growDataDisk(const QString &instanceId, int sizeGb, QObject *context, Done<Instance> done) override;
    /// DetachCompshareDisk, the instance stopped; the disk is on this computer's shelf
    /// (DetachedDiskShelf) before the platform is asked.
    void detachDataDisk(const QString &instanceId, QObject *context, Done<Volume> done) override;
    void detachedDisks(QObject *context, Done<QList<Volume>> done) override;
    /// AttachCompshareDisk: a disk of the shelf on an instance of its zone that has none.
    void attachDataDisk(const QString &instanceId, const QString &diskId, QObject *context,
                        Done<Instance> done) override;
    /// DeleteCompshareDisk: a disk of the shelf.
    void deleteDetachedDisk(const QString &diskId, QObject *context, Done<Nothing> done) override;

    /// ListCompShareTeam, then GetCompShareTeamInfo of each team (amounts in fen).
    void teams(QObject *context, Done<QList<Team>> done) override;
    /// CreateCompShareTeam (the account must be verified); the team answered is the one listed after
    /// it and not before, since the platform answers no id.
    void createTeam(const QString &name, const QString &description, QObject *context, Done<Team> done) override;
    /// CreateCompShareTeamRelation: `accountId` is the account's UserCompanyId.
    void inviteMember(const QString &teamId, const QString &accountId, const QString &name, QObject *context,
                      Done<Team> done) override;
    /// SetCompShareTeamRelation with Cancel.
    void cancelInvitation(const QString &teamId, const QString &accountId, QObject *context, Done<Team> done) override;
    /// SetCompShareTeamAmount (AllocateAmount, or WithdrawAmount with `takeBack`) for a member who joined
    /// (`memberId` is their VirtualCompanyId); sent once.
    void giveAmount(const QString &teamId, const QString &memberId, const Money &amount, bool takeBack,
                    QObject *context, Done<Team> done) override;

private:
    using Retry = HttpTransport::Retry;
    /// The zones of the default region: what login, health and the account check the pair with (every
    /// good pair may read them), and where the catalog starts.
    static CompshareRequest zonesRequest();
    /// One call, signed with the pair in use; refused here (unauthenticated) when there is none.
    void call(const CompshareRequest &request, Retry retry, QObject *context, HttpTransport::AnswerDone done);
    /// The zones, read once and kept: every call names a zone's region.
    void withZones(QObject *context, std::function<void(const ApiResult<QList<CompshareCodecs::Zone>> &)> done);
    /// Every zone's machine types, the sold out ones too.
    void withMachineTypes(QObject *context,
                          std::function<void(const ApiResult<QList<CompshareCodecs::MachineType>> &)> done);
    /// The region of zone `zone`, where the zones are known; else its name less the zone's number.
    QString regionOf(const QString &zone) const;
    /// A call about instance `id`, in its zone (from the last listing, else read first).
    void onInstance(const QString &id, const QString &action, QObject *context,
                    std::function<void(CompshareRequest &)> more, Retry retry, Done<Instance> done);
    /// CheckCompShareResourceCapacity first: created at `smallest` (the size the user chose, else the
    /// card count's smallest, the one the user was quoted) where it has room or the check tells
    /// nothing; refused with the sizes that have room otherwise, never made at a dearer size unasked.
    void createWhereRoom(const InstanceSpec &spec, const CompshareCodecs::MachineSize &smallest, QObject *context,
                         Done<Instance> done);
    /// The system disk and the data disk of `spec`, as a create and its check name them.
    static void withCreateDisks(CompshareRequest &request, const InstanceSpec &spec);
    /// Card `type` with every size it is rented in priced (GetCompShareInstancePrice of each).
    void priceCard(const CompshareCodecs::MachineType &type, QObject *context, Done<GpuType> done);
    void createIn(const InstanceSpec &spec, const CompshareCodecs::MachineSize &size, QObject *context,
                  Done<Instance> done);
    /// A create's answer: the instance made; or where the answer was lost (the network, a 5xx) and
    /// `again`, the instance looked for by its name, card and zone, and the create sent once more only
    /// where none was made.
    void answerCreate(const ApiResult<HttpAnswer> &answer, const CompshareRequest &create, const InstanceSpec &spec,
                      const QDateTime &sentAt, bool again, QObject *context, Done<Instance> done);
    /// The account's project (GetProjectList), read once: the stop scheduler's calls name it.
    void withProject(QObject *context, std::function<void(const ApiResult<QString> &)> done);
    /// A file of this computer's for the key pair's account, under the key ring's folder.
    QString accountFile(const QString &suffix) const;
    QString keyRingPath() const;
    QString diskShelfPath() const;
    /// Team `teamId` with its members (GetCompShareTeamInfo).
    void team(const QString &teamId, QObject *context, Done<Team> done);
    /// A platform of its own on the same server, signing with `keys`, to check a pair with (deleted with
    /// `context`, or by its caller once answered).
    CompsharePlatform *probeWith(const CompshareKeys &keys, QObject *context);
    Account keyAccount() const;

    const Clock &m_clock;
    HttpTransport *m_http;
    HttpTransport::RetryPolicy m_policy;
    std::optional<CompshareKeys> m_keys;
    QList<CompshareCodecs::Zone> m_zones;
    QString m_projectId; ///< of the pair in use
    int m_progressPollMs = 2000;
    /// Answers the image `id` once it is made (looked at `triesLeft` more times).
    void imageWhenMade(const QString &id, const QString &zone, int triesLeft, QObject *context, Done<Image> done);
    /// Starts instance `id` once its resize is done (looked at `triesLeft` more times).
    void startAfterResize(const QString &id, int cards, int triesLeft, QObject *context, Done<Instance> done);
    QHash<QString, QString> m_zoneOfInstance; ///< from the last listing
    /// Each instance's card count as last seen with its cards: started without them it says none.
    QHash<QString, int> m_cardCounts;
    void noteCards(QList<Instance> &items);
    QString m_keyRingDir;
};
