#include "core/api/restplatform.h"

#include "core/api/codecs.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

namespace {

ApiResult<QJsonObject> resultOf(QNetworkReply *reply)
{
    const QVariant status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    const QByteArray body = reply->readAll();
    if (!status.isValid()) {
        return ApiError::network(reply->errorString());
    }
    const int code = status.toInt();
    if (code >= 200 && code < 300) {
        // The headers said success but the body did not arrive whole (connection cut, timeout):
        // that is the network's fault, not a malformed answer.
        if (reply->error() != QNetworkReply::NoError) {
            return ApiError::network(reply->errorString());
        }
        return Codecs::parseObject(body);
    }
    ApiError e = Codecs::decodeError(code, body);
    bool ok = false;
    const int retryAfter = reply->rawHeader("Retry-After").toInt(&ok);
    if (ok)
        e.retryAfterSeconds = retryAfter;
    return e;
}

} // namespace

RestPlatform::RestPlatform(const QUrl &baseUrl, QObject *parent)
    : Platform(parent)
    , m_baseUrl(baseUrl)
    , m_network(new QNetworkAccessManager(this))
{ }

RestPlatform::~RestPlatform() = default;

void RestPlatform::get(const QString &path, QObject *context, RawCallback done)
{
    QUrl url = m_baseUrl;
    url.setPath(url.path().chopped(url.path().endsWith(u'/') ? 1 : 0) + u"/v1"_s + path);
    QNetworkRequest request(url);
    request.setTransferTimeout(m_transferTimeoutMs);
    request.setRawHeader("Accept", "application/json");
    QNetworkReply *reply = m_network->get(request);
    spdlog::debug("GET {}", url.toString().toStdString());
    QPointer<QObject> guard(context);
    ++m_pending;
    // Bound to this, not to the context: the reply must be cleaned up even if the caller went away.
    connect(reply, &QNetworkReply::finished, this, [this, reply, guard, done = std::move(done)] {
        reply->deleteLater();
        --m_pending;
        if (guard)
            done(resultOf(reply));
    });
}

void RestPlatform::health(QObject *context, HealthCallback done)
{
    get(u"/health"_s, context, [done = std::move(done)](const ApiResult<QJsonObject> &raw) {
        if (!raw.ok())
            return done(raw.error());
        done(Codecs::decodeHealth(raw.value()));
    });
}
