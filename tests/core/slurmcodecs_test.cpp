// slurmrestd's answers read by SlurmCodecs: v0.0.38 as Debian 12's Slurm 22.05 really answered
// (tests/slurm/fixtures, captured by tests/slurm/capture-fixtures.sh) and v0.0.40+ in the shapes of
// SchedMD's generated documents (Slurm 23.11 to 25.x).
#include "core/api/slurm/slurmcodecs.h"
#include "core/api/slurm/slurminstances.h"
#include "core/api/slurm/slurmtoken.h"
#include "tests/core/cloudtestdata.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimeZone>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
// Its own namespace: the codecs' names stay out of the files compiled beside it (unity batches).
namespace slurmcodecstest {
using namespace SlurmCodecs;

namespace {

QByteArray fixtureBytes(const char *name)
{
    QFile file(QStringLiteral(GPUDESK_SOURCE_DIR "/tests/slurm/fixtures/v0.0.38/") + QString::fromLatin1(name));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name;
    return file.readAll();
}

QJsonObject fixture(const char *name)
{
    return QJsonDocument::fromJson(fixtureBytes(name)).object();
}

const ApiVersion kOld{u"v0.0.38"_s, 38};
const ApiVersion kNew{u"v0.0.41"_s, 41};

} // namespace

TEST(SlurmCodecs, TheNewestVersionBothSpeakIsChosenFromTheDaemonsPaths)
{
    const auto debian = apiVersion(fixture("openapi-v3.json"));
    ASSERT_TRUE(debian);
    EXPECT_EQ(debian->name, u"v0.0.38"_s);
    EXPECT_FALSE(debian->newShapes());
    // 24.11 serves 0.0.40 to 0.0.42, with a trailing slash.
    const auto current = apiVersion(parsed(R"j({"paths": {"/slurm/v0.0.40/ping/": {}, "/slurm/v0.0.42/ping/": {},
        "/slurm/v0.0.41/jobs/": {}, "/slurmdb/v0.0.42/jobs/": {}}})j"));
    ASSERT_TRUE(current);
    EXPECT_EQ(current->name, u"v0.0.42"_s);
    EXPECT_TRUE(current->newShapes());
    // 26.05 serves only versions newer than gpudesk's, 22.05 with only v0.0.36: none in common.
    EXPECT_FALSE(apiVersion(parsed(R"j({"paths": {"/slurm/v0.0.44/ping/": {}, "/slurm/v0.0.45/ping/": {}}})j")));
    EXPECT_FALSE(apiVersion(parsed(R"j({"paths": {"/slurm/v0.0.36/ping": {}}})j")));
}

TEST(SlurmCodecs, NumbersOfBothGenerationsAndTheirInfinities)
{
    bool infinite = false;
    EXPECT_EQ(number(QJsonValue(60)), 60);
    EXPECT_EQ(number(parsed(R"j({"v": {"set": true, "infinite": false, "number": 60}})j").value(u"v"_s)), 60);
    EXPECT_FALSE(number(parsed(R"j({"v": {"set": false, "infinite": true, "number": 0}})j").value(u"v"_s), &infinite));
    EXPECT_TRUE(infinite);
    EXPECT_FALSE(number(parsed(R"j({"v": {"set": false, "infinite": false, "number": 0}})j").value(u"v"_s), &infinite));
    EXPECT_FALSE(infinite);
    EXPECT_FALSE(number(QJsonValue(-1), &infinite)); // 22.05's unlimited
    EXPECT_TRUE(infinite);
    EXPECT_FALSE(number(QJsonValue(4294967295.0), &infinite)); // 22.05's infinite default time
    EXPECT_TRUE(infinite);
    EXPECT_FALSE(number(QJsonValue()));
}

TEST(SlurmCodecs, GpusAreReadFromGresListsWithOrWithoutATypeAndOtherResourcesLeftOut)
{
    EXPECT_EQ(gpus(u"gpu:rtx4090:4"_s), (QList<GpuCount>{{u"rtx4090"_s, 4}}));
    EXPECT_EQ(gpus(u"gpu:rtx4090:2(IDX:0-1)"_s), (QList<GpuCount>{{u"rtx4090"_s, 2}}));
    EXPECT_EQ(gpus(u"gpu:a100:4(S:0,1),gpu:v100:2(S:0),shard:8"_s), (QList<GpuCount>{{u"a100"_s, 4}, {u"v100"_s, 2}}));
    EXPECT_EQ(gpus(u"gpu:2"_s), (QList<GpuCount>{{QString(), 2}}));
    EXPECT_TRUE(gpus(u"gpu:rtx4090:0(IDX:N/A)"_s).value(0).count == 0);
    EXPECT_TRUE(gpus(u"(null)"_s).isEmpty());
    EXPECT_TRUE(gpus(QString()).isEmpty());
}

