// The console's SSH actions against the sandbox's real sshd: the workspace writes the
// config and pins the host key as the instance comes up, the first snapshot of the boot lands in
// the details, Test connection logs in, and a tunnel opened from the dialog carries a request.
#include "common/translations.h"
#include "core/ssh/knownhosts.h"
#include "core/ssh/sshconfigfile.h"
#include "core/ssh/sshkeypair.h"
#include "core/ssh/sshpreferences.h"
#include "core/ssh/sshworkspace.h"
#include "tests/support/httpclient.h"
#include "tests/support/loopbacksshd.h"
#include "tests/ui/democonsole.h"
#include "tests/ui/screenshot.h"
#include "tests/ui/scripted.h"
#include "tests/ui/sshconsole.h"
#include "ui/instances/instanceactions.h"
#include "ui/instances/instancedetails.h"
#include "ui/instances/instancespage.h"
#include "ui/instances/instancetablemodel.h"
#include "ui/instances/startupscriptdialog.h"
#include "ui/shell/jumphostsetting.h"
#include "ui/ssh/tunnelsdialog.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

class SshActions : public SshConsole
{
};

TEST_F(SshActions, TheConsoleReachesARunningInstanceTestsItMeasuresItAndTunnelsToIt)
{
    const QString id = create(u"LoRA 实验"_s, 50);
    SshWorkspace &workspace = *m_workspace;
    DemoConsole &demo = m_demo;
    const QString sshDir = m_sshDir;
    ScriptedConfirmer confirmer;
    InstancesPage page(demo.console(), confirmer, m_services->sshParts(), m_services->autostop());
    page.resize(1200, 800);
    page.show();
    const Instance *instance = nullptr;
    ASSERT_TRUE(QTest::qWaitFor([&] { return (instance = shown(id, InstanceState::Running)) != nullptr; }, 20000));
    const auto selectIt = [&](InstancesPage &p) {
        for (int r = 0; r < p.table()->model()->rowCount(); ++r) {
            if (p.table()->model()->index(r, InstanceTableModel::Name).data().toString() == u"LoRA 实验"_s)
                p.table()->selectRow(r);
        }
    };
    selectIt(page);

    // As it comes up: the alias is written, the host key pinned, the boot measured — nothing asked.
    ASSERT_TRUE(QTest::qWaitFor([&] { return m_boots->keptSnapshot(id).has_value(); }, 20000));
    const QString alias = workspace.aliasFor(id);
    EXPECT_TRUE(alias.startsWith(u"gpu-"_s)) << alias.toStdString();
    EXPECT_TRUE(KnownHosts(SshConfigFile(sshDir).knownHostsPath()).keyFor(alias));
    EXPECT_TRUE(confirmer.asked.isEmpty());
    ASSERT_TRUE(QTest::qWaitFor([&] { return page.details()->text().contains(u"Measured after this boot"_s); }, 5000))
        << page.details()->text().toStdString();
    EXPECT_TRUE(page.details()->text().contains(u"NVIDIA GeForce RTX 3090"_s));
    EXPECT_TRUE(page.details()->text().contains(u"Data disk <code>"_s)) << page.details()->text().toStdString();
    EXPECT_TRUE(page.details()->text().contains(u"ssh -F "_s)); // not included in ~/.ssh/config: -F
    EXPECT_TRUE(page.noticeText().isEmpty()) << page.noticeText().toStdString(); // measured by itself: nothing said
    EXPECT_TRUE(saveScreenshot(page, u"instances-ssh"_s));
    {
        // In Chinese, a page made after the language is chosen, as the console does (a change of
        // language takes a restart).
        ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
        InstancesPage zh(demo.console(), confirmer, m_services->sshParts(), m_services->autostop());
        zh.resize(1200, 800);
        zh.show();
        ASSERT_TRUE(QTest::qWaitFor([&] { return zh.table()->model()->rowCount() > 0; }, 5000));
        selectIt(zh);
        ASSERT_TRUE(QTest::qWaitFor([&] { return zh.details()->text().contains(u"本次开机后的检测结果"_s); }, 5000))
            << zh.details()->text().toStdString();
        EXPECT_TRUE(saveScreenshot(zh, u"instances-ssh-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));

    // Test connection: logged in, and said so.
    ASSERT_TRUE(page.actions()->testConnection()->isEnabled());
    page.actions()->testConnection()->trigger();
    ASSERT_TRUE(QTest::qWaitFor([&] { return page.noticeText().contains(u"answers"_s); }, 15000))
        << page.noticeText().toStdString() << page.problemText().toStdString();

    // A tunnel from the dialog to a service bound to the instance's loopback.
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    const int remote = probe.serverPort();
    probe.close();
    QProcess::execute(u"ssh"_s,
                      {u"-F"_s, SshConfigFile(sshDir).path(), u"-o"_s, u"BatchMode=yes"_s, alias,
                       u"echo tunnelled > ~/t.txt; setsid nohup python3 -m http.server --bind 127.0.0.1 %1 "
                       ">/dev/null 2>&1 </dev/null &"_s.arg(remote)});
    instance = shown(id, InstanceState::Running); // the model may have been refreshed meanwhile
    ASSERT_TRUE(instance && instance->ssh);
    const int sshPort = instance->ssh->port;
    TunnelsDialog dialog(m_services->sshParts(), *instance);
    // The service is offered as listening inside (loopback only), the instance's sshd is not.
    const auto offered = [&] { return dialog.listening().contains(ListeningPort{remote, true}); };
    for (int tries = 0; tries < 20 && !offered(); ++tries) {
        if (QTest::qWaitFor(offered, 1000))
            break;
        dialog.lookForListeners();
    }
    ASSERT_TRUE(offered()) << dialog.listeningText().toStdString();
    EXPECT_FALSE(dialog.listening().contains(ListeningPort{sshPort, false}));
    for (QPushButton *b : dialog.findChildren<QPushButton *>()) {
        if (b->text() == QString::number(remote))
            b->click();
    }
    ASSERT_EQ(m_tunnels->tunnels(id).size(), 1) << dialog.problemText().toStdString();
    SshTunnel *tunnel = m_tunnels->tunnels(id).first();
    EXPECT_EQ(tunnel->remotePort(), remote);
    QProcess curl;
    curl.start(u"curl"_s,
               {u"-sS"_s, u"--retry"_s, u"30"_s, u"--retry-all-errors"_s, u"--retry-delay"_s, u"0"_s, u"-m"_s, u"20"_s,
                u"http://127.0.0.1:%1/t.txt"_s.arg(tunnel->localPort())});
    ASSERT_TRUE(QTest::qWaitFor([&] { return curl.state() == QProcess::NotRunning; }, 30000));
    EXPECT_EQ(curl.readAllStandardOutput(), "tunnelled\n") << curl.readAllStandardError().toStdString();
    EXPECT_EQ(dialog.table()->rowCount(), 1);
    EXPECT_TRUE(saveScreenshot(dialog, u"tunnels"_s));
    QProcess::execute(u"pkill"_s, {u"-f"_s, u"http.server --bind 127.0.0.1 %1"_s.arg(remote)});
    m_tunnels->closeTunnel(tunnel);
    EXPECT_TRUE(m_tunnels->tunnels(id).isEmpty());
}

TEST_F(SshActions, TheStartupScriptIsProposedSavedRunAtTheNextBootAndItsOutputRead)
{
    const QString id = create(u"boot script"_s, 20);
    HttpClient &http = m_http;
    SshWorkspace &workspace = *m_workspace;
    DemoConsole &demo = m_demo;
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Running) != nullptr; }, 20000));

    {
        StartupScriptDialog dialog(demo.console(), m_services->sshParts(), *shown(id, InstanceState::Running));
        EXPECT_TRUE(dialog.scriptEdit()->toPlainText().contains(u"HF_HOME"_s)); // the suggestion, with no script yet
        EXPECT_TRUE(dialog.statusText().contains(u"not run yet"_s)) << dialog.statusText().toStdString();
        dialog.scriptEdit()->setPlainText(QString(70 * 1024, u'#'));
        EXPECT_FALSE(dialog.saveButton()->isEnabled());
        EXPECT_TRUE(dialog.problemText().contains(u"64 KiB"_s));
        dialog.scriptEdit()->setPlainText(u"echo hello from the boot; exit 4\n"_s);
        QSignalSpy done(&demo.console(), &Console::actionDone);
        dialog.saveButton()->click();
        ASSERT_TRUE(done.wait(10000));
    }
    EXPECT_EQ(http.get(u"/v1/instances/"_s + id).json.value(u"startup_script"_s).toString(),
              u"echo hello from the boot; exit 4\n"_s);
    // From the next boot on.
    ASSERT_EQ(http.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Stopped) != nullptr; }, 20000));
    ASSERT_EQ(http.post(u"/v1/instances/"_s + id + u"/start"_s).status, 202);
    // A stop, a boot, the script and the poll's next read: generous for a loaded machine (the wait
    // ends as soon as it is shown).
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const Instance *i = shown(id, InstanceState::Running);
            return i && i->startupScriptStatus && i->startupScriptStatus->exitCode;
        },
        60000));
    StartupScriptDialog dialog(demo.console(), m_services->sshParts(), *shown(id, InstanceState::Running));
    EXPECT_TRUE(dialog.statusText().contains(u"exited with status 4"_s)) << dialog.statusText().toStdString();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !workspace.aliasFor(id).isEmpty(); }, 10000));
    for (QPushButton *b : dialog.findChildren<QPushButton *>()) {
        if (b->text() == u"Read the last output"_s)
            b->click();
    }
    ASSERT_TRUE(QTest::qWaitFor([&] { return dialog.outputText().contains(u"hello from the boot"_s); }, 15000))
        << dialog.outputText().toStdString();
    EXPECT_TRUE(saveScreenshot(dialog, u"startupscript"_s));

    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        StartupScriptDialog chinese(demo.console(), m_services->sshParts(), *shown(id, InstanceState::Running));
        EXPECT_TRUE(chinese.statusText().contains(u"退出码 4"_s)) << chinese.statusText().toStdString();
        EXPECT_TRUE(saveScreenshot(chinese, u"startupscript-zh_CN"_s));
        TunnelsDialog tunnels(m_services->sshParts(), *shown(id, InstanceState::Running));
        SshTunnel *tunnel = tunnels.open(6006);
        ASSERT_TRUE(tunnel) << tunnels.problemText().toStdString();
        QSignalSpy moved(tunnel, &SshTunnel::stateChanged); // queued from its worker: none missed
        ASSERT_TRUE(QTest::qWaitFor(
            [&] {
                return !moved.isEmpty() && moved.last().first().value<SshTunnel::State>() == SshTunnel::State::Open;
            },
            10000));
        EXPECT_TRUE(saveScreenshot(tunnels, u"tunnels-zh_CN"_s));
        m_tunnels->closeTunnel(tunnel);
    }
    Translations::install(QLocale(QLocale::English));
}

