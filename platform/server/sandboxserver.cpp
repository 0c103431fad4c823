#include "platform/server/sandboxserver.h"

#include "common/clock.h"
#include "common/rfc3339.h"
#include "platform/accounts/accountstore.h"
#include "platform/accounts/authenticator.h"
#include "platform/accounts/passwordthreads.h"
#include "platform/http/idempotencykeys.h"
#include "platform/http/jsonbody.h"
#include "platform/http/limitedtcpserver.h"
#include "platform/instances/customimages.h"
#include "platform/instances/gputypes.h"
#include "platform/instances/instanceruntime.h"
#include "platform/instances/instanceservice.h"
#include "platform/instances/instancestore.h"
#include "platform/instances/metering.h"
#include "platform/instances/volumestore.h"
#include "platform/instances/webhookdispatcher.h"
#include "platform/routes/accountroutes.h"
#include "platform/routes/billingroutes.h"
#include "platform/routes/catalogroutes.h"
#include "platform/routes/credentialroutes.h"
#include "platform/routes/instanceroutes.h"
#include "platform/routes/invoiceroutes.h"
#include "platform/routes/memberroutes.h"
#include "platform/routes/securityroutes.h"
#include "platform/routes/stockalertroutes.h"
#include "platform/routes/storageroutes.h"
#include "platform/routes/webhookroutes.h"
#include "platform/runtime/disks.h"
#include "platform/runtime/platformclockanchor.h"
#include "platform/server/settler.h"
#include "platform/store/database.h"

#include <QAbstractEventDispatcher>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonDocument>
#include <QPointer>
#include <QSet>
#include <QTcpServer>
#include <QTimer>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

