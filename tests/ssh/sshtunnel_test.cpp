#include "core/ssh/sshpreferences.h"
#include "core/ssh/sshsession.h"
#include "core/ssh/sshtunnel.h"
#include "tests/ssh/sshfixture.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

int freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

} // namespace

class SshTunnelTest : public SshFixture
{
protected:
    /// Starts a web server inside the instance bound to its loopback only (what a tunnel is for),
    /// serving a file of `bytes` as /blob.
    void serveInside(const SshTarget &target, int port, qint64 bytes)
    {
        SshSession session;
        SshFailure failure;
        ASSERT_TRUE(session.connect(target, {}, &failure) && session.authenticate({}, &failure))
            << failure.message.toStdString();
        const auto r = session.run(
            u"mkdir -p ~/www && head -c %1 /dev/urandom > ~/www/blob && cd ~/www && "
            "setsid nohup python3 -m http.server --bind 127.0.0.1 %2 >/dev/null 2>&1 </dev/null &"_s.arg(bytes)
                .arg(port)
                .toUtf8(),
            &failure);
        ASSERT_TRUE(r && r->exitStatus == 0) << failure.message.toStdString();
        m_served << port;
        // Up when it accepts a connection inside the instance.
        const auto up = session.run(u"python3 -c 'import socket,time\n"
                                    "for i in range(200):\n"
                                    "    try:\n        socket.create_connection((\"127.0.0.1\", %1)); break\n"
                                    "    except OSError: time.sleep(0.05)'"_s.arg(port)
                                        .toUtf8(),
                                    &failure);
        ASSERT_TRUE(up && up->exitStatus == 0) << failure.message.toStdString();
    }
    void TearDown() override
    {
        for (int port : std::as_const(m_served))
            QProcess::execute(u"pkill"_s, {u"-f"_s, u"http.server --bind 127.0.0.1 %1"_s.arg(port)});
    }
    /// curl through the tunnel, as a browser would: how many bytes came, or -1.
    static QProcess *fetch(int localPort, QObject *parent)
    {
        auto *curl = new QProcess(parent);
        curl->start(u"curl"_s,
                    {u"-sS"_s, u"--retry"_s, u"20"_s, u"--retry-connrefused"_s, u"--retry-delay"_s, u"0"_s, u"-m"_s,
                     u"30"_s, u"-o"_s, u"/dev/null"_s, u"-w"_s, u"%{size_download}"_s,
                     u"http://127.0.0.1:%1/blob"_s.arg(localPort)});
        return curl;
    }
    QList<int> m_served;
};

TEST_F(SshTunnelTest, CarriesTwentyHttpDownloadsAtOnceAndComesBackAfterAStopAndStart)
{
    const QJsonObject instance = runningInstance(u"tensorboard"_s);
    SshTarget target = targetFor(instance);
    const int remote = freePort();
    serveInside(target, remote, 3 << 20);

    SshTunnel tunnel(target, remote, {});
    QList<SshTunnel::State> states;
    QObject::connect(&tunnel, &SshTunnel::stateChanged, &tunnel,
                     [&](SshTunnel::State s, const QString &) { states << s; });
    QString error;
    ASSERT_TRUE(tunnel.start(0, &error)) << error.toStdString();
    ASSERT_GT(tunnel.localPort(), 0);
    ASSERT_TRUE(QTest::qWaitFor([&] { return states.contains(SshTunnel::State::Open); }, 20000));

    QObject owner;
    QList<QProcess *> downloads;
    for (int k = 0; k < 20; ++k)
        downloads << fetch(tunnel.localPort(), &owner);
    int peak = 0;
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            peak = std::max(peak, tunnel.openConnections());
            return std::all_of(downloads.cbegin(), downloads.cend(),
                               [](QProcess *p) { return p->state() == QProcess::NotRunning; });
        },
        20000));
    for (QProcess *p : std::as_const(downloads)) {
        EXPECT_EQ(p->exitCode(), 0) << p->readAllStandardError().toStdString();
        EXPECT_EQ(p->readAllStandardOutput(), QByteArray::number(3 << 20));
    }
    EXPECT_GT(peak, 1); // side by side, not one after another
    EXPECT_TRUE(QTest::qWaitFor([&] { return tunnel.openConnections() == 0; }, 20000));

    // A stop and a start: a new port, the service started again; the same local port serves it.
    const QJsonObject again = reboot(instance.value(u"id"_s).toString());
    ASSERT_EQ(again.value(u"state"_s).toString(), u"running"_s);
    target = targetFor(again);
    serveInside(target, remote, 1 << 20);
    tunnel.setTarget(target);
    QProcess *after = fetch(tunnel.localPort(), &owner);
    ASSERT_TRUE(QTest::qWaitFor([&] { return after->state() == QProcess::NotRunning; }, 20000));
    EXPECT_EQ(after->readAllStandardOutput(), QByteArray::number(1 << 20))
        << after->readAllStandardError().toStdString();
    EXPECT_TRUE(states.contains(SshTunnel::State::Reconnecting));
    tunnel.stop();
    EXPECT_TRUE(QTest::qWaitFor([&] { return states.last() == SshTunnel::State::Closed; }, 20000));
}

