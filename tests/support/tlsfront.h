#pragma once

#include <QSslCertificate>
#include <QSslServer>

/// HTTPS in front of a plain HTTP test server: TLS with a certificate made for `hostName` (signed
/// by itself, made in the test), the bytes inside passed to 127.0.0.1:`backendPort`. A client that
/// trusts certificate() talks HTTPS to the name, as to a real platform.
class TlsFront final : public QObject
{
    Q_OBJECT
public:
    TlsFront(const QString &hostName, quint16 backendPort);
    quint16 port() const { return m_server.serverPort(); }
    const QSslCertificate &certificate() const { return m_certificate; }
    bool isListening() const { return m_server.isListening(); }

private:
    QSslServer m_server;
    QSslCertificate m_certificate;
    quint16 m_backend;
};
