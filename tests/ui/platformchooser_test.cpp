// The first launch's question: the sandbox by default, an address checked before it is taken,
// and the answer remembered.
#include "common/translations.h"
#include "tests/ui/screenshot.h"
#include "ui/shell/platformchooser.h"

#include <QCheckBox>
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

TEST(PlatformChooser, ALabsClusterIsItsSlurmrestdUserAndLoginNodeEachChecked)
{
    PlatformChooser chooser;
    chooser.show();
    auto *url = chooser.findChild<QLineEdit *>(u"clusterUrl"_s);
    auto *user = chooser.findChild<QLineEdit *>(u"clusterUser"_s);
    auto *node = chooser.findChild<QLineEdit *>(u"loginNode"_s);
    ASSERT_TRUE(url && user && node);
    QTest::keyClicks(user, u"alice"_s); // typing in any of them picks the cluster
    EXPECT_TRUE(chooser.findChild<QRadioButton *>(u"slurm"_s)->isChecked());
    chooser.accept();
    EXPECT_NE(chooser.result(), QDialog::Accepted);
    EXPECT_TRUE(chooser.problem().contains(u"slurmrestd"_s)) << chooser.problem().toStdString();
    QTest::keyClicks(url, u"slurm.lab.example.edu:6820"_s);
    QTest::keyClicks(node, u"login lab"_s);
    chooser.accept();
    EXPECT_NE(chooser.result(), QDialog::Accepted);
    EXPECT_TRUE(chooser.problem().contains(u"not a login node"_s)) << chooser.problem().toStdString();
    user->setText(u"alice smith"_s);
    node->setText(u"login.lab.example.edu:2222"_s);
    chooser.accept();
    EXPECT_TRUE(chooser.problem().contains(u"not a user name"_s)) << chooser.problem().toStdString();
    user->setText(u"alice"_s);
    EXPECT_TRUE(saveScreenshot(chooser, u"platform-chooser-slurm-en"_s));
    chooser.accept();
    ASSERT_EQ(chooser.result(), QDialog::Accepted) << chooser.problem().toStdString();
    EXPECT_EQ(chooser.platform().kind, PlatformAddress::Kind::Slurm);
    EXPECT_EQ(chooser.platform().toString(),
              u"slurm+https://alice@slurm.lab.example.edu:6820?login=login.lab.example.edu:2222"_s);

    // Switching from it shows what it is.
    PlatformChooser again;
    again.setCurrent(chooser.platform());
    EXPECT_TRUE(again.findChild<QRadioButton *>(u"slurm"_s)->isChecked());
    EXPECT_EQ(again.findChild<QLineEdit *>(u"clusterUrl"_s)->text(), u"https://slurm.lab.example.edu:6820"_s);
    EXPECT_EQ(again.findChild<QLineEdit *>(u"loginNode"_s)->text(), u"login.lab.example.edu:2222"_s);
    EXPECT_FALSE(again.findChild<QCheckBox *>(u"clusterContainers"_s)->isChecked());
    again.accept();
    EXPECT_EQ(again.platform(), chooser.platform());

    // A cluster whose jobs run container images says so in its address.
    PlatformChooser pyxis;
    pyxis.setCurrent(chooser.platform());
    pyxis.findChild<QCheckBox *>(u"clusterContainers"_s)->setChecked(true);
    pyxis.accept();
    ASSERT_EQ(pyxis.result(), QDialog::Accepted) << pyxis.problem().toStdString();
    EXPECT_EQ(pyxis.platform().toString(),
              u"slurm+https://alice@slurm.lab.example.edu:6820?login=login.lab.example.edu:2222&containers=pyxis"_s);
    PlatformChooser shown;
    shown.setCurrent(pyxis.platform());
    EXPECT_TRUE(shown.findChild<QCheckBox *>(u"clusterContainers"_s)->isChecked());
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
        chooser.findChild<QLineEdit *>(u"clusterUrl"_s)->setText(u"https://slurm.lab.example.edu:6820"_s);
        chooser.findChild<QLineEdit *>(u"clusterUser"_s)->setText(u"alice"_s);
        chooser.findChild<QRadioButton *>(u"slurm"_s)->setChecked(true);
        EXPECT_TRUE(saveScreenshot(chooser, u"platform-chooser-slurm-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
    EXPECT_FALSE(title.contains(u"platform"_s, Qt::CaseInsensitive)) << title.toStdString();
    EXPECT_TRUE(problem.contains(u"https://"_s)) << problem.toStdString();
    EXPECT_FALSE(problem.contains(u"must"_s)) << problem.toStdString();
}
