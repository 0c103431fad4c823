// Startup scripts on a sandbox with real sshd: run at every boot as the instance's user through the
// session wrapper, output in ~/.gpudesk/startup.log under a header per boot, the exit status as an
// event and in startup_script_status; ended with the boot by a stop or a release; heard of after
// the sandbox was killed while one ran; refused when over 64 KiB.
#include "platform/runtime/processtable.h"
#include "platform/runtime/sshruntime.h"
#include "tests/platform/instancetestsupport.h"

#include <QFile>
#include <QFileInfo>
#include <QTest>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

/// The instance once `done` holds of it, read every few milliseconds for up to 10 real seconds (a
/// script runs in real time however the manual clock is moved); the last read if it never does.
QJsonObject waitUntil(HttpClient &c, const QString &id, const std::function<bool(const QJsonObject &)> &done)
{
    QJsonObject instance;
    if (QTest::qWaitFor(
            [&] {
                instance = c.get(u"/v1/instances/"_s + id).json;
                return done(instance);
            },
            10000))
        return instance;
    ADD_FAILURE() << "never happened: " << QJsonDocument(instance).toJson().toStdString();
    return instance;
}

/// Whether the status says boot `boot` ran the script and it exited.
bool finished(const QJsonObject &instance, int boot)
{
    const QJsonValue status = instance.value(u"startup_script_status"_s);
    return status[u"boot"_s].toInt() == boot && !status[u"finished_at"_s].isNull();
}

QList<QJsonObject> scriptEvents(const QJsonArray &events)
{
    QList<QJsonObject> found;
    for (const QJsonValue &e : events) {
        if (e[u"reason"_s].toString() == u"startup_script"_s)
            found << e.toObject();
    }
    return found;
}

/// The pid a script wrote to `path` (once it has: up to 10 s).
qint64 pidIn(const QString &path)
{
    qint64 pid = 0;
    (void)QTest::qWaitFor([&] { return (pid = readText(path).trimmed().toLongLong()) > 0; }, 10000);
    return pid;
}

/// Whether every one of `pids` has ended, looked at for up to 5 s (the runtime ends them on its
/// own thread, a moment after the platform says the instance stopped).
bool allGone(const QList<qint64> &pids)
{
    return QTest::qWaitFor(
        [&] { return std::none_of(pids.cbegin(), pids.cend(), [](qint64 pid) { return ProcessTable::alive(pid); }); },
        5000);
}

} // namespace

class StartupScriptRuns : public InstanceFixture
{
};

