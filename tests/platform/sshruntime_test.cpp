// Running sandbox instances with the real OpenSSH client: log in, land in the instance's home,
// write to the data disk; a new port at every boot with the same host key; a key removed is
// refused at once; sftp through the session wrapper; release deletes the instance's files;
// --runtime none; and a sandbox killed with SIGKILL whose instances can be reached again.
#include "platform/runtime/processtable.h"
#include "platform/runtime/sshruntime.h"
#include "tests/platform/instancetestsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QProcess>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUrl>

#include <pwd.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

struct ClientRun
{
    int exitCode = -1;
    QString out, err;
};

/// A key pair made by ssh-keygen, as a user would make one.
class TestKey
{
public:
    TestKey()
    {
        QProcess keygen;
        keygen.start(u"ssh-keygen"_s, {u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, QString(), u"-f"_s, path()});
        keygen.waitForFinished(10000);
    }
    QString path() const { return m_dir.path() + u"/id_ed25519"_s; }
    QString publicKey() const
    {
        QFile f(path() + u".pub"_s);
        f.open(QIODevice::ReadOnly);
        return QString::fromUtf8(f.readAll()).trimmed();
    }

private:
    QTemporaryDir m_dir;
};

QStringList clientOptions(const QString &key)
{
    return {u"-i"_s, key,
            u"-o"_s, u"StrictHostKeyChecking=no"_s,
            u"-o"_s, u"UserKnownHostsFile=/dev/null"_s,
            u"-o"_s, u"BatchMode=yes"_s,
            u"-o"_s, u"ConnectTimeout=5"_s,
            u"-o"_s, u"LogLevel=ERROR"_s};
}

