// A Compshare instance's first login, against a real OpenSSH sshd that takes the password the
// platform gives (LoopbackSshd::setPassword): the console logs in once with it, puts the user's key
// in, pins the host key, and from then on gpudesk and the OpenSSH client use the key.
#include "core/api/awaitanswer.h"
#include "core/api/compshare/compshareplatform.h"
#include "core/console/console.h"
#include "core/console/consoleservices.h"
#include "core/console/sshfirstlogins.h"
#include "core/platforms/platformaddress.h"
#include "core/session/filesecretbackend.h"
#include "core/session/secretstore.h"
#include "core/session/session.h"
#include "core/ssh/knownhosts.h"
#include "core/ssh/sshfirstlogin.h"
#include "core/ssh/sshkeypair.h"
#include "core/ssh/sshpreferences.h"
#include "core/ssh/sshworkspace.h"
#include "tests/support/fakecompshare.h"
#include "tests/support/loopbacksshd.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

StatusPoller::Settings quickPolls()
{
    StatusPoller::Settings polls;
    polls.schedule.transitionMs = 50;
    polls.schedule.steadyMs = 100;
    polls.schedule.idleMs = 300;
    polls.schedule.firstBackoffMs = 100;
    polls.schedule.maxBackoffMs = 300;
    polls.healthEveryMs = 200;
    return polls;
}

} // namespace

