#pragma once

#include "core/api/httptransport.h"
#include "core/api/platform.h"

#include <QUrlQuery>

#include <memory>

/// The contract's platform (docs/platform-api.yaml) over HttpTransport. Calls that create something
/// or move money (create, start, recharge, volume, image) carry an Idempotency-Key made once per
/// call, so they too are sent again after a lost answer: the platform answers the repeat with the
/// first answer. A login, a token, a key or a member that may have reached the platform is never
/// sent twice.
class RestPlatform final : public Platform,
                           public AccountSignUp,
                           public PasswordChange,
                           public SessionConfirmation,
                           public LoginRecords,
                           public TwoFactorAuth,
                           public IdentityVerification,
                           public ApiTokens,
                           public TeamMembers,
                           public AccountWebhooks,
                           public WebhookDeliveries,
                           public BillingSummary,
                           public BillingLedger,
                           public UsageReports,
                           public WalletRecharge,
                           public InvoiceRequests,
                           public SpendLimitSettings,
                           public PriceList,
                           public ScheduledStops,
                           public CardChange,
                           public StockAlerts,
                           public BootScripts,
                           public SavedImages,
                           public InstanceHistory,
                           public VolumeStorage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RestPlatform)
public:
    using RetryPolicy = HttpTransport::RetryPolicy;

    /// baseUrl is the server root, e.g. http://127.0.0.1:40123; /v1 is appended here.
    explicit RestPlatform(const QUrl &baseUrl, QObject *parent = nullptr);
    ~RestPlatform() override;

    /// Connections to the same platform for a background poller: one attempt per call, since the
    /// poller's own schedule does the backing off.
    static PlatformFactory pollerFactory(const QUrl &baseUrl, int transferTimeoutMs = 20000);

    QUrl baseUrl() const override { return m_http->root(); }
    /// The contract's platform has every facet and trait.
    PlatformTraits traits() const override;
    void setToken(const QString &token) override { m_http->setToken(token); }

    /// Transfer timeout for every request (no byte for this long aborts it). Default 20 s.
    void setTransferTimeoutMs(int ms) { m_http->setTransferTimeoutMs(ms); }
    void setRetryPolicy(const RetryPolicy &policy) { m_http->setRetryPolicy(policy); }
    /// Requests sent and not yet finished (including those whose caller has gone away).
    int pendingRequests() const { return m_http->pendingRequests(); }
    /// Attempts made so far, retries included (for tests and diagnostics).
    int attempts() const { return m_http->attempts(); }

    void health(QObject *context, Done<PlatformHealth> done) override;
    void registerAccount(const QString &phone, const QString &email, const QString &password, QObject *context,
                         Done<Account> done) override;
    void login(const QString &login, const QString &password, const std::optional<QString> &totp, QObject *context,
               Done<LoginSession> done) override;
    void logout(QObject *context, Done<Nothing> done) override;
    void account(QObject *context, Done<Account> done) override;
    void changePassword(const QString &current, const QString &next, QObject *context, Done<Nothing> done) override;
    void confirmSession(const QString &proof, QObject *context, Done<Nothing> done) override;
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
    void rotateToken(const QString &id, int graceSeconds, QObject *context, Done<ApiTokenCreated> done) override;
    void addSshKey(const QString &name, const QString &publicKey, QObject *context, Done<SshKeyCreated> done) override;
    void sshKeys(QObject *context, Done<QList<SshKey>> done) override;
    void deleteSshKey(const QString &id, QObject *context, Done<Nothing> done) override;
    void createMember(const MemberSpec &member, QObject *context, Done<Account> done) override;
    void members(QObject *context, Done<QList<Account>> done) override;
    void updateMember(const QString &id, const MemberUpdate &update, QObject *context, Done<Account> done) override;
    void deleteMember(const QString &id, QObject *context, Done<Nothing> done) override;
    /// The six formats of the contract, a threshold per webhook, X-Gpudesk-Signature.
    WebhookOptions webhookOptions() const override;
    /// The contract's five events (answered here: the contract names them).
    void webhookEvents(QObject *context, Done<QList<WebhookEvent>> done) override;
    void webhooks(QObject *context, Done<QList<Webhook>> done) override;
    void addWebhook(const WebhookSpec &spec, QObject *context, Done<WebhookCreated> done) override;
    void removeWebhook(const QString &id, QObject *context, Done<Nothing> done) override;
    void testWebhook(const QString &id, QObject *context, Done<WebhookDelivery> done) override;
    void webhookDeliveries(const QString &id, QObject *context, Done<QList<WebhookDelivery>> done) override;

    void regions(QObject *context, Done<QList<Region>> done) override;
    void gpuTypes(QObject *context, Done<QList<GpuType>> done) override;
    void stock(QObject *context, Done<QList<Stock>> done) override;
    void images(QObject *context, Done<QList<Image>> done) override;
    void deleteImage(const QString &id, QObject *context, Done<Nothing> done) override;
    void pricing(QObject *context, Done<Pricing> done) override;

    void instances(const QString &etag, bool includeReleased, QObject *context, Done<InstanceList> done) override;
    void createInstance(const InstanceSpec &spec, QObject *context, Done<Instance> done) override;
    void instance(const QString &id, QObject *context, Done<Instance> done) override;
    void renameInstance(const QString &id, const QString &name, QObject *context, Done<Instance> done) override;
    void releaseInstance(const QString &id, QObject *context, Done<Instance> done) override;
    void startInstance(const QString &id, std::optional<InstanceMode> mode, QObject *context,
                       Done<Instance> done) override;
    /// POST /v1/instances/{id}/start with gpu_type and gpu_count.
    void startOnCard(const QString &id, const QString &gpuType, int count, QObject *context,
                     Done<Instance> done) override;
    /// POST and DELETE /v1/stock/alerts.
    void addStockAlert(const QString &gpuType, const std::optional<QString> &region, int count, QObject *context,
                       Done<StockAlert> done) override;
    void removeStockAlert(const QString &id, QObject *context, Done<Nothing> done) override;
    void stopInstance(const QString &id, QObject *context, Done<Instance> done) override;
    void scheduleStop(const QString &id, const std::optional<QDateTime> &at, QObject *context,
                      Done<Instance> done) override;
    void setStartupScript(const QString &id, const std::optional<QString> &script, QObject *context,
                          Done<Instance> done) override;
    void instanceEvents(const QString &id, QObject *context, Done<QList<InstanceEvent>> done) override;
    /// The contract's 50 GB (POST /v1/instances/{id}/images).
    qint64 maxImageBytes() const override { return 50LL << 30; }
    void saveImage(const QString &instanceId, const QString &name, QObject *context, Done<Image> done) override;
    void createVolume(const QString &name, const QString &region, int sizeGb, QObject *context,
                      Done<Volume> done) override;
    void volumes(QObject *context, Done<QList<Volume>> done) override;
    void deleteVolume(const QString &id, QObject *context, Done<Nothing> done) override;

    void billing(QObject *context, Done<Billing> done) override;
    bool hasVouchers() const override { return true; }
    void ledger(const LedgerQuery &query, QObject *context, Done<LedgerPage> done) override;
    void usage(const UsageQuery &query, QObject *context, Done<Usage> done) override;
    bool usageByCard() const override { return true; }
    void setSpendLimits(const SpendLimitsChange &change, QObject *context, Done<Account> done) override;
    void recharge(Money amount, QObject *context, Done<Billing> done) override;
    void requestInvoice(const InvoiceRequest &request, QObject *context, Done<Invoice> done) override;
    void invoices(QObject *context, Done<QList<Invoice>> done) override;

private:
    using Retry = HttpTransport::Retry;
    using AnswerDone = HttpTransport::AnswerDone;

    void call(const QByteArray &method, const QString &path, const std::optional<QJsonObject> &body, Retry retry,
              QObject *context, AnswerDone done, const QUrlQuery &query = {}, const QByteArray &ifNoneMatch = {});
    void patchInstance(const QString &id, const QJsonObject &body, QObject *context, Done<Instance> done);

    HttpTransport *m_http;
};
