#include "ui/ssh/addpublickeydialog.h"

#include "common/sshpublickey.h"
#include "ui/widgets/messagestyle.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

AddPublicKeyDialog::AddPublicKeyDialog(QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit(this))
    , m_key(new QPlainTextEdit(this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(tr("Add a public key"));
    m_key->setPlaceholderText(tr("ssh-ed25519 AAAA… you@laptop (the one line of the .pub file)"));
    m_key->setObjectName(u"key"_s);
    m_name->setObjectName(u"name"_s);
    m_problem->setObjectName(u"problem"_s);
    m_problem->setWordWrap(true);
    MessageStyle::problem(m_problem);
    m_problem->hide();
    auto *choose = new QPushButton(tr("Choose a .pub file…"), this);
    connect(choose, &QPushButton::clicked, this, &AddPublicKeyDialog::chooseFile);
    auto *form = new QFormLayout;
    form->addRow(tr("Name"), m_name);
    form->addRow(tr("Public key"), m_key);
    form->addRow(QString(), choose);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    auto *add = buttons->addButton(tr("Add"), QDialogButtonBox::AcceptRole);
    add->setObjectName(u"add"_s);
    connect(buttons, &QDialogButtonBox::accepted, this, &AddPublicKeyDialog::submit);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Paste the public half of a key pair. The private half stays on your computer "
                                    "and is never shared."),
                                 this));
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    resize(560, 300);
}

AddPublicKeyDialog::~AddPublicKeyDialog() = default;

QString AddPublicKeyDialog::name() const
{
    return m_name->text().trimmed();
}

QString AddPublicKeyDialog::publicKey() const
{
    return m_checked;
}

void AddPublicKeyDialog::showProblem(const QString &sentence)
{
    m_problem->setText(sentence);
    m_problem->setVisible(!sentence.isEmpty());
}

QString AddPublicKeyDialog::problemText() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

QString AddPublicKeyDialog::sentenceFor(const QString &reason)
{
    if (reason == u"private_key"_s)
        return tr("This is a private key. Paste the public one (the .pub file) and never share the private one.");
    if (reason == u"prompt_in_front"_s)
        return tr("Something stands before the key (a prompt or a command). Paste only the line that starts with "
                  "ssh-ed25519, ssh-rsa or ecdsa-sha2-….");
    if (reason == u"line_break"_s)
        return tr("The key is broken over several lines. It must be one line: copy it again from the .pub file.");
    if (reason == u"rsa_too_short"_s)
        return tr(
            "This RSA key is shorter than 2048 bits, which is no longer safe. Generate a new key here (ed25519).");
    if (reason == u"empty"_s)
        return tr("Paste a public key first.");
    if (reason == u"unsupported_type"_s)
        return tr("This kind of key is not accepted. Use an ed25519, ECDSA or RSA (2048 bits or more) key.");
    return tr("This is not a valid public key: part of it is missing or damaged. Copy the whole line of the .pub "
              "file again.");
}

void AddPublicKeyDialog::chooseFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a public key"), QDir::homePath() + u"/.ssh"_s,
                                                      tr("Public keys (*.pub);;All files (*)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showProblem(tr("Cannot read %1: %2").arg(path, file.errorString()));
        return;
    }
    m_key->setPlainText(QString::fromUtf8(file.read(64 * 1024)));
    if (m_name->text().isEmpty())
        m_name->setText(QFileInfo(path).completeBaseName());
}

void AddPublicKeyDialog::submit()
{
    SshPublicKey::Error error;
    const auto key = SshPublicKey::parse(m_key->toPlainText(), &error);
    if (!key) {
        showProblem(sentenceFor(error.reason));
        return;
    }
    if (name().isEmpty()) {
        m_name->setText(key->comment.isEmpty() ? key->type : key->comment);
    }
    m_checked = key->toLine();
    showProblem({});
    Q_EMIT submitted(name(), m_checked);
}
