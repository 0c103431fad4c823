// The SSH keys page against the sandbox's demo account: the platform's keys beside this
// computer's pairs, the key in use, a private key others can read, removing a key that running
// instances would refuse, and the Include line — in English and in Chinese.
#include "common/translations.h"
#include "core/ssh/sshconfigfile.h"
#include "core/ssh/sshworkspace.h"
#include "tests/support/httpclient.h"
#include "tests/ui/democonsole.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "tests/ui/tablecells.h"
#include "ui/ssh/addpublickeydialog.h"
#include "ui/ssh/sshkeyspage.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

int rowNamed(QTableWidget *table, const QString &name)
{
    for (int r = 0; r < table->rowCount(); ++r) {
        if (cell(table, r, 0) == name)
            return r;
    }
    return -1;
}

} // namespace

class SshKeysPageTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        ASSERT_TRUE(m_demo.start(&error)) << error.toStdString();
        ASSERT_TRUE(m_demo.logIn());
        m_ssh = m_home.path() + u"/.ssh"_s;
        m_workspace = std::make_unique<SshWorkspace>(SshWorkspace::Paths{m_ssh, m_home.path() + u"/gpudesk.conf"_s});
        m_workspace->setPlatform(m_demo.console().platform().baseUrl().toString(QUrl::StripTrailingSlash));
    }
    DemoConsole m_demo;
    QTemporaryDir m_home;
    QString m_ssh;
    std::unique_ptr<SshWorkspace> m_workspace;
    ScriptedConfirmer m_confirmer;
};

TEST_F(SshKeysPageTest, ShowsThePlatformsKeysBesideThisComputersPairsAndWhichIsUsed)
{
    QString error;
    const auto used = SshKeyPair::generate(m_ssh, u"laptop"_s, {}, &error);
    ASSERT_TRUE(used) << error.toStdString();
    const auto open = SshKeyPair::generate(m_ssh, u"old desktop"_s, {}, &error);
    ASSERT_TRUE(open);
    QFile::setPermissions(open->privatePath, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther);
    ASSERT_TRUE(m_workspace->setDefaultIdentity(used->privatePath, &error));
    HttpClient http = m_demo.http();
    ASSERT_EQ(
        http.post(u"/v1/ssh-keys"_s, {{u"name"_s, u"laptop"_s}, {u"public_key"_s, used->publicKey.toLine()}}).status,
        201);
    const auto elsewhere = SshKeyPair::generate(m_home.path() + u"/other"_s, u"lab"_s, {}, &error);
    ASSERT_EQ(
        http.post(u"/v1/ssh-keys"_s, {{u"name"_s, u"lab machine"_s}, {u"public_key"_s, elsewhere->publicKey.toLine()}})
            .status,
        201);

    SshKeysPage page(m_demo.console(), m_demo.console().platform(), *m_workspace, m_confirmer);
    page.resize(1100, 640);
    page.show();
    QTableWidget *table = page.table();
    ASSERT_TRUE(QTest::qWaitFor([&] { return table->rowCount() == 3; }, 10000)) << table->rowCount();
    const int laptop = rowNamed(table, u"laptop"_s);
    ASSERT_GE(laptop, 0);
    EXPECT_EQ(cell(table, laptop, 1), used->publicKey.fingerprint());
    EXPECT_EQ(cell(table, laptop, 2), used->privatePath);
    EXPECT_EQ(cell(table, laptop, 3), u"used"_s);
    const int lab = rowNamed(table, u"lab machine"_s);
    EXPECT_TRUE(cell(table, lab, 2).startsWith(u"no"_s)) << cell(table, lab, 2).toStdString();
    const int desktop = rowNamed(table, u"gpudesk_old-desktop"_s);
    ASSERT_GE(desktop, 0);
    EXPECT_TRUE(cell(table, desktop, 2).endsWith(u"others can read it"_s));
    EXPECT_EQ(cell(table, desktop, 3), u"not on the platform"_s);
    EXPECT_TRUE(saveScreenshot(page, u"sshkeys"_s));

    // One click makes it private; another puts it on the platform.
    table->selectRow(desktop);
    for (QPushButton *b : page.findChildren<QPushButton *>()) {
        if (b->text() == u"Make it private"_s) {
            ASSERT_TRUE(b->isVisible());
            b->click();
        }
    }
    EXPECT_EQ(QFile(open->privatePath).permissions() & (QFile::ReadOther | QFile::ReadGroup), 0);
    table->selectRow(rowNamed(table, u"gpudesk_old-desktop"_s));
    for (QPushButton *b : page.findChildren<QPushButton *>()) {
        if (b->text() == u"Add to the platform"_s)
            b->click();
    }
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return rowNamed(table, u"gpudesk_old-desktop"_s) >= 0
                && cell(table, rowNamed(table, u"gpudesk_old-desktop"_s), 3).isEmpty();
        },
        10000));
}