TEST(SlurmCodecs, PartitionsNodesAndJobsOfSlurm2205AsItAnswered)
{
    const auto parts = partitions(fixture("partitions.json"));
    ASSERT_TRUE(parts.ok()) << parts.error().summary().toStdString();
    ASSERT_EQ(parts.value().size(), 2);
    EXPECT_EQ(parts.value()[0].name, u"gpu"_s);
    EXPECT_TRUE(parts.value()[0].isDefault);
    EXPECT_EQ(parts.value()[0].maxMinutes, 1440);
    EXPECT_EQ(parts.value()[0].defaultMinutes, 60);
    EXPECT_EQ(parts.value()[1].maxMinutes, 30);
    EXPECT_FALSE(parts.value()[1].isDefault);

    const auto busy = nodes(fixture("nodes-allocated.json"));
    ASSERT_TRUE(busy.ok());
    ASSERT_EQ(busy.value().size(), 1);
    const Node &n = busy.value()[0];
    EXPECT_EQ(n.address, u"127.0.0.1"_s);
    EXPECT_EQ(n.states, QStringList{u"MIXED"_s});
    EXPECT_TRUE(n.usable());
    EXPECT_EQ(n.gpus, (QList<GpuCount>{{u"rtx4090"_s, 4}}));
    EXPECT_EQ(n.gpusUsed, (QList<GpuCount>{{u"rtx4090"_s, 2}}));
    EXPECT_EQ(n.partitions, (QStringList{u"gpu"_s, u"short"_s}));
    EXPECT_EQ(n.memoryMb, 65536);

    const auto running = jobs(fixture("job-running.json"));
    ASSERT_TRUE(running.ok());
    const Job &j = running.value()[0];
    EXPECT_TRUE(j.running());
    EXPECT_EQ(j.partition, u"gpu"_s);
    EXPECT_FALSE(j.batchHost.isEmpty());
    EXPECT_EQ(j.timeLimitMinutes, 30);
    ASSERT_TRUE(j.started && j.ended);
    EXPECT_EQ(j.started->secsTo(*j.ended), 30 * 60); // the end its limit gives it
    EXPECT_EQ(j.gpus, (QList<GpuCount>{{u"rtx4090"_s, 1}}));
    EXPECT_EQ(j.comment, u"ssh:22022"_s);

    const auto pending = jobs(fixture("job-pending-resources.json"));
    ASSERT_TRUE(pending.ok());
    EXPECT_TRUE(pending.value()[0].pending());
    EXPECT_EQ(pending.value()[0].reason, u"Resources"_s);
    EXPECT_EQ(pending.value()[0].gpus.value(0).count, 4); // asked for, not yet given

    const auto ended = jobs(fixture("jobs-finished.json"));
    ASSERT_TRUE(ended.ok());
    QStringList states;
    for (const Job &job : ended.value())
        states << job.state;
    EXPECT_TRUE(states.contains(u"CANCELLED"_s) && states.contains(u"TIMEOUT"_s) && states.contains(u"FAILED"_s))
        << states.join(u' ').toStdString();
}

