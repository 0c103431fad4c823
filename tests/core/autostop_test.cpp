// The autostop block in a startup script, its settings and the agent's status.
#include "core/api/awaitanswer.h"
#include "core/api/compshare/compshareplatform.h"
#include "core/api/vast/vastplatform.h"
#include "core/autostop/autostopscript.h"
#include "core/autostop/autostopstate.h"
#include "core/autostop/autostopwatcher.h"
#include "core/autostop/preparerun.h"
#include "core/autostop/stopdeadlines.h"
#include "core/ssh/boottasks.h"
#include "core/ssh/sshremote.h"
#include "core/ssh/sshworkspace.h"
#include "tests/support/fakecompshare.h"
#include "tests/support/fakeplatform.h"
#include "tests/support/fakerunpod.h"
#include "tests/support/fakevast.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

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

TEST(AutostopScript, TheAgentsKeyIsWrittenForItsOwnerAloneAndTheAgentOfThisHomeStartedAgain)
{
    QTemporaryDir home;
    ASSERT_TRUE(QDir().mkpath(home.path() + u"/.gpudesk"_s));
    // An agent of this home running (a stand-in that waits), and one that only says it started.
    QProcess running;
    running.start(u"sleep"_s, {u"60"_s});
    ASSERT_TRUE(running.waitForStarted());
    QFile pid(home.path() + u"/.gpudesk/autostop.pid.json"_s);
    ASSERT_TRUE(pid.open(QIODevice::WriteOnly));
    pid.write(QByteArray("{\"pid\": ") + QByteArray::number(running.processId()) + "}");
    pid.close();
    QFile agent(home.path() + u"/.gpudesk/autostop.py"_s);
    ASSERT_TRUE(agent.open(QIODevice::WriteOnly));
    agent.write("import os, sys\nopen(os.path.expanduser('~/.gpudesk/started'), 'w').write(' '.join(sys.argv[1:]))\n");
    agent.close();

    const QByteArray secret = "{\"private_key\": \"it's a \\\"secret\\\" $HOME\"}";
    QProcess bash;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"HOME"_s, home.path());
    bash.setProcessEnvironment(env);
    bash.start(u"bash"_s,
               {u"-c"_s, QString::fromUtf8(AutostopScript::agentKeyCommand(u".gpudesk/compshare.json"_s, secret))});
    ASSERT_TRUE(bash.waitForFinished(20000));
    EXPECT_EQ(bash.exitCode(), 0) << bash.readAllStandardError().toStdString();
    QFile key(home.path() + u"/.gpudesk/compshare.json"_s);
    ASSERT_TRUE(key.open(QIODevice::ReadOnly));
    EXPECT_EQ(key.readAll(), secret);
    EXPECT_EQ(key.permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther), QFileDevice::Permissions());
    EXPECT_TRUE(running.waitForFinished(5000)); // the old agent of this home was ended
    EXPECT_TRUE(QTest::qWaitFor([&] { return QFile::exists(home.path() + u"/.gpudesk/started"_s); }, 10000));
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

namespace {

/// A running instance whose agent armed an idle stop at `stopAt`, with autostop after 30 min idle.
Instance armedAt(const QDateTime &stopAt)
{
    Instance i;
    i.id = u"i-1"_s;
    i.name = u"微调-7b"_s;
    i.state = InstanceState::Running;
    i.mode = InstanceMode::Gpu;
    i.startedAt = stopAt.addSecs(-3600);
    i.stopAt = stopAt;
    i.stopReason = WireEnum<StateReason>(StateReason::Idle);
    i.startupScript = AutostopScript::compose(u"echo mine\n"_s, AutostopSettings());
    return i;
}

} // namespace

