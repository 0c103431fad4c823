#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrl>

#include <memory>

class QNetworkAccessManager;

/// A blocking HTTP client for tests of the platform on the wire (it spins the event loop while it
/// waits, so in-process servers keep serving).
class HttpClient
{
public:
    struct Response
    {
        int status = 0; ///< 0: no HTTP answer (connection failed)
        QJsonObject json; ///< the body parsed as a JSON object, or empty
        QByteArray body;
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray header(const QByteArray &name) const;
        /// error.code of a contract error body, or empty.
        QString errorCode() const;
        QString errorField() const;
    };

    explicit HttpClient(QUrl base);
    ~HttpClient();

    void setToken(const QString &token) { m_token = token; }
    void setUserAgent(const QByteArray &agent) { m_userAgent = agent; }
    /// A header sent with every later request (an empty value stops sending it).
    void setHeader(const QByteArray &name, const QByteArray &value);

    Response get(const QString &path);
    Response del(const QString &path);
    Response post(const QString &path, const QJsonObject &body = {});
    Response patch(const QString &path, const QJsonObject &body);
    /// Any method with a raw body, for malformed-input tests.
    Response send(const QByteArray &method, const QString &path, const QByteArray &body,
                  const QByteArray &contentType = "application/json");

private:
    QUrl m_base;
    QString m_token;
    QByteArray m_userAgent = "gpudesk-tests";
    QList<QPair<QByteArray, QByteArray>> m_headers;
    /// Shared by copies (tests pass clients around by value).
    std::shared_ptr<QNetworkAccessManager> m_network;
};
