#pragma once

#include <QImage>
#include <QString>

/// A QR code of a text (libqrencode), for an authenticator app to scan: dark modules on white with
/// the four-module quiet zone scanners need, whatever the palette (a dark theme must not invert it).
namespace QrCode {

/// `moduleSize` device-independent pixels per module; a null image when the text does not fit.
QImage render(const QString &text, int moduleSize);
/// Modules per side of the symbol for `text`, without the quiet zone (21 for version 1); 0 if none.
int modules(const QString &text);

} // namespace QrCode
