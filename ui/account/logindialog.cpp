#include "ui/account/logindialog.h"

#include "core/session/session.h"
#include "ui/account/accountinput.h"
#include "ui/widgets/messagestyle.h"

#include <QFormLayout>
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
    if (kind == Kind::ApiKey) {
        // The key is the login: one field, no account to create here.
        auto *layout = new QVBoxLayout(page);
        auto *text = new QLabel(tr("This platform logs in with an API key. Create one on its web site (in its "
                                   "settings, under API keys, with read and write access) and paste it here. gpudesk "
                                   "keeps it in your keychain and shows it nowhere."),
                                page);
        text->setWordWrap(true);
        m_login->hide();
        m_password->setPlaceholderText(tr("Paste the API key"));
        form->addRow(tr("API key:"), m_password);
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
    if (m_kind == Kind::ApiKey) {
        const QString key = m_password->text().trimmed();
        setProblem(key.isEmpty() ? tr("Paste the API key first.") : QString());
        if (key.isEmpty())
            return;
        setBusy(true);
        m_session.logIn({}, key);
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
