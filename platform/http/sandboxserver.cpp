#include "platform/http/sandboxserver.h"

#include "common/clock.h"
#include "common/rfc3339.h"
#include "platform/accounts/accountroutes.h"
#include "platform/accounts/accountstore.h"
#include "platform/accounts/authenticator.h"
#include "platform/accounts/credentialroutes.h"
#include "platform/accounts/memberroutes.h"
#include "platform/accounts/securityroutes.h"
#include "platform/billing/billingroutes.h"
#include "platform/http/jsonbody.h"
#include "platform/http/jsonerror.h"
#include "platform/http/limitedtcpserver.h"
#include "platform/instances/catalogroutes.h"
#include "platform/instances/gputypes.h"
#include "platform/store/database.h"

#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonDocument>
#include <QTcpServer>

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
    const RouteContext context{
        *m_http, m_db, m_clock, m_settings.wallClock ? *m_settings.wallClock : m_systemClock, *m_auth, *m_accounts};
    m_accountRoutes = std::make_unique<AccountRoutes>(context);
    m_securityRoutes = std::make_unique<SecurityRoutes>(context, m_settings.secretKey);
    m_credentialRoutes = std::make_unique<CredentialRoutes>(context);
    m_memberRoutes = std::make_unique<MemberRoutes>(context);
    m_catalogRoutes = std::make_unique<CatalogRoutes>(context, m_settings.catalog);
    m_billingRoutes = std::make_unique<BillingRoutes>(context, m_settings.billingTimezone);
    addRoutes();
}

SandboxServer::~SandboxServer() = default;

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

void SandboxServer::addRoutes()
{
    m_http->route(u"/v1/health"_s, QHttpServerRequest::Method::Get, [this] {
        const double scale = m_settings.timeScale;
        // An integral scale goes out as a JSON integer, so clients that read ints keep working.
        const QJsonValue scaleValue = scale == static_cast<double>(static_cast<qint64>(scale))
            ? QJsonValue(static_cast<qint64>(scale))
            : QJsonValue(scale);
        return QHttpServerResponse(QJsonObject{
            {u"status"_s, u"ok"_s},
            {u"server_time"_s, Rfc3339::format(m_clock.now())},
            {u"time_scale"_s, scaleValue},
            {u"billing_timezone"_s, m_settings.billingTimezone},
        });
    });

    // Sandbox-only knob (documented apart from the contract): move a --clock manual clock.
    m_http->route(u"/v1/sandbox/clock"_s, QHttpServerRequest::Method::Post, [this](const QHttpServerRequest &request) {
        if (!m_settings.manualClock)
            return JsonError::response(QHttpServerResponse::StatusCode::Conflict, u"conflict"_s,
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
        return QHttpServerResponse(QJsonObject{{u"server_time"_s, Rfc3339::format(m_clock.now())}});
    });

    m_http->setMissingHandler([](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
        const QString path = request.url().path();
        spdlog::debug("no route for {} {}", request.method() == QHttpServerRequest::Method::Get ? "GET" : "other",
                      path.toStdString());
        const QJsonObject body
            = JsonError::body(u"not_found"_s, u"No such endpoint: "_s + path, QJsonObject{{u"path"_s, path}});
        responder.write(QJsonDocument(body), QHttpServerResponder::StatusCode::NotFound);
    });
}
