// SlurmPlatform on the newer generation of slurmrestd (v0.0.41, FakeSlurm): what the real 22.05
// cluster cannot show (tests/ssh/slurmplatform_test.cpp runs that one).
#include "core/api/awaitanswer.h"
#include "core/api/slurm/slurmplatform.h"
#include "tests/support/fakeslurm.h"

#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QTimeZone>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

const QString kUser = u"alice"_s;
/// A JWT whose claims say alice (the fake compares it whole; the signature is not checked here).
const QString kToken
    = u"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJleHAiOjQxMDI0NDQ4MDAsImlhdCI6MTcwMDAwMDAwMCwic3VuIjoiYWxpY2UifQ.sig"_s;

struct SlurmConnected
{
    FakeSlurm slurm{kUser, kToken};
    SystemClock clock;
    SlurmPlatform platform{slurm.url(), clock};
    SlurmConnected()
    {
        HttpTransport::RetryPolicy fast;
        fast.baseDelayMs = 5;
        platform.setRetryPolicy(fast);
    }
    template <typename T> ApiResult<T> await(const std::function<void(QObject *, Platform::Done<T>)> &call)
    {
        return awaitAnswer<T>(call, 15000);
    }
    ApiResult<LoginSession> logIn(const QString &token = kToken)
    {
        auto s = await<LoginSession>([&](QObject *c, auto d) { platform.login(QString(), token, {}, c, d); });
        if (s.ok())
            platform.setToken(s.value().token);
        return s;
    }
    ApiResult<Instance> made(const QString &name, int gpus = 1)
    {
        InstanceSpec spec;
        spec.name = name;
        spec.region = u"gpu"_s;
        spec.gpuType = u"a100"_s;
        spec.gpuCount = gpus;
        spec.timeLimitMinutes = 120;
        spec.startupScript = u"pip install -r requirements.txt"_s;
        return await<Instance>([&](QObject *c, auto d) { platform.createInstance(spec, c, d); });
    }
    Instance now(const QString &id)
    {
        const auto i = await<Instance>([&](QObject *c, auto d) { platform.instance(id, c, d); });
        EXPECT_TRUE(i.ok()) << i.error().summary().toStdString();
        return i.ok() ? i.value() : Instance();
    }
};

} // namespace

