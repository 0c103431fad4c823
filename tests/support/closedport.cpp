#include "tests/support/closedport.h"

ClosedPort::ClosedPort()
{
    m_socket.bind(QHostAddress::LocalHost, 0, QAbstractSocket::DontShareAddress);
}

QUrl ClosedPort::url() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port()));
}
