// A RunPod pod whose direct SSH leads to a real sshd (a sandbox instance stands in for the pod's
// machine): with no host-key fingerprint from the platform, the first key is confirmed by the user
// and pinned; then the real OpenSSH client logs in through gpudesk's config, a transfer lands on
// it, and the doctor finds nothing wrong — the workspace works on pods as on sandbox instances.
#include "core/api/awaitanswer.h"
#include "core/api/runpod/runpodplatform.h"
#include "core/autostop/autostopscript.h"
#include "core/autostop/autostopwatcher.h"
#include "core/doctor/connectiondoctor.h"
#include "core/ssh/boottasks.h"
#include "core/ssh/sshremote.h"
#include "core/ssh/sshworkspace.h"
#include "core/store/storethread.h"
#include "core/transfer/transferqueue.h"
#include "tests/ssh/sshfixture.h"
#include "tests/support/fakerunpod.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;

class RunPodPod : public SshFixture
{
};

TEST_F(RunPodPod, TheFirstHostKeyIsConfirmedThenPinnedAndTheTerminalTransfersAndDoctorWork)
{
    // The machine: a running sandbox instance with a data disk, reached with this test's key.
    const QJsonObject machine = runningInstance(u"pod-machine"_s, 2);
    ASSERT_EQ(machine.value(u"state"_s).toString(), u"running"_s);
    const QJsonObject direct = machine.value(u"ssh"_s).toObject();
    const QString data = machine.value(u"data_disk"_s).toObject().value(u"mount_path"_s).toString();
    ASSERT_FALSE(data.isEmpty());

    FakeRunPod runpod;
    runpod.sshd
        = {direct.value(u"host"_s).toString(), direct.value(u"port"_s).toInt(), direct.value(u"user"_s).toString()};
    SystemClock clock;
    RunPodPlatform platform(runpod.url(), clock);
    platform.setToken(runpod.apiKey());
    runpod.runningPod(u"lora"_s, 20);
    const auto listed = awaitAnswer<InstanceList>([&](QObject *c, auto d) { platform.instances({}, false, c, d); });
    ASSERT_TRUE(listed.ok() && listed.value().items.size() == 1);
    const Instance pod = listed.value().items.first();
    ASSERT_EQ(pod.state.value(), InstanceState::Running);
    ASSERT_TRUE(pod.ssh);
    EXPECT_TRUE(pod.ssh->hostKeyFingerprint.isEmpty()); // RunPod gives none
    EXPECT_FALSE(pod.ssh->shellOnly);

    // The console keeps the pod's startup script (RunPod runs none) and runs it once the key is known.
    SshWorkspace workspace({m_sshDir, m_home.path() + u"/gpudesk.conf"_s});
    SshRemote remote(workspace);
    BootTasks boots(workspace, {m_home.path() + u"/snapshots"_s, m_home.path() + u"/scripts"_s});
    QString error;
    ASSERT_TRUE(workspace.setDefaultIdentity(m_key.privatePath, &error)) << error.toStdString();
    workspace.setPlatform(platform.baseUrl().toString(QUrl::StripTrailingSlash));
    boots.setRunsStartupScripts(true);
    ASSERT_TRUE(boots.setLocalStartupScript(pod.id, u"echo booted > \"$HOME/started-by-gpudesk\"\n"_s, &error))
        << error.toStdString();
    QSignalSpy synced(&workspace, &SshWorkspace::synced);
    QSignalSpy unconfirmed(&workspace, &SshWorkspace::hostKeyUnconfirmed);
    QSignalSpy launched(&boots, &BootTasks::startupScriptLaunched);
    workspace.setInstances({pod});
    // Nothing vouches for the key: the console is told, once, and runs nothing there yet.
    ASSERT_TRUE(QTest::qWaitFor([&] { return unconfirmed.count() == 1; }, 20000));
    EXPECT_EQ(unconfirmed.first().at(0).toString(), pod.id);
    EXPECT_TRUE(unconfirmed.first().at(1).toString().startsWith(u"SHA256:"_s));
    workspace.resync();
    ASSERT_TRUE(synced.wait(20000));
    EXPECT_EQ(unconfirmed.count(), 1);
    EXPECT_EQ(launched.count(), 0);

    // The first connection: nothing vouches for the key, so the user is shown it.
    std::optional<std::pair<bool, SshFailure>> result;
    QObject::connect(&remote, &SshRemote::connectionTested, &remote,
                     [&](const QString &, bool ok, const SshFailure &f, qint64) {
                         result = {ok, f};
                     });
    const auto test = [&](const QString &trusted) {
        result.reset();
        remote.testConnection(pod, trusted);
        return QTest::qWaitFor([&] { return result.has_value(); }, 20000);
    };
    ASSERT_TRUE(test({}));
    ASSERT_FALSE(result->first);
    ASSERT_EQ(result->second.kind, SshFailure::Kind::HostKeyUnknown) << result->second.message.toStdString();
    const QString offered = result->second.offered;
    ASSERT_TRUE(offered.startsWith(u"SHA256:"_s)) << offered.toStdString();
    EXPECT_EQ(offered, unconfirmed.first().at(1).toString());
    // Confirmed: it logs in and pins the key; from then on nothing is asked, and the startup script
    // that waited for it runs.
    ASSERT_TRUE(test(offered));
    ASSERT_TRUE(result->first) << result->second.message.toStdString();
    ASSERT_TRUE(launched.count() == 1 || launched.wait(20000));
    EXPECT_TRUE(launched.first().at(1).toBool());
    ASSERT_TRUE(test({}));
    EXPECT_TRUE(result->first) << result->second.message.toStdString();

    // The real ssh client, never prompting, through gpudesk's config and the pinned key.
    const Ran ssh = runProgram(u"ssh"_s,
                               {u"-F"_s, m_sshDir + u"/gpudesk/config"_s, u"-o"_s, u"BatchMode=yes"_s, u"-o"_s,
                                u"StrictHostKeyChecking=yes"_s, workspace.aliasFor(pod.id), u"echo $((6*7))"_s},
                               ctlEnvironment());
    EXPECT_EQ(ssh.exitCode, 0) << ssh.err.toStdString();
    EXPECT_EQ(ssh.out, u"42\n"_s);

    // A file dropped on the pod arrives, checked.
    const QString file = m_home.path() + u"/notes.txt"_s;
    {
        QFile f(file);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write("to the pod\n");
    }
    StoreThread store(m_home.path() + u"/gpudesk.db"_s);
    TransferQueue queue(workspace, store);
    const QString id = queue.upload(pod, {file}, data, {});
    ASSERT_FALSE(id.isEmpty());
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const TransferItem *i = queue.item(id);
            return i
                && (i->record.state == TransferRecord::State::Done || i->record.state == TransferRecord::State::Failed);
        },
        30000));
    EXPECT_EQ(queue.item(id)->record.state, TransferRecord::State::Done)
        << queue.item(id)->record.message.toStdString();
    QFile arrived(data + u"/notes.txt"_s);
    ASSERT_TRUE(arrived.open(QIODevice::ReadOnly));
    EXPECT_EQ(arrived.readAll(), "to the pod\n");

    // The doctor, as the console runs it for a pod: every layer passes.
    ConnectionDoctor::Inputs in;
    in.instance = pod;
    in.now = QDateTime::currentDateTimeUtc();
    const auto target = workspace.targetFor(pod);
    ASSERT_TRUE(target);
    in.configEntry = SshHostEntry{workspace.platform(), pod.id,       pod.name,     target->alias,
                                  target->host,         target->port, target->user, m_key.privatePath};
    in.identityFile = m_key.privatePath;
    in.registeredFingerprints = {m_key.publicKey.fingerprint()};
    in.knownHostsPath = target->knownHostsPath;
    in.timeoutSeconds = 5;
    ConnectionDoctor doctor(in);
    const DoctorReport report = doctor.run({});
    ASSERT_FALSE(report.checks.isEmpty());
    int passed = 0;
    for (const DoctorCheck &c : report.checks) {
        EXPECT_NE(c.status, DoctorCheck::Status::Failed) << c.id.toStdString() << ": " << c.saw.toStdString();
        passed += c.status == DoctorCheck::Status::Passed;
    }
    EXPECT_GE(passed, 5) << report.toText().toStdString();
    if (qEnvironmentVariableIsSet("DOCTOR_TEST_PRINT"))
        fprintf(stderr, "%s\n", qPrintable(report.toText()));

    // Autostop's warning where the platform keeps no stop time: the console asks the agent on the
    // pod each minute and warns five minutes before the idle stop it armed, as on a sandbox instance.
    ASSERT_TRUE(boots.setLocalStartupScript(pod.id, AutostopScript::compose(QString(), AutostopSettings()), &error))
        << error.toStdString();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QDateTime idleStop = QDateTime::fromSecsSinceEpoch(now.toSecsSinceEpoch() + 180, QTimeZone::utc());
    const QJsonObject armed{{u"version"_s, 1},
                            {u"enabled"_s, true},
                            {u"mode"_s, u"gpu"_s},
                            {u"idle_minutes"_s, 30},
                            {u"sampled_at"_s, now.toString(Qt::ISODate)},
                            {u"status"_s, u"idle"_s},
                            {u"active"_s, QJsonArray()},
                            {u"last_active"_s, now.addSecs(-27 * 60).toString(Qt::ISODate)},
                            {u"stop_at"_s, idleStop.toString(Qt::ISODate)},
                            {u"decisions"_s, QJsonArray()}};
    const QByteArray put = "mkdir -p ~/.gpudesk && echo " + AutostopScript::agentSource().toBase64()
        + " | base64 -d > ~/.gpudesk/autostop.py && echo "
        + QJsonDocument(armed).toJson(QJsonDocument::Compact).toBase64()
        + " | base64 -d > ~/.gpudesk/autostop-state.json";
    std::optional<bool> written;
    QObject context;
    remote.execute(pod, put, &context, [&](const std::optional<SshSession::Output> &out, const SshFailure &) {
        written = out && out->exitStatus == 0;
    });
    ASSERT_TRUE(QTest::qWaitFor([&] { return written.has_value(); }, 20000));
    ASSERT_TRUE(*written);
    AutostopWatcher watcher(remote, boots, platform, [] { return QDateTime::currentDateTimeUtc(); });
    QSignalSpy warned(&watcher, &AutostopWatcher::stoppingSoon);
    watcher.setInstances({pod});
    ASSERT_TRUE(warned.wait(20000));
    EXPECT_EQ(warned.first().at(0).value<Instance>().id, pod.id);
    EXPECT_EQ(warned.first().at(1).toInt(), 3); // minutes left
}