TEST(SlurmPlatform, TheNewerGenerationIsSpokenFromTheLoginToAStartAgain)
{
    SlurmConnected s;
    EXPECT_EQ(s.logIn(u"eyJhbGciOiJIUzI1NiJ9.eyJzdW4iOiJhbGljZSJ9.forged"_s).error().code, u"invalid_token"_s);
    const auto session = s.logIn();
    ASSERT_TRUE(session.ok()) << session.error().summary().toStdString();
    EXPECT_EQ(session.value().account.name, kUser); // the token's own "sun"
    EXPECT_EQ(session.value().expiresAt.toSecsSinceEpoch(), 4102444800);
    EXPECT_TRUE(s.platform.recordPath().endsWith(u"_alice.json"_s)) << s.platform.recordPath().toStdString();

    const auto stock = s.await<QList<Stock>>([&](QObject *c, auto d) { s.platform.stock(c, d); });
    ASSERT_TRUE(stock.ok()) << stock.error().summary().toStdString();
    ASSERT_EQ(stock.value().size(), 1);
    EXPECT_EQ(stock.value()[0].gpuType, u"a100"_s);
    EXPECT_EQ(stock.value()[0].available, 2);

    const auto made = s.made(u"llama"_s);
    ASSERT_TRUE(made.ok()) << made.error().summary().toStdString();
    EXPECT_EQ(made.value().state.value(), InstanceState::Creating);
    ASSERT_EQ(s.slurm.submitted.size(), 1);
    const QJsonObject job = s.slurm.submitted[0].value(u"job"_s).toObject();
    EXPECT_FALSE(s.slurm.submitted[0].contains(u"script"_s)); // inside the job from v0.0.40
    EXPECT_TRUE(job.value(u"script"_s).toString().startsWith(u"#!/bin/bash\n"_s));
    QProcess syntax; // the job script as bash reads it
    syntax.start(u"bash"_s, {u"-n"_s});
    syntax.write(job.value(u"script"_s).toString().toUtf8());
    syntax.closeWriteChannel();
    ASSERT_TRUE(syntax.waitForFinished(10000));
    EXPECT_EQ(syntax.exitCode(), 0) << syntax.readAllStandardError().toStdString();
    EXPECT_EQ(job.value(u"tres_per_node"_s).toString(), u"gres/gpu:a100:1"_s);
    EXPECT_EQ(job.value(u"time_limit"_s).toInt(), 120);
    EXPECT_EQ(job.value(u"name"_s).toString(), u"gpudesk-llama"_s);
    const QJsonObject env = job.value(u"environment"_s).toObject();
    EXPECT_EQ(env.value(u"GPUDESK_INSTANCE"_s).toString(), made.value().id);
    EXPECT_EQ(QByteArray::fromBase64(env.value(u"GPUDESK_STARTUP"_s).toString().toLatin1()),
              "pip install -r requirements.txt");

    s.slurm.advance();
    Instance i = s.now(made.value().id);
    EXPECT_EQ(i.state.value(), InstanceState::Running);
    ASSERT_TRUE(i.ssh);
    EXPECT_EQ(i.ssh->host, u"10.1.0.7"_s);
    EXPECT_EQ(i.ssh->user, kUser);
    EXPECT_EQ(i.gpuType, u"a100"_s);
    ASSERT_TRUE(i.stopAt && i.startedAt);
    EXPECT_EQ(i.startedAt->secsTo(*i.stopAt), 120 * 60);

    // Its end moves sooner, not later; and a job always has one.
    const QDateTime sooner = i.startedAt->addSecs(60 * 60);
    const auto shortened = s.await<Instance>([&](QObject *c, auto d) { s.platform.scheduleStop(i.id, sooner, c, d); });
    ASSERT_TRUE(shortened.ok()) << shortened.error().summary().toStdString();
    EXPECT_EQ(shortened.value().stopAt, sooner);
    EXPECT_EQ(s.await<Instance>([&](QObject *c, auto d) { s.platform.scheduleStop(i.id, sooner.addDays(1), c, d); })
                  .error()
                  .code,
              u"not_permitted"_s);
    EXPECT_FALSE(
        s.await<Instance>([&](QObject *c, auto d) { s.platform.scheduleStop(i.id, std::nullopt, c, d); }).ok());
    EXPECT_TRUE(s.platform.has<ScheduledStops>());
    // Its startup script (the autostop agent's block with it) goes with its next job.
    ASSERT_TRUE(s.platform.has<BootScripts>());
    const auto scripted
        = s.await<Instance>([&](QObject *c, auto d) { s.platform.setStartupScript(i.id, u"nvidia-smi"_s, c, d); });
    ASSERT_TRUE(scripted.ok()) << scripted.error().summary().toStdString();
    EXPECT_EQ(scripted.value().startupScript, u"nvidia-smi"_s);

    // A second job asking for both cards waits for them, and says why.
    const auto both = s.made(u"both"_s, 2);
    ASSERT_TRUE(both.ok());
    s.slurm.advance();
    const Instance waiting = s.now(both.value().id);
    EXPECT_EQ(waiting.stateReason.value(), StateReason::Queued);
    ASSERT_TRUE(waiting.queue);
    EXPECT_EQ(waiting.queue->reason, u"Resources"_s);
    // Three cards on a two-card node: refused, not queued.
    EXPECT_EQ(s.made(u"three"_s, 3).error().code, u"beyond_cluster"_s);

    // Stopped (cancelled, then completing), then started: a second job, the same settings.
    const auto stopping = s.await<Instance>([&](QObject *c, auto d) { s.platform.stopInstance(i.id, c, d); });
    ASSERT_TRUE(stopping.ok()) << stopping.error().summary().toStdString();
    EXPECT_EQ(stopping.value().state.value(), InstanceState::Stopping);
    s.slurm.advance(); // ends it; the waiting job gets both cards
    EXPECT_EQ(s.now(i.id).state.value(), InstanceState::Stopped);
    EXPECT_EQ(s.now(both.value().id).state.value(), InstanceState::Running);
    ASSERT_TRUE(s.await<Instance>([&](QObject *c, auto d) { s.platform.releaseInstance(both.value().id, c, d); }).ok());
    s.slurm.advance();
    const auto started = s.await<Instance>([&](QObject *c, auto d) { s.platform.startInstance(i.id, {}, c, d); });
    ASSERT_TRUE(started.ok()) << started.error().summary().toStdString();
    EXPECT_EQ(started.value().state.value(), InstanceState::Starting); // a start, not a first boot
    ASSERT_EQ(s.slurm.submitted.size(), 4);
    const QJsonObject again = s.slurm.submitted[3].value(u"job"_s).toObject();
    EXPECT_EQ(again.value(u"tres_per_node"_s).toString(), u"gres/gpu:a100:1"_s);
    EXPECT_EQ(QByteArray::fromBase64(
                  again.value(u"environment"_s).toObject().value(u"GPUDESK_STARTUP"_s).toString().toLatin1()),
              "nvidia-smi");
}