TEST(AutostopWatcher, WarnsOnceFiveMinutesBeforeAnIdleStopAndHoldsItWhenTheConsoleSeesItUsed)
{
    QTemporaryDir home;
    SshWorkspace ssh({home.path() + u"/.ssh"_s, home.path() + u"/gpudesk.conf"_s});
    SshRemote remote(ssh);
    BootTasks boots(ssh, {});
    auto cloud = std::make_shared<FakeCloud>();
    FakePlatform platform(cloud);
    QDateTime now = QDateTime::fromString(u"2026-12-01T21:50:00Z"_s, Qt::ISODate);
    AutostopWatcher watcher(remote, boots, platform, [&] { return now; });
    QSignalSpy soon(&watcher, &AutostopWatcher::stoppingSoon);
    QSignalSpy averted(&watcher, &AutostopWatcher::stopAverted);
    QSignalSpy held(&watcher, &AutostopWatcher::held);

    Instance i = armedAt(now.addSecs(10 * 60));
    EXPECT_EQ(AutostopWatcher::settingsOf(i), AutostopSettings());
    EXPECT_EQ(AutostopWatcher::idleStopAt(i), i.stopAt);
    watcher.setInstances({i});
    EXPECT_EQ(soon.count(), 0); // ten minutes away: not yet

    now = now.addSecs(5 * 60 + 30); // 4.5 min left: "in 5 min", idle for 25 of its 30
    watcher.setInstances({i});
    ASSERT_EQ(soon.count(), 1);
    EXPECT_EQ(soon.first().at(1).toInt(), 5);
    EXPECT_EQ(soon.first().at(2).toInt(), 25);
    watcher.setInstances({i}); // the same stop is warned of once
    EXPECT_EQ(soon.count(), 1);

    Instance used = i; // the agent saw it used and called its stop off
    used.stopAt.reset();
    used.stopReason.reset();
    watcher.setInstances({used});
    EXPECT_EQ(averted.count(), 1);
    Instance scheduled = armedAt(now.addSecs(60)); // the user's own schedule is no idle stop
    scheduled.stopReason = WireEnum<StateReason>(StateReason::Scheduled);
    EXPECT_FALSE(AutostopWatcher::idleStopAt(scheduled));
    watcher.setInstances({scheduled});
    EXPECT_EQ(soon.count(), 1);

    // While the console itself uploads to it, an idle stop is no warning but a hold (here the
    // instance cannot be reached, so the hold fails and says why).
    watcher.setConsoleUse(
        [](const QString &id) { return id == u"i-1"_s ? QStringList{u"an upload"_s} : QStringList(); });
    watcher.setInstances({armedAt(now.addSecs(3 * 60))});
    EXPECT_EQ(soon.count(), 1);
    ASSERT_TRUE(held.wait(5000));
    EXPECT_EQ(soon.count(), 2); // the hold failed: the user is warned after all
    EXPECT_FALSE(held.first().at(1).toBool());
    EXPECT_FALSE(held.first().at(2).toString().isEmpty());
    EXPECT_EQ(held.first().at(3).toStringList(), QStringList{u"an upload"_s});
}

TEST(AutostopWatcher, ChangedSettingsAreSavedInTheStartupScriptKeepingTheUsersPart)
{
    QTemporaryDir home;
    SshWorkspace ssh({home.path() + u"/.ssh"_s, home.path() + u"/gpudesk.conf"_s});
    SshRemote remote(ssh);
    BootTasks boots(ssh, {});
    auto cloud = std::make_shared<FakeCloud>();
    Instance stopped = armedAt(QDateTime::currentDateTimeUtc());
    stopped.state = InstanceState::Stopped;
    stopped.stopAt.reset();
    stopped.stopReason.reset();
    cloud->setInstances({stopped});
    FakePlatform platform(cloud);
    AutostopWatcher watcher(remote, boots, platform, [] { return QDateTime::currentDateTimeUtc(); });
    watcher.setInstances({stopped});
    QSignalSpy applied(&watcher, &AutostopWatcher::applied);
    watcher.apply(u"i-1"_s, AutostopSettings{false, 45, 120});
    ASSERT_TRUE(applied.wait(5000));
    EXPECT_TRUE(applied.first().at(1).toBool()) << applied.first().at(2).toString().toStdString();
    const auto parts = AutostopScript::split(cloud->instances().first().startupScript.value_or(QString()));
    EXPECT_EQ(parts.userScript, u"echo mine\n"_s);
    EXPECT_EQ(parts.autostop, (AutostopSettings{false, 45, 120}));

    // Over the platform's 64 KiB with the block: refused, and nothing saved.
    stopped.startupScript = QString(64 * 1024 - 100, u'#');
    watcher.setInstances({stopped});
    watcher.apply(u"i-1"_s, AutostopSettings());
    ASSERT_EQ(applied.count(), 2);
    EXPECT_FALSE(applied.last().at(1).toBool());
    EXPECT_TRUE(applied.last().at(2).toString().contains(u"64 KiB"_s));
}

