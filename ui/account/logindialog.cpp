#include "ui/account/logindialog.h"

#include "core/api/platformurl.h"
#include "core/api/slurm/slurmtoken.h"
#include "core/session/session.h"
#include "core/ssh/sshkeypair.h"
#include "core/ssh/sshremote.h"
#include "core/ssh/sshworkspace.h"
#include "ui/account/accountinput.h"
#include "ui/widgets/messagestyle.h"

#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

LoginDialog::LoginDialog(Session &session, bool sandbox, QWidget *parent)
    : LoginDialog(session, sandbox ? Kind::Sandbox : Kind::Account, parent)
{ }

LoginDialog::LoginDialog(Session &session, Kind kind, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_kind(kind)
    , m_pages(new QStackedWidget(this))
    , m_problem(new QLabel(this))
{
    setWindowTitle(tr("Log in to gpudesk"));
    setObjectName(u"loginDialog"_s);
    m_problem->setObjectName(u"problem"_s);
    m_problem->setWordWrap(true);
    MessageStyle::problem(m_problem);
    m_problem->hide();
    m_pages->addWidget(buildLogIn(kind));
    m_pages->addWidget(buildTwoFactor());
    m_pages->addWidget(buildRegister());
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_pages);
    layout->addWidget(m_problem);
    setMinimumWidth(420);

    connect(&m_session, &Session::loggedIn, this, [this] {
        setBusy(false);
        accept();
    });
    connect(&m_session, &Session::twoFactorRequired, this, [this] {
        setBusy(false);
        showPage(TwoFactor);
    });
    connect(&m_session, &Session::failed, this, &LoginDialog::failed);
}

LoginDialog::~LoginDialog() = default;

QWidget *LoginDialog::buildLogIn(Kind kind)
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout;
    m_login = new QLineEdit(page);
    m_login->setObjectName(u"login"_s);
    m_login->setPlaceholderText(tr("13800000000 or name@example.com"));
    m_password = new QLineEdit(page);
    m_password->setObjectName(u"password"_s);
    m_password->setEchoMode(QLineEdit::Password);
    if (kind == Kind::ClusterToken)
        return buildClusterLogIn(page);
    if (kind == Kind::ApiKey || kind == Kind::ApiKeyPair) {
        // The key is the login: one field, no account to create here.
        auto *layout = new QVBoxLayout(page);
        auto *text = new QLabel(tr("This platform logs in with an API key. Create one on its web site (in its "
                                   "settings, under API keys, with read and write access) and paste it here. gpudesk "
                                   "keeps it in your keychain and shows it nowhere."),
                                page);
        text->setWordWrap(true);
        if (kind == Kind::ApiKeyPair) {
            // A pair (Compshare's): the public key names the account, the private key signs.
            text->setText(tr("This platform logs in with a key pair. Make one on its web site (under API keys) "
                             "and paste both halves here. gpudesk keeps them in your keychain and shows the "
                             "private key nowhere."));
            m_login->setPlaceholderText(tr("Paste the public key"));
            m_password->setPlaceholderText(tr("Paste the private key"));
            form->addRow(tr("Public key:"), m_login);
            form->addRow(tr("Private key:"), m_password);
        } else {
            m_login->hide();
            m_password->setPlaceholderText(tr("Paste the API key"));
            form->addRow(tr("API key:"), m_password);
        }
        auto *logIn = new QPushButton(tr("Log in"), page);
        logIn->setObjectName(u"logIn"_s);
        logIn->setDefault(true);
        layout->addWidget(text);
        layout->addLayout(form);
        layout->addWidget(logIn);
        connect(logIn, &QPushButton::clicked, this, &LoginDialog::submitLogIn);
        connect(m_password, &QLineEdit::returnPressed, this, &LoginDialog::submitLogIn);
        m_buttons << logIn;
        return page;
    }
    form->addRow(tr("Phone or e-mail:"), m_login);
    form->addRow(tr("Password:"), m_password);
    auto *logIn = new QPushButton(tr("Log in"), page);
    logIn->setObjectName(u"logIn"_s);
    logIn->setDefault(true);
    auto *toRegister = new QPushButton(tr("Create an account"), page);
    toRegister->setObjectName(u"toRegister"_s);
    toRegister->setFlat(true);
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(form);
    layout->addWidget(logIn);
    layout->addWidget(toRegister);
    connect(logIn, &QPushButton::clicked, this, &LoginDialog::submitLogIn);
    connect(m_password, &QLineEdit::returnPressed, this, &LoginDialog::submitLogIn);
    connect(toRegister, &QPushButton::clicked, this, [this] { showPage(Register); });
    m_buttons << logIn << toRegister;
    if (kind == Kind::Sandbox) {
        auto *demo = new QPushButton(tr("Try the sandbox (demo account, play money)"), page);
        demo->setObjectName(u"tryDemo"_s);
        layout->addWidget(demo);
        connect(demo, &QPushButton::clicked, this, [this] {
            m_login->setText(QString::fromLatin1(kDemoLogin));
            m_password->setText(QString::fromLatin1(kDemoPassword));
            submitLogIn();
        });
        m_buttons << demo;
    }
    return page;
}

