// The Security and API tokens pages against the sandbox's demo account: two-factor
// login turned on with a code computed here from the secret the page shows, the recovery codes
// shown once and saved privately, turning it off; login records with a new address marked; the
// password changed; verification's status; tokens created with a secret shown once, the soon
// expiring marked, revoked — in English and in Chinese.
#include "common/base32.h"
#include "common/totp.h"
#include "common/translations.h"
#include "core/console/consoleservices.h"
#include "tests/support/httpclient.h"
#include "tests/ui/consolewindow.h"
#include "tests/ui/democonsole.h"
#include "tests/ui/demopagetest.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "tests/ui/tablecells.h"
#include "ui/account/securitypage.h"
#include "ui/account/tokenspage.h"
#include "ui/instances/instanceactions.h"
#include "ui/shell/mainwindow.h"
#include "ui/widgets/icons.h"
#include "ui/widgets/listmodel.h"
#include "ui/widgets/messagestyle.h"
#include "ui/widgets/qrcode.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

class AccountPages : public DemoPageTest
{
protected:
    qint64 platformNow()
    {
        return QDateTime::fromString(HttpClient(m_demo.url()).get(u"/v1/health"_s).json[u"server_time"_s].toString(),
                                     Qt::ISODate)
            .toSecsSinceEpoch();
    }
    /// Logs in over HTTP as the demo account; the answer's status.
    int logIn(const QString &password, const QString &userAgent = {}, const QString &code = {})
    {
        HttpClient c(m_demo.url());
        if (!userAgent.isEmpty())
            c.setUserAgent(userAgent.toUtf8());
        QJsonObject body{{u"login"_s, u"13800000000"_s}, {u"password"_s, password}};
        if (!code.isEmpty())
            body.insert(u"totp"_s, code);
        return c.post(u"/v1/sessions"_s, body).status;
    }
};

} // namespace

TEST(QrCode, DrawsTheSymbolWithItsQuietZoneInBlackAndWhite)
{
    const QString uri = u"otpauth://totp/gpudesk:demo?secret=JBSWY3DPEHPK3PXP&issuer=gpudesk"_s;
    const int modules = QrCode::modules(uri);
    ASSERT_GE(modules, 21);
    EXPECT_EQ((modules - 17) % 4, 0); // a QR symbol is 17 + 4 × version modules wide
    const QImage image = QrCode::render(uri, 3);
    ASSERT_EQ(image.width(), (modules + 8) * 3);
    EXPECT_EQ(image.height(), image.width());
    // The quiet zone is white; the top-left finder pattern starts with a dark module after it.
    EXPECT_EQ(image.pixel(0, 0), qRgb(255, 255, 255));
    EXPECT_EQ(image.pixel(4 * 3 + 1, 4 * 3 + 1), qRgb(0, 0, 0));
    EXPECT_EQ(image.pixel((4 + 1) * 3 + 1, (4 + 1) * 3 + 1), qRgb(255, 255, 255)); // its white ring
    EXPECT_TRUE(QrCode::render(QString(8000, u'x'), 3).isNull()); // too much for any QR code
}

namespace {

/// The darkest and the lightest opaque pixel of an icon's drawing.
std::pair<int, int> inkOf(const QIcon &icon)
{
    const QImage image = icon.pixmap(QSize(48, 48)).toImage();
    int darkest = 255, lightest = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() > 200) {
                darkest = std::min(darkest, c.lightness());
                lightest = std::max(lightest, c.lightness());
            }
        }
    }
    return {darkest, lightest};
}

} // namespace

TEST(Icons, AreDrawnInThePalettesTextColourSoADarkThemeGetsLightOnes)
{
    const QPalette original = QApplication::palette();
    QPalette dark = original;
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
    QApplication::setPalette(dark);
    const auto [darkInkMin, darkInkMax] = inkOf(Icons::get(u"billing"_s));
    QPalette light = original;
    light.setColor(QPalette::WindowText, QColor(0x10, 0x10, 0x10));
    QApplication::setPalette(light);
    const auto [lightInkMin, lightInkMax] = inkOf(Icons::get(u"billing"_s));
    QApplication::setPalette(original);
    EXPECT_GT(darkInkMin, 200);
    EXPECT_LT(lightInkMax, 60);
    Q_UNUSED(darkInkMax);
    Q_UNUSED(lightInkMin);
    // Sharp at any scale: drawn at the screen's pixels for the size asked (192 of them for 96 at
    // 200%), not a smaller drawing scaled up.
    const QPixmap big = Icons::get(u"billing"_s).pixmap(QSize(96, 96));
    EXPECT_EQ(big.deviceIndependentSize().toSize(), QSize(96, 96));
    EXPECT_EQ(big.width(), qRound(96 * qApp->devicePixelRatio()));
    EXPECT_EQ(Icons::get(u"billing"_s).pixmap(QSize(20, 20)).deviceIndependentSize().toSize(), QSize(20, 20));
    EXPECT_TRUE(Icons::get(u"no-such-icon"_s).isNull());
}