TEST(PrepareRun, ASmokeCommandThatCannotRunStopsTheFlowBeforeAnyGpuHour)
{
    QTemporaryDir home;
    SshWorkspace ssh({home.path() + u"/.ssh"_s, home.path() + u"/gpudesk.conf"_s});
    SshRemote remote(ssh);
    BootTasks boots(ssh, {});
    auto cloud = std::make_shared<FakeCloud>();
    Instance i = armedAt(QDateTime::currentDateTimeUtc());
    i.state = InstanceState::Stopped;
    i.stopAt.reset();
    i.stopReason.reset();
    i.startupScript.reset();
    cloud->setInstances({i});
    FakePlatform platform(cloud);
    const auto now = [] { return QDateTime::currentDateTimeUtc(); };

    PrepareRun::Plan plan;
    plan.instanceId = i.id;
    EXPECT_FALSE(PrepareRun::planProblem(plan).isEmpty()); // no command
    plan.command = u"python train.py"_s;
    plan.uploads = {u"/tmp/x"_s};
    EXPECT_FALSE(PrepareRun::planProblem(plan).isEmpty()); // files, but nowhere to put them
    plan.uploads.clear();
    plan.smokeCommand = u"python train.py --smoke"_s;
    ASSERT_TRUE(PrepareRun::planProblem(plan).isEmpty());

    PrepareRun flow(platform, remote, nullptr, now, plan);
    QSignalSpy finished(&flow, &PrepareRun::finished);
    flow.start(i);
    ASSERT_TRUE(QTest::qWaitFor([&] { return cloud->calls(u"startInstance"_s) == 1; }, 5000));
    EXPECT_EQ(cloud->instances().first().mode.value(), InstanceMode::NoGpu); // prepared without the card
    Instance running = cloud->instances().first();
    running.state = InstanceState::Running; // the boot, as the next poll shows it
    running.startedAt = now();
    running.meter.ratePerHour = Money::fromCents(15);
    // No startup script, nothing to upload; the smoke command cannot reach the instance (no SSH
    // address here), so the flow stops there: no restart with the GPU. (Each look is a poll.)
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            flow.setInstances({running});
            return !finished.isEmpty();
        },
        5000));
    EXPECT_FALSE(finished.first().at(0).toBool());
    const auto &steps = flow.steps();
    EXPECT_EQ(steps[0].status, PrepareRun::Status::Done);
    EXPECT_EQ(steps[1].status, PrepareRun::Status::Skipped);
    EXPECT_EQ(steps[2].status, PrepareRun::Status::Skipped);
    EXPECT_EQ(steps[int(PrepareRun::Stage::Fetch)].status, PrepareRun::Status::Skipped); // nothing to fetch
    const PrepareRun::Step &smoke = steps[int(PrepareRun::Stage::Smoke)];
    EXPECT_EQ(smoke.status, PrepareRun::Status::Failed);
    EXPECT_EQ(smoke.ratePerHour, Money::fromCents(15));
    EXPECT_EQ(steps[int(PrepareRun::Stage::RestartWithGpu)].status, PrepareRun::Status::Waiting);
    flow.setInstances({running});
    EXPECT_EQ(cloud->calls(u"stopInstance"_s), 0);
    EXPECT_EQ(cloud->calls(u"startInstance"_s), 1);
}

namespace {

/// The agent installed in a home of its own, as on a cloud's instance whose environment carries
/// `cloud` (the instance's id and its own key, and where the cloud's API is).
struct AgentOnACloud
{
    QTemporaryDir home;
    QString agent = home.path() + u"/.gpudesk/autostop.py"_s;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    QProcess daemon;