TEST(CompshareFirstLogin, LogsInOnceWithThePlatformsPasswordPutsTheKeyInAndOpenSshUsesTheKeyFromThen)
{
    QTemporaryDir home;
    qputenv("XDG_DATA_HOME", home.filePath(u"data"_s).toUtf8()); // the platform's key ring
    // The instance: a real sshd that takes the password the fake gives its first instance.
    LoopbackSshd sshd{QString()};
    sshd.setPassword(u"Fake-uhost-fake1-pass"_s);
    QString error;
    ASSERT_TRUE(sshd.start(&error)) << error.toStdString();
    FakeCompshare compshare;
    compshare.sshHost = u"127.0.0.1"_s;
    compshare.sshPort = sshd.port();
    compshare.sshUser = LoopbackSshd::user();

    // The user's key, chosen for gpudesk, and given to the platform (kept on this computer).
    const QString sshDir = home.filePath(u"ssh"_s);
    const auto key = SshKeyPair::generate(sshDir, u"laptop"_s, {}, &error);
    ASSERT_TRUE(key) << error.toStdString();
    const QString settings = home.filePath(u"gpudesk.conf"_s);
    SshPreferences preferences;
    preferences.defaultIdentity = key->privatePath;
    ASSERT_TRUE(preferences.save(settings, &error)) << error.toStdString();

    SystemClock wall;
    const PlatformAddress address{PlatformAddress::Kind::Compshare, compshare.url()};
    Console console(
        address.connect(compshare.url(), wall), address.pollerFactory(compshare.url(), wall),
        std::make_unique<SecretStore>(nullptr, std::make_unique<FileSecretBackend>(home.filePath(u"secrets.json"_s))),
        wall, quickPolls());
    QSignalSpy loggedIn(&console.session(), &Session::loggedIn);
    console.session().logIn(compshare.publicKey(), compshare.privateKey());
    ASSERT_TRUE(loggedIn.wait(10000));
    const auto added = awaitAnswer<SshKeyCreated>(
        [&](QObject *c, auto d) { console.platform().addSshKey(u"laptop"_s, key->publicKey.toLine(), c, d); });
    ASSERT_TRUE(added.ok()) << added.error().summary().toStdString();

    ConsoleServices services(
        console, ConsolePaths{settings, {}, {}, sshDir, home.filePath(u"snapshots"_s), home.filePath(u"scripts"_s)});
    ASSERT_TRUE(services.firstLogins());
    QSignalSpy failed(services.firstLogins(), &SshFirstLogins::failed);

    InstanceSpec spec;
    spec.name = u"first"_s;
    spec.gpuType = u"4090"_s;
    spec.region = u"cn-wlcb-01"_s;
    spec.image = u"compshareImage-torch24"_s;
    const auto made = awaitAnswer<Instance>([&](QObject *c, auto d) { console.platform().createInstance(spec, c, d); });
    ASSERT_TRUE(made.ok()) << made.error().summary().toStdString();
    const QString id = made.value().id;
    ASSERT_EQ(id, u"uhost-fake1"_s);
    compshare.advance();
    console.refresh();
    ASSERT_TRUE(QTest::qWaitFor([&] { return services.firstLogins()->isDone(id) || !failed.isEmpty(); }, 30000));
    ASSERT_TRUE(failed.isEmpty()) << failed.first().at(1).value<SshFailure>().message.toStdString();

    // One login with the password; the key is in the instance's ~/.ssh/authorized_keys, its host key
    // pinned, the password in the keychain.
    EXPECT_EQ(sshd.log().count(u"Accepted password for"_s), 1) << sshd.log().toStdString();
    QFile authorized(sshd.home() + u"/.ssh/authorized_keys"_s);
    ASSERT_TRUE(authorized.open(QIODevice::ReadOnly));
    const QByteArray lines = authorized.readAll();
    EXPECT_TRUE(lines.contains(key->publicKey.blob.toBase64())) << lines.toStdString();
    const Instance *running = nullptr;
    for (const Instance &i : console.instances())
        if (i.id == id)
            running = &i;
    ASSERT_TRUE(running);
    const auto target = services.ssh()->targetFor(*running);
    ASSERT_TRUE(target);
    EXPECT_TRUE(KnownHosts(target->knownHostsPath).keyFor(target->alias));
    QFile secrets(home.filePath(u"secrets.json"_s));
    ASSERT_TRUE(secrets.open(QIODevice::ReadOnly));
    EXPECT_TRUE(secrets.readAll().contains("instance-password@"));

    // The OpenSSH client through gpudesk's config: the key, the pinned host key, no prompt.
    QProcess ssh;
    ssh.start(u"ssh"_s,
              {u"-F"_s, sshDir + u"/gpudesk/config"_s, u"-o"_s, u"BatchMode=yes"_s, u"-o"_s,
               u"StrictHostKeyChecking=yes"_s, target->alias, u"echo $((6*7))"_s});
    ssh.closeWriteChannel();
    ASSERT_TRUE(ssh.waitForFinished(30000));
    EXPECT_EQ(ssh.exitCode(), 0) << ssh.readAllStandardError().toStdString();
    EXPECT_EQ(ssh.readAllStandardOutput(), "42\n");
    EXPECT_TRUE(sshd.log().contains(u"Accepted publickey for"_s)) << sshd.log().toStdString();

    // Put in again (a console started later): nothing added twice.
    const QByteArray again = SshFirstLogin::installCommand({key->publicKey.toLine()});
    EXPECT_FALSE(again.isEmpty());
    SshFailure f;
    SshSession session;
    ASSERT_TRUE(session.connect(*target, {}, &f) && session.authenticate({}, &f)) << f.message.toStdString();
    ASSERT_TRUE(session.run(again, &f));
    authorized.seek(0);
    EXPECT_EQ(authorized.readAll().count(key->publicKey.blob.toBase64()), 1);

    // A second instance whose password the sshd does not take (and with no key of the user's in it
    // yet): said, and not tried again.
    authorized.close();
    ASSERT_TRUE(authorized.open(QIODevice::WriteOnly | QIODevice::Truncate));
    authorized.close();
    const auto other
        = awaitAnswer<Instance>([&](QObject *c, auto d) { console.platform().createInstance(spec, c, d); });
    ASSERT_TRUE(other.ok());
    compshare.advance();
    console.refresh();
    ASSERT_TRUE(failed.wait(30000));
    EXPECT_EQ(failed.first().at(0).toString(), other.value().id);
    EXPECT_TRUE(failed.first().at(1).value<SshFailure>().message.contains(u"refused the password"_s))
        << failed.first().at(1).value<SshFailure>().message.toStdString();

    // Deleted (gone from the platform's list): its password leaves the keychain.
    compshare.hosts.remove(id);
    console.refresh();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            QFile kept(home.filePath(u"secrets.json"_s));
            return kept.open(QIODevice::ReadOnly) && !kept.readAll().contains(QString(u"/"_s + id).toUtf8());
        },
        10000));
}
