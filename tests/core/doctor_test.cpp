// The money guards on readings at chosen platform times; the creation doctor's classes of refusal and of stuck
// instances; the process-death doctor's verdicts from crafted logs, kernel lines and disks, and the report's shapes for
// the page and for `gpudeskctl doctor --json`.
#include "common/sshpublickey.h"
#include "core/doctor/bootreceipt.h"
#include "core/doctor/budgetguards.h"
#include "core/doctor/connectiondoctor.h"
#include "core/doctor/creationdoctor.h"
#include "core/doctor/diskguards.h"
#include "core/doctor/processdeathdoctor.h"
#include "core/doctor/processdeathprobe.h"
#include "core/doctor/receiptbook.h"
#include "core/doctor/serviceprobe.h"
#include "core/doctor/usageprobe.h"
#include "core/ssh/environmentprobe.h"
#include "core/ssh/sshagent.h"

#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QtEndian>

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstring>
#include <thread>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {
const QByteArray kTorchOom = "epoch 3 step 1200 loss 1.234\n"
                             "Traceback (most recent call last):\n"
                             "  File \"train.py\", line 88, in <module>\n"
                             "    loss.backward()\n"
                             "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB (GPU 0; 23.65 GiB "
                             "total capacity; 21.80 GiB already allocated)\n";
const QByteArray kDmesgKill = "[ 1200.1] eth0: link up\n"
                              "[83211.5] python invoked oom-killer: gfp_mask=0x140cca\n"
                              "[83211.6] Out of memory: Killed process 4242 (python) total-vm:61234567kB\n";

EnvironmentSnapshot::Disk disk(const char *mount, qint64 usedPercent)
{
    EnvironmentSnapshot::Disk d;
    d.mount = QString::fromLatin1(mount);
    d.totalBytes = 100LL << 30;
    d.usedBytes = d.totalBytes / 100 * usedPercent;
    return d;
}
} // namespace

TEST(ProcessDeathDoctor, CudaOutOfMemoryInTheLogIsTheCardsMemory)
{
    const auto d = ProcessDeathDoctor::diagnose(kTorchOom, kDmesgKill, {disk("/", 40)}, 16);
    EXPECT_EQ(d.cause, ProcessDeathDoctor::Cause::GpuMemory); // the log is read first
    EXPECT_TRUE(d.evidence.contains(u"CUDA out of memory. Tried to allocate 2.00 GiB"_s)) << d.evidence.toStdString();
    ASSERT_EQ(d.remedies.size(), 8);
    EXPECT_EQ(d.remedies.first(), u"Halve the batch size."_s);
    // The seed's: no activations kept while evaluating, shorter sequences, workers for the cores.
    EXPECT_TRUE(d.remedies.join(u'\n').contains(u"torch.no_grad()"_s));
    EXPECT_TRUE(d.remedies.join(u'\n').contains(u"shorter sequence length"_s));
    EXPECT_TRUE(
        d.remedies.join(u'\n').contains(u"num_workers at 8 or fewer (half the instance's CPU cores, 16 here)"_s))
        << d.remedies.join(u'\n').toStdString();
    EXPECT_TRUE(d.remedies.last().contains(u"more memory"_s)); // the dearest last
    // Cores unknown: the rule without a number.
    const auto unknown = ProcessDeathDoctor::diagnose(kTorchOom, kDmesgKill, {disk("/", 40)});
    EXPECT_TRUE(unknown.remedies.join(u'\n').contains(u"half the instance's CPU cores or fewer"_s));
    ASSERT_EQ(d.report.checks.size(), 3);
    EXPECT_EQ(d.report.checks[0].status, DoctorCheck::Status::Failed);
    EXPECT_EQ(d.report.checks[1].status, DoctorCheck::Status::Failed); // the kernel's kill is still said
    EXPECT_EQ(d.report.checks[2].status, DoctorCheck::Status::Passed);
    EXPECT_FALSE(d.report.passed());
}

TEST(ProcessDeathDoctor, TheOomKillerIsTheHostsMemoryAndAFullDiskIsTheDisk)
{
    auto d = ProcessDeathDoctor::diagnose("step 10 loss 2.0\n", kDmesgKill, {disk("/", 40), disk("/root/data", 50)});
    EXPECT_EQ(d.cause, ProcessDeathDoctor::Cause::HostMemory);
    EXPECT_TRUE(d.evidence.contains(u"Killed process 4242 (python)"_s)) << d.evidence.toStdString();
    EXPECT_TRUE(d.remedies.first().contains(u"DataLoader workers"_s));
    EXPECT_EQ(d.report.checks[0].status, DoctorCheck::Status::Passed);

    d = ProcessDeathDoctor::diagnose("step 10 loss 2.0\n", "[1.0] all quiet\n",
                                     {disk("/", 97), disk("/root/data", 50)});
    EXPECT_EQ(d.cause, ProcessDeathDoctor::Cause::DiskFull);
    EXPECT_EQ(d.evidence, u"/ is 97% full."_s);
    EXPECT_TRUE(d.remedies.at(1).contains(u"startup script"_s));
    // Just below the line is not full.
    d = ProcessDeathDoctor::diagnose({}, {}, {disk("/", 94)});
    EXPECT_EQ(d.cause, ProcessDeathDoctor::Cause::Unknown);
}

