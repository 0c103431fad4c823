#include "ui/instances/startupscriptdialog.h"

#include "core/api/platform.h"
#include "core/autostop/autostopscript.h"
#include "core/console/console.h"
#include "core/ssh/boottasks.h"
#include "core/ssh/localstartupscripts.h"
#include "core/ssh/sshremote.h"
#include "core/ssh/sshworkspace.h"
#include "core/ssh/startupscript.h"
#include "ui/widgets/messagestyle.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

StartupScriptDialog::StartupScriptDialog(Console &console, const SshParts &ssh, const Instance &instance,
                                         QWidget *parent)
    : QDialog(parent)
    , m_console(console)
    , m_ssh(ssh)
    , m_id(instance.id)
    , m_dataMount(instance.dataDisk ? instance.dataDisk->mountPath.value_or(QString()) : QString())
    , m_local(ssh && ssh.boots->runsStartupScripts())
    , m_script(new QPlainTextEdit(this))
    , m_status(new QLabel(this))
    , m_problem(new QLabel(this))
    , m_output(new QPlainTextEdit(this))
    , m_save(nullptr)
{
    setWindowTitle(tr("Startup script of %1").arg(instance.name));
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_script->setFont(mono);
    m_script->setObjectName(u"script"_s);
    m_output->setFont(mono);
    m_output->setReadOnly(true);
    m_output->setObjectName(u"output"_s);
    m_output->setPlaceholderText(tr("The script's output appears here once it has run (~/.gpudesk/startup.log)."));
    m_status->setWordWrap(true);
    m_status->setObjectName(u"status"_s);
    m_problem->setWordWrap(true);
    m_problem->setObjectName(u"problem"_s);
    MessageStyle::problem(m_problem);
    m_problem->hide();

    auto *intro = new QLabel(this);
    intro->setWordWrap(true);
    // The autostop block gpudesk put in front is not the user's to edit here: it stays as it is.
    const auto parts = AutostopScript::split(
        (m_local ? m_ssh.boots->localStartupScript(m_id) : instance.startupScript).value_or(QString()));
    m_autostop = parts.autostop;
    const bool hasScript = !parts.userScript.isEmpty();
    if (hasScript) {
        m_script->setPlainText(parts.userScript);
        intro->setText(tr("Runs at every boot, as you, before you log in. Changes apply from the next boot."));
    } else {
        m_script->setPlainText(StartupScript::defaultFor(m_dataMount));
        intro->setText(tr("This instance has no startup script yet. Below is gpudesk's suggestion: model and package "
                          "caches on the data disk, and your environment in every shell. Save it to run it from the "
                          "next boot."));
    }
    if (m_local)
        intro->setText(intro->text() + u' '
                       + tr("This platform cannot run it by itself: gpudesk runs it over SSH when it sees the "
                            "instance boot, so keep gpudesk open while the instance starts."));
    if (m_local) {
        const auto launched = m_ssh.boots->localStartupLaunchedFor(m_id);
        m_status->setText(launched ? tr("gpudesk started it for the boot of %1; its exit status shows at the end "
                                        "of the output.")
                                         .arg(QLocale().toString(launched->toLocalTime(), QLocale::ShortFormat))
                                   : tr("It has not run yet."));
    } else if (const auto &st = instance.startupScriptStatus) {
        if (st->exitCode)
            m_status->setText(
                tr("Last run: boot %1, exited with status %2 at %3.")
                    .arg(st->boot)
                    .arg(*st->exitCode)
                    .arg(QLocale().toString(st->finishedAt.value_or(QDateTime()).toLocalTime(), QLocale::ShortFormat)));
        else if (st->finishedAt)
            m_status->setText(
                tr("Last run: boot %1 ended before the script did (a stop, or it could not start).").arg(st->boot));
        else
            m_status->setText(tr("Running now (boot %1).").arg(st->boot));
    } else {
        m_status->setText(tr("It has not run yet."));
    }

    auto *useDefault = new QPushButton(tr("Use gpudesk's suggestion"), this);
    connect(useDefault, &QPushButton::clicked, this,
            [this] { m_script->setPlainText(StartupScript::defaultFor(m_dataMount)); });
    auto *refresh = new QPushButton(tr("Read the last output"), this);
    refresh->setEnabled(m_ssh && instance.state == InstanceState::Running);
    connect(refresh, &QPushButton::clicked, this, &StartupScriptDialog::readOutput);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_save = buttons->addButton(tr("Save"), QDialogButtonBox::AcceptRole);
    auto *remove = buttons->addButton(tr("Remove the script"), QDialogButtonBox::DestructiveRole);
    remove->setEnabled(hasScript);
    connect(buttons, &QDialogButtonBox::accepted, this, &StartupScriptDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(remove, &QPushButton::clicked, this, [this] { store(std::nullopt); });
    connect(m_script, &QPlainTextEdit::textChanged, this, &StartupScriptDialog::check);
    if (!m_local && !m_console.platform().has<BootScripts>()) {
        m_save->setEnabled(false);
        m_problem->setText(tr("This platform does not run startup scripts at boot."));
        m_problem->show();
    }

    auto *row = new QHBoxLayout;
    row->addWidget(useDefault);
    row->addWidget(refresh);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_script, 3);
    layout->addLayout(row);
    layout->addWidget(m_status);
    layout->addWidget(m_output, 2);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    resize(820, 680);

    if (m_ssh) {
        connect(m_ssh.remote, &SshRemote::commandDone, this,
                [this](const QString &id, const QString &tag, bool ok, const QByteArray &output,
                       const SshFailure &failure) {
                    if (id != m_id || tag != u"startup-log"_s)
                        return;
                    m_output->setPlainText(ok ? QString::fromUtf8(output) : failure.message);
                    m_output->moveCursor(QTextCursor::End);
                });
    }
}

