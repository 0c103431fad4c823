#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

#include <optional>

/// How the SSH workspace writes what ssh reads: folders 0700, files replaced by an atomic rename
/// (a reader never sees half a config), through a symlink rather than over it.
namespace PrivateFiles {

/// Creates `dir` and any missing parents with mode 0700 (existing ones are left as they are).
bool makeDir(const QString &dir, QString *error);
/// Replaces `path` with `bytes`; a new file gets `mode`, an existing one keeps its own.
bool replace(const QString &path, const QByteArray &bytes, QFile::Permissions mode, QString *error);
/// The whole file; empty when it does not exist; nullopt with `error` when it cannot be read.
std::optional<QByteArray> read(const QString &path, QString *error);

/// The file under `dir` that keeps something of one instance of one platform (its base URL, as a
/// short hash: instances of two platforms may share an id), ending in `suffix`.
QString perInstance(const QString &dir, const QString &platform, const QString &instanceId, const QString &suffix);

inline constexpr QFile::Permissions kOwnerOnly = QFile::ReadOwner | QFile::WriteOwner;

} // namespace PrivateFiles