TEST(ProcessDeathDoctor, NothingFoundSaysWhereToLookAndTheReportHasItsShapes)
{
    const auto d = ProcessDeathDoctor::diagnose({}, "[1.0] all quiet\n", {disk("/", 30)});
    EXPECT_EQ(d.cause, ProcessDeathDoctor::Cause::Unknown);
    EXPECT_TRUE(d.remedies.isEmpty());
    EXPECT_EQ(d.report.checks[0].status, DoctorCheck::Status::Skipped); // no log named
    EXPECT_TRUE(d.report.passed());
    const QJsonObject json = d.report.toJson();
    const QJsonArray checks = json[u"checks"_s].toArray();
    ASSERT_EQ(checks.size(), 3);
    EXPECT_EQ(checks[0][u"id"_s].toString(), u"gpu_memory"_s);
    EXPECT_EQ(checks[0][u"status"_s].toString(), u"skipped"_s);
    EXPECT_EQ(checks[1][u"status"_s].toString(), u"passed"_s);
    for (const QJsonValue &c : checks)
        EXPECT_TRUE(c.toObject().contains(u"saw"_s) && c.toObject().contains(u"todo"_s));
    EXPECT_FALSE(json[u"verdict"_s].toString().isEmpty());
    const QString text = d.report.toText();
    EXPECT_TRUE(text.startsWith(u"[skipped] gpu_memory: "_s)) << text.toStdString();
    EXPECT_TRUE(text.endsWith(d.report.verdict + u'\n'));
    // Disks that could not be read are skipped, not passed.
    EXPECT_EQ(ProcessDeathDoctor::diagnose({}, {}, {}).report.checks[2].status, DoctorCheck::Status::Skipped);
}

TEST(CreationDoctor, EachKindOfRefusalIsToldApartWithWhatToDo)
{
    const auto refusal = [](int status, const char *code, const QJsonObject &details) {
        ApiError e;
        e.kind = ApiError::Kind::Http;
        e.httpStatus = status;
        e.code = QString::fromLatin1(code);
        e.message = u"refused"_s;
        e.details = details;
        return e;
    };
    auto d = CreationDoctor::ofRefusal(
        refusal(409, "out_of_stock",
                QJsonObject{{u"regions"_s, QJsonArray{u"cn-south-1"_s}}, {u"gpu_types"_s, QJsonArray{u"l20-48g"_s}}}));
    EXPECT_EQ(d.kind, CreationDoctor::Kind::Stock);
    EXPECT_EQ(d.regions, QStringList{u"cn-south-1"_s});
    EXPECT_EQ(d.gpuTypes, QStringList{u"l20-48g"_s});
    EXPECT_EQ(d.remedies.size(), 3);
    EXPECT_TRUE(d.remedies.first().contains(u"cn-south-1"_s));
    EXPECT_EQ(d.action, ApiError::Remedy::ChooseAnotherRegionOrCard);

    d = CreationDoctor::ofRefusal(refusal(
        400, "invalid_argument", QJsonObject{{u"field"_s, u"system_disk_gb"_s}, {u"reason"_s, u"too_small"_s}}));
    EXPECT_EQ(d.kind, CreationDoctor::Kind::Configuration);
    EXPECT_TRUE(d.remedies.first().contains(u"system disk"_s));
    d = CreationDoctor::ofRefusal(
        refusal(400, "invalid_argument", QJsonObject{{u"field"_s, u"image"_s}, {u"reason"_s, u"incompatible"_s}}));
    EXPECT_EQ(d.kind, CreationDoctor::Kind::Configuration);
    EXPECT_TRUE(d.remedies.first().contains(u"CUDA"_s));
    // A name that is too long is just a typo, not a configuration that cannot work.
    d = CreationDoctor::ofRefusal(refusal(400, "invalid_argument", QJsonObject{{u"field"_s, u"name"_s}}));
    EXPECT_EQ(d.kind, CreationDoctor::Kind::Other);

    d = CreationDoctor::ofRefusal(refusal(403, "verification_required", {}));
    EXPECT_EQ(d.kind, CreationDoctor::Kind::AccountLevel);
    EXPECT_TRUE(d.remedies.first().contains(u"few minutes"_s));
    EXPECT_EQ(CreationDoctor::ofRefusal(refusal(403, "quota_exceeded", {})).kind, CreationDoctor::Kind::AccountLevel);
    d = CreationDoctor::ofRefusal(refusal(402, "insufficient_balance", {}));
    EXPECT_EQ(d.kind, CreationDoctor::Kind::Money);
    EXPECT_EQ(d.action, ApiError::Remedy::Recharge);
    EXPECT_EQ(CreationDoctor::ofRefusal(refusal(403, "spend_limit_reached", {})).action,
              ApiError::Remedy::RaiseSpendLimit);
    d = CreationDoctor::ofRefusal(refusal(500, "internal", {}));
    EXPECT_EQ(d.kind, CreationDoctor::Kind::PlatformFault);
    EXPECT_TRUE(d.verdict.contains(u"not your request"_s));
    EXPECT_EQ(CreationDoctor::ofRefusal(ApiError::network(u"refused"_s)).kind, CreationDoctor::Kind::PlatformFault);
}

