#include "core/transfer/batchcommands.h"

#include "core/transfer/remotecommands.h"

using namespace Qt::StringLiterals;
using namespace RemoteCommands;

BatchCommands::BatchCommands(const QString &destination, const QString &transferId)
    : staging(join(destination, u".gpudesk-staging-"_s + transferId))
    , stage(path(staging))
    , dest(path(destination))
{ }

QByteArray BatchCommands::unlock() const
{
    return "{ find " + stage + " -type d ! -perm -u+w -exec chmod u+w {} + 2>/dev/null; true; } && ";
}

QByteArray BatchCommands::moveIntoPlace() const
{
    return "{ find " + stage
        + " -mindepth 1 -maxdepth 1 -type d ! -perm -u+w -exec chmod u+w {} + 2>/dev/null; "
          "true; } && cd "
        + stage
        + " && find . -mindepth 1 -maxdepth 1 -exec sh -c 'for e; do [ -e \"$0/$e\" ] || [ -L \"$0/$e\" ] || "
          "printf \"%s\\0\" \"$e\"; done' "
        + dest + " {} + | xargs -0 -r mv -t " + dest + " -- && cd / && { rmdir " + stage + " 2>/dev/null || { "
        + unlock() + "cd " + stage + " && cp -a -l --remove-destination ./. " + dest + " && cd / && rm -rf " + stage
        + "; }; }";
}

QByteArray BatchCommands::discard() const
{
    return unlock() + "rm -rf " + stage;
}

QByteArray BatchCommands::fresh() const
{
    return discard() + " && mkdir -p " + stage;
}

QByteArray BatchCommands::extractFrom(const QByteArray &archive) const
{
    return "tar -x -p --no-same-owner -i -f " + archive + " -C " + stage;
}
