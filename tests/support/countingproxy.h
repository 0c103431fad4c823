#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QTcpServer>

/// An HTTP proxy on loopback, as a campus has one: it takes CONNECT (for HTTPS) and absolute-form
/// requests (for HTTP), may ask for a Basic login first (407), and keeps every request line it
/// served. Any host name it is asked for is reached at 127.0.0.1 on the same port, so a name only
/// the proxy "resolves" proves that the client went through it.
class CountingProxy final : public QObject
{
    Q_OBJECT
public:
    /// `login` ("user:password"): asked for before anything is served; empty: none.
    explicit CountingProxy(QByteArray login = {});
    quint16 port() const { return m_server.serverPort(); }

    QList<QByteArray> served; ///< request lines let through ("CONNECT api.test:443 HTTP/1.1")
    int refused = 0; ///< requests answered 407

private:
    void accept();

    QTcpServer m_server;
    QByteArray m_login;
};