TEST(CreationDoctor, AnInstanceStuckStartingOrTimedOutIsThePlatformsFault)
{
    const QDateTime t0(QDate(2026, 12, 1), QTime(8, 0), QTimeZone::utc());
    Instance i;
    i.name = u"lora"_s;
    i.createdAt = t0;
    i.state = InstanceState::Starting;
    EXPECT_FALSE(CreationDoctor::ofInstance(i, t0.addSecs(10 * 60))); // ten minutes is still patience
    const auto stuck = CreationDoctor::ofInstance(i, t0.addSecs(11 * 60));
    ASSERT_TRUE(stuck);
    EXPECT_EQ(stuck->kind, CreationDoctor::Kind::PlatformFault);
    EXPECT_TRUE(stuck->verdict.contains(u"not your fault"_s)) << stuck->verdict.toStdString();
    EXPECT_TRUE(stuck->remedies.first().startsWith(u"Release it and create it again"_s));
    // Measured from the start, not the creation, when it was started again.
    i.startedAt = t0.addSecs(3600);
    EXPECT_FALSE(CreationDoctor::ofInstance(i, t0.addSecs(3600 + 300)));
    i.state = InstanceState::Failed;
    i.stateReason = StateReason::BootTimeout;
    EXPECT_TRUE(CreationDoctor::ofInstance(i, t0));
    i.stateReason = StateReason::RuntimeError;
    EXPECT_FALSE(CreationDoctor::ofInstance(i, t0));
    i.state = InstanceState::Running;
    EXPECT_FALSE(CreationDoctor::ofInstance(i, t0.addDays(3)));
}

TEST(CreationDoctor, AJobInAClustersQueueSaysWhyAndWhatToChangeNotThatItIsStuck)
{
    const QDateTime t0(QDate(2026, 12, 1), QTime(8, 0), QTimeZone::utc());
    Instance i;
    i.name = u"llama"_s;
    i.createdAt = t0;
    i.state = InstanceState::Starting; // a start again, waiting an hour
    i.stateReason = StateReason::Queued;
    const auto why = [&](const char *reason, std::optional<int> position = std::nullopt) {
        i.queue = QueueWait{QString::fromLatin1(reason), position, std::nullopt};
        const auto d = CreationDoctor::ofInstance(i, t0.addSecs(3600));
        EXPECT_TRUE(d) << reason;
        return d.value_or(CreationDoctor::Diagnosis{});
    };
    CreationDoctor::Diagnosis d = why("Resources", 3);
    EXPECT_EQ(d.kind, CreationDoctor::Kind::Stock);
    EXPECT_TRUE(d.verdict.contains(u"busy"_s) && d.verdict.contains(u"number 3 in line"_s)) << d.verdict.toStdString();
    EXPECT_FALSE(d.verdict.contains(u"not your fault"_s)); // not a host that failed
    EXPECT_TRUE(d.remedies.join(u' ').contains(u"fewer cards"_s));
    d = why("PartitionTimeLimit");
    EXPECT_EQ(d.kind, CreationDoctor::Kind::Configuration);
    EXPECT_TRUE(d.verdict.contains(u"never start"_s));
    EXPECT_TRUE(d.remedies.value(0).contains(u"shorter time limit"_s));
    d = why("QOSMaxGRESPerUser");
    EXPECT_EQ(d.kind, CreationDoctor::Kind::AccountLevel);
    EXPECT_TRUE(d.verdict.contains(u"QOSMaxGRESPerUser"_s));
    EXPECT_EQ(why("AssocGrpGRESMinutes").kind, CreationDoctor::Kind::AccountLevel);
    EXPECT_EQ(why("ReqNodeNotAvail, UnavailableNodes:gpu[01-02]").kind, CreationDoctor::Kind::PlatformFault);
    EXPECT_TRUE(why("Priority").remedies.value(0).contains(u"shorter time limit"_s));
    EXPECT_TRUE(why("SomethingNew").verdict.contains(u"SomethingNew"_s));
    i.queue->expectedStart = t0.addSecs(7200);
    EXPECT_TRUE(CreationDoctor::ofQueue(i).verdict.contains(u"2026-12-01 10:00"_s));

    // The connection doctor's first layer says the same, and offers to release only what can never start.
    ConnectionDoctor::Inputs in;
    in.instance = i;
    in.instance.queue = QueueWait{u"Resources"_s, 1, std::nullopt};
    in.now = t0.addSecs(3600);
    DoctorReport report = ConnectionDoctor(in).run({});
    EXPECT_TRUE(report.checks.value(0).saw.contains(u"busy"_s)) << report.checks.value(0).saw.toStdString();
    EXPECT_EQ(report.checks.value(0).fix, DoctorCheck::Fix::None);
    in.instance.queue = QueueWait{u"PartitionTimeLimit"_s, 1, std::nullopt};
    report = ConnectionDoctor(in).run({});
    EXPECT_EQ(report.checks.value(0).fix, DoctorCheck::Fix::ReleaseAndRecreate);
}

