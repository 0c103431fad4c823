// The connection and process-death doctors against the sandbox's real sshd: each layer
// failing in turn through the sandbox's fault knobs, a key file made 0644, a stale ssh config, a
// stopped instance, and a real service started inside the instance on 127.0.0.1 and on 0.0.0.0.

#include "tests/ssh/sshfixture.h"

#include "core/api/codecs.h"
#include "core/doctor/connectiondoctor.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTcpServer>

using namespace Qt::StringLiterals;
using Status = DoctorCheck::Status;
using Fix = DoctorCheck::Fix;

namespace {

class DoctorTest : public SshFixture
{
protected:
    /// The inputs gpudesk would give for this instance: its config block as the workspace writes it.
    ConnectionDoctor::Inputs inputsFor(const QJsonObject &json)
    {
        const auto decoded = Codecs::decode<Instance>(json);
        EXPECT_TRUE(decoded.ok());
        ConnectionDoctor::Inputs in;
        in.instance = decoded.value();
        in.now = QDateTime::currentDateTimeUtc();
        const SshTarget t = targetFor(json);
        if (in.instance.ssh)
            in.configEntry = SshHostEntry{
                m_sandbox.url().toString(), in.instance.id, in.instance.name, t.alias, t.host, t.port, t.user,
                m_key.privatePath};
        in.identityFile = m_key.privatePath;
        in.registeredFingerprints = {m_key.publicKey.fingerprint()};
        in.knownHostsPath = t.knownHostsPath;
        in.timeoutSeconds = 3;
        return in;
    }
    static DoctorReport diagnose(const ConnectionDoctor::Inputs &in)
    {
        ConnectionDoctor doctor(in);
        const DoctorReport r = doctor.run({});
        if (qEnvironmentVariableIsSet("DOCTOR_TEST_PRINT"))
            fprintf(stderr, "%s\n", qPrintable(r.toText()));
        return r;
    }
    /// The status of each layer, in order.
    static QList<Status> statuses(const DoctorReport &r)
    {
        QList<Status> s;
        for (const DoctorCheck &c : r.checks)
            s << c.status;
        return s;
    }
    static const DoctorCheck &check(const DoctorReport &r, const QString &id)
    {
        for (const DoctorCheck &c : r.checks) {
            if (c.id == id)
                return c;
        }
        static const DoctorCheck none;
        ADD_FAILURE() << "no check " << id.toStdString();
        return none;
    }
    /// Runs `command` inside the instance.
    QString inside(const QJsonObject &json, const QByteArray &command)
    {
        SshSession s;
        SshFailure f;
        EXPECT_TRUE(s.connect(targetFor(json), {}, &f) && s.authenticate({}, &f)) << f.message.toStdString();
        const auto out = s.run(command, &f);
        EXPECT_TRUE(out) << f.message.toStdString();
        return out ? QString::fromUtf8(out->out).trimmed() : QString();
    }
    QJsonObject setFault(const QString &id, const QJsonObject &knobs)
    {
        const auto r = m_api.post(u"/v1/sandbox/instances/"_s + id + u"/faults"_s, knobs);
        EXPECT_EQ(r.status, 200) << r.body.toStdString();
        return r.json;
    }
    static int freePort()
    {
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        return probe.serverPort();
    }
    QString emulatedDir(const QJsonObject &json) const
    {
        return m_sandbox.dataDir() + u"/instances/"_s + json.value(u"id"_s).toString() + u"/emulated"_s;
    }
};

const QList<Status> kAllPassNoPort{Status::Passed, Status::Passed, Status::Passed,  Status::Passed,
                                   Status::Passed, Status::Passed, Status::Skipped, Status::Skipped};

} // namespace

TEST_F(DoctorTest, EveryLayerPassesOnAHealthyInstance)
{
    const QJsonObject i = runningInstance(u"healthy"_s);
    const DoctorReport r = diagnose(inputsFor(i));
    EXPECT_EQ(statuses(r), kAllPassNoPort) << r.toText().toStdString();
    EXPECT_TRUE(r.passed());
    EXPECT_EQ(r.toJson().value(u"checks"_s).toArray().size(), 8);
}

