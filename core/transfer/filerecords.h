#pragma once

#include "common/crypto.h"
#include "core/transfer/transferplan.h"

#include <QByteArray>

/// Small files as a stream of records, both ways: an upload's that a Perl script on the instance
/// writes out (`receiver()`), a download's that one reads there (`sender()`) for RecordWriter to
/// write here, where the instance has Perl (perl-base is part of every Debian and Ubuntu
/// image): 25 bytes and the name a record, where a tar member takes a 512-byte header and pads its
/// contents to 512 (a sixth more bytes than 20,000 files of a few KiB hold, which a slow link pays
/// for); the instance creates the files as tar would, one after the other, and checks the
/// stream's hash itself, so that the files are put in place by the same command.
/// A record: its type ('d' a folder, 'f' a file, 'l' a link, 'e' the end), then six big-endian
/// 32-bit numbers: the name's length, the permission bits, the modification time (high, low) and
/// the length of what follows the name (high, low): the file's bytes, the link's target.
namespace FileRecords {

/// The record of `entry`, `contents` its bytes (a file's, as read now) or its target (a link's).
QByteArray record(const TransferEntry &entry, const QByteArray &contents = {});
/// The record that ends the stream: it carries the SHA-256 (hex) of all the stream before it and
/// of its own head, which are added to `streamHash` first.
QByteArray end(Crypto::Sha256 &streamHash);
/// What a receiver is of a batch: the whole of it, or one of two streams that fill the same folder
/// at once (each with every folder's record and some of the files and links).
enum class Part {
    Whole,
    /// Once its own stream has ended it waits for a line: "place" when the other stream checked
    /// out too (it then gives the folders their modes and times), anything else when it did not
    /// (so that the folder is thrown away only once the other receiver is done with it).
    Leads,
    /// Leaves the folders' modes and times to the stream that leads (a folder made read-only
    /// while the other still writes in it would refuse its files).
    Follows,
};
/// A command that reads the records on its standard input and writes what they hold in the folder
/// `quotedFolder` (a shell word): folders made writable by you and given their modes and times
/// once their contents are in (a read-only one could take nothing), files with their modes and
/// times. Every byte but the end's hash goes through `hasher` (a shell command printing the hex
/// SHA-256 of its input); the command prints that hash and ends with status 0 where it is the one
/// the end record carries, 3 where it is not, 4 where it leads and the line said not to place, 1
/// on anything else, with what went wrong on standard error ("data/x.bin: No space left on
/// device").
QByteArray receiver(const QByteArray &quotedFolder, const QByteArray &hasher, Part part = Part::Whole);
/// A command that reads NUL-ended names (relative to `quotedFolder`, a shell word) on its standard
/// input and writes their records on its standard output, as the files, folders and links are
/// now there, then the end record, whose hash `hasher` worked out from every byte before it. Ends
/// with status 1 and the reason on standard error ("data/x.bin: Permission denied") where a name
/// cannot be read or is no longer a file, folder or link.
QByteArray sender(const QByteArray &quotedFolder, const QByteArray &hasher);
/// Shell that sets $f to "records" where the instance has Perl, else to "tar". Which it is comes on
/// a line of its own, the first of the command's output: "tar" from here, "records" from the Perl
/// script once it runs (the sending side waits for it).
QByteArray chooseFormat();
/// Shell that runs `records` or `tar` as chooseFormat() chose.
QByteArray asChosen(const QByteArray &records, const QByteArray &tar);

} // namespace FileRecords