TEST(ConnectionDoctor, AStartWaitingForACardRentedOutIsSaidSoNotAHostThatFailed)
{
    const QDateTime t0(QDate(2026, 12, 1), QTime(8, 0), QTimeZone::utc());
    ConnectionDoctor::Inputs in;
    in.instance.id = u"7"_s;
    in.instance.name = u"llama"_s;
    in.instance.createdAt = t0;
    in.instance.state = InstanceState::Starting;
    in.instance.stateReason = StateReason::WaitingForGpu;
    in.now = t0.addDays(2); // made two days ago, started again just now
    const auto stateCheck = [](const ConnectionDoctor::Inputs &inputs) {
        ConnectionDoctor doctor(inputs);
        const DoctorReport report = doctor.run({});
        EXPECT_FALSE(report.checks.isEmpty());
        return report.checks.value(0);
    };
    const DoctorCheck waiting = stateCheck(in);
    EXPECT_EQ(waiting.id, u"state"_s);
    EXPECT_EQ(waiting.status, DoctorCheck::Status::Failed);
    EXPECT_EQ(waiting.fix, DoctorCheck::Fix::CreateLike);
    EXPECT_TRUE(waiting.saw.contains(u"rented its card"_s)) << waiting.saw.toStdString();
    EXPECT_TRUE(waiting.todo.contains(u"new instance like it"_s)) << waiting.todo.toStdString();
    // A start without that reason, as long, is a host that is not coming up.
    in.instance.stateReason = StateReason::Unknown;
    EXPECT_TRUE(stateCheck(in).saw.contains(u"not your fault"_s)) << stateCheck(in).saw.toStdString();
}

namespace {
BillingReading readingAt(const QDateTime &t)
{
    BillingReading r;
    r.platformTime = t;
    r.billingKnown = true;
    r.ratePerHour = Money::fromCents(218);
    return r;
}
} // namespace

TEST(BudgetGuards, TheRunwayAndASpendLimitAreSaidOnceWhileTheyHoldAndAgainWhenTheyComeBack)
{
    const QDateTime t0(QDate(2026, 12, 1), QTime(20, 0), QTimeZone::utc());
    BudgetGuards guards;
    BillingReading r = readingAt(t0);
    r.runwayMinutes = 120;
    EXPECT_TRUE(guards.check(r, {}).isEmpty());
    r.runwayMinutes = 45;
    r.minutesToSpendLimit = 20;
    auto said = guards.check(r, {});
    ASSERT_EQ(said.size(), 2);
    EXPECT_EQ(said[0].cause, u"runway"_s);
    EXPECT_TRUE(said[0].text.contains(u"45 min"_s)) << said[0].text.toStdString();
    EXPECT_EQ(said[1].cause, u"spend_limit"_s);
    EXPECT_TRUE(said[1].text.contains(u"20 min"_s));
    r.runwayMinutes = 44;
    EXPECT_TRUE(guards.check(r, {}).isEmpty()); // once per cause
    {
        // At zero the platform stops everything at once, which is said as a stop, not as a warning.
        BudgetGuards fresh;
        BillingReading now = r;
        now.runwayMinutes = 0;
        now.minutesToSpendLimit = 0;
        EXPECT_TRUE(fresh.check(now, {}).isEmpty());
    }
    EXPECT_EQ(guards.states().size(), 2);
    r.runwayMinutes = 300; // money came in
    r.minutesToSpendLimit.reset();
    EXPECT_TRUE(guards.check(r, {}).isEmpty());
    EXPECT_TRUE(guards.states().isEmpty());
    r.runwayMinutes = 30;
    said = guards.check(r, {});
    ASSERT_EQ(said.size(), 1);
    EXPECT_EQ(said[0].cause, u"runway"_s);

    // Snoozed for two hours: quiet meanwhile, said again after if it still holds.
    guards.snooze(u"runway"_s, t0.addSecs(7200));
    r.platformTime = t0.addSecs(3600);
    EXPECT_TRUE(guards.check(r, {}).isEmpty());
    ASSERT_EQ(guards.states().size(), 1);
    EXPECT_EQ(guards.states()[0].snoozedUntil, t0.addSecs(7200));
    r.platformTime = t0.addSecs(3 * 3600);
    EXPECT_EQ(guards.check(r, {}).size(), 1);
    // Nothing is said before the wallet is known.
    BudgetGuards fresh;
    BillingReading unknown = r;
    unknown.billingKnown = false;
    EXPECT_TRUE(fresh.check(unknown, {}).isEmpty());
}

