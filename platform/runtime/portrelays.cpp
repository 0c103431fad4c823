#include "platform/runtime/portrelays.h"

#include "platform/runtime/runtimetarget.h"

#include <QHostAddress>
#include <QStringList>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

namespace {

/// What each socket of a relayed connection buffers: beyond it, reading stops and TCP's own flow
/// control slows the sender down, so a fast upload to a slow service never piles up in memory.
constexpr qint64 kBufferBytes = 256 * 1024;

/// Passes what `from` has received to `to` while `to` has room; once `from` has ended and all it
/// sent is passed on, ends `to` (after what `to` still has to send).
void pass(QTcpSocket *from, QTcpSocket *to)
{
    if (to->state() != QAbstractSocket::ConnectedState)
        return;
    while (from->bytesAvailable() > 0 && to->bytesToWrite() < kBufferBytes)
        to->write(from->read(kBufferBytes - to->bytesToWrite()));
    if (from->state() != QAbstractSocket::ConnectedState && from->bytesAvailable() == 0)
        to->disconnectFromHost();
}

/// Connects an accepted client to the service at 127.0.0.2:port and passes bytes both ways until
/// either side ends. Nothing listening there (a service bound to 127.0.0.1 only, or none) ends the
/// client's connection without a byte, as a real platform's gateway does.
void relayConnection(QTcpSocket *client, quint16 servicePort)
{
    auto *service = new QTcpSocket(client); // deleted with the client
    client->setReadBufferSize(kBufferBytes);
    service->setReadBufferSize(kBufferBytes);
    const auto toService = [client, service] { pass(client, service); };
    const auto toClient = [client, service] { pass(service, client); };
    const auto ended = [client, service] {
        if (client->state() == QAbstractSocket::UnconnectedState
            && service->state() == QAbstractSocket::UnconnectedState)
            client->deleteLater();
    };
    QObject::connect(client, &QTcpSocket::readyRead, service, toService);
    QObject::connect(client, &QTcpSocket::disconnected, service, toService);
    QObject::connect(service, &QTcpSocket::connected, service, toService);
    QObject::connect(service, &QTcpSocket::bytesWritten, service, toService);
    QObject::connect(service, &QTcpSocket::readyRead, service, toClient);
    QObject::connect(service, &QTcpSocket::disconnected, service, toClient);
    QObject::connect(service, &QTcpSocket::errorOccurred, service, toClient);
    QObject::connect(client, &QTcpSocket::bytesWritten, service, toClient);
    QObject::connect(client, &QTcpSocket::disconnected, service, ended);
    QObject::connect(service, &QTcpSocket::disconnected, service, ended);
    QObject::connect(service, &QTcpSocket::errorOccurred, service, ended);
    service->connectToHost(QHostAddress(QString::fromLatin1(PortRelays::kServiceAddress)), servicePort);
}

} // namespace

PortRelays::PortRelays(bool enabled)
    : m_enabled(enabled)
{
    if (!m_enabled)
        return;
    m_thread = std::make_unique<QThread>();
    m_thread->setObjectName(u"port relays"_s);
    m_hub = new QObject;
    m_hub->moveToThread(m_thread.get());
    QObject::connect(m_thread.get(), &QThread::finished, m_hub, &QObject::deleteLater);
    m_thread->start();
}

PortRelays::~PortRelays()
{
    if (!m_thread)
        return;
    closeAll();
    m_thread->quit();
    m_thread->wait();
}

QString PortRelays::publicUrl(int publicPort)
{
    return u"http://127.0.0.1:%1"_s.arg(publicPort);
}

void PortRelays::closeAll()
{
    if (!m_thread)
        return;
    QList<QObject *> all;
    for (const Relayed &r : std::as_const(m_byInstance))
        all << r.relays;
    m_byInstance.clear();
    QMetaObject::invokeMethod(
        m_hub, [all] { qDeleteAll(all); }, Qt::BlockingQueuedConnection);
}

void PortRelays::close(qint64 instanceId)
{
    // The public ports are remembered by the platform (a stop and start keeps a bookmarked URL
    // working when the port is still free); the relays end.
    if (QObject *relays = m_byInstance.take(instanceId).relays)
        QMetaObject::invokeMethod(
            m_hub, [relays] { delete relays; }, Qt::BlockingQueuedConnection);
}

PortRelays::Outcome PortRelays::reconcile(const RuntimeTarget &t)
{
    const bool relayed = m_enabled && t.up && !t.ports.isEmpty();
    if (!relayed || (m_byInstance.contains(t.instanceId) && m_byInstance.value(t.instanceId).boot != t.boot))
        close(t.instanceId);
    if (!relayed)
        return {};
    if (const auto it = m_byInstance.constFind(t.instanceId); it != m_byInstance.cend())
        return {it->publicPorts, {}};
    QMap<int, int> opened;
    QStringList failed;
    QObject *relays = nullptr;
    const QList<int> ports = t.ports;
    const QMap<int, int> before = t.publicPorts;
    QMetaObject::invokeMethod(
        m_hub,
        [&] {
            relays = new QObject(m_hub);
            for (int port : ports) {
                auto *server = new QTcpServer(relays);
                const int preferred = before.value(port, 0);
                if (!(preferred && server->listen(QHostAddress::LocalHost, quint16(preferred)))
                    && !server->listen(QHostAddress::LocalHost, 0)) {
                    failed << u"%1 (%2)"_s.arg(port).arg(server->errorString());
                    delete server;
                    continue;
                }
                QObject::connect(server, &QTcpServer::newConnection, server, [server, port] {
                    while (QTcpSocket *client = server->nextPendingConnection())
                        relayConnection(client, quint16(port));
                });
                opened.insert(port, server->serverPort());
            }
        },
        Qt::BlockingQueuedConnection);
    m_byInstance.insert(t.instanceId, {relays, t.boot, opened});
    for (auto it = opened.cbegin(); it != opened.cend(); ++it)
        spdlog::info("instance {}: port {} relayed from 127.0.0.1:{}", t.instanceId, it.key(), it.value());
    if (failed.isEmpty())
        return {opened, {}};
    return {opened, u"Service ports without a public address: "_s + failed.join(u", "_s) + u'.'};
}