    explicit AgentOnACloud(const QList<std::pair<QString, QString>> &cloud)
    {
        QFile f(agent);
        if (!QDir().mkpath(home.path() + u"/.gpudesk"_s) || !f.open(QIODevice::WriteOnly)
            || f.write(AutostopScript::agentSource()) <= 0)
            ADD_FAILURE() << "the agent could not be installed in " << home.path().toStdString();
        env.insert(u"HOME"_s, home.path());
        env.remove(u"GPUDESK_API_URL"_s);
        for (const auto &[name, value] : cloud)
            env.insert(name, value);
        env.insert(u"GPUDESK_SANDBOX_INSTANCE"_s, u"cloud-agent-test"_s); // no other process of this machine counts
        daemon.setProcessEnvironment(env);
    }
    ~AgentOnACloud()
    {
        daemon.kill();
        daemon.waitForFinished();
    }
    /// Runs the agent with `args`, this process's event loop running meanwhile (a fake cloud in it
    /// answers the agent).
    std::pair<int, QString> run(const QStringList &args)
    {
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(u"python3"_s, QStringList{agent} + args);
        EXPECT_TRUE(QTest::qWaitFor([&] { return p.state() == QProcess::NotRunning; }, 20000));
        return std::pair{p.exitCode(), QString::fromUtf8(p.readAllStandardError() + p.readAllStandardOutput())};
    }
    QByteArray log()
    {
        QFile f(home.path() + u"/.gpudesk/autostop.log"_s);
        f.open(QIODevice::ReadOnly);
        return f.readAll() + daemon.readAllStandardError();
    }
    /// Schedules a stop three seconds from now, starts the daemon and waits until `stopped()` says
    /// the cloud has it stopped: when that was (invalid if it never was), and the time set.
    std::pair<QDateTime, QDateTime> stopAtASecond(const std::function<bool()> &stopped)
    {
        const QDateTime at = QDateTime::fromSecsSinceEpoch(QDateTime::currentSecsSinceEpoch() + 3, QTimeZone::utc());
        EXPECT_EQ(run({u"configure"_s, u"--stop-at"_s, at.toString(Qt::ISODate)}).first, 0);
        daemon.start(u"python3"_s, {agent, u"daemon"_s});
        EXPECT_TRUE(daemon.waitForStarted());
        QDateTime when;
        const bool seen = QTest::qWaitFor(
            [&] {
                if (stopped())
                    when = QDateTime::currentDateTimeUtc();
                return when.isValid();
            },
            20000);
        return {seen ? when : QDateTime(), at};
    }
};

} // namespace

TEST(AutostopAgent, OnARunPodPodItKeepsTheScheduledStopItselfToTheSecond)
{
    // RunPod keeps no stop time: the agent on the pod (with RunPod's pod id and key in its
    // environment) stops the pod through RunPod's API when the user's time comes, in use or not.
    FakeRunPod runpod;
    const QString pod = runpod.runningPod(u"lora"_s);
    ASSERT_EQ(runpod.pods.value(pod).value(u"status"_s).toString(), u"RUNNING"_s);
    AgentOnACloud agent({{u"RUNPOD_POD_ID"_s, pod},
                         {u"RUNPOD_API_KEY"_s, runpod.apiKey()},
                         {u"GPUDESK_RUNPOD_URL"_s, runpod.url().toString()}});

    // A time that is not one is refused, saying how to write it.
    const auto bad = agent.run({u"configure"_s, u"--stop-at"_s, u"23:00"_s});
    EXPECT_NE(bad.first, 0);
    EXPECT_TRUE(bad.second.contains(u"2026-12-03T23:00:00Z"_s)) << bad.second.toStdString();

    // At its second: not before, and within the second after (the daemon wakes for it).
    const auto [stopped, at]
        = agent.stopAtASecond([&] { return runpod.pods.value(pod).value(u"status"_s).toString() == u"EXITED"_s; });
    ASSERT_TRUE(stopped.isValid()) << agent.log().toStdString();
    EXPECT_GE(stopped, at);
    EXPECT_LE(at.msecsTo(stopped), 2500);
    EXPECT_TRUE(QTest::qWaitFor([&] { return agent.daemon.state() == QProcess::NotRunning; }, 10000));
    const QByteArray said = agent.log();
    EXPECT_TRUE(said.contains("stopping: the stop scheduled for")) << said.toStdString();
    // Done: the next boot is not stopped for it again.
    QFile config(agent.home.path() + u"/.gpudesk/autostop.json"_s);
    ASSERT_TRUE(config.open(QIODevice::ReadOnly));
    EXPECT_TRUE(QJsonDocument::fromJson(config.readAll()).object().value(u"stop_at"_s).isNull());
}