TEST(BudgetGuards, APackageEndingIsSaidADayAndAnHourBeforeAndLongStoredInstancesTheirMonth)
{
    const QDateTime t0(QDate(2026, 12, 1), QTime(20, 0), QTimeZone::utc());
    Instance weekly;
    weekly.id = u"7"_s;
    weekly.name = u"week-run"_s;
    weekly.state = InstanceState::Running;
    weekly.packageExpiresAt = t0.addSecs(30 * 3600);
    Instance stopped;
    stopped.id = u"9"_s;
    stopped.name = u"old"_s;
    stopped.state = InstanceState::Stopped;
    stopped.meter.kind = u"storage"_s;
    stopped.meter.ratePerDay = Money::fromCents(100);
    stopped.meter.since = t0.addDays(-6);
    BudgetGuards guards;
    EXPECT_TRUE(guards.check(readingAt(t0), {weekly, stopped}).isEmpty()); // 30 h left, 6 days stopped
    auto said = guards.check(readingAt(t0.addSecs(7 * 3600)), {weekly, stopped}); // 23 h left
    ASSERT_EQ(said.size(), 1);
    EXPECT_EQ(said[0].cause, u"package_day:7"_s);
    EXPECT_TRUE(said[0].text.contains(u"23 h 00 min"_s)) << said[0].text.toStdString();
    EXPECT_TRUE(said[0].text.contains(u"on demand"_s));
    said = guards.check(readingAt(t0.addSecs(29 * 3600 + 10 * 60)), {weekly, stopped}); // 50 min left
    ASSERT_EQ(said.size(), 1);
    EXPECT_EQ(said[0].cause, u"package_hour:7"_s);
    said = guards.check(readingAt(t0.addDays(2)), {weekly, stopped}); // ended; stopped 8 days
    ASSERT_EQ(said.size(), 1);
    EXPECT_EQ(said[0].cause, u"storage:9"_s);
    EXPECT_EQ(said[0].instanceId, u"9"_s);
    EXPECT_TRUE(said[0].text.contains(u"¥30.00 a month"_s)) << said[0].text.toStdString();
}

TEST(BudgetGuards, AJobsTimeLimitIsSaidHalfAnHourAndFiveMinutesBeforeWhateverTheMoney)
{
    const QDateTime t0(QDate(2026, 12, 1), QTime(20, 0), QTimeZone::utc());
    Instance job;
    job.id = u"4f2a"_s;
    job.name = u"llama"_s;
    job.state = InstanceState::Running;
    job.stopAt = t0.addSecs(3600);
    job.stopReason = WireEnum<StateReason>(StateReason::TimeLimit);
    Instance scheduled = job; // the user's own "Stop later" is no time limit
    scheduled.id = u"5"_s;
    scheduled.stopReason = WireEnum<StateReason>(StateReason::Scheduled);
    BudgetGuards guards;
    BillingReading r = readingAt(t0);
    r.billingKnown = false; // a lab's cluster: no money at all
    EXPECT_TRUE(guards.check(r, {job, scheduled}).isEmpty()); // an hour left
    r.platformTime = t0.addSecs(35 * 60);
    auto said = guards.check(r, {job, scheduled});
    ASSERT_EQ(said.size(), 1);
    EXPECT_EQ(said[0].cause, u"time_limit:4f2a"_s);
    EXPECT_EQ(said[0].instanceId, u"4f2a"_s);
    EXPECT_TRUE(said[0].text.contains(u"25 min"_s) && said[0].text.contains(u"checkpoint"_s))
        << said[0].text.toStdString();
    r.platformTime = t0.addSecs(40 * 60);
    EXPECT_TRUE(guards.check(r, {job, scheduled}).isEmpty()); // once
    r.platformTime = t0.addSecs(56 * 60);
    said = guards.check(r, {job, scheduled});
    ASSERT_EQ(said.size(), 1);
    EXPECT_EQ(said[0].cause, u"time_limit_last:4f2a"_s);
    EXPECT_TRUE(said[0].text.contains(u"4 min"_s)) << said[0].text.toStdString();
    // Ended (or stopped): nothing more.
    job.state = InstanceState::Stopped;
    r.platformTime = t0.addSecs(58 * 60);
    EXPECT_TRUE(guards.check(r, {job}).isEmpty());
    EXPECT_TRUE(guards.states().isEmpty());
}

TEST(ProcessDeathProbe, TheBatchRunsInAPosixShellAndIsReadBack)
{
    QTemporaryDir dir;
    // A name a shell would split or expand, on purpose.
    const QString log = dir.path() + u"/run 1 $(x) 'q'.log"_s;
    QFile file(log);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    for (int k = 1; k <= 500; ++k)
        file.write("step " + QByteArray::number(k) + "\n");
    file.write("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.00 GiB\n");
    file.close();
    const auto run = [](const QByteArray &script) {
        QProcess sh;
        sh.start(u"sh"_s, {u"-c"_s, QString::fromUtf8(script)});
        EXPECT_TRUE(sh.waitForFinished(30000));
        return sh.readAllStandardOutput();
    };
    auto r = ProcessDeathProbe::parse(run(ProcessDeathProbe::command(log)), {});
    EXPECT_FALSE(r.logMissing);
    const QList<QByteArray> lines = r.logTail.trimmed().split('\n');
    EXPECT_EQ(lines.size(), ProcessDeathProbe::kLogLines);
    EXPECT_EQ(lines.first(), "step 302");
    EXPECT_TRUE(lines.last().contains("CUDA out of memory"));
    // The disks as df -P sees them here (a chroot may have no mounted root for it to list).
    EXPECT_EQ(r.disks.size(), EnvironmentProbe::parseDf(run("df -P 2>/dev/null"), {}).size());
    // The cores as nproc counts them here.
    EXPECT_EQ(r.cores, run("nproc").trimmed().toInt());
    // What the doctor makes of it.
    EXPECT_EQ(ProcessDeathDoctor::diagnose(r.logTail, r.dmesg, r.disks).cause, ProcessDeathDoctor::Cause::GpuMemory);

    r = ProcessDeathProbe::parse(run(ProcessDeathProbe::command(dir.path() + u"/nope.log"_s)), {});
    EXPECT_TRUE(r.logMissing);
    EXPECT_TRUE(r.logTail.isEmpty());
    r = ProcessDeathProbe::parse(run(ProcessDeathProbe::command({})), {});
    EXPECT_FALSE(r.logMissing);
    // A kernel log that cannot be read is said so, not taken for a quiet one.
    r = ProcessDeathProbe::parse("@@gpudesk dmesg\n@@gpudesk nodmesg\n@@gpudesk df\n@@gpudesk end\n", {});
    EXPECT_FALSE(r.dmesg);
    EXPECT_FALSE(r.cores); // nproc did not answer: unknown, not zero
    EXPECT_EQ(ProcessDeathDoctor::diagnose({}, r.dmesg, {}).report.checks[1].status, DoctorCheck::Status::Skipped);
}

