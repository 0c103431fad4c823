// The autostop block in a startup script, its settings and the agent's status (issue 18).
#include "core/autostop/autostopscript.h"
#include "core/autostop/autostopstate.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(AutostopSettings, DurationsReadAsPeopleWriteThem)
{
    EXPECT_EQ(AutostopSettings::parseDuration(u"30m"_s), 30);
    EXPECT_EQ(AutostopSettings::parseDuration(u"2h"_s), 120);
    EXPECT_EQ(AutostopSettings::parseDuration(u"1h30m"_s), 90);
    EXPECT_EQ(AutostopSettings::parseDuration(u" 45 "_s), 45);
    EXPECT_EQ(AutostopSettings::parseDuration(u"90min"_s), 90);
    for (const QString &bad : {u""_s, u"0m"_s, u"soon"_s, u"-5m"_s, u"169h"_s, u"1.5h"_s})
        EXPECT_FALSE(AutostopSettings::parseDuration(bad)) << bad.toStdString();
    EXPECT_EQ(AutostopSettings::durationText(30), u"30 min"_s);
    EXPECT_EQ(AutostopSettings::durationText(120), u"2 h"_s);
    EXPECT_EQ(AutostopSettings::durationText(90), u"1 h 30 min"_s);
}

TEST(AutostopScript, TheBlockGoesFirstAndComesOffAgainLeavingTheUsersScriptAsItWas)
{
    const QString mine = u"pip install -r ~/data/requirements.txt\nnohup tensorboard --logdir runs &\n"_s;
    AutostopSettings s;
    s.gpuIdleMinutes = 45;
    const QString script = AutostopScript::compose(mine, s);
    EXPECT_TRUE(script.startsWith(u"# >>> gpudesk autostop >>>\n"_s));
    EXPECT_TRUE(script.endsWith(mine));
    EXPECT_TRUE(script.contains(QString::fromUtf8(AutostopScript::agentSource())));
    EXPECT_GT(AutostopScript::agentSource().size(), 1000);
    const auto parts = AutostopScript::split(script);
    EXPECT_EQ(parts.userScript, mine);
    ASSERT_TRUE(parts.autostop);
    EXPECT_EQ(*parts.autostop, s);
    // Composing again replaces the block instead of adding another; none takes it out.
    s.enabled = false;
    const QString again = AutostopScript::compose(script, s);
    EXPECT_EQ(again.count(u"# >>> gpudesk autostop >>>"_s), 1);
    EXPECT_FALSE(AutostopScript::split(again).autostop->enabled);
    EXPECT_EQ(AutostopScript::compose(again, std::nullopt), mine);
    // A script gpudesk did not write is all the user's.
    EXPECT_EQ(AutostopScript::split(mine).userScript, mine);
    EXPECT_FALSE(AutostopScript::split(mine).autostop);
    EXPECT_EQ(AutostopScript::split(QString()).userScript, QString());
}

TEST(AutostopScript, TheBlockIsShellThatInstallsTheAgentAndItsSettings)
{
    QTemporaryDir home;
    QProcess bash;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"HOME"_s, home.path());
    // A machine without python3: the block says so, and installs the rest.
    QDir().mkpath(home.path() + u"/bin"_s);
    for (const QString &tool : {u"mkdir"_s, u"cat"_s, u"tee"_s})
        QFile::link(QStandardPaths::findExecutable(tool), home.path() + u"/bin/"_s + tool);
    env.insert(u"PATH"_s, home.path() + u"/bin"_s);
    bash.setProcessEnvironment(env);
    bash.start(u"/bin/bash"_s, {u"-c"_s, AutostopScript::compose(QString(), AutostopSettings())});
    ASSERT_TRUE(bash.waitForFinished(10000));
    EXPECT_EQ(bash.exitCode(), 0) << bash.readAllStandardError().toStdString();
    EXPECT_TRUE(bash.readAllStandardOutput().contains("this image has no python3"));
    QFile agent(home.path() + u"/.gpudesk/autostop.py"_s), config(home.path() + u"/.gpudesk/autostop.json"_s);
    ASSERT_TRUE(agent.open(QIODevice::ReadOnly) && config.open(QIODevice::ReadOnly));
    EXPECT_EQ(agent.readAll(), AutostopScript::agentSource());
    EXPECT_EQ(config.readAll().trimmed(), R"({"enabled":true,"gpu_idle_minutes":30,"no_gpu_idle_minutes":120})");
}

TEST(AutostopState, ReadsTheAgentsStatus)
{
    const QByteArray json = R"({"config": {"enabled": true, "gpu_idle_minutes": 30, "no_gpu_idle_minutes": 120},
        "state": {"mode": "no_gpu", "status": "cpu_only", "sampled_at": "2026-12-01T14:00:00Z",
                  "last_active": "2026-12-01T14:00:00Z", "stop_at": null,
                  "active": [{"signal": "cpu", "percent": 85, "gpu_idle": true},
                             {"signal": "connections", "ports": [6006, 8888]}],
                  "decisions": [{"at": "2026-12-01T13:59:00Z", "what": "active", "why": "CPU 85%"}]}})";
    QString error;
    const auto s = AutostopState::fromJson(json, &error);
    ASSERT_TRUE(s) << error.toStdString();
    EXPECT_EQ(s->status, AutostopState::Status::CpuOnly);
    EXPECT_FALSE(s->gpuMode);
    EXPECT_EQ(s->idleMinutes(), 120);
    ASSERT_EQ(s->active.size(), 2);
    EXPECT_TRUE(s->active[0].gpuIdle);
    EXPECT_EQ(s->active[1].ports, (QList<int>{6006, 8888}));
    EXPECT_TRUE(s->has(u"connections"_s));
    EXPECT_FALSE(s->stopAt);
    ASSERT_EQ(s->decisions.size(), 1);
    EXPECT_EQ(s->decisions[0].why, u"CPU 85%"_s);
    EXPECT_FALSE(AutostopState::fromJson("not json", &error));
    EXPECT_FALSE(error.isEmpty());
}
