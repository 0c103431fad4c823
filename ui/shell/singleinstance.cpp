#include "ui/shell/singleinstance.h"

#include <QDataStream>
#include <QLocalServer>
#include <QLocalSocket>

#include <unistd.h>

using namespace Qt::StringLiterals;

QString SingleInstance::userSocketName()
{
    // Tests (and a second, separate console on purpose) name their own.
    const QString given = qEnvironmentVariable("GPUDESK_CONSOLE_SOCKET");
    return given.isEmpty() ? u"gpudesk-console-%1"_s.arg(::getuid()) : given;
}

SingleInstance::SingleInstance(QString name, QObject *parent)
    : QObject(parent)
    , m_name(std::move(name))
{ }

SingleInstance::~SingleInstance() = default;

bool SingleInstance::handOver(const QStringList &arguments, int timeoutMs)
{
    QLocalSocket socket;
    socket.connectToServer(m_name);
    if (!socket.waitForConnected(timeoutMs))
        return false;
    QByteArray message;
    QDataStream out(&message, QIODevice::WriteOnly);
    out << arguments;
    socket.write(message);
    // The running console answers once it has read them: then this start may quit.
    if (!socket.waitForBytesWritten(timeoutMs) || !socket.waitForReadyRead(timeoutMs))
        return false;
    return socket.readAll() == "ok";
}

bool SingleInstance::listen(QString *error)
{
    close();
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption); // the user's own console only
    if (!m_server->listen(m_name)) {
        // A console that crashed left its socket: nobody answered handOver(), so it is taken over.
        QLocalServer::removeServer(m_name);
        if (!m_server->listen(m_name)) {
            *error = m_server->errorString();
            return false;
        }
    }
    connect(m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket *socket = m_server->nextPendingConnection()) {
            connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
                // The list may come in pieces: read once it is whole.
                QDataStream in(socket);
                in.startTransaction();
                QStringList arguments;
                in >> arguments;
                if (!in.commitTransaction())
                    return;
                socket->write("ok");
                socket->flush();
                Q_EMIT activated(arguments);
            });
        }
    });
    return true;
}

void SingleInstance::close()
{
    if (!m_server)
        return;
    m_server->close();
    m_server->deleteLater();
    m_server = nullptr;
}