TEST(Icons, ARunningConsoleDrawsThemAgainWhenTheDesktopGoesFromLightToDark)
{
    DemoConsole demo;
    QString error;
    ASSERT_TRUE(demo.start(&error)) << error.toStdString();
    const QPalette original = QApplication::palette();
    QPalette light = original;
    light.setColor(QPalette::WindowText, QColor(0x10, 0x10, 0x10));
    QApplication::setPalette(light);
    ConsoleWindow shown(demo);
    MainWindow &window = shown.window;
    auto *navigation = window.findChild<QListWidget *>(u"navigation"_s);
    ASSERT_TRUE(navigation);
    QAction *stop = window.actions()->stop();
    EXPECT_LT(inkOf(stop->icon()).second, 60);
    EXPECT_LT(inkOf(navigation->item(0)->icon()).second, 60);

    QPalette dark = original;
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
    QApplication::setPalette(dark);
    const bool redrawn = QTest::qWaitFor([&] { return inkOf(stop->icon()).first > 200; }, 5000);
    const int navigationInk = inkOf(navigation->item(0)->icon()).first;
    const int createInk = inkOf(window.findChild<QAction *>(u"createAction"_s)->icon()).first;
    QApplication::setPalette(original);
    EXPECT_TRUE(redrawn);
    EXPECT_GT(navigationInk, 200);
    EXPECT_GT(createInk, 200);
}

TEST_F(AccountPages, TwoFactorLoginIsTurnedOnWithTheCodeOfTheSecretShownAndOffAgain)
{
    SecurityPage page(m_demo.console(), SecurityPage::Sources::of(m_demo.console().platform()), m_confirmer,
                      m_demo.clock());
    page.resize(1000, 900);
    QSignalSpy answered(&page, &SecurityPage::answered);
    page.show();
    ASSERT_TRUE(QTest::qWaitFor([&] { return page.twoFactorButton()->isEnabled(); }, 10000));
    EXPECT_TRUE(page.twoFactorStatus()->text().startsWith(u"Off"_s));
    page.twoFactorButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !page.secretText()->text().isEmpty(); }, 10000));
    EXPECT_FALSE(page.qrCode()->pixmap().isNull());
    // What an authenticator app does with the key typed in: the code of now.
    const auto secret = Base32::decode(page.secretText()->text().remove(u' '));
    ASSERT_TRUE(secret) << page.secretText()->text().toStdString();
    EXPECT_TRUE(saveScreenshot(page, u"security-2fa"_s));
    page.codeField()->setText(u"12ab"_s);
    page.confirmButton()->click();
    EXPECT_TRUE(page.message()->text().contains(u"6 digits"_s));
    page.codeField()->setText(Totp::code(*secret, platformNow()));
    page.confirmButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !page.recoveryCodes()->toPlainText().isEmpty(); }, 10000))
        << page.message()->text().toStdString();
    const QStringList codes = page.recoveryCodes()->toPlainText().split(u'\n');
    EXPECT_GE(codes.size(), 8);
    ASSERT_TRUE(QTest::qWaitFor([&] { return page.twoFactorStatus()->text().startsWith(u"On"_s); }, 10000));
    EXPECT_TRUE(saveScreenshot(page, u"security-recovery"_s));
    // The codes saved readable by the user only.
    QTemporaryDir dir;
    m_confirmer.savePath = dir.path() + u"/codes.txt"_s;
    page.saveCodesButton()->click();
    QFile saved(*m_confirmer.savePath);
    ASSERT_TRUE(saved.open(QIODevice::ReadOnly));
    EXPECT_EQ(QString::fromUtf8(saved.readAll()).trimmed(), codes.join(u'\n'));
    EXPECT_EQ(saved.permissions() & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions());
    // The platform now asks for a code at login; a recovery code serves once.
    EXPECT_EQ(logIn(u"sandbox-demo"_s), 401);
    EXPECT_EQ(logIn(u"sandbox-demo"_s, {}, codes.first()), 201);

    // Off again, with a code from the app.
    m_demo.advance(31);
    m_confirmer.typed = Totp::code(*secret, platformNow());
    page.twoFactorButton()->click();
    ASSERT_TRUE(QTest::qWaitFor([&] { return page.twoFactorStatus()->text().startsWith(u"Off"_s); }, 10000))
        << page.message()->text().toStdString();
    EXPECT_EQ(logIn(u"sandbox-demo"_s), 201);
}

