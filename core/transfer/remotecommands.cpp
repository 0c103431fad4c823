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

QByteArray hashOf(const QByteArray &quotedPath)
{
    return "{ if command -v openssl >/dev/null 2>&1; then openssl dgst -sha256 -r < " + quotedPath
        + "; else sha256sum < " + quotedPath + "; fi; } | cut -c1-64";
}

QString join(const QString &parent, const QString &relative)
{
    if (relative.isEmpty())
        return parent;
    return parent.endsWith(u'/') ? QString(parent + relative) : QString(parent + u'/' + relative);
}

} // namespace RemoteCommands