TEST(SlurmPlatform, WhatTheClusterForgetsTheRecordKeepsAndBadInputIsSaid)
{
    SlurmConnected s;
    ASSERT_TRUE(s.logIn().ok());
    const auto made = s.made(u"llama"_s);
    ASSERT_TRUE(made.ok());
    s.slurm.advance();
    ASSERT_TRUE(s.await<Instance>([&](QObject *c, auto d) { s.platform.stopInstance(made.value().id, c, d); }).ok());
    s.slurm.advance();
    EXPECT_EQ(s.now(made.value().id).state.value(), InstanceState::Stopped); // seen ended: recorded
    // Minutes later the cluster has forgotten the job (MinJobAge): still stopped, by the user.
    s.slurm.jobs.clear();
    const Instance forgotten = s.now(made.value().id);
    EXPECT_EQ(forgotten.state.value(), InstanceState::Stopped);
    EXPECT_EQ(forgotten.stateReason.value(), StateReason::User);
    EXPECT_EQ(forgotten.name, u"llama"_s);

    // Renamed here; another platform object (the poller's) reads the same record.
    ASSERT_TRUE(s.await<Instance>([&](QObject *c, auto d) {
                     s.platform.renameInstance(made.value().id, u"llama-2"_s, c, d);
                 }).ok());
    SlurmPlatform poller(s.slurm.url(), s.clock);
    poller.setToken(kToken);
    const auto list = s.await<InstanceList>([&](QObject *c, auto d) { poller.instances({}, false, c, d); });
    ASSERT_TRUE(list.ok());
    ASSERT_EQ(list.value().items.size(), 1);
    EXPECT_EQ(list.value().items[0].name, u"llama-2"_s);

    // Keys: checked, kept, sent to each job.
    const auto bad = s.await<SshKeyCreated>(
        [&](QObject *c, auto d) { s.platform.addSshKey(u"x"_s, u"-----BEGIN OPENSSH PRIVATE KEY-----"_s, c, d); });
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().details.value(u"field"_s).toString(), u"public_key"_s);
    const QString pub = u"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl laptop"_s;
    const auto key = s.await<SshKeyCreated>([&](QObject *c, auto d) { s.platform.addSshKey({}, pub, c, d); });
    ASSERT_TRUE(key.ok()) << key.error().summary().toStdString();
    EXPECT_EQ(key.value().name, u"laptop"_s);
    EXPECT_EQ(s.await<SshKeyCreated>([&](QObject *c, auto d) { s.platform.addSshKey({}, pub, c, d); }).error().code,
              u"conflict"_s);
    ASSERT_TRUE(
        s.await<Instance>([&](QObject *c, auto d) { s.platform.startInstance(made.value().id, {}, c, d); }).ok());
    EXPECT_TRUE(FakeSlurm::environmentOf(s.slurm.submitted.last(), u"GPUDESK_AUTHORIZED_KEYS"_s)
                    .startsWith(u"ssh-ed25519 AAAA"_s));

    // What a job cannot be.
    InstanceSpec spec;
    spec.name = u"x"_s;
    spec.region = u"gpu"_s;
    spec.timeLimitMinutes = 600; // the partition allows 480
    EXPECT_EQ(s.await<Instance>([&](QObject *c, auto d) { s.platform.createInstance(spec, c, d); }).error().code,
              u"beyond_partition"_s);
    spec.timeLimitMinutes.reset();
    spec.startMode = InstanceMode::NoGpu;
    EXPECT_EQ(s.await<Instance>([&](QObject *c, auto d) { s.platform.createInstance(spec, c, d); }).error().code,
              u"not_supported"_s);
    spec.startMode.reset();
    spec.region.clear();
    EXPECT_EQ(s.await<Instance>([&](QObject *c, auto d) { s.platform.createInstance(spec, c, d); })
                  .error()
                  .details.value(u"field"_s)
                  .toString(),
              u"region"_s);

    // A record that is not gpudesk's is never written over.
    QFile record(s.platform.recordPath());
    ASSERT_TRUE(record.open(QIODevice::WriteOnly));
    record.write("not json");
    record.close();
    EXPECT_FALSE(s.await<InstanceList>([&](QObject *c, auto d) { s.platform.instances({}, false, c, d); }).ok());
    EXPECT_FALSE(s.made(u"y"_s).ok());
    ASSERT_TRUE(record.open(QIODevice::ReadOnly));
    EXPECT_EQ(record.readAll(), "not json");
}

