#pragma once

#include "core/api/proxyroute.h"
#include "core/poll/pollschedule.h"

#include <QList>
#include <QString>
#include <QStringList>

/// Where the console keeps what it writes, shown on the settings page so a user (or whoever
/// helps them) can find the log without reading the source.
struct ConsolePaths
{
    QString settingsFile; ///< gpudesk.conf: these settings, the platform chosen, window geometry
    QString logFile; ///< empty: the log could not be opened and goes to stderr only
    QString usageDatabase; ///< gpudesk.db: the usage history
    /// ~/.ssh as ssh finds it: where keys are made and gpudesk's ssh config lives. Empty: the SSH
    /// workspace is off (tests that do not give one never touch the user's files).
    QString sshDir;
    QString snapshotDir; ///< the first environment snapshot of each boot, per instance
    /// Startup scripts the console runs itself, for a platform without a boot hook.
    QString startupScriptDir = {};
    /// The desktop's autostart folder, where the console may put its entry. Empty: starting at
    /// login is not offered (tests that do not give one never touch the user's desktop).
    QString autostartDir = {};
};

/// The console's preferences (the settings page), kept in gpudesk.conf beside the platform
/// chosen at the first start.
struct ConsoleSettings
{
    QString language; ///< empty: follow the system's; else one of languages()
    int steadySeconds = 10; ///< how often to check while something runs or the window is open
    int idleSeconds = 60; ///< how often while nothing runs and no window is visible
    /// How the platform's API is reached: the environment's proxy, none, or the user's own (whose
    /// password is in the keychain, never here).
    ProxyRoute::Choice proxy = {};
    /// Starting at login was offered once (after the first instance was made); never asked again.
    bool autostartOffered = false;

    /// The languages the console ships, as locale names ("en", "zh_CN").
    static QStringList languages();
    /// The rhythms offered. Below 5 s the platform is asked for little gain (the meter ticks
    /// locally); above a minute while billing, a stop the platform makes is noticed too late.
    static QList<int> steadyChoices();
    static QList<int> idleChoices();

    /// Reads `file` (missing: the defaults). A value that is not one of the choices (a hand-edited
    /// file) is replaced by its default, and `problems` gets a sentence saying so.
    static ConsoleSettings load(const QString &file, QStringList *problems = nullptr);
    /// A file that is not INI (cut short, binary): kept as a copy beside it, then written anew with
    /// what could be read of it (the next change of a setting would otherwise write over the rest).
    /// The copy's path; empty when the file was sound (or missing).
    static QString keepDamaged(const QString &file);
    /// Writes the settings into `file`, keeping its other keys; false with `error` when it cannot.
    bool save(const QString &file, QString *error) const;

    /// The poller's rhythms for these settings (transitions and back-off keep their defaults).
    PollSchedule::Settings schedule() const;

    bool operator==(const ConsoleSettings &) const = default;
};
