// The accounting's answers (slurmrestd's /slurmdb/ routes) in both generations' shapes, as the
// v0.0.38 plugin's parser and SchedMD's v0.0.41 document write them, and what gpudesk concludes
// from them: the limits a job must fit, and the GPU-hours used.
#include "core/api/slurm/slurmaccounting.h"
#include "core/api/slurm/slurmdbcodecs.h"
#include "tests/core/cloudtestdata.h"

#include <QJsonDocument>
#include <QTimeZone>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
// Its own namespace: the codecs' names stay out of the files compiled beside it (unity batches).
namespace slurmaccountingtest {
using namespace SlurmDbCodecs;

namespace {

QDateTime at(qint64 seconds)
{
    return QDateTime::fromSecsSinceEpoch(seconds, QTimeZone::utc());
}

} // namespace

TEST(SlurmDbCodecs, AssociationsOfBothGenerationsGiveTheirGpuAndTimeLimits)
{
    // 22.05: plain numbers, is_default 0/1, the "infinite" wall clock as 4294967295.
    const auto old = associations(parsed(R"j({"associations": [
        {"account": "lab", "cluster": "c", "user": "alice", "partition": "", "is_default": 1,
         "qos": ["normal"], "default": {"qos": "normal"},
         "max": {"jobs": {"per": {"wall_clock": 1440}},
                 "tres": {"per": {"job": [{"type": "gres", "name": "gpu", "count": 2}]},
                          "total": [{"type": "cpu", "count": 64}],
                          "group": {"minutes": [{"type": "gres", "name": "gpu", "id": 1001, "count": 6000}]}}}},
        {"account": "lab", "user": "alice", "partition": "long", "is_default": 0, "qos": [],
         "max": {"jobs": {"per": {"wall_clock": 4294967295}}, "tres": {}}}]})j"));
    ASSERT_TRUE(old.ok()) << old.error().summary().toStdString();
    ASSERT_EQ(old.value().size(), 2);
    const Association &a = old.value()[0];
    EXPECT_EQ(a.account, u"lab"_s);
    EXPECT_TRUE(a.isDefault);
    EXPECT_EQ(a.defaultQos, u"normal"_s);
    EXPECT_EQ(a.limits.gpusPerJob, 2);
    EXPECT_FALSE(a.limits.gpusAtOnce); // a CPU limit is no GPU limit
    EXPECT_EQ(a.limits.gpuMinutes, 6000);
    EXPECT_EQ(a.limits.wallMinutes, 1440);
    EXPECT_EQ(old.value()[1].partition, u"long"_s);
    EXPECT_EQ(old.value()[1].limits, Limits{});

    // v0.0.41: {set, infinite, number}; typed GPU TRES counted together.
    const auto current = associations(parsed(R"j({"associations": [
        {"account": "lab", "user": "alice", "is_default": true, "qos": ["gpu-students"],
         "max": {"jobs": {"per": {"wall_clock": {"set": true, "infinite": false, "number": 480}}},
                 "tres": {"total": [{"type": "gres", "name": "gpu:a100", "count": 2},
                                    {"type": "gres", "name": "gpu:v100", "count": 2}],
                          "group": {"minutes": []}}}}]})j"));
    ASSERT_TRUE(current.ok());
    EXPECT_EQ(current.value()[0].qos, QStringList{u"gpu-students"_s});
    EXPECT_EQ(current.value()[0].limits.gpusAtOnce, 4);
    EXPECT_EQ(current.value()[0].limits.wallMinutes, 480);
    EXPECT_FALSE(current.value()[0].limits.gpuMinutes);

    EXPECT_FALSE(associations(parsed(R"j({"errors": []})j")).ok());
}

TEST(SlurmDbCodecs, QosAndJobsOfBothGenerations)
{
    const auto old = qos(parsed(R"j({"QOS": [{"name": "normal", "limits": {"max": {
        "tres": {"per": {"user": [{"type": "gres", "name": "gpu", "count": 4}], "job": []}},
        "wall_clock": {"per": {"job": 4294967295}}}}}]})j"));
    ASSERT_TRUE(old.ok());
    EXPECT_EQ(old.value()[0].limits.gpusAtOnce, 4);
    EXPECT_FALSE(old.value()[0].limits.wallMinutes);
    const auto current = qos(parsed(R"j({"qos": [{"name": "short", "limits": {"max": {
        "wall_clock": {"per": {"job": {"set": true, "infinite": false, "number": 120}}}}}}]})j"));
    ASSERT_TRUE(current.ok());
    EXPECT_EQ(current.value()[0].limits.wallMinutes, 120);

    // 22.05: the state a string; v0.0.41: a list. A running job has no end yet.
    const auto js = jobs(parsed(R"j({"jobs": [
        {"job_id": 41, "name": "train", "user": "alice", "account": "lab", "partition": "gpu",
         "state": {"current": "COMPLETED", "reason": "None"},
         "time": {"start": 1764547200, "end": 1764554400, "elapsed": 7200},
         "tres": {"allocated": [{"type": "cpu", "count": 8}, {"type": "gres", "name": "gpu", "count": 2},
                                {"type": "gres", "name": "gpu:a100", "count": 2}]}},
        {"job_id": 42, "name": "x", "user": "alice", "account": "lab", "partition": "gpu",
         "state": {"current": ["RUNNING"]}, "time": {"start": 1764558000, "end": 0},
         "tres": {"allocated": [{"type": "gres", "name": "gpu:v100", "count": 1}]}}]})j"));
    ASSERT_TRUE(js.ok()) << js.error().summary().toStdString();
    ASSERT_EQ(js.value().size(), 2);
    EXPECT_EQ(js.value()[0].state, u"COMPLETED"_s);
    EXPECT_EQ(js.value()[0].gpus, 2);
    EXPECT_EQ(js.value()[0].gpuType, u"a100"_s);
    EXPECT_EQ(js.value()[0].ended, at(1764554400));
    EXPECT_EQ(js.value()[1].state, u"RUNNING"_s);
    EXPECT_EQ(js.value()[1].gpus, 1);
    EXPECT_FALSE(js.value()[1].ended);
    EXPECT_FALSE(jobs(parsed(R"j({"jobs": [{"name": "no id"}]})j")).ok());
}