SandboxServer::SandboxServer(Database &db, const Clock &platformClock, Settings settings, QObject *parent)
    : QObject(parent)
    , m_db(db)
    , m_clock(platformClock)
    , m_settings(std::move(settings))
    , m_http(std::make_unique<QHttpServer>())
    , m_auth(std::make_unique<Authenticator>(db, platformClock))
    , m_accounts(
          std::make_unique<AccountStore>(db, platformClock, GpuTypes::unverifiedAllowed(m_settings.catalog.gpuTypes)))
{
    m_accounts->setReviewDelaySeconds(m_settings.reviewDelaySeconds);
    m_disks = std::make_unique<Disks>(m_settings.dataDir);
    m_instances = std::make_unique<InstanceStore>(db, *m_disks);
    m_images = std::make_unique<CustomImages>(db, m_settings.catalog);
    m_volumes = std::make_unique<VolumeStore>(db);
    InstanceRuntime::Settings runtime;
    runtime.ssh.enabled = m_settings.sshRuntime;
    runtime.ssh.emulatorProgram = m_settings.emulatorProgram;
    runtime.ssh.dataDir = m_settings.dataDir;
    runtime.relays = m_settings.sshRuntime;
    runtime.catalog = &m_settings.catalog;
    m_runtime = std::make_unique<InstanceRuntime>(db, *m_disks, *m_instances, runtime);
    m_runtime->setRecorder([this](const QList<RuntimeReport> &reports) { recordRuntime(reports); });
    m_runtime->setScriptRecorder([this](const StartupScriptReport &report) { recordStartupScript(report); });
    Metering::Settings metering;
    metering.bootDelaySeconds = m_settings.bootDelaySeconds;
    metering.bootTimeoutSeconds = m_settings.bootTimeoutSeconds;
    metering.readyAtStart = !m_runtime->unavailableReason().isEmpty();
    metering.keepWallets = m_settings.keepWallets;
    m_metering = std::make_unique<Metering>(db, platformClock, m_settings.catalog, *m_accounts, *m_instances, *m_disks,
                                            QTimeZone(m_settings.billingTimezone.toUtf8()), metering);
    m_metering->setReconciler([this](Instance &instance) { return m_runtime->reconcile(instance); });
    m_idempotency = std::make_unique<IdempotencyKeys>(db, m_settings.wallClock ? *m_settings.wallClock : m_systemClock);
    m_passwords = std::make_unique<PasswordThreads>();
    const RouteContext context{
        m_router,       m_db,        m_clock,     m_settings.wallClock ? *m_settings.wallClock : m_systemClock,
        *m_auth,        *m_accounts, *m_metering, *m_runtime,
        *m_idempotency, *m_passwords};
    m_accountRoutes = std::make_unique<AccountRoutes>(context);
    m_securityRoutes = std::make_unique<SecurityRoutes>(context, m_settings.secretKey);
    m_credentialRoutes = std::make_unique<CredentialRoutes>(context);
    m_memberRoutes = std::make_unique<MemberRoutes>(context);
    m_catalogRoutes = std::make_unique<CatalogRoutes>(context, m_settings.catalog, *m_instances, *m_images);
    m_billingRoutes = std::make_unique<BillingRoutes>(context, m_settings.billingTimezone);
    m_invoiceRoutes = std::make_unique<InvoiceRoutes>(context, m_settings.billingTimezone);
    m_webhooks = std::make_unique<WebhookDispatcher>(
        db, platformClock, context.wallClock, *m_metering, *m_accounts, m_settings.catalog,
        [this](const QString &region, const QString &gpuType) {
            return m_instanceService ? m_instanceService->available(region, gpuType) : 0;
        });
    m_webhookRoutes = std::make_unique<WebhookRoutes>(context, *m_webhooks);
    m_stockAlertRoutes = std::make_unique<StockAlertRoutes>(context, m_settings.catalog, m_webhooks->alerts());
    InstanceService::Limits limits;
    limits.maxInstances = m_settings.maxInstances;
    m_instanceService = std::make_unique<InstanceService>(platformClock, m_settings.catalog, *m_accounts, *m_instances,
                                                          *m_volumes, *m_images, *m_metering, *m_disks, limits);
    m_instanceRoutes = std::make_unique<InstanceRoutes>(context, *m_instanceService, *m_instances,
                                                        InstanceSpecParser(m_settings.catalog, *m_images));
    m_storageRoutes
        = std::make_unique<StorageRoutes>(context, m_settings.catalog, *m_metering, *m_disks, *m_images, *m_volumes);
    addRoutes();

    // Replay whatever was due while the platform was down (billing the downtime, stopping at the
    // exact instants limits were reached), then tick every platform minute (at least every 100 ms
    // of real time at high time scales).
    m_metering->catchUpAll();
    // The runtime of every instance as its state says: an sshd for those booting or running
    // (kept if it outlived a killed sandbox, started otherwise) and their relays; none, and the
    // sessions' processes ended, for the others. It answers later; serving starts now.
    for (qint64 wallet : m_instances->walletsWithLiveInstances()) {
        for (const Instance &instance : m_instances->live(wallet))
            m_runtime->resume(instance);
    }
    // Whenever this thread waits for work, nothing of it is reading a result: what its statements
    // still hold open ends, so it sees the settlement thread's commits, and the WAL can be
    // checkpointed past them, while it is idle.
    if (auto *dispatcher = QAbstractEventDispatcher::instance(thread()))
        connect(dispatcher, &QAbstractEventDispatcher::aboutToBlock, this, [this] { m_db.endReads(); });
    const double realMs = 1000.0 * double(Metering::kLineSeconds) / std::max(m_settings.timeScale, 1e-9);
    if (!m_settings.manualClock)
        m_settler = std::make_unique<Settler>(m_db, int(std::clamp(realMs, 100.0, 60000.0)), [this] { tick(); });
}

void SandboxServer::tick()
{
    m_metering->catchUpAll();
    if (m_settings.manualClock)
        m_db.checkpoint(); // the Settler does after its passes
    // Where scaled time stands, so a restart resumes from here at the latest, whatever the
    // machine's clock did meanwhile.
    if (!m_settings.manualClock)
        PlatformClockAnchor::record(m_db, m_clock.nowMs(),
                                    (m_settings.wallClock ? *m_settings.wallClock : m_systemClock).nowMs(),
                                    m_settings.timeScale);
}

SandboxServer::~SandboxServer()
{
    // The sandbox's processes and relays end with it (they come back for running instances at the
    // next start). Shutdown may wait; requests never do.
    m_settler.reset(); // after its pass in progress: nothing reconciles while the runtime stops
    m_runtime->stopAll();
}

