// The login dialog against a real sandbox: fields checked before the platform is asked, the
// platform's refusals as sentences, the demo account in one click, the 2FA step, registering;
// screenshots of each page in English and Chinese.
#include "common/base32.h"
#include "common/totp.h"
#include "common/translations.h"
#include "core/api/restplatform.h"
#include "core/session/filesecretbackend.h"
#include "core/session/secretstore.h"
#include "core/session/session.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxprocess.h"
#include "tests/ui/screenshot.h"
#include "ui/account/accountinput.h"
#include "ui/account/logindialog.h"

#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

class LoginDialogTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        ASSERT_TRUE(m_sandbox.start(&error)) << error.toStdString();
    }
    void type(LoginDialog &dialog, const char *field, const QString &text)
    {
        auto *edit = dialog.findChild<QLineEdit *>(QString::fromLatin1(field));
        ASSERT_TRUE(edit) << field;
        edit->clear();
        QTest::keyClicks(edit, text);
    }
    void click(LoginDialog &dialog, const char *button)
    {
        auto *b = dialog.findChild<QPushButton *>(QString::fromLatin1(button));
        ASSERT_TRUE(b) << button;
        QTest::mouseClick(b, Qt::LeftButton);
    }
    bool settled(Session &session)
    {
        return QTest::qWaitFor([&] { return session.state() != Session::State::Busy; }, 10000);
    }

    SandboxProcess m_sandbox{{u"--clock"_s, u"manual"_s, u"--demo"_s}};
    QTemporaryDir m_dir;
};

} // namespace

TEST(AccountInput, ChecksWhatThePlatformWouldRefuse)
{
    EXPECT_TRUE(AccountInput::phoneProblem(u"+86 138-0000-0000"_s).isEmpty());
    EXPECT_EQ(AccountInput::normalizedPhone(u"+86 138-0000-0000"_s), u"13800000000"_s);
    EXPECT_FALSE(AccountInput::phoneProblem(u"12345"_s).isEmpty());
    EXPECT_TRUE(AccountInput::emailProblem(u" li@example.cn "_s).isEmpty());
    EXPECT_FALSE(AccountInput::emailProblem(u"li@example"_s).isEmpty());
    EXPECT_FALSE(AccountInput::passwordProblem(u"short1"_s, {}).isEmpty());
    EXPECT_FALSE(AccountInput::passwordProblem(u"1234567890"_s, {}).isEmpty());
    EXPECT_FALSE(AccountInput::passwordProblem(u"my13800000000"_s, u"13800000000"_s).isEmpty());
    EXPECT_TRUE(AccountInput::passwordProblem(u"gpu-Rent-2026"_s, u"13800000000"_s).isEmpty());
    EXPECT_TRUE(AccountInput::codeProblem(u"123456"_s).isEmpty());
    EXPECT_TRUE(AccountInput::codeProblem(u"n5jv5-mfflz"_s).isEmpty());
    EXPECT_FALSE(AccountInput::codeProblem(u"12345"_s).isEmpty());
}

TEST_F(LoginDialogTest, FieldsAreCheckedFirstThenThePlatformsAnswerIsShownAndTheDemoIsOneClick)
{
    RestPlatform platform(m_sandbox.url());
    SecretStore secrets(nullptr, std::make_unique<FileSecretBackend>(m_dir.path() + u"/s.json"_s));
    Session session(platform, secrets);
    LoginDialog dialog(session, true);
    dialog.show();
    EXPECT_TRUE(saveScreenshot(dialog, u"login-en"_s));

    type(dialog, "login", u"138"_s);
    click(dialog, "logIn");
    EXPECT_TRUE(dialog.problem().contains(u"11 digits"_s)) << dialog.problem().toStdString();
    EXPECT_EQ(session.state(), Session::State::LoggedOut); // the platform was not asked

    type(dialog, "login", u"138 0000 0000"_s);
    type(dialog, "password", u"not-it-2026"_s);
    click(dialog, "logIn");
    ASSERT_TRUE(settled(session));
    EXPECT_TRUE(dialog.problem().contains(u"password is wrong"_s)) << dialog.problem().toStdString();
    EXPECT_TRUE(saveScreenshot(dialog, u"login-refused-en"_s));

    click(dialog, "tryDemo");
    ASSERT_TRUE(QTest::qWaitFor([&] { return dialog.result() == QDialog::Accepted; }, 10000))
        << dialog.problem().toStdString();
    EXPECT_EQ(session.state(), Session::State::LoggedIn);
}