TEST(SlurmCodecs, TheNewerShapesReadTheSame)
{
    const auto parts = partitions(parsed(R"j({"partitions": [{"name": "gpu",
        "nodes": {"allowed_allocation": "", "configured": "gpu[01-04]", "total": 4},
        "partition": {"state": ["UP"]},
        "defaults": {"time": {"set": true, "infinite": false, "number": 60}},
        "maximums": {"time": {"set": false, "infinite": true, "number": 0}}}], "errors": []})j"));
    ASSERT_TRUE(parts.ok());
    EXPECT_EQ(parts.value()[0].nodes, u"gpu[01-04]"_s);
    EXPECT_TRUE(parts.value()[0].up);
    EXPECT_EQ(parts.value()[0].defaultMinutes, 60);
    EXPECT_FALSE(parts.value()[0].maxMinutes); // unlimited

    const auto drained = nodes(parsed(R"j({"nodes": [{"name": "gpu01", "address": "10.0.0.1",
        "state": ["IDLE", "DRAIN"], "gres": "gpu:a100:4(S:0-1)", "gres_used": "gpu:a100:0(IDX:N/A)",
        "partitions": ["gpu"], "cpus": 64, "alloc_cpus": 0, "real_memory": 256000, "alloc_memory": 0}]})j"));
    ASSERT_TRUE(drained.ok());
    EXPECT_FALSE(drained.value()[0].usable()); // draining takes no new job

    const auto running = jobs(parsed(R"j({"jobs": [{"job_id": 1234, "name": "gpudesk-llama",
        "job_state": ["RUNNING"], "state_reason": "None", "partition": "gpu", "nodes": "gpu01",
        "batch_host": "gpu01", "comment": "gpudesk instance=ab12 ssh=40022 hostkey=SHA256:xyz",
        "user_name": "alice", "time_limit": {"set": true, "infinite": false, "number": 120},
        "submit_time": {"set": true, "infinite": false, "number": 1700000000},
        "start_time": {"set": true, "infinite": false, "number": 1700000005},
        "end_time": {"set": true, "infinite": false, "number": 1700007205},
        "priority": {"set": true, "infinite": false, "number": 4294901757},
        "tres_per_node": "gres/gpu:a100:2", "gres_detail": ["gpu:a100:2(IDX:0-1)"],
        "exit_code": {"status": ["SUCCESS"], "return_code": {"set": true, "infinite": false, "number": 0}}}]})j"));
    ASSERT_TRUE(running.ok());
    const Job &j = running.value()[0];
    EXPECT_TRUE(j.running());
    EXPECT_EQ(j.timeLimitMinutes, 120);
    EXPECT_EQ(j.ended->toSecsSinceEpoch(), 1700007205);
    EXPECT_EQ(j.gpus, (QList<GpuCount>{{u"a100"_s, 2}}));
    const auto m = marker(j.comment);
    ASSERT_TRUE(m);
    EXPECT_EQ(m->instanceId, u"ab12"_s);
    EXPECT_EQ(m->sshPort, 40022);
    EXPECT_EQ(m->hostKey, u"SHA256:xyz"_s);

    const auto completing = jobs(parsed(R"j({"jobs": [{"job_id": 7, "job_state": ["COMPLETED", "COMPLETING"]}]})j"));
    ASSERT_TRUE(completing.ok());
    EXPECT_TRUE(completing.value()[0].completing());
    EXPECT_FALSE(jobs(parsed(R"j({"jobs": [{"name": "no id"}]})j")).ok());
    EXPECT_FALSE(jobs(parsed(R"j({"errors": []})j")).ok());
}

TEST(SlurmCodecs, TheSubmitBodyIsEachGenerationsOwn)
{
    JobRequest r;
    r.name = u"gpudesk-llama"_s;
    r.partition = u"gpu"_s;
    r.gpuType = u"rtx4090"_s;
    r.gpuCount = 2;
    r.timeLimitMinutes = 120;
    r.workingDirectory = u"/tmp"_s;
    r.script = u"#!/bin/bash\nsleep 1\n"_s;
    r.environment = {{u"GPUDESK_INSTANCE"_s, u"ab12"_s}};
    const QJsonObject old = submitBody(kOld, r);
    EXPECT_EQ(old.value(u"script"_s).toString(), r.script); // at the top in 22.05
    const QJsonObject oldJob = old.value(u"job"_s).toObject();
    EXPECT_EQ(oldJob.value(u"gres"_s).toString(), u"gpu:rtx4090:2"_s);
    EXPECT_FALSE(oldJob.contains(u"tres_per_node"_s)); // 22.05 refuses a key it does not know
    EXPECT_EQ(oldJob.value(u"environment"_s).toObject().value(u"GPUDESK_INSTANCE"_s).toString(), u"ab12"_s);
    EXPECT_EQ(oldJob.value(u"time_limit"_s).toInt(), 120);

    const QJsonObject now = submitBody(kNew, r);
    EXPECT_FALSE(now.contains(u"script"_s));
    const QJsonObject job = now.value(u"job"_s).toObject();
    EXPECT_EQ(job.value(u"script"_s).toString(), r.script);
    EXPECT_EQ(job.value(u"tres_per_node"_s).toString(), u"gres/gpu:rtx4090:2"_s); // the prefix it needs
    EXPECT_FALSE(job.contains(u"gres"_s));

    JobRequest bare;
    bare.script = r.script;
    // Without an environment Slurm refuses the job; a PATH is always sent.
    EXPECT_FALSE(submitBody(kOld, bare).value(u"job"_s).toObject().value(u"environment"_s).toObject().isEmpty());

    EXPECT_EQ(submittedJobId(fixture("job-submit.json")).value(), 2);
}

