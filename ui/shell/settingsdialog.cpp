#include "ui/shell/settingsdialog.h"

#include "common/translations.h"
#include "common/xdgautostart.h"
#include "core/ssh/sshpreferences.h"
#include "ui/widgets/messagestyle.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QString everySeconds(int seconds)
{
    return seconds < 60 ? SettingsDialog::tr("every %n second(s)", nullptr, seconds)
                        : SettingsDialog::tr("every %n minute(s)", nullptr, seconds / 60);
}

/// A combo box of intervals, the default marked, `current` selected.
QComboBox *intervals(const QList<int> &choices, int fallback, int current, const QString &name)
{
    auto *box = new QComboBox;
    box->setObjectName(name);
    for (int seconds : choices) {
        const QString text = seconds == fallback ? SettingsDialog::tr("%1 (default)").arg(everySeconds(seconds))
                                                 : everySeconds(seconds);
        box->addItem(text, seconds);
    }
    box->setCurrentIndex(std::max(0, box->findData(current)));
    return box;
}

/// A path the user can select and copy, with a button that opens the folder holding it.
QWidget *place(const QString &path, const QString &missing, const QString &name)
{
    auto *row = new QWidget;
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *label = new QLabel(path.isEmpty() ? missing : path);
    label->setObjectName(name);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(label, 1);
    if (!path.isEmpty()) {
        auto *open = new QPushButton(SettingsDialog::tr("Open folder"));
        open->setObjectName(name + u"Open"_s);
        const QString folder = QFileInfo(path).absolutePath();
        QObject::connect(open, &QPushButton::clicked, row,
                         [folder] { QDesktopServices::openUrl(QUrl::fromLocalFile(folder)); });
        layout->addWidget(open);
    }
    return row;
}

} // namespace

SettingsDialog::SettingsDialog(const ConsoleSettings &current, const ConsolePaths &paths, QWidget *parent)
    : QDialog(parent)
    , m_current(current)
    , m_settingsFile(paths.settingsFile)
    , m_sshDirEmpty(paths.sshDir.isEmpty())
    , m_language(new QComboBox)
    , m_autostart(new QCheckBox(tr("Start gpudesk in the tray when I log in")))
    , m_languageNote(new QLabel)
{
    setWindowTitle(tr("Settings"));
    setMinimumWidth(620); // paths stay on one line in either language
    const ConsoleSettings defaults;
    auto *layout = new QVBoxLayout(this);

    auto *language = new QGroupBox(tr("Language"));
    auto *languageForm = new QFormLayout(language);
    m_languageForm = languageForm;
    m_language->setObjectName(u"language"_s);
    const QString system = QLocale::system().nativeLanguageName();
    m_language->addItem(system.isEmpty() ? tr("Follow the system") : tr("Follow the system (%1)").arg(system),
                        QString());
    for (const QString &name : ConsoleSettings::languages())
        m_language->addItem(Translations::nativeName(name), name);
    m_language->setCurrentIndex(std::max(0, m_language->findData(current.language)));
    languageForm->addRow(tr("Console language:"), m_language);
    m_languageNote->setObjectName(u"languageNote"_s);
    m_languageNote->setText(tr("The new language is used from the next start of gpudesk."));
    languageForm->addRow(m_languageNote);
    languageForm->setRowVisible(m_languageNote, false);
    connect(m_language, &QComboBox::currentIndexChanged, this, &SettingsDialog::languageChosen);
    layout->addWidget(language);

    auto *poll = new QGroupBox(tr("Checking the platform"));
    auto *pollForm = new QFormLayout(poll);
    m_steady = intervals(ConsoleSettings::steadyChoices(), defaults.steadySeconds, current.steadySeconds, u"steady"_s);
    m_idle = intervals(ConsoleSettings::idleChoices(), defaults.idleSeconds, current.idleSeconds, u"idle"_s);
    pollForm->addRow(tr("While instances run or this window is open:"), m_steady);
    pollForm->addRow(tr("While nothing runs and the window is closed:"), m_idle);
    auto *pollNote = new QLabel(
        tr("While an instance starts, stops or is released, the console checks every 2 seconds whatever is chosen "
           "here. The cost ticks every second either way; what a longer interval delays is noticing a stop the "
           "platform makes (balance, spend limit, schedule) and changes made elsewhere."));
    pollNote->setWordWrap(true);
    pollForm->addRow(pollNote);
    layout->addWidget(poll);

    auto *login = new QGroupBox(tr("At login"));
    auto *loginLayout = new QVBoxLayout(login);
    const XdgAutostart autostart(paths.autostartDir);
    m_startedAtLogin = autostart.isOn();
    m_autostart->setObjectName(u"autostart"_s);
    m_autostart->setChecked(m_startedAtLogin);
    m_autostart->setEnabled(autostart.isAvailable());
    loginLayout->addWidget(m_autostart);
    auto *loginNote = new QLabel(tr("The spending guards, the receipts and the warning five minutes before an autostop "
                                    "work only while gpudesk runs. Started at login, it waits in the tray."));
    loginNote->setWordWrap(true);
    loginLayout->addWidget(loginNote);
    layout->addWidget(login);
    layout->addWidget(buildNetwork(current));

    auto *files = new QGroupBox(tr("Where gpudesk keeps its files"));
    auto *filesForm = new QFormLayout(files);
    filesForm->addRow(
        tr("Log:"),
        place(paths.logFile, tr("not written: the log could not be opened (see the terminal)"), u"logFile"_s));
    filesForm->addRow(tr("Settings:"), place(paths.settingsFile, tr("not kept"), u"settingsFile"_s));
    filesForm->addRow(tr("Usage history:"), place(paths.usageDatabase, tr("not kept"), u"usageDatabase"_s));
    layout->addWidget(files);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    // As tall as its wrapped text needs at this width, not at the narrow width a size hint assumes.
    resize(minimumWidth(), layout->totalHeightForWidth(minimumWidth()));
}

