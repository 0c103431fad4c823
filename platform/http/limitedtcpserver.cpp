#include "platform/http/limitedtcpserver.h"

#include "platform/http/jsonerror.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTimer>

#include <memory>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

LimitedTcpServer::LimitedTcpServer(qint64 maxBodyBytes, QObject *parent)
    : QTcpServer(parent)
    , m_maxBodyBytes(maxBodyBytes)
{ }

void LimitedTcpServer::incomingConnection(qintptr descriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    // Connected before QHttpServer connects its own slot, so this look comes first.
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { inspect(socket); });
    addPendingConnection(socket); // QTcpServer emits newConnection() after this returns
}

void LimitedTcpServer::inspect(QTcpSocket *socket)
{
    // Peek without consuming: QHttpServer still reads everything it is given. Only the header
    // block matters; once past it, bodies of allowed size flow on untouched. Each pipelined
    // request's headers are checked when they appear at the front of the buffer.
    const QByteArray head = socket->peek(16 * 1024);
    const qsizetype end = head.indexOf("\r\n\r\n");
    if (end < 0)
        return;
    static const QRegularExpression contentLength(uR"((?im)^content-length:\s*(\d+)\s*$)"_s);
    const auto match = contentLength.match(QString::fromLatin1(head.left(end + 2)));
    if (!match.hasMatch())
        return;
    bool ok = false;
    const qint64 length = match.captured(1).toLongLong(&ok);
    if (ok && length <= m_maxBodyBytes)
        return;
    spdlog::warn("refusing a {}-byte request body (limit {})", match.captured(1).toStdString(), m_maxBodyBytes);
    const QByteArray body
        = QJsonDocument(JsonError::body(u"payload_too_large"_s,
                                        u"The request body is larger than %1 bytes."_s.arg(m_maxBodyBytes),
                                        QJsonObject{{u"max_bytes"_s, m_maxBodyBytes}}))
              .toJson(QJsonDocument::Compact);
    // Stop QHttpServer from parsing what follows and answer at once. The body that the client
    // may still be sending is read and thrown away (never buffered) for a short while, so that it
    // can finish its upload and read the answer instead of seeing a reset; then we hang up.
    socket->disconnect();
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    auto discarded = std::make_shared<qint64>(0);
    connect(socket, &QTcpSocket::readyRead, socket, [socket, discarded] {
        *discarded += socket->skip(socket->bytesAvailable());
        if (*discarded > kMaxDiscardBytes)
            socket->abort();
    });
    socket->skip(socket->bytesAvailable());
    socket->write(
        "HTTP/1.1 413 Payload Too Large\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: "
        + QByteArray::number(body.size()) + "\r\n\r\n" + body);
    QTimer::singleShot(kLingerMs, socket, [socket] { socket->disconnectFromHost(); });
}
