#pragma once

#include "core/autostop/autostopsettings.h"
#include "core/ssh/sshparts.h"

#include <QDialog>

#include <optional>

class Console;
class QLabel;
class QPlainTextEdit;
class QPushButton;
struct Instance;

/// One instance's startup script: what the platform runs at every boot, as the user,
/// edited here, with gpudesk's suggestion (caches on the data disk, the environment where every
/// shell reads it) for an instance that has none, the last run's status and its output read from
/// the instance. Saved with the platform; it applies from the next boot. Where the platform has no
/// boot hook, the console keeps the script (BootTasks) and runs it when it sees a boot (the dialog says so).
class StartupScriptDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StartupScriptDialog)
public:
    /// `ssh`: all null without the SSH workspace (nothing read from the instance).
    StartupScriptDialog(Console &console, const SshParts &ssh, const Instance &instance, QWidget *parent = nullptr);
    ~StartupScriptDialog() override;

    QPlainTextEdit *scriptEdit() const { return m_script; }
    QString statusText() const;
    QString problemText() const;
    QString outputText() const;
    QPushButton *saveButton() const { return m_save; }

private:
    void check();
    void save();
    /// Saves the user's part (nullopt: none) behind the autostop block, if there is one.
    void store(const std::optional<QString> &userScript);
    void readOutput();

    Console &m_console;
    SshParts m_ssh;
    QString m_id;
    QString m_dataMount;
    bool m_local; ///< kept and run by the console (the platform has no hook)
    QPlainTextEdit *m_script;
    QLabel *m_status;
    QLabel *m_problem;
    QPlainTextEdit *m_output;
    QPushButton *m_save;
    std::optional<AutostopSettings> m_autostop; ///< the autostop block in front of the script, kept as it is
};
