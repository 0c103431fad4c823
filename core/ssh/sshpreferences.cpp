#include "core/ssh/sshpreferences.h"

#include <QSettings>

using namespace Qt::StringLiterals;

namespace {
constexpr auto kIdentity = "ssh/default_identity";
constexpr auto kInclude = "ssh/include_agreed";
} // namespace

SshPreferences SshPreferences::load(const QString &file)
{
    const QSettings stored(file, QSettings::IniFormat);
    SshPreferences p;
    p.defaultIdentity = stored.value(QLatin1StringView(kIdentity)).toString();
    p.includeAgreed = stored.value(QLatin1StringView(kInclude), false).toBool();
    return p;
}

bool SshPreferences::save(const QString &file, QString *error) const
{
    QSettings stored(file, QSettings::IniFormat);
    stored.setValue(QLatin1StringView(kIdentity), defaultIdentity);
    stored.setValue(QLatin1StringView(kInclude), includeAgreed);
    stored.sync();
    if (stored.status() == QSettings::NoError)
        return true;
    *error = u"Cannot write %1."_s.arg(file);
    return false;
}
