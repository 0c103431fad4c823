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
