#pragma once

#include <QString>
#include <QUrl>

#include <optional>

/// The address of a platform as a user types it (`--platform`, the first-run dialog).
namespace PlatformUrl {

/// An http(s) URL with a host and no credentials, query or fragment. "gpu.example.com" gets
/// https://. On failure returns nullopt with a sentence in *error saying what to type instead.
/// Credentials are refused rather than stripped: they would end up in logs and on screen, and a
/// platform is logged in to, not addressed with a password. Where `userAllowed` (a Slurm cluster,
/// whose address may say who logs in), a user name is kept; a password never is.
std::optional<QUrl> parse(const QString &text, QString *error, bool userAllowed = false);

} // namespace PlatformUrl