TEST_F(SshActions, WhereThePlatformHasNoBootHookTheConsoleRunsTheScriptOncePerBoot)
{
    const QString id = create(u"no hook"_s, 20);
    HttpClient &http = m_http;
    SshWorkspace &workspace = *m_workspace;
    DemoConsole &demo = m_demo;
    m_boots->setRunsStartupScripts(true); // as for a platform whose capabilities lack startupScript
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Running) != nullptr; }, 20000));
    QSignalSpy launched(m_boots, &BootTasks::startupScriptLaunched);
    {
        StartupScriptDialog dialog(demo.console(), m_services->sshParts(), *shown(id, InstanceState::Running));
        EXPECT_TRUE(dialog.saveButton()->isEnabled());
        bool told = false; // that gpudesk runs it, and when
        for (const QLabel *label : dialog.findChildren<QLabel *>())
            told = told || label->text().contains(u"gpudesk runs it over SSH when it sees the instance boot"_s);
        EXPECT_TRUE(told);
        dialog.scriptEdit()->setPlainText(u"echo \"run by the console in $HOME\" >> ~/boots.txt; echo ran; exit 3\n"_s);
        dialog.saveButton()->click();
        EXPECT_EQ(dialog.result(), QDialog::Accepted) << dialog.problemText().toStdString();
        EXPECT_TRUE(saveScreenshot(dialog, u"startupscript-local"_s));
    }
    ASSERT_TRUE(Translations::install(QLocale(QLocale::Chinese, QLocale::China)));
    {
        StartupScriptDialog chinese(demo.console(), m_services->sshParts(), *shown(id, InstanceState::Running));
        bool told = false; // the same sentence, in Chinese
        for (const QLabel *label : chinese.findChildren<QLabel *>())
            told = told || label->text().contains(u"通过 SSH 运行它"_s);
        EXPECT_TRUE(told);
        EXPECT_TRUE(saveScreenshot(chinese, u"startupscript-local-zh_CN"_s));
    }
    Translations::install(QLocale(QLocale::English));
    // Kept on this computer, not sent to the platform; saved during this boot, it waits for the next.
    EXPECT_TRUE(m_boots->localStartupScript(id).has_value());
    EXPECT_TRUE(http.get(u"/v1/instances/"_s + id).json.value(u"startup_script"_s).isNull());
    workspace.resync(); // a launch is decided at the end of a sync
    ASSERT_TRUE(QTest::qWaitFor([&] { return !workspace.isSyncing(); }, 20000));
    EXPECT_FALSE(m_boots->isLaunchingStartupScript(id));
    EXPECT_EQ(launched.size(), 0);

    ASSERT_EQ(http.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Stopped) != nullptr; }, 20000));
    ASSERT_EQ(http.post(u"/v1/instances/"_s + id + u"/start"_s).status, 202);
    ASSERT_TRUE(QTest::qWaitFor([&] { return launched.size() > 0; }, 30000));
    ASSERT_TRUE(launched.first().at(1).toBool()) << launched.first().at(2).value<SshFailure>().message.toStdString();
    EXPECT_TRUE(m_boots->localStartupLaunchedFor(id).has_value());

    StartupScriptDialog dialog(demo.console(), m_services->sshParts(), *shown(id, InstanceState::Running));
    EXPECT_TRUE(dialog.statusText().contains(u"gpudesk started it"_s)) << dialog.statusText().toStdString();
    QPushButton *read = nullptr;
    for (QPushButton *b : dialog.findChildren<QPushButton *>()) {
        if (b->text() == u"Read the last output"_s)
            read = b;
    }
    ASSERT_TRUE(read);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            if (!dialog.outputText().contains(u"[exit status 3]"_s) && dialog.outputText() != u"Reading…"_s)
                read->click();
            return dialog.outputText().contains(u"[exit status 3]"_s);
        },
        15000))
        << dialog.outputText().toStdString();
    EXPECT_TRUE(dialog.outputText().startsWith(u"ran\n"_s)) << dialog.outputText().toStdString();

    // Once per boot: more syncs of the same boot (a rename, say) do not run it again.
    ASSERT_EQ(http.patch(u"/v1/instances/"_s + id, {{u"name"_s, u"no hook 2"_s}}).status, 200);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return !shown(id, InstanceState::Running) || shown(id, InstanceState::Running)->name == u"no hook 2"_s; },
        20000));
    workspace.resync();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !workspace.isSyncing(); }, 20000));
    EXPECT_FALSE(m_boots->isLaunchingStartupScript(id));
    EXPECT_EQ(launched.size(), 1);
    QProcess ssh;
    ssh.start(u"ssh"_s,
              {u"-F"_s, SshConfigFile(m_sshDir).path(), u"-o"_s, u"BatchMode=yes"_s, workspace.aliasFor(id),
               u"cat ~/boots.txt"_s});
    ASSERT_TRUE(ssh.waitForFinished(20000));
    EXPECT_EQ(ssh.readAllStandardOutput().count("run by the console in /"), 1);
}

