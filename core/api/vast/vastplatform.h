#pragma once

#include "core/api/accountfacets.h"
#include "core/api/apikeyplatform.h"
#include "core/api/billingfacets.h"
#include "core/api/instancefacets.h"
#include "core/model/catalog.h"

#include <QDateTime>
#include <QHash>
#include <QPointer>

/// Vast.ai's REST API (https://console.vast.ai) as a gpudesk Platform: a marketplace where an
/// instance is rented from one machine's offer. The user's API key is the "session" (login checks
/// it against the account and keeps it; there is no logout on the platform).
///
/// Its catalog is read from the offers on the market now: the countries the machines are in as
/// regions, the cards on offer with the lowest price per card, and how many of each card each
/// country has. An instance is made from an offer (InstanceSpec::offerId, found with offers());
/// instances are listed a page at a time, started, stopped, renamed (Vast's label) and destroyed;
/// the account's SSH keys are Vast's own list. Its facets: OfferMarket (the search for a machine),
/// VolumeStorage (a disk rented on one machine, for instances rented there), DataCopy (instance to
/// instance, host to host), PaymentHistory (its invoices), AccountWebhooks (its notification
/// webhooks: its own JSON, signed, for its own notification types), BillingSummary (the
/// balance, the rate, today's charges) and BillingLedger (Vast's charges). Of the traits: no
/// no-GPU start, no packages, no host-key fingerprint, and the disk is kept (and billed) while stopped. Money is US
/// dollars in millionths (VastCodecs).
class VastPlatform final : public ApiKeyPlatform,
                           public OfferMarket,
                           public VolumeStorage,
                           public DataCopy,
                           public BillingSummary,
                           public BillingLedger,
                           public PaymentHistory,
                           public AccountWebhooks
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VastPlatform)
public:
    /// Where Vast's API is.
    static QUrl defaultUrl();
    /// Its name and one sentence on what it is, for the platform chooser.
    static QString displayName();
    static QString description();

    /// `root` is the server (https://console.vast.ai, or a test's); `clock` is the machine's wall
    /// clock, the platform's time when an answer carries no Date.
    VastPlatform(const QUrl &root, const Clock &clock, QObject *parent = nullptr);
    ~VastPlatform() override;

    /// Connections for a background poller: one attempt per call (the poller backs off itself).
    static PlatformFactory pollerFactory(const QUrl &root, const Clock &clock, int transferTimeoutMs = 20000);

    PlatformTraits traits() const override;

    /// Vast adds a new account key to every instance of the account as well.
    void addSshKey(const QString &name, const QString &publicKey, QObject *context, Done<SshKeyCreated> done) override;
    void sshKeys(QObject *context, Done<QList<SshKey>> done) override;
    void deleteSshKey(const QString &id, QObject *context, Done<Nothing> done) override;

    void regions(QObject *context, Done<QList<Region>> done) override;
    void gpuTypes(QObject *context, Done<QList<GpuType>> done) override;
    void stock(QObject *context, Done<QList<Stock>> done) override;
    /// Vast runs any Docker image: these are the ones to start from.
    void images(QObject *context, Done<QList<Image>> done) override;

    void offers(const OfferQuery &query, QObject *context, Done<QList<Offer>> done) override;

    /// Where a volume is mounted in an instance that uses it.
    static QString volumeMountPath();
    /// Rents room for `sizeGb` on the cheapest steady machine in the country `region` (verified, up
    /// OfferQuery::kStudentsFloor of the time). Vast names it (V.<id>): `name` is not kept.
    void createVolume(const QString &name, const QString &region, int sizeGb, QObject *context,
                      Done<Volume> done) override;
    void volumes(QObject *context, Done<QList<Volume>> done) override;
    void deleteVolume(const QString &id, QObject *context, Done<Nothing> done) override;

    /// Vast copies between instances host to host (PUT /api/v0/commands/copy_direct); the source
    /// may be stopped, its disk is read where it is.
    void copyBetween(const QString &fromId, const QString &fromPath, const QString &toId, const QString &toPath,
                     QObject *context, Done<QString> done) override;

    /// Where a Vast user adds money.
    static QString billingPageUrl();
    /// The balance of the account, the rate of its instances now, and what Vast has charged since
    /// midnight UTC (its charges are counted by UTC day).
    void billing(QObject *context, Done<Billing> done) override;
    bool hasVouchers() const override { return false; }
    /// Vast's charges by contract and kind; without a period, the last 30 days (Vast needs one).
    void ledger(const LedgerQuery &query, QObject *context, Done<LedgerPage> done) override;

    /// Vast's invoices: top-ups, transfers, refunds and payouts, every page.
    void payments(const QDateTime &from, const QDateTime &to, QObject *context, Done<QList<Payment>> done) override;

    // vastwebhooks.cpp
    /// Vast posts its own JSON (format json) signed with X-Vast-Signature-256; no threshold.
    WebhookOptions webhookOptions() const override;
    /// Vast's notification types for renters, in its words.
    void webhookEvents(QObject *context, Done<QList<WebhookEvent>> done) override;
    void webhooks(QObject *context, Done<QList<Webhook>> done) override;
    /// Vast needs the events named: none asked is every one of webhookEvents(). A bot's format or a
    /// balance threshold is refused here, in words (Vast writes its own JSON and decides "low").
    void addWebhook(const WebhookSpec &spec, QObject *context, Done<WebhookCreated> done) override;
    void removeWebhook(const QString &id, QObject *context, Done<Nothing> done) override;
    /// Vast delivers the test before it answers: the delivery comes back with its result.
    void testWebhook(const QString &id, QObject *context, Done<WebhookDelivery> done) override;

    /// Every page of the list (Vast gives at most 25 at a time), with slugs; no ETag.
    void instances(const QString &etag, bool includeReleased, QObject *context, Done<InstanceList> done) override;
    /// Rents `spec.offerId` with the image, disk and name asked for, and the volume asked for
    /// mounted at volumeMountPath() (Vast links it only on its own machine); the ports asked for
    /// are published. Refused here: no offer, a no-GPU start, a package, a new data disk.
    void createInstance(const InstanceSpec &spec, QObject *context, Done<Instance> done) override;
    void instance(const QString &id, QObject *context, Done<Instance> done) override;
    void renameInstance(const QString &id, const QString &name, QObject *context, Done<Instance> done) override;
    /// Destroys it (and its disk): answered with the instance as it was, released.
    void releaseInstance(const QString &id, QObject *context, Done<Instance> done) override;
    void startInstance(const QString &id, std::optional<InstanceMode> mode, QObject *context,
                       Done<Instance> done) override;
    void stopInstance(const QString &id, QObject *context, Done<Instance> done) override;