SettingsDialog::~SettingsDialog() = default;

void SettingsDialog::languageChosen()
{
    m_languageForm->setRowVisible(m_languageNote, m_language->currentData().toString() != m_current.language);
}

ConsoleSettings SettingsDialog::settings() const
{
    ConsoleSettings s = m_current;
    s.language = m_language->currentData().toString();
    s.steadySeconds = m_steady->currentData().toInt();
    s.idleSeconds = m_idle->currentData().toInt();
    s.proxy = {ProxyRoute::Mode(m_proxyMode->currentData().toInt()), m_proxyAddress->text().trimmed(),
               m_proxyUser->text().trimmed(), m_noProxy->text().trimmed()};
    return s;
}

bool SettingsDialog::startsAtLogin() const
{
    return m_autostart->isChecked();
}

QWidget *SettingsDialog::buildNetwork(const ConsoleSettings &current)
{
    auto *network = new QGroupBox(tr("Network"));
    auto *form = new QFormLayout(network);
    m_proxyMode = new QComboBox;
    m_proxyMode->setObjectName(u"proxyMode"_s);
    m_proxyMode->addItem(tr("The system's (https_proxy, no_proxy)"), int(ProxyRoute::Mode::Environment));
    m_proxyMode->addItem(tr("None: connect directly"), int(ProxyRoute::Mode::None));
    m_proxyMode->addItem(tr("This proxy"), int(ProxyRoute::Mode::Manual));
    m_proxyMode->setCurrentIndex(std::max(0, m_proxyMode->findData(int(current.proxy.mode))));
    form->addRow(tr("Proxy to the platform:"), m_proxyMode);
    const auto field = [](const QString &text, const QString &placeholder, const QString &name) {
        auto *edit = new QLineEdit(text);
        edit->setPlaceholderText(placeholder);
        edit->setObjectName(name);
        return edit;
    };
    m_proxyAddress = field(current.proxy.address, tr("proxy.campus.edu:3128"), u"proxyAddress"_s);
    m_proxyUser = field(current.proxy.user, tr("only if the proxy asks for a login"), u"proxyUser"_s);
    m_proxyPassword = field({}, current.proxy.user.isEmpty() ? QString() : tr("kept in the keychain; type to change"),
                            u"proxyPassword"_s);
    m_proxyPassword->setEchoMode(QLineEdit::Password);
    m_noProxy = field(current.proxy.bypass, tr("campus.edu, 10.0.0.0/8"), u"noProxy"_s);
    form->addRow(tr("Address:"), m_proxyAddress);
    form->addRow(tr("Login:"), m_proxyUser);
    form->addRow(tr("Password:"), m_proxyPassword);
    form->addRow(tr("Go directly to:"), m_noProxy);
    m_proxyProblem = new QLabel;
    m_proxyProblem->setObjectName(u"proxyProblem"_s);
    m_proxyProblem->setWordWrap(true);
    MessageStyle::problem(m_proxyProblem);
    form->addRow(m_proxyProblem);
    m_proxyProblem->hide();
    // What the system says now, so that "the system's" is not a guess.
    // The route the environment gives, as ProxyRoute reads it (not a second reading of the variables).
    const ProxyRoute::Environment env = ProxyRoute::Environment::ofThisProcess();
    const QString route = ProxyRoute(env).describe(QUrl(u"https://platform.invalid"_s));
    auto *systemNote
        = new QLabel(route.isEmpty()             ? tr("The system names no proxy: gpudesk connects directly.")
                         : env.noProxy.isEmpty() ? tr("The system sends it %1.").arg(route)
                                                 : tr("The system sends it %1, except to %2.").arg(route, env.noProxy));
    systemNote->setObjectName(u"systemProxy"_s);
    systemNote->setWordWrap(true);
    form->addRow(systemNote);
    auto *note = new QLabel(tr("Only the platform's web address goes through the proxy. The local sandbox is "
                               "always reached directly; SSH has its own way (ProxyJump) when SSH is blocked."));
    note->setWordWrap(true);
    form->addRow(note);
    m_savedJump = SshPreferences::load(m_settingsFile).jump;
    m_sshJump = field(m_savedJump ? SshPreferences::jumpText(*m_savedJump) : QString(),
                      tr("user@gateway.campus.edu:2222, only where SSH is blocked"), u"sshJump"_s);
    form->addRow(tr("SSH through a jump host:"), m_sshJump);
    m_sshJump->setEnabled(!m_sshDirEmpty); // without gpudesk's SSH workspace there is nothing to send through it
    m_sshJumpProblem = new QLabel;
    m_sshJumpProblem->setObjectName(u"sshJumpProblem"_s);
    m_sshJumpProblem->setWordWrap(true);
    MessageStyle::problem(m_sshJumpProblem);
    form->addRow(m_sshJumpProblem);
    m_sshJumpProblem->hide();
    connect(m_proxyMode, &QComboBox::currentIndexChanged, this, &SettingsDialog::proxyModeChosen);
    // A problem said beside a field goes once the field is changed.
    connect(m_proxyAddress, &QLineEdit::textEdited, m_proxyProblem, &QWidget::hide);
    connect(m_sshJump, &QLineEdit::textEdited, m_sshJumpProblem, &QWidget::hide);
    proxyModeChosen();
    return network;
}

