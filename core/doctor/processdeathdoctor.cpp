#include "core/doctor/processdeathdoctor.h"

#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {
// The last line of `text` that matches, trimmed; empty when none does. (The probe reads only the
// log's tail, ProcessDeathProbe::kLogLines.)
QString lastMatch(const QByteArray &text, const QRegularExpression &pattern)
{
    const QStringList all = QString::fromUtf8(text).split(u'\n');
    for (qsizetype k = all.size() - 1; k >= 0; --k) {
        if (pattern.match(all[k]).hasMatch())
            return all[k].trimmed();
    }
    return {};
}
} // namespace

ProcessDeathDoctor::Diagnosis ProcessDeathDoctor::diagnose(const QByteArray &logTail,
                                                           const std::optional<QByteArray> &dmesg,
                                                           const QList<EnvironmentSnapshot::Disk> &disks,
                                                           std::optional<int> cores)
{
    Diagnosis d;
    using Status = DoctorCheck::Status;
    // PyTorch says "CUDA out of memory", TensorFlow "OOM when allocating", CUDA itself "out of memory".
    static const QRegularExpression gpuOom(u"CUDA out of memory|OutOfMemoryError|CUDA error: out of memory|"
                                           "OOM when allocating"_s,
                                           QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression killed(u"Killed process|Out of memory: Kill|oom-kill|invoked oom-killer"_s,
                                           QRegularExpression::CaseInsensitiveOption);

    DoctorCheck gpu{u"gpu_memory"_s, Status::Skipped, tr("No log file was named."), {}};
    if (!logTail.isEmpty()) {
        const QString line = lastMatch(logTail, gpuOom);
        gpu.status = line.isEmpty() ? Status::Passed : Status::Failed;
        gpu.saw = line.isEmpty() ? tr("The log's last lines say nothing of GPU memory.") : line;
        if (!line.isEmpty()) {
            d.cause = Cause::GpuMemory;
            d.evidence = line;
            // The seed's list, cheapest first: nothing to rent until the code has been tried.
            d.remedies = {tr("Halve the batch size."),
                          tr("Evaluate under torch.no_grad() (or torch.inference_mode()): no activations are "
                             "kept for a backward pass that never comes."),
                          tr("Keep the effective batch with gradient accumulation over smaller steps."),
                          tr("Train in mixed precision (bf16 or fp16)."),
                          tr("Use a shorter sequence length (max_length): attention's memory grows with its "
                             "square."),
                          tr("Turn on gradient checkpointing: more compute, much less memory.")};
            // Each DataLoader worker is a process with its own copies; pinned batches waiting for the
            // card add up with them.
            if (cores)
                d.remedies << tr("Keep DataLoader's num_workers at %1 or fewer (half the instance's CPU cores, %2 "
                                 "here).")
                                  .arg(std::max(1, *cores / 2))
                                  .arg(*cores);
            else
                d.remedies << tr("Keep DataLoader's num_workers at half the instance's CPU cores or fewer.");
            d.remedies << tr("Rent a card with more memory.");
            gpu.todo = d.remedies.first();
        }
    }

    DoctorCheck host{u"host_memory"_s, Status::Passed, tr("The kernel log shows no process killed for memory."), {}};
    const QString kill = dmesg ? lastMatch(*dmesg, killed) : QString();
    if (!dmesg) {
        host.status = Status::Skipped;
        host.saw = tr("The kernel log cannot be read on this instance.");
    } else if (!kill.isEmpty()) {
        host.status = Status::Failed;
        host.saw = kill;
        if (d.cause == Cause::Unknown) {
            d.cause = Cause::HostMemory;
            d.evidence = kill;
            d.remedies = {tr("Use fewer DataLoader workers (num_workers), each holds its own copy."),
                          tr("Stream the data set instead of loading it whole (datasets' streaming, memory maps)."),
                          tr("Rent an instance with more RAM.")};
        }
        host.todo = tr("Use fewer DataLoader workers, or stream the data set.");
    }

    DoctorCheck disk{u"disk"_s, Status::Passed, tr("Every disk has room."), {}};
    for (const EnvironmentSnapshot::Disk &k : disks) {
        if (k.totalBytes <= 0)
            continue;
        const qint64 percent = k.usedBytes * 100 / k.totalBytes;
        if (percent < kFullPercent)
            continue;
        disk.status = Status::Failed;
        disk.saw = tr("%1 is %2% full.").arg(k.mount).arg(percent);
        disk.todo = tr("Clean the caches (pip cache purge, ~/.cache), or move them to the data disk.");
        if (d.cause == Cause::Unknown) {
            d.cause = Cause::DiskFull;
            d.evidence = disk.saw;
            d.remedies = {tr("Clean the caches: pip cache purge, conda clean -a, old checkpoints."),
                          tr("Move the caches to the data disk (HF_HOME, TORCH_HOME, pip's) with the startup script."),
                          tr("Make the data disk larger, or attach a bigger volume to a new instance.")};
        }
        break;
    }
    if (disks.isEmpty()) {
        disk.status = Status::Skipped;
        disk.saw = tr("The disks could not be read.");
    }
    d.report.checks = {gpu, host, disk};
    switch (d.cause) {
    case Cause::GpuMemory:
        d.report.verdict = tr("The run ran out of GPU memory.");
        break;
    case Cause::HostMemory:
        d.report.verdict = tr("The kernel killed the run: the instance ran out of memory (RAM).");
        break;
    case Cause::DiskFull:
        d.report.verdict = tr("A disk is full: writes failed and the run stopped.");
        break;
    case Cause::Unknown:
        d.report.verdict = tr("Neither memory nor disk explains it: read the end of the log for the error.");
        break;
    }
    return d;
}