TEST(SlurmPlatform, AJobThatGpudeskSubmittedOnAnotherComputerIsTakenIn)
{
    SlurmConnected s;
    ASSERT_TRUE(s.logIn().ok());
    const auto made = s.made(u"llama"_s, 2);
    ASSERT_TRUE(made.ok());
    s.slurm.advance();
    // Another computer knows nothing of it (its own record), nor of a job that is not gpudesk's.
    ASSERT_TRUE(QFile::remove(s.platform.recordPath()));
    QJsonObject own = s.slurm.jobs.first();
    own.insert(u"job_id"_s, 999);
    own.insert(u"comment"_s, u"my own sbatch"_s);
    s.slurm.jobs.insert(999, own);
    const auto list = s.await<InstanceList>([&](QObject *c, auto d) { s.platform.instances({}, false, c, d); });
    ASSERT_TRUE(list.ok()) << list.error().summary().toStdString();
    ASSERT_EQ(list.value().items.size(), 1);
    const Instance &taken = list.value().items[0];
    EXPECT_EQ(taken.id, made.value().id);
    EXPECT_EQ(taken.name, u"llama"_s);
    EXPECT_EQ(taken.region, u"gpu"_s);
    EXPECT_EQ(taken.gpuCount, 2);
    EXPECT_EQ(taken.state.value(), InstanceState::Running);
    // Kept: a stop and a start work on it as on one made here.
    ASSERT_TRUE(s.await<Instance>([&](QObject *c, auto d) { s.platform.stopInstance(taken.id, c, d); }).ok());
    s.slurm.advance();
    EXPECT_EQ(s.now(taken.id).state.value(), InstanceState::Stopped);
    EXPECT_TRUE(s.await<Instance>([&](QObject *c, auto d) { s.platform.startInstance(taken.id, {}, c, d); }).ok());
}

TEST(SlurmPlatform, EachJobThatRanIsKeptWithItsCardsAndTimesAfterTheClusterForgetsIt)
{
    SlurmConnected s;
    ASSERT_TRUE(s.logIn().ok());
    const auto made = s.made(u"llama"_s, 2);
    ASSERT_TRUE(made.ok());
    const QString id = made.value().id;
    const auto runs = [&] {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const auto r = s.await<QList<JobRun>>(
            [&](QObject *c, auto d) { s.platform.jobRuns(now.addDays(-1), now.addSecs(60), c, d); });
        EXPECT_TRUE(r.ok());
        return r.ok() ? r.value() : QList<JobRun>();
    };
    s.now(id);
    EXPECT_TRUE(runs().isEmpty()); // waiting is not running
    s.slurm.advance();
    s.now(id);
    ASSERT_EQ(runs().size(), 1);
    const JobRun running = runs().first();
    EXPECT_EQ(running.instanceId, id);
    EXPECT_EQ(running.name, u"llama"_s);
    EXPECT_EQ(running.gpuCount, 2);
    EXPECT_EQ(running.partition, u"gpu"_s);
    EXPECT_FALSE(running.endedAt);
    // Ran two hours: four GPU-hours.
    EXPECT_DOUBLE_EQ(running.gpuHours(running.startedAt.addSecs(7200)), 4.0);

    // Stopped: the run ends; started again: a second run; released: both stay, and a job the
    // cluster forgot before its end was seen ends then.
    ASSERT_TRUE(s.await<Instance>([&](QObject *c, auto d) { s.platform.stopInstance(id, c, d); }).ok());
    s.slurm.advance();
    s.now(id);
    ASSERT_EQ(runs().size(), 1);
    EXPECT_TRUE(runs().first().endedAt);
    ASSERT_TRUE(s.await<Instance>([&](QObject *c, auto d) { s.platform.startInstance(id, {}, c, d); }).ok());
    s.slurm.advance();
    s.now(id);
    ASSERT_EQ(runs().size(), 2);
    s.slurm.jobs.clear(); // the cluster forgot the running job (MinJobAge after an end we missed)
    s.now(id);
    ASSERT_EQ(runs().size(), 2);
    EXPECT_TRUE(runs().first().endedAt);
    ASSERT_TRUE(s.await<Instance>([&](QObject *c, auto d) { s.platform.releaseInstance(id, c, d); }).ok());
    EXPECT_EQ(runs().size(), 2);
    // A window before they ran has none.
    const auto before = s.await<QList<JobRun>>([&](QObject *c, auto d) {
        s.platform.jobRuns(QDateTime(QDate(2020, 1, 1), QTime(0, 0), QTimeZone::utc()),
                           QDateTime(QDate(2020, 2, 1), QTime(0, 0), QTimeZone::utc()), c, d);
    });
    ASSERT_TRUE(before.ok());
    EXPECT_TRUE(before.value().isEmpty());
}

