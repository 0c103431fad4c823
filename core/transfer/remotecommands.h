#pragma once

#include <QByteArray>
#include <QString>

/// The pieces of the shell commands transfers run on the instance (a POSIX sh with coreutils and
/// GNU tar, as on every Linux image a GPU cloud offers).
namespace RemoteCommands {

/// `text` as one single-quoted shell word, whatever it holds.
QByteArray quote(const QString &text);
/// A remote path as a shell word: a leading `~/` becomes "$HOME"/, the rest is quoted.
QByteArray path(const QString &remotePath);
/// Puts GPUDESK_TRANSFER=<id> in the environment of everything `command` starts (what an idle
/// guard looks for to know a transfer is running).
QByteArray tagged(const QString &transferId, const QByteArray &command);
/// The lower-case hex SHA-256 of the file `quotedPath` (a shell word) on a line: OpenSSL's when the
/// instance has it (several times faster than coreutils' sha256sum where the CPU has SHA
/// instructions), else sha256sum's.
QByteArray hashOf(const QByteArray &quotedPath);
/// `parent` + '/' + `relative` as one path.
QString join(const QString &parent, const QString &relative);

} // namespace RemoteCommands
