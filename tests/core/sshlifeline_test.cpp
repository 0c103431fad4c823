#include "core/model/instance.h"
#include "core/ssh/sshlifeline.h"
#include "core/ssh/sshremote.h"
#include "core/ssh/sshsession.h"
#include "core/ssh/sshworkspace.h"
#include "tests/support/loopbacklistener.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <gtest/gtest.h>

#include <unistd.h>

#include <atomic>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

/// A loopback port whose server takes connections and never says a word: an SSH client waits
/// there for the banner until its own timeout, as it would behind a firewall that swallows packets
/// after the TCP handshake or on a host whose sshd hangs.
class SilentServer
{
public:
    ~SilentServer()
    {
        for (int fd : m_accepted)
            ::close(fd);
    }
    int port() const { return m_listener.port(); }
    /// Takes the connections waiting now; true when there was at least one.
    bool acceptWaiting()
    {
        for (int fd = m_listener.accept(0); fd >= 0; fd = m_listener.accept(0))
            m_accepted.push_back(fd);
        return !m_accepted.empty();
    }

private:
    LoopbackListener m_listener;
    std::vector<int> m_accepted;
};

SshTarget silentTarget(const SilentServer &server, const QString &knownHosts)
{
    SshTarget target;
    target.alias = u"gpu-silent"_s;
    target.host = u"127.0.0.1"_s;
    target.port = server.port();
    target.user = u"root"_s;
    target.knownHostsPath = knownHosts;
    target.timeoutSeconds = 60; // beyond the test's wait: only abandoning can end it in time
    return target;
}

} // namespace

TEST(SshLifelineTest, AbandoningEndsAConnectionWaitingForItsBannerAndRefusesTheNext)
{
    QTemporaryDir home;
    SilentServer server;
    ASSERT_GT(server.port(), 0);
    SshTarget target = silentTarget(server, home.path() + u"/known_hosts"_s);
    target.lifeline = std::make_shared<SshLifeline>();

    std::atomic<bool> done{false};
    SshFailure failure;
    std::unique_ptr<QThread> worker(QThread::create([&] {
        SshSession session;
        EXPECT_FALSE(session.connect(target, {}, &failure));
        done = true;
    }));
    worker->start();
    // Once the server took the connection, libssh is (or is about to be) waiting for the banner.
    ASSERT_TRUE(QTest::qWaitFor([&] { return server.acceptWaiting(); }, 30000));
    target.lifeline->abandon();
    EXPECT_TRUE(QTest::qWaitFor([&] { return done.load(); }, 30000));
    worker->wait();
    EXPECT_EQ(failure.kind, SshFailure::Kind::Unreachable);
    EXPECT_TRUE(failure.message.contains(u"gpudesk is closing"_s)) << failure.message.toStdString();

    SshSession later; // nothing new connects once the owner gave up
    EXPECT_FALSE(later.connect(target, {}, &failure));
    EXPECT_TRUE(failure.message.contains(u"gpudesk is closing"_s)) << failure.message.toStdString();
}

TEST(SshLifelineTest, AWorkspaceClosesAtOnceWhileItsConnectionsWaitOnASilentHost)
{
    QTemporaryDir home;
    SilentServer server;
    Instance instance;
    instance.id = u"i-1"_s;
    instance.name = u"silent"_s;
    instance.slug = u"silent"_s;
    instance.state = InstanceState::Running;
    instance.ssh = SshEndpoint{u"127.0.0.1"_s, server.port(), u"root"_s, {}};

    auto workspace = std::make_unique<SshWorkspace>(
        SshWorkspace::Paths{home.path() + u"/.ssh"_s, home.path() + u"/gpudesk.conf"_s});
    workspace->setPlatform(u"http://127.0.0.1:8090"_s);
    QSignalSpy synced(workspace.get(), &SshWorkspace::synced);
    workspace->setInstances({instance});
    // The sync writes the config, then pins the running instance's host key: a connection that
    // waits on the silent host for the target's 15 s.
    ASSERT_TRUE(QTest::qWaitFor([&] { return server.acceptWaiting(); }, 30000));
    auto remote = std::make_unique<SshRemote>(*workspace);
    remote->testConnection(instance);

    QElapsedTimer closing;
    closing.start();
    remote.reset(); // its own connection given up, not waited out
    workspace.reset();
    // Not a speed target: without the lifeline this waits out the 15 s handshake timeout.
    EXPECT_LT(closing.elapsed(), 5000);
}