TEST(SlurmPlatform, ADaemonThatSpeaksNoVersionOfGpudesksIsSaidAtTheLogin)
{
    SlurmConnected s;
    s.slurm.versions = {u"v0.0.44"_s, u"v0.0.45"_s};
    const auto session = s.logIn();
    ASSERT_FALSE(session.ok());
    EXPECT_EQ(session.error().code, u"not_supported"_s);
}

TEST(SlurmPlatform, WithSlurmdbdTheUsersLimitsAreCheckedAndItsAccountingGivesTheRunsAndQuota)
{
    SlurmConnected s;
    s.slurm.accounting = true;
    s.slurm.associations = QJsonArray{
        QJsonObject{{u"account"_s, u"lab"_s},
                    {u"user"_s, kUser},
                    {u"is_default"_s, true},
                    {u"qos"_s, QJsonArray{u"students"_s}},
                    {u"max"_s,
                     QJsonObject{{u"tres"_s,
                                  QJsonObject{{u"group"_s,
                                               QJsonObject{{u"minutes"_s,
                                                            QJsonArray{QJsonObject{{u"type"_s, u"gres"_s},
                                                                                   {u"name"_s, u"gpu"_s},
                                                                                   {u"count"_s, 6000}}}}}}}}}}}};
    s.slurm.qos = QJsonArray{QJsonObject{
        {u"name"_s, u"students"_s},
        {u"limits"_s,
         QJsonObject{
             {u"max"_s,
              QJsonObject{
                  {u"tres"_s,
                   QJsonObject{{u"per"_s,
                                QJsonObject{{u"user"_s,
                                             QJsonArray{QJsonObject{
                                                 {u"type"_s, u"gres"_s}, {u"name"_s, u"gpu"_s}, {u"count"_s, 1}}}}}}}},
                  {u"wall_clock"_s,
                   QJsonObject{
                       {u"per"_s,
                        QJsonObject{
                            {u"job"_s,
                             QJsonObject{{u"set"_s, true}, {u"infinite"_s, false}, {u"number"_s, 240}}}}}}}}}}}}};
    // A job submitted from a terminal earlier today: 2 GPUs for 3 hours.
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QDateTime since = now.addDays(-1);
    const qint64 start = now.toSecsSinceEpoch() - 4 * 3600;
    s.slurm.accountedJobs = QJsonArray{QJsonObject{
        {u"job_id"_s, 7},
        {u"name"_s, u"sbatch-train"_s},
        {u"user"_s, kUser},
        {u"account"_s, u"lab"_s},
        {u"partition"_s, u"gpu"_s},
        {u"state"_s, QJsonObject{{u"current"_s, QJsonArray{u"COMPLETED"_s}}}},
        {u"time"_s, QJsonObject{{u"start"_s, start}, {u"end"_s, start + 3 * 3600}}},
        {u"tres"_s,
         QJsonObject{{u"allocated"_s,
                      QJsonArray{QJsonObject{{u"type"_s, u"gres"_s}, {u"name"_s, u"gpu"_s}, {u"count"_s, 2}}}}}}}};
    ASSERT_TRUE(s.logIn().ok());

    // The QOS lets a student hold one GPU, for at most four hours: asked before submitting.
    const auto two = s.made(u"big"_s, 2);
    ASSERT_FALSE(two.ok());
    EXPECT_EQ(two.error().code, u"beyond_limits"_s);
    EXPECT_EQ(two.error().details.value(u"field"_s).toString(), u"gpu_count"_s);
    InstanceSpec spec;
    spec.name = u"long"_s;
    spec.region = u"gpu"_s;
    spec.timeLimitMinutes = 300;
    const auto tooLong = s.await<Instance>([&](QObject *c, auto d) { s.platform.createInstance(spec, c, d); });
    ASSERT_FALSE(tooLong.ok());
    EXPECT_EQ(tooLong.error().details.value(u"field"_s).toString(), u"time_limit"_s);
    EXPECT_TRUE(s.slurm.submitted.isEmpty()); // nothing reached the queue
    spec.timeLimitMinutes = 120;
    const auto fits = s.await<Instance>([&](QObject *c, auto d) { s.platform.createInstance(spec, c, d); });
    ASSERT_TRUE(fits.ok()) << fits.error().summary().toStdString();
    s.slurm.advance();
    s.now(fits.value().id);

    // The runs are the accounting's: the terminal's job too, gpudesk's named by its instance.
    const auto runs
        = s.await<QList<JobRun>>([&](QObject *c, auto d) { s.platform.jobRuns(since, now.addSecs(3600), c, d); });
    ASSERT_TRUE(runs.ok()) << runs.error().summary().toStdString();
    ASSERT_EQ(runs.value().size(), 2);
    EXPECT_EQ(runs.value()[0].instanceId, fits.value().id);
    EXPECT_EQ(runs.value()[0].gpuType, u"a100"_s);
    EXPECT_EQ(runs.value()[1].name, u"sbatch-train"_s);
    EXPECT_TRUE(runs.value()[1].instanceId.isEmpty());

    // The quota: 100 GPU-hours, of which the day's jobs used the terminal's 6 (and seconds of ours).
    const auto quota = s.await<std::optional<GpuQuota>>([&](QObject *c, auto d) { s.platform.gpuQuota(since, c, d); });
    ASSERT_TRUE(quota.ok()) << quota.error().summary().toStdString();
    ASSERT_TRUE(quota.value());
    EXPECT_EQ(quota.value()->account, u"lab"_s);
    EXPECT_DOUBLE_EQ(quota.value()->limitGpuHours, 100.0);
    EXPECT_NEAR(quota.value()->usedGpuHours, 6.0, 0.1);
    EXPECT_NEAR(quota.value()->leftGpuHours(), 94.0, 0.1);
}

