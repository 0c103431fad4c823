#include "core/ssh/sshpreferences.h"

#include "core/model/instance.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSettings>

#include <pwd.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {
constexpr auto kIdentity = "ssh/default_identity";
constexpr auto kInclude = "ssh/include_agreed";
constexpr auto kJump = "ssh/jump";
} // namespace

SshPreferences SshPreferences::load(const QString &file)
{
    const QSettings stored(file, QSettings::IniFormat);
    SshPreferences p;
    p.defaultIdentity = stored.value(QLatin1StringView(kIdentity)).toString();
    p.includeAgreed = stored.value(QLatin1StringView(kInclude), false).toBool();
    QString ignored; // a hand-edited jump that is none is no jump (the settings page says why when opened)
    p.jump = parseJump(stored.value(QLatin1StringView(kJump)).toString(), &ignored);
    return p;
}

bool SshPreferences::save(const QString &file, QString *error) const
{
    QSettings stored(file, QSettings::IniFormat);
    stored.setValue(QLatin1StringView(kIdentity), defaultIdentity);
    stored.setValue(QLatin1StringView(kInclude), includeAgreed);
    if (jump)
        stored.setValue(QLatin1StringView(kJump), jumpText(*jump));
    else
        stored.remove(QLatin1StringView(kJump));
    stored.sync();
    if (stored.status() == QSettings::NoError)
        return true;
    *error = u"Cannot write %1."_s.arg(file);
    return false;
}

std::optional<SshHop> SshPreferences::parseJump(const QString &text, QString *why)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;
    // user@host:port, user@[v6]:port; the names as OpenSSH's ProxyJump takes them.
    static const QRegularExpression form(
        uR"(^(?:([A-Za-z0-9._][A-Za-z0-9._-]*)@)?(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$)"_s);
    const QRegularExpressionMatch m = form.match(trimmed);
    const int port = m.captured(3).isEmpty() ? 22 : m.captured(3).toInt();
    if (!m.hasMatch() || port < 1 || port > 65535) {
        *why = QCoreApplication::translate("SshPreferences",
                                           "\"%1\" is not a jump host: write it as user@host or user@host:port, like "
                                           "li@gateway.campus.edu:2222")
                   .arg(trimmed);
        return std::nullopt;
    }
    QString host = m.captured(2);
    if (host.startsWith(u'['))
        host = host.mid(1, host.size() - 2);
    // Nobody named: this computer's user, as OpenSSH's ProxyJump takes it (not the instance's root).
    QString user = m.captured(1);
    if (user.isEmpty())
        if (const passwd *me = ::getpwuid(::getuid()))
            user = QString::fromLocal8Bit(me->pw_name);
    return SshHop{host, port, user, true};
}

QString SshPreferences::jumpText(const SshHop &hop)
{
    const QString host = hop.host.contains(u':') ? u'[' + hop.host + u']' : hop.host;
    return (hop.user.isEmpty() ? QString() : hop.user + u'@') + host
        + (hop.port == 22 ? QString() : u':' + QString::number(hop.port));
}

Instance SshPreferences::routed(Instance instance) const
{
    if (jump && instance.ssh && !instance.ssh->jump)
        instance.ssh->jump = jump;
    return instance;
}

QList<Instance> SshPreferences::routed(QList<Instance> instances) const
{
    if (!jump)
        return instances; // shared, not copied (ten thousand instances at every poll)
    for (Instance &i : instances)
        i = routed(std::move(i));
    return instances;
}
