#include "ui/ssh/generatekeydialog.h"

#include "core/ssh/sshkeypair.h"
#include "ui/widgets/messagestyle.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSysInfo>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

GenerateKeyDialog::GenerateKeyDialog(const QString &sshDir, QWidget *parent)
    : QDialog(parent)
    , m_sshDir(sshDir)
    , m_name(new QLineEdit(QSysInfo::machineHostName(), this))
    , m_passphrase(new QLineEdit(this))
    , m_repeat(new QLineEdit(this))
    , m_upload(new QCheckBox(tr("Add it to the platform now"), this))
    , m_where(new QLabel(this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(tr("Generate a key pair"));
    m_passphrase->setEchoMode(QLineEdit::Password);
    m_repeat->setEchoMode(QLineEdit::Password);
    m_passphrase->setPlaceholderText(tr("optional"));
    m_upload->setChecked(true);
    m_where->setWordWrap(true);
    m_problem->setWordWrap(true);
    MessageStyle::problem(m_problem);
    auto *form = new QFormLayout;
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("Passphrase"), m_passphrase);
    form->addRow(tr("Repeat it"), m_repeat);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_ok = buttons->addButton(tr("Generate"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_where);
    layout->addWidget(m_upload);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    for (QLineEdit *edit : {m_name, m_passphrase, m_repeat})
        connect(edit, &QLineEdit::textChanged, this, &GenerateKeyDialog::check);
    check();
}

GenerateKeyDialog::~GenerateKeyDialog() = default;

QString GenerateKeyDialog::name() const
{
    return m_name->text().trimmed();
}

QByteArray GenerateKeyDialog::passphrase() const
{
    return m_passphrase->text().toUtf8();
}

bool GenerateKeyDialog::upload() const
{
    return m_upload->isChecked();
}

void GenerateKeyDialog::check()
{
    const QString path = SshKeyPair::pathFor(m_sshDir, name());
    m_where->setText(tr("An ed25519 key, saved as %1 (only you can read it) and %1.pub. A passphrase protects the "
                        "file if the computer is lost; gpudesk asks for it once per session.")
                         .arg(path));
    QString problem;
    if (name().isEmpty())
        problem = tr("Give the key a name, e.g. the computer's.");
    else if (QFileInfo::exists(path) || QFileInfo::exists(path + u".pub"_s))
        problem = tr("%1 already exists and is never overwritten: choose another name.").arg(path);
    else if (m_passphrase->text() != m_repeat->text())
        problem = tr("The two passphrases differ.");
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_ok->setEnabled(problem.isEmpty());
}
