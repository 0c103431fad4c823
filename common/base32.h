#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

/// RFC 4648 base32, the alphabet authenticator apps use for TOTP secrets.
namespace Base32 {

/// Upper-case, without '=' padding (what otpauth:// URIs carry).
QString encode(const QByteArray &bytes);
/// Accepts upper or lower case, optional '=' padding, and spaces or dashes between groups (as
/// people copy them from a screen). Any other character gives nullopt.
std::optional<QByteArray> decode(const QString &text);

} // namespace Base32
