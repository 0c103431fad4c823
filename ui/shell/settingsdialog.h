#pragma once

#include "core/console/consolesettings.h"
#include "core/model/sshhop.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

/// The settings page: the console's language, how often it checks the platform, and
/// where it keeps its log, settings and usage history.
class SettingsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SettingsDialog)
public:
    /// `current` fills the form; `paths` are shown, each with a way to open its folder.
    SettingsDialog(const ConsoleSettings &current, const ConsolePaths &paths, QWidget *parent = nullptr);
    ~SettingsDialog() override;

    /// What the form says now.
    ConsoleSettings settings() const;
    /// Whether the console should start at login (the autostart entry is the truth, not the settings file).
    bool startsAtLogin() const;
    bool startedAtLogin() const { return m_startedAtLogin; }
    /// The proxy's password when it was typed here (it goes to the keychain, not the settings file).
    std::optional<QString> proxyPassword() const;
    /// The SSH jump host typed here (none: directly), and whether it differs from the file's.
    std::optional<SshHop> sshJump() const;
    bool sshJumpChanged() const;

public Q_SLOTS:
    /// Saves only what makes sense: a proxy address that is none is said beside it instead.
    void accept() override;

private:
    void languageChosen();
    QWidget *buildNetwork(const ConsoleSettings &current);
    void proxyModeChosen();
    void fitHeight();

    const ConsoleSettings m_current;
    const QString m_settingsFile;
    const bool m_sshDirEmpty;
    QComboBox *m_language;
    QComboBox *m_steady;
    QComboBox *m_idle;
    QCheckBox *m_autostart;
    QComboBox *m_proxyMode = nullptr;
    QLineEdit *m_proxyAddress = nullptr;
    QLineEdit *m_proxyUser = nullptr;
    QLineEdit *m_proxyPassword = nullptr;
    QLineEdit *m_noProxy = nullptr;
    QLabel *m_proxyProblem = nullptr;
    QLineEdit *m_sshJump = nullptr;
    QLabel *m_sshJumpProblem = nullptr;
    std::optional<SshHop> m_savedJump;
    bool m_startedAtLogin = false;
    QLabel *m_languageNote;
    QFormLayout *m_languageForm = nullptr;
};