TEST_F(StartupScriptRuns, ItRunsAtEveryBootAsTheInstancesUserAndItsExitStatusIsAnEventAndTheStatus)
{
    HttpClient c = newUser(true, 100000);
    const QString script = u"echo \"ran in $PWD as $(id -un), home $HOME, marker ${GPUDESK_SANDBOX_INSTANCE:+set}\"\n"
                           "command -v nvidia-smi\n"
                           "echo 'to stderr' >&2\n"
                           "date +%s >> ~/boots.txt\n"
                           "exit 3\n"_s;
    const QJsonObject running = createRunning(c, {{u"startup_script"_s, script}});
    const QString id = running.value(u"id"_s).toString();
    const QString home = running.value(u"home_path"_s).toString();
    EXPECT_EQ(running.value(u"startup_script"_s).toString(), script);

    QJsonObject instance = waitUntil(c, id, [](const QJsonObject &i) { return finished(i, 1); });
    EXPECT_EQ(instance.value(u"startup_script_status"_s).toObject(),
              (QJsonObject{{u"boot"_s, 1},
                           {u"exit_code"_s, 3},
                           {u"finished_at"_s, instance[u"startup_script_status"_s][u"finished_at"_s]},
                           {u"log_path"_s, QString(home + u"/.gpudesk/startup.log"_s)}}));
    EXPECT_GE(seconds(instance[u"startup_script_status"_s][u"finished_at"_s]), seconds(instance[u"started_at"_s]));
    const QString log = readText(home + u"/.gpudesk/startup.log"_s);
    EXPECT_TRUE(log.startsWith(u"==== gpudesk startup script: boot 1, started "_s)) << log.toStdString();
    // As an SSH session would: in the home, as the sandbox's user, with the emulators on PATH.
    EXPECT_TRUE(log.contains(u"ran in %1 as %2, home %1, marker set\n"_s.arg(home, SshRuntime::loginUser())))
        << log.toStdString();
    EXPECT_TRUE(log.contains(QFileInfo(home).path() + u"/bin/nvidia-smi\n"_s)) << log.toStdString();
    EXPECT_TRUE(log.contains(u"to stderr\n"_s));
    EXPECT_TRUE(log.contains(u"==== exited with status 3 ====\n"_s));
    QList<QJsonObject> said = scriptEvents(events(c, id));
    ASSERT_EQ(said.size(), 1);
    EXPECT_EQ(said[0].value(u"from"_s).toString(), u"running"_s);
    EXPECT_EQ(said[0].value(u"to"_s).toString(), u"running"_s);
    EXPECT_EQ(said[0].value(u"message"_s).toString(),
              u"Startup script exited with status 3; its output is in ~/.gpudesk/startup.log."_s);
    // The running instance changed: the list's ETag moved with it.
    EXPECT_EQ(c.get(u"/v1/instances"_s).json[u"items"_s][0][u"startup_script_status"_s][u"exit_code"_s].toInt(), 3);

    // Stop and start: it runs again, under a second header.
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    advance(2);
    ASSERT_EQ(state(c, id), u"stopped"_s);
    EXPECT_EQ(get(c, id).value(u"startup_script_status"_s), instance.value(u"startup_script_status"_s));
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/start"_s).status, 202);
    advance(10);
    waitForState(c, id, u"running"_s);
    instance = waitUntil(c, id, [](const QJsonObject &i) { return finished(i, 2); });
    EXPECT_EQ(instance[u"startup_script_status"_s][u"exit_code"_s].toInt(), 3);
    EXPECT_EQ(readText(home + u"/.gpudesk/startup.log"_s).count(u"==== gpudesk startup script: boot "_s), 2);
    EXPECT_TRUE(readText(home + u"/.gpudesk/startup.log"_s).contains(u"==== gpudesk startup script: boot 2, "_s));
    EXPECT_EQ(readText(home + u"/boots.txt"_s).count(u'\n'), 2);
    EXPECT_EQ(scriptEvents(events(c, id)).size(), 2);

    // Cleared: the next boot runs nothing, and the status stays the last run's.
    auto r = c.patch(u"/v1/instances/"_s + id, {{u"startup_script"_s, QJsonValue()}});
    ASSERT_EQ(r.status, 200) << r.body.toStdString();
    EXPECT_TRUE(r.json.value(u"startup_script"_s).isNull());
    c.post(u"/v1/instances/"_s + id + u"/stop"_s);
    advance(2);
    c.post(u"/v1/instances/"_s + id + u"/start"_s);
    advance(10);
    waitForState(c, id, u"running"_s);
    // The runtime has dealt with the boot: a script it were to run would have started by now.
    runtimeSettled(c, id);
    EXPECT_EQ(get(c, id).value(u"startup_script_status"_s), instance.value(u"startup_script_status"_s));
    EXPECT_EQ(readText(home + u"/boots.txt"_s).count(u'\n'), 2);

    // A script over 64 KiB is refused on the wire, and nothing is stored.
    r = c.patch(u"/v1/instances/"_s + id, {{u"startup_script"_s, QString(65537, u'#')}});
    EXPECT_EQ(r.status, 400) << r.body.toStdString();
    EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"reason"_s].toString(), u"too_long"_s);
    EXPECT_TRUE(get(c, id).value(u"startup_script"_s).isNull());
    const qsizetype before = c.get(u"/v1/instances"_s).json.value(u"items"_s).toArray().size();
    r = c.post(u"/v1/instances"_s, instanceRequest({{u"startup_script"_s, QString(65537, u'#')}}));
    EXPECT_EQ(r.status, 400) << r.body.toStdString();
    EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"field"_s].toString(), u"startup_script"_s);
    EXPECT_EQ(c.get(u"/v1/instances"_s).json.value(u"items"_s).toArray().size(), before);
}