TEST(SlurmPlatform, WithoutSlurmdbdThereIsNoQuotaAndNoLimitIsGuessed)
{
    SlurmConnected s;
    ASSERT_TRUE(s.logIn().ok());
    const auto quota = s.await<std::optional<GpuQuota>>(
        [&](QObject *c, auto d) { s.platform.gpuQuota(QDateTime::currentDateTimeUtc().addDays(-30), c, d); });
    ASSERT_TRUE(quota.ok());
    EXPECT_FALSE(quota.value());
    EXPECT_TRUE(s.made(u"any"_s, 2).ok());
}

TEST(SlurmPlatform, AQuietClusterIsPolledWithoutItsWholeQueueAndAChangeIsSeenAtOnce)
{
    SlurmConnected s;
    ASSERT_TRUE(s.logIn().ok());
    const auto made = s.made(u"llama"_s);
    ASSERT_TRUE(made.ok());
    const QString id = made.value().id;
    const auto poll
        = [&] { return s.await<InstanceList>([&](QObject *c, auto d) { s.platform.instances({}, false, c, d); }); };
    // While it waits, every poll reads the whole queue: its reason and place may change unsaid.
    s.slurm.settle(60);
    ASSERT_TRUE(poll().ok());
    ASSERT_TRUE(poll().ok());
    EXPECT_EQ(s.slurm.unchangedJobLists, 0);
    // It runs, and nothing changes for a minute: the polls are answered "no job changes since", and
    // the list kept is used.
    s.slurm.advance();
    EXPECT_EQ(s.now(id).state.value(), InstanceState::Running);
    s.slurm.settle(60);
    const int full = s.slurm.fullJobLists;
    for (int i = 0; i < 3; ++i) {
        const auto list = poll();
        ASSERT_TRUE(list.ok());
        ASSERT_EQ(list.value().items.size(), 1);
        EXPECT_EQ(list.value().items[0].state.value(), InstanceState::Running);
    }
    EXPECT_EQ(s.slurm.fullJobLists, full);
    EXPECT_EQ(s.slurm.unchangedJobLists, 3);
    EXPECT_EQ(s.platform.jobList().unchangedReads(), 3);
    // Another user's job joins the queue: the next poll brings the whole list (the queue's order
    // needs it).
    QJsonObject other = s.slurm.jobs.first();
    other.insert(u"job_id"_s, 5000);
    other.insert(u"user_name"_s, u"bob"_s);
    s.slurm.jobs.insert(5000, other);
    ASSERT_TRUE(poll().ok());
    EXPECT_EQ(s.slurm.fullJobLists, full + 1);
    // Stopped: seen at once.
    s.slurm.settle(60);
    ASSERT_TRUE(s.await<Instance>([&](QObject *c, auto d) { s.platform.stopInstance(id, c, d); }).ok());
    s.slurm.advance();
    EXPECT_EQ(s.now(id).state.value(), InstanceState::Stopped);
}