TEST_F(SshKeysPageTest, RemovingTheKeyInUseNamesTheRunningInstancesItLocksOut)
{
    QString error;
    const auto used = SshKeyPair::generate(m_ssh, u"laptop"_s, {}, &error);
    ASSERT_TRUE(m_workspace->setDefaultIdentity(used->privatePath, &error));
    HttpClient http = m_demo.http();
    ASSERT_EQ(
        http.post(u"/v1/ssh-keys"_s, {{u"name"_s, u"laptop"_s}, {u"public_key"_s, used->publicKey.toLine()}}).status,
        201);
    ASSERT_EQ(http.post(u"/v1/instances"_s,
                        {{u"name"_s, u"LoRA 实验"_s},
                         {u"region"_s, u"cn-north-1"_s},
                         {u"gpu_type"_s, u"rtx-3090-24g"_s},
                         {u"image"_s, u"ubuntu-22.04"_s}})
                  .status,
              202);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const QList<Instance> &all = m_demo.console().instances();
            return !all.isEmpty() && all.first().state == InstanceState::Running;
        },
        10000));
    QStringList running;
    for (const Instance &i : m_demo.console().instances()) {
        if (i.state == InstanceState::Running)
            running << i.name;
    }
    SshKeysPage page(m_demo.console(), m_demo.console().platform(), *m_workspace, m_confirmer);
    page.show();
    ASSERT_TRUE(QTest::qWaitFor([&] { return cell(page.table(), 0, 3) == u"used"_s; }, 10000));
    page.table()->selectRow(0);
    m_confirmer.yes = false;
    for (QPushButton *b : page.findChildren<QPushButton *>()) {
        if (b->text() == u"Remove from the platform…"_s)
            b->click();
    }
    ASSERT_EQ(m_confirmer.asked.size(), 1);
    for (const QString &name : running)
        EXPECT_TRUE(m_confirmer.asked.first().contains(name)) << m_confirmer.asked.first().toStdString();
    EXPECT_TRUE(m_confirmer.asked.first().contains(u"will refuse it at once"_s) || running.isEmpty());
    EXPECT_EQ(page.table()->rowCount(), 1); // declined: nothing removed
    m_confirmer.yes = true;
    for (QPushButton *b : page.findChildren<QPushButton *>()) {
        if (b->text() == u"Remove from the platform…"_s)
            b->click();
    }
    ASSERT_TRUE(QTest::qWaitFor([&] { return cell(page.table(), 0, 3).contains(u"not on the platform"_s); }, 10000));
}

TEST_F(SshKeysPageTest, TheIncludeLineComesOnlyWithTheUsersYesAndGoesAwayCompletely)
{
    QDir().mkpath(m_ssh);
    QFile user(m_ssh + u"/config"_s);
    ASSERT_TRUE(user.open(QIODevice::WriteOnly));
    user.write("Host work\n    HostName work.example.org\n");
    user.close();
    SshKeysPage page(m_demo.console(), m_demo.console().platform(), *m_workspace, m_confirmer);
    page.show();
    EXPECT_FALSE(SshConfigFile(m_ssh).hasInclude()); // nothing before the user agrees
    EXPECT_EQ(page.includeButton()->text(), u"Enable"_s);
    page.includeButton()->click();
    EXPECT_TRUE(SshConfigFile(m_ssh).hasInclude());
    EXPECT_TRUE(page.includeText().contains(u"works in any terminal"_s)) << page.includeText().toStdString();
    m_confirmer.yes = true;
    page.includeButton()->click();
    QFile again(m_ssh + u"/config"_s);
    ASSERT_TRUE(again.open(QIODevice::ReadOnly));
    EXPECT_EQ(again.readAll(), "Host work\n    HostName work.example.org\n");
}

