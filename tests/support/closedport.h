#pragma once

#include <QTcpSocket>
#include <QUrl>

/// A loopback port that refuses connections for as long as this object lives: bound but not
/// listening, so no other test's server can be handed the same port in the meantime (closing a
/// listener and reusing its number races with parallel tests).
class ClosedPort
{
public:
    ClosedPort();
    quint16 port() const { return m_socket.localPort(); }
    QUrl url() const;

private:
    QTcpSocket m_socket;
};