TEST(AutostopAgent, OnAVastInstanceItStopsItWithTheInstancesOwnKey)
{
    // Vast gives the instance its id and a key that can only start, stop and destroy it: the agent
    // reads nothing from Vast (it runs, so the instance runs) and stops it with that key alone.
    FakeVast vast;
    const qint64 offer = vast.addOffer(u"RTX 4090"_s, 1, 0.21, 0.995, u"Oslo, NO"_s);
    SystemClock clock;
    VastPlatform platform(vast.url(), clock);
    platform.setToken(vast.apiKey());
    InstanceSpec spec;
    spec.image = u"pytorch/pytorch:latest"_s;
    spec.offerId = QString::number(offer);
    ASSERT_TRUE(awaitAnswer<Instance>([&](QObject *c, auto d) { platform.createInstance(spec, c, d); }).ok());
    vast.advance();
    const qint64 id = vast.instances.firstKey();
    AgentOnACloud agent({{u"CONTAINER_ID"_s, QString::number(id)},
                         {u"CONTAINER_API_KEY"_s, vast.containerKey(id)},
                         {u"GPUDESK_VAST_URL"_s, vast.url().toString()}});
    const auto status = agent.run({u"status"_s});
    EXPECT_EQ(status.first, 0) << status.second.toStdString();

    const auto [stopped, at] = agent.stopAtASecond(
        [&] { return vast.instances.value(id).value(u"intended_status"_s).toString() == u"stopped"_s; });
    ASSERT_TRUE(stopped.isValid()) << agent.log().toStdString();
    EXPECT_GE(stopped, at);
    const auto stop = std::find_if(vast.requests.crbegin(), vast.requests.crend(),
                                   [](const FakeVast::Request &r) { return r.method == "PUT"; });
    ASSERT_NE(stop, vast.requests.crend());
    EXPECT_EQ(stop->path, u"/api/v0/instances/%1"_s.arg(id));
    EXPECT_EQ(stop->body.value(u"state"_s).toString(), u"stopped"_s);
    // Only the agent's key was used after the rent: nothing read from Vast with it.
    EXPECT_EQ(vast.count("GET", u"/api/v0/instances/%1"_s.arg(id)), 1); // the rent's read-back
}

