#include "tests/fault/faultproxy.h"

#include <QHostAddress>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <sys/socket.h>

using namespace Qt::StringLiterals;

struct FaultProxy::Pipe
{
    QPointer<QTcpSocket> client;
    QPointer<QTcpSocket> platform;
    std::deque<Chunk> toPlatform;
    std::deque<Chunk> toClient;
    AnswerFault answerFault = AnswerFault::None;
    int answerBytesLeft = 0;
    bool loseAnswer = false;
    bool closing = false;
};

FaultProxy::FaultProxy(const QUrl &target, QObject *parent)
    : QObject(parent)
    , m_server(new QTcpServer(this))
    , m_flushTimer(new QTimer(this))
    , m_target(target)
{
    m_clock.start();
    m_server->listen(QHostAddress::LocalHost, 0);
    m_port = m_server->serverPort();
    connect(m_server, &QTcpServer::newConnection, this, &FaultProxy::accept);
    m_flushTimer->setInterval(5);
    connect(m_flushTimer, &QTimer::timeout, this, &FaultProxy::flush);
    m_flushTimer->start();
}

FaultProxy::~FaultProxy()
{
    for (const auto &pipe : std::as_const(m_pipes)) {
        delete pipe->client;
        delete pipe->platform;
    }
}

QUrl FaultProxy::url() const
{
    return QUrl(u"http://127.0.0.1:%1"_s.arg(m_port));
}

void FaultProxy::stallFor(int ms)
{
    m_stalledUntilMs = m_clock.elapsed() + ms;
}

void FaultProxy::resetNextAnswerAfter(int bytes)
{
    m_answerFault = AnswerFault::Reset;
    m_answerFaultBytes = bytes;
}

void FaultProxy::cutNextAnswerAfter(int bytes)
{
    m_answerFault = AnswerFault::Cut;
    m_answerFaultBytes = bytes;
}

void FaultProxy::loseNextAnswerTo(const QByteArray &requestLine)
{
    m_loseAnswerTo = requestLine;
}

int FaultProxy::forwarded(const QByteArray &requestLine) const
{
    int n = 0;
    for (const QByteArray &line : m_requestLines)
        n += line.startsWith(requestLine);
    return n;
}

void FaultProxy::setDown(bool down)
{
    // The port stays the proxy's while down: closed, it could be taken by any program on the
    // machine that asks for a free port (another test's sandbox), and the client would then talk
    // to that one. So the listener stays, and each connection is reset as soon as it is made.
    m_down = down;
    if (down) {
        for (const auto &pipe : std::as_const(m_pipes))
            close(pipe, true);
    }
}

void FaultProxy::accept()
{
    while (QTcpSocket *client = m_server->nextPendingConnection()) {
        if (m_down) {
            resetSocket(client);
            client->deleteLater();
            continue;
        }
        auto pipe = std::make_shared<Pipe>();
        pipe->client = client;
        pipe->platform = new QTcpSocket(this);
        client->setParent(this);
        m_pipes.append(pipe);
        connect(client, &QTcpSocket::readyRead, this, [this, pipe] { fromClient(pipe); });
        connect(client, &QTcpSocket::disconnected, this, [this, pipe] { close(pipe, false); });
        connect(pipe->platform, &QTcpSocket::readyRead, this, [this, pipe] { fromPlatform(pipe); });
        connect(pipe->platform, &QTcpSocket::disconnected, this, [this, pipe] {
            // The platform closed (or died): what it sent still goes out, then the client is closed.
            pipe->closing = true;
        });
        connect(pipe->platform, &QTcpSocket::errorOccurred, this, [this, pipe](QAbstractSocket::SocketError e) {
            if (e != QAbstractSocket::RemoteHostClosedError)
                close(pipe, true); // refused, or reset: the client sees its connection reset
        });
        pipe->platform->connectToHost(QHostAddress::LocalHost, quint16(m_target.port()));
    }
}

