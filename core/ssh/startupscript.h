#pragma once

#include <QString>

/// The startup script gpudesk proposes for a new instance (the user edits it per instance): the
/// caches that fill a system disk (Hugging Face, torch, pip) go to the data disk, the project on
/// the data disk is on PYTHONPATH, requirements.txt there is installed, and a package-mirror line
/// waits to be filled in. The variables live in ~/.gpudesk/env.sh, read from ~/.profile and from
/// the very top of ~/.bashrc: Debian's .bashrc returns at once for a non-interactive shell (`ssh
/// gpu-x cmd`, VS Code's server), so a line at its end would never be read there.
namespace StartupScript {

/// The script for an instance whose data disk is mounted at `dataMount` (empty: none, so the
/// caches stay in the home directory and only the environment file is written).
QString defaultFor(const QString &dataMount);
/// The most a platform keeps (the contract's limit), in bytes of UTF-8.
inline constexpr qsizetype kMaxBytes = 64 * 1024;

} // namespace StartupScript
