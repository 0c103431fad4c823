#include "tests/support/httpclient.h"

#include <QBuffer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

QByteArray HttpClient::Response::header(const QByteArray &name) const
{
    for (const auto &[key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}

QString HttpClient::Response::errorCode() const
{
    return json.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toString();
}

QString HttpClient::Response::errorField() const
{
    return json.value(QStringLiteral("error"))
        .toObject()
        .value(QStringLiteral("details"))
        .toObject()
        .value(QStringLiteral("field"))
        .toString();
}

HttpClient::HttpClient(QUrl base)
    : m_base(std::move(base))
    , m_network(std::make_shared<QNetworkAccessManager>())
{ }

HttpClient::~HttpClient() = default;

void HttpClient::setHeader(const QByteArray &name, const QByteArray &value)
{
    m_headers.removeIf([&](const auto &h) { return h.first.compare(name, Qt::CaseInsensitive) == 0; });
    if (!value.isEmpty())
        m_headers.append({name, value});
}

HttpClient::Response HttpClient::send(const QByteArray &method, const QString &path, const QByteArray &body,
                                      const QByteArray &contentType)
{
    QUrl url = m_base;
    const qsizetype q = path.indexOf(u'?');
    url.setPath(q < 0 ? path : path.left(q));
    if (q >= 0)
        url.setQuery(path.mid(q + 1));
    QNetworkRequest request(url);
    request.setTransferTimeout(30000);
    request.setRawHeader("User-Agent", m_userAgent);
    if (!body.isEmpty())
        request.setHeader(QNetworkRequest::ContentTypeHeader, contentType);
    if (!m_token.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_token.toUtf8());
    for (const auto &[name, value] : std::as_const(m_headers))
        request.setRawHeader(name, value);
    auto *buffer = new QBuffer;
    buffer->setData(body);
    buffer->open(QIODevice::ReadOnly);
    QNetworkReply *reply = m_network->sendCustomRequest(request, method, buffer);
    buffer->setParent(reply);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    if (!reply->isFinished())
        loop.exec();
    Response r;
    r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    r.body = reply->readAll();
    r.json = QJsonDocument::fromJson(r.body).object();
    r.headers = reply->rawHeaderPairs();
    reply->deleteLater();
    return r;
}

HttpClient::Response HttpClient::get(const QString &path)
{
    return send("GET", path, {});
}

HttpClient::Response HttpClient::del(const QString &path)
{
    return send("DELETE", path, {});
}

HttpClient::Response HttpClient::post(const QString &path, const QJsonObject &body)
{
    return send("POST", path, QJsonDocument(body).toJson(QJsonDocument::Compact));
}

HttpClient::Response HttpClient::patch(const QString &path, const QJsonObject &body)
{
    return send("PATCH", path, QJsonDocument(body).toJson(QJsonDocument::Compact));
}