TEST(SlurmCodecs, EveryErrorShapeIsARefusalInGpudesksWords)
{
    // A token slurmctld refuses comes back as 500 with error -1.
    EXPECT_EQ(error(500, fixtureBytes("error-bad-token.json")).code, u"invalid_token"_s);
    EXPECT_EQ(error(500, fixtureBytes("error-expired-token.json")).code, u"invalid_token"_s);
    EXPECT_EQ(error(401, fixtureBytes("error-no-token-header.txt")).code, u"unauthenticated"_s);
    const ApiError missing = error(500, fixtureBytes("error-job-not-found.json"));
    EXPECT_EQ(missing.code, u"not_found"_s);
    EXPECT_TRUE(missing.message.contains(u"Unable to find JobId"_s)) << missing.message.toStdString();
    EXPECT_EQ(error(500, fixtureBytes("error-node-not-found.json")).code, u"not_found"_s); // its "errno" shape
    EXPECT_EQ(error(500, fixtureBytes("error-partition-not-found.json")).details.value(u"field"_s).toString(),
              u"region"_s);
    // More cards than any node has, or a card no node has: refused at submit ("error_code" shape).
    EXPECT_EQ(error(500, fixtureBytes("job-submit-too-many-gpus.json")).code, u"beyond_cluster"_s);
    EXPECT_EQ(error(500, fixtureBytes("job-submit-bad-gpu-type.json")).code, u"beyond_cluster"_s);
    EXPECT_EQ(error(500, fixtureBytes("job-update-time-higher.json")).code, u"not_permitted"_s);
    EXPECT_EQ(error(404, fixtureBytes("error-unknown-path.txt")).code, u"not_found"_s);
    EXPECT_EQ(error(400, fixtureBytes("error-bad-json.txt")).code, u"invalid_argument"_s);
    // A job over the partition's time limit is accepted (200, a job id) with an error beside it.
    const QJsonObject over = fixture("job-submit-over-max-time.json");
    EXPECT_TRUE(submittedJobId(over).ok());
    ASSERT_TRUE(errorIn(200, over));
    EXPECT_EQ(errorIn(200, over)->code, u"beyond_partition"_s);
    EXPECT_FALSE(errorIn(200, fixture("job-submit.json")));
}

