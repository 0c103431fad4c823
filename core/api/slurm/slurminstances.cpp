#include "core/api/slurm/slurminstances.h"

#include "core/api/slurm/slurmcatalog.h"

#include <QFile>
#include <QHash>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace SlurmInstances {

namespace {

const SlurmCodecs::Job *jobOf(const SlurmRecord::Entry &entry, const Cluster &cluster)
{
    const auto current = entry.currentJob();
    if (!current)
        return nullptr;
    for (const SlurmCodecs::Job &job : cluster.jobs) {
        if (job.id == *current)
            return &job;
    }
    return nullptr;
}

/// Where SSH reaches the node: its address as Slurm knows it (which the login node, if SSH goes
/// through one, reaches as the cluster does), else its name.
QString hostOf(const QString &node, const Cluster &cluster)
{
    for (const SlurmCodecs::Node &n : cluster.nodes) {
        if (n.name == node && !n.address.isEmpty())
            return n.address;
    }
    return node;
}

QString jobScript()
{
    QFile file(u":/slurm/gpudesk-slurm-job.sh"_s);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

SlurmCodecs::JobRequest jobOf(const SlurmRecord::Entry &entry, const QList<SshKey> &keys)
{
    SlurmCodecs::JobRequest job;
    // As the lab sees it in the queue: short, and saying what it is.
    job.name = u"gpudesk-"_s + entry.name.left(40);
    job.partition = entry.partition;
    job.gpuType = entry.gpuType;
    job.gpuCount = entry.gpuCount;
    job.timeLimitMinutes = entry.timeLimitMinutes;
    // A REST job has no submit folder; the script finds the home folder and logs there.
    job.workingDirectory = u"/tmp"_s;
    job.output = u"/dev/null"_s;
    job.comment = SlurmCodecs::markerComment(entry.id);
    job.script = jobScript();
    QStringList authorized;
    for (const SshKey &k : keys)
        authorized << k.publicKey;
    job.environment = {{u"PATH"_s, u"/usr/local/bin:/usr/bin:/bin"_s},
                       {u"GPUDESK_INSTANCE"_s, entry.id},
                       {u"GPUDESK_AUTHORIZED_KEYS"_s, authorized.join(u'\n')}};
    if (entry.startupScript && !entry.startupScript->isEmpty())
        job.environment.append({u"GPUDESK_STARTUP"_s, QString::fromLatin1(entry.startupScript->toUtf8().toBase64())});
    if (!entry.containerImage.isEmpty())
        job.environment.append({u"GPUDESK_CONTAINER_IMAGE"_s, entry.containerImage});
    return job;
}

ApiResult<SlurmRecord::Entry> entryOf(const InstanceSpec &spec, bool containers, const QDateTime &now)
{
    const auto bad = &SlurmCodecs::invalid;
    if (spec.name.trimmed().isEmpty())
        return bad(u"name"_s, u"an instance needs a name"_s);
    if (spec.region.isEmpty())
        return bad(u"region"_s, u"choose the partition the job runs in"_s);
    if (spec.gpuCount && *spec.gpuCount < 1)
        return bad(u"gpu_count"_s, u"a job asks for at least one card"_s);
    if (spec.timeLimitMinutes && *spec.timeLimitMinutes < 1)
        return bad(u"time_limit"_s, u"a time limit is at least a minute"_s);
    if (!spec.image.isEmpty() && !containers) {
        return ApiError::notSupported(QString::fromUtf8(
            QT_TRANSLATE_NOOP("PlatformFeatures", "container images (its address does not say containers=pyxis)")));
    }
    if (const QString why = containerImageProblem(spec.image); !why.isEmpty())
        return bad(u"image"_s, why);
    if (spec.startMode == InstanceMode::NoGpu || (spec.billingMode && *spec.billingMode != BillingMode::OnDemand)
        || spec.dataDiskGb || spec.dataVolumeId) {
        return ApiError::notSupported(QString::fromUtf8(
            QT_TRANSLATE_NOOP("PlatformFeatures", "a no-GPU mode, packages or disks of its own on a Slurm cluster")));
    }
    SlurmRecord::Entry entry;
    entry.id = QString::number(QRandomGenerator::global()->generate64() & 0xFFFFFFFFFFULL, 16);
    entry.name = spec.name.trimmed();
    entry.partition = spec.region;
    entry.gpuType = spec.gpuType == SlurmCatalog::cardId({}) ? QString() : spec.gpuType;
    entry.gpuCount = spec.gpuCount.value_or(1);
    entry.timeLimitMinutes = spec.timeLimitMinutes;
    entry.startupScript = spec.startupScript;
    entry.containerImage = spec.image.trimmed();
    entry.createdAt = now.toUTC();
    return entry;
}

QString containerImageProblem(const QString &image)
{
    // It goes into a shell script's srun line: only what image references are made of.
    static const QRegularExpression reference(u"^[A-Za-z0-9][A-Za-z0-9._/:#@+-]*$"_s);
    const QString given = image.trimmed();
    if (given.isEmpty())
        return {};
    if (given.size() > 256)
        return u"a container image's name is at most 256 characters"_s;
    if (!reference.match(given).hasMatch() && !(given.startsWith(u'/') && reference.match(given.mid(1)).hasMatch()))
        return u"'%1' is not a container image: name one like nvcr.io#nvidia/pytorch:24.05-py3, "
               "docker://ubuntu:22.04 or /path/to/image.sqsh"_s.arg(given);
    return {};
}

int queuePosition(const SlurmCodecs::Job &job, const QList<SlurmCodecs::Job> &all)
{
    int ahead = 0;
    for (const SlurmCodecs::Job &other : all) {
        if (other.id == job.id || !other.pending() || other.partition != job.partition)
            continue;
        // The scheduler starts the highest priority first, the one submitted first among equals.
        const bool before = other.priority > job.priority
            || (other.priority == job.priority
                && (other.submitted.value_or(QDateTime()) < job.submitted.value_or(QDateTime())
                    || (other.submitted == job.submitted && other.id < job.id)));
        if (before)
            ++ahead;
    }
    return ahead + 1;
}

std::optional<std::pair<InstanceState, StateReason>> endOf(const SlurmCodecs::Job &job)
{
    if (job.pending() || job.running() || job.completing())
        return std::nullopt;
    const QString &s = job.state;
    if (s == u"CANCELLED"_s)
        return std::pair{InstanceState::Stopped, StateReason::User};
    if (s == u"TIMEOUT"_s || s == u"DEADLINE"_s)
        return std::pair{InstanceState::Stopped, StateReason::TimeLimit};
    if (s == u"NODE_FAIL"_s || s == u"PREEMPTED"_s)
        return std::pair{InstanceState::Stopped, StateReason::RuntimeError};
    if (s == u"COMPLETED"_s)
        return std::pair{InstanceState::Stopped, StateReason::Unknown};
    // FAILED, BOOT_FAIL, OUT_OF_MEMORY: the job could not run.
    return std::pair{InstanceState::Failed, StateReason::RuntimeError};
}

bool noteEnds(SlurmRecord::Contents &record, const QList<SlurmCodecs::Job> &jobs)
{
    bool noted = false;
    for (SlurmRecord::Entry &e : record.instances) {
        for (const SlurmCodecs::Job &job : jobs) {
            const auto end = job.id == e.currentJob().value_or(0) ? endOf(job) : std::nullopt;
            if (!end || (e.endedState == wireText(end->first) && e.endedReason == wireText(end->second)))
                continue;
            e.endedState = wireText(end->first);
            e.endedReason = wireText(end->second);
            e.endedAt = job.ended;
            noted = true;
        }
    }
    return noted;
}

bool noteRuns(SlurmRecord::Contents &record, const QList<SlurmCodecs::Job> &jobs, const QDateTime &now)
{
    bool noted = false;
    QHash<qint64, const SlurmCodecs::Job *> seen;
    for (const SlurmCodecs::Job &job : jobs)
        seen.insert(job.id, &job);
    for (const SlurmRecord::Entry &e : std::as_const(record.instances)) {
        for (const qint64 id : e.jobs) {
            const SlurmCodecs::Job *job = seen.value(id);
            const bool ended = job && endOf(*job).has_value();
            // A pending job's start is the scheduler's guess; one cancelled while it waited never ran.
            if (!job || !job->started || !(job->running() || ended) || (ended && job->ended <= job->started))
                continue;
            const auto run = std::find_if(record.runs.begin(), record.runs.end(),
                                          [&](const JobRun &r) { return r.job == id && r.instanceId == e.id; });
            if (run == record.runs.end()) {
                int gpus = 0;
                for (const SlurmCodecs::GpuCount &g : job->gpus)
                    gpus += g.count;
                record.runs << JobRun{e.id,
                                      e.name,
                                      e.partition,
                                      e.gpuType,
                                      gpus > 0 ? gpus : e.gpuCount,
                                      id,
                                      *job->started,
                                      ended ? job->ended : std::nullopt};
                noted = true;
            }
        }
    }
    // Runs still open: ended as the cluster says (a released instance's job too), or, where it forgot
    // the job before its end was seen, now or at its time limit if that came first.
    for (JobRun &r : record.runs) {
        if (r.endedAt)
            continue;
        if (const SlurmCodecs::Job *job = seen.value(r.job)) {
            if (endOf(*job) && job->ended) {
                r.endedAt = std::max(*job->ended, r.startedAt);
                noted = true;
            }
            continue;
        }
        const SlurmRecord::Entry *e = record.find(r.instanceId);
        QDateTime end = now;
        if (e && e->timeLimitMinutes)
            end = std::min(end, r.startedAt.addSecs(qint64(*e->timeLimitMinutes) * 60));
        r.endedAt = std::max(end, r.startedAt);
        noted = true;
    }
    return noted;
}

bool adopt(SlurmRecord::Contents &record, const QList<SlurmCodecs::Job> &jobs, const QString &user)
{
    bool adopted = false;
    for (const SlurmCodecs::Job &job : jobs) {
        const auto marker = SlurmCodecs::marker(job.comment);
        if (job.user != user || !marker || marker->instanceId.isEmpty() || !(job.pending() || job.running()))
            continue;
        const bool known = std::any_of(record.instances.cbegin(), record.instances.cend(), [&](const auto &e) {
            return e.id == marker->instanceId || e.jobs.contains(job.id);
        });
        if (known)
            continue;
        SlurmRecord::Entry e;
        e.id = marker->instanceId;
        e.name = job.name.startsWith(u"gpudesk-"_s) ? job.name.mid(8) : job.name;
        e.partition = job.partition;
        if (!job.gpus.isEmpty()) {
            e.gpuType = job.gpus.first().type;
            e.gpuCount = 0;
            for (const SlurmCodecs::GpuCount &g : job.gpus)
                e.gpuCount += g.count;
        }
        e.timeLimitMinutes = job.timeLimitMinutes;
        e.createdAt = job.submitted.value_or(QDateTime());
        e.jobs = {job.id};
        record.instances << e;
        adopted = true;
    }
    return adopted;
}

Instance of(const SlurmRecord::Entry &entry, const Cluster &cluster, const QString &user,
            const std::optional<SshHop> &jump)
{
    Instance i;
    i.id = entry.id;
    i.name = entry.name;
    i.region = entry.partition;
    i.gpuType = entry.gpuType;
    i.gpuCount = entry.gpuCount;
    i.mode = InstanceMode::Gpu;
    i.billingMode = BillingMode::OnDemand;
    i.createdAt = entry.createdAt;
    i.startupScript = entry.startupScript;
    i.image = entry.containerImage;
    const bool first = entry.jobs.size() <= 1;
    const SlurmCodecs::Job *job = jobOf(entry, cluster);
    if (!job) {
        // Never submitted, or ended and forgotten by the cluster: as the record last saw it.
        i.state = entry.endedState.isEmpty() ? WireEnum<InstanceState>(InstanceState::Stopped)
                                             : WireEnum<InstanceState>::fromWire(entry.endedState);
        i.stateReason = WireEnum<StateReason>::fromWire(entry.endedReason);
        return i;
    }
    if (!job->gpus.isEmpty() && i.gpuType.isEmpty())
        i.gpuType = job->gpus.first().type;
    const auto marker = SlurmCodecs::marker(job->comment);
    if (job->pending()) {
        i.state = first ? InstanceState::Creating : InstanceState::Starting;
        i.stateReason = StateReason::Queued;
        i.queue = QueueWait{job->reason, queuePosition(*job, cluster.jobs), job->started};
        return i;
    }
    if (job->completing()) {
        i.state = InstanceState::Stopping;
        i.stateReason = StateReason::User;
        return i;
    }
    if (const auto end = endOf(*job)) {
        i.state = end->first;
        i.stateReason = end->second;
        return i;
    }
    // Running: booting until its sshd listens and says where.
    i.startedAt = job->started;
    if (job->ended) {
        i.stopAt = job->ended;
        i.stopReason = WireEnum<StateReason>(StateReason::TimeLimit);
    }
    if (marker && !marker->problem.isEmpty()) {
        i.state = InstanceState::Failed;
        i.stateReason = StateReason::RuntimeError;
        return i;
    }
    if (!marker || marker->sshPort <= 0) {
        i.state = first ? InstanceState::Creating : InstanceState::Starting;
        return i;
    }
    i.state = InstanceState::Running;
    SshEndpoint ssh;
    ssh.host = hostOf(job->batchHost.isEmpty() ? job->nodes : job->batchHost, cluster);
    ssh.port = marker->sshPort;
    ssh.user = user;
    ssh.hostKeyFingerprint = marker->hostKey;
    ssh.jump = jump;
    i.ssh = ssh;
    return i;
}

} // namespace SlurmInstances
