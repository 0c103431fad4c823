#include "core/console/consolesettings.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QHash>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace {

constexpr auto kLanguage = "language";
constexpr auto kSteady = "poll/steady_seconds";
constexpr auto kIdle = "poll/idle_seconds";
constexpr auto kAutostartOffered = "autostart/offered";
constexpr auto kProxyMode = "network/proxy_mode";
constexpr auto kProxy = "network/proxy";
constexpr auto kProxyUser = "network/proxy_user";
constexpr auto kNoProxy = "network/no_proxy";

const QStringList &proxyModes()
{
    static const QStringList modes{u"environment"_s, u"none"_s, u"manual"_s}; // ProxyRoute::Mode's order
    return modes;
}

/// The value at `key` when it is one of `choices`; otherwise `fallback`, with a problem noted.
int choiceAt(const QSettings &settings, const char *key, const QList<int> &choices, int fallback, QStringList *problems)
{
    const QVariant stored = settings.value(QLatin1StringView(key));
    if (!stored.isValid())
        return fallback;
    bool ok = false;
    const int value = stored.toString().toInt(&ok);
    if (ok && choices.contains(value))
        return value;
    if (problems) {
        QStringList allowed;
        for (int c : choices)
            allowed << QString::number(c);
        problems->append(
            QCoreApplication::translate("ConsoleSettings", "%1: %2 is \"%3\", which is not one of %4; using %5.")
                .arg(settings.fileName(), QLatin1StringView(key), stored.toString(), allowed.join(u", "_s),
                     QString::number(fallback)));
    }
    return fallback;
}

} // namespace

QList<int> ConsoleSettings::steadyChoices()
{
    return {5, 10, 30, 60};
}

QList<int> ConsoleSettings::idleChoices()
{
    return {60, 300, 900};
}

QString ConsoleSettings::keepDamaged(const QString &file)
{
    const QSettings read(file, QSettings::IniFormat);
    if (read.status() != QSettings::FormatError)
        return {};
    const QString copy = file + u".damaged-"_s + QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd'T'HHmmss'Z'"_s);
    if (!QFile::copy(file, copy))
        return {};
    QHash<QString, QVariant> readable;
    for (const QString &key : read.allKeys())
        readable.insert(key, read.value(key));
    QFile::remove(file);
    QSettings fresh(file, QSettings::IniFormat);
    for (auto it = readable.cbegin(); it != readable.cend(); ++it)
        fresh.setValue(it.key(), it.value());
    fresh.sync();
    return copy;
}

QStringList ConsoleSettings::languages()
{
    return {u"en"_s, u"zh_CN"_s};
}

ConsoleSettings ConsoleSettings::load(const QString &file, QStringList *problems)
{
    const QSettings stored(file, QSettings::IniFormat);
    ConsoleSettings s;
    const QString language = stored.value(QLatin1StringView(kLanguage)).toString();
    if (language.isEmpty() || languages().contains(language)) {
        s.language = language;
    } else if (problems) {
        problems->append(QCoreApplication::translate("ConsoleSettings",
                                                     "%1: language \"%2\" is not one gpudesk ships (%3); following "
                                                     "the system's.")
                             .arg(file, language, languages().join(u", "_s)));
    }
    s.steadySeconds = choiceAt(stored, kSteady, steadyChoices(), s.steadySeconds, problems);
    s.idleSeconds = choiceAt(stored, kIdle, idleChoices(), s.idleSeconds, problems);
    s.autostartOffered = stored.value(QLatin1StringView(kAutostartOffered), false).toBool();
    const QString mode = stored.value(QLatin1StringView(kProxyMode), proxyModes().first()).toString();
    s.proxy.address = stored.value(QLatin1StringView(kProxy)).toString();
    s.proxy.user = stored.value(QLatin1StringView(kProxyUser)).toString();
    s.proxy.bypass = stored.value(QLatin1StringView(kNoProxy)).toString();
    QString why;
    if (!proxyModes().contains(mode)) {
        if (problems)
            problems->append(QCoreApplication::translate("ConsoleSettings",
                                                         "%1: network/proxy_mode is \"%2\", which is not one of %3; "
                                                         "using the environment's proxy.")
                                 .arg(file, mode, proxyModes().join(u", "_s)));
    } else if (mode == u"manual"_s && !ProxyRoute::parse(s.proxy.address, &why)) {
        if (problems)
            problems->append(
                QCoreApplication::translate("ConsoleSettings", "%1: network/proxy: %2; using the environment's proxy.")
                    .arg(file, why));
    } else {
        s.proxy.mode = ProxyRoute::Mode(proxyModes().indexOf(mode));
    }
    return s;
}

bool ConsoleSettings::save(const QString &file, QString *error) const
{
    QSettings stored(file, QSettings::IniFormat);
    if (language.isEmpty())
        stored.remove(QLatin1StringView(kLanguage));
    else
        stored.setValue(QLatin1StringView(kLanguage), language);
    stored.setValue(QLatin1StringView(kSteady), steadySeconds);
    stored.setValue(QLatin1StringView(kIdle), idleSeconds);
    if (autostartOffered)
        stored.setValue(QLatin1StringView(kAutostartOffered), true);
    stored.setValue(QLatin1StringView(kProxyMode), proxyModes().value(int(proxy.mode)));
    for (const auto &[key, value] :
         {std::pair{kProxy, proxy.address}, {kProxyUser, proxy.user}, {kNoProxy, proxy.bypass}}) {
        if (value.isEmpty())
            stored.remove(QLatin1StringView(key));
        else
            stored.setValue(QLatin1StringView(key), value);
    }
    stored.sync();
    if (stored.status() == QSettings::NoError)
        return true;
    if (error)
        *error = QCoreApplication::translate("ConsoleSettings",
                                             "Cannot write %1: check that its folder exists and "
                                             "is writable.")
                     .arg(file);
    return false;
}

PollSchedule::Settings ConsoleSettings::schedule() const
{
    PollSchedule::Settings s;
    s.steadyMs = steadySeconds * 1000;
    s.idleMs = idleSeconds * 1000;
    return s;
}