protected:
    QString keyCheckPath() const override;
    Account keyAccount(const QJsonObject &answer, const QString &key) const override;

private:
    /// Sets the instance's state (running, stopped) or label, then answers it as it is now.
    void manage(const QString &id, const QJsonObject &change, QObject *context, Done<Instance> done);
    /// The offers the catalog is read from: every card on demand, from verified hosts. The wizard
    /// asks for regions, cards and stock at once: one search in flight answers them all.
    void market(QObject *context, Done<QList<Offer>> done);
    QList<std::pair<QPointer<QObject>, Done<QList<Offer>>>> m_marketWaiting;

    /// Everything charged in [from, to], every page of it, summed.
    void chargedBetween(const QDateTime &from, const QDateTime &to, const QString &after, Money sum, QObject *context,
                        Done<Money> done);
    /// Rents `sizeGb` of the volume offer `offer`, answered with the volume as Vast lists it.
    void rentVolume(const Offer &offer, int sizeGb, QObject *context, Done<Volume> done);
    void paymentsPage(const QDateTime &from, const QDateTime &to, const QString &after,
                      const std::shared_ptr<QList<Payment>> &found, QObject *context, Done<QList<Payment>> done);
    void nextPage(const std::shared_ptr<QList<Instance>> &found, const QString &after, QObject *context,
                  Done<InstanceList> done);
    /// What runs now costs an hour: from the last listing when it is fresh (the poller lists just
    /// before it asks the balance), else from a listing of its own.
    void ratePerHour(QObject *context, Done<Money> done);

    /// The last complete listing: when, what its meters cost an hour, and each instance's slug, so
    /// that one instance read alone keeps the slug it has among the others.
    struct Listed
    {
        QDateTime at;
        Money ratePerHour;
        QHash<QString, QString> slugs;
    };
    Listed m_listed;
};