TEST(SlurmPlatform, WhereSlurmsClockCannotBeReadEveryPollReadsTheWholeList)
{
    SlurmConnected s;
    s.slurm.diagAllowed = false;
    ASSERT_TRUE(s.logIn().ok());
    ASSERT_TRUE(s.made(u"llama"_s).ok());
    for (int i = 0; i < 3; ++i)
        ASSERT_TRUE(s.await<InstanceList>([&](QObject *c, auto d) { s.platform.instances({}, false, c, d); }).ok());
    EXPECT_EQ(s.slurm.unchangedJobLists, 0);
    EXPECT_GE(s.slurm.fullJobLists, 4);
}

TEST(SlurmPlatform, WhereTheAddressSaysPyxisAJobRunsInTheContainerImageNamed)
{
    SlurmConnected s;
    ASSERT_TRUE(s.logIn().ok());
    InstanceSpec spec;
    spec.name = u"ngc"_s;
    spec.region = u"gpu"_s;
    spec.image = u"nvcr.io#nvidia/pytorch:24.05-py3"_s;
    // This cluster's address does not say it runs containers.
    EXPECT_EQ(s.await<Instance>([&](QObject *c, auto d) { s.platform.createInstance(spec, c, d); }).error().code,
              u"not_supported"_s);

    QUrl address = s.slurm.url();
    address.setQuery(u"containers=pyxis"_s);
    SlurmPlatform pyxis(address, s.clock);
    pyxis.setToken(kToken);
    EXPECT_TRUE(pyxis.runsContainers());
    EXPECT_FALSE(s.platform.runsContainers());
    spec.image = u"pytorch; rm -rf ~"_s;
    const auto bad = s.await<Instance>([&](QObject *c, auto d) { pyxis.createInstance(spec, c, d); });
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().details.value(u"field"_s).toString(), u"image"_s);
    spec.image = u"nvcr.io#nvidia/pytorch:24.05-py3"_s;
    const auto made = s.await<Instance>([&](QObject *c, auto d) { pyxis.createInstance(spec, c, d); });
    ASSERT_TRUE(made.ok()) << made.error().summary().toStdString();
    EXPECT_EQ(made.value().image, spec.image);
    EXPECT_EQ(FakeSlurm::environmentOf(s.slurm.submitted.last(), u"GPUDESK_CONTAINER_IMAGE"_s), spec.image);
    // Kept for its next job.
    ASSERT_TRUE(s.await<Instance>([&](QObject *c, auto d) { pyxis.stopInstance(made.value().id, c, d); }).ok());
    s.slurm.advance();
    ASSERT_TRUE(s.await<Instance>([&](QObject *c, auto d) { pyxis.startInstance(made.value().id, {}, c, d); }).ok());
    EXPECT_EQ(FakeSlurm::environmentOf(s.slurm.submitted.last(), u"GPUDESK_CONTAINER_IMAGE"_s), spec.image);
}