TEST_F(SshKeysPageTest, AMistakenPasteIsExplainedBesideTheBox)
{
    AddPublicKeyDialog dialog;
    dialog.keyEdit()->setPlainText(u"-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n"_s);
    QPushButton *add = dialog.findChild<QPushButton *>(u"add"_s);
    ASSERT_TRUE(add);
    add->click();
    EXPECT_TRUE(dialog.problemText().contains(u"private key"_s)) << dialog.problemText().toStdString();
    dialog.keyEdit()->setPlainText(u"wang@laptop:~$ cat ~/.ssh/id_ed25519.pub ssh-ed25519 AAAA"_s);
    add->click();
    EXPECT_TRUE(dialog.problemText().contains(u"Something stands before the key"_s))
        << dialog.problemText().toStdString();
}

TEST_F(SshKeysPageTest, AnEncryptedKeyWithoutItsPubIsReadWithItsPassphraseOffTheGuiThread)
{
    QString error;
    const auto made = SshKeyPair::generate(m_ssh, u"lab"_s, "correct horse", &error);
    ASSERT_TRUE(made) << error.toStdString();
    ASSERT_TRUE(QFile::remove(made->privatePath + u".pub"_s)); // only the private half is left
    SshKeysPage page(m_demo.console(), m_demo.console().platform(), *m_workspace, m_confirmer);
    page.show();
    QSignalSpy imported(&page, &SshKeysPage::imported);

    // A wrong passphrase says so, and nothing is added.
    m_confirmer.texts = {u"battery staple"_s};
    page.importPair(made->privatePath);
    EXPECT_TRUE(imported.isEmpty()); // the key derivation runs on a worker: the page goes on meanwhile
    ASSERT_TRUE(imported.wait(20000));
    EXPECT_FALSE(imported.takeFirst().at(0).toBool());
    EXPECT_FALSE(page.problemText().isEmpty());

    m_confirmer.texts = {u"correct horse"_s};
    page.importPair(made->privatePath);
    ASSERT_TRUE(imported.wait(20000));
    EXPECT_TRUE(imported.takeFirst().at(0).toBool()) << page.problemText().toStdString();
    EXPECT_EQ(m_workspace->preferences().defaultIdentity, made->privatePath);
    const QJsonArray keys = m_demo.http().get(u"/v1/ssh-keys"_s).json.value(u"items"_s).toArray();
    ASSERT_EQ(keys.size(), 1);
    EXPECT_EQ(keys.first().toObject().value(u"fingerprint"_s).toString(), made->publicKey.fingerprint());
}

TEST_F(SshKeysPageTest, SpeaksChinese)
{
    QString error;
    const auto used = SshKeyPair::generate(m_ssh, u"laptop"_s, {}, &error);
    ASSERT_TRUE(m_workspace->setDefaultIdentity(used->privatePath, &error));
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        SshKeysPage page(m_demo.console(), m_demo.console().platform(), *m_workspace, m_confirmer);
        page.resize(1100, 640);
        page.show();
        ASSERT_TRUE(QTest::qWaitFor([&] { return page.table()->rowCount() == 1; }, 10000));
        EXPECT_EQ(page.title(), u"SSH 密钥"_s);
        EXPECT_EQ(page.includeButton()->text(), u"启用"_s);
        EXPECT_TRUE(saveScreenshot(page, u"sshkeys-zh_CN"_s));
        AddPublicKeyDialog dialog;
        dialog.keyEdit()->setPlainText(u"-----BEGIN OPENSSH PRIVATE KEY-----\n"_s);
        dialog.findChild<QPushButton *>(u"add"_s)->click();
        EXPECT_TRUE(dialog.problemText().contains(u"私钥"_s)) << dialog.problemText().toStdString();
    }
    Translations::install(QLocale(QLocale::English));
}