void SandboxServer::recordRuntime(const QList<RuntimeReport> &reports)
{
    // Nothing here changes what was billed before now (the ready instant is now), so it is
    // recorded straight on the rows, all in one transaction; the wallets are looked at again at
    // their next read or tick, where a boot that can end now ends at its exact second.
    const qint64 now = m_clock.nowSeconds();
    m_db.transaction();
    for (const RuntimeReport &report : reports) {
        auto i = m_instances->byId(report.instanceId);
        // One that has moved on since (stopped, released) has been sent its new target.
        if (!i || !Lifecycle::isUp(i->state) || !m_runtime->answers(report, *i))
            continue;
        const Instance before = *i;
        i->sshPort = report.sshPort;
        if (!report.hostKeyFingerprint.isEmpty())
            i->hostKeyFingerprint = report.hostKeyFingerprint;
        i->publicPorts.insert(report.publicPorts);
        // Ready, or without SSH for good (then the boot goes on without it, as a real instance
        // whose sshd is broken still runs and bills).
        if (i->state == InstanceState::Starting && !i->readyAt && (report.ready || !report.problem.isEmpty()))
            i->readyAt = std::max(now, i->stateSince);
        if (!report.problem.isEmpty())
            m_instances->addEvent(i->id, now, i->state, i->state, StateReason::RuntimeError, report.problem);
        if (i->sshPort == before.sshPort && i->hostKeyFingerprint == before.hostKeyFingerprint
            && i->publicPorts == before.publicPorts && i->readyAt == before.readyAt)
            continue; // keys rewritten, nothing new to show
        m_instances->saveRuntime(*i);
        m_metering->invalidate(i->walletId); // before the commit: see Metering::invalidate
    }
    m_db.commit();
}

void SandboxServer::recordStartupScript(const StartupScriptReport &report)
{
    auto i = m_instances->byId(report.instanceId);
    // Of a boot that is over (its script ended with it), or of a released instance: nothing to say.
    if (!i || i->releasedAt || InstanceRuntime::bootOf(*i) != report.boot)
        return;
    const auto &last = i->startupStatus;
    const bool sameBoot = last && last->boot == report.bootNumber;
    // A restarted sandbox finds scripts again and may tell what was recorded before it stopped; a
    // run it starts again for the same boot starts the boot's status over.
    if (sameBoot && ((!report.finished && !report.again) || (report.finished && last->finishedAt)))
        return;
    const qint64 now = m_clock.nowSeconds();
    m_db.transaction();
    if (!report.finished) {
        i->startupStatus = Instance::StartupStatus{report.bootNumber, std::nullopt, std::nullopt};
    } else {
        i->startupStatus = Instance::StartupStatus{report.bootNumber, report.exitCode, now};
        m_instances->addEvent(i->id, now, i->state, i->state, StateReason::StartupScript,
                              report.exitCode ? u"Startup script exited with status %1; its output is in "
                                                "~/.gpudesk/startup.log."_s.arg(*report.exitCode)
                                              : report.problem);
    }
    m_instances->saveStartupStatus(*i);
    m_metering->invalidate(i->walletId);
    m_db.commit();
}

bool SandboxServer::listen(const QHostAddress &address, quint16 port, QString *error)
{
    // Bind our own QTcpServer so a failure comes back with the socket's reason, not just 0.
    auto *tcp = new LimitedTcpServer(kMaxBodyBytes, m_http.get());
    if (!tcp->listen(address, port)) {
        if (error)
            *error = tcp->errorString();
        delete tcp;
        return false;
    }
    m_port = tcp->serverPort();
    m_http->bind(tcp);
    return true;
}

ApiRequest SandboxServer::toApiRequest(const QHttpServerRequest &request)
{
    ApiRequest out;
    switch (request.method()) {
    case QHttpServerRequest::Method::Get:
        out.method = ApiRequest::Method::Get;
        break;
    case QHttpServerRequest::Method::Post:
        out.method = ApiRequest::Method::Post;
        break;
    case QHttpServerRequest::Method::Put:
        out.method = ApiRequest::Method::Put;
        break;
    case QHttpServerRequest::Method::Patch:
        out.method = ApiRequest::Method::Patch;
        break;
    case QHttpServerRequest::Method::Delete:
        out.method = ApiRequest::Method::Delete;
        break;
    case QHttpServerRequest::Method::Head:
        out.method = ApiRequest::Method::Head;
        break;
    case QHttpServerRequest::Method::Options:
        out.method = ApiRequest::Method::Options;
        break;
    default:
        out.method = ApiRequest::Method::Other;
        break;
    }
    // Decoded, as QHttpServer's own router matched paths.
    out.path = request.url().path();
    out.query = request.query();
    for (const QByteArray &name : {QByteArrayLiteral("authorization"), QByteArrayLiteral("user-agent"),
                                   QByteArrayLiteral("if-none-match"), QByteArrayLiteral("idempotency-key")}) {
        const QByteArray value = request.value(name);
        if (!value.isNull())
            out.headers.insert(name, value);
    }
    out.body = request.body();
    out.peer = request.remoteAddress();
    return out;
}