QWidget *LoginDialog::buildClusterLogIn(QWidget *page)
{
    // A user name and a Slurm token: fetched from the login node with the user's SSH key, or pasted.
    auto *layout = new QVBoxLayout(page);
    auto *text = new QLabel(tr("Your cluster logs you in with a token from Slurm. gpudesk can get one for you: it "
                               "logs in to the login node with your SSH key and runs “scontrol token” there. Or "
                               "make one yourself and paste it below."),
                            page);
    text->setWordWrap(true);
    m_login->setPlaceholderText(tr("your user name on the cluster"));
    m_loginNode = new QLineEdit(page);
    m_loginNode->setObjectName(u"loginNode"_s);
    m_loginNode->setPlaceholderText(u"login.lab.example.edu"_s);
    m_fetch = new QPushButton(tr("Get a token from the login node"), page);
    m_fetch->setObjectName(u"fetchToken"_s);
    m_fetch->setDefault(true);
    m_trust = new QPushButton(tr("Trust this key and go on"), page);
    m_trust->setObjectName(u"trustLoginNode"_s);
    m_trust->hide();
    m_password->setPlaceholderText(tr("or paste a token (scontrol token lifespan=86400)"));
    m_key = new QLineEdit(page);
    m_key->setObjectName(u"key"_s);
    m_key->setPlaceholderText(tr("your SSH private key, e.g. ~/.ssh/id_ed25519"));
    auto *chooseKey = new QPushButton(tr("Choose…"), page);
    connect(chooseKey, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Your SSH private key"), m_key->text().isEmpty() ? SshKeyPair::sshDir() : m_key->text());
        if (!path.isEmpty())
            m_key->setText(path);
    });
    auto *keyRow = new QHBoxLayout;
    keyRow->addWidget(m_key, 1);
    keyRow->addWidget(chooseKey);
    auto *form = new QFormLayout;
    form->addRow(tr("User name:"), m_login);
    form->addRow(tr("Login node:"), m_loginNode);
    form->addRow(tr("SSH key:"), keyRow);
    auto *pasted = new QFormLayout;
    pasted->addRow(tr("Token:"), m_password);
    auto *logIn = new QPushButton(tr("Log in with this token"), page);
    logIn->setObjectName(u"logIn"_s);
    layout->addWidget(text);
    layout->addLayout(form);
    layout->addWidget(m_fetch);
    layout->addWidget(m_trust);
    layout->addLayout(pasted);
    layout->addWidget(logIn);
    connect(m_fetch, &QPushButton::clicked, this, &LoginDialog::fetchToken);
    connect(m_trust, &QPushButton::clicked, this, &LoginDialog::fetchToken);
    connect(logIn, &QPushButton::clicked, this, &LoginDialog::submitLogIn);
    connect(m_password, &QLineEdit::returnPressed, this, &LoginDialog::submitLogIn);
    m_buttons << m_fetch << m_trust << logIn;
    return page;
}

