#pragma once

#include "core/console/consolesettings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;

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

private:
    void languageChosen();

    const ConsoleSettings m_current;
    QComboBox *m_language;
    QComboBox *m_steady;
    QComboBox *m_idle;
    QCheckBox *m_autostart;
    bool m_startedAtLogin = false;
    QLabel *m_languageNote;
    QFormLayout *m_languageForm = nullptr;
};
