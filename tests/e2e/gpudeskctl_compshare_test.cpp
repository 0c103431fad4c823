// gpudeskctl --platform compshare+URL against FakeCompshare in this process: the key pair given once
// and kept, the catalog in yuan, an instance from create through a start without its card, a stop
// scheduled on the platform, to its deletion; the pair in no file but the secret store. The fake
// answers only while this process's event loop runs, so the program is waited for with the loop running.
#include "tests/e2e/ctlprocess.h"
#include "tests/support/fakecompshare.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

class GpudeskctlCompshare : public ::testing::Test
{
protected:
    CliRun run(const QStringList &args, const QByteArray &input = {}) { return m_ctl.run(args, input); }

    FakeCompshare m_compshare;
    CtlProcess m_ctl{u"compshare+"_s + m_compshare.url().toString()};
};

} // namespace

TEST_F(GpudeskctlCompshare, AKeyPairOnceThenACardInYuanFromCreateThroughANoGpuStartToDeletion)
{
    CliRun r = run({u"ls"_s});
    EXPECT_EQ(r.exitCode, 3) << r.err.toStdString();
    // The public key on the command line, the private one on standard input.
    r = run({u"login"_s, u"--login"_s, m_compshare.publicKey(), u"--password-stdin"_s}, "not-the-private-key\n");
    EXPECT_EQ(r.exitCode, 3) << r.out.toStdString();
    r = run({u"login"_s, u"--login"_s, m_compshare.publicKey(), u"--password-stdin"_s},
            m_compshare.privateKey().toUtf8() + '\n');
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();

    r = run({u"gpus"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"RTX 4090"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"¥2.05/h"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"¥1.13/h"_s)) << r.out.toStdString();

    // Sold out where asked: said, nothing made.
    r = run({u"create"_s, u"--name"_s, u"big"_s, u"--region"_s, u"cn-sh2-01"_s, u"--gpu"_s, u"4090"_s, u"--image"_s,
             u"compshareImage-torch24"_s, u"--autostop"_s, u"off"_s});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(m_compshare.hosts.isEmpty());

    r = run({u"create"_s, u"--name"_s, u"train"_s, u"--region"_s, u"cn-wlcb-01"_s, u"--gpu"_s, u"4090"_s, u"--image"_s,
             u"compshareImage-torch24"_s, u"--autostop"_s, u"off"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString() << r.out.toStdString();
    ASSERT_EQ(m_compshare.hosts.size(), 1);
    const QString id = m_compshare.hosts.firstKey();
    m_compshare.advance();
    r = run({u"ls"_s});
    EXPECT_TRUE(r.out.contains(u"running"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"¥2.05/h"_s)) << r.out.toStdString();
    r = run({u"show"_s, u"train"_s});
    EXPECT_TRUE(r.out.contains(u"ssh -p 22 root@203.0.113.9"_s)) << r.out.toStdString();
    // The password is the platform's business and the keychain's: never printed.
    EXPECT_FALSE(r.out.contains(u"Fake-"_s)) << r.out.toStdString();

    // A stop on the platform's scheduler, too soon and then an hour on.
    r = run({u"stop-at"_s, u"train"_s, u"--in"_s, u"2m"_s});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(QString(r.err + r.out).contains(u"5 minutes"_s)) << r.err.toStdString() << r.out.toStdString();
    r = run({u"stop-at"_s, u"train"_s, u"--in"_s, u"1h"_s});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString() << r.out.toStdString();
    EXPECT_GT(m_compshare.hosts[id].value(u"StopTime"_s).toInteger(), 0);

    // Rebooted, keeping its card.
    r = run({u"reboot"_s, u"train"_s});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(m_compshare.hosts[id].value(u"State"_s).toString(), u"Rebooting"_s);
    m_compshare.advance();

    // Stopped, then started without its card at the no-GPU price.
    r = run({u"stop"_s, u"train"_s});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    m_compshare.advance();
    r = run({u"start"_s, u"train"_s, u"--no-gpu"_s});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(m_compshare.last(u"StartCompShareInstance"_s).value(u"WithoutGpu"_s), u"true"_s);
    m_compshare.advance();
    r = run({u"ls"_s});
    EXPECT_TRUE(r.out.contains(u"¥0.10/h"_s)) << r.out.toStdString();

    // Compshare deletes only a stopped instance: said, then done once stopped.
    r = run({u"release"_s, u"train"_s, u"--yes"_s});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_EQ(m_compshare.hosts.size(), 1);
    ASSERT_EQ(run({u"stop"_s, u"train"_s}).exitCode, 0);
    m_compshare.advance();
    r = run({u"release"_s, u"train"_s, u"--yes"_s});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(m_compshare.hosts.isEmpty());

    // The pair lives in the secret store alone.
    for (const QString &file : m_ctl.filesHolding(m_compshare.privateKey().toUtf8()))
        EXPECT_TRUE(file.contains(u"secrets"_s)) << file.toStdString();
}

TEST_F(GpudeskctlCompshare, ADataDiskAddedGrownDetachedKeptAttachedAndDeleted)
{
    CliRun r = run({u"login"_s, u"--login"_s, m_compshare.publicKey(), u"--password-stdin"_s},
                   m_compshare.privateKey().toUtf8() + '\n');
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    r = run({u"create"_s, u"--name"_s, u"train"_s, u"--region"_s, u"cn-wlcb-01"_s, u"--gpu"_s, u"3090"_s, u"--image"_s,
             u"compshareImage-torch24"_s, u"--autostop"_s, u"off"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString() << r.out.toStdString();
    m_compshare.advance();

    r = run({u"gpus"_s});
    EXPECT_TRUE(r.out.contains(u"--count 1 --cpus 24 --memory 96"_s)) << r.out.toStdString(); // the 4090's bigger size
    r = run({u"create"_s, u"--name"_s, u"big"_s, u"--region"_s, u"cn-wlcb-01"_s, u"--gpu"_s, u"4090"_s, u"--cpus"_s,
             u"24"_s, u"--image"_s, u"compshareImage-torch24"_s, u"--autostop"_s, u"off"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString() << r.out.toStdString();
    EXPECT_EQ(m_compshare.last(u"CreateCompShareInstance"_s).value(u"CPU"_s), u"24"_s);

    r = run({u"disk"_s, u"add"_s, u"train"_s});
    EXPECT_EQ(r.exitCode, 2) << r.err.toStdString(); // the size is asked for
    r = run({u"disk"_s, u"add"_s, u"train"_s, u"--size"_s, u"50"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString() << r.out.toStdString();
    // Raw, as the platform hands it over: the one line that makes it usable, run by the user.
    EXPECT_TRUE(r.out.contains(u"/dev/vd"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"mkfs.ext4 -L data /dev/vd"_s)) << r.out.toStdString();

    r = run({u"disk"_s, u"grow"_s, u"train"_s, u"--size"_s, u"80"_s});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(QString(r.err + r.out).contains(u"stop"_s)) << r.err.toStdString() << r.out.toStdString();
    r = run({u"stop"_s, u"train"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    m_compshare.advance();
    r = run({u"disk"_s, u"grow"_s, u"train"_s, u"--size"_s, u"80"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString() << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"resize2fs /dev/vd"_s)) << r.out.toStdString();

    r = run({u"disk"_s, u"detach"_s, u"train"_s, u"--json"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString() << r.out.toStdString();
    const QString disk = QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"id"_s).toString();
    ASSERT_TRUE(m_compshare.detachedDisks.contains(disk)) << r.out.toStdString();
    r = run({u"disk"_s, u"ls"_s});
    EXPECT_TRUE(r.out.contains(disk)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"80 GB"_s)) << r.out.toStdString();

    r = run({u"disk"_s, u"attach"_s, u"train"_s, disk});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString() << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"mount -L data /data"_s)) << r.out.toStdString();
    EXPECT_TRUE(m_compshare.detachedDisks.isEmpty());

    r = run({u"disk"_s, u"detach"_s, u"train"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    r = run({u"disk"_s, u"rm"_s, disk});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString() << r.out.toStdString();
    EXPECT_TRUE(m_compshare.detachedDisks.isEmpty());
    r = run({u"disk"_s, u"ls"_s});
    EXPECT_TRUE(r.out.contains(u"no detached disks"_s)) << r.out.toStdString();
}

TEST_F(GpudeskctlCompshare, ATeamMadeAMemberInvitedGivenAnAmountAndSomeTakenBack)
{
    CliRun r = run({u"login"_s, u"--login"_s, m_compshare.publicKey(), u"--password-stdin"_s},
                   m_compshare.privateKey().toUtf8() + '\n');
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    r = run({u"team"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"no teams"_s)) << r.out.toStdString();

    r = run({u"team"_s, u"create"_s, u"lab"_s, u"--description"_s, u"NLP group"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString() << r.out.toStdString();
    ASSERT_EQ(m_compshare.teams.size(), 1);
    r = run({u"team"_s, u"invite"_s, u"lab"_s, u"someone@uni.edu"_s});
    EXPECT_NE(r.exitCode, 0); // an account is named by its number
    r = run({u"team"_s, u"invite"_s, u"lab"_s, u"50002"_s, u"--name"_s, u"wang"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString() << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"invited, not joined yet"_s)) << r.out.toStdString();
    r = run({u"team"_s, u"give"_s, u"lab"_s, u"wang"_s, u"--amount"_s, u"200"_s});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(QString(r.err + r.out).contains(u"not joined"_s)) << r.err.toStdString();

    m_compshare.acceptInvitations();
    r = run({u"team"_s, u"give"_s, u"lab"_s, u"wang"_s, u"--amount"_s, u"200"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString() << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"given ¥200.00, ¥200.00 left"_s)) << r.out.toStdString();
    r = run({u"team"_s, u"take-back"_s, u"lab"_s, u"50002"_s, u"--amount"_s, u"50"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString() << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"given ¥150.00, ¥150.00 left"_s)) << r.out.toStdString();
    r = run({u"team"_s, u"--json"_s});
    ASSERT_EQ(r.exitCode, 0);
    const QJsonArray teams = QJsonDocument::fromJson(r.out.toUtf8()).array();
    ASSERT_EQ(teams.size(), 1);
    EXPECT_EQ(teams.first().toObject().value(u"members"_s).toArray().first().toObject().value(u"left_cents"_s).toInt(),
              15000);
}
