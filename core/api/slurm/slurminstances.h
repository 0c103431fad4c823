#pragma once

#include "core/api/slurm/slurmcodecs.h"
#include "core/api/slurm/slurmrecord.h"
#include "core/model/instance.h"

/// A Slurm "instance" as gpudesk's: the record's entry (its settings, its jobs) and its current job
/// as the cluster lists it now. The job's state is the instance's (pending: waiting in the queue,
/// with its place and the scheduler's reason; running with its sshd's port in the comment:
/// running; ended: stopped, or failed), its node and sshd are the SSH endpoint (with the host key
/// the job published), its time limit's end the stop time.
namespace SlurmInstances {

struct Cluster
{
    QList<SlurmCodecs::Job> jobs;
    QList<SlurmCodecs::Node> nodes;
};

/// `user` is who logs in to the job's sshd; `jump` the login node SSH goes through, if any.
Instance of(const SlurmRecord::Entry &entry, const Cluster &cluster, const QString &user,
            const std::optional<SshHop> &jump);

/// A new instance's entry from what the user asked for, made at `now`, or why it cannot be one:
/// bad input (invalid_argument, with its field), or what a cluster has not (not_supported: a no-GPU
/// mode, packages, disks of its own, a container image where `containers` is false).
ApiResult<SlurmRecord::Entry> entryOf(const InstanceSpec &spec, bool containers, const QDateTime &now);

/// The job that runs `entry` (gpudesk-slurm-job.sh, a Qt resource), letting in `keys`.
SlurmCodecs::JobRequest jobOf(const SlurmRecord::Entry &entry, const QList<SshKey> &keys);

/// Why `image` cannot be a job's container image (pyxis's --container-image: an enroot reference
/// such as nvcr.io#nvidia/pytorch:24.05-py3 or docker://ubuntu:22.04, or a squashfs file's path);
/// empty where it can, or where it is empty (none).
QString containerImageProblem(const QString &image);

/// The job's place among the jobs waiting in its partition: 1 is next.
int queuePosition(const SlurmCodecs::Job &job, const QList<SlurmCodecs::Job> &all);

/// How an ended job left its instance, for the record to keep once the cluster forgets the job:
/// the state and reason in gpudesk's words; nothing while it has not ended.
std::optional<std::pair<InstanceState, StateReason>> endOf(const SlurmCodecs::Job &job);
/// Notes in `record` how the current jobs among `jobs` ended, where it has not yet; true if it did.
bool noteEnds(SlurmRecord::Contents &record, const QList<SlurmCodecs::Job> &jobs);
/// Notes in `record` each of its instances' jobs seen running (a run, with its start) and seen
/// ended (its end); a run whose job the cluster forgot before its end was seen ended at `now`, or
/// at its time limit if that came first. True if it noted anything.
bool noteRuns(SlurmRecord::Contents &record, const QList<SlurmCodecs::Job> &jobs, const QDateTime &now);
/// Takes into `record` the jobs of `user`'s that gpudesk submitted elsewhere (another computer's
/// gpudesk: the marker in their comment names an instance this record has not) and that still wait
/// or run, as instances of their own; true if it took any. Their startup scripts stay unknown here.
bool adopt(SlurmRecord::Contents &record, const QList<SlurmCodecs::Job> &jobs, const QString &user);

} // namespace SlurmInstances