void LoginDialog::setCluster(SshWorkspace *ssh, SshRemote *remote, const std::optional<SshHop> &loginNode)
{
    m_ssh = ssh;
    m_remote = remote;
    // The key gpudesk uses already, else the usual one of OpenSSH's that is there.
    QString key = ssh ? ssh->preferences().defaultIdentity : QString();
    for (const char *name : {"id_ed25519", "id_ecdsa", "id_rsa"}) {
        const QString usual = SshKeyPair::sshDir() + u'/' + QLatin1StringView(name);
        if (key.isEmpty() && QFile::exists(usual))
            key = usual;
    }
    if (m_key)
        m_key->setText(key);
    if (!loginNode || !m_loginNode)
        return;
    m_login->setText(loginNode->user);
    m_loginNode->setText(loginNode->port == 22 ? loginNode->host
                                               : u"%1:%2"_s.arg(loginNode->host).arg(loginNode->port));
}

void LoginDialog::fetchToken()
{
    const QString user = m_login->text().trimmed();
    const auto node = PlatformUrl::loginNode(m_loginNode->text());
    QString problem;
    if (user.isEmpty())
        problem = tr("Type your user name on the cluster.");
    else if (m_loginNode->text().trimmed().isEmpty())
        problem = tr("Type the login node (the machine you ssh to), or paste a token.");
    else if (!node)
        problem = tr("'%1' is not a login node: type its host name, and its port after a colon if it is not 22.")
                      .arg(m_loginNode->text().trimmed());
    else if (!m_ssh || !m_remote)
        problem = tr("gpudesk's SSH is not ready yet; paste a token instead.");
    else if (const QString key = m_key->text().trimmed(); !key.isEmpty() && !QFile::exists(key))
        problem = tr("There is no key at %1: choose the private key you log in to the login node with.").arg(key);
    QString error;
    // The key chosen here is gpudesk's key from now on: the jobs let it in as the login node does.
    if (problem.isEmpty() && !m_key->text().trimmed().isEmpty()
        && m_key->text().trimmed() != m_ssh->preferences().defaultIdentity
        && !m_ssh->setDefaultIdentity(m_key->text().trimmed(), &error))
        problem = error;
    setProblem(problem);
    if (!problem.isEmpty())
        return;
    m_trust->hide();
    setBusy(true);
    const SshHop hop{node->host, node->port, user};
    m_remote->executeOnHost(
        hop, SlurmToken::command(kTokenLifespanSeconds), m_trusted, this,
        [this, user](const std::optional<SshSession::Output> &out, const SshFailure &failure) {
            if (!out)
                return tokenFailed(failure);
            const QString token = SlurmToken::fromScontrol(out->out + '\n' + out->err);
            if (token.isEmpty()) {
                setBusy(false);
                const QString said = QString::fromUtf8(out->err.isEmpty() ? out->out : out->err).trimmed().left(300);
                setProblem(tr("The login node made no token%1. Ask the cluster's admins whether "
                              "Slurm's JWT authentication is on (AuthAltTypes=auth/jwt), or paste a "
                              "token you made.")
                               .arg(said.isEmpty() ? QString() : tr(" (it said: %1)").arg(said)));
                return;
            }
            m_password->setText(token);
            m_session.logIn(user, token);
        });
}

void LoginDialog::tokenFailed(const SshFailure &failure)
{
    setBusy(false);
    setProblem(failure.message);
    // A login node seen for the first time (or with a new key): the user compares and decides.
    if (failure.kind == SshFailure::Kind::HostKeyUnknown || failure.kind == SshFailure::Kind::HostKeyChanged) {
        m_trusted = failure.offered;
        m_trust->show();
    }
}

QWidget *LoginDialog::buildTwoFactor()
{
    auto *page = new QWidget(this);
    auto *text = new QLabel(tr("This account has two-factor authentication. Enter the 6-digit code from your "
                               "authenticator app, or one of your recovery codes."),
                            page);
    text->setWordWrap(true);
    m_code = new QLineEdit(page);
    m_code->setObjectName(u"code"_s);
    m_code->setPlaceholderText(u"123456"_s);
    auto *verify = new QPushButton(tr("Verify"), page);
    verify->setObjectName(u"verify"_s);
    auto *back = new QPushButton(tr("Back"), page);
    back->setFlat(true);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(text);
    layout->addWidget(m_code);
    layout->addWidget(verify);
    layout->addWidget(back);
    connect(verify, &QPushButton::clicked, this, &LoginDialog::submitCode);
    connect(m_code, &QLineEdit::returnPressed, this, &LoginDialog::submitCode);
    connect(back, &QPushButton::clicked, this, [this] { showPage(LogIn); });
    m_buttons << verify << back;
    return page;
}

