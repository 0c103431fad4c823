// SlurmPlatform against a real one-node Slurm 22.05 (tests/slurm/cluster.sh): the login, the
// catalog, an instance as a job whose own sshd the real OpenSSH client logs in to, a stop and a
// start (a new job), a release, and a job that must wait in the queue.
#include "common/sshpublickey.h"
#include "core/api/awaitanswer.h"
#include "core/api/slurm/slurmplatform.h"
#include "core/api/slurm/slurmtoken.h"
#include "core/autostop/autostopscript.h"
#include "core/console/tokenrenewal.h"
#include "core/doctor/connectiondoctor.h"
#include "core/session/filesecretbackend.h"
#include "core/session/secretstore.h"
#include "core/session/session.h"
#include "core/ssh/sshconfigfile.h"
#include "core/ssh/sshpreferences.h"
#include "core/ssh/sshremote.h"
#include "core/ssh/sshsession.h"
#include "core/ssh/sshtunnel.h"
#include "core/ssh/sshworkspace.h"
#include "core/transfer/transferplan.h"
#include "core/transfer/uploader.h"
#include "tests/support/loopbacksshd.h"
#include "tests/support/slurmcluster.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

class SlurmPlatformTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        if (!m_cluster.skipped().isEmpty())
            GTEST_SKIP() << m_cluster.skipped().toStdString();
        ASSERT_TRUE(m_cluster.problem().isEmpty()) << m_cluster.problem().toStdString();
        m_platform = std::make_unique<SlurmPlatform>(m_cluster.url(), m_clock);
        HttpTransport::RetryPolicy fast;
        fast.baseDelayMs = 5;
        m_platform->setRetryPolicy(fast);
    }

    template <typename T> ApiResult<T> await(const std::function<void(QObject *, Platform::Done<T>)> &call)
    {
        return awaitAnswer<T>(call, 30000);
    }
    bool loggedIn()
    {
        const auto s = await<LoginSession>(
            [&](QObject *c, auto d) { m_platform->login(m_cluster.user(), m_cluster.token(), {}, c, d); });
        EXPECT_TRUE(s.ok()) << s.error().summary().toStdString();
        if (s.ok())
            m_platform->setToken(s.value().token);
        return s.ok();
    }
    /// The instance once `accept` holds (the job started, its sshd listens…), within 30 s.
    std::optional<Instance> once(const QString &id, const std::function<bool(const Instance &)> &accept)
    {
        std::optional<Instance> seen;
        (void)QTest::qWaitFor(
            [&] {
                const auto i = await<Instance>([&](QObject *c, auto d) { m_platform->instance(id, c, d); });
                if (i.ok())
                    seen = i.value();
                return seen && accept(*seen);
            },
            30000);
        if (seen && accept(*seen))
            return seen;
        ADD_FAILURE() << "last seen: " << (seen ? seen->state.wire().toStdString() : std::string("nothing"));
        return std::nullopt;
    }
    ApiResult<Instance> made(const QString &name, int gpus, std::optional<int> minutes = 30,
                             const QString &partition = u"gpu"_s)
    {
        InstanceSpec spec;
        spec.name = name;
        spec.region = partition;
        spec.gpuType = u"rtx4090"_s;
        spec.gpuCount = gpus;
        spec.timeLimitMinutes = minutes;
        return await<Instance>([&](QObject *c, auto d) { m_platform->createInstance(spec, c, d); });
    }
    /// `command` run on the instance by the real ssh, the host key checked against the one its
    /// job published.
    QString overSsh(const Instance &i, const QString &command)
    {
        QProcess scan;
        scan.start(u"ssh-keyscan"_s, {u"-p"_s, QString::number(i.ssh->port), i.ssh->host});
        scan.waitForFinished(10000);
        QFile known(m_keys.filePath(u"known_hosts"_s));
        EXPECT_TRUE(known.open(QIODevice::WriteOnly));
        known.write(scan.readAllStandardOutput());
        known.close();
        QProcess fingerprint;
        fingerprint.start(u"ssh-keygen"_s, {u"-lf"_s, known.fileName()});
        fingerprint.waitForFinished(10000);
        EXPECT_TRUE(QString::fromUtf8(fingerprint.readAll()).contains(i.ssh->hostKeyFingerprint))
            << i.ssh->hostKeyFingerprint.toStdString();
        QProcess ssh;
        ssh.start(u"ssh"_s,
                  {u"-F"_s, u"/dev/null"_s, u"-i"_s, m_keys.filePath(u"id"_s), u"-o"_s, u"BatchMode=yes"_s, u"-o"_s,
                   u"StrictHostKeyChecking=yes"_s, u"-o"_s, u"UserKnownHostsFile="_s + known.fileName(), u"-p"_s,
                   QString::number(i.ssh->port), i.ssh->user + u'@' + i.ssh->host, command});
        ssh.waitForFinished(20000);
        EXPECT_EQ(ssh.exitCode(), 0) << ssh.readAllStandardError().toStdString();
        return QString::fromUtf8(ssh.readAllStandardOutput()).trimmed();
    }
    QString publicKey()
    {
        QProcess keygen;
        keygen.start(u"ssh-keygen"_s,
                     {u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, QString(), u"-C"_s, u"slurm-test"_s, u"-f"_s,
                      m_keys.filePath(u"id"_s)});
        keygen.waitForFinished(10000);
        QFile pub(m_keys.filePath(u"id.pub"_s));
        EXPECT_TRUE(pub.open(QIODevice::ReadOnly));
        return QString::fromUtf8(pub.readAll()).trimmed();
    }

    SlurmCluster m_cluster;
    SystemClock m_clock;
    std::unique_ptr<SlurmPlatform> m_platform;
    QTemporaryDir m_keys;
};

} // namespace

