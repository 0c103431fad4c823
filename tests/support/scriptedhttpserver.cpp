#include "tests/support/scriptedhttpserver.h"

#include <QTcpSocket>

using namespace Qt::StringLiterals;

ScriptedHttpServer::Reply ScriptedHttpServer::json(int status, const QByteArray &body, const QByteArray &extraHeaders)
{
    return {"HTTP/1.1 " + QByteArray::number(status) + " X\r\nContent-Type: application/json\r\nConnection: close\r\n"
                + extraHeaders + "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body,
            -1, false};
}

ScriptedHttpServer::Reply ScriptedHttpServer::error(int status, const QByteArray &code, const QByteArray &extraHeaders)
{
    return json(status, R"({"error":{"code":")" + code + R"(","message":"m","details":{}}})", extraHeaders);
}

ScriptedHttpServer::Reply ScriptedHttpServer::cut(Reply reply, qsizetype bytes)
{
    reply.cutAfter = bytes;
    return reply;
}

ScriptedHttpServer::Reply ScriptedHttpServer::silence()
{
    return {{}, -1, true};
}

ScriptedHttpServer::ScriptedHttpServer(const QList<QByteArray> &raw)
    : ScriptedHttpServer([&raw] {
        QList<Reply> replies;
        for (const QByteArray &bytes : raw)
            replies << Reply{bytes, -1, false};
        return replies;
    }())
{ }

ScriptedHttpServer::ScriptedHttpServer(QList<Reply> replies)
    : m_replies(std::move(replies))
{
    m_server.listen(QHostAddress::LocalHost, 0);
    QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] {
        while (QTcpSocket *socket = m_server.nextPendingConnection()) {
            auto buffer = std::make_shared<QByteArray>();
            QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
                *buffer += socket->readAll();
                const qsizetype end = buffer->indexOf("\r\n\r\n");
                if (end < 0)
                    return;
                const qsizetype lengthAt = buffer->toLower().indexOf("content-length: ");
                const qsizetype length
                    = lengthAt < 0 || lengthAt > end ? 0 : buffer->mid(lengthAt + 16, 12).split('\r')[0].toLongLong();
                if (buffer->size() < end + 4 + length)
                    return;
                const QByteArray request = buffer->left(end + 4 + length);
                buffer->remove(0, end + 4 + length);
                answer(socket, request);
            });
        }
    });
}

QUrl ScriptedHttpServer::url() const
{
    return QUrl(u"http://127.0.0.1:%1"_s.arg(m_server.serverPort()));
}

void ScriptedHttpServer::answer(QTcpSocket *socket, const QByteArray &request)
{
    requests << request;
    const QByteArray path = request.split(' ').value(1).split('?').value(0);
    paths << path;
    Reply reply;
    if (const auto it = m_routes.constFind(path); it != m_routes.constEnd())
        reply = it.value();
    else if (!m_replies.isEmpty())
        reply = m_replies.value(std::min<qsizetype>(m_next++, m_replies.size() - 1));
    else
        reply = error(404, "not_found");
    if (reply.hang)
        return;
    socket->write(reply.cutAfter >= 0 ? reply.bytes.left(reply.cutAfter) : reply.bytes);
    socket->flush();
    socket->disconnectFromHost();
}
