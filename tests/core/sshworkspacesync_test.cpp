// A sync connects to a running instance once per boot, address and pinned key: at ten thousand
// running instances, every sync (after any change in the list) connected to every one.
#include "common/sshpublickey.h"
#include "core/model/instance.h"
#include "core/ssh/sshconfigfile.h"
#include "core/ssh/sshworkspacesync.h"
#include "tests/support/loopbacklistener.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QtEndian>

#include <gtest/gtest.h>

#include <unistd.h>

#include <atomic>
#include <thread>

using namespace Qt::StringLiterals;

namespace {

/// A loopback port that takes each connection and closes it at once (an SSH client fails at the
/// banner, without waiting), counting them.
class ClosingServer
{
public:
    ClosingServer()
        : m_thread([this] {
            while (!m_stop) {
                if (const int fd = m_listener.accept(50); fd >= 0) {
                    ::close(fd);
                    ++m_connections;
                }
            }
        })
    { }
    ~ClosingServer()
    {
        m_stop = true;
        m_thread.join();
    }
    int port() const { return m_listener.port(); }
    int connections() const { return m_connections; }

private:
    LoopbackListener m_listener;
    std::atomic<bool> m_stop = false;
    std::atomic<int> m_connections = 0;
    std::thread m_thread; ///< last: it starts once the rest is made
};

/// "ssh-ed25519 BASE64" of a made-up key: only its fingerprint matters here.
QString keyLine(char fill)
{
    QByteArray blob;
    const auto string = [&blob](const QByteArray &s) {
        char size[4];
        qToBigEndian<quint32>(quint32(s.size()), size);
        blob.append(size, 4).append(s);
    };
    string("ssh-ed25519");
    string(QByteArray(32, fill));
    return u"ssh-ed25519 "_s + QString::fromLatin1(blob.toBase64());
}

QString fingerprintOf(const QString &line)
{
    SshPublicKey::Error error;
    return SshPublicKey::parse(line, &error)->fingerprint();
}

} // namespace

TEST(SshWorkspaceSyncTest, ConnectsToARunningInstanceOncePerBootAddressAndPinnedKey)
{
    QTemporaryDir home;
    ClosingServer host;
    const QString platform = u"fake://platform"_s;
    const QString sshDir = home.filePath(u"ssh"_s);
    ASSERT_TRUE(QDir().mkpath(sshDir + u"/gpudesk"_s));
    const auto pin = [&](const QString &key) {
        QFile known(SshConfigFile(sshDir).knownHostsPath());
        ASSERT_TRUE(known.open(QIODevice::WriteOnly | QIODevice::Truncate));
        known.write((u"gpu-memo "_s + key + u'\n').toUtf8());
    };
    pin(keyLine('a'));

    Instance i;
    i.id = u"7"_s;
    i.slug = u"memo"_s;
    i.name = u"memo"_s;
    i.state = InstanceState::Running;
    i.startedAt = QDateTime(QDate(2026, 12, 1), QTime(8, 0), QTimeZone::utc());
    i.ssh = SshEndpoint{u"127.0.0.1"_s, host.port(), u"root"_s, fingerprintOf(keyLine('a'))};
    const SshWorkspaceSync sync(sshDir);
    const auto run = [&](const QHash<QString, QString> &checked = {}) {
        return sync.run(platform, {i}, {}, SshWorkspaceSync::Pinning::EveryRunning, {}, checked);
    };

    // Nothing checked at this boot: connected to, even with the key pinned and vouched for (it is
    // also the wait for the boot's sshd). This host closes at once, so nothing is checked.
    auto r = run();
    EXPECT_EQ(host.connections(), 1);
    EXPECT_FALSE(r.pinned.contains(u"gpu-memo"_s));
    EXPECT_TRUE(r.checked.isEmpty());
    ASSERT_EQ(r.entries.size(), 1);
    const SshHostEntry entry = r.entries.first();

    // Checked at this boot, at this address, against the key pinned now: not connected to again.
    const QString at = SshWorkspaceSync::checkedAt(entry, i, keyLine('a'));
    r = run({{u"gpu-memo"_s, at}});
    EXPECT_EQ(host.connections(), 1);
    EXPECT_TRUE(r.pinned.contains(u"gpu-memo"_s));
    EXPECT_EQ(r.checked.value(u"gpu-memo"_s), at);

    // Anything else is checked again: another pinned key (known_hosts edited), a new boot, another
    // instance under the alias, a boot that cannot be told from the next.
    pin(keyLine('b'));
    run({{u"gpu-memo"_s, at}});
    EXPECT_EQ(host.connections(), 2);
    pin(keyLine('a'));
    i.startedAt = i.startedAt->addSecs(3600);
    run({{u"gpu-memo"_s, at}});
    EXPECT_EQ(host.connections(), 3);
    i.startedAt = i.startedAt->addSecs(-3600);
    i.id = u"8"_s;
    run({{u"gpu-memo"_s, at}});
    EXPECT_EQ(host.connections(), 4);
    i.id = u"7"_s;
    i.startedAt.reset();
    EXPECT_TRUE(SshWorkspaceSync::checkedAt(entry, i, keyLine('a')).isEmpty());
    run({{u"gpu-memo"_s, at}});
    EXPECT_EQ(host.connections(), 5);
}
