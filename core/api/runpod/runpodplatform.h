#pragma once

#include "common/clock.h"
#include "core/api/httptransport.h"
#include "core/api/platform.h"

/// RunPod's public REST API v2 (pods, the GPU and data-centre catalog, account SSH keys, network
/// volumes, billing records) as a gpudesk Platform. The user's API key is the "session": login
/// checks it and keeps it; there is no logout on the platform.
///
/// What RunPod has not is refused with not_supported, and said in capabilities() so the console
/// does not offer it: no no-GPU start (a pod whose host has no free card may come back without one,
/// which instances show), no scheduled stop, no balance in this API (billing() answers the rate and
/// today's spend, and where to add money), no packages, images, members, 2FA or API tokens of
/// gpudesk's kind, and no host-key fingerprint (the first key is confirmed by the user, then pinned).
/// Money is US dollars counted in millionths (RunPodCodecs).
class RunPodPlatform final : public Platform
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunPodPlatform)
public:
    /// Where RunPod's API is.
    static QUrl defaultUrl();
    /// Where a RunPod user adds money and creates API keys.
    static QString billingPageUrl();
    /// The platform's name and what it is, in the user's language, for the platform chooser.
    static QString displayName();
    static QString description();

    /// `root` is the server (https://api.runpod.io, or a test's); `clock` is the machine's wall clock,
    /// the platform's time when an answer carries no Date.
    RunPodPlatform(const QUrl &root, const Clock &clock, QObject *parent = nullptr);
    ~RunPodPlatform() override;

    /// Connections for a background poller: one attempt per call (the poller backs off itself).
    static PlatformFactory pollerFactory(const QUrl &root, const Clock &clock, int transferTimeoutMs = 20000);

    QUrl baseUrl() const override { return m_http->root(); }
    PlatformCapabilities capabilities() const override;
    void setToken(const QString &token) override { m_http->setToken(token); }

    void setTransferTimeoutMs(int ms) { m_http->setTransferTimeoutMs(ms); }
    void setRetryPolicy(const HttpTransport::RetryPolicy &policy);
    int attempts() const { return m_http->attempts(); }

    void health(QObject *context, Done<PlatformHealth> done) override;
    void registerAccount(const QString &phone, const QString &email, const QString &password, QObject *context,
                         Done<Account> done) override;
    /// The API key is `password` (or `login` when that is empty); `totp` is not used.
    void login(const QString &login, const QString &password, const std::optional<QString> &totp, QObject *context,
               Done<LoginSession> done) override;
    void logout(QObject *context, Done<Nothing> done) override;
    void account(QObject *context, Done<Account> done) override;
    void updateAccount(const AccountUpdate &update, QObject *context, Done<Account> done) override;
    void changePassword(const QString &current, const QString &next, QObject *context, Done<Nothing> done) override;
    void logins(int limit, QObject *context, Done<QList<LoginRecord>> done) override;

    void startTwoFactor(QObject *context, Done<TotpEnrolment> done) override;
    void confirmTwoFactor(const QString &code, QObject *context, Done<QStringList> done) override;
    void disableTwoFactor(const QString &code, QObject *context, Done<Nothing> done) override;
    void submitVerification(const QString &realName, const QString &idNumber, QObject *context,
                            Done<QString> done) override;
    void createToken(const QString &name, const QStringList &scopes, std::optional<int> expiresInDays, QObject *context,
                     Done<ApiTokenCreated> done) override;
    void tokens(QObject *context, Done<QList<ApiToken>> done) override;
    void revokeToken(const QString &id, QObject *context, Done<Nothing> done) override;
    /// RunPod keeps one list of keys and replaces it whole: the list is read, the key added, the
    /// whole list written back, so the other keys stay.
    void addSshKey(const QString &name, const QString &publicKey, QObject *context, Done<SshKeyCreated> done) override;
    void sshKeys(QObject *context, Done<QList<SshKey>> done) override;
    /// `id` is the key's fingerprint (as sshKeys() gives it).
    void deleteSshKey(const QString &id, QObject *context, Done<Nothing> done) override;
    void createMember(const MemberSpec &member, QObject *context, Done<Account> done) override;
    void members(QObject *context, Done<QList<Account>> done) override;
    void updateMember(const QString &id, const MemberUpdate &update, QObject *context, Done<Account> done) override;
    void deleteMember(const QString &id, QObject *context, Done<Nothing> done) override;

    void regions(QObject *context, Done<QList<Region>> done) override;
    void gpuTypes(QObject *context, Done<QList<GpuType>> done) override;
    void stock(QObject *context, Done<QList<Stock>> done) override;
    void images(QObject *context, Done<QList<Image>> done) override;
    void deleteImage(const QString &id, QObject *context, Done<Nothing> done) override;
    void pricing(QObject *context, Done<Pricing> done) override;

    void instances(const QString &etag, bool includeReleased, QObject *context, Done<InstanceList> done) override;
    /// A pod that cannot be placed for lack of capacity answers out_of_stock with the data centres
    /// that have the card and the cards the data centre has (read from the catalog at once).
    void createInstance(const InstanceSpec &spec, QObject *context, Done<Instance> done) override;
    void instance(const QString &id, QObject *context, Done<Instance> done) override;
    void updateInstance(const QString &id, const InstanceUpdate &update, QObject *context,
                        Done<Instance> done) override;
    /// Terminates the pod; answers it as it was, released.
    void releaseInstance(const QString &id, QObject *context, Done<Instance> done) override;
    void startInstance(const QString &id, std::optional<InstanceMode> mode, QObject *context,
                       Done<Instance> done) override;
    void stopInstance(const QString &id, QObject *context, Done<Instance> done) override;
    void instanceEvents(const QString &id, QObject *context, Done<QList<InstanceEvent>> done) override;
    void saveImage(const QString &instanceId, const QString &name, QObject *context, Done<Image> done) override;
    void createVolume(const QString &name, const QString &region, int sizeGb, QObject *context,
                      Done<Volume> done) override;
    void volumes(QObject *context, Done<QList<Volume>> done) override;
    void deleteVolume(const QString &id, QObject *context, Done<Nothing> done) override;

    /// No balance: the rate of the pods that bill now, today's spend (UTC) and the billing page.
    void billing(QObject *context, Done<Billing> done) override;
    /// The pods' billing records by day (one page: RunPod does not page them).
    void ledger(const LedgerQuery &query, QObject *context, Done<LedgerPage> done) override;
    /// Per instance only.
    void usage(const UsageQuery &query, QObject *context, Done<Usage> done) override;
    void recharge(Money amount, QObject *context, Done<Billing> done) override;

private:
    using Retry = HttpTransport::Retry;
    void call(const QByteArray &method, const QString &path, const std::optional<QJsonObject> &body, Retry retry,
              QObject *context, HttpTransport::AnswerDone done, const QUrlQuery &query = {});
    /// Answers `done` with not_supported (on the next turn of the event loop, as a call would).
    /// `what` is marked for translation in the context "PlatformFeatures" (ApiError's sentence says it).
    template <typename T> void refuse(const char *what, QObject *context, Done<T> done);
    void writeKeys(const QStringList &lines, QObject *context, std::function<void(const ApiResult<Nothing> &)> done);
    void podAction(const QString &id, const QString &action, Retry retry, QObject *context, Done<Instance> done);
    /// Fills an out_of_stock refusal of `spec` with where the card is and what the region has.
    void explainNoCapacity(const InstanceSpec &spec, ApiError error, QObject *context, Done<Instance> done);

    const Clock &m_clock;
    HttpTransport *m_http;
    HttpTransport::RetryPolicy m_policy;
};