TEST_F(AccountPages, RecentLoginsAreListedAndThePasswordChanges)
{
    ASSERT_EQ(logIn(u"wrong-Pass-1"_s, u"curl/8.0"_s), 401);
    SecurityPage page(m_demo.console(), SecurityPage::Sources::of(m_demo.console().platform()), m_confirmer,
                      m_demo.clock());
    page.resize(1000, 900);
    page.show();
    const ListModel &logins = page.loginRows();
    ASSERT_TRUE(QTest::qWaitFor([&] { return logins.rowCount() >= 2; }, 10000));
    EXPECT_EQ(logins.index(0, 1).data(Qt::ForegroundRole).value<QColor>(), MessageStyle::problemColor());
    EXPECT_EQ(cell(logins, 0, 1), u"Refused: wrong password"_s);
    EXPECT_EQ(cell(logins, 0, 3), u"curl/8.0"_s);
    EXPECT_TRUE(page.verificationStatus()->text().startsWith(u"Verified"_s))
        << page.verificationStatus()->text().toStdString();
    EXPECT_FALSE(page.verifyButton()->isVisible());

    // The password: checked here first, then by the platform.
    page.currentPassword()->setText(u"sandbox-demo"_s);
    page.newPassword()->setText(u"new-Secret-2027"_s);
    page.repeatPassword()->setText(u"new-Secret-2028"_s);
    page.changePasswordButton()->click();
    EXPECT_TRUE(page.message()->text().contains(u"differ"_s));
    page.newPassword()->setText(u"12345678"_s);
    page.repeatPassword()->setText(u"12345678"_s);
    page.changePasswordButton()->click();
    EXPECT_TRUE(page.message()->text().contains(u"only digits"_s)) << page.message()->text().toStdString();
    page.currentPassword()->setText(u"not-it-2026"_s);
    page.newPassword()->setText(u"new-Secret-2027"_s);
    page.repeatPassword()->setText(u"new-Secret-2027"_s);
    QSignalSpy answered(&page, &SecurityPage::answered);
    page.changePasswordButton()->click();
    ASSERT_TRUE(answered.wait(10000));
    EXPECT_TRUE(page.message()->text().startsWith(u"The password was not changed"_s))
        << page.message()->text().toStdString();
    page.currentPassword()->setText(u"sandbox-demo"_s);
    page.changePasswordButton()->click();
    ASSERT_TRUE(answered.wait(10000));
    EXPECT_TRUE(page.message()->text().startsWith(u"Password changed"_s)) << page.message()->text().toStdString();
    EXPECT_TRUE(page.currentPassword()->text().isEmpty());
    EXPECT_EQ(logIn(u"new-Secret-2027"_s), 201);
    // Still logged in here: the console goes on with its session.
    page.reload();
    ASSERT_TRUE(answered.wait(10000));
    EXPECT_FALSE(page.message()->text().contains(u"could not be read"_s));
    EXPECT_TRUE(saveScreenshot(page, u"security"_s));
}