/// Runs `ssh` (or `sftp -b -` with `stdinText`) against the instance's endpoint; retries for a
/// few seconds while sshd is still coming up (a refused connection right after a boot).
ClientRun sshClient(const QString &program, const QJsonObject &ssh, const QString &key, const QStringList &tail,
                    const QByteArray &stdinText = {}, bool retryRefused = true)
{
    const QString port = QString::number(ssh.value(u"port"_s).toInt());
    const QString target = ssh.value(u"user"_s).toString() + u"@127.0.0.1"_s;
    QStringList args = clientOptions(key);
    args << (program == u"sftp"_s ? QStringList{u"-P"_s, port, u"-b"_s, u"-"_s, target}
                                  : QStringList{u"-p"_s, port, target})
         << tail;
    ClientRun run;
    for (int attempt = 0; attempt < 30; ++attempt) {
        QProcess p;
        p.start(program, args);
        p.write(stdinText);
        p.closeWriteChannel();
        p.waitForFinished(20000);
        run = {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
        if (!retryRefused || !(run.exitCode == 255 && run.err.contains(u"refused"_s)))
            break;
        QThread::msleep(100);
    }
    return run;
}

ClientRun ssh(const QJsonObject &ssh, const QString &key, const QString &command)
{
    return sshClient(u"ssh"_s, ssh, key, {command});
}

/// Whether nothing answers on the endpoint (tried for up to 5 s: the runtime stops an sshd on its
/// own thread, a moment after the platform says the instance stopped).
bool unreachable(const QJsonObject &ssh, const QString &key)
{
    return QTest::qWaitFor(
        [&] {
            const ClientRun r = sshClient(u"ssh"_s, ssh, key, {u"true"_s}, {}, false);
            return r.exitCode == 255 && r.err.contains(u"refused"_s);
        },
        5000);
}

/// Whether `path` is gone within 10 s: the runtime takes what it wrote into a released
/// instance's directory on its own thread, after the platform has deleted the rest.
bool gone(const QString &path)
{
    return QTest::qWaitFor([&] { return !QFileInfo::exists(path); }, 10000);
}

/// The host key's fingerprint as `ssh-keyscan | ssh-keygen -lf -` shows a user.
QString scannedFingerprint(const QJsonObject &ssh)
{
    QProcess scan, print;
    scan.setStandardOutputProcess(&print);
    scan.start(u"ssh-keyscan"_s,
               {u"-t"_s, u"ed25519"_s, u"-p"_s, QString::number(ssh.value(u"port"_s).toInt()), u"127.0.0.1"_s});
    print.start(u"ssh-keygen"_s, {u"-lf"_s, u"-"_s});
    scan.waitForFinished(10000);
    print.waitForFinished(10000);
    return QString::fromUtf8(print.readAllStandardOutput()).split(u' ').value(1);
}

/// A port nothing listens on, on any address (a service inside an instance will take it). It is
/// drawn below the kernel's ephemeral range: a port the kernel handed out for binding 0 is handed
/// out again at once to the next test's outgoing connection or listener, which then holds it when
/// the service starts (seen at -j2 under ASan).
int unusedServicePort()
{
    for (;;) {
        const auto port = quint16(20000 + QRandomGenerator::global()->bounded(12000));
        QTcpServer probe;
        if (probe.listen(QHostAddress::Any, port))
            return port;
    }
}

/// Starts `python3 -m http.server` inside the instance, serving its home, bound to `address`; it
/// outlives the SSH session, as a service started with nohup does.
void startWebService(const QJsonObject &endpoint, const QString &key, const QString &address, int port)
{
    const ClientRun r = ssh(endpoint, key,
                            u"echo served > ~/hello.txt; setsid nohup python3 -m http.server --bind %1 %2 "
                            ">/dev/null 2>&1 < /dev/null &"_s.arg(address)
                                .arg(port));
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
}

/// `curl URL` as a user's browser would fetch it: exit code and body.
ClientRun fetch(const QString &url)
{
    QProcess curl;
    curl.start(u"curl"_s, {u"-sS"_s, u"-m"_s, u"5"_s, url});
    curl.waitForFinished(10000);
    return {curl.exitCode(), QString::fromUtf8(curl.readAllStandardOutput()),
            QString::fromUtf8(curl.readAllStandardError())};
}

/// Fetches until it answers (a service takes a moment to start), for up to 10 s.
ClientRun fetchWhenUp(const QString &url)
{
    ClientRun r;
    (void)QTest::qWaitFor(
        [&] {
            r = fetch(url);
            return r.exitCode == 0;
        },
        10000);
    return r;
}

/// Whether nothing listens at address:port any more, tried for up to 5 s (what a stop ends, the
/// runtime ends on its own thread, a moment after the platform says the instance stopped).
bool gone(const QString &address, int port)
{
    return QTest::qWaitFor(
        [&] {
            QTcpSocket probe;
            probe.connectToHost(QHostAddress(address), quint16(port));
            return !probe.waitForConnected(1000);
        },
        5000);
}

/// Whether something listens at address:port (tried for up to `waitMs` for it to come up).
bool listening(const QString &address, int port, int waitMs)
{
    return QTest::qWaitFor(
        [&] {
            QTcpSocket probe;
            probe.connectToHost(QHostAddress(address), quint16(port));
            return probe.waitForConnected(1000);
        },
        waitMs);
}

/// An ordinary OS user with a login shell that a test run as root can run the sandbox as:
/// GPUDESK_TEST_USER, or the first account with a uid from 1000 whose shell is in /etc/shells.
QString ordinaryUser()
{
    if (qEnvironmentVariableIsSet("GPUDESK_TEST_USER"))
        return qEnvironmentVariable("GPUDESK_TEST_USER");
    QFile shellsFile(u"/etc/shells"_s);
    shellsFile.open(QIODevice::ReadOnly);
    const QList<QByteArray> shells = shellsFile.readAll().split('\n');
    QString user;
    ::setpwent();
    while (const passwd *pw = ::getpwent()) {
        if (pw->pw_uid >= 1000 && pw->pw_uid < 65534 && shells.contains(QByteArray(pw->pw_shell))) {
            user = QString::fromLocal8Bit(pw->pw_name);
            break;
        }
    }
    ::endpwent();
    return user;
}

QString publicUrl(const QJsonObject &instance, int port)
{
    for (const QJsonValue &p : instance.value(u"ports"_s).toArray()) {
        if (p[u"port"_s].toInt() == port)
            return p[u"public_url"_s].toString();
    }
    return {};
}

} // namespace

class SshInstances : public InstanceFixture
{
};

