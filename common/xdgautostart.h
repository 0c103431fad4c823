#pragma once

#include <QString>

/// gpudesk's entry in the desktop's autostart folder (the XDG autostart convention): the console
/// starts at login, minimised to the tray, so that the guards, receipts and the autostop warning
/// work without the user remembering to open it. The file is the one truth: no setting mirrors it.
class XdgAutostart
{
public:
    /// The entry's file name, that of the program's desktop file.
    static constexpr const char *fileName = "io.github.gpudesk.gpudesk.desktop";

    /// `dir` is the autostart folder (XdgPaths::autostartDir()); empty: autostart is not offered.
    explicit XdgAutostart(QString dir);

    bool isAvailable() const { return !m_dir.isEmpty(); }
    QString path() const;
    /// The entry is there, not hidden or disabled, and names a program that still exists (TryExec).
    bool isOn() const;
    /// Writes the entry for `executable` (started with --minimized). False with `error` in words.
    bool turnOn(const QString &executable, QString *error) const;
    /// Removes the entry (none there: nothing to do). False with `error` in words.
    bool turnOff(QString *error) const;

    /// An argument of the entry's Exec line, quoted as the Desktop Entry spec asks when it must be.
    static QString execArgument(const QString &argument);

private:
    QString m_dir;
};
