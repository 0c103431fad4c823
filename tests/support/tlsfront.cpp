#include "tests/support/tlsfront.h"

#include <QSslConfiguration>
#include <QSslKey>
#include <QSslSocket>
#include <QTcpSocket>

#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

#include <memory>

namespace {

QByteArray pem(const std::function<int(BIO *)> &write)
{
    std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new(BIO_s_mem()), BIO_free);
    write(bio.get());
    char *data = nullptr;
    const long size = BIO_get_mem_data(bio.get(), &data);
    return QByteArray(data, size);
}

/// A P-256 key and a certificate for `host` signed by it, valid for a day: PEM of each.
std::pair<QByteArray, QByteArray> selfSigned(const QString &host)
{
    std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> key(EVP_EC_gen("P-256"), EVP_PKEY_free);
    std::unique_ptr<X509, decltype(&X509_free)> cert(X509_new(), X509_free);
    X509_set_version(cert.get(), 2);
    ASN1_INTEGER_set(X509_get_serialNumber(cert.get()), 1);
    X509_gmtime_adj(X509_getm_notBefore(cert.get()), -60);
    X509_gmtime_adj(X509_getm_notAfter(cert.get()), 86400);
    X509_set_pubkey(cert.get(), key.get());
    X509_NAME *name = X509_get_subject_name(cert.get());
    const QByteArray cn = host.toUtf8();
    X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, reinterpret_cast<const unsigned char *>(cn.constData()), -1,
                               -1, 0);
    X509_set_issuer_name(cert.get(), name);
    X509V3_CTX ctx;
    X509V3_set_ctx_nodb(&ctx);
    X509V3_set_ctx(&ctx, cert.get(), cert.get(), nullptr, nullptr, 0);
    const QByteArray san = "DNS:" + cn;
    for (const auto &[nid, value] :
         {std::pair{NID_subject_alt_name, san}, {NID_basic_constraints, QByteArray("CA:TRUE")}})
        if (X509_EXTENSION *ext = X509V3_EXT_conf_nid(nullptr, &ctx, nid, value.constData())) {
            X509_add_ext(cert.get(), ext, -1);
            X509_EXTENSION_free(ext);
        }
    X509_sign(cert.get(), key.get(), EVP_sha256());
    return {pem([&](BIO *b) { return PEM_write_bio_PrivateKey(b, key.get(), nullptr, nullptr, 0, nullptr, nullptr); }),
            pem([&](BIO *b) { return PEM_write_bio_X509(b, cert.get()); })};
}

} // namespace

TlsFront::TlsFront(const QString &hostName, quint16 backendPort)
    : m_backend(backendPort)
{
    const auto [key, cert] = selfSigned(hostName);
    m_certificate = QSslCertificate(cert);
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setLocalCertificate(m_certificate);
    tls.setPrivateKey(QSslKey(key, QSsl::Ec));
    tls.setPeerVerifyMode(QSslSocket::VerifyNone);
    m_server.setSslConfiguration(tls);
    m_server.listen(QHostAddress::LocalHost);
    connect(&m_server, &QSslServer::pendingConnectionAvailable, this, [this] {
        while (QTcpSocket *client = m_server.nextPendingConnection()) {
            connect(client, &QTcpSocket::disconnected, client, &QObject::deleteLater);
            auto *backend = new QTcpSocket(client);
            connect(client, &QTcpSocket::readyRead, backend, [client, backend] { backend->write(client->readAll()); });
            connect(backend, &QTcpSocket::readyRead, client, [client, backend] { client->write(backend->readAll()); });
            connect(backend, &QTcpSocket::disconnected, client, &QTcpSocket::disconnectFromHost);
            connect(backend, &QTcpSocket::connected, client, [client, backend] { backend->write(client->readAll()); });
            backend->connectToHost(QHostAddress::LocalHost, m_backend);
        }
    });
}
