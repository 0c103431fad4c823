#pragma once

#include "common/clock.h"
#include "platform/http/router.h"
#include "platform/instances/catalog.h"

#include <QHostAddress>
#include <QObject>
#include <QString>

#include <memory>

class AccountRoutes;
class BillingRoutes;
class CatalogRoutes;
class CredentialRoutes;
class CustomImages;
class Disks;
class InstanceRoutes;
class InvoiceRoutes;
class WebhookDispatcher;
class StockAlertRoutes;
class WebhookRoutes;
class InstanceService;
class InstanceStore;
class MemberRoutes;
class PasswordThreads;
class Metering;
class SecurityRoutes;
class InstanceRuntime;
struct Instance;
struct RuntimeReport;
struct StartupScriptReport;
class StorageRoutes;
class VolumeStore;
class AccountStore;
class Authenticator;
class Database;
class IdempotencyKeys;
class ManualClock;
class QHttpServer;
class QHttpServerRequest;
class QTimer;
class Settler;

/// The sandbox platform's HTTP front: routes of docs/platform-api.yaml under /v1, JSON errors for
/// everything else. Platform time comes from the injected clock (scaled or manual).
///
/// Routes are functions from an ApiRequest to an ApiResponse in a Router; the one place that
/// knows QHttpServer is the adapter here, which turns each request into an ApiRequest and the
/// answer back into the wire's. router() drives the same table in-process, with no socket.
class SandboxServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SandboxServer)
public:
    struct Settings
    {
        double timeScale = 1.0;
        QString billingTimezone = QStringLiteral("Asia/Shanghai");
        /// What every amount is counted in (GET /v1/health): an ISO 4217 code, and how many
        /// decimal places the integer amounts have (yuan counted in fen).
        QString currency = QStringLiteral("CNY");
        int minorUnitExponent = 2;
        qint64 reviewDelaySeconds = 5;
        /// Set with --clock manual: POST /v1/sandbox/clock moves it. Not owned.
        ManualClock *manualClock = nullptr;
        /// Keys the HMAC under which ID numbers are stored; kept in --data, never sent anywhere.
        QByteArray secretKey;
        /// Real time, for TOTP codes (not owned; the system clock when null).
        const Clock *wallClock = nullptr;
        /// What the platform rents (DATA/catalog.json or the built-in one).
        Catalog catalog = Catalog::defaults();
        /// --data: instances' disks, volumes and images live under it.
        QString dataDir;
        qint64 bootDelaySeconds = 5;
        qint64 bootTimeoutSeconds = 300;
        std::optional<int> maxInstances;
        bool sshRuntime = true; ///< --runtime sshd|none
        /// Off: every session and pass loads its wallet from the database instead of starting
        /// from the one the last left in memory (the check that keeping them changes nothing,
        /// tests/platform/keptwallets_test.cpp).
        bool keepWallets = true;
        /// gpudesk-sandbox itself, for the emulators on instances' PATH (empty: none).
        QString emulatorProgram;
    };

    SandboxServer(Database &db, const Clock &platformClock, Settings settings, QObject *parent = nullptr);
    ~SandboxServer() override;

    /// Binds to address:port (0 picks a free port). On failure returns false and says why in *error.
    bool listen(const QHostAddress &address, quint16 port, QString *error);
    quint16 port() const { return m_port; }

    /// Request bodies above this are refused with 413 before they are read.
    static constexpr qint64 kMaxBodyBytes = 1024 * 1024;

    /// The route table, for driving the platform in-process (the answers are the wire's).
    const Router &router() const { return m_router; }

    /// The request routes see for one that came over the wire.
    static ApiRequest toApiRequest(const QHttpServerRequest &request);

private:
    void addRoutes();
    /// The platform's tick: settles what is due, so ledger lines are at most a platform minute old
    /// even when nobody asks. On the settlement thread (Settler) for a scaled clock; on the HTTP
    /// thread, when its request moves a manual clock.
    void tick();
    /// Records what the runtime made of instances: their SSH endpoints and relays, the instant a
    /// boot's SSH was ready (the boot can end from then), problems as runtime_error events.
    void recordRuntime(const QList<RuntimeReport> &reports);
    /// Records what became of a startup script: its status, and an event when it ended.
    void recordStartupScript(const StartupScriptReport &report);

    Database &m_db;
    const Clock &m_clock;
    Settings m_settings;
    SystemClock m_systemClock;
    Router m_router;
    std::unique_ptr<QHttpServer> m_http;
    std::unique_ptr<Authenticator> m_auth;
    std::unique_ptr<AccountStore> m_accounts;
    std::unique_ptr<AccountRoutes> m_accountRoutes;
    std::unique_ptr<SecurityRoutes> m_securityRoutes;
    std::unique_ptr<CredentialRoutes> m_credentialRoutes;
    std::unique_ptr<MemberRoutes> m_memberRoutes;
    std::unique_ptr<CatalogRoutes> m_catalogRoutes;
    std::unique_ptr<BillingRoutes> m_billingRoutes;
    std::unique_ptr<InvoiceRoutes> m_invoiceRoutes;
    std::unique_ptr<Disks> m_disks;
    std::unique_ptr<InstanceStore> m_instances;
    std::unique_ptr<CustomImages> m_images;
    std::unique_ptr<VolumeStore> m_volumes;
    std::unique_ptr<InstanceRuntime> m_runtime;
    std::unique_ptr<Metering> m_metering;
    std::unique_ptr<WebhookDispatcher> m_webhooks; ///< after what it reads, so it goes first
    std::unique_ptr<WebhookRoutes> m_webhookRoutes;
    std::unique_ptr<StockAlertRoutes> m_stockAlertRoutes;
    std::unique_ptr<IdempotencyKeys> m_idempotency;
    std::unique_ptr<InstanceService> m_instanceService;
    std::unique_ptr<InstanceRoutes> m_instanceRoutes;
    std::unique_ptr<StorageRoutes> m_storageRoutes;
    std::unique_ptr<PasswordThreads> m_passwords; ///< waits for the hashes under way before the routes go
    std::unique_ptr<Settler> m_settler; ///< first to go: no pass runs while the rest is torn down
    quint16 m_port = 0;
};
