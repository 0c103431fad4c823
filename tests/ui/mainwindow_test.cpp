#include "common/clock.h"
#include "core/api/restplatform.h"
#include "tests/support/closedport.h"
#include "tests/support/sandboxprocess.h"
#include "ui/mainwindow.h"
#include "ui/translations.h"

#include <QDir>
#include <QTcpServer>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {
QString screenshotPath(const QString &name)
{
    const QString dir = QStringLiteral(GPUDESK_BINARY_DIR) + u"/screenshots"_s;
    QDir().mkpath(dir);
    return dir + u'/' + name + u".png"_s;
}
} // namespace

TEST(MainWindow, ShowsTheConnectedPlatformsHealthAndClock)
{
    SandboxProcess sandbox({u"--time-scale"_s, u"60"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();

    ManualClock clock(0);
    RestPlatform platform(sandbox.url());
    MainWindow window(clock);
    window.show();
    window.setPlatform(&platform);
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.isConnected(); }, 10000)) << window.statusText().toStdString();
    const QString status = window.statusText();
    EXPECT_TRUE(status.contains(sandbox.url().toString())) << status.toStdString();
    EXPECT_TRUE(status.contains(u"×60"_s)) << status.toStdString();

    // The platform clock shown advances at the platform's scale: a local second is a platform minute.
    // The manual clock only moves when told, so the shown time changes exactly once, on the next tick.
    const auto shownTime = [&] {
        return QDateTime::fromString(window.statusText().section(u"platform time "_s, 1).left(19),
                                     u"yyyy-MM-dd HH:mm:ss"_s);
    };
    const QDateTime before = shownTime();
    ASSERT_TRUE(before.isValid()) << window.statusText().toStdString();
    clock.advanceMs(1000);
    ASSERT_TRUE(QTest::qWaitFor([&] { return shownTime() != before; }, 5000)) << window.statusText().toStdString();
    EXPECT_EQ(before.secsTo(shownTime()), 60);

    EXPECT_TRUE(window.grab().save(screenshotPath(u"mainwindow-connected-en"_s)));
}

TEST(MainWindow, SaysWhenThePlatformCannotBeReached)
{
    const ClosedPort closed;

    ManualClock clock(0);
    RestPlatform platform(closed.url());
    MainWindow window(clock);
    window.show();
    window.setPlatform(&platform);
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.statusText().startsWith(u"Cannot reach"_s); }, 10000))
        << window.statusText().toStdString();
    EXPECT_FALSE(window.isConnected());
    EXPECT_TRUE(window.grab().save(screenshotPath(u"mainwindow-unreachable-en"_s)));
}

TEST(MainWindow, SpeaksChinese)
{
    SandboxProcess sandbox;
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));

    ManualClock clock(0);
    RestPlatform platform(sandbox.url());
    MainWindow window(clock);
    window.show();
    window.setPlatform(&platform);
    const bool connected = QTest::qWaitFor([&] { return window.isConnected(); }, 10000);
    const QString status = window.statusText();
    const QString title = window.windowTitle();
    EXPECT_TRUE(window.grab().save(screenshotPath(u"mainwindow-connected-zh_CN"_s)));
    Translations::install(QLocale(QLocale::English));

    ASSERT_TRUE(connected) << status.toStdString();
    EXPECT_TRUE(status.startsWith(u"已连接到"_s)) << status.toStdString();
    EXPECT_TRUE(status.contains(u"时间 ×1"_s)) << status.toStdString();
    EXPECT_TRUE(title.contains(u"云显卡"_s)) << title.toStdString();
}
