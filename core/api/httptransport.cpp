#include "core/api/httptransport.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QSysInfo>
#include <QTimer>
#include <QUuid>

#include <cstring>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

struct HttpTransport::Request
{
    QByteArray method;
    QUrl url;
    std::optional<QByteArray> body;
    QByteArray contentType = QByteArrayLiteral("application/json");
    Retry retry = Retry::Safe;
    QByteArray idempotencyKey; ///< the same for every attempt of one call
    QByteArray ifNoneMatch;
    QPointer<QObject> context;
    AnswerDone done;
    int attempt = 0;
    QString sentToken; ///< the credentials of the last attempt; a refusal speaks of these only
};

namespace {

/// A success's body: a JSON object, or a bare list (as Vast.ai lists some things).
ApiResult<QJsonDocument> jsonBody(const QByteArray &body)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return ApiError::decode(u"not JSON (%1 at byte %2)"_s.arg(parseError.errorString()).arg(parseError.offset));
    if (!doc.isObject() && !doc.isArray())
        return ApiError::decode(u"expected a JSON object"_s);
    return doc;
}

/// A request body that can be read once. Qt 6.4's network access sends a request again by itself
/// when the connection drops before the answer's headers arrive, whatever its method; for a
/// create, a start or a login that may have reached the platform, that second send must fail
/// instead (Qt reports it as a network error), or the user could rent twice.
class OneShotBody final : public QIODevice
{
public:
    explicit OneShotBody(QByteArray data)
        : m_data(std::move(data))
    {
        open(QIODevice::ReadOnly);
    }
    bool isSequential() const override { return true; }
    bool reset() override { return false; }
    qint64 bytesAvailable() const override { return m_data.size() - m_read + QIODevice::bytesAvailable(); }
    bool atEnd() const override { return m_read >= m_data.size() && QIODevice::bytesAvailable() == 0; }

protected:
    qint64 readData(char *out, qint64 max) override
    {
        const qint64 n = std::min<qint64>(max, m_data.size() - m_read);
        std::memcpy(out, m_data.constData() + m_read, size_t(n));
        m_read += n;
        return n;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_data;
    qint64 m_read = 0;
};

/// Set on a reply aborted because no connection was made in time.
constexpr const char *kConnectTimeoutProperty = "gpudeskConnectTimeout";

} // namespace

HttpTransport::HttpTransport(const QUrl &root, const QString &prefix, ErrorDecoder decodeError,
                             RejectionTest credentialsRejected, QObject *parent)
    : QObject(parent)
    , m_root(root)
    , m_prefix(prefix)
    , m_decodeError(std::move(decodeError))
    , m_credentialsRejected(std::move(credentialsRejected))
    , m_network(new QNetworkAccessManager(this))
    , m_oneShotNetwork(new QNetworkAccessManager(this))
{ }

HttpTransport::~HttpTransport() = default;

int HttpTransport::backoffMs(int attempt) const
{
    const double jitter = 0.5 + QRandomGenerator::global()->generateDouble();
    return int(std::min(8000.0, m_policy.baseDelayMs * double(1 << std::min(attempt, 10)) * jitter));
}

std::shared_ptr<HttpTransport::Request> HttpTransport::request(const QByteArray &method, const QString &path,
                                                               Retry retry, QObject *context, AnswerDone done,
                                                               const QUrlQuery &query) const
{
    auto request = std::make_shared<Request>();
    request->method = method;
    request->url = m_root;
    request->url.setPath(m_root.path().chopped(m_root.path().endsWith(u'/') ? 1 : 0) + m_prefix + path);
    if (!query.isEmpty())
        request->url.setQuery(query);
    request->retry = retry;
    if (retry == Retry::Keyed)
        request->idempotencyKey = QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
    request->context = context;
    request->done = std::move(done);
    return request;
}

void HttpTransport::call(const QByteArray &method, const QString &path, const std::optional<QJsonObject> &body,
                         Retry retry, QObject *context, AnswerDone done, const QUrlQuery &query,
                         const QByteArray &ifNoneMatch)
{
    auto r = request(method, path, retry, context, std::move(done), query);
    if (body)
        r->body = QJsonDocument(*body).toJson(QJsonDocument::Compact);
    r->ifNoneMatch = ifNoneMatch;
    send(r);
}