TEST_F(SlurmPlatformTest, AnInstanceIsAJobWhoseOwnSshdTheRealClientLogsInToAndAStartIsANewJob)
{
    // A token slurmctld refuses is said so, and leaves no session behind.
    const auto forged = await<LoginSession>([&](QObject *c, auto d) {
        m_platform->login(m_cluster.user(), SlurmCluster::forgedToken(m_cluster.user()), {}, c, d);
    });
    ASSERT_FALSE(forged.ok());
    EXPECT_EQ(forged.error().code, u"invalid_token"_s) << forged.error().summary().toStdString();
    ASSERT_TRUE(loggedIn());
    EXPECT_EQ(m_platform->user(), m_cluster.user()); // from the token itself

    // The catalog: partitions, the card in the nodes' gres, all four free.
    const auto regions = await<QList<Region>>([&](QObject *c, auto d) { m_platform->regions(c, d); });
    ASSERT_TRUE(regions.ok()) << regions.error().summary().toStdString();
    ASSERT_EQ(regions.value().size(), 2);
    EXPECT_EQ(regions.value()[0].id, u"gpu"_s);
    const auto cards = await<QList<GpuType>>([&](QObject *c, auto d) { m_platform->gpuTypes(c, d); });
    ASSERT_TRUE(cards.ok());
    ASSERT_EQ(cards.value().size(), 1);
    EXPECT_EQ(cards.value()[0].id, u"rtx4090"_s);
    EXPECT_EQ(cards.value()[0].name, u"RTX4090"_s);
    const auto freeIn = [&](const QString &partition) {
        const auto stock = await<QList<Stock>>([&](QObject *c, auto d) { m_platform->stock(c, d); });
        EXPECT_TRUE(stock.ok());
        for (const Stock &s : stock.ok() ? stock.value() : QList<Stock>())
            if (s.region == partition && s.gpuType == u"rtx4090"_s)
                return s.available;
        return -1;
    };
    EXPECT_EQ(freeIn(u"gpu"_s), 4);

    const auto added
        = await<SshKeyCreated>([&](QObject *c, auto d) { m_platform->addSshKey(u"laptop"_s, publicKey(), c, d); });
    ASSERT_TRUE(added.ok()) << added.error().summary().toStdString();

    const auto created = made(u"llama"_s, 1);
    ASSERT_TRUE(created.ok()) << created.error().summary().toStdString();
    const QString id = created.value().id;
    const auto running = once(id, [](const Instance &i) { return i.state == InstanceState::Running; });
    ASSERT_TRUE(running) << "the job's sshd never said where it listens";
    ASSERT_TRUE(running->ssh);
    EXPECT_EQ(running->ssh->user, m_cluster.user());
    EXPECT_FALSE(running->ssh->hostKeyFingerprint.isEmpty());
    ASSERT_TRUE(running->stopAt);
    EXPECT_NEAR(double(running->startedAt->secsTo(*running->stopAt)), 30 * 60, 2); // its time limit
    EXPECT_EQ(running->slug, u"llama"_s);
    EXPECT_EQ(freeIn(u"gpu"_s), 3);

    // Its end moves earlier (a user may shorten a job), not later (only the admins may lengthen it).
    const QDateTime sooner = running->startedAt->addSecs(20 * 60);
    const auto shortened
        = await<Instance>([&](QObject *c, auto d) { m_platform->scheduleStop(running->id, sooner, c, d); });
    ASSERT_TRUE(shortened.ok()) << shortened.error().summary().toStdString();
    EXPECT_EQ(shortened.value().stopAt, sooner);
    const auto longer = await<Instance>(
        [&](QObject *c, auto d) { m_platform->scheduleStop(running->id, sooner.addSecs(3600), c, d); });
    ASSERT_FALSE(longer.ok());
    EXPECT_EQ(longer.error().code, u"not_permitted"_s) << longer.error().summary().toStdString();
    EXPECT_TRUE(longer.error().sentence().contains(u"administrators"_s));

    // While it runs and nothing else happens, slurmctld answers a poll "not modified" (HTTP 304 in
    // 22.05) and the list kept says the same; the time limit moved just now still shows.
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            const auto again = await<Instance>([&](QObject *c, auto d) { m_platform->instance(id, c, d); });
            return again.ok() && again.value().stopAt == sooner && m_platform->jobList().unchangedReads() > 0;
        },
        20000));

    // Inside: the job's id and its card, as the job has them.
    const QString inside = overSsh(*running, u"echo $SLURM_JOB_ID $CUDA_VISIBLE_DEVICES; pwd"_s);
    EXPECT_TRUE(inside.contains(u"/home/"_s)) << inside.toStdString();
    EXPECT_FALSE(inside.startsWith(u' ')) << inside.toStdString(); // SLURM_JOB_ID is set

    // A stop cancels the job; a start is a new job with the same settings.
    const auto stopping = await<Instance>([&](QObject *c, auto d) { m_platform->stopInstance(id, c, d); });
    ASSERT_TRUE(stopping.ok()) << stopping.error().summary().toStdString();
    const auto stopped = once(id, [](const Instance &i) { return i.state == InstanceState::Stopped; });
    ASSERT_TRUE(stopped);
    EXPECT_EQ(stopped->stateReason.value(), StateReason::User);
    EXPECT_FALSE(stopped->ssh);
    const auto again = await<Instance>([&](QObject *c, auto d) { m_platform->stopInstance(id, c, d); });
    ASSERT_FALSE(again.ok());
    EXPECT_EQ(again.error().code, u"conflict"_s);

    const auto started = await<Instance>([&](QObject *c, auto d) { m_platform->startInstance(id, {}, c, d); });
    ASSERT_TRUE(started.ok()) << started.error().summary().toStdString();
    const auto back = once(id, [](const Instance &i) { return i.state == InstanceState::Running; });
    ASSERT_TRUE(back);
    EXPECT_NE(back->ssh->hostKeyFingerprint, running->ssh->hostKeyFingerprint); // a new job, a new sshd
    EXPECT_EQ(overSsh(*back, u"echo back"_s), u"back"_s);

    // The autostop agent, inside the job, ends it with the job's own rights when its time comes.
    const QString soon = QDateTime::currentDateTimeUtc().addSecs(3).toString(Qt::ISODate);
    overSsh(*back,
            u"mkdir -p ~/.gpudesk && echo %1 | base64 -d > ~/.gpudesk/autostop.py && "
            "python3 ~/.gpudesk/autostop.py configure --stop-at %2 >/dev/null && "
            "(nohup python3 ~/.gpudesk/autostop.py daemon </dev/null >/dev/null 2>&1 &)"_s.arg(
                QString::fromLatin1(AutostopScript::agentSource().toBase64()), soon));
    const auto ended = once(id, [](const Instance &i) { return i.state == InstanceState::Stopped; });
    ASSERT_TRUE(ended) << "the agent did not end the job";
    EXPECT_EQ(ended->stateReason.value(), StateReason::User); // cancelled: what scancel does
    EXPECT_TRUE(QTest::qWaitFor([&] { return freeIn(u"gpu"_s) == 4; }, 15000)); // the lab's card is back

    // Released: the instance forgotten (its job has ended already).
    const auto released = await<Instance>([&](QObject *c, auto d) { m_platform->releaseInstance(id, c, d); });
    ASSERT_TRUE(released.ok()) << released.error().summary().toStdString();
    EXPECT_EQ(released.value().state.value(), InstanceState::Released);
    const auto list = await<InstanceList>([&](QObject *c, auto d) { m_platform->instances({}, false, c, d); });
    ASSERT_TRUE(list.ok());
    EXPECT_TRUE(list.value().items.isEmpty());
    EXPECT_TRUE(QTest::qWaitFor([&] { return freeIn(u"gpu"_s) == 4; }, 15000));
}

