#include "common/xdgpaths.h"

#include <QDir>

using namespace Qt::StringLiterals;

namespace XdgPaths {
namespace {
QString base(const char *variable, const QString &fallback)
{
    const QString value = qEnvironmentVariable(variable);
    // The spec says relative values are invalid and must be ignored.
    if (!value.isEmpty() && QDir::isAbsolutePath(value))
        return value;
    return QDir::homePath() + u'/' + fallback;
}
} // namespace

QString stateDir()
{
    return base("XDG_STATE_HOME", u".local/state"_s) + u"/gpudesk"_s;
}

QString dataDir()
{
    return base("XDG_DATA_HOME", u".local/share"_s) + u"/gpudesk"_s;
}

QString cacheDir()
{
    return base("XDG_CACHE_HOME", u".cache"_s) + u"/gpudesk"_s;
}

QString configDir()
{
    return base("XDG_CONFIG_HOME", u".config"_s) + u"/gpudesk"_s;
}

QString autostartDir()
{
    return base("XDG_CONFIG_HOME", u".config"_s) + u"/autostart"_s;
}

QString settingsFile()
{
    return configDir() + u"/gpudesk.conf"_s;
}

QString defaultSandboxDir()
{
    return dataDir() + u"/sandbox"_s;
}

} // namespace XdgPaths