void HttpTransport::post(const QString &path, const QByteArray &body, const QByteArray &contentType, Retry retry,
                         QObject *context, AnswerDone done, const QUrlQuery &query)
{
    auto r = request("POST", path, retry, context, std::move(done), query);
    r->body = body;
    r->contentType = contentType;
    send(r);
}

void HttpTransport::send(const std::shared_ptr<Request> &request)
{
    QNetworkRequest http(request->url);
    http.setTransferTimeout(m_transferTimeoutMs);
    http.setRawHeader("Accept", "application/json");
    // Named, so the account's login records say which program logged in ("gpudesk/0.1.0 (Debian…)").
    static const QByteArray agent = (QCoreApplication::applicationName() + u'/' + QCoreApplication::applicationVersion()
                                     + u" ("_s + QSysInfo::prettyProductName() + u')')
                                        .toUtf8();
    http.setHeader(QNetworkRequest::UserAgentHeader, agent);
    request->sentToken = m_token;
    if (!m_token.isEmpty() && m_credentialHeaders) {
        for (const auto &[name, value] : m_credentialHeaders(m_token))
            http.setRawHeader(name, value);
    } else if (!m_token.isEmpty()) {
        http.setRawHeader("Authorization", "Bearer " + m_token.toUtf8());
    }
    if (!request->ifNoneMatch.isEmpty())
        http.setRawHeader("If-None-Match", request->ifNoneMatch);
    if (!request->idempotencyKey.isEmpty())
        http.setRawHeader("Idempotency-Key", request->idempotencyKey);
    QNetworkReply *reply;
    if (request->retry == Retry::OnlyIfNotSent) {
        // Sent once and only once: a fresh HTTP/1.1 connection each time (so there is no stale kept-alive
        // connection that Qt would rightly resend on), and a body Qt cannot read a second time.
        const QByteArray body = request->body.value_or(QByteArrayLiteral("{}"));
        http.setRawHeader("Content-Type", request->contentType);
        http.setRawHeader("Connection", "close");
        http.setHeader(QNetworkRequest::ContentLengthHeader, body.size());
        http.setAttribute(QNetworkRequest::DoNotBufferUploadDataAttribute, true);
        http.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
        auto *device = new OneShotBody(body);
        reply = m_oneShotNetwork->sendCustomRequest(http, request->method, device);
        device->setParent(reply);
    } else if (request->body) {
        http.setRawHeader("Content-Type", request->contentType);
        reply = m_network->sendCustomRequest(http, request->method, *request->body);
    } else {
        reply = m_network->sendCustomRequest(http, request->method);
    }
    spdlog::debug("{} {} (attempt {})", request->method.constData(), request->url.path().toStdString(),
                  request->attempt + 1);
    ++m_pending;
    ++m_attempts;
    // The connect timeout runs from the moment a connection is being made until the request is
    // out; the transfer timeout covers the rest.
    auto *connectTimer = new QTimer(reply);
    connectTimer->setSingleShot(true);
    connectTimer->setInterval(m_policy.connectTimeoutMs);
    connect(reply, &QNetworkReply::socketStartedConnecting, connectTimer, qOverload<>(&QTimer::start));
    connect(reply, &QNetworkReply::requestSent, connectTimer, &QTimer::stop);
    connect(connectTimer, &QTimer::timeout, reply, [reply] {
        reply->setProperty(kConnectTimeoutProperty, true);
        reply->abort();
    });
    // Bound to this, not to the context: the reply must be cleaned up even if the caller went away.
    connect(reply, &QNetworkReply::finished, this, [this, request, reply] {
        reply->deleteLater();
        --m_pending;
        finished(request, reply);
    });
}

