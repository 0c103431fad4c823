#include "common/totp.h"

#include "common/base32.h"
#include "common/crypto.h"

#include <QUrl>

#include <openssl/evp.h>
#include <openssl/hmac.h>

using namespace Qt::StringLiterals;

namespace Totp {

QString code(const QByteArray &secret, qint64 unixSeconds, int digits, Algorithm algorithm)
{
    const qint64 step
        = unixSeconds >= 0 ? unixSeconds / kStepSeconds : (unixSeconds - kStepSeconds + 1) / kStepSeconds;
    unsigned char counter[8];
    for (int i = 7; i >= 0; --i)
        counter[7 - i] = static_cast<unsigned char>((static_cast<std::uint64_t>(step) >> (i * 8)) & 0xff);
    const EVP_MD *md = algorithm == Algorithm::Sha1 ? EVP_sha1()
        : algorithm == Algorithm::Sha256            ? EVP_sha256()
                                                    : EVP_sha512();
    unsigned char mac[EVP_MAX_MD_SIZE];
    unsigned int macLength = 0;
    HMAC(md, secret.constData(), static_cast<int>(secret.size()), counter, sizeof counter, mac, &macLength);
    // RFC 4226 section 5.3: dynamic truncation.
    const int offset = mac[macLength - 1] & 0x0f;
    const std::uint32_t binary = (static_cast<std::uint32_t>(mac[offset] & 0x7f) << 24)
        | (static_cast<std::uint32_t>(mac[offset + 1]) << 16) | (static_cast<std::uint32_t>(mac[offset + 2]) << 8)
        | mac[offset + 3];
    std::uint32_t modulo = 1;
    for (int i = 0; i < digits; ++i)
        modulo *= 10;
    return QString::number(binary % modulo).rightJustified(digits, u'0');
}

std::optional<qint64> matchingStep(const QByteArray &secret, const QString &candidate, qint64 unixSeconds,
                                         int window)
{
    const QString trimmed = QString(candidate).remove(u' ');
    if (trimmed.size() != kDigits)
        return std::nullopt;
    const qint64 now = unixSeconds / kStepSeconds;
    std::optional<qint64> found;
    // Check every step in the window, not stopping at the first match, so the time taken does not
    // tell which step matched.
    for (qint64 step = now - window; step <= now + window; ++step) {
        const QString expected = code(secret, step * kStepSeconds);
        if (Crypto::constantTimeEquals(expected.toLatin1(), trimmed.toLatin1()) && !found)
            found = step;
    }
    return found;
}

QString provisioningUri(const QByteArray &secret, const QString &issuer, const QString &account)
{
    // Concatenated, not QString::arg(): percent-encoded text ("%3A") would be taken for placeholders.
    const QString label = QString::fromLatin1(QUrl::toPercentEncoding(issuer + u':' + account, "@"));
    const QString encodedIssuer = QString::fromLatin1(QUrl::toPercentEncoding(issuer));
    return u"otpauth://totp/"_s + label + u"?secret="_s + Base32::encode(secret) + u"&issuer="_s + encodedIssuer
           + u"&algorithm=SHA1&digits="_s + QString::number(kDigits) + u"&period="_s + QString::number(kStepSeconds);
}

} // namespace Totp
