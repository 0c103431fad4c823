#pragma once

#include <QFileDevice>
#include <QString>

/// What the runtime's pieces (the SSH runtime, the startup scripts) write for an instance the same
/// way: paths quoted for the scripts they generate, and the mode of what only its owner may read.
namespace RuntimeFiles {

/// A path for a POSIX shell script, single-quoted.
QString shellQuoted(const QString &text);

/// Read and written by its owner only: keys, tokens, what a script left.
inline constexpr QFileDevice::Permissions kPrivate = QFileDevice::ReadOwner | QFileDevice::WriteOwner;

} // namespace RuntimeFiles
