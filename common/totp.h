#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>

/// Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP): HMAC-SHA-1, 6 digits, 30-second
/// steps, the parameters every authenticator app uses by default.
namespace Totp {

inline constexpr int kDigits = 6;
inline constexpr int kStepSeconds = 30;

enum class Algorithm { Sha1, Sha256, Sha512 };

/// The code for the step containing `unixSeconds`.
QString code(const QByteArray &secret, qint64 unixSeconds, int digits = kDigits,
             Algorithm algorithm = Algorithm::Sha1);

/// The step (unixSeconds / 30) whose code equals `candidate`, looking `window` steps either side
/// for clock drift; nullopt if none does. Callers remember the step to refuse a replay.
std::optional<qint64> matchingStep(const QByteArray &secret, const QString &candidate, qint64 unixSeconds,
                                         int window = 1);

/// otpauth://totp/ISSUER:ACCOUNT?secret=…&issuer=… for QR codes and authenticator apps.
QString provisioningUri(const QByteArray &secret, const QString &issuer, const QString &account);

} // namespace Totp
