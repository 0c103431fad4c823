#include "core/transfer/filerecords.h"

#include "core/transfer/remotecommands.h"

#include <QFile>
#include <QtEndian>

namespace FileRecords {

namespace {

/// A record's 25 bytes: its type and six big-endian numbers; the name and `length` bytes follow.
QByteArray headOf(char type, qsizetype nameLength, unsigned mode, qint64 mtime, quint64 length)
{
    QByteArray r;
    r.reserve(25);
    r += type;
    const quint64 time = quint64(std::max<qint64>(mtime, 0));
    for (const quint32 n : {quint32(nameLength), quint32(mode & 07777), quint32(time >> 32), quint32(time),
                            quint32(length >> 32), quint32(length)}) {
        const quint32 big = qToBigEndian(n);
        r.append(reinterpret_cast<const char *>(&big), sizeof big);
    }
    return r;
}

} // namespace

QByteArray record(const TransferEntry &entry, const QByteArray &contents)
{
    const char type = entry.kind == TransferEntry::Kind::Directory ? 'd'
        : entry.kind == TransferEntry::Kind::Symlink               ? 'l'
                                                                   : 'f';
    const QByteArray name = QFile::encodeName(entry.relative);
    const QByteArray follows = entry.kind == TransferEntry::Kind::Directory ? QByteArray() : contents;
    return headOf(type, name.size(), entry.mode, entry.mtime, quint64(follows.size())) + name + follows;
}

QByteArray end(Crypto::Sha256 &streamHash)
{
    const QByteArray head = headOf('e', 0, 0, 0, 64); // the 64 hex digits of the hash follow
    streamHash.add(head);
    return head + streamHash.hex();
}

QByteArray receiver(const QByteArray &quotedFolder, const QByteArray &hasher)
{
    // Perl without modules (perl-base has none to speak of). No single quote inside: the script is
    // one single-quoted shell word. A file is read and written in pieces of 1 MiB at most; every
    // byte but the end's hash goes on to the hasher (a child whose output comes back on a pipe).
    static constexpr const char *kScript
        = "$SIG{__DIE__} = sub { print STDERR $_[0]; exit 1 }; chdir $ARGV[0] or die \"$ARGV[0]: $!\\n\";"
          " binmode STDIN; my @d; my $want; pipe(my $from, my $to) or die \"a pipe: $!\\n\";"
          " my $pid = open(my $h, \"|-\") // die \"the hasher: $!\\n\";"
          " if (!$pid) { open(STDOUT, \">&\", $to) or die \"$!\\n\"; close($from); exec(\"sh\", \"-c\", $ARGV[1]); "
          "exit 1 }"
          " close($to); binmode $h;"
          " sub take { my ($n) = @_; my $s = \"\"; while (length($s) < $n) {"
          " my $r = read(STDIN, $s, $n - length($s), length($s)); die \"the stream ended early\\n\" unless $r; } $s }"
          " sub need { my $s = take(@_); print $h $s; $s }"
          " while (1) { my ($t, $nl, $m, $th, $tl, $lh, $ll) = unpack(\"a1 N6\", need(25));"
          " my $n = need($nl); my $mt = $th * 4294967296 + $tl; my $left = $lh * 4294967296 + $ll;"
          " if ($t eq \"e\") { $want = take($left); last }"
          " if ($t eq \"d\") { -d $n or mkdir($n, 0700) or die \"$n: $!\\n\"; push @d, [$n, $m, $mt]; }"
          " elsif ($t eq \"l\") { symlink(need($left), $n) or die \"$n: $!\\n\"; }"
          " else { open(my $f, \">:raw\", $n) or die \"$n: $!\\n\";"
          " while ($left > 0) { my $c = need($left < 1048576 ? $left : 1048576); print $f $c or die \"$n: $!\\n\";"
          " $left -= length($c); } close($f) or die \"$n: $!\\n\"; chmod($m, $n); utime($mt, $mt, $n); } }"
          " for (reverse @d) { chmod($_->[1], $_->[0]); utime($_->[2], $_->[2], $_->[0]); }"
          " close($h); my $got = <$from> // \"\"; chomp $got; print \"$got\\n\";"
          " if ($got ne $want) { print STDERR \"the stream arrived different from what was sent\\n\"; exit 3 }";
    return "perl -e '" + QByteArray(kScript) + "' " + quotedFolder + ' '
        + RemoteCommands::quote(QString::fromUtf8(hasher));
}

QByteArray chooseFormat()
{
    return "if command -v perl >/dev/null 2>&1; then f=records; else f=tar; fi; echo $f";
}

QByteArray asChosen(const QByteArray &records, const QByteArray &tar)
{
    return "if [ $f = records ]; then " + records + "; else " + tar + "; fi";
}

} // namespace FileRecords
