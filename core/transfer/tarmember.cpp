#include "core/transfer/tarmember.h"

#include <QDateTime>

#include <cstring>

namespace TarMember {

namespace {

/// `value` in octal, zero-padded to `width - 1` digits and a NUL, into `field`.
void octal(char *field, int width, qint64 value)
{
    const QByteArray digits = QByteArray::number(value, 8).rightJustified(width - 1, '0');
    std::memcpy(field, digits.constData(), size_t(width - 1));
    field[width - 1] = '\0';
}

} // namespace

QByteArray archive(const QString &name, const QByteArray &content)
{
    QByteArray header(512, '\0');
    char *h = header.data();
    const QByteArray n = name.toLatin1().left(99);
    std::memcpy(h, n.constData(), size_t(n.size()));
    octal(h + 100, 8, 0600); // mode
    octal(h + 108, 8, 0); // uid
    octal(h + 116, 8, 0); // gid
    octal(h + 124, 12, content.size());
    octal(h + 136, 12, QDateTime::currentSecsSinceEpoch());
    h[156] = '0'; // a regular file
    std::memcpy(h + 257, "ustar", 6); // magic, NUL-ended
    std::memcpy(h + 263, "00", 2); // version
    // The checksum is the sum of the header's bytes with its own field taken as eight spaces.
    std::memset(h + 148, ' ', 8);
    unsigned sum = 0;
    for (int i = 0; i < 512; ++i)
        sum += static_cast<unsigned char>(h[i]);
    const QByteArray digits = QByteArray::number(sum, 8).rightJustified(6, '0');
    std::memcpy(h + 148, digits.constData(), 6);
    h[154] = '\0';
    h[155] = ' ';
    QByteArray out = header + content;
    out.append(QByteArray((512 - content.size() % 512) % 512, '\0'));
    out.append(QByteArray(1024, '\0'));
    return out;
}

} // namespace TarMember