TEST_F(SlurmPlatformTest, AJobThatMustWaitSaysWhyAndWhatTheClusterCannotRunIsRefusedBeforeItWaits)
{
    ASSERT_TRUE(loggedIn());
    const auto all = made(u"all-four"_s, 4);
    ASSERT_TRUE(all.ok()) << all.error().summary().toStdString();
    ASSERT_TRUE(once(all.value().id, [](const Instance &i) { return i.state == InstanceState::Running; }));

    // Every card is taken: the next job waits, and says why, once the scheduler has looked at it.
    const auto waiting = made(u"waits"_s, 1);
    ASSERT_TRUE(waiting.ok()) << waiting.error().summary().toStdString();
    const auto queued
        = once(waiting.value().id, [](const Instance &i) { return i.queue && i.queue->reason != u"None"_s; });
    ASSERT_TRUE(queued);
    EXPECT_EQ(queued->state.value(), InstanceState::Creating);
    EXPECT_EQ(queued->stateReason.value(), StateReason::Queued);
    EXPECT_EQ(queued->queue->reason, u"Resources"_s);
    EXPECT_EQ(queued->queue->position, 1);
    // From here a job of the user's waits: every poll reads the whole queue (a waiting job's reason and
    // place change without slurmctld counting it as a change).
    const int unchangedWhileWaiting = m_platform->jobList().unchangedReads();

    // More cards than any node has: refused at once, and nothing is recorded.
    const auto eight = made(u"eight"_s, 8);
    ASSERT_FALSE(eight.ok());
    EXPECT_EQ(eight.error().code, u"beyond_cluster"_s) << eight.error().summary().toStdString();
    // Longer than the partition allows: refused here, not left waiting for ever.
    const auto tooLong = made(u"too-long"_s, 1, 60, u"short"_s);
    ASSERT_FALSE(tooLong.ok());
    EXPECT_EQ(tooLong.error().code, u"beyond_partition"_s) << tooLong.error().summary().toStdString();
    EXPECT_TRUE(tooLong.error().message.contains(u"30"_s));
    const auto nowhere = made(u"nowhere"_s, 1, 30, u"nosuch"_s);
    ASSERT_FALSE(nowhere.ok());
    EXPECT_EQ(nowhere.error().details.value(u"field"_s).toString(), u"region"_s);
    const auto list = await<InstanceList>([&](QObject *c, auto d) { m_platform->instances({}, false, c, d); });
    ASSERT_TRUE(list.ok());
    EXPECT_EQ(list.value().items.size(), 2);
    EXPECT_EQ(m_platform->jobList().unchangedReads(), unchangedWhileWaiting);

    // The first one released: the waiting one gets the card and runs.
    ASSERT_TRUE(await<Instance>([&](QObject *c, auto d) { m_platform->releaseInstance(all.value().id, c, d); }).ok());
    EXPECT_TRUE(once(waiting.value().id, [](const Instance &i) { return i.state == InstanceState::Running; }));
}

