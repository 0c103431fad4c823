// The console on 优云智算 (Compshare) against FakeCompshare: the key pair's login dialog (both halves
// asked for, a wrong private key said plainly, the right pair logged in), in English and Chinese,
// with screenshots.
#include "common/translations.h"
#include "core/api/compshare/compshareplatform.h"
#include "core/session/filesecretbackend.h"
#include "core/session/secretstore.h"
#include "core/session/session.h"
#include "tests/support/fakecompshare.h"
#include "tests/ui/screenshot.h"
#include "ui/account/logindialog.h"

#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

class CompshareLogin : public ::testing::TestWithParam<QLocale::Language>
{
protected:
    void SetUp() override { Translations::install(QLocale(GetParam())); }
    void TearDown() override { Translations::install(QLocale(QLocale::English)); }
    QString suffix() const { return GetParam() == QLocale::Chinese ? u"-zh_CN"_s : u"-en"_s; }

    FakeCompshare m_compshare;
    SystemClock m_clock;
    QTemporaryDir m_dir;
};

} // namespace

TEST_P(CompshareLogin, AsksForBothHalvesOfTheKeyPairAndSaysWhenOneIsWrong)
{
    CompsharePlatform platform(m_compshare.url(), m_clock);
    SecretStore secrets(nullptr, std::make_unique<FileSecretBackend>(m_dir.path() + u"/s.json"_s));
    Session session(platform, secrets);
    LoginDialog dialog(session, LoginDialog::Kind::ApiKeyPair);
    dialog.show();
    auto *publicKey = dialog.findChild<QLineEdit *>(u"login"_s);
    auto *privateKey = dialog.findChild<QLineEdit *>(u"password"_s);
    auto *logIn = dialog.findChild<QPushButton *>(u"logIn"_s);
    ASSERT_TRUE(publicKey && privateKey && logIn);
    EXPECT_TRUE(publicKey->isVisible());
    EXPECT_EQ(privateKey->echoMode(), QLineEdit::Password);
    EXPECT_FALSE(dialog.findChild<QPushButton *>(u"toRegister"_s)); // no account is made from here
    EXPECT_TRUE(saveScreenshot(dialog, u"compshare-login"_s + suffix()));

    // One half alone is not sent.
    QTest::keyClicks(privateKey, m_compshare.privateKey());
    QTest::mouseClick(logIn, Qt::LeftButton);
    EXPECT_FALSE(dialog.problem().isEmpty());
    EXPECT_TRUE(m_compshare.requests.isEmpty());

    QTest::keyClicks(publicKey, m_compshare.publicKey());
    privateKey->setText(u"not-the-private-key"_s);
    QTest::mouseClick(logIn, Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor([&] { return session.state() != Session::State::Busy; }, 10000));
    const QString refused = dialog.problem();
    EXPECT_TRUE(saveScreenshot(dialog, u"compshare-login-refused"_s + suffix()));
    EXPECT_NE(dialog.result(), QDialog::Accepted);
    if (GetParam() == QLocale::Chinese)
        EXPECT_TRUE(refused.contains(u"密钥"_s)) << refused.toStdString();
    else
        EXPECT_TRUE(refused.contains(u"key"_s)) << refused.toStdString();

    privateKey->setText(m_compshare.privateKey());
    QTest::mouseClick(logIn, Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor([&] { return dialog.result() == QDialog::Accepted; }, 10000))
        << dialog.problem().toStdString();
    EXPECT_EQ(CompshareKeys::fromToken(session.token()),
              (CompshareKeys{m_compshare.publicKey(), m_compshare.privateKey()}));
}

INSTANTIATE_TEST_SUITE_P(Languages, CompshareLogin, ::testing::Values(QLocale::English, QLocale::Chinese));
