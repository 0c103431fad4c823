#pragma once

#include <QByteArray>
#include <QString>

/// Password storage: PBKDF2-HMAC-SHA256 with a random 16-byte salt and at least 600,000
/// iterations (OWASP 2023), encoded as "pbkdf2-sha256$ITERATIONS$SALT_B64$HASH_B64" so the cost
/// can rise later without invalidating stored hashes. Slow on purpose (~0.2 s): call it off any
/// thread that serves requests.
namespace PasswordHash {

inline constexpr int kIterations = 600000;

QString hash(const QString &password, int iterations = kIterations);
/// True when `password` matches `encoded`; false for a wrong password or a malformed record.
/// The comparison is constant-time.
bool verify(const QString &password, const QString &encoded);
/// A hash of a random password: verifying against it costs the same as against a real one, so a
/// login for an unknown account takes as long as one for a known account.
const QString &dummy();

} // namespace PasswordHash