TEST(ServiceProbe, WhoListensOnAPortAndOnWhichAddress)
{
    // ss -lntpH and the kernel's tables, as a Ubuntu image prints them (tensorboard on loopback,
    // jupyter on every address, sshd beside them).
    const QByteArray output = "@@gpudesk ss\n"
                              "LISTEN 0      128        0.0.0.0:22        0.0.0.0:*    users:((\"sshd\",pid=51,fd=3))\n"
                              "LISTEN 0      2048     127.0.0.1:6006      0.0.0.0:*    "
                              "users:((\"tensorboard\",pid=4242,fd=7))\n"
                              "LISTEN 0      128              *:8888            *:*    "
                              "users:((\"jupyter-lab\",pid=777,fd=5))\n"
                              "@@gpudesk tcp\n"
                              "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  "
                              "timeout inode\n"
                              "   0: 00000000:0016 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0 0 1\n"
                              "   1: 0100007F:1776 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0 0 2\n"
                              "   0: 00000000000000000000000000000000:22B8 00000000000000000000000000000000:0000 0A "
                              "00000000:00000000 00:00000000 00000000     0 0 3\n"
                              "@@gpudesk end\n";
    const auto tensorboard = ServiceProbe::parse(output, 6006);
    EXPECT_TRUE(tensorboard.listening);
    EXPECT_TRUE(tensorboard.loopbackOnly);
    EXPECT_EQ(tensorboard.process, u"tensorboard"_s);
    EXPECT_EQ(tensorboard.pid, 4242);
    EXPECT_EQ(tensorboard.address, u"127.0.0.1:6006"_s);
    const auto jupyter = ServiceProbe::parse(output, 8888);
    EXPECT_TRUE(jupyter.listening);
    EXPECT_FALSE(jupyter.loopbackOnly);
    EXPECT_EQ(jupyter.process, u"jupyter-lab"_s);
    EXPECT_FALSE(ServiceProbe::parse(output, 7860).listening);
    // Without ss (a minimal image): the kernel's tables still say where, not who.
    const auto bare = ServiceProbe::parse("@@gpudesk ss\n@@gpudesk noss\n@@gpudesk tcp\n"
                                          "   1: 0100007F:1776 00000000:0000 0A 00000000:00000000 00:00000000 "
                                          "00000000     0 0 2\n",
                                          6006);
    EXPECT_TRUE(bare.listening);
    EXPECT_TRUE(bare.loopbackOnly);
    EXPECT_TRUE(bare.process.isEmpty());

    EXPECT_EQ(ServiceProbe::httpStatus("HTTP/1.1 302 Found\r\nLocation: /tree\r\n"), 302);
    EXPECT_EQ(ServiceProbe::httpStatus("HTTP/1.0 200 OK\r\n"), 200);
    EXPECT_EQ(ServiceProbe::httpStatus("SSH-2.0-OpenSSH_9.2\r\n"), std::nullopt);
    EXPECT_EQ(ServiceProbe::httpStatus(""), std::nullopt);
}

namespace {
/// An SSH agent on a Unix socket that answers one REQUEST_IDENTITIES with `answer` (framed).
std::thread fakeAgent(const QString &path, QByteArray answer, int *listenFd)
{
    *listenFd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    const QByteArray p = QFile::encodeName(path);
    std::memcpy(addr.sun_path, p.constData(), size_t(p.size()));
    EXPECT_EQ(::bind(*listenFd, reinterpret_cast<sockaddr *>(&addr), sizeof addr), 0);
    EXPECT_EQ(::listen(*listenFd, 1), 0);
    return std::thread([fd = *listenFd, answer] {
        const int c = ::accept(fd, nullptr, nullptr);
        char request[5];
        if (c >= 0 && ::recv(c, request, sizeof request, MSG_WAITALL) == 5) {
            QByteArray framed(4, '\0');
            qToBigEndian<quint32>(quint32(answer.size()), framed.data());
            framed += answer;
            EXPECT_EQ(::send(c, framed.constData(), size_t(framed.size()), 0), framed.size());
        }
        ::close(c);
    });
}
QByteArray sshString(const QByteArray &s)
{
    QByteArray out(4, '\0');
    qToBigEndian<quint32>(quint32(s.size()), out.data());
    return out + s;
}
} // namespace