TEST_F(SshActions, TheJumpHostFromTheSettingsIsMetItsKeyConfirmedAndThenEveryConnectionGoesThroughIt)
{
    const QString id = create(u"behind-the-gateway"_s, 0);
    SshWorkspace &workspace = *m_workspace;
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Running) != nullptr; }, 20000));
    QFile pub(workspace.preferences().defaultIdentity + u".pub"_s);
    ASSERT_TRUE(pub.open(QIODevice::ReadOnly));
    LoopbackSshd gateway(QString::fromUtf8(pub.readAll()));
    QString error;
    ASSERT_TRUE(gateway.start(&error)) << error.toStdString();
    const auto hop = SshPreferences::parseJump(u"127.0.0.1:%1"_s.arg(gateway.port()), &error);
    ASSERT_TRUE(hop) << error.toStdString();
    QWidget window;
    ScriptedConfirmer confirmer;
    QStringList said;
    const auto apply = [&] {
        said.clear();
        JumpHostSetting::apply(&window, workspace, confirmer, hop, [&](const QString &sentence) { said << sentence; });
        return QTest::qWaitFor([&] { return said.size() >= 2; }, 15000);
    };

    // Its key is shown; not confirmed, nothing changes.
    ASSERT_TRUE(apply()) << said.join(u'\n').toStdString();
    ASSERT_EQ(confirmer.asked.size(), 1);
    EXPECT_TRUE(confirmer.asked[0].contains(u"SHA256:"_s)) << confirmer.asked[0].toStdString();
    EXPECT_TRUE(said.last().contains(u"not confirmed"_s)) << said.last().toStdString();
    EXPECT_FALSE(workspace.preferences().jump);

    // Confirmed: pinned, kept, and the config's hosts go through it.
    confirmer.yes = true;
    ASSERT_TRUE(apply()) << said.join(u'\n').toStdString();
    EXPECT_TRUE(said.last().contains(u"SSH goes through"_s)) << said.last().toStdString();
    ASSERT_TRUE(workspace.preferences().jump);
    const QString config = SshConfigFile(m_sshDir).path();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            QFile f(config);
            return f.open(QIODevice::ReadOnly) && f.readAll().contains("ProxyJump ");
        },
        15000));
    const Instance *running = shown(id, InstanceState::Running);
    ASSERT_TRUE(running);
    QSignalSpy tested(m_remote, &SshRemote::connectionTested);
    m_remote->testConnection(*running, {});
    ASSERT_TRUE(tested.count() > 0 || tested.wait(20000));
    EXPECT_TRUE(tested.first().at(1).toBool()) << tested.first().at(2).value<SshFailure>().message.toStdString();
    EXPECT_TRUE(gateway.log().contains(u"Accepted publickey"_s)) << gateway.log().toStdString();

    // Cleared: straight again, said so.
    said.clear();
    JumpHostSetting::apply(&window, workspace, confirmer, std::nullopt,
                           [&](const QString &sentence) { said << sentence; });
    EXPECT_FALSE(workspace.preferences().jump);
    EXPECT_TRUE(said.value(0).contains(u"straight"_s));
}