void SettingsDialog::proxyModeChosen()
{
    const bool manual = m_proxyMode->currentData().toInt() == int(ProxyRoute::Mode::Manual);
    for (QLineEdit *edit : {m_proxyAddress, m_proxyUser, m_proxyPassword, m_noProxy})
        edit->setEnabled(manual);
    m_proxyProblem->hide();
}

std::optional<QString> SettingsDialog::proxyPassword() const
{
    if (!m_proxyPassword->isModified())
        return std::nullopt;
    return m_proxyPassword->text();
}

void SettingsDialog::accept()
{
    QString why;
    if (m_proxyMode->currentData().toInt() == int(ProxyRoute::Mode::Manual)
        && !ProxyRoute::parse(m_proxyAddress->text(), &why)) {
        m_proxyProblem->setText(why);
        m_proxyProblem->show();
        m_proxyAddress->setFocus();
        fitHeight();
        return;
    }
    m_sshJumpProblem->hide();
    if (!SshPreferences::parseJump(m_sshJump->text(), &why) && !m_sshJump->text().trimmed().isEmpty()) {
        m_sshJumpProblem->setText(why);
        m_sshJumpProblem->show();
        m_sshJump->setFocus();
        fitHeight();
        return;
    }
    QDialog::accept();
}

std::optional<SshHop> SettingsDialog::sshJump() const
{
    QString why;
    return SshPreferences::parseJump(m_sshJump->text(), &why);
}

bool SettingsDialog::sshJumpChanged() const
{
    return sshJump() != m_savedJump;
}

void SettingsDialog::fitHeight()
{
    // Wrapped text needs the height its width gives it: grow rather than squeeze the lines together.
    resize(width(), std::max(height(), layout()->totalHeightForWidth(width())));
}
