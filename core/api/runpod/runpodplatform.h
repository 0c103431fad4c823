#pragma once

#include "core/api/apikeyplatform.h"

/// RunPod's public REST API v2 (pods, the GPU and data-centre catalog, account SSH keys, network
/// volumes, billing records) as a gpudesk Platform. The user's API key is the "session": login
/// checks it and keeps it; there is no logout on the platform.
///
/// Its facets are what RunPod's API has: volumes (network volumes), a billing summary (no balance
/// in this API: the rate, today's spend and where to add money), the pods' billing records as a
/// ledger and per-pod usage. It has no sign-up, passwords, 2FA, verification, members or tokens of
/// gpudesk's kind, no price list beyond the cards' rates, no scheduled stop, startup script, saved
/// images or event history; of the traits, no no-GPU start, no packages, no host-key fingerprint (the
/// first key is confirmed by the user, then pinned), and the container disk is emptied at each stop.
/// Money is US dollars counted in millionths (RunPodCodecs).
class RunPodPlatform final : public ApiKeyPlatform,
                             public BillingSummary,
                             public BillingLedger,
                             public UsageReports,
                             public VolumeStorage
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

    PlatformTraits traits() const override;

    /// RunPod keeps one list of keys and replaces it whole: the list is read, the key added, the
    /// whole list written back, so the other keys stay.
    void addSshKey(const QString &name, const QString &publicKey, QObject *context, Done<SshKeyCreated> done) override;
    void sshKeys(QObject *context, Done<QList<SshKey>> done) override;
    /// `id` is the key's fingerprint (as sshKeys() gives it).
    void deleteSshKey(const QString &id, QObject *context, Done<Nothing> done) override;

    void regions(QObject *context, Done<QList<Region>> done) override;
    void gpuTypes(QObject *context, Done<QList<GpuType>> done) override;
    void stock(QObject *context, Done<QList<Stock>> done) override;
    void images(QObject *context, Done<QList<Image>> done) override;

    void instances(const QString &etag, bool includeReleased, QObject *context, Done<InstanceList> done) override;
    /// A pod that cannot be placed for lack of capacity answers out_of_stock with the data centres
    /// that have the card and the cards the data centre has (read from the catalog at once).
    void createInstance(const InstanceSpec &spec, QObject *context, Done<Instance> done) override;
    void instance(const QString &id, QObject *context, Done<Instance> done) override;
    void renameInstance(const QString &id, const QString &name, QObject *context, Done<Instance> done) override;
    /// Terminates the pod; answers it as it was, released.
    void releaseInstance(const QString &id, QObject *context, Done<Instance> done) override;
    void startInstance(const QString &id, std::optional<InstanceMode> mode, QObject *context,
                       Done<Instance> done) override;
    void stopInstance(const QString &id, QObject *context, Done<Instance> done) override;
    void createVolume(const QString &name, const QString &region, int sizeGb, QObject *context,
                      Done<Volume> done) override;
    void volumes(QObject *context, Done<QList<Volume>> done) override;
    void deleteVolume(const QString &id, QObject *context, Done<Nothing> done) override;

    /// No balance: the rate of the pods that bill now, today's spend (UTC) and the billing page.
    void billing(QObject *context, Done<Billing> done) override;
    bool hasVouchers() const override { return false; }
    /// The pods' billing records by day (one page: RunPod does not page them).
    void ledger(const LedgerQuery &query, QObject *context, Done<LedgerPage> done) override;
    /// Per instance only.
    void usage(const UsageQuery &query, QObject *context, Done<Usage> done) override;
    bool usageByCard() const override { return false; }

protected:
    QString keyCheckPath() const override;
    Account keyAccount(const QJsonObject &answer, const QString &key) const override;

private:
    void call(const QByteArray &method, const QString &path, const std::optional<QJsonObject> &body, Retry retry,
              QObject *context, HttpTransport::AnswerDone done, const QUrlQuery &query = {});
    void writeKeys(const QStringList &lines, QObject *context, std::function<void(const ApiResult<Nothing> &)> done);
    void podAction(const QString &id, const QString &action, Retry retry, QObject *context, Done<Instance> done);
    /// Fills an out_of_stock refusal of `spec` with where the card is and what the region has.
    void explainNoCapacity(const InstanceSpec &spec, ApiError error, QObject *context, Done<Instance> done);
};