TEST_F(SshInstances, AServiceOnAllInterfacesAnswersAtItsPublicUrlAndOneOnLoopbackDoesNot)
{
    HttpClient c = newUser(true, 100000);
    TestKey key;
    ASSERT_EQ(c.post(u"/v1/ssh-keys"_s, {{u"name"_s, u"k"_s}, {u"public_key"_s, key.publicKey()}}).status, 201);
    const int open = unusedServicePort(), local = unusedServicePort();
    const QJsonObject running = createRunning(c, {{u"ports"_s, QJsonArray{open, local}}});
    const QString id = running.value(u"id"_s).toString();
    const QJsonObject endpoint = running.value(u"ssh"_s).toObject();
    const QString openUrl = publicUrl(running, open), localUrl = publicUrl(running, local);
    ASSERT_TRUE(openUrl.startsWith(u"http://127.0.0.1:"_s)) << QJsonDocument(running).toJson().toStdString();
    ASSERT_TRUE(localUrl.startsWith(u"http://127.0.0.1:"_s));
    EXPECT_NE(openUrl, localUrl);

    startWebService(endpoint, key.path(), u"0.0.0.0"_s, open);
    startWebService(endpoint, key.path(), u"127.0.0.1"_s, local);
    ClientRun r = fetchWhenUp(openUrl + u"/hello.txt"_s);
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(r.out, u"served\n"_s);
    // A download larger than the relay's buffers arrives whole (checkpoints are fetched this way).
    ASSERT_EQ(ssh(endpoint, key.path(), u"head -c 20000000 /dev/urandom > ~/big.bin"_s).exitCode, 0);
    QTemporaryDir downloads;
    QProcess::execute(u"curl"_s, {u"-sS"_s, u"-o"_s, downloads.path() + u"/big.bin"_s, openUrl + u"/big.bin"_s});
    QFile sent(running.value(u"home_path"_s).toString() + u"/big.bin"_s), got(downloads.path() + u"/big.bin"_s);
    ASSERT_TRUE(sent.open(QIODevice::ReadOnly) && got.open(QIODevice::ReadOnly));
    EXPECT_EQ(got.size(), 20000000);
    EXPECT_TRUE(sent.readAll() == got.readAll());
    // The loopback-only service is up (inside the instance it answers) but not from outside.
    ASSERT_TRUE(listening(u"127.0.0.1"_s, local, 10000));
    r = fetch(localUrl + u"/hello.txt"_s);
    EXPECT_NE(r.exitCode, 0) << r.out.toStdString();
    EXPECT_TRUE(r.out.isEmpty());

    // Another running instance cannot ask for the same port; it can once the first has stopped.
    HttpClient other = newUser(true, 100000);
    const auto refused = other.post(u"/v1/instances"_s, instanceRequest({{u"ports"_s, QJsonArray{open}}}));
    EXPECT_EQ(refused.status, 409) << refused.body.toStdString();
    const QJsonObject error = refused.json.value(u"error"_s).toObject();
    EXPECT_EQ(error.value(u"code"_s).toString(), u"conflict"_s);
    EXPECT_EQ(error[u"details"_s][u"port"_s].toInt(), open);
    EXPECT_TRUE(error.value(u"message"_s).toString().contains(QString::number(open)));

    // A stop ends what ran on the instance, services included, and the relays with them.
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    advance(2);
    EXPECT_TRUE(publicUrl(get(c, id), open).isEmpty());
    EXPECT_TRUE(gone(u"127.0.0.1"_s, local));
    EXPECT_TRUE(gone(u"127.0.0.2"_s, open));
    EXPECT_TRUE(gone(u"127.0.0.1"_s, QUrl(openUrl).port()));
    const QJsonObject second = createRunning(other, {{u"ports"_s, QJsonArray{open}}});
    EXPECT_FALSE(publicUrl(second, open).isEmpty());
    // The first cannot start while the second has the port.
    const auto start = c.post(u"/v1/instances/"_s + id + u"/start"_s);
    EXPECT_EQ(start.status, 409) << start.body.toStdString();
    EXPECT_EQ(start.json[u"error"_s][u"details"_s][u"port"_s].toInt(), open);
}

