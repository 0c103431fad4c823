#pragma once

#include "core/model/sshhop.h"

#include <QString>
#include <QUrl>

#include <optional>

/// The address of a platform as a user types it (`--platform`, the first-run dialog).
namespace PlatformUrl {

/// An http(s) URL with a host and no credentials, query or fragment. "gpu.example.com" gets
/// https://. On failure returns nullopt with a sentence in *error saying what to type instead.
/// Credentials are refused rather than stripped: they would end up in logs and on screen, and a
/// platform is logged in to, not addressed with a password. Where `cluster` (a Slurm cluster's
/// slurmrestd), the address may say who logs in (a user name, never a password), as
/// ?login=HOST[:PORT] the login node SSH goes through to reach its compute nodes, and as
/// containers=pyxis that srun runs container images.
std::optional<QUrl> parse(const QString &text, QString *error, bool cluster = false);

/// A login node as typed ("login.lab.example.edu", "10.0.0.5:2222"): a host and a port, nothing
/// else (no user, no path); nullopt otherwise. Its user is left empty.
std::optional<SshHop> loginNode(const QString &text);

} // namespace PlatformUrl
