#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

struct evp_md_ctx_st; // OpenSSL's EVP_MD_CTX

/// Small, audited-by-OpenSSL primitives for secrets: random tokens, SHA-256, constant-time
/// comparison. Every secret the platform issues is made and checked through here.
namespace Crypto {

/// n bytes from OpenSSL's CSPRNG. Aborts if the generator fails: a platform that cannot make
/// secrets must not hand out predictable ones.
QByteArray randomBytes(int n);

/// prefix + base62 of `bytes` random bytes, always the same length (43 digits for 32 bytes),
/// e.g. "gds_3yQ…". The prefix makes tokens recognisable
/// in logs (LogScrubber masks gd?_ tokens: gds_ sessions, gdk_ API keys) and in leaked-secret scanners.
QString randomToken(const QString &prefix, int bytes = 32);

/// Lower-case hex SHA-256.
QByteArray sha256Hex(QByteArrayView data);
QByteArray sha256(QByteArrayView data);

/// SHA-256 of a stream fed in pieces (a file as it is sent), through OpenSSL: its SHA-NI code
/// runs at several GB/s, which a transfer's verification needs. Copyable: a copy continues from
/// the same point (the hash of a prefix, then of the whole).
class Sha256
{
public:
    Sha256();
    ~Sha256();
    Sha256(const Sha256 &other);
    Sha256 &operator=(const Sha256 &other);

    void add(QByteArrayView data);
    /// Lower-case hex of what was added so far; more may be added after.
    QByteArray hex() const;

private:
    evp_md_ctx_st *m_ctx;
};

/// Lower-case hex HMAC-SHA-256 of `data` under `key`: for low-entropy identifiers (ID numbers)
/// that must be matched but never stored readable, where a plain hash would be brute-forced.
QByteArray hmacSha256Hex(QByteArrayView key, QByteArrayView data);

/// Equality that takes the same time wherever the first difference is (CRYPTO_memcmp).
/// Different lengths compare unequal at once: lengths of hashes are not secret.
bool constantTimeEquals(QByteArrayView a, QByteArrayView b);

/// base62 (0-9A-Za-z) of a byte string, as a big number; leading zero bytes are kept as '0'.
QString base62(QByteArrayView bytes);

} // namespace Crypto
