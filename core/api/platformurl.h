#pragma once

#include <QString>
#include <QUrl>

#include <optional>

/// The address of a platform as a user types it (`--platform`, the first-run dialog).
namespace PlatformUrl {

/// An http(s) URL with a host and no credentials, query or fragment. "gpu.example.com" gets
/// https://. On failure returns nullopt with a sentence in *error saying what to type instead.
/// Credentials are refused rather than stripped: they would end up in logs and on screen, and a
/// platform is logged in to, not addressed with a password. Where `cluster` (a Slurm cluster's
/// slurmrestd), the address may say who logs in (a user name, never a password) and, as
/// ?login=HOST[:PORT], the login node SSH goes through to reach its compute nodes.
std::optional<QUrl> parse(const QString &text, QString *error, bool cluster = false);

} // namespace PlatformUrl