TEST(AutostopAgent, OnCompshareWithAKeyItKeepsThePlatformsStopAheadWhileUsedAndArmsItWhenIdle)
{
    // Compshare's instance holds no key; given one (~/.gpudesk/compshare.json), the agent keeps the
    // stop scheduler armed: ahead of the idle period while the instance is used (so an agent that dies
    // still leaves a stop), at the idle period's end when it is not, never past the user's own time.
    FakeCompshare compshare;
    SystemClock clock;
    CompsharePlatform platform(compshare.url(), clock);
    platform.setToken(CompshareKeys{compshare.publicKey(), compshare.privateKey()}.toToken());
    InstanceSpec spec;
    spec.name = u"overnight"_s;
    spec.gpuType = u"4090"_s;
    spec.region = u"cn-wlcb-01"_s;
    spec.image = u"compshareImage-torch24"_s;
    const auto made = awaitAnswer<Instance>([&](QObject *c, auto d) { platform.createInstance(spec, c, d); });
    ASSERT_TRUE(made.ok()) << made.error().summary().toStdString();
    const QString id = made.value().id;
    compshare.advance();
    AgentOnACloud agent({});
    auto giveKey = [&](const QString &privateKey) {
        QFile key(agent.home.path() + u"/.gpudesk/compshare.json"_s);
        ASSERT_TRUE(key.open(QIODevice::WriteOnly));
        key.write(QJsonDocument(QJsonObject{{u"public_key"_s, compshare.publicKey()},
                                            {u"private_key"_s, privateKey},
                                            {u"instance"_s, id},
                                            {u"region"_s, u"cn-wlcb"_s},
                                            {u"zone"_s, u"cn-wlcb-01"_s},
                                            {u"project"_s, compshare.projectId},
                                            {u"url"_s, compshare.url().toString()}})
                      .toJson());
    };
    giveKey(compshare.privateKey());
    const auto stopAt = [&] { return compshare.hosts[id].value(u"StopTime"_s).toInteger(); };
    // One look of the agent's, until it made the call `action` (then it dies: what it armed holds).
    const auto oneSample = [&](const QString &action = QStringLiteral("UpdateCompShareStopScheduler")) {
        agent.daemon.start(u"python3"_s, {agent.agent, u"daemon"_s});
        EXPECT_TRUE(agent.daemon.waitForStarted());
        const qint64 before = compshare.count(action);
        const bool armed = QTest::qWaitFor([&] { return compshare.count(action) > before; }, 20000);
        agent.daemon.kill(); // the agent dies: what it armed holds
        agent.daemon.waitForFinished();
        return armed;
    };

    // This machine has no card: the no-GPU period is the one that counts.
    const auto configured = agent.run({u"configure"_s, u"--no-gpu-idle"_s, u"30"_s});
    ASSERT_EQ(configured.first, 0) << configured.second.toStdString();
    // In use (a hold): the stop is kept the idle period and ten minutes ahead, marked as automatic.
    ASSERT_EQ(agent.run({u"hold"_s, u"60"_s}).first, 0);
    ASSERT_TRUE(oneSample()) << agent.log().toStdString();
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    EXPECT_GE(stopAt(), now + 39 * 60);
    EXPECT_LE(stopAt(), now + 41 * 60 + 60);
    EXPECT_EQ(stopAt() % 60, StopDeadlines::kMarkSecond);

    // Idle: it arms the idle period's end, sooner.
    ASSERT_EQ(agent.run({u"hold"_s, u"0"_s}).first, 0);
    ASSERT_TRUE(oneSample()) << agent.log().toStdString();
    EXPECT_LE(stopAt(), QDateTime::currentSecsSinceEpoch() + 31 * 60 + 60);
    EXPECT_GE(stopAt(), QDateTime::currentSecsSinceEpoch() + 29 * 60);

    // The user's own stop (20 minutes on, read from the platform) is kept in use, not moved past.
    ASSERT_EQ(agent.run({u"hold"_s, u"60"_s}).first, 0);
    const qint64 users = QDateTime::currentSecsSinceEpoch() / 60 * 60 + 20 * 60;
    compshare.hosts[id].insert(u"StopTime"_s, users);
    const qint64 updates = compshare.count(u"UpdateCompShareStopScheduler"_s);
    ASSERT_TRUE(oneSample(u"DescribeCompShareInstance"_s)) << agent.log().toStdString();
    EXPECT_EQ(compshare.count(u"UpdateCompShareStopScheduler"_s), updates); // the platform holds it already
    EXPECT_EQ(stopAt(), users);

    // A key the platform no longer takes: the agent says so and ends.
    giveKey(u"not-the-private-key"_s);
    agent.daemon.start(u"python3"_s, {agent.agent, u"daemon"_s});
    EXPECT_TRUE(QTest::qWaitFor([&] { return agent.daemon.state() == QProcess::NotRunning; }, 20000));
    EXPECT_TRUE(agent.log().contains("no longer takes the key pair")) << agent.log().toStdString();
}

TEST(AutostopAgent, InASlurmJobItEndsTheJobWithScancelAndReadsNothingFromTheCluster)
{
    // Inside a job (SLURM_JOB_ID, as gpudesk's job script gives its SSH sessions), the agent ends
    // the job with the job's own rights: scancel, here one that writes down what it was asked.
    QTemporaryDir bin;
    QFile scancel(bin.filePath(u"scancel"_s));
    ASSERT_TRUE(scancel.open(QIODevice::WriteOnly));
    scancel.write("#!/bin/sh\necho \"$@\" >> \"$(dirname \"$0\")/cancelled\"\n");
    scancel.close();
    scancel.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    AgentOnACloud agent({{u"SLURM_JOB_ID"_s, u"4242"_s},
                         {u"GPUDESK_JOB_STARTED"_s, u"2026-12-05T03:00:00Z"_s},
                         {u"PATH"_s, bin.path() + u':' + qEnvironmentVariable("PATH")}});
    const auto status = agent.run({u"status"_s});
    EXPECT_EQ(status.first, 0) << status.second.toStdString();

    QFile cancelled(bin.filePath(u"cancelled"_s));
    const auto [stopped, at] = agent.stopAtASecond([&] { return cancelled.exists(); });
    ASSERT_TRUE(stopped.isValid()) << agent.log().toStdString();
    EXPECT_GE(stopped, at);
    ASSERT_TRUE(cancelled.open(QIODevice::ReadOnly));
    EXPECT_EQ(cancelled.readAll().trimmed(), "4242");
}