TEST_F(SshTunnelTest, SaysWhenNothingListensInsideAndWhenTheLocalPortIsTaken)
{
    const SshTarget target = targetFor(runningInstance(u"idle"_s));
    SshTunnel tunnel(target, freePort(), {});
    QStringList messages;
    QObject::connect(&tunnel, &SshTunnel::stateChanged, &tunnel,
                     [&](SshTunnel::State, const QString &m) { messages << m; });
    QString error;
    ASSERT_TRUE(tunnel.start(0, &error)) << error.toStdString();
    QObject owner;
    QProcess *curl = fetch(tunnel.localPort(), &owner);
    ASSERT_TRUE(QTest::qWaitFor([&] { return curl->state() == QProcess::NotRunning; }, 20000));
    EXPECT_NE(curl->exitCode(), 0);
    EXPECT_TRUE(QTest::qWaitFor([&] { return messages.join(u' ').contains(u"Nothing answered on port"_s); }, 20000))
        << messages.join(u" | "_s).toStdString();

    SshTunnel second(target, 80, {});
    EXPECT_FALSE(second.start(tunnel.localPort(), &error));
    EXPECT_TRUE(error.contains(u"already in use"_s)) << error.toStdString();
}

TEST_F(SshTunnelTest, AHostKeyProblemWaitsForTheUserInsteadOfRetrying)
{
    SshTarget target = targetFor(runningInstance(u"pinned"_s));
    target.platformFingerprint = u"SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"_s;
    SshTunnel tunnel(target, 80, {});
    QList<std::pair<SshTunnel::State, QString>> seen;
    QObject::connect(&tunnel, &SshTunnel::stateChanged, &tunnel, [&](SshTunnel::State s, const QString &m) {
        seen.append({s, m});
    });
    QString error;
    ASSERT_TRUE(tunnel.start(0, &error));
    ASSERT_TRUE(QTest::qWaitFor([&] { return !seen.isEmpty(); }, 20000));
    EXPECT_EQ(seen.first().first, SshTunnel::State::Failed);
    EXPECT_TRUE(seen.first().second.contains(u"not the one the platform reports"_s));
    // No retry loop against a key the user must judge: the tunnel parks until the target is set
    // again, with no backoff due.
    ASSERT_TRUE(QTest::qWaitFor([&] { return tunnel.waitsForTheUser(); }, 20000));
    EXPECT_EQ(seen.size(), 1);
}

TEST_F(SshTunnelTest, GpudeskctlTunnelServesUntilInterrupted)
{
    const QJsonObject instance = runningInstance(u"notebook"_s);
    const int remote = freePort();
    serveInside(targetFor(instance), remote, 4096);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"XDG_CONFIG_HOME"_s, m_home.path() + u"/config"_s);
    env.insert(u"XDG_STATE_HOME"_s, m_home.path() + u"/state"_s);
    env.insert(u"GPUDESK_TOKEN"_s, m_token);
    env.remove(u"SSH_AUTH_SOCK"_s);
    SshPreferences prefs;
    prefs.defaultIdentity = m_key.privatePath;
    QString error;
    ASSERT_TRUE(prefs.save(m_home.path() + u"/config/gpudesk/gpudesk.conf"_s, &error));
    const int local = freePort();
    QProcess ctl;
    ctl.setProcessEnvironment(env);
    ctl.start(QStringLiteral(GPUDESKCTL_BIN),
              {u"--platform"_s, m_sandbox.url().toString(), u"--ssh-dir"_s, m_sshDir, u"tunnel"_s, u"notebook"_s,
               QString::number(remote), u"--local-port"_s, QString::number(local)});
    QByteArray said;
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            said += ctl.readAllStandardOutput();
            return said.contains('\n') || ctl.state() == QProcess::NotRunning;
        },
        20000))
        << ctl.readAllStandardError().toStdString();
    EXPECT_TRUE(said.startsWith(QByteArray("http://127.0.0.1:" + QByteArray::number(local)))) << said.toStdString();
    QObject owner;
    QProcess *curl = fetch(local, &owner);
    ASSERT_TRUE(QTest::qWaitFor([&] { return curl->state() == QProcess::NotRunning; }, 20000));
    EXPECT_EQ(curl->readAllStandardOutput(), "4096") << curl->readAllStandardError().toStdString();
    ctl.terminate(); // as Ctrl+C
    ASSERT_TRUE(ctl.waitForFinished(10000));
    EXPECT_EQ(ctl.exitCode(), 0);
    EXPECT_TRUE(ctl.readAllStandardError().contains("tunnel closed"));
}
