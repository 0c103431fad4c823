#include "common/crypto.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace Crypto {

QByteArray randomBytes(int n)
{
    QByteArray out(n, Qt::Uninitialized);
    if (n > 0 && RAND_bytes(reinterpret_cast<unsigned char *>(out.data()), n) != 1) {
        std::fputs("gpudesk: the system's random generator failed; refusing to continue\n", stderr);
        std::abort();
    }
    return out;
}

QString base62(QByteArrayView bytes)
{
    static constexpr char digits[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    // Repeated division of a big-endian byte string by 62.
    std::vector<unsigned char> number(bytes.begin(), bytes.end());
    QString out;
    qsizetype start = 0;
    while (start < qsizetype(number.size()) && number[start] == 0) {
        out += u'0';
        ++start;
    }
    QString tail;
    while (start < qsizetype(number.size())) {
        unsigned remainder = 0;
        for (qsizetype i = start; i < qsizetype(number.size()); ++i) {
            const unsigned value = remainder * 256 + number[i];
            number[i] = static_cast<unsigned char>(value / 62);
            remainder = value % 62;
        }
        tail.prepend(QLatin1Char(digits[remainder]));
        while (start < qsizetype(number.size()) && number[start] == 0)
            ++start;
    }
    return out + tail;
}

QString randomToken(const QString &prefix, int bytes)
{
    // Padded to the width the largest value needs (43 digits for 32 bytes), so every token of a
    // kind has the same length whatever the random value: nothing to guess from a short one.
    const int width = int(std::ceil(bytes * 8 / std::log2(62.0)));
    return prefix + base62(randomBytes(bytes)).rightJustified(width, u'0');
}

QByteArray sha256(QByteArrayView data)
{
    QByteArray out(32, Qt::Uninitialized);
    unsigned int length = 0;
    EVP_Digest(data.data(), static_cast<size_t>(data.size()), reinterpret_cast<unsigned char *>(out.data()), &length,
               EVP_sha256(), nullptr);
    return out;
}

Sha256::Sha256()
    : m_ctx(EVP_MD_CTX_new())
{
    if (!m_ctx || EVP_DigestInit_ex(m_ctx, EVP_sha256(), nullptr) != 1)
        std::abort(); // out of memory inside OpenSSL: nothing sensible to hash with
}

Sha256::~Sha256()
{
    EVP_MD_CTX_free(m_ctx);
}

Sha256::Sha256(const Sha256 &other)
    : m_ctx(EVP_MD_CTX_new())
{
    if (!m_ctx || EVP_MD_CTX_copy_ex(m_ctx, other.m_ctx) != 1)
        std::abort();
}

Sha256 &Sha256::operator=(const Sha256 &other)
{
    if (this != &other && EVP_MD_CTX_copy_ex(m_ctx, other.m_ctx) != 1)
        std::abort();
    return *this;
}

void Sha256::add(QByteArrayView data)
{
    EVP_DigestUpdate(m_ctx, data.data(), static_cast<size_t>(data.size()));
}

QByteArray Sha256::hex() const
{
    EVP_MD_CTX *copy = EVP_MD_CTX_new();
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (!copy || EVP_MD_CTX_copy_ex(copy, m_ctx) != 1 || EVP_DigestFinal_ex(copy, digest, &length) != 1)
        std::abort();
    EVP_MD_CTX_free(copy);
    return QByteArray(reinterpret_cast<const char *>(digest), static_cast<qsizetype>(length)).toHex();
}

QByteArray sha256Hex(QByteArrayView data)
{
    return sha256(data).toHex();
}

QByteArray hmacSha256Hex(QByteArrayView key, QByteArrayView data)
{
    unsigned char mac[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()), reinterpret_cast<const unsigned char *>(data.data()),
         static_cast<size_t>(data.size()), mac, &length);
    return QByteArray(reinterpret_cast<const char *>(mac), static_cast<qsizetype>(length)).toHex();
}

bool constantTimeEquals(QByteArrayView a, QByteArrayView b)
{
    if (a.size() != b.size())
        return false;
    return a.isEmpty() || CRYPTO_memcmp(a.data(), b.data(), static_cast<size_t>(a.size())) == 0;
}

} // namespace Crypto
