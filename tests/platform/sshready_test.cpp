// `running` means the instance's SSH accepts connections: a client polling the API every few
// milliseconds and connecting the moment it says running is never refused, boot after boot, and a
// boot that a killed sandbox interrupted ends once the sandbox is back. Billing starts at that
// instant and stays exact.
#include "platform/runtime/sshruntime.h"
#include "tests/platform/instancetestsupport.h"

#include <QHostAddress>
#include <QTcpSocket>

using namespace Qt::StringLiterals;

namespace {

/// Why this machine cannot run the test (no sshd), or empty.
QString noSshd()
{
    return SshRuntime::unavailableReason(SshRuntime::Settings{});
}

/// What a new user's client meets, connecting to the endpoint at once: "banner" (an SSH server
/// answered), "refused", or what else happened.
QString connectAtOnce(const QJsonObject &ssh)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress(ssh.value(u"host"_s).toString()), quint16(ssh.value(u"port"_s).toInt()));
    if (!socket.waitForConnected(2000))
        return socket.error() == QAbstractSocket::ConnectionRefusedError ? u"refused"_s : socket.errorString();
    QByteArray banner;
    while (banner.size() < 4 && socket.waitForReadyRead(2000))
        banner += socket.readAll();
    return banner.startsWith("SSH-") ? u"banner"_s : u"no banner: "_s + QString::fromLatin1(banner);
}

/// The instance once it is in `wanted` (for up to 20 s): the first read that says so.
QJsonObject pollUntil(HttpClient &c, const QString &id, const QString &wanted)
{
    QJsonObject instance;
    (void)QTest::qWaitFor(
        [&] {
            instance = c.get(u"/v1/instances/"_s + id).json;
            return instance.value(u"state"_s).toString() == wanted;
        },
        20000);
    return instance;
}

qint64 seconds(const QJsonValue &rfc3339)
{
    return QDateTime::fromString(rfc3339.toString(), Qt::ISODate).toSecsSinceEpoch();
}

} // namespace

TEST(SshReady, ThirtyBootsInARowAcceptTheConnectionMadeTheMomentTheyAreRunning)
{
    if (const QString why = noSshd(); !why.isEmpty())
        GTEST_SKIP() << why.toStdString();
    // A minute of platform time per real second: a boot delay of 1 s is 17 ms, a stop 33 ms, so
    // the sshd's own start is what a client would race.
    SandboxProcess sandbox({u"--time-scale"_s, u"60"_s, u"--boot-delay"_s, u"1"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    HttpClient c(sandbox.url());
    c.setToken(accountOn(sandbox.url(), u"13500000031"_s, 100000, false));
    const auto created = c.post(u"/v1/instances"_s,
                                {{u"name"_s, u"reboots"_s},
                                 {u"region"_s, u"cn-north-1"_s},
                                 {u"gpu_type"_s, u"rtx-3090-24g"_s},
                                 {u"image"_s, u"ubuntu-22.04"_s}});
    ASSERT_EQ(created.status, 202) << created.body.toStdString();
    const QString id = created.json.value(u"id"_s).toString();
    QMap<QString, int> met;
    QSet<int> ports;
    for (int boot = 0; boot < 30; ++boot) {
        if (boot > 0) {
            ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/start"_s).status, 202);
        }
        const QJsonObject running = pollUntil(c, id, u"running"_s);
        ASSERT_EQ(running.value(u"state"_s).toString(), u"running"_s) << "boot " << boot;
        const QJsonObject ssh = running.value(u"ssh"_s).toObject();
        ASSERT_FALSE(ssh.isEmpty()) << "boot " << boot << ": " << QJsonDocument(running).toJson().toStdString();
        ++met[connectAtOnce(ssh)];
        ports.insert(ssh.value(u"port"_s).toInt());
        ASSERT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
        ASSERT_EQ(pollUntil(c, id, u"stopped"_s).value(u"state"_s).toString(), u"stopped"_s);
    }
    EXPECT_EQ(met.value(u"refused"_s), 0);
    EXPECT_EQ(met.value(u"banner"_s), 30) << QStringList(met.keys()).join(u", "_s).toStdString();
    EXPECT_GT(ports.size(), 1); // a new port at every boot

    // Each boot was billed from the instant it was running to the instant it stopped, exactly.
    qint64 expected = 0, since = 0;
    for (const QJsonValue &e : c.get(u"/v1/instances/"_s + id + u"/events"_s).json.value(u"items"_s).toArray()) {
        if (e[u"to"_s].toString() == u"running"_s && e[u"from"_s].toString() == u"starting"_s)
            since = seconds(e[u"at"_s]);
        else if (e[u"to"_s].toString() == u"stopping"_s)
            expected += 158 * (seconds(e[u"at"_s]) - since) / 3600;
    }
    EXPECT_EQ(charged(ledger(c), id, u"compute"_s), expected);
}

TEST(SshReady, ABootThatAKilledSandboxInterruptedEndsWithSshOnceItIsBack)
{
    if (const QString why = noSshd(); !why.isEmpty())
        GTEST_SKIP() << why.toStdString();
    SandboxProcess sandbox({u"--clock"_s, u"manual"_s, u"--boot-delay"_s, u"10"_s});
    QString error;
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    const QString token = accountOn(sandbox.url(), u"13500000032"_s, 100000, false);
    HttpClient c(sandbox.url());
    c.setToken(token);
    const auto created = c.post(u"/v1/instances"_s,
                                {{u"name"_s, u"interrupted"_s},
                                 {u"region"_s, u"cn-north-1"_s},
                                 {u"gpu_type"_s, u"rtx-3090-24g"_s},
                                 {u"image"_s, u"ubuntu-22.04"_s}});
    ASSERT_EQ(created.status, 202);
    const QString id = created.json.value(u"id"_s).toString();
    const qint64 createdAt = seconds(created.json.value(u"created_at"_s));
    sandbox.kill(); // while it boots, its sshd perhaps started, perhaps not
    ASSERT_TRUE(sandbox.start(&error)) << error.toStdString();
    c = HttpClient(sandbox.url());
    c.setToken(token);
    EXPECT_EQ(c.get(u"/v1/instances/"_s + id).json.value(u"state"_s).toString(), u"starting"_s);
    HttpClient(sandbox.url()).post(u"/v1/sandbox/clock"_s, {{u"advance_s"_s, 10}});
    const QJsonObject running = waitForState(c, id, u"running"_s);
    EXPECT_EQ(seconds(running.value(u"started_at"_s)), createdAt + 10); // the clock stood still meanwhile
    EXPECT_EQ(connectAtOnce(running.value(u"ssh"_s).toObject()), u"banner"_s);
    HttpClient(sandbox.url()).post(u"/v1/sandbox/clock"_s, {{u"advance_s"_s, 3600}});
    EXPECT_EQ(c.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    EXPECT_EQ(charged(ledger(c), id, u"compute"_s), 158);
}