TEST(SshAgent, ListsTheKeysItHoldsByFingerprint)
{
    QTemporaryDir dir;
    const QString path = dir.path() + u"/agent.sock"_s;
    // Two keys: an ed25519 blob and its comment, as ssh-add -l would show them.
    const QString line = u"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl laptop"_s;
    SshPublicKey::Error error;
    const auto key = SshPublicKey::parse(line, &error);
    ASSERT_TRUE(key);
    QByteArray answer(1, char(12));
    QByteArray count(4, '\0');
    qToBigEndian<quint32>(2, count.data());
    answer += count + sshString(key->blob) + sshString("laptop") + sshString(key->blob) + sshString("again");
    int fd = -1;
    std::thread agent = fakeAgent(path, answer, &fd);
    QString problem;
    const auto keys = SshAgent::identities(path, &problem);
    agent.join();
    ::close(fd);
    ASSERT_TRUE(keys) << problem.toStdString();
    ASSERT_EQ(keys->size(), 2);
    EXPECT_EQ(keys->at(0).fingerprint, key->fingerprint());
    EXPECT_EQ(keys->at(0).comment, u"laptop"_s);

    // A socket that answers something else, and none at all, are said plainly.
    agent = fakeAgent(dir.path() + u"/other.sock"_s, QByteArray("\x05", 1), &fd);
    EXPECT_FALSE(SshAgent::identities(dir.path() + u"/other.sock"_s, &problem));
    EXPECT_TRUE(problem.contains(u"does not answer as an SSH agent"_s)) << problem.toStdString();
    agent.join();
    ::close(fd);
    EXPECT_FALSE(SshAgent::identities(dir.path() + u"/none.sock"_s, &problem));
    EXPECT_TRUE(problem.contains(u"does not answer"_s));
}

TEST(BootReceipt, IdleStretchesCostWhatThePlatformChargesForThemAndUnwatchedTimeIsNotGuessed)
{
    const QDateTime t0(QDate(2026, 12, 1), QTime(20, 0), QTimeZone::utc());
    BootReceipt r;
    r.instanceName = u"llama-lora"_s;
    r.gpuCount = 1;
    r.startedAt = t0;
    r.endedAt = t0.addSecs(3 * 3600);
    r.ratePerHour = Money::fromCents(218);
    r.cost = Money::fromCents(654);
    // Busy for the first hour (a sample every 5 minutes), then idle: the run ended at 21:00 and
    // the card sat there for two hours.
    QList<GpuSample> samples;
    for (int m = 1; m <= 180; m += 5)
        samples << GpuSample{t0.addSecs(m * 60), m < 60 ? 97 : 0};
    samples << GpuSample{t0.addSecs(-600), 50}; // well before the boot: not this boot's
    // Read as it started, stamped a little early by the console's estimate of platform time.
    samples << GpuSample{t0.addSecs(-30), 97};
    const BootReceipt made = BootReceipt::build(r, samples);
    EXPECT_EQ(made.samples, 37);
    EXPECT_EQ(made.watchedSeconds, 3 * 3600);
    EXPECT_EQ(made.idleSeconds, 2 * 3600 - 60); // from the first idle sample at 21:01
    EXPECT_EQ(made.idleCost, Money::fromCents(218 * (2 * 3600 - 60) / 3600));
    EXPECT_EQ(made.averageUtilization, 97 * 3660 / 10800);
    EXPECT_EQ(made.gpuSeconds(), 3 * 3600);
    const QString said = made.summary(Currency());
    EXPECT_TRUE(said.contains(u"¥4.32 of ¥6.54 went to 1 h 59 min below 10%"_s)) << said.toStdString();

    // The console closed for an hour in the middle: that hour is neither idle nor busy.
    QList<GpuSample> gap;
    for (int m = 0; m < 180; m += 5) {
        if (m < 60 || m >= 120)
            gap << GpuSample{t0.addSecs(m * 60), 0};
    }
    const BootReceipt partly = BootReceipt::build(r, gap);
    // 20:00–21:05 (the 20:55 sample stands 10 min at most) and 22:00–23:00.
    EXPECT_EQ(partly.watchedSeconds, (65 + 60) * 60);
    EXPECT_EQ(partly.idleSeconds, partly.watchedSeconds);
    EXPECT_FALSE(BootReceipt::build(r, {}).averageUtilization);
    EXPECT_TRUE(BootReceipt::build(r, {}).summary(Currency()).contains(u"unknown"_s));
}