TEST_F(SlurmPlatformTest, ThroughTheClustersLoginNodeTheRealSshAndGpudesksOwnReachTheJob)
{
    // The login node: an sshd of the test's own on loopback that lets the test user in with the key.
    const QString pub = publicKey();
    LoopbackSshd sshd(pub, u"SetEnv SLURM_CONF="_s + m_cluster.value(u"SLURM_CONF"_s));
    QString sshdError;
    ASSERT_TRUE(sshd.start(&sshdError)) << sshdError.toStdString();
    const quint16 port = sshd.port();

    // The cluster's address names its login node; the instance's SSH goes through it.
    QUrl address = m_cluster.url();
    address.setQuery(u"login=127.0.0.1:%1"_s.arg(port));
    m_platform = std::make_unique<SlurmPlatform>(address, m_clock);
    ASSERT_TRUE(loggedIn());
    ASSERT_TRUE(await<SshKeyCreated>([&](QObject *c, auto d) { m_platform->addSshKey({}, pub, c, d); }).ok());
    const auto created = made(u"llama"_s, 1);
    ASSERT_TRUE(created.ok()) << created.error().summary().toStdString();
    const auto running = once(created.value().id, [](const Instance &i) { return i.state == InstanceState::Running; });
    ASSERT_TRUE(running && running->ssh && running->ssh->jump);
    EXPECT_EQ(running->ssh->jump->port, port);
    EXPECT_EQ(running->ssh->jump->user, m_cluster.user());

    // gpudesk's ssh config, as written for it, and a block of the user's own for the login node.
    const SshConfigFile file(m_keys.filePath(u"ssh"_s));
    QDir().mkpath(m_keys.filePath(u"ssh/gpudesk"_s));
    QFile mine(m_keys.filePath(u"ssh/config"_s));
    ASSERT_TRUE(mine.open(QIODevice::WriteOnly));
    mine.write(file.render(file.merged(address.toString(), {*running}, m_keys.filePath(u"id"_s))));
    mine.write(u"\nHost 127.0.0.1\n    IdentityFile %1\n    IdentitiesOnly yes\n    UserKnownHostsFile %2\n"
               "    StrictHostKeyChecking no\n"_s.arg(m_keys.filePath(u"id"_s), m_keys.filePath(u"known_hosts"_s))
                   .toUtf8());
    mine.close();
    QProcess ssh;
    ssh.start(u"ssh"_s,
              {u"-F"_s, mine.fileName(), u"-o"_s, u"BatchMode=yes"_s, u"-o"_s, u"StrictHostKeyChecking=accept-new"_s,
               u"gpu-llama"_s, u"echo through $SLURM_JOB_ID"_s});
    ASSERT_TRUE(ssh.waitForFinished(30000));
    EXPECT_EQ(ssh.exitCode(), 0) << ssh.readAllStandardError().toStdString() << sshd.log().toStdString();
    EXPECT_TRUE(ssh.readAllStandardOutput().startsWith("through "));

    // gpudesk's own SSH (libssh) goes the same way: the login node's key is unknown until the user
    // trusts it, then the job's key is the one it published, a command runs, and a tunnel carries
    // a port of the node (here its sshd's own banner).
    SshTarget target{u"gpu-llama"_s,
                     running->ssh->host,
                     running->ssh->port,
                     running->ssh->user,
                     m_keys.filePath(u"id"_s),
                     running->ssh->hostKeyFingerprint,
                     m_keys.filePath(u"gpudesk_known_hosts"_s)};
    target.jump = running->ssh->jump;
    SshFailure failure;
    QString loginKey;
    {
        SshSession first;
        ASSERT_FALSE(first.connect(target, {}, &failure));
        EXPECT_EQ(failure.kind, SshFailure::Kind::HostKeyUnknown) << failure.message.toStdString();
        EXPECT_TRUE(failure.message.contains(u"login node"_s)) << failure.message.toStdString();
        loginKey = failure.offered;
    }
    SshSession session;
    ASSERT_TRUE(session.connect(target, loginKey, &failure)) << failure.message.toStdString();
    ASSERT_TRUE(session.authenticate({}, &failure)) << failure.message.toStdString();
    EXPECT_EQ(session.serverFingerprint(), running->ssh->hostKeyFingerprint);
    const auto out = session.run("echo $SLURM_JOB_ID", &failure);
    ASSERT_TRUE(out) << failure.message.toStdString();
    bool number = false;
    EXPECT_GT(out->out.trimmed().toInt(&number), 0) << out->out.toStdString(); // the job's environment
    EXPECT_TRUE(number);
    // Pinned now: a second connection needs no trust.
    SshSession again;
    EXPECT_TRUE(again.connect(target, {}, &failure) && again.authenticate({}, &failure))
        << failure.message.toStdString();

    // Bulk both ways at once (SFTP's pipelined writes and their answers) through the pump.
    QFile local(m_keys.filePath(u"weights.bin"_s));
    ASSERT_TRUE(local.open(QIODevice::WriteOnly));
    for (int k = 0; k < 24; ++k) // varied bytes, so no layer below can shrink them to nothing
        local.write(QCryptographicHash::hash(QByteArray::number(k), QCryptographicHash::Sha512).repeated(16384));
    local.close();
    const QString remote = u"/tmp/gpudesk-jump-"_s + created.value().id;
    ASSERT_TRUE(session.run("mkdir -p " + remote.toUtf8(), &failure));
    TransferHooks hooks;
    Uploader upload(session, hooks);
    const auto sent = upload.run(TransferPlan::forUpload({local.fileName()}, {}), remote);
    ASSERT_FALSE(sent) << sent->message.toStdString();
    ASSERT_TRUE(local.open(QIODevice::ReadOnly));
    const QByteArray want = QCryptographicHash::hash(local.readAll(), QCryptographicHash::Sha256).toHex();
    const auto sum = session.run("sha256sum " + remote.toUtf8() + "/weights.bin; rm -rf " + remote.toUtf8(), &failure);
    ASSERT_TRUE(sum);
    EXPECT_TRUE(sum->out.startsWith(want)) << sum->out.toStdString();

    // The login dialog's way to a token: scontrol token on the login node, over SSH with the key
    // (the login node's key pinned above), and the cluster takes it.
    SshTarget node{target.jump->knownHostsName(), u"127.0.0.1"_s, port, m_cluster.user(), target.identityFile, {},
                   target.knownHostsPath};
    SshSession onLogin;
    ASSERT_TRUE(onLogin.connect(node, {}, &failure) && onLogin.authenticate({}, &failure))
        << failure.message.toStdString();
    const auto made = onLogin.run(SlurmToken::command(600), &failure);
    ASSERT_TRUE(made) << failure.message.toStdString();
    const QString fetched = SlurmToken::fromScontrol(made->out + '\n' + made->err);
    ASSERT_FALSE(fetched.isEmpty()) << made->out.toStdString() << made->err.toStdString();
    EXPECT_EQ(SlurmToken::user(fetched), m_cluster.user());
    SlurmPlatform fresh(m_cluster.url(), m_clock);
    EXPECT_TRUE(await<LoginSession>([&](QObject *c, auto d) { fresh.login({}, fetched, {}, c, d); }).ok());

    // The console renews a session's token the same way before it ends, with the chosen key and
    // the login node's key pinned in gpudesk's known_hosts.
    {
        const QString sshDir = m_keys.filePath(u"renew-ssh"_s);
        QDir().mkpath(sshDir + u"/gpudesk"_s);
        ASSERT_TRUE(QFile::copy(target.knownHostsPath, SshConfigFile(sshDir).knownHostsPath()));
        SshPreferences prefs;
        prefs.defaultIdentity = target.identityFile;
        QString error;
        ASSERT_TRUE(prefs.save(m_keys.filePath(u"gpudesk.conf"_s), &error)) << error.toStdString();
        SshWorkspace workspace({sshDir, m_keys.filePath(u"gpudesk.conf"_s)});
        SshRemote remote(workspace);
        SlurmPlatform platform(address, m_clock);
        SecretStore secrets(nullptr, std::make_unique<FileSecretBackend>(m_keys.filePath(u"secrets.json"_s)));
        Session session(platform, secrets);
        QSignalSpy in(&session, &Session::loggedIn);
        session.logIn({}, m_cluster.token());
        ASSERT_TRUE(in.wait(20000));
        const QString before = session.token();
        TokenRenewal renewal(session, platform, remote, [] { return QDateTime::currentDateTimeUtc(); });
        ASSERT_TRUE(renewal.dueAt().isValid());
        EXPECT_LT(renewal.dueAt(), session.expiresAt());
        QSignalSpy renewed(&renewal, &TokenRenewal::renewed);
        QSignalSpy failed(&renewal, &TokenRenewal::failed);
        renewal.renewNow();
        ASSERT_TRUE(QTest::qWaitFor([&] { return renewed.size() + failed.size() > 0; }, 30000));
        ASSERT_EQ(renewed.size(), 1) << (failed.isEmpty() ? "" : failed[0][0].toString().toStdString());
        EXPECT_NE(session.token(), before);
        EXPECT_EQ(session.state(), Session::State::LoggedIn);
        EXPECT_EQ(platform.tokenHost()->user, m_cluster.user());
    }

    SshTunnel tunnel(target, running->ssh->port, {});
    QString error;
    ASSERT_TRUE(tunnel.start(0, &error)) << error.toStdString();
    QTcpSocket banner;
    banner.connectToHost(QHostAddress::LocalHost, quint16(tunnel.localPort()));
    ASSERT_TRUE(banner.waitForConnected(5000));
    ASSERT_TRUE(QTest::qWaitFor([&] { return banner.waitForReadyRead(100) || banner.bytesAvailable() > 0; }, 20000));
    EXPECT_TRUE(banner.readAll().startsWith("SSH-2.0")) << error.toStdString();
    banner.close();
    tunnel.stop();

    // The doctor walks the same way, layer by layer: the login node, the job's node, its sshd.
    ConnectionDoctor::Inputs in;
    in.instance = *running;
    in.now = QDateTime::currentDateTimeUtc();
    in.configEntry = file.merged(address.toString(), {*running}, m_keys.filePath(u"id"_s)).value(0);
    in.identityFile = m_keys.filePath(u"id"_s);
    SshPublicKey::Error unread;
    in.registeredFingerprints = {SshPublicKey::parse(pub, &unread)->fingerprint()};
    in.knownHostsPath = target.knownHostsPath;
    in.timeoutSeconds = 5;
    ConnectionDoctor doctor(in);
    const DoctorReport report = doctor.run({});
    EXPECT_TRUE(report.verdict.startsWith(u"Every layer works"_s)) << report.toText().toStdString();
    EXPECT_TRUE(report.toText().contains(u"login node [127.0.0.1]:%1 accepts"_s.arg(port)))
        << report.toText().toStdString();
    EXPECT_TRUE(report.toText().contains(u"runs on node "_s + running->ssh->host)) << report.toText().toStdString();
}
