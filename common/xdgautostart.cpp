#include "common/xdgautostart.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

using namespace Qt::StringLiterals;

XdgAutostart::XdgAutostart(QString dir)
    : m_dir(std::move(dir))
{ }

QString XdgAutostart::path() const
{
    return m_dir.isEmpty() ? QString() : m_dir + u'/' + QLatin1StringView(fileName);
}

bool XdgAutostart::isOn() const
{
    if (m_dir.isEmpty() || !QFileInfo::exists(path()))
        return false;
    // Read as the desktop reads it: a hidden or disabled entry, or one whose program is gone, starts nothing.
    QFile file(path());
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return false;
    bool inEntry = false;
    QString tryExec;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.startsWith(u'[')) {
            inEntry = line == u"[Desktop Entry]"_s;
            continue;
        }
        const qsizetype equals = line.indexOf(u'=');
        if (!inEntry || equals < 0)
            continue;
        const QString key = line.left(equals).trimmed();
        const QString value = line.mid(equals + 1).trimmed();
        if ((key == u"Hidden"_s && value == u"true"_s)
            || (key == u"X-GNOME-Autostart-enabled"_s && value == u"false"_s))
            return false;
        if (key == u"TryExec"_s)
            tryExec = value;
    }
    return tryExec.isEmpty() || QFileInfo(tryExec).isExecutable();
}

QString XdgAutostart::execArgument(const QString &argument)
{
    static const QString reserved = u" \t\n\"'\\><~|&;$*?#()`"_s;
    if (!argument.isEmpty()
        && std::none_of(argument.begin(), argument.end(), [](QChar c) { return reserved.contains(c); }))
        return argument;
    QString quoted;
    for (QChar c : argument) {
        if (c == u'"' || c == u'`' || c == u'$' || c == u'\\')
            quoted += u'\\';
        quoted += c;
    }
    // The whole line is a desktop-file string too, where a backslash is itself escaped.
    return u'"' + quoted.replace(u"\\"_s, u"\\\\"_s) + u'"';
}

bool XdgAutostart::turnOn(const QString &executable, QString *error) const
{
    if (m_dir.isEmpty()) {
        *error = QCoreApplication::translate("XdgAutostart", "there is no autostart folder");
        return false;
    }
    if (!QDir().mkpath(m_dir)) {
        *error = QCoreApplication::translate("XdgAutostart", "%1 could not be made").arg(m_dir);
        return false;
    }
    const QString program = QFileInfo(executable).absoluteFilePath();
    // TryExec: once gpudesk is uninstalled the desktop ignores the entry, so nothing starts a
    // program that is gone (a package may not touch its users' home folders to remove it).
    const QString entry = u"[Desktop Entry]\n"
                          "Type=Application\n"
                          "Name=gpudesk\n"
                          "Comment=Keeps the GPU meter, the guards and the autostop warnings running\n"
                          "Comment[zh_CN]=登录后在托盘运行，计费、守护和自动关机提醒不断\n"
                          "Exec="_s
        + execArgument(program) + u" --minimized\n"_s + u"TryExec="_s + program
        + u"\n"
          "Icon=io.github.gpudesk.gpudesk\n"
          "Terminal=false\n"
          "NoDisplay=true\n"
          "X-GNOME-Autostart-enabled=true\n"_s;
    QSaveFile file(path());
    if (!file.open(QIODevice::WriteOnly) || file.write(entry.toUtf8()) < 0 || !file.commit()) {
        *error = QCoreApplication::translate("XdgAutostart", "%1 could not be written: %2")
                     .arg(path(), file.errorString());
        return false;
    }
    return true;
}

bool XdgAutostart::turnOff(QString *error) const
{
    if (m_dir.isEmpty() || !QFileInfo::exists(path()))
        return true;
    QFile file(path());
    if (!file.remove()) {
        *error = QCoreApplication::translate("XdgAutostart", "%1 could not be removed: %2")
                     .arg(path(), file.errorString());
        return false;
    }
    return true;
}