TEST_F(SshActions, LoggingOutLeavesTheSshConfigTheKeysAndTheTunnelsOfInstancesThatStillRun)
{
    const QString id = create(u"still-running"_s, 0);
    SshWorkspace &workspace = *m_workspace;
    ASSERT_TRUE(QTest::qWaitFor([&] { return shown(id, InstanceState::Running) != nullptr; }, 20000));
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const QString alias = workspace.aliasFor(id);
            return !alias.isEmpty() && !workspace.isSyncing()
                && KnownHosts(SshConfigFile(m_sshDir).knownHostsPath()).keyFor(alias);
        },
        20000));
    const QString alias = workspace.aliasFor(id);
    const QList<SshHostEntry> before = SshConfigFile(m_sshDir).read();

    // The list emptied on the screen at a log-out is not the platform's: nothing of ssh follows it.
    QSignalSpy out(&m_demo.console().session(), &Session::loggedOut);
    m_demo.console().session().logOut();
    ASSERT_TRUE(out.count() > 0 || out.wait(10000));
    EXPECT_TRUE(m_demo.console().instances().isEmpty());
    EXPECT_FALSE(workspace.isSyncing());
    EXPECT_EQ(workspace.aliasFor(id), alias);
    EXPECT_EQ(SshConfigFile(m_sshDir).read(), before);
    EXPECT_TRUE(KnownHosts(SshConfigFile(m_sshDir).knownHostsPath()).keyFor(alias));
}
