// The first launch's question: the sandbox by default, an address checked before it is taken,
// and the answer remembered.
#include "tests/ui/screenshot.h"
#include "ui/shell/platformchooser.h"
#include "ui/shell/translations.h"

#include <QLineEdit>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(PlatformChooser, TheSandboxByDefaultAnAddressCheckedFirstAndTheAnswerRemembered)
{
    PlatformChooser chooser;
    chooser.show();
    EXPECT_TRUE(saveScreenshot(chooser, u"platform-chooser-en"_s));
    chooser.accept();
    EXPECT_EQ(chooser.result(), QDialog::Accepted);
    EXPECT_EQ(chooser.platform().kind, PlatformAddress::Kind::Sandbox);

    PlatformChooser remote;
    remote.show();
    auto *url = remote.findChild<QLineEdit *>(u"url"_s);
    ASSERT_TRUE(url);
    QTest::keyClicks(url, u"ftp://gpu.example.com"_s); // typing picks "a platform at this address"
    EXPECT_TRUE(remote.findChild<QRadioButton *>(u"remote"_s)->isChecked());
    remote.accept();
    EXPECT_NE(remote.result(), QDialog::Accepted);
    EXPECT_TRUE(remote.problem().contains(u"https://"_s)) << remote.problem().toStdString();
    url->clear();
    QTest::keyClicks(url, u"gpu.example.com"_s);
    remote.accept();
    EXPECT_EQ(remote.result(), QDialog::Accepted);
    EXPECT_EQ(remote.platform().kind, PlatformAddress::Kind::Contract);
    EXPECT_EQ(remote.platform().toString(), u"https://gpu.example.com"_s);

    QTemporaryDir dir;
    const QString file = dir.path() + u"/gpudesk.conf"_s;
    EXPECT_TRUE(PlatformChooser::remembered(file).isEmpty());
    PlatformChooser::remember(file, remote.platform().toString());
    EXPECT_EQ(PlatformChooser::remembered(file), u"https://gpu.example.com"_s);

    PlatformChooser runpod;
    runpod.show();
    runpod.findChild<QRadioButton *>(u"runpod"_s)->setChecked(true);
    runpod.accept();
    EXPECT_EQ(runpod.result(), QDialog::Accepted);
    EXPECT_EQ(runpod.platform().toString(), u"runpod"_s);

    PlatformChooser vast;
    vast.show();
    vast.findChild<QRadioButton *>(u"vast"_s)->setChecked(true);
    vast.accept();
    EXPECT_EQ(vast.result(), QDialog::Accepted);
    EXPECT_EQ(vast.platform().toString(), u"vast"_s);

    // Switching from RunPod at another address keeps that address when RunPod stays chosen.
    PlatformChooser switching;
    switching.setCurrent(*PlatformAddress::parse(u"runpod+http://127.0.0.1:9"_s, nullptr));
    switching.show();
    EXPECT_TRUE(switching.findChild<QRadioButton *>(u"runpod"_s)->isChecked());
    switching.accept();
    EXPECT_EQ(switching.platform().toString(), u"runpod+http://127.0.0.1:9"_s);
}

TEST(PlatformChooser, SpeaksChinese)
{
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    QString title;
    QString problem;
    {
        PlatformChooser chooser;
        chooser.show();
        QTest::keyClicks(chooser.findChild<QLineEdit *>(u"url"_s), u"ftp://gpu.example.com"_s);
        chooser.accept();
        title = chooser.windowTitle();
        problem = chooser.problem();
        EXPECT_TRUE(saveScreenshot(chooser, u"platform-chooser-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
    EXPECT_FALSE(title.contains(u"platform"_s, Qt::CaseInsensitive)) << title.toStdString();
    EXPECT_TRUE(problem.contains(u"https://"_s)) << problem.toStdString();
    EXPECT_FALSE(problem.contains(u"must"_s)) << problem.toStdString();
}
