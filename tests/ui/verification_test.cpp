// Real-name verification from the console: the form checked as the platform would before it is
// sent, the platform's answer, and the account under review; reached from the create wizard's
// locked cards, after which the wizard reads the account again.
#include "common/clock.h"
#include "common/translations.h"
#include "core/api/restplatform.h"
#include "tests/support/httpclient.h"
#include "tests/support/sandboxaccount.h"
#include "tests/support/sandboxprocess.h"
#include "tests/ui/screenshot.h"
#include "ui/account/verificationdialog.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(VerificationDialog, ChecksTheFormFirstThenSubmitsForReview)
{
    SandboxProcess sandbox({u"--clock"_s, u"manual"_s, u"--runtime"_s, u"none"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    const QString token = accountOn(sandbox.url(), u"13600000004"_s, 1000, false);
    RestPlatform platform(sandbox.url());
    platform.setToken(token);

    ManualClock clock(QDateTime(QDate(2026, 12, 1), QTime(12, 0), QTimeZone::utc()).toMSecsSinceEpoch());
    VerificationDialog dialog(platform, clock);
    dialog.show();
    auto *name = dialog.findChild<QLineEdit *>(u"realName"_s);
    auto *id = dialog.findChild<QLineEdit *>(u"idNumber"_s);
    auto *submit = dialog.findChild<QPushButton *>(u"submit"_s);
    ASSERT_TRUE(name && id && submit);
    EXPECT_FALSE(submit->isEnabled());
    EXPECT_TRUE(dialog.findChild<QLabel *>(u"message"_s)->text().isEmpty()); // no error before typing

    name->setText(u"李雷"_s); // keyClicks types ASCII only
    QTest::keyClicks(id, u"440308200001011235"_s); // one typo in the last character
    EXPECT_TRUE(dialog.problem().contains(u"typo"_s)) << dialog.problem().toStdString();
    EXPECT_FALSE(submit->isEnabled());
    EXPECT_TRUE(saveScreenshot(dialog, u"verification-refused-en"_s));
    id->clear();
    QTest::keyClicks(id, u"44030820000101123"_s);
    EXPECT_TRUE(dialog.problem().contains(u"18 characters"_s));
    QTest::keyClicks(id, u"4"_s);
    EXPECT_TRUE(dialog.problem().isEmpty()) << dialog.problem().toStdString();
    name->setText(u"L"_s);
    EXPECT_TRUE(dialog.problem().contains(u"2 to 30 letters"_s));
    name->setText(u"李雷"_s);
    // Today comes from the clock it is given: born on 5 December 2026 is not yet possible on the 1st.
    id->setText(u"440308202612051234"_s);
    EXPECT_FALSE(dialog.problem().isEmpty());
    clock.advanceMs(10LL * 86400 * 1000);
    id->setText(u"440308202612051234"_s);
    EXPECT_TRUE(dialog.problem().isEmpty()) << dialog.problem().toStdString();
    id->setText(u"440308200001011234"_s);

    QSignalSpy submitted(&dialog, &VerificationDialog::submitted);
    QTest::mouseClick(submit, Qt::LeftButton);
    ASSERT_TRUE(submitted.wait(10000)) << dialog.findChild<QLabel *>(u"message"_s)->text().toStdString();
    EXPECT_EQ(dialog.status(), u"pending"_s);
    EXPECT_FALSE(submit->isEnabled()); // once is enough
    EXPECT_EQ(dialog.findChild<QPushButton *>(u"cancel"_s)->text(), u"Close"_s);
    EXPECT_TRUE(saveScreenshot(dialog, u"verification-submitted-en"_s));
    HttpClient c(sandbox.url());
    c.setToken(token);
    EXPECT_EQ(c.get(u"/v1/account"_s).json[u"verification"_s][u"status"_s].toString(), u"pending"_s);

    // Sent again from elsewhere, the platform's refusal is said in the form.
    VerificationDialog again(platform, clock);
    again.findChild<QLineEdit *>(u"realName"_s)->setText(u"李雷"_s);
    again.findChild<QLineEdit *>(u"idNumber"_s)->setText(u"440308200001011234"_s);
    again.submit();
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return again.findChild<QLabel *>(u"message"_s)->text().contains(u"review"_s); }, 10000))
        << again.findChild<QLabel *>(u"message"_s)->text().toStdString();
    EXPECT_TRUE(again.status().isEmpty());
}

TEST(VerificationDialog, SpeaksChinese)
{
    SandboxProcess sandbox({u"--clock"_s, u"manual"_s, u"--runtime"_s, u"none"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    RestPlatform platform(sandbox.url());
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    QString title;
    QString problem;
    {
        SystemClock clock;
        VerificationDialog dialog(platform, clock);
        dialog.show();
        dialog.findChild<QLineEdit *>(u"realName"_s)->setText(u"韩梅梅"_s);
        dialog.findChild<QLineEdit *>(u"idNumber"_s)->setText(u"44030820000101123X"_s);
        title = dialog.windowTitle();
        problem = dialog.problem();
        EXPECT_TRUE(saveScreenshot(dialog, u"verification-refused-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
    EXPECT_EQ(title, u"实名认证"_s);
    EXPECT_TRUE(problem.contains(u"最后一位"_s)) << problem.toStdString();
}
