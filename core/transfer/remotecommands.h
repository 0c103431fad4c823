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
/// The same for the command's standard input (the end of a pipe).
QByteArray hashOfInput();
/// Reads exactly `count` bytes (a shell expression) of standard input, writes them to the part
/// (appended when `append`) and passes them on to standard output, for a hasher: Perl in 1 MiB
/// pieces where the instance has it (GNU head and tee copy in 8 KiB pieces through one more pipe:
/// twice the CPU per byte), its pipes made 1 MiB large (at the default 64 KiB, sshd, Perl and the
/// hasher took turns so often that a 1 GiB upload took 5.0-5.4 s instead of 2.9-3.0 s), else
/// head | tee.
QByteArray writeAndPass(const QByteArray &quotedPart, const QByteArray &count, bool append);
/// The bytes of the file `quotedPath` from `offset` on, on standard output: by Perl in 1 MiB
/// pieces into a pipe it makes 1 MiB large where the instance has Perl (through a pipe of 64 KiB,
/// the default, sshd and the reader took turns a few hundred times a second), else cat or tail.
QByteArray readFrom(const QByteArray &quotedPath, qint64 offset);
/// A test that ends the command (exit status 10, with kNoRoom, the KiB free and the KiB needed on
/// standard error) when the disk holding `quotedFolder` has less than `neededKiB` (a shell
/// arithmetic expression) free as df sees it; where df says nothing usable it lets
/// the command go on.
QByteArray roomCheck(const QByteArray &quotedFolder, const QByteArray &neededKiB);
/// What roomCheck writes in front of its figures (TransferFailure::fromRemote reads it).
inline constexpr const char *kNoRoom = "gpudesk-no-room";
/// `parent` + '/' + `relative` as one path.
QString join(const QString &parent, const QString &relative);

} // namespace RemoteCommands