TEST(DiskGuards, AFullDiskNamesItsLargestCachesAndBigCachesOnTheSystemDiskAreSaidOnce)
{
    const QDateTime t0(QDate(2026, 12, 1), QTime(20, 0), QTimeZone::utc());
    Instance i;
    i.id = u"7"_s;
    i.name = u"sd-train"_s;
    const QByteArray out
        = "@@gpudesk gpu\n0, NVIDIA GeForce RTX 4090, 24564, 1200, 3, 40, 550.127.05\n"
          "@@gpudesk df\nFilesystem     1024-blocks      Used Available Capacity Mounted on\n"
          "overlay           31457280  29360128   2097152      94% /\n"
          "/dev/vdb          52428800   1048576  51380224       2% /root/data\n"
          "@@gpudesk caches\nHF_HOME\t12582912\t/root/.cache/huggingface\npip\t2097152\t/root/.cache/pip\n"
          "TORCH_HOME\t4194304\t/root/data/cache/torch\n@@gpudesk end\n";
    const UsageProbe::Readings r = UsageProbe::parse(out, u"/root/data"_s);
    EXPECT_EQ(r.utilization(), 3);
    ASSERT_EQ(r.caches.size(), 3);
    EXPECT_EQ(r.caches[0].bytes, 12LL << 30);
    DiskGuards guards;
    const QList<GuardWarning> said = guards.check(i, r, t0);
    ASSERT_EQ(said.size(), 2);
    EXPECT_EQ(said[0].cause, u"disk:7:/"_s);
    EXPECT_TRUE(said[0].title.contains(u"93%"_s)) << said[0].title.toStdString();
    EXPECT_TRUE(said[0].text.contains(u"HF_HOME (/root/.cache/huggingface, 12.0 GB), pip"_s))
        << said[0].text.toStdString();
    EXPECT_FALSE(said[0].text.contains(u"TORCH_HOME"_s)); // on the data disk
    EXPECT_EQ(said[1].cause, u"caches:7"_s);
    EXPECT_TRUE(said[1].text.contains(u"HF_HOME"_s));
    EXPECT_TRUE(said[1].text.contains(u"pip"_s));
    EXPECT_TRUE(guards.check(i, r, t0.addSecs(600)).isEmpty()); // once per cause
    EXPECT_EQ(guards.states().size(), 2);
    // A reading without disks (the minute's utilization only) changes nothing; the instance stopping clears it.
    EXPECT_TRUE(guards.check(i, UsageProbe::parse("@@gpudesk gpu\n@@gpudesk end\n", {}), t0).isEmpty());
    EXPECT_EQ(guards.states().size(), 2);
    guards.forget(i.id, t0.addSecs(900));
    EXPECT_TRUE(guards.states().isEmpty());
}

TEST(ReceiptBook, KeepsSamplesUntilTheBootsReceiptThenTheReceipt)
{
    QTemporaryDir dir;
    ReceiptBook book;
    QString error;
    ASSERT_TRUE(book.open(dir.path() + u"/gpudesk.db"_s, &error)) << error.toStdString();
    const QDateTime t0(QDate(2026, 12, 1), QTime(20, 0), QTimeZone::utc());
    const QString platform = u"http://127.0.0.1:1"_s;
    ASSERT_TRUE(book.addSample(platform, u"7"_s, t0, {t0.addSecs(60), 90}, &error));
    ASSERT_TRUE(book.addSample(platform, u"7"_s, t0, {t0.addSecs(120), 4}, &error));
    EXPECT_EQ(book.samples(platform, u"7"_s, t0).size(), 2);
    // Two boots of another instance, one of a third not asked about, one of the same id elsewhere.
    ASSERT_TRUE(book.addSample(platform, u"8"_s, t0.addSecs(3600), {t0.addSecs(3660), 50}, &error));
    ASSERT_TRUE(book.addSample(platform, u"8"_s, t0, {t0.addSecs(60), 50}, &error));
    ASSERT_TRUE(book.addSample(platform, u"9"_s, t0, {t0.addSecs(60), 50}, &error));
    ASSERT_TRUE(book.addSample(u"elsewhere"_s, u"7"_s, t0.addSecs(60), {t0.addSecs(120), 50}, &error));
    const QHash<QString, QList<QDateTime>> open = book.openBoots(platform, {u"7"_s, u"8"_s, u"10"_s});
    EXPECT_EQ(open.size(), 2);
    EXPECT_EQ(open.value(u"7"_s), QList<QDateTime>{t0});
    EXPECT_EQ(open.value(u"8"_s), (QList<QDateTime>{t0, t0.addSecs(3600)}));
    BootReceipt r;
    r.platform = platform;
    r.instanceId = u"7"_s;
    r.instanceName = u"训练"_s;
    r.gpuType = u"rtx-4090-24g"_s;
    r.gpuCount = 2;
    r.startedAt = t0;
    r.endedAt = t0.addSecs(300);
    r.cost = Money::fromCents(36);
    r.ratePerHour = Money::fromCents(436);
    r = BootReceipt::build(r, book.samples(platform, u"7"_s, t0));
    ASSERT_TRUE(book.addReceipt(r, &error)) << error.toStdString();
    EXPECT_FALSE(book.openBoots(platform, {u"7"_s}).contains(u"7"_s));
    EXPECT_EQ(book.receipt(platform, u"7"_s, t0), r);
    EXPECT_EQ(book.receipts(platform), QList<BootReceipt>{r});
    EXPECT_TRUE(book.receipts(u"elsewhere"_s).isEmpty());
}
