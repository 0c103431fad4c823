#include "ui/widgets/qrcode.h"

#include <QPainter>

#include <memory>

#include <qrencode.h>

namespace {
constexpr int kQuietZone = 4;

std::unique_ptr<QRcode, void (*)(QRcode *)> encode(const QString &text)
{
    // Medium error correction: survives a glare on the screen, keeps the symbol small.
    return {QRcode_encodeString(text.toUtf8().constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free};
}
} // namespace

int QrCode::modules(const QString &text)
{
    const auto code = encode(text);
    return code ? code->width : 0;
}

QImage QrCode::render(const QString &text, int moduleSize)
{
    const auto code = encode(text);
    if (!code || moduleSize < 1)
        return {};
    const int side = (code->width + 2 * kQuietZone) * moduleSize;
    QImage image(side, side, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    for (int y = 0; y < code->width; ++y) {
        for (int x = 0; x < code->width; ++x) {
            // Bit 0 of each byte is the module's colour (1: dark); the rest describe its role.
            if (code->data[y * code->width + x] & 1)
                painter.fillRect((x + kQuietZone) * moduleSize, (y + kQuietZone) * moduleSize, moduleSize, moduleSize,
                                 Qt::black);
        }
    }
    return image;
}