TEST_F(LoginDialogTest, AnAccountWith2faAsksForTheCodeOnASecondPage)
{
    HttpClient c(m_sandbox.url());
    c.setToken(c.post(u"/v1/sessions"_s, {{u"login"_s, u"13800000000"_s}, {u"password"_s, u"sandbox-demo"_s}})
                   .json.value(u"token"_s)
                   .toString());
    const QByteArray secret
        = Base32::decode(c.post(u"/v1/account/2fa"_s, QJsonObject{}).json.value(u"secret"_s).toString())
              .value_or(QByteArray());
    const auto now = [&] {
        return QDateTime::fromString(c.get(u"/v1/health"_s).json.value(u"server_time"_s).toString(), Qt::ISODate)
            .toSecsSinceEpoch();
    };
    ASSERT_EQ(c.post(u"/v1/account/2fa/confirm"_s, {{u"code"_s, Totp::code(secret, now())}}).status, 200);
    HttpClient(m_sandbox.url()).post(u"/v1/sandbox/clock"_s, {{u"advance_s"_s, 30}});

    RestPlatform platform(m_sandbox.url());
    SecretStore secrets(nullptr, std::make_unique<FileSecretBackend>(m_dir.path() + u"/s.json"_s));
    Session session(platform, secrets);
    LoginDialog dialog(session, true);
    dialog.show();
    click(dialog, "tryDemo");
    ASSERT_TRUE(QTest::qWaitFor([&] { return dialog.page() == LoginDialog::TwoFactor; }, 10000))
        << dialog.problem().toStdString();
    EXPECT_TRUE(saveScreenshot(dialog, u"login-2fa-en"_s));
    type(dialog, "code", u"12"_s);
    click(dialog, "verify");
    EXPECT_TRUE(dialog.problem().contains(u"6-digit"_s));
    type(dialog, "code", Totp::code(secret, now()));
    click(dialog, "verify");
    ASSERT_TRUE(QTest::qWaitFor([&] { return dialog.result() == QDialog::Accepted; }, 10000))
        << dialog.problem().toStdString();

    // The same page in Chinese.
    session.logOut();
    ASSERT_TRUE(QTest::qWaitFor([&] { return session.state() == Session::State::LoggedOut; }, 10000));
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    QString problem;
    {
        LoginDialog chinese(session, true);
        chinese.show();
        click(chinese, "tryDemo");
        const bool asked = QTest::qWaitFor([&] { return chinese.page() == LoginDialog::TwoFactor; }, 10000);
        type(chinese, "code", u"12"_s);
        click(chinese, "verify");
        problem = chinese.problem();
        EXPECT_TRUE(saveScreenshot(chinese, u"login-2fa-zh_CN"_s));
        EXPECT_TRUE(asked);
    }
    Translations::install(QLocale(QLocale::English));
    EXPECT_TRUE(problem.contains(u"6 位"_s)) << problem.toStdString();
}

TEST_F(LoginDialogTest, RegisteringChecksTheFormThenLogsIn)
{
    RestPlatform platform(m_sandbox.url());
    SecretStore secrets(nullptr, std::make_unique<FileSecretBackend>(m_dir.path() + u"/s.json"_s));
    Session session(platform, secrets);
    LoginDialog dialog(session, false);
    dialog.show();
    EXPECT_FALSE(dialog.findChild<QPushButton *>(u"tryDemo"_s)); // not on a real platform
    click(dialog, "toRegister");
    ASSERT_EQ(dialog.page(), LoginDialog::Register);
    type(dialog, "phone", u"13912340000"_s);
    type(dialog, "email", u"new@example.cn"_s);
    type(dialog, "newPassword", u"gpu-Rent-2026"_s);
    type(dialog, "repeat", u"gpu-Rent-2027"_s);
    click(dialog, "create");
    EXPECT_TRUE(dialog.problem().contains(u"differ"_s)) << dialog.problem().toStdString();
    EXPECT_TRUE(saveScreenshot(dialog, u"register-en"_s));
    type(dialog, "repeat", u"gpu-Rent-2026"_s);
    click(dialog, "create");
    ASSERT_TRUE(QTest::qWaitFor([&] { return dialog.result() == QDialog::Accepted; }, 10000))
        << dialog.problem().toStdString();
    EXPECT_EQ(session.account()->phone, u"13912340000"_s);
}

TEST_F(LoginDialogTest, SpeaksChinese)
{
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    RestPlatform platform(m_sandbox.url());
    SecretStore secrets(nullptr, std::make_unique<FileSecretBackend>(m_dir.path() + u"/s.json"_s));
    Session session(platform, secrets);
    {
        LoginDialog dialog(session, true);
        dialog.show();
        const QString title = dialog.windowTitle();
        type(dialog, "login", u"13800000000"_s);
        type(dialog, "password", u"wrong-Pass-1"_s);
        click(dialog, "logIn");
        settled(session);
        const QString problem = dialog.problem();
        EXPECT_TRUE(saveScreenshot(dialog, u"login-refused-zh_CN"_s));
        click(dialog, "toRegister");
        EXPECT_TRUE(saveScreenshot(dialog, u"register-zh_CN"_s));
        Translations::install(QLocale(QLocale::English));
        EXPECT_TRUE(title.contains(u"登录"_s)) << title.toStdString();
        EXPECT_TRUE(problem.contains(u"密码错误"_s)) << problem.toStdString();
    }
}