TEST_F(StartupScriptRuns, AScriptThatRunsOnEndsWithTheBootAtAStopAndAtARelease)
{
    HttpClient c = newUser(true, 100000);
    // A child in its process group, and one that left it for a session of its own.
    const QString script = u"echo started\n"
                           "sleep 86400 & echo $! > ~/child.pid\n"
                           "setsid sleep 86400 < /dev/null > /dev/null 2>&1 & echo $! > ~/escaped.pid\n"
                           "echo $$ > ~/script.pid\n"
                           "wait\n"_s;
    const QJsonObject running = createRunning(c, {{u"startup_script"_s, script}});
    const QString id = running.value(u"id"_s).toString();
    const QString home = running.value(u"home_path"_s).toString();
    const QList<qint64> pids{pidIn(home + u"/script.pid"_s), pidIn(home + u"/child.pid"_s),
                             pidIn(home + u"/escaped.pid"_s)};
    ASSERT_FALSE(pids.contains(0));
    for (qint64 pid : pids)
        EXPECT_TRUE(ProcessTable::alive(pid)) << pid;
    // The script leads a session and process group of its own, apart from the sandbox's.
    const pid_t group = ::getpgid(pid_t(pids[0]));
    EXPECT_EQ(::getsid(pid_t(pids[0])), group);
    EXPECT_EQ(::getpgid(pid_t(pids[1])), group);
    EXPECT_NE(::getpgid(pid_t(s_sandbox->process().processId())), group);
    // Started, not finished.
    const QJsonObject status
        = waitUntil(c, id, [](const QJsonObject &i) { return !i.value(u"startup_script_status"_s).isNull(); })
              .value(u"startup_script_status"_s)
              .toObject();
    EXPECT_EQ(status.value(u"boot"_s).toInt(), 1);
    EXPECT_TRUE(status.value(u"exit_code"_s).isNull());
    EXPECT_TRUE(status.value(u"finished_at"_s).isNull());

    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    advance(2);
    EXPECT_TRUE(allGone(pids));
    // Ended with the boot: no exit status, and no event saying it exited, once the runtime has
    // looked at its scripts after the stop (an exit it saw would be recorded by then).
    runtimeSettled(c, id);
    EXPECT_EQ(get(c, id).value(u"startup_script_status"_s).toObject(), status);
    EXPECT_TRUE(scriptEvents(events(c, id)).isEmpty());

    // The next boot runs it again; a release ends it too.
    for (const QString &file : {u"/script.pid"_s, u"/child.pid"_s, u"/escaped.pid"_s})
        QFile::remove(home + file);
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/start"_s).status, 202);
    advance(10);
    waitForState(c, id, u"running"_s);
    const QList<qint64> again{pidIn(home + u"/script.pid"_s), pidIn(home + u"/child.pid"_s),
                              pidIn(home + u"/escaped.pid"_s)};
    ASSERT_FALSE(again.contains(0));
    EXPECT_NE(again, pids);
    EXPECT_EQ(waitUntil(c, id,
                        [](const QJsonObject &i) {
                            return i[u"startup_script_status"_s][u"boot"_s].toInt() == 2;
                        })[u"startup_script_status"_s][u"exit_code"_s],
              QJsonValue());
    // With its sshd stopped by the fault knob, a release still ends the script's process group and
    // what left it.
    ASSERT_EQ(c.post(u"/v1/sandbox/instances/"_s + id + u"/faults"_s, {{u"sshd_down"_s, true}}).status, 200);
    ASSERT_EQ(c.del(u"/v1/instances/"_s + id).status, 202);
    advance(2);
    EXPECT_TRUE(allGone(again));
}