void HttpTransport::finished(const std::shared_ptr<Request> &request, QNetworkReply *reply)
{
    const QVariant statusAttribute = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    const QByteArray body = reply->readAll();
    // A keyed call may go again whatever became of the first: the platform does it once.
    const bool safe = request->retry != Retry::OnlyIfNotSent;
    std::optional<ApiResult<HttpAnswer>> result;
    int retryInMs = -1;
    if (!statusAttribute.isValid()) {
        const bool connectTimeout = reply->property(kConnectTimeoutProperty).toBool();
        // Refused, unresolvable or never connected: the request did not leave, so any call may
        // be sent again.
        const bool notSent = connectTimeout || reply->error() == QNetworkReply::ConnectionRefusedError
            || reply->error() == QNetworkReply::HostNotFoundError;
        result = ApiError::network(connectTimeout ? u"no connection within %1 s"_s.arg(m_policy.connectTimeoutMs / 1000)
                                                  : reply->errorString());
        if (safe || notSent)
            retryInMs = backoffMs(request->attempt);
    } else {
        const int status = statusAttribute.toInt();
        // Qt sometimes ends a reply whose connection was cut without an error: the length the
        // headers promised is the check that the body arrived whole.
        bool lengthOk = false;
        const qint64 promised = reply->rawHeader("Content-Length").toLongLong(&lengthOk);
        const bool cutShort = lengthOk && promised > body.size() && reply->rawHeader("Content-Encoding").isEmpty();
        if (status >= 200 && status < 300 && (reply->error() != QNetworkReply::NoError || cutShort)) {
            // The headers said success but the body did not arrive whole (connection cut,
            // timeout): that is the network's fault, not a malformed answer.
            result
                = ApiError::network(cutShort && reply->error() == QNetworkReply::NoError
                                        ? u"the answer was cut short (%1 of %2 bytes)"_s.arg(body.size()).arg(promised)
                                        : reply->errorString());
            if (safe)
                retryInMs = backoffMs(request->attempt);
        } else if (status == 304 || status == 204) {
            result = HttpAnswer{status, {}, reply->rawHeader("ETag"), reply->rawHeader("Date"), {}};
        } else if (status >= 200 && status < 300) {
            const auto doc = jsonBody(body);
            if (!doc.ok())
                result = doc.error();
            else if (doc.value().isArray())
                result
                    = HttpAnswer{status, {}, reply->rawHeader("ETag"), reply->rawHeader("Date"), doc.value().array()};
            else if (auto refused = m_successRefusal ? m_successRefusal(status, doc.value().object()) : std::nullopt) {
                // A platform that refuses with 200 refuses its credentials so too (Compshare's RetCode 171).
                if (!m_token.isEmpty() && request->sentToken == m_token && m_credentialsRejected(*refused))
                    emit authenticationLost(*refused);
                result = *refused;
            } else
                result
                    = HttpAnswer{status, doc.value().object(), reply->rawHeader("ETag"), reply->rawHeader("Date"), {}};
        } else {
            ApiError e = m_decodeError(status, body);
            bool ok = false;
            const int retryAfter = reply->rawHeader("Retry-After").toInt(&ok);
            if (ok)
                e.retryAfterSeconds = retryAfter;
            else if (e.details.contains(u"retry_after_s"_s))
                e.retryAfterSeconds = e.details.value(u"retry_after_s"_s).toInt();
            // 429 and 503 say the platform did not do it: any call may come again, when asked
            // to wait only briefly (a login lockout of minutes goes back to the user).
            if ((status == 429 || status == 503) && e.retryAfterSeconds <= m_policy.maxRetryAfterS)
                retryInMs = e.retryAfterSeconds >= 0 ? e.retryAfterSeconds * 1000 : backoffMs(request->attempt);
            else if (status >= 500 && safe && !m_credentialsRejected(e))
                retryInMs = backoffMs(request->attempt); // a cluster refuses a token with a 500 too

            else if (status == 409 && request->retry == Retry::Keyed
                     && e.details.value(u"reason"_s).toString() == u"in_progress"_s)
                retryInMs = backoffMs(request->attempt); // the first attempt is still being handled
            else if (status == 422 && e.code == u"idempotency_key_reused"_s)
                spdlog::error("{} {}: the platform says the idempotency key was used for another request",
                              request->method.constData(), request->url.path().toStdString());
            // Only a refusal of the credentials in use now: a call sent before a login (without
            // them) or with the previous ones says nothing about those (the 401 of a health probe
            // sent before the key was given must not end the session that key just began).
            if (!m_token.isEmpty() && request->sentToken == m_token && m_credentialsRejected(e))
                emit authenticationLost(e);
            result = e;
        }
    }
    if (retryInMs >= 0 && request->attempt + 1 < m_policy.maxAttempts && request->context) {
        ++request->attempt;
        spdlog::info("{} {}: {}; retrying in {} ms", request->method.constData(), request->url.path().toStdString(),
                     result->ok() ? std::string("?") : result->error().summary().toStdString(), retryInMs);
        QTimer::singleShot(retryInMs, this, [this, request] { send(request); });
        return;
    }
    if (request->context)
        request->done(*result);
}

QString HttpTransport::segment(const QString &id)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(id));
}
