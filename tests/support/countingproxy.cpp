#include "tests/support/countingproxy.h"

#include <QTcpSocket>
#include <QUrl>

namespace {

/// Bytes from each side to the other until either closes.
void pipe(QTcpSocket *a, QTcpSocket *b)
{
    QObject::connect(a, &QTcpSocket::readyRead, b, [a, b] { b->write(a->readAll()); });
    QObject::connect(b, &QTcpSocket::readyRead, a, [a, b] { a->write(b->readAll()); });
    QObject::connect(a, &QTcpSocket::disconnected, b, &QTcpSocket::disconnectFromHost);
    QObject::connect(b, &QTcpSocket::disconnected, a, &QTcpSocket::disconnectFromHost);
}

} // namespace

CountingProxy::CountingProxy(QByteArray login)
    : m_login(std::move(login))
{
    m_server.listen(QHostAddress::LocalHost);
    connect(&m_server, &QTcpServer::newConnection, this, &CountingProxy::accept);
}

void CountingProxy::accept()
{
    while (QTcpSocket *client = m_server.nextPendingConnection()) {
        connect(client, &QTcpSocket::disconnected, client, &QObject::deleteLater);
        auto *buffer = new QByteArray;
        connect(client, &QObject::destroyed, [buffer] { delete buffer; });
        connect(client, &QTcpSocket::readyRead, this, [this, client, buffer] {
            if (client->property("piped").toBool())
                return;
            buffer->append(client->readAll());
            const qsizetype end = buffer->indexOf("\r\n\r\n");
            if (end < 0)
                return;
            const QByteArray head = buffer->left(end + 4);
            const QByteArray rest = buffer->mid(end + 4);
            buffer->clear();
            QList<QByteArray> lines = head.split('\n');
            const QByteArray requestLine = lines.first().trimmed();
            const QList<QByteArray> parts = requestLine.split(' ');
            if (parts.size() != 3) {
                client->write("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n");
                client->disconnectFromHost();
                return;
            }
            if (!m_login.isEmpty()
                && !head.contains(QByteArray("\r\nProxy-Authorization: Basic " + m_login.toBase64() + "\r\n"))) {
                ++refused;
                client->write("HTTP/1.1 407 Proxy Authentication Required\r\n"
                              "Proxy-Authenticate: Basic realm=\"campus\"\r\nContent-Length: 0\r\n\r\n");
                return; // the same connection may ask again with the login
            }
            served << requestLine;
            const bool tunnel = parts[0] == "CONNECT";
            const QUrl target(tunnel ? QStringLiteral("http://") + QString::fromLatin1(parts[1])
                                     : QString::fromLatin1(parts[1]));
            auto *upstream = new QTcpSocket(client);
            client->setProperty("piped", true);
            QByteArray forward;
            if (!tunnel) {
                // Origin-form to the server, without the proxy's own headers.
                QByteArray path = target.path(QUrl::FullyEncoded).toLatin1();
                if (target.hasQuery())
                    path += '?' + target.query(QUrl::FullyEncoded).toLatin1();
                forward
                    = QByteArray(parts[0] + ' ' + (path.isEmpty() ? QByteArray("/") : path) + ' ' + parts[2] + "\r\n");
                for (qsizetype i = 1; i < lines.size(); ++i)
                    if (!lines[i].startsWith("Proxy-") && !lines[i].trimmed().isEmpty())
                        forward += QByteArray(lines[i].trimmed() + "\r\n");
                forward += QByteArray("\r\n" + rest);
            }
            connect(upstream, &QTcpSocket::connected, client, [client, upstream, tunnel, forward] {
                if (tunnel)
                    client->write("HTTP/1.1 200 Connection established\r\n\r\n");
                else
                    upstream->write(forward);
                pipe(client, upstream);
                if (client->bytesAvailable() > 0)
                    upstream->write(client->readAll());
            });
            connect(upstream, &QTcpSocket::errorOccurred, client, [client] {
                client->write("HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n");
                client->disconnectFromHost();
            });
            upstream->connectToHost(QHostAddress::LocalHost, quint16(target.port(tunnel ? 443 : 80)));
        });
    }
}
