// gpudeskctl --platform runpod+URL against FakeRunPod in this process: the API key pasted once and
// kept, the catalog, a pod from create to release, what RunPod lacks said plainly, the key in no
// file but the secret store. The fake answers only while this process's event loop runs, so the
// program is waited for with the loop running.
#include "tests/e2e/ctlprocess.h"
#include "tests/support/fakerunpod.h"

#include <QFile>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

class GpudeskctlRunPod : public ::testing::Test
{
protected:
    CliRun run(const QStringList &args, const QByteArray &input = {}) { return m_ctl.run(args, input); }
    CliRun logIn() { return run({u"login"_s, u"--password-stdin"_s}, m_runpod.apiKey().toUtf8() + '\n'); }

    FakeRunPod m_runpod;
    CtlProcess m_ctl{u"runpod+"_s + m_runpod.url().toString()};
};

} // namespace

TEST_F(GpudeskctlRunPod, AKeyOnceThenACardFromCatalogToRelease)
{
    CliRun r = run({u"ls"_s});
    EXPECT_EQ(r.exitCode, 3) << r.err.toStdString();
    r = run({u"login"_s, u"--password-stdin"_s}, "rpa_NOT_THE_KEY\n");
    EXPECT_EQ(r.exitCode, 3);
    EXPECT_TRUE(r.err.contains(u"does not accept this API key"_s)) << r.err.toStdString();
    r = logIn();
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"API key …GHIJ"_s)) << r.out.toStdString();

    r = run({u"health"_s});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();

    r = run({u"gpus"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"RTX A4000  16 GB  $0.165/h per GPU  EU-RO-1 medium"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"A40  48 GB  $0.44/h per GPU  US-TX-3 medium"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"--gpu 'NVIDIA GeForce RTX 4090'"_s)) << r.out.toStdString();
    r = run({u"gpus"_s, u"--json"_s});
    ASSERT_EQ(r.exitCode, 0);
    EXPECT_TRUE(r.out.contains(u"\"price_per_hour\": \"0.165\""_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"\"level\": \"none\""_s));

    // No capacity: where the card is instead.
    r = run({u"create"_s, u"--name"_s, u"big"_s, u"--region"_s, u"EU-RO-1"_s, u"--gpu"_s, u"NVIDIA A40"_s, u"--image"_s,
             u"runpod-torch-v240"_s, u"--autostop"_s, u"off"_s});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains(u"US-TX-3"_s)) << r.err.toStdString();

    r = run({u"create"_s, u"--name"_s, u"train"_s, u"--region"_s, u"EU-RO-1"_s, u"--gpu"_s,
             u"NVIDIA GeForce RTX 4090"_s, u"--image"_s, u"runpod-torch-v240"_s, u"--autostop"_s, u"off"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    ASSERT_EQ(m_runpod.pods.size(), 1);
    m_runpod.advance();
    m_runpod.advance();
    r = run({u"ls"_s});
    EXPECT_TRUE(r.out.contains(u"train  running  1 × NVIDIA GeForce RTX 4090  EU-RO-1  $0.69/h"_s))
        << r.out.toStdString();
    r = run({u"show"_s, u"train"_s});
    EXPECT_TRUE(r.out.contains(u"ssh -p 40022 root@203.0.113.7"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"not given by the platform"_s)) << r.out.toStdString();
    r = run({u"balance"_s});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"not given by this platform"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"rate now: $0.69/h"_s)) << r.out.toStdString();

    r = run({u"stop"_s, u"train"_s});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    r = run({u"start"_s, u"train"_s, u"--no-gpu"_s});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains(u"does not have a no-GPU mode"_s)) << r.err.toStdString();
    r = run({u"release"_s, u"train"_s, u"--yes"_s});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(m_runpod.pods.isEmpty());

    // The key lives in the secret store alone: no other file of the CLI's holds it.
    const QStringList holding = m_ctl.filesHolding(m_runpod.apiKey().toUtf8());
    EXPECT_EQ(holding.size(), 1);
    for (const QString &file : holding)
        EXPECT_TRUE(file.contains(u"secrets"_s)) << file.toStdString();

    r = run({u"logout"_s});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_EQ(run({u"ls"_s}).exitCode, 3);
}

TEST_F(GpudeskctlRunPod, KeysAreAddedWithoutLosingTheOthers)
{
    ASSERT_EQ(logIn().exitCode, 0);
    m_runpod.sshKeys = {u"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIP/escQ1QgaDONC/j3MhCZOvS24gYqo3bxi0Q3fJM+9V desk"_s};
    const QString pub = m_ctl.home() + u"/laptop.pub"_s;
    QFile f(pub);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl me@laptop\n");
    f.close();
    CliRun r = run({u"ssh-keys"_s, u"add"_s, pub, u"--name"_s, u"laptop"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    ASSERT_EQ(m_runpod.sshKeys.size(), 2);
    EXPECT_TRUE(m_runpod.sshKeys[0].endsWith(u" desk"_s));
    r = run({u"ssh-keys"_s, u"ls"_s});
    EXPECT_TRUE(r.out.contains(u"laptop"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"desk"_s));
}