TEST_F(DoctorTest, AStoppedInstanceFailsTheFirstLayerAndTheRestAreNotChecked)
{
    const QJsonObject i = runningInstance(u"stopped"_s);
    const QString id = i.value(u"id"_s).toString();
    ASSERT_EQ(m_api.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    const DoctorReport r = diagnose(inputsFor(waitFor(id, u"stopped"_s)));
    EXPECT_EQ(check(r, u"state"_s).status, Status::Failed);
    EXPECT_EQ(check(r, u"state"_s).fix, Fix::Start);
    for (const DoctorCheck &c : r.checks.mid(1))
        EXPECT_EQ(c.status, Status::Skipped) << c.id.toStdString();
    EXPECT_TRUE(r.verdict.contains(u"the instance's state"_s)) << r.verdict.toStdString();
}

TEST_F(DoctorTest, AnSshConfigLeftBehindByAReebootIsCaught)
{
    const QJsonObject before = runningInstance(u"moved"_s);
    auto in = inputsFor(before);
    const QJsonObject after = reboot(before.value(u"id"_s).toString());
    in.instance = Codecs::decode<Instance>(after).value();
    const DoctorReport r = diagnose(in); // the block still names the first boot's port
    EXPECT_EQ(check(r, u"endpoint"_s).status, Status::Failed) << r.toText().toStdString();
    EXPECT_EQ(check(r, u"endpoint"_s).fix, Fix::RewriteSshConfig);
    EXPECT_TRUE(check(r, u"endpoint"_s).saw.contains(QString::number(in.configEntry->port)));
}

TEST_F(DoctorTest, AKeyOthersCanReadAndAKeyThePlatformLacksAreTheKeyLayer)
{
    const QJsonObject i = runningInstance(u"keys"_s);
    ASSERT_TRUE(QFile::setPermissions(m_key.privatePath,
                                      QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther));
    DoctorReport r = diagnose(inputsFor(i));
    EXPECT_EQ(check(r, u"key"_s).status, Status::Failed);
    EXPECT_EQ(check(r, u"key"_s).fix, Fix::MakeKeyPrivate);
    EXPECT_TRUE(check(r, u"key"_s).saw.contains(u"0644"_s)) << check(r, u"key"_s).saw.toStdString();
    ASSERT_TRUE(QFile::setPermissions(m_key.privatePath, QFile::ReadOwner | QFile::WriteOwner));

    QString error;
    const auto other = SshKeyPair::generate(m_sshDir, u"unregistered"_s, {}, &error);
    ASSERT_TRUE(other) << error.toStdString();
    auto in = inputsFor(i);
    in.identityFile = other->privatePath;
    r = diagnose(in);
    EXPECT_EQ(check(r, u"key"_s).status, Status::Failed);
    EXPECT_EQ(check(r, u"key"_s).fix, Fix::AddKeyToPlatform);
    EXPECT_TRUE(check(r, u"key"_s).saw.contains(other->publicKey.fingerprint()));
}

TEST_F(DoctorTest, AStoppedSshdIsTheNetworkLayer)
{
    const QJsonObject i = runningInstance(u"sshd-down"_s);
    setFault(i.value(u"id"_s).toString(), {{u"sshd_down"_s, true}});
    const DoctorReport r = diagnose(inputsFor(i));
    EXPECT_EQ(check(r, u"network"_s).status, Status::Failed) << r.toText().toStdString();
    EXPECT_EQ(check(r, u"network"_s).fix, Fix::Restart);
    EXPECT_EQ(check(r, u"ssh"_s).status, Status::Skipped);
}

TEST_F(DoctorTest, AHostKeyThatIsNotThePlatformsIsTheSshLayer)
{
    QJsonObject i = runningInstance(u"impostor"_s);
    auto in = inputsFor(i);
    in.instance.ssh->hostKeyFingerprint = u"SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"_s;
    const DoctorReport r = diagnose(in);
    EXPECT_EQ(check(r, u"ssh"_s).status, Status::Failed) << r.toText().toStdString();
    EXPECT_TRUE(check(r, u"ssh"_s).todo.contains(u"Do not log in"_s));
    EXPECT_EQ(check(r, u"auth"_s).status, Status::Skipped);
}

TEST_F(DoctorTest, KeysTheInstanceRefusesAreTheLoginLayerAndNameTheKeyOffered)
{
    const QJsonObject i = runningInstance(u"refusing"_s);
    setFault(i.value(u"id"_s).toString(), {{u"refuse_keys"_s, true}});
    const DoctorReport r = diagnose(inputsFor(i));
    const DoctorCheck &auth = check(r, u"auth"_s);
    EXPECT_EQ(auth.status, Status::Failed) << r.toText().toStdString();
    EXPECT_TRUE(auth.saw.contains(m_key.publicKey.fingerprint())) << auth.saw.toStdString();
    EXPECT_EQ(auth.fix, Fix::Restart); // the key is on the platform: this boot is at fault
}

TEST_F(DoctorTest, AServiceOnLoopbackOnlyThenOnEveryAddressThenPublished)
{
    const int port = freePort();
    const auto created = m_api.post(u"/v1/instances"_s,
                                    {{u"name"_s, u"served"_s},
                                     {u"region"_s, u"cn-north-1"_s},
                                     {u"gpu_type"_s, u"rtx-3090-24g"_s},
                                     {u"image"_s, u"ubuntu-22.04"_s},
                                     {u"ports"_s, QJsonArray{port}}});
    ASSERT_EQ(created.status, 202) << created.body.toStdString();
    const QJsonObject i = waitFor(created.json.value(u"id"_s).toString(), u"running"_s);
    auto in = inputsFor(i);
    in.servicePort = port;

    DoctorReport r = diagnose(in);
    EXPECT_EQ(check(r, u"service"_s).status, Status::Failed);
    EXPECT_TRUE(check(r, u"service"_s).saw.contains(u"Nothing listens"_s)) << r.toText().toStdString();

    const auto serve = [&](const QString &address) {
        const QString pid = inside(
            i,
            u"nohup python3 -m http.server %1 --bind %2 >/dev/null 2>&1 & echo $!"_s.arg(port).arg(address).toUtf8());
        // Until it listens: python takes a moment to start.
        inside(i,
               u"for n in $(seq 50); do (echo > /dev/null) 2>/dev/null; grep -q ':%1 ' /proc/net/tcp* && break; "
               "sleep 0.1; done"_s.arg(QString::number(port, 16).toUpper().rightJustified(4, u'0'))
                   .toUtf8());
        return pid;
    };
    QString pid = serve(u"127.0.0.1"_s);
    r = diagnose(in);
    const DoctorCheck &loopback = check(r, u"service"_s);
    EXPECT_EQ(loopback.status, Status::Failed) << r.toText().toStdString();
    EXPECT_TRUE(loopback.saw.contains(u"127.0.0.1:%1"_s.arg(port))) << loopback.saw.toStdString();
    EXPECT_TRUE(loopback.todo.contains(u"0.0.0.0"_s));
    EXPECT_TRUE(loopback.todo.contains(u"--bind_all"_s));
    EXPECT_EQ(loopback.fix, Fix::OpenTunnel);
    EXPECT_EQ(check(r, u"mapping"_s).status, Status::Skipped);
    inside(i, "kill " + pid.toUtf8());

    pid = serve(u"0.0.0.0"_s);
    r = diagnose(in);
    EXPECT_EQ(check(r, u"service"_s).status, Status::Passed) << r.toText().toStdString();
    EXPECT_TRUE(check(r, u"service"_s).saw.contains(u"python"_s));
    EXPECT_EQ(check(r, u"mapping"_s).status, Status::Passed) << r.toText().toStdString();
    EXPECT_TRUE(r.passed());
    EXPECT_TRUE(r.verdict.contains(QString::number(port))) << r.verdict.toStdString();

    // The same service, through a port the platform does not publish.
    in.instance.ports.clear();
    r = diagnose(in);
    EXPECT_EQ(check(r, u"mapping"_s).status, Status::Failed);
    EXPECT_EQ(check(r, u"mapping"_s).fix, Fix::OpenTunnel);
    EXPECT_FALSE(check(r, u"mapping"_s).saw.contains(u"proxy"_s));

    // Through a platform's SSH proxy (Vast's sshN.vast.ai), no port of the machine is public: a tunnel is
    // the way, and the network layer says whom it reached.
    in.instance.ssh->viaProxy = true;
    r = diagnose(in);
    EXPECT_EQ(check(r, u"mapping"_s).status, Status::Failed);
    EXPECT_TRUE(check(r, u"mapping"_s).saw.contains(u"proxy"_s)) << r.toText().toStdString();
    EXPECT_EQ(check(r, u"mapping"_s).fix, Fix::OpenTunnel);
    EXPECT_TRUE(check(r, u"network"_s).saw.contains(u"proxy"_s)) << r.toText().toStdString();
    EXPECT_EQ(check(r, u"service"_s).status, Status::Passed);
    inside(i, "kill " + pid.toUtf8());
}

TEST_F(DoctorTest, APortHeldByAProgramThatDoesNotSpeakHttpIsNamed)
{
    const QJsonObject i = runningInstance(u"held"_s);
    const int port = freePort();
    const QString pid
        = inside(i,
                 u"nohup python3 -c 'import socket,time\ns=socket.socket()\ns.setsockopt(socket.SOL_SOCKET, "
                 "socket.SO_REUSEADDR, 1)\ns.bind((\"0.0.0.0\", %1))\ns.listen()\nwhile True:\n  c, _ = s.accept()\n  "
                 "time.sleep(30)\n' >/dev/null 2>&1 & echo $!; sleep 0.5"_s.arg(port)
                     .toUtf8());
    auto in = inputsFor(i);
    in.servicePort = port;
    const DoctorReport r = diagnose(in);
    const DoctorCheck &service = check(r, u"service"_s);
    EXPECT_EQ(service.status, Status::Failed) << r.toText().toStdString();
    EXPECT_TRUE(service.saw.contains(u"does not answer HTTP"_s)) << service.saw.toStdString();
    EXPECT_TRUE(service.saw.contains(pid)) << service.saw.toStdString();
    inside(i, "kill " + pid.toUtf8());
}

TEST_F(DoctorTest, WhyARunDiedFromItsLogTheKernelLogAndAFullDisk)
{
    const QJsonObject i = runningInstance(u"died"_s, 10);
    auto in = inputsFor(i);
    in.processDeath = true;
    in.logPath = u"~/train.log"_s;

    inside(i,
           "printf 'epoch 3\\ntorch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\\n' > "
           "train.log");
    DoctorReport r = diagnose(in);
    EXPECT_EQ(check(r, u"gpu_memory"_s).status, Status::Failed) << r.toText().toStdString();
    EXPECT_TRUE(r.verdict.contains(u"GPU memory"_s)) << r.verdict.toStdString();

    inside(i, "printf 'epoch 3\\n' > train.log");
    QFile kern(emulatedDir(i) + u"/kern.log"_s);
    ASSERT_TRUE(kern.open(QIODevice::Append));
    kern.write("[ 4242.1] Out of memory: Killed process 4242 (python) total-vm:64000000kB\n");
    kern.close();
    r = diagnose(in);
    EXPECT_EQ(check(r, u"gpu_memory"_s).status, Status::Passed);
    EXPECT_EQ(check(r, u"host_memory"_s).status, Status::Failed) << r.toText().toStdString();
    EXPECT_TRUE(r.verdict.contains(u"RAM"_s));

    ASSERT_TRUE(kern.open(QIODevice::WriteOnly | QIODevice::Truncate));
    kern.close();
    EXPECT_EQ(setFault(i.value(u"id"_s).toString(), {{u"disk_full"_s, true}}).value(u"disk_full"_s), true);
    r = diagnose(in);
    EXPECT_EQ(check(r, u"host_memory"_s).status, Status::Passed);
    EXPECT_EQ(check(r, u"disk"_s).status, Status::Failed) << r.toText().toStdString();
    EXPECT_TRUE(check(r, u"disk"_s).saw.contains(u"100%"_s));

    EXPECT_EQ(setFault(i.value(u"id"_s).toString(), {{u"disk_full"_s, false}}).value(u"disk_full"_s), false);
    in.logPath = u"~/nowhere.log"_s;
    r = diagnose(in);
    EXPECT_EQ(check(r, u"disk"_s).status, Status::Passed) << r.toText().toStdString();
    EXPECT_EQ(check(r, u"gpu_memory"_s).status, Status::Failed);
    EXPECT_TRUE(check(r, u"gpu_memory"_s).saw.contains(u"nowhere.log"_s));
}

TEST_F(DoctorTest, GpudeskctlDoctorExitsZeroWhenAllPassOneWhenALayerFailsAndPrintsTheReportAsJson)
{
    const QJsonObject i = runningInstance(u"cli-doctor"_s);
    const QString id = i.value(u"id"_s).toString();
    Ran ran = ctl({u"doctor"_s, u"cli-doctor"_s});
    EXPECT_EQ(ran.exitCode, 0) << ran.out.toStdString() << ran.err.toStdString();
    EXPECT_TRUE(ran.out.contains(u"[passed] auth"_s)) << ran.out.toStdString();

    // The config gpudeskctl's own ssh-config sync writes, then a reboot moves the port.
    ASSERT_EQ(ctl({u"ssh-config"_s, u"sync"_s, u"--no-include"_s}).exitCode, 0);
    reboot(id);
    ran = ctl({u"doctor"_s, id, u"--json"_s});
    EXPECT_EQ(ran.exitCode, 1) << ran.err.toStdString();
    const QJsonObject report = QJsonDocument::fromJson(ran.out.toUtf8()).object();
    const QJsonArray checks = report.value(u"checks"_s).toArray();
    ASSERT_EQ(checks.size(), 8) << ran.out.toStdString();
    EXPECT_EQ(checks[1].toObject().value(u"id"_s), u"endpoint"_s);
    EXPECT_EQ(checks[1].toObject().value(u"status"_s), u"failed"_s);
    EXPECT_FALSE(checks[1].toObject().value(u"todo"_s).toString().isEmpty());
    EXPECT_EQ(checks[2].toObject().value(u"status"_s), u"skipped"_s);
    for (const QJsonValue &c : checks)
        EXPECT_EQ(c.toObject().keys(), (QStringList{u"id"_s, u"saw"_s, u"status"_s, u"todo"_s}));
    EXPECT_FALSE(report.value(u"verdict"_s).toString().isEmpty());

    // Rewritten, it passes again; then why a run died, from its log.
    ASSERT_EQ(ctl({u"ssh-config"_s, u"sync"_s, u"--no-include"_s}).exitCode, 0);
    EXPECT_EQ(ctl({u"doctor"_s, id}).exitCode, 0);
    inside(waitFor(id, u"running"_s), "echo 'RuntimeError: CUDA out of memory.' > run.log");
    ran = ctl({u"doctor"_s, id, u"--log"_s, u"run.log"_s});
    EXPECT_EQ(ran.exitCode, 1);
    EXPECT_TRUE(ran.out.contains(u"[failed] gpu_memory"_s)) << ran.out.toStdString();

    EXPECT_EQ(ctl({u"doctor"_s}).exitCode, 2);
    EXPECT_EQ(ctl({u"doctor"_s, id, u"--port"_s, u"0"_s}).exitCode, 2);
    EXPECT_EQ(ctl({u"doctor"_s, u"no-such-instance"_s}).exitCode, 1);
}
