#include "common/crypto.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
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

namespace {
// Fetched once: EVP_sha256() makes OpenSSL 3 look the algorithm up in its provider tables on every
// use, which cost more than hashing a token (the platform hashes one on every call it serves).
const EVP_MD *sha256Method()
{
    static EVP_MD *const method = EVP_MD_fetch(nullptr, "SHA256", nullptr);
    if (!method) {
        std::fputs("gpudesk: OpenSSL has no SHA-256 (its default provider did not load); refusing to continue\n",
                   stderr);
        std::abort();
    }
    return method;
}
} // namespace

QByteArray sha256(QByteArrayView data)
{
    // One context per thread, reset for each hash: EVP_Digest made and freed one every time.
    thread_local const std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> context(EVP_MD_CTX_new(),
                                                                                       &EVP_MD_CTX_free);
    QByteArray out(32, Qt::Uninitialized);
    unsigned int length = 0;
    if (!context || EVP_DigestInit_ex(context.get(), sha256Method(), nullptr) != 1
        || EVP_DigestUpdate(context.get(), data.data(), static_cast<size_t>(data.size())) != 1
        || EVP_DigestFinal_ex(context.get(), reinterpret_cast<unsigned char *>(out.data()), &length) != 1)
        std::abort(); // out of memory inside OpenSSL: nothing sensible to hash with
    return out;
}

Sha256::Sha256()
    : m_ctx(EVP_MD_CTX_new())
{
    if (!m_ctx || EVP_DigestInit_ex(m_ctx, sha256Method(), nullptr) != 1)
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