void FaultProxy::fromClient(const std::shared_ptr<Pipe> &pipe)
{
    if (!pipe->client)
        return;
    const QByteArray data = pipe->client->readAll();
    // A request's first line, when this piece starts one (clients send a request's head whole).
    for (const char *method : {"GET ", "POST ", "PATCH ", "PUT ", "DELETE ", "HEAD "}) {
        if (data.startsWith(method)) {
            const QByteArray line = data.left(data.indexOf("\r\n"));
            m_requestLines.append(line);
            if (!m_loseAnswerTo.isEmpty() && line.startsWith(m_loseAnswerTo)) {
                pipe->loseAnswer = true;
                m_loseAnswerTo.clear();
            }
            break;
        }
    }
    pipe->toPlatform.push_back(Chunk{m_clock.elapsed() + m_latencyMs, data});
    flush();
}

void FaultProxy::fromPlatform(const std::shared_ptr<Pipe> &pipe)
{
    if (!pipe->platform)
        return;
    const QByteArray data = pipe->platform->readAll();
    if (pipe->loseAnswer) {
        // The platform answered; the client never hears it.
        ++m_answersLost;
        pipe->loseAnswer = false;
        close(pipe, true);
        return;
    }
    if (pipe->answerFault == AnswerFault::None && m_answerFault != AnswerFault::None) {
        pipe->answerFault = m_answerFault;
        pipe->answerBytesLeft = m_answerFaultBytes;
        m_answerFault = AnswerFault::None;
    }
    pipe->toClient.push_back(Chunk{m_clock.elapsed() + m_latencyMs, data});
    flush();
}

void FaultProxy::flush()
{
    const qint64 now = m_clock.elapsed();
    if (now < m_stalledUntilMs)
        return;
    const QList<std::shared_ptr<Pipe>> pipes = m_pipes;
    for (const auto &pipe : pipes) {
        if (pipe->platform && pipe->platform->state() == QAbstractSocket::ConnectedState) {
            while (!pipe->toPlatform.empty() && pipe->toPlatform.front().dueMs <= now) {
                pipe->platform->write(pipe->toPlatform.front().data);
                pipe->toPlatform.pop_front();
            }
        }
        while (pipe->client && !pipe->toClient.empty() && pipe->toClient.front().dueMs <= now) {
            QByteArray data = pipe->toClient.front().data;
            pipe->toClient.pop_front();
            if (pipe->answerFault != AnswerFault::None) {
                if (data.size() >= pipe->answerBytesLeft) {
                    pipe->client->write(data.left(pipe->answerBytesLeft));
                    pipe->client->flush();
                    close(pipe, pipe->answerFault == AnswerFault::Reset);
                    break;
                }
                pipe->answerBytesLeft -= int(data.size());
            }
            pipe->client->write(data);
        }
        if (pipe->closing && pipe->toClient.empty())
            close(pipe, false);
    }
}

void FaultProxy::resetSocket(QTcpSocket *socket)
{
    // SO_LINGER with a zero timeout: close() sends RST instead of FIN.
    const qintptr fd = socket->socketDescriptor();
    if (fd >= 0) {
        struct linger now = {1, 0};
        ::setsockopt(int(fd), SOL_SOCKET, SO_LINGER, &now, sizeof now);
    }
    socket->abort();
}

void FaultProxy::close(const std::shared_ptr<Pipe> &pipe, bool reset)
{
    if (!m_pipes.removeOne(pipe))
        return;
    if (QTcpSocket *client = pipe->client) {
        pipe->client = nullptr;
        if (reset) {
            resetSocket(client);
        } else {
            client->flush();
            client->disconnectFromHost();
        }
        client->deleteLater();
    }
    if (QTcpSocket *platform = pipe->platform) {
        pipe->platform = nullptr;
        platform->abort();
        platform->deleteLater();
    }
}
