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

/// How receiver() and sender() start: Perl without modules (perl-base has none to speak of), and
/// no single quote inside (a script is one single-quoted shell word). What goes wrong is said on
/// standard error with status 1 (a pipe closed too: no silent death); it works in the folder
/// $ARGV[0]; the hasher, the shell command $ARGV[1], runs as a child that reads $h and answers on
/// $from (quiet when the script dies first); it says "records" once it runs (the other side waits
/// for that line), and makes its pipes 1 MiB large (F_SETPIPE_SZ, 1031 on Linux): at the default
/// 64 KiB, sshd, Perl and the hasher took turns so often that the stream went at half the rate.
constexpr const char *kPrologue
    = "$SIG{__DIE__} = sub { print STDERR $_[0]; exit 1 }; $SIG{PIPE} = \"IGNORE\";"
      " chdir $ARGV[0] or die \"$ARGV[0]: $!\\n\"; binmode STDIN; binmode STDOUT;"
      " pipe(my $from, my $to) or die \"a pipe: $!\\n\"; my $pid = open(my $h, \"|-\") // die \"the hasher: $!\\n\";"
      " if (!$pid) { open(STDOUT, \">&\", $to) or die \"$!\\n\"; close($from);"
      " exec(\"sh\", \"-c\", \"exec 2>/dev/null; $ARGV[1]\"); exit 1 }"
      " close($to); binmode $h; syswrite(STDOUT, \"records\\n\");"
      " fcntl($_, 1031, 1048576) for (\\*STDIN, \\*STDOUT, $h);";