TEST_F(SshInstances, TheFaultKnobsRefuseEveryKeyAndStopSshdUntilCleared)
{
    HttpClient c = newUser(true, 100000);
    TestKey key;
    ASSERT_EQ(c.post(u"/v1/ssh-keys"_s, {{u"name"_s, u"k"_s}, {u"public_key"_s, key.publicKey()}}).status, 201);
    const QJsonObject running = createRunning(c);
    const QString id = running.value(u"id"_s).toString();
    const QString faults = u"/v1/sandbox/instances/"_s + id + u"/faults"_s;
    const QJsonObject endpoint = running.value(u"ssh"_s).toObject();
    ASSERT_EQ(ssh(endpoint, key.path(), u"true"_s).exitCode, 0);

    auto r = c.post(faults, {{u"refuse_keys"_s, true}});
    ASSERT_EQ(r.status, 200) << r.body.toStdString();
    EXPECT_EQ(
        r.json,
        (QJsonObject{
            {u"boot_hang"_s, false}, {u"refuse_keys"_s, true}, {u"sshd_down"_s, false}, {u"disk_full"_s, false}}));
    ClientRun login = ssh(endpoint, key.path(), u"true"_s);
    EXPECT_EQ(login.exitCode, 255);
    EXPECT_TRUE(login.err.contains(u"Permission denied (publickey)"_s)) << login.err.toStdString();
    ASSERT_EQ(c.post(faults, {{u"refuse_keys"_s, false}}).status, 200);
    EXPECT_EQ(ssh(endpoint, key.path(), u"true"_s).exitCode, 0);

    // sshd down: the platform still shows the endpoint; a client is refused there.
    r = c.post(faults, {{u"sshd_down"_s, true}});
    ASSERT_EQ(r.status, 200) << r.body.toStdString();
    EXPECT_EQ(get(c, id).value(u"ssh"_s).toObject(), endpoint);
    EXPECT_TRUE(unreachable(endpoint, key.path()));
    ASSERT_EQ(c.post(faults, {{u"sshd_down"_s, false}}).status, 200);
    EXPECT_EQ(get(c, id).value(u"ssh"_s).toObject(), endpoint); // the same port again
    EXPECT_EQ(ssh(endpoint, key.path(), u"echo up"_s).out, u"up\n"_s);

    // Bad input and the wrong state say so.
    r = c.post(faults, {{u"sshd_down"_s, u"yes"_s}});
    EXPECT_EQ(r.status, 400);
    EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"field"_s].toString(), u"sshd_down"_s) << r.body.toStdString();
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    advance(2);
    r = c.post(faults, {{u"sshd_down"_s, true}});
    EXPECT_EQ(r.status, 409);
    EXPECT_EQ(r.json[u"error"_s][u"details"_s][u"state"_s].toString(), u"stopped"_s);
}