TEST(SlurmInstances, AJobIsAnInstanceWaitingRunningOrEnded)
{
    SlurmRecord::Entry e;
    e.id = u"ab12"_s;
    e.name = u"llama"_s;
    e.partition = u"gpu"_s;
    e.gpuType = u"rtx4090"_s;
    e.gpuCount = 1;
    e.jobs = {5};
    Job job;
    job.id = 5;
    job.partition = u"gpu"_s;
    job.state = u"PENDING"_s;
    job.reason = u"Resources"_s;
    job.priority = 100;
    job.submitted = QDateTime::fromSecsSinceEpoch(1000, QTimeZone::utc());
    Job earlier = job; // ahead of it in the queue: submitted first at the same priority
    earlier.id = 4;
    earlier.submitted = QDateTime::fromSecsSinceEpoch(900, QTimeZone::utc());
    Job elsewhere = earlier; // another partition's queue is not its queue
    elsewhere.id = 3;
    elsewhere.partition = u"short"_s;
    SlurmInstances::Cluster cluster{{job, earlier, elsewhere}, {}};

    Instance i = SlurmInstances::of(e, cluster, u"alice"_s, std::nullopt);
    EXPECT_EQ(i.state.value(), InstanceState::Creating);
    EXPECT_EQ(i.stateReason.value(), StateReason::Queued);
    ASSERT_TRUE(i.queue);
    EXPECT_EQ(i.queue->reason, u"Resources"_s);
    EXPECT_EQ(i.queue->position, 2);

    // Running, but its sshd has not said where yet: still booting.
    job.state = u"RUNNING"_s;
    job.batchHost = u"gpu01"_s;
    job.started = QDateTime::fromSecsSinceEpoch(2000, QTimeZone::utc());
    job.ended = QDateTime::fromSecsSinceEpoch(2000 + 3600, QTimeZone::utc());
    job.comment = markerComment(e.id);
    cluster = {{job}, {Node{u"gpu01"_s, u"10.1.0.7"_s, {u"MIXED"_s}, {}, {}, {}, 0, 0, 0, 0}}};
    i = SlurmInstances::of(e, cluster, u"alice"_s, std::nullopt);
    EXPECT_EQ(i.state.value(), InstanceState::Creating);
    EXPECT_FALSE(i.ssh);

    job.comment = u"gpudesk instance=ab12 ssh=40022 hostkey=SHA256:k"_s;
    cluster.jobs = {job};
    i = SlurmInstances::of(e, cluster, u"alice"_s, std::nullopt);
    EXPECT_EQ(i.state.value(), InstanceState::Running);
    ASSERT_TRUE(i.ssh);
    EXPECT_EQ(i.ssh->host, u"10.1.0.7"_s); // the node's address
    EXPECT_EQ(i.ssh->port, 40022);
    EXPECT_EQ(i.ssh->user, u"alice"_s);
    EXPECT_EQ(i.ssh->hostKeyFingerprint, u"SHA256:k"_s);
    EXPECT_EQ(i.stopAt, job.ended); // its time limit's end
    EXPECT_EQ(i.stopReason->value(), StateReason::TimeLimit);
    // Through a login node: the node as the cluster reaches it, from there.
    i = SlurmInstances::of(e, cluster, u"alice"_s, SshHop{u"login.lab.example"_s, 22, u"alice"_s});
    EXPECT_EQ(i.ssh->host, u"10.1.0.7"_s);
    EXPECT_EQ(i.ssh->jump->host, u"login.lab.example"_s);

    // Ended by its time limit; then forgotten by the cluster, as the record kept it.
    job.state = u"TIMEOUT"_s;
    cluster.jobs = {job};
    i = SlurmInstances::of(e, cluster, u"alice"_s, std::nullopt);
    EXPECT_EQ(i.state.value(), InstanceState::Stopped);
    EXPECT_EQ(i.stateReason.value(), StateReason::TimeLimit);
    e.endedState = u"stopped"_s;
    e.endedReason = u"time_limit"_s;
    i = SlurmInstances::of(e, SlurmInstances::Cluster{}, u"alice"_s, std::nullopt);
    EXPECT_EQ(i.state.value(), InstanceState::Stopped);
    EXPECT_EQ(i.stateReason.value(), StateReason::TimeLimit);

    // The job gave up (no sshd on the node): failed, and the second job of an instance is a start.
    job.state = u"RUNNING"_s;
    job.comment = u"gpudesk instance=ab12 error=no-sshd"_s;
    e.jobs = {4, 5};
    cluster.jobs = {job};
    EXPECT_EQ(SlurmInstances::of(e, cluster, u"alice"_s, std::nullopt).state.value(), InstanceState::Failed);
    job.state = u"PENDING"_s;
    cluster.jobs = {job};
    EXPECT_EQ(SlurmInstances::of(e, cluster, u"alice"_s, std::nullopt).state.value(), InstanceState::Starting);
}

TEST(SlurmToken, ScontrolsAnswerItsUserAndItsEnd)
{
    const QString token
        = u"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJleHAiOjQxMDI0NDQ4MDAsImlhdCI6MTcwMDAwMDAwMCwic3VuIjoiYWxpY2UifQ.c2ln"_s;
    EXPECT_EQ(SlurmToken::fromScontrol("SLURM_JWT=" + token.toLatin1() + "\n"), token);
    // A banner before it (a login node's motd on stderr merged in) does not matter.
    EXPECT_EQ(SlurmToken::fromScontrol("Welcome to the lab\nSLURM_JWT=" + token.toLatin1()), token);
    EXPECT_TRUE(SlurmToken::fromScontrol("scontrol: error: JWT authentication is not enabled\n").isEmpty());
    EXPECT_TRUE(SlurmToken::fromScontrol("SLURM_JWT=not a token\n").isEmpty());
    EXPECT_TRUE(SlurmToken::fromScontrol("XSLURM_JWT=" + token.toLatin1()).isEmpty());
    EXPECT_EQ(SlurmToken::command(86400), "scontrol token lifespan=86400");
    EXPECT_EQ(SlurmToken::user(token), u"alice"_s);
    EXPECT_EQ(SlurmToken::expiry(token), QDateTime(QDate(2100, 1, 1), QTime(0, 0), QTimeZone::utc()));
    EXPECT_FALSE(SlurmToken::expiry(u"opaque"_s).isValid());
    EXPECT_TRUE(SlurmToken::user(u"opaque"_s).isEmpty());
}

} // namespace slurmcodecstest
