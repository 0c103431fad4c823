#include "platform/http/sandboxserver.h"

#include "common/clock.h"
#include "common/rfc3339.h"
#include "platform/http/jsonerror.h"

#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonDocument>
#include <QTcpServer>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

SandboxServer::SandboxServer(const Clock &platformClock, Settings settings, QObject *parent)
    : QObject(parent)
    , m_clock(platformClock)
    , m_settings(std::move(settings))
    , m_http(std::make_unique<QHttpServer>())
{
    addRoutes();
}

SandboxServer::~SandboxServer() = default;

bool SandboxServer::listen(const QHostAddress &address, quint16 port, QString *error)
{
    // Bind our own QTcpServer so a failure comes back with the socket's reason, not just 0.
    auto *tcp = new QTcpServer(m_http.get());
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

    m_http->setMissingHandler([](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
        const QString path = request.url().path();
        spdlog::debug("no route for {} {}", request.method() == QHttpServerRequest::Method::Get ? "GET" : "other",
                      path.toStdString());
        const QJsonObject body
            = JsonError::body(u"not_found"_s, u"No such endpoint: "_s + path, QJsonObject{{u"path"_s, path}});
        responder.write(QJsonDocument(body), QHttpServerResponder::StatusCode::NotFound);
    });
}