TEST(StartupScriptRestart, AScriptAKilledSandboxLeftIsEndedAtItsNextStartAndRunsAgainForTheBootThatGoesOn)
{
    SandboxProcess sandbox({u"--clock"_s, u"manual"_s, u"--boot-delay"_s, u"0"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    const QString token = accountOn(sandbox.url(), u"13500000031"_s, 10000, false);
    HttpClient c(sandbox.url());
    c.setToken(token);
    // It waits for a file the test writes once the sandbox is back.
    const auto created = c.post(u"/v1/instances"_s,
                                {{u"name"_s, u"waits"_s},
                                 {u"region"_s, u"cn-north-1"_s},
                                 {u"gpu_type"_s, u"rtx-3090-24g"_s},
                                 {u"image"_s, u"ubuntu-22.04"_s},
                                 {u"startup_script"_s,
                                  u"echo waiting\n"
                                  "while [ ! -e ~/go ]; do sleep 0.05; done\n"
                                  "exit 7\n"_s}});
    ASSERT_EQ(created.status, 202) << created.body.toStdString();
    const QString id = created.json.value(u"id"_s).toString();
    const QString home = created.json.value(u"home_path"_s).toString();
    waitForState(c, id, u"running"_s);
    waitUntil(c, id, [](const QJsonObject &i) { return !i.value(u"startup_script_status"_s).isNull(); });

    sandbox.kill();
    // Back, it ends what the killed one left (the waiting script among it), says so, and runs the
    // script again for the boot that goes on, as a machine's boot hook runs when it comes back.
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    c = HttpClient(sandbox.url());
    c.setToken(token);
    QList<QJsonObject> said;
    const auto events
        = [&] { return scriptEvents(c.get(u"/v1/instances/"_s + id + u"/events"_s).json.value(u"items"_s).toArray()); };
    ASSERT_TRUE(QTest::qWaitFor([&] { return (said = events()).size() == 1; }, 20000));
    EXPECT_TRUE(said[0].value(u"message"_s).toString().contains(u"ended when the sandbox stopped"_s))
        << said[0].value(u"message"_s).toString().toStdString();
    // The script runs again (the status of the run that was ended says finished until it does).
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return readText(home + u"/.gpudesk/startup.log"_s).count(u"waiting\n"_s) == 2
                && !finished(c.get(u"/v1/instances/"_s + id).json, 1);
        },
        20000))
        << readText(home + u"/.gpudesk/startup.log"_s).toStdString();
    QFile go(home + u"/go"_s);
    ASSERT_TRUE(go.open(QIODevice::WriteOnly));
    go.close();
    const QJsonObject instance = waitUntil(c, id, [](const QJsonObject &i) { return finished(i, 1); });
    EXPECT_EQ(instance[u"startup_script_status"_s][u"exit_code"_s].toInt(), 7);
    said = events();
    ASSERT_EQ(said.size(), 2);
    EXPECT_TRUE(said[1].value(u"message"_s).toString().contains(u"status 7"_s));
    const QString log = readText(home + u"/.gpudesk/startup.log"_s);
    EXPECT_EQ(log.count(u"==== gpudesk startup script: boot 1, started "_s), 2) << log.toStdString();
    EXPECT_EQ(log.count(u"(again: the sandbox started again)"_s), 1) << log.toStdString();
    EXPECT_EQ(log.count(u"waiting\n"_s), 2);
    EXPECT_EQ(sandbox.stop(), 0);
}

TEST(StartupScriptRestart, AStoppedSandboxLeavesNothingItsInstancesRanAndBringsTheirScriptsBackWhenItIsBack)
{
    SandboxProcess sandbox({u"--clock"_s, u"manual"_s, u"--boot-delay"_s, u"0"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    const QString token = accountOn(sandbox.url(), u"13500000032"_s, 10000, false);
    HttpClient c(sandbox.url());
    c.setToken(token);
    // As the autostop agent is: started in the background by the script, which then exits.
    const auto created = c.post(u"/v1/instances"_s,
                                {{u"name"_s, u"agent"_s},
                                 {u"region"_s, u"cn-north-1"_s},
                                 {u"gpu_type"_s, u"rtx-3090-24g"_s},
                                 {u"image"_s, u"ubuntu-22.04"_s},
                                 {u"startup_script"_s, u"nohup sleep 600 >/dev/null 2>&1 &\necho agent started\n"_s}});
    ASSERT_EQ(created.status, 202) << created.body.toStdString();
    const QString id = created.json.value(u"id"_s).toString();
    const QString home = created.json.value(u"home_path"_s).toString();
    waitForState(c, id, u"running"_s);
    waitUntil(c, id, [](const QJsonObject &i) { return finished(i, 1); });
    const QByteArray marker = "GPUDESK_SANDBOX_INSTANCE=" + QFile::encodeName(sandbox.dataDir());
    ASSERT_FALSE(ProcessTable::withEnvironmentPrefix(marker).isEmpty()); // the background process runs

    EXPECT_EQ(sandbox.stop(), 0);
    EXPECT_TRUE(ProcessTable::withEnvironmentPrefix(marker).isEmpty());

    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    c = HttpClient(sandbox.url());
    c.setToken(token);
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return readText(home + u"/.gpudesk/startup.log"_s).count(u"agent started\n"_s) == 2; }, 20000))
        << readText(home + u"/.gpudesk/startup.log"_s).toStdString();
    EXPECT_FALSE(ProcessTable::withEnvironmentPrefix(marker).isEmpty());
    EXPECT_EQ(sandbox.stop(), 0);
    EXPECT_TRUE(ProcessTable::withEnvironmentPrefix(marker).isEmpty());
}
