#include "platform/accounts/passwordhash.h"

#include "common/crypto.h"

#include <QStringList>

#include <openssl/evp.h>

using namespace Qt::StringLiterals;

namespace PasswordHash {
namespace {

QByteArray derive(const QByteArray &password, const QByteArray &salt, int iterations)
{
    QByteArray out(32, Qt::Uninitialized);
    PKCS5_PBKDF2_HMAC(password.constData(), static_cast<int>(password.size()),
                      reinterpret_cast<const unsigned char *>(salt.constData()), static_cast<int>(salt.size()),
                      iterations, EVP_sha256(), static_cast<int>(out.size()),
                      reinterpret_cast<unsigned char *>(out.data()));
    return out;
}

} // namespace

QString hash(const QString &password, int iterations)
{
    const QByteArray salt = Crypto::randomBytes(16);
    const QByteArray derived = derive(password.toUtf8(), salt, iterations);
    return u"pbkdf2-sha256$%1$%2$%3"_s.arg(iterations)
        .arg(QString::fromLatin1(salt.toBase64()), QString::fromLatin1(derived.toBase64()));
}

bool verify(const QString &password, const QString &encoded)
{
    const QStringList parts = encoded.split(u'$');
    if (parts.size() != 4 || parts[0] != u"pbkdf2-sha256"_s)
        return false;
    bool ok = false;
    const int iterations = parts[1].toInt(&ok);
    // A record with a tiny count is not ours (or was tampered with); never accept it.
    if (!ok || iterations < 1000 || iterations > 100'000'000)
        return false;
    const QByteArray salt = QByteArray::fromBase64(parts[2].toLatin1());
    const QByteArray expected = QByteArray::fromBase64(parts[3].toLatin1());
    if (salt.size() < 8 || expected.size() != 32)
        return false;
    return Crypto::constantTimeEquals(derive(password.toUtf8(), salt, iterations), expected);
}

const QString &dummy()
{
    static const QString value = hash(Crypto::randomToken(QString(), 16));
    return value;
}

} // namespace PasswordHash