TEST_F(AccountPages, ATokenIsShownOnceWorksUntilRevokedAndSoonExpiringOnesStandOut)
{
    TokensPage page(m_demo.console(), *m_demo.console().platform().facet<ApiTokens>(),
                    m_demo.console().platform().facet<SessionConfirmation>(), m_confirmer);
    page.resize(1000, 760);
    QSignalSpy listed(&page, &TokensPage::listed);
    page.show();
    ASSERT_TRUE(listed.wait(10000));
    EXPECT_EQ(page.daysField()->value(), 30);
    page.createButton()->click();
    EXPECT_TRUE(page.message()->text().contains(u"name"_s));
    page.nameField()->setText(u"训练脚本"_s);
    page.scope(u"read"_s)->setChecked(false);
    page.createButton()->click();
    EXPECT_TRUE(page.message()->text().contains(u"at least one scope"_s));
    page.scope(u"read"_s)->setChecked(true);
    page.scope(u"instances"_s)->setChecked(true);
    page.createButton()->click();
    ASSERT_TRUE(listed.wait(10000));
    const QString secret = page.secretField()->text();
    ASSERT_TRUE(secret.startsWith(u"gdk_"_s)) << secret.toStdString();
    const ListModel &table = page.rows();
    ASSERT_EQ(table.rowCount(), 1);
    EXPECT_EQ(cell(table, 0, 0), u"训练脚本"_s);
    EXPECT_EQ(cell(table, 0, 1), u"read, instances"_s);
    EXPECT_TRUE(cell(table, 0, 2).contains(u"(in 29 days)"_s) || cell(table, 0, 2).contains(u"(in 30 days)"_s))
        << cell(table, 0, 2).toStdString();
    EXPECT_EQ(cell(table, 0, 3), u"never"_s);
    EXPECT_FALSE(table.index(0, 2).data(Qt::FontRole).value<QFont>().bold());
    for (int column = 0; column < table.columnCount(); ++column) // the list never shows it
        EXPECT_FALSE(cell(table, 0, column).contains(secret));

    // It works for a script, and its use is recorded.
    HttpClient script(m_demo.url());
    script.setToken(secret);
    EXPECT_EQ(script.get(u"/v1/instances"_s).status, 200);

    // One that expires in three days stands out.
    page.nameField()->setText(u"ci"_s);
    page.daysField()->setValue(3);
    page.createButton()->click();
    ASSERT_TRUE(listed.wait(10000));
    ASSERT_EQ(table.rowCount(), 2);
    int soon = -1;
    for (int r = 0; r < table.rowCount(); ++r)
        soon = cell(table, r, 0) == u"ci"_s ? r : soon;
    ASSERT_GE(soon, 0);
    EXPECT_TRUE(table.index(soon, 2).data(Qt::FontRole).value<QFont>().bold());
    EXPECT_EQ(table.index(soon, 0).data(Qt::ForegroundRole).value<QColor>(), MessageStyle::warningColor());
    EXPECT_TRUE(saveScreenshot(page, u"tokens"_s));

    // Revoked after a yes: the script is refused at once.
    const int first = soon == 0 ? 1 : 0;
    EXPECT_NE(cell(table, first, 3), u"never"_s);
    page.table()->selectRow(first);
    m_confirmer.yes = false;
    page.revokeButton()->click();
    EXPECT_EQ(table.rowCount(), 2);
    m_confirmer.yes = true;
    page.revokeButton()->click();
    ASSERT_TRUE(listed.wait(10000));
    EXPECT_EQ(table.rowCount(), 1);
    EXPECT_TRUE(page.secretField()->text().isEmpty());
    EXPECT_EQ(script.get(u"/v1/instances"_s).status, 401);
}

TEST_F(AccountPages, SpeakChinese)
{
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        SecurityPage security(m_demo.console(), SecurityPage::Sources::of(m_demo.console().platform()), m_confirmer,
                              m_demo.clock());
        security.resize(1000, 900);
        security.show();
        EXPECT_EQ(security.title(), u"账号安全"_s);
        ASSERT_TRUE(QTest::qWaitFor([&] { return security.twoFactorButton()->isEnabled(); }, 10000));
        security.twoFactorButton()->click();
        ASSERT_TRUE(QTest::qWaitFor([&] { return !security.secretText()->text().isEmpty(); }, 10000));
        ASSERT_TRUE(QTest::qWaitFor([&] { return security.loginRows().rowCount() > 0; }, 10000));
        EXPECT_TRUE(saveScreenshot(security, u"security-zh_CN"_s));
        TokensPage tokens(m_demo.console(), *m_demo.console().platform().facet<ApiTokens>(),
                          m_demo.console().platform().facet<SessionConfirmation>(), m_confirmer);
        tokens.resize(1000, 760);
        QSignalSpy listed(&tokens, &TokensPage::listed);
        tokens.show();
        EXPECT_EQ(tokens.title(), u"API 令牌"_s);
        ASSERT_TRUE(listed.wait(10000));
        tokens.nameField()->setText(u"笔记本"_s);
        tokens.createButton()->click();
        ASSERT_TRUE(listed.wait(10000));
        EXPECT_TRUE(saveScreenshot(tokens, u"tokens-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
}