TEST_F(SshInstances, ALoginLandsInTheInstanceAndAKeyRemovedIsRefusedAtOnce)
{
    HttpClient c = newUser(true, 100000);
    TestKey key;
    const auto added = c.post(u"/v1/ssh-keys"_s, {{u"name"_s, u"laptop"_s}, {u"public_key"_s, key.publicKey()}});
    ASSERT_EQ(added.status, 201) << added.body.toStdString();
    const QJsonObject running = createRunning(c, {{u"data_disk_gb"_s, 20}});
    const QString id = running.value(u"id"_s).toString();
    const QJsonObject endpoint = running.value(u"ssh"_s).toObject();
    ASSERT_FALSE(endpoint.isEmpty()) << QJsonDocument(running).toJson().toStdString();
    EXPECT_EQ(endpoint.value(u"host"_s).toString(), u"127.0.0.1"_s);
    ClientRun r = ssh(endpoint, key.path(), u"echo \"$HOME\"; pwd; echo checkpoint > ~/data/epoch-1.pt"_s);
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    // (Scanned once sshd answers: the login above waited for it.)
    EXPECT_EQ(scannedFingerprint(endpoint), endpoint.value(u"host_key_fingerprint"_s).toString());
    const QString home = running.value(u"home_path"_s).toString();
    EXPECT_EQ(r.out, home + u"\n"_s + home + u"\n"_s);
    const QString mount = running[u"data_disk"_s][u"mount_path"_s].toString();
    EXPECT_TRUE(QFile::exists(mount + u"/epoch-1.pt"_s));

    // sftp goes through the same session wrapper.
    r = sshClient(u"sftp"_s, endpoint, key.path(), {},
                  QByteArray("put " + key.path().toUtf8() + ".pub uploaded.pub\nls\n"));
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(QFile::exists(home + u"/uploaded.pub"_s));

    // Stop and start: a new port, the same host key, the files still there.
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    advance(2);
    EXPECT_TRUE(get(c, id).value(u"ssh"_s).isNull());
    EXPECT_TRUE(unreachable(endpoint, key.path())); // nothing listens there any more
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/start"_s).status, 202);
    advance(10);
    const QJsonObject again = waitForState(c, id, u"running"_s).value(u"ssh"_s).toObject();
    ASSERT_FALSE(again.isEmpty());
    EXPECT_NE(again.value(u"port"_s).toInt(), endpoint.value(u"port"_s).toInt());
    EXPECT_EQ(again.value(u"host_key_fingerprint"_s).toString(), endpoint.value(u"host_key_fingerprint"_s).toString());
    r = ssh(again, key.path(), u"cat ~/data/epoch-1.pt"_s);
    EXPECT_EQ(r.out, u"checkpoint\n"_s) << r.err.toStdString();
    EXPECT_EQ(scannedFingerprint(again), endpoint.value(u"host_key_fingerprint"_s).toString());

    // The key removed: refused at the next login, with the instance still running.
    ASSERT_EQ(c.del(u"/v1/ssh-keys/"_s + added.json.value(u"id"_s).toString()).status, 204);
    r = ssh(again, key.path(), u"true"_s);
    EXPECT_EQ(r.exitCode, 255);
    EXPECT_TRUE(r.err.contains(u"Permission denied"_s)) << r.err.toStdString();
    // Added back: accepted at once.
    ASSERT_EQ(c.post(u"/v1/ssh-keys"_s, {{u"name"_s, u"laptop"_s}, {u"public_key"_s, key.publicKey()}}).status, 201);
    EXPECT_EQ(ssh(again, key.path(), u"true"_s).exitCode, 0);

    // Release: the instance's home, data disk and host key are gone.
    ASSERT_EQ(c.del(u"/v1/instances/"_s + id).status, 202);
    advance(2);
    EXPECT_TRUE(unreachable(again, key.path()));
    EXPECT_TRUE(gone(QFileInfo(home).path()));
}

TEST_F(SshInstances, TheEmulatorsComeFirstOnPathAndNvidiaSmiFailsWithoutTheGpu)
{
    HttpClient c = newUser(true, 100000);
    TestKey key;
    ASSERT_EQ(c.post(u"/v1/ssh-keys"_s, {{u"name"_s, u"k"_s}, {u"public_key"_s, key.publicKey()}}).status, 201);
    const QJsonObject running = createRunning(c, {{u"gpu_count"_s, 2}, {u"data_disk_gb"_s, 50}});
    const QString id = running.value(u"id"_s).toString();
    const QJsonObject endpoint = running.value(u"ssh"_s).toObject();
    // What the card is doing comes from a file in the instance that a test can write.
    const QString state = QFileInfo(running.value(u"home_path"_s).toString()).path() + u"/emulated"_s;
    {
        QFile util(state + u"/gpu-utilization"_s);
        ASSERT_TRUE(util.open(QIODevice::WriteOnly));
        util.write("91\n");
    }
    ClientRun r = ssh(endpoint, key.path(),
                      u"command -v nvidia-smi; nvidia-smi --query-gpu=name,utilization.gpu --format=csv,noheader"_s);
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QStringList lines = r.out.trimmed().split(u'\n');
    ASSERT_EQ(lines.size(), 3) << r.out.toStdString();
    EXPECT_TRUE(lines[0].endsWith(u"/bin/nvidia-smi"_s)); // the instance's own, first on PATH
    EXPECT_EQ(lines[1], u"NVIDIA GeForce RTX 4090, 91 %"_s);
    r = ssh(endpoint, key.path(), u"df | tail -1; dmesg | head -1"_s);
    EXPECT_TRUE(r.out.contains(u"52428800"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"Linux version"_s)) << r.out.toStdString();

    // No-GPU mode: the card is not there, and nvidia-smi says so as a real one does.
    c.post(u"/v1/instances/"_s + id + u"/stop"_s);
    advance(2);
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/start"_s, {{u"mode"_s, u"no_gpu"_s}}).status, 202);
    advance(10);
    r = ssh(waitForState(c, id, u"running"_s).value(u"ssh"_s).toObject(), key.path(), u"nvidia-smi"_s);
    EXPECT_EQ(r.exitCode, 9);
    EXPECT_TRUE(r.out.contains(u"couldn't communicate with the NVIDIA driver"_s)) << r.out.toStdString();
}