TEST(SlurmAccounting, AJobIsCheckedAgainstItsAssociationAndQos)
{
    Association def;
    def.account = u"lab"_s;
    def.isDefault = true;
    def.defaultQos = u"students"_s;
    def.limits.gpusPerJob = 4;
    def.limits.gpuMinutes = 6000;
    Association longOne = def;
    longOne.partition = u"long"_s;
    longOne.isDefault = false;
    longOne.limits.wallMinutes = 4320;
    const QList<Association> all{longOne, def};
    EXPECT_EQ(SlurmAccounting::associationFor(all, u"long"_s)->partition, u"long"_s);
    EXPECT_EQ(SlurmAccounting::associationFor(all, u"gpu"_s)->partition, QString());
    EXPECT_FALSE(SlurmAccounting::associationFor({longOne}, u"gpu"_s));

    Qos students;
    students.name = u"students"_s;
    students.limits.gpusAtOnce = 2; // tighter than the association's 4
    students.limits.wallMinutes = 1440;
    const Limits l = SlurmAccounting::limitsOf(def, {students});
    EXPECT_EQ(l.gpusPerJob, 4);
    EXPECT_EQ(l.gpusAtOnce, 2);
    EXPECT_EQ(l.wallMinutes, 1440);

    EXPECT_FALSE(SlurmAccounting::refusal(2, 1440, l));
    EXPECT_FALSE(SlurmAccounting::refusal(1, std::nullopt, l)); // the partition's default time
    const auto tooMany = SlurmAccounting::refusal(3, 60, l);
    ASSERT_TRUE(tooMany);
    EXPECT_EQ(tooMany->code, u"beyond_limits"_s);
    EXPECT_EQ(tooMany->details.value(u"field"_s).toString(), u"gpu_count"_s);
    EXPECT_EQ(tooMany->details.value(u"max_gpus"_s).toInt(), 2);
    const auto tooLong = SlurmAccounting::refusal(1, 1441, l);
    ASSERT_TRUE(tooLong);
    EXPECT_EQ(tooLong->details.value(u"field"_s).toString(), u"time_limit"_s);
    // 2 GPUs for 3 days is 144 GPU-hours: more than the whole quota of 100.
    Limits roomy = l;
    roomy.wallMinutes.reset();
    const auto overQuota = SlurmAccounting::refusal(2, 4320, roomy);
    ASSERT_TRUE(overQuota);
    EXPECT_EQ(overQuota->details.value(u"field"_s).toString(), u"time_limit"_s);
    EXPECT_TRUE(overQuota->message.contains(u"144.0"_s)) << overQuota->message.toStdString();
}

TEST(SlurmAccounting, OnlyTheUsersJobsThatHeldGpusAreRuns)
{
    Job ran;
    ran.id = 41;
    ran.user = u"alice"_s;
    ran.gpus = 2;
    ran.gpuType = u"a100"_s;
    ran.partition = u"gpu"_s;
    ran.started = at(1764547200);
    ran.ended = at(1764554400);
    Job cpuOnly = ran;
    cpuOnly.id = 42;
    cpuOnly.gpus = 0;
    Job someoneElse = ran;
    someoneElse.id = 43;
    someoneElse.user = u"bob"_s;
    Job neverRan = ran;
    neverRan.id = 44;
    neverRan.started.reset();
    Job untyped = ran;
    untyped.id = 45;
    untyped.gpuType.clear();
    untyped.started = at(1764560000);
    untyped.ended.reset();
    const QList<JobRun> runs = SlurmAccounting::runsOf({ran, cpuOnly, someoneElse, neverRan, untyped}, u"alice"_s,
                                                       {{41, {u"abc"_s, u"llama"_s}}});
    ASSERT_EQ(runs.size(), 2);
    EXPECT_EQ(runs[0].job, 45); // newest first
    EXPECT_EQ(runs[0].gpuType, u"gpu"_s);
    EXPECT_TRUE(runs[0].instanceId.isEmpty()); // submitted from a terminal
    EXPECT_FALSE(runs[0].endedAt);
    EXPECT_EQ(runs[1].instanceId, u"abc"_s);
    EXPECT_EQ(runs[1].name, u"llama"_s); // the instance's name, not the job's "gpudesk-llama"
    EXPECT_DOUBLE_EQ(runs[1].gpuHours(at(1764600000)), 4.0);
}

} // namespace slurmaccountingtest