StartupScriptDialog::~StartupScriptDialog() = default;

QString StartupScriptDialog::statusText() const
{
    return m_status->text();
}

QString StartupScriptDialog::problemText() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

QString StartupScriptDialog::outputText() const
{
    return m_output->toPlainText();
}

void StartupScriptDialog::check()
{
    if (!m_local && !m_console.platform().has<BootScripts>())
        return;
    const qsizetype bytes = AutostopScript::compose(m_script->toPlainText(), m_autostop).toUtf8().size();
    const bool tooLong = bytes > StartupScript::kMaxBytes;
    m_problem->setText(tr("The script is %1 KiB; the platform keeps at most 64 KiB. Put the long part in a file on the "
                          "data disk and run that file from here.")
                           .arg(bytes / 1024));
    m_problem->setVisible(tooLong);
    m_save->setEnabled(!tooLong);
}

void StartupScriptDialog::save()
{
    const QString script = m_script->toPlainText();
    store(script.trimmed().isEmpty() ? std::nullopt : std::optional<QString>(script));
}

void StartupScriptDialog::store(const std::optional<QString> &userScript)
{
    // Autostop goes on (or stays off) whatever becomes of the user's part.
    const QString whole = AutostopScript::compose(userScript.value_or(QString()), m_autostop);
    const std::optional<QString> script = whole.isEmpty() ? std::nullopt : std::optional<QString>(whole);
    if (!m_local) {
        m_console.setStartupScript(m_id, script); // the console says how the platform answered
        accept();
        return;
    }
    QString error;
    if (!m_ssh.boots->setLocalStartupScript(m_id, script, &error)) {
        m_problem->setText(error);
        m_problem->show();
        return; // the text stays in the editor: nothing is lost
    }
    accept();
}

void StartupScriptDialog::readOutput()
{
    m_output->setPlainText(tr("Reading…"));
    for (const Instance &i : m_ssh.workspace->instances()) {
        if (i.id == m_id)
            m_ssh.remote->runCommand(i, LocalStartupScripts::readOutputCommand(), u"startup-log"_s);
    }
}
