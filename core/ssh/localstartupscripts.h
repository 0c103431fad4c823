#pragma once

#include <QDateTime>
#include <QString>

#include <optional>

/// Startup scripts for a platform that has no boot hook of its own (no BootScripts facet): kept on
/// this computer per instance, and run over SSH by the console when it sees a boot it has not run
/// the script for. The record of which boot it ran for
/// lives beside the script, so a console restarted during a boot does not run it twice.
class LocalStartupScripts
{
public:
    explicit LocalStartupScripts(QString dir);

    /// The instance's script; nullopt for none.
    std::optional<QString> script(const QString &platform, const QString &instanceId) const;
    /// Keeps `script` (nullopt or blank: removes it); refused with `error` beyond
    /// StartupScript::kMaxBytes, the limit a platform's own hook has.
    bool setScript(const QString &platform, const QString &instanceId, const std::optional<QString> &script,
                   QString *error) const;
    /// The start of the boot the console last launched the script for.
    std::optional<QDateTime> launchedFor(const QString &platform, const QString &instanceId) const;
    bool markLaunched(const QString &platform, const QString &instanceId, const QDateTime &bootStartedAt,
                      QString *error) const;
    /// The script was saved during this boot: it runs from the next one on, as a platform's hook's.
    bool markSavedDuring(const QString &platform, const QString &instanceId, const QDateTime &bootStartedAt,
                         QString *error) const;
    /// Nothing is to run for this boot: launched for it already, or saved during it.
    bool isDoneFor(const QString &platform, const QString &instanceId, const QDateTime &bootStartedAt) const;

    /// What runs on the instance to launch `script` as the platform's hook would: written to
    /// ~/.gpudesk/startup.sh, run by bash in a session of its own (it outlives the SSH connection
    /// and ends with the instance's processes at a stop), output in ~/.gpudesk/startup.log and its
    /// exit status in ~/.gpudesk/startup.exit. The command returns at once.
    static QByteArray launchCommand(const QString &script);
    /// Prints the last 64 KiB of the output, then the exit status once there is one.
    static QByteArray readOutputCommand();

private:
    QString fileFor(const QString &platform, const QString &instanceId) const;
    bool record(const QString &platform, const QString &instanceId, const QString &key, const QDateTime &boot,
                QString *error) const;
    QString m_dir;
};