/// The command that runs `script` after kPrologue in `quotedFolder` with `hasher`.
QByteArray perlCommand(const char *script, const QByteArray &quotedFolder, const QByteArray &hasher)
{
    return "perl -e '" + QByteArray(kPrologue) + script + "' " + quotedFolder + ' '
        + RemoteCommands::quote(QString::fromUtf8(hasher));
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

QByteArray receiver(const QByteArray &quotedFolder, const QByteArray &hasher, Part part)
{
    // After kPrologue. The stream is read in pieces of up to 1 MiB into a buffer that
    // holds a record whole (a small file is under TransferPlan::kLargeFile); a file's bytes are
    // written from it where they lie, and what has been parsed goes on to the hasher (a child whose
    // output comes back on a pipe) in the same pieces: every byte but the end's hash. With umask 0
    // a file is made with its own mode (flags 577: O_WRONLY | O_CREAT | O_TRUNC, as on every Linux
    // a GPU cloud runs: x86-64 and arm64), one call fewer a file than a chmod after; per-record
    // reads and prints through PerlIO's 8 KiB buffers took a third more time than this.
    static constexpr const char *kScript
        = " umask 0; my @d; my $want; my $buf = \"\"; my $p = 0;"
          " sub put { my ($to, $len, $off) = @_; while ($len > 0) {"
          " my $n = syswrite($to, $buf, $len, $off); die \"$!\\n\" unless $n; $off += $n; $len -= $n; } }"
          " sub more { my ($n) = @_; while (length($buf) - $p < $n) {"
          " if ($p) { put($h, $p, 0); substr($buf, 0, $p, \"\"); $p = 0; }"
          " sysread(STDIN, $buf, 1048576, length $buf) or die \"the stream ended early\\n\"; } }"
          " while (1) { more(25); my ($t, $nl, $m, $th, $tl, $lh, $ll) = unpack(\"a1 N6\", substr($buf, $p, 25)); $p "
          "+= 25;"
          " my $left = $lh * 4294967296 + $ll;"
          " if ($t eq \"e\") { put($h, $p, 0); substr($buf, 0, $p, \"\"); while (length($buf) < $left) {"
          " sysread(STDIN, $buf, $left, length $buf) or die \"the stream ended early\\n\"; } $want = substr($buf, 0, "
          "$left, \"\"); last }"
          " more($nl + $left); my $n = substr($buf, $p, $nl); $p += $nl; my $mt = $th * 4294967296 + $tl;"
          " if ($t eq \"d\") { -d $n or mkdir($n, 0700) or -d $n or die \"$n: $!\\n\"; push @d, [$n, $m, $mt]; }"
          " elsif ($t eq \"l\") { symlink(substr($buf, $p, $left), $n) or die \"$n: $!\\n\"; }"
          " else { sysopen(my $f, $n, 577, $m) or die \"$n: $!\\n\";"
          " for (my $o = $p, my $e = $p + $left; $o < $e;) { my $w = syswrite($f, $buf, $e - $o, $o); die \"$n: "
          "$!\\n\" unless $w; $o += $w; }"
          " close($f) or die \"$n: $!\\n\"; utime($mt, $mt, $n); }"
          " $p += $left; }"
          " close($h); my $got = <$from> // \"\"; chomp $got; syswrite(STDOUT, \"$got\\n\");"
          " if ($ARGV[2] eq \"leads\") { until ($buf =~ /\\n/) { sysread(STDIN, $buf, 64, length $buf) or last } }"
          " if ($got ne $want) { print STDERR \"the stream arrived different from what was sent\\n\"; exit 3 }"
          " if ($ARGV[2] eq \"leads\") { $buf =~ /^place\\n/ or exit 4 }"
          " if ($ARGV[2] ne \"follows\") { for (reverse @d) { chmod($_->[1], $_->[0]); utime($_->[2], $_->[2], "
          "$_->[0]); "
          "} }";
    const char *const role = part == Part::Whole ? " whole" : part == Part::Leads ? " leads" : " follows";
    return perlCommand(kScript, quotedFolder, hasher) + role;
}

QByteArray sender(const QByteArray &quotedFolder, const QByteArray &hasher)
{
    // After kPrologue. Records gather in memory and go
    // out, to the channel and to the hasher alike, in writes of 1 MiB or more (tar -c writes 10 KiB
    // blocks that tee copies once more). A file is read as lstat found it; what it holds then goes.
    static constexpr const char *kScript
        = " my $o = \"\";"
          " sub put { my ($to, $s) = @_; for (my $w = 0; $w < length($s);) {"
          " my $n = syswrite($to, $s, length($s) - $w, $w); die \"the stream: $!\\n\" unless $n; $w += $n; } }"
          " sub emit { put(\\*STDOUT, $o); put($h, $o); $o = \"\"; }"
          " sub head { my ($t, $n, $m, $mt, $len) = @_; pack(\"a1 N6\", $t, length($n), $m & 4095,"
          " int($mt / 4294967296), $mt % 4294967296, int($len / 4294967296), $len % 4294967296) . $n }"
          " $/ = \"\\0\"; while (defined(my $n = <STDIN>)) { chop $n;"
          " my @s = lstat($n) or die \"$n: $!\\n\"; my $mt = $s[9] < 0 ? 0 : $s[9];"
          " if (-l _) { my $t = readlink($n) // die \"$n: $!\\n\"; $o .= head(\"l\", $n, $s[2], $mt, length $t) . $t; }"
          " elsif (-d _) { $o .= head(\"d\", $n, $s[2], $mt, 0); }"
          " elsif (-f _) { open(my $f, \"<:raw\", $n) or die \"$n: $!\\n\"; my $c = \"\";"
          " while (length($c) < $s[7]) { my $r = sysread($f, $c, $s[7] - length($c), length($c));"
          " die \"$n: $!\\n\" unless defined $r; last unless $r; } close($f);"
          " $o .= head(\"f\", $n, $s[2], $mt, length $c) . $c; }"
          " else { die \"$n: no longer a file, a folder or a link\\n\" }"
          " emit() if length($o) >= 1048576; }"
          " $o .= pack(\"a1 N6\", \"e\", 0, 0, 0, 0, 0, 64); emit(); close($h);"
          " my $got = <$from> // \"\"; $got =~ s/\\s+$//; length($got) == 64 or die \"the hasher said nothing\\n\";"
          " put(\\*STDOUT, $got);";
    return perlCommand(kScript, quotedFolder, hasher);
}

QByteArray chooseFormat()
{
    return "if command -v perl >/dev/null 2>&1; then f=records; else f=tar; echo tar; fi";
}

QByteArray asChosen(const QByteArray &records, const QByteArray &tar)
{
    return "if [ $f = records ]; then " + records + "; else " + tar + "; fi";
}

} // namespace FileRecords