TEST(SshRuntimeNone, InstancesRunAndBillWithoutSshAndAnEventSaysWhy)
{
    SandboxProcess sandbox({u"--clock"_s, u"manual"_s, u"--runtime"_s, u"none"_s, u"--boot-delay"_s, u"0"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    HttpClient c(sandbox.url());
    c.setToken(accountOn(sandbox.url(), u"13500000002"_s, 10000, false));
    const auto created = c.post(u"/v1/instances"_s,
                                {{u"name"_s, u"no ssh"_s},
                                 {u"region"_s, u"cn-north-1"_s},
                                 {u"gpu_type"_s, u"rtx-3090-24g"_s},
                                 {u"image"_s, u"ubuntu-22.04"_s}});
    ASSERT_EQ(created.status, 202);
    const QString id = created.json.value(u"id"_s).toString();
    HttpClient(sandbox.url()).post(u"/v1/sandbox/clock"_s, {{u"advance_s"_s, 3600}});
    const QJsonObject instance = c.get(u"/v1/instances/"_s + id).json;
    EXPECT_EQ(instance.value(u"state"_s).toString(), u"running"_s);
    EXPECT_TRUE(instance.value(u"ssh"_s).isNull());
    bool said = false;
    for (const QJsonValue &e : c.get(u"/v1/instances/"_s + id + u"/events"_s).json.value(u"items"_s).toArray())
        said = said
            || (e[u"reason"_s].toString() == u"runtime_error"_s
                && e[u"message"_s].toString().contains(u"--runtime none"_s));
    EXPECT_TRUE(said);
    EXPECT_EQ(charged(ledger(c), id, u"compute"_s), 158);
}

TEST(SshRuntimeRestart, AfterSigkillTheNextStartEndsWhatWasLeftAndTheInstanceIsReachableAgain)
{
    const int port = unusedServicePort();
    SandboxProcess sandbox({u"--clock"_s, u"manual"_s, u"--boot-delay"_s, u"0"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    const QString token = accountOn(sandbox.url(), u"13500000003"_s, 10000, false);
    HttpClient c(sandbox.url());
    c.setToken(token);
    TestKey key;
    ASSERT_EQ(c.post(u"/v1/ssh-keys"_s, {{u"name"_s, u"k"_s}, {u"public_key"_s, key.publicKey()}}).status, 201);
    const QString id = c.post(u"/v1/instances"_s,
                              {{u"name"_s, u"survivor"_s},
                               {u"region"_s, u"cn-north-1"_s},
                               {u"gpu_type"_s, u"rtx-3090-24g"_s},
                               {u"image"_s, u"ubuntu-22.04"_s},
                               {u"ports"_s, QJsonArray{port}}})
                           .json.value(u"id"_s)
                           .toString();
    const QJsonObject instance = waitForState(c, id, u"running"_s);
    const QJsonObject before = instance.value(u"ssh"_s).toObject();
    ASSERT_EQ(ssh(before, key.path(), u"true"_s).exitCode, 0);
    startWebService(before, key.path(), u"0.0.0.0"_s, port);
    const QString url = publicUrl(instance, port);
    EXPECT_EQ(fetchWhenUp(url + u"/hello.txt"_s).out, u"served\n"_s);

    sandbox.kill();
    // What the killed sandbox left (the instance's sshd, the service its session started) is
    // ended by the next start, before anything of its own runs; the instance, still running and
    // billed, gets a new sshd, and its relay comes back at the same address.
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    c = HttpClient(sandbox.url());
    c.setToken(token);
    QJsonObject after;
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            after = c.get(u"/v1/instances/"_s + id).json.value(u"ssh"_s).toObject();
            return !after.isEmpty() && ssh(after, key.path(), u"echo back"_s).out == u"back\n"_s;
        },
        20000));
    EXPECT_FALSE(listening(u"127.0.0.2"_s, port, 0)); // the service went with what was left
    EXPECT_EQ(publicUrl(c.get(u"/v1/instances/"_s + id).json, port), url);
    startWebService(after, key.path(), u"0.0.0.0"_s, port);
    EXPECT_EQ(fetchWhenUp(url + u"/hello.txt"_s).out, u"served\n"_s);
    // A clean stop of the sandbox takes everything its instances run with it: sshd, relays and
    // what their sessions started. Nothing with its marker is left on this machine.
    EXPECT_EQ(sandbox.stop(), 0);
    EXPECT_TRUE(unreachable(after, key.path()));
    EXPECT_NE(fetch(url).exitCode, 0);
    EXPECT_FALSE(listening(u"127.0.0.2"_s, port, 0));
    EXPECT_TRUE(ProcessTable::withEnvironmentPrefix("GPUDESK_SANDBOX_INSTANCE=" + QFile::encodeName(sandbox.dataDir()))
                    .isEmpty());
}

TEST(SshRuntimeOrdinaryUser, ASandboxRunByAnOrdinaryUserGivesItsInstancesSshAsThatUser)
{
    SandboxProcess sandbox({u"--clock"_s, u"manual"_s, u"--boot-delay"_s, u"0"_s});
    QString error;
    QString user = SshRuntime::loginUser();
    if (::geteuid() == 0) {
        user = ordinaryUser();
        if (user.isEmpty())
            GTEST_SKIP() << "no ordinary user with a login shell on this machine (.ci/run makes one; or set "
                            "GPUDESK_TEST_USER)";
        // A chroot made from a 0700 directory (as some image builders leave it) lets no other user
        // past its root: nothing could run as an ordinary user there.
        if (!(QFileInfo(u"/"_s).permissions() & QFileDevice::ExeOther))
            GTEST_SKIP() << "/ is closed to other users on this machine (mode 0700)";
        ASSERT_TRUE(sandbox.runAs(user, &error)) << error.toStdString();
    }
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    HttpClient c(sandbox.url());
    c.setToken(accountOn(sandbox.url(), u"13500000004"_s, 10000, false));
    TestKey key;
    ASSERT_EQ(c.post(u"/v1/ssh-keys"_s, {{u"name"_s, u"k"_s}, {u"public_key"_s, key.publicKey()}}).status, 201);
    const QString id = c.post(u"/v1/instances"_s,
                              {{u"name"_s, u"ordinary"_s},
                               {u"region"_s, u"cn-north-1"_s},
                               {u"gpu_type"_s, u"rtx-3090-24g"_s},
                               {u"image"_s, u"ubuntu-22.04"_s},
                               {u"data_disk_gb"_s, 20}})
                           .json.value(u"id"_s)
                           .toString();
    const QJsonObject instance = waitForState(c, id, u"running"_s);
    const QJsonObject endpoint = instance.value(u"ssh"_s).toObject();
    ASSERT_EQ(endpoint.value(u"user"_s).toString(), user) << QJsonDocument(instance).toJson().toStdString();
    const ClientRun r = ssh(endpoint, key.path(), u"id -un; nvidia-smi -L; echo x > ~/data/weights.bin"_s);
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(user + u"\nGPU 0: NVIDIA GeForce RTX 3090"_s)) << r.out.toStdString();
    const QFileInfo written(instance[u"data_disk"_s][u"mount_path"_s].toString() + u"/weights.bin"_s);
    ASSERT_TRUE(written.exists());
    EXPECT_EQ(written.owner(), user);
    EXPECT_EQ(sandbox.stop(), 0);
    EXPECT_TRUE(unreachable(endpoint, key.path()));
}