TEST(AutostopAgent, InASlurmJobsContainerItAsksTheJobScriptOutsideToEndTheJob)
{
    // A container (pyxis) has no scancel: gpudesk's job script, on the node, watches the file
    // GPUDESK_STOP_REQUEST names and cancels the job itself.
    QTemporaryDir state;
    const QString request = state.filePath(u"stop-request"_s);
    AgentOnACloud agent({{u"SLURM_JOB_ID"_s, u"4243"_s},
                         {u"GPUDESK_JOB_STARTED"_s, u"2026-12-05T03:00:00Z"_s},
                         {u"GPUDESK_STOP_REQUEST"_s, request}});
    QFile asked(request);
    const auto [stopped, at] = agent.stopAtASecond([&] { return asked.exists(); });
    ASSERT_TRUE(stopped.isValid()) << agent.log().toStdString();
    ASSERT_TRUE(asked.open(QIODevice::ReadOnly));
    EXPECT_EQ(asked.readAll().trimmed(), "4243");
}

TEST(AutostopWatcher, WhereThePlatformRunsNoStartupScriptTheSettingsAreKeptByTheConsole)
{
    // RunPod runs no startup script: the console keeps it and runs it at each boot it sees, so the
    // agent's settings live there, and the platform is not asked to keep a script.
    QTemporaryDir home;
    SshWorkspace ssh({home.path() + u"/.ssh"_s, home.path() + u"/gpudesk.conf"_s});
    SshRemote remote(ssh);
    BootTasks boots(ssh, {{}, home.path() + u"/scripts"_s});
    ssh.setPlatform(u"http://127.0.0.1:9"_s);
    boots.setRunsStartupScripts(true);
    auto cloud = std::make_shared<FakeCloud>();
    Instance stopped = armedAt(QDateTime::currentDateTimeUtc());
    stopped.state = InstanceState::Stopped;
    stopped.stopAt.reset();
    stopped.stopReason.reset();
    stopped.startupScript.reset();
    cloud->setInstances({stopped});
    FakePlatform platform(cloud);
    AutostopWatcher watcher(remote, boots, platform, [] { return QDateTime::currentDateTimeUtc(); });
    watcher.setInstances({stopped});
    EXPECT_TRUE(watcher.scriptsKeptHere());
    EXPECT_FALSE(watcher.settings(u"i-1"_s));
    QString error;
    ASSERT_TRUE(boots.setLocalStartupScript(u"i-1"_s, u"echo mine\n"_s, &error)) << error.toStdString();

    QSignalSpy applied(&watcher, &AutostopWatcher::applied);
    watcher.apply(u"i-1"_s, AutostopSettings{true, 45, 120});
    ASSERT_TRUE(applied.count() == 1 || applied.wait(5000));
    EXPECT_TRUE(applied.first().at(1).toBool()) << applied.first().at(2).toString().toStdString();
    const auto parts = AutostopScript::split(boots.localStartupScript(u"i-1"_s).value_or(QString()));
    EXPECT_EQ(parts.userScript, u"echo mine\n"_s);
    EXPECT_EQ(parts.autostop, (AutostopSettings{true, 45, 120}));
    EXPECT_EQ(watcher.settings(u"i-1"_s), (AutostopSettings{true, 45, 120}));
    EXPECT_FALSE(cloud->instances().first().startupScript); // nothing sent to the platform

    // A stop time for the agent needs the agent running: a stopped instance is told so.
    QSignalSpy scheduled(&watcher, &AutostopWatcher::stopScheduled);
    watcher.scheduleStop(u"i-1"_s, QDateTime::currentDateTimeUtc().addSecs(3600));
    ASSERT_EQ(scheduled.count(), 1);
    EXPECT_FALSE(scheduled.first().at(1).toBool());
    EXPECT_TRUE(scheduled.first().at(2).toString().contains(u"start it first"_s));
}
