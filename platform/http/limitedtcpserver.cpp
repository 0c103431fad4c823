#include "platform/http/limitedtcpserver.h"

#include "platform/http/jsonerror.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTimer>

#include <spdlog/spdlog.h>

#include <memory>

using namespace Qt::StringLiterals;

QString LimitedTcpServer::Framing::feed(QByteArrayView bytes)
{
    static const QRegularExpression contentLength(uR"((?im)^content-length:[ \t]*(\d+)[ \t]*\r?$)"_s);
    static const QRegularExpression chunked(uR"((?im)^transfer-encoding:.*chunked)"_s);
    while (!bytes.isEmpty()) {
        if (m_bodyLeft > 0) {
            const qint64 take = std::min<qint64>(m_bodyLeft, bytes.size());
            m_bodyLeft -= take;
            bytes = bytes.sliced(take);
            continue;
        }
        const qsizetype before = m_head.size();
        m_head.append(bytes);
        const qsizetype end = m_head.indexOf("\r\n\r\n");
        if (end < 0) {
            if (m_head.size() > kMaxHeaderBytes)
                return u"The request headers are larger than %1 bytes."_s.arg(kMaxHeaderBytes);
            return {};
        }
        const QString head = QString::fromLatin1(m_head.left(end + 2));
        // What followed the header block in this feed is the start of the body (or the next request).
        bytes = bytes.sliced(end + 4 - before);
        m_head.clear();
        if (chunked.match(head).hasMatch())
            return u"Chunked request bodies are not accepted; send Content-Length (at most %1 bytes)."_s.arg(m_maxBody);
        const auto match = contentLength.match(head);
        if (match.hasMatch()) {
            bool ok = false;
            const qint64 length = match.captured(1).toLongLong(&ok);
            if (!ok || length > m_maxBody)
                return u"The request body is larger than %1 bytes."_s.arg(m_maxBody);
            m_bodyLeft = length;
        }
    }
    return {};
}

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
    // QHttpServer writes an answer's headers and a large body as separate sends; with Nagle's
    // algorithm the body then waits for the client's delayed ACK of the headers (40 ms on Linux),
    // which made every list of fifty instances take 40 ms.
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    // Connected before QHttpServer connects its own slot, so this look at each new chunk of bytes
    // comes first; peek() leaves them for QHttpServer to read.
    auto framing = std::make_shared<Framing>(m_maxBodyBytes);
    connect(socket, &QTcpSocket::readyRead, this, [this, socket, framing] {
        const QString problem = framing->feed(socket->peek(socket->bytesAvailable()));
        if (!problem.isEmpty())
            refuse(socket, problem);
    });
    addPendingConnection(socket); // QTcpServer emits newConnection() after this returns
}

void LimitedTcpServer::refuse(QTcpSocket *socket, const QString &reason)
{
    spdlog::warn("refusing a request: {}", reason.toStdString());
    const QByteArray body
        = QJsonDocument(JsonError::body(u"payload_too_large"_s, reason, QJsonObject{{u"max_bytes"_s, m_maxBodyBytes}}))
              .toJson(QJsonDocument::Compact);
    // Stop QHttpServer from parsing what follows and answer at once. What the client may still be
    // sending is read and thrown away (never buffered) for a short while, so that it can finish its
    // upload and read the answer instead of seeing a reset; then we hang up.
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
