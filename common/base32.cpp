#include "common/base32.h"

namespace Base32 {
namespace {
constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
}

QString encode(const QByteArray &bytes)
{
    QString out;
    out.reserve((bytes.size() * 8 + 4) / 5);
    quint32 buffer = 0;
    int bits = 0;
    for (const char c : bytes) {
        buffer = (buffer << 8) | static_cast<unsigned char>(c);
        bits += 8;
        while (bits >= 5) {
            out += QLatin1Char(kAlphabet[(buffer >> (bits - 5)) & 31]);
            bits -= 5;
        }
    }
    if (bits > 0)
        out += QLatin1Char(kAlphabet[(buffer << (5 - bits)) & 31]);
    return out;
}

std::optional<QByteArray> decode(const QString &text)
{
    QByteArray out;
    quint32 buffer = 0;
    int bits = 0;
    bool padding = false;
    for (const QChar ch : text) {
        const char16_t c = ch.unicode();
        if (c == u' ' || c == u'-')
            continue;
        if (c == u'=') {
            padding = true;
            continue;
        }
        if (padding)
            return std::nullopt; // data after padding
        int value = -1;
        if (c >= u'A' && c <= u'Z')
            value = c - u'A';
        else if (c >= u'a' && c <= u'z')
            value = c - u'a';
        else if (c >= u'2' && c <= u'7')
            value = c - u'2' + 26;
        if (value < 0)
            return std::nullopt;
        buffer = (buffer << 5) | static_cast<quint32>(value);
        bits += 5;
        if (bits >= 8) {
            out += static_cast<char>((buffer >> (bits - 8)) & 0xff);
            bits -= 8;
        }
    }
    return out;
}

} // namespace Base32