TEST_F(SshInstances, EachBootGivesItsSessionsAnOwnTokenThatReadsStopsAndSchedulesOnlyThatInstance)
{
    HttpClient c = newUser(true, 100000);
    TestKey key;
    ASSERT_EQ(c.post(u"/v1/ssh-keys"_s, {{u"name"_s, u"k"_s}, {u"public_key"_s, key.publicKey()}}).status, 201);
    const QJsonObject running = createRunning(c);
    const QJsonObject other = createRunning(c);
    const QString id = running.value(u"id"_s).toString();
    const QJsonObject endpoint = running.value(u"ssh"_s).toObject();
    const ClientRun env
        = ssh(endpoint, key.path(),
              u"echo \"$GPUDESK_API_URL\"; echo \"$GPUDESK_INSTANCE_ID\"; echo \"$GPUDESK_INSTANCE_TOKEN\""_s);
    ASSERT_EQ(env.exitCode, 0) << env.err.toStdString();
    const QStringList lines = env.out.trimmed().split(u'\n');
    ASSERT_EQ(lines.size(), 3) << env.out.toStdString();
    EXPECT_EQ(QUrl(lines[0]), s_sandbox->url());
    EXPECT_EQ(lines[1], id);
    const QString token = lines[2];
    EXPECT_TRUE(token.startsWith(u"gdi_"_s + id + u'_')) << token.toStdString();
    EXPECT_FALSE(c.get(u"/v1/instances/"_s + id).body.contains(token.toUtf8())); // never given by the API

    HttpClient self(s_sandbox->url());
    self.setToken(token);
    EXPECT_EQ(self.get(u"/v1/instances/"_s + id).json.value(u"id"_s).toString(), id);
    EXPECT_EQ(self.get(u"/v1/instances/"_s + other.value(u"id"_s).toString()).status, 404);
    EXPECT_EQ(self.get(u"/v1/instances"_s).status, 403);
    EXPECT_EQ(self.get(u"/v1/billing"_s).status, 403);
    EXPECT_EQ(self.post(u"/v1/instances"_s, {}).status, 403);
    EXPECT_EQ(self.patch(u"/v1/instances/"_s + id, {{u"name"_s, u"mine now"_s}}).status, 403);
    const auto armed = self.patch(u"/v1/instances/"_s + id,
                                  {{u"stop_at"_s, u"2099-01-01T00:00:00Z"_s}, {u"stop_reason"_s, u"idle"_s}});
    EXPECT_EQ(armed.status, 200) << armed.body.toStdString();
    EXPECT_EQ(armed.json.value(u"stop_reason"_s).toString(), u"idle"_s);
    EXPECT_EQ(self.patch(u"/v1/instances/"_s + id, {{u"stop_at"_s, QJsonValue()}}).status, 200);
    HttpClient forged(s_sandbox->url());
    forged.setToken(token.left(token.size() - 4) + u"0000"_s);
    EXPECT_EQ(forged.get(u"/v1/instances/"_s + id).status, 401);

    // The instance stops itself as idle: its token is no use from then on, and the next boot has another.
    const auto stopped = self.post(u"/v1/instances/"_s + id + u"/stop"_s, {{u"reason"_s, u"idle"_s}});
    ASSERT_EQ(stopped.status, 202) << stopped.body.toStdString();
    EXPECT_EQ(stopped.json.value(u"state_reason"_s).toString(), u"idle"_s);
    EXPECT_EQ(self.get(u"/v1/instances/"_s + id).status, 401);
    advance(2);
    ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/start"_s).status, 202);
    advance(10);
    const QJsonObject again = waitForState(c, id, u"running"_s);
    const ClientRun next = ssh(again.value(u"ssh"_s).toObject(), key.path(), u"echo \"$GPUDESK_INSTANCE_TOKEN\""_s);
    EXPECT_NE(next.out.trimmed(), token);
    EXPECT_EQ(self.get(u"/v1/instances/"_s + id).status, 401);
    self.setToken(next.out.trimmed());
    EXPECT_EQ(self.get(u"/v1/instances/"_s + id).status, 200);
}
