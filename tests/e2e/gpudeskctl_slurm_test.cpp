// gpudeskctl --platform slurm+http://USER@HOST:PORT against FakeSlurm in this process: the token
// pasted once, the cards free per partition, an instance as a job (no image, a time limit), why it
// waits, stop and start as a new job, and what a cluster's job cannot be answered with what to type.
#include "tests/e2e/ctlprocess.h"
#include "tests/support/fakeslurm.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

const QString kToken
    = u"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJleHAiOjQxMDI0NDQ4MDAsImlhdCI6MTcwMDAwMDAwMCwic3VuIjoiYWxpY2UifQ.sig"_s;

class GpudeskctlSlurm : public ::testing::Test
{
protected:
    CliRun run(const QStringList &args, const QByteArray &input = {}) { return m_ctl.run(args, input); }

    FakeSlurm m_slurm{u"alice"_s, kToken};
    CtlProcess m_ctl{u"slurm+http://alice@"_s + m_slurm.url().authority()};
};

} // namespace

TEST_F(GpudeskctlSlurm, AJobFromTheCommandLineWaitsRunsStopsAndStartsAgain)
{
    CliRun r = run({u"login"_s, u"--password-stdin"_s}, "not-a-token\n");
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(r.err.contains(u"token"_s)) << r.err.toStdString();
    r = run({u"login"_s, u"--password-stdin"_s}, kToken.toUtf8() + '\n');
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"alice"_s)) << r.out.toStdString();

    // Wrong words for a cluster, said before anything is submitted.
    r = run({u"create"_s, u"--name"_s, u"llama"_s, u"--region"_s, u"gpu"_s, u"--gpu"_s, u"a100"_s, u"--image"_s,
             u"pytorch"_s});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains(u"containers=pyxis"_s)) << r.err.toStdString();
    r = run({u"create"_s, u"--name"_s, u"llama"_s, u"--gpu"_s, u"a100"_s});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains(u"--region"_s)) << r.err.toStdString();
    r = run(
        {u"create"_s, u"--name"_s, u"llama"_s, u"--region"_s, u"gpu"_s, u"--gpu"_s, u"a100"_s, u"--time"_s, u"soon"_s});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(m_slurm.submitted.isEmpty());

    r = run({u"create"_s, u"--name"_s, u"llama"_s, u"--region"_s, u"gpu"_s, u"--gpu"_s, u"a100"_s, u"--count"_s, u"2"_s,
             u"--time"_s, u"2h"_s, u"--autostop"_s, u"off"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    ASSERT_EQ(m_slurm.submitted.size(), 1);
    const QJsonObject job = m_slurm.submitted[0].value(u"job"_s).toObject();
    EXPECT_EQ(job.value(u"time_limit"_s).toInt(), 120);
    EXPECT_EQ(job.value(u"tres_per_node"_s).toString(), u"gres/gpu:a100:2"_s);

    // Another job holds the node's cards: ours waits, and show says why and where in line.
    r = run({u"create"_s, u"--name"_s, u"second"_s, u"--region"_s, u"gpu"_s, u"--gpu"_s, u"a100"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    m_slurm.advance();
    r = run({u"show"_s, u"second"_s});
    EXPECT_TRUE(r.out.contains(u"queued: Resources, number 1 in line"_s)) << r.out.toStdString();
    r = run({u"show"_s, u"llama"_s});
    EXPECT_TRUE(r.out.contains(u"ssh: ssh -p 40101 alice@10.1.0.7"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"time limit ends at:"_s)) << r.out.toStdString();

    EXPECT_EQ(run({u"stop"_s, u"llama"_s}).exitCode, 0);
    m_slurm.advance();
    r = run({u"ls"_s});
    EXPECT_TRUE(r.out.contains(u"llama"_s) && r.out.contains(u"stopped"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"second"_s) && r.out.contains(u"running"_s)) << r.out.toStdString();
    EXPECT_EQ(run({u"release"_s, u"second"_s, u"--yes"_s}).exitCode, 0);
    r = run({u"start"_s, u"llama"_s});
    EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_EQ(m_slurm.submitted.size(), 3); // a new job
    EXPECT_EQ(run({u"release"_s, u"llama"_s, u"--yes"_s}).exitCode, 0);
    r = run({u"ls"_s});
    EXPECT_FALSE(r.out.contains(u"llama"_s)) << r.out.toStdString();

    // What ran stays counted after the release: each job with its cards, and the month's GPU-hours.
    r = run({u"billing"_s, u"gpu-hours"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"2 × a100  gpu  llama"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"this month:"_s)) << r.out.toStdString();
    r = run({u"billing"_s, u"gpu-hours"_s, u"--json"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"\"gpu_count\": 2"_s)) << r.out.toStdString();
}

TEST_F(GpudeskctlSlurm, WhereTheClusterKeepsAccountingItsLimitsAndQuotaAreSaid)
{
    m_slurm.accounting = true;
    const QJsonArray gpus{QJsonObject{{u"type"_s, u"gres"_s}, {u"name"_s, u"gpu"_s}, {u"count"_s, 1}}};
    const QJsonArray quota{QJsonObject{{u"type"_s, u"gres"_s}, {u"name"_s, u"gpu"_s}, {u"count"_s, 3000}}};
    m_slurm.associations
        = QJsonArray{QJsonObject{{u"account"_s, u"lab"_s},
                                 {u"user"_s, u"alice"_s},
                                 {u"is_default"_s, true},
                                 {u"max"_s,
                                  QJsonObject{{u"tres"_s,
                                               QJsonObject{{u"per"_s, QJsonObject{{u"job"_s, gpus}}},
                                                           {u"group"_s, QJsonObject{{u"minutes"_s, quota}}}}}}}}};
    ASSERT_EQ(run({u"login"_s, u"--password-stdin"_s}, kToken.toUtf8() + '\n').exitCode, 0);

    CliRun r = run({u"create"_s, u"--name"_s, u"big"_s, u"--region"_s, u"gpu"_s, u"--gpu"_s, u"a100"_s, u"--count"_s,
                    u"2"_s, u"--autostop"_s, u"off"_s});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(r.err.contains(u"at most 1 GPUs in a job"_s)) << r.err.toStdString();
    EXPECT_TRUE(m_slurm.submitted.isEmpty());
    r = run({u"create"_s, u"--name"_s, u"small"_s, u"--region"_s, u"gpu"_s, u"--gpu"_s, u"a100"_s, u"--autostop"_s,
             u"off"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    m_slurm.advance();

    r = run({u"billing"_s, u"gpu-hours"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"1 × a100  gpu  small"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"from the cluster's accounting"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"quota of account lab: "_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u" of 50.0 GPU-hours left"_s)) << r.out.toStdString();
}

TEST_F(GpudeskctlSlurm, OnAClusterThatRunsContainersCreateTakesAnImage)
{
    CtlProcess pyxis{u"slurm+http://alice@"_s + m_slurm.url().authority() + u"?containers=pyxis"_s};
    ASSERT_EQ(pyxis.run({u"login"_s, u"--password-stdin"_s}, kToken.toUtf8() + '\n').exitCode, 0);
    CliRun r = pyxis.run({u"create"_s, u"--name"_s, u"ngc"_s, u"--region"_s, u"gpu"_s, u"--gpu"_s, u"a100"_s,
                          u"--image"_s, u"not an image"_s, u"--autostop"_s, u"off"_s});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(r.err.contains(u"not a container image"_s)) << r.err.toStdString();
    r = pyxis.run({u"create"_s, u"--name"_s, u"ngc"_s, u"--region"_s, u"gpu"_s, u"--gpu"_s, u"a100"_s, u"--image"_s,
                   u"nvcr.io#nvidia/pytorch:24.05-py3"_s, u"--autostop"_s, u"off"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    ASSERT_EQ(m_slurm.submitted.size(), 1);
    EXPECT_EQ(FakeSlurm::environmentOf(m_slurm.submitted[0], u"GPUDESK_CONTAINER_IMAGE"_s),
              u"nvcr.io#nvidia/pytorch:24.05-py3"_s);
}
