#include "core/transfer/remotecommands.h"

using namespace Qt::StringLiterals;

namespace RemoteCommands {

QByteArray quote(const QString &text)
{
    QByteArray bytes = text.toUtf8();
    bytes.replace('\'', "'\\''");
    return '\'' + bytes + '\'';
}

QByteArray path(const QString &remotePath)
{
    if (remotePath == u"~"_s)
        return "\"$HOME\"";
    if (remotePath.startsWith(u"~/"_s))
        return "\"$HOME\"/" + quote(remotePath.mid(2));
    return quote(remotePath);
}

QByteArray tagged(const QString &transferId, const QByteArray &command)
{
    return "export GPUDESK_TRANSFER=" + quote(transferId) + "; " + command;
}

namespace {
/// SHA-256 of standard input: OpenSSL where the instance has it, else coreutils.
constexpr const char *kHasher
    = "{ if command -v openssl >/dev/null 2>&1; then openssl dgst -sha256 -r; else sha256sum; fi; }";
} // namespace

QByteArray hashOf(const QByteArray &quotedPath)
{
    return QByteArray(kHasher) + " < " + quotedPath + " | cut -c1-64";
}

QByteArray hashOfInput()
{
    return QByteArray(kHasher) + " | cut -c1-64";
}

QByteArray writeAndPass(const QByteArray &quotedPart, const QByteArray &count, bool append)
{
    // Every byte is read and passed on even where writing the part fails (the disk full): what
    // follows the bytes on standard input must stay where the command reads it; the part's size,
    // checked after, says the write failed.
    static constexpr const char *kScript
        = "fcntl(STDIN,1031,1048576);fcntl(STDOUT,1031,1048576);open(P,$ARGV[2]?\">>\":\">\",$ARGV[0]);$n=$ARGV[1];"
          "while($n>0){"
          "$r=sysread(STDIN,$b,$n<1048576?$n:1048576);last unless $r;syswrite(P,$b);"
          "for($o=0;$o<$r;$o+=$w){$w=syswrite(STDOUT,$b,$r-$o,$o);exit 1 unless $w}$n-=$r}";
    return "{ if command -v perl >/dev/null 2>&1; then perl -e '" + QByteArray(kScript) + "' " + quotedPart + ' '
        + count + (append ? " 1" : " 0") + "; else head -c " + count + " | tee " + (append ? "-a " : "") + quotedPart
        + "; fi; }";
}

QByteArray readFrom(const QByteArray &quotedPath, qint64 offset)
{
    static constexpr const char *kScript
        = "fcntl(STDOUT,1031,1048576);open(F,\"<\",$ARGV[0]) or die \"$ARGV[0]: $!\\n\";binmode F;"
          "sysseek(F,$ARGV[1],0) or die \"$ARGV[0]: $!\\n\" if $ARGV[1];while($r=sysread(F,$b,1048576)){"
          "for($o=0;$o<$r;$o+=$w){$w=syswrite(STDOUT,$b,$r-$o,$o);exit 1 unless $w}}defined $r or die \"$ARGV[0]: "
          "$!\\n\"";
    // cat copies in 128 KiB pieces, tail in 8 KiB ones: for a whole file, a third of the CPU.
    const QByteArray plain = offset == 0 ? QByteArray("cat " + quotedPath)
                                         : QByteArray("tail -c +" + QByteArray::number(offset + 1) + ' ' + quotedPath);
    return "if command -v perl >/dev/null 2>&1; then perl -e '" + QByteArray(kScript) + "' " + quotedPath + ' '
        + QByteArray::number(offset) + "; else " + plain + "; fi";
}

QByteArray roomCheck(const QByteArray &quotedFolder, const QByteArray &neededKiB)
{
    const QByteArray kib = "$((" + neededKiB + "))";
    return "a=$(df -Pk " + quotedFolder
        + " 2>/dev/null | tail -n 1 | awk '{print $4}'); case \"$a\" in ''|*[!0-9]*) "
          ";; *) [ \"$a\" -ge "
        + kib + " ] || { echo \"" + kNoRoom + " $a " + kib + "\" >&2; exit 10; } ;; esac";
}

QString join(const QString &parent, const QString &relative)
{
    if (relative.isEmpty())
        return parent;
    return parent.endsWith(u'/') ? QString(parent + relative) : QString(parent + u'/' + relative);
}

} // namespace RemoteCommands