namespace {

// The wire form of an answer, built the way the routes built it before they were values, so
// every header and byte stays what clients have seen.
QHttpServerResponse toWire(const ApiResponse &answer)
{
    const auto status = static_cast<QHttpServerResponse::StatusCode>(answer.statusCode());
    QHttpServerResponse response = answer.json() ? QHttpServerResponse(*answer.json(), status)
        : answer.contentType() == ApiResponse::kEmptyType
        ? QHttpServerResponse(status)
        : QHttpServerResponse(answer.contentType(), answer.body(), status);
    for (const auto &[name, value] : answer.headers())
        response.setHeader(name, value);
    return response;
}

} // namespace

void SandboxServer::addRoutes()
{
    // Every request comes here: QHttpServer has no routes of its own, the Router has them all.
    m_http->setMissingHandler([this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
        auto shared = std::make_shared<QHttpServerResponder>(std::move(responder));
        // If the client hung up before a deferred answer is ready, the answer is dropped instead
        // of written to a socket that no longer exists.
        QPointer<QTcpSocket> socket = shared->socket();
        m_db.endReads(); // a request sees what the settlement thread committed before it
        m_router.dispatch(toApiRequest(request), DeferredReply([shared, socket](const ApiResponse &answer) {
                              if (socket)
                                  toWire(answer).write(std::move(*shared));
                          }));
    });

    m_router.add(ApiRequest::Method::Get, u"/v1/health"_s, [this](const ApiRequest &) {
        // A manual clock stands still between the moves a test makes: 0 tells a client not to
        // project time forward between reads.
        const double scale = m_settings.manualClock ? 0.0 : m_settings.timeScale;
        // An integral scale goes out as a JSON integer, so clients that read ints keep working.
        const QJsonValue scaleValue = scale == static_cast<double>(static_cast<qint64>(scale))
            ? QJsonValue(static_cast<qint64>(scale))
            : QJsonValue(scale);
        return ApiResponse(QJsonObject{
            {u"status"_s, u"ok"_s},
            {u"server_time"_s, Rfc3339::format(m_clock.now())},
            {u"time_scale"_s, scaleValue},
            {u"billing_timezone"_s, m_settings.billingTimezone},
            {u"currency"_s, m_settings.currency},
            {u"minor_unit_exponent"_s, m_settings.minorUnitExponent},
        });
    });

    // Sandbox-only knob (documented apart from the contract): move a --clock manual clock.
    m_router.add(ApiRequest::Method::Post, u"/v1/sandbox/clock"_s, [this](const ApiRequest &request) -> ApiResponse {
        if (!m_settings.manualClock)
            return ApiError(HttpStatus::Conflict, u"conflict"_s,
                            u"The sandbox clock is not manual; start the sandbox with --clock manual."_s,
                            QJsonObject{{u"state"_s, u"scaled"_s}});
        JsonBody body(request);
        body.allowOnly({u"advance_s"});
        const qint64 seconds = body.integer(u"advance_s"_s);
        if (body.ok() && (seconds < 0 || seconds > 10LL * 365 * 24 * 3600))
            body.fail(u"advance_s"_s, u"out_of_range"_s,
                      u"advance_s must be 0 to ten years; time never runs backwards."_s);
        if (!body.ok())
            return body.takeError();
        m_settings.manualClock->advanceSeconds(seconds);
        // Remembered at once: a sandbox killed now resumes from this time, not an earlier one.
        PlatformClockAnchor::record(m_db, m_clock.nowMs(),
                                    (m_settings.wallClock ? *m_settings.wallClock : m_systemClock).nowMs(), 0);
        tick();
        return ApiResponse(QJsonObject{{u"server_time"_s, Rfc3339::format(m_clock.now())}});
    });
}
