// libFuzzer target for base32 and TOTP (secrets typed or pasted from a screen, codes typed from a
// phone): whatever decodes encodes back to the same bytes, any bytes encode and decode to
// themselves, and a code made for a step is found at that step.
#include "common/base32.h"
#include "common/totp.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString text = QString::fromUtf8(bytes);
    if (const auto decoded = Base32::decode(text)) {
        if (Base32::decode(Base32::encode(*decoded)) != decoded)
            std::abort();
    }
    if (Base32::decode(Base32::encode(bytes)) != bytes)
        std::abort();

    // The first 8 bytes a time, the rest the secret; the code typed is the text itself.
    if (size < 9)
        return 0;
    qint64 seconds = 0;
    std::memcpy(&seconds, data, sizeof seconds);
    seconds = qAbs(seconds % (400LL * 365 * 86400));
    const QByteArray secret = bytes.mid(8);
    const QString code = Totp::code(secret, seconds);
    if (code.size() != Totp::kDigits)
        std::abort();
    for (QChar c : code) {
        if (!c.isDigit())
            std::abort();
    }
    const auto step = Totp::matchingStep(secret, code, seconds, 0);
    if (!step || *step != seconds / Totp::kStepSeconds)
        std::abort();
    Totp::matchingStep(secret, text, seconds); // anything typed: found or not, never a crash
    return 0;
}