QWidget *LoginDialog::buildRegister()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout;
    m_phone = new QLineEdit(page);
    m_phone->setObjectName(u"phone"_s);
    m_email = new QLineEdit(page);
    m_email->setObjectName(u"email"_s);
    m_newPassword = new QLineEdit(page);
    m_newPassword->setObjectName(u"newPassword"_s);
    m_newPassword->setEchoMode(QLineEdit::Password);
    m_repeat = new QLineEdit(page);
    m_repeat->setObjectName(u"repeat"_s);
    m_repeat->setEchoMode(QLineEdit::Password);
    form->addRow(tr("Mobile number:"), m_phone);
    form->addRow(tr("E-mail:"), m_email);
    form->addRow(tr("Password:"), m_newPassword);
    form->addRow(tr("Password again:"), m_repeat);
    auto *create = new QPushButton(tr("Create the account"), page);
    create->setObjectName(u"create"_s);
    auto *back = new QPushButton(tr("I have an account"), page);
    back->setFlat(true);
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(form);
    layout->addWidget(create);
    layout->addWidget(back);
    connect(create, &QPushButton::clicked, this, &LoginDialog::submitRegistration);
    connect(back, &QPushButton::clicked, this, [this] { showPage(LogIn); });
    m_buttons << create << back;
    return page;
}

LoginDialog::Page LoginDialog::page() const
{
    return Page(m_pages->currentIndex());
}

QString LoginDialog::problem() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

void LoginDialog::showPage(Page page)
{
    setProblem({});
    m_pages->setCurrentIndex(page);
    if (page == TwoFactor)
        m_code->setFocus();
}

void LoginDialog::setProblem(const QString &text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
}

void LoginDialog::setBusy(bool busy)
{
    for (QPushButton *b : std::as_const(m_buttons))
        b->setEnabled(!busy);
}

void LoginDialog::failed(const ApiError &error)
{
    setBusy(false);
    setProblem(error.sentence());
}

void LoginDialog::submitLogIn()
{
    if (m_kind == Kind::ApiKey || m_kind == Kind::ApiKeyPair || m_kind == Kind::ClusterToken) {
        const QString key = m_password->text().trimmed();
        const bool cluster = m_kind == Kind::ClusterToken;
        QString problem = key.isEmpty()
            ? (cluster ? tr("Get a token from the login node, or paste one first.") : tr("Paste the API key first."))
            : QString();
        if (m_kind == Kind::ApiKeyPair && (key.isEmpty() || m_login->text().trimmed().isEmpty()))
            problem = tr("Paste both the public and the private key.");
        setProblem(problem);
        if (!problem.isEmpty())
            return;
        setBusy(true);
        // A cluster's user: typed, else the address's or the token's own.
        m_session.logIn(cluster || m_kind == Kind::ApiKeyPair ? m_login->text().trimmed() : QString(), key);
        return;
    }
    QString problem = AccountInput::loginProblem(m_login->text());
    if (problem.isEmpty() && m_password->text().isEmpty())
        problem = tr("Enter your password.");
    setProblem(problem);
    if (!problem.isEmpty())
        return;
    setBusy(true);
    const QString login = m_login->text().trimmed();
    m_session.logIn(login.contains(u'@') ? login : AccountInput::normalizedPhone(login), m_password->text());
}

void LoginDialog::submitCode()
{
    const QString problem = AccountInput::codeProblem(m_code->text());
    setProblem(problem);
    if (!problem.isEmpty())
        return;
    setBusy(true);
    m_session.submitTwoFactorCode(m_code->text().trimmed());
}

void LoginDialog::submitRegistration()
{
    QString problem = AccountInput::phoneProblem(m_phone->text());
    if (problem.isEmpty())
        problem = AccountInput::emailProblem(m_email->text());
    if (problem.isEmpty())
        problem = AccountInput::passwordProblem(m_newPassword->text(), m_phone->text());
    if (problem.isEmpty() && m_repeat->text() != m_newPassword->text())
        problem = tr("The two passwords differ.");
    setProblem(problem);
    if (!problem.isEmpty())
        return;
    setBusy(true);
    m_session.registerAccount(AccountInput::normalizedPhone(m_phone->text()), m_email->text().trimmed(),
                              m_newPassword->text());
}
