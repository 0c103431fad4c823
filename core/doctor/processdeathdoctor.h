#pragma once

#include "core/doctor/doctorreport.h"
#include "core/ssh/environmentsnapshot.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

/// Why a training run vanished (the seed's chapter 7), from what the instance still
/// holds, in the order an old hand looks: the run's own log for CUDA running out of memory (the
/// card's memory), the kernel log for the OOM killer (the host's memory), then the disks (full).
/// Each verdict carries its remedies, cheapest first. Pure: the SSH side reads the three inputs.
class ProcessDeathDoctor
{
    Q_DECLARE_TR_FUNCTIONS(ProcessDeathDoctor)

public:
    enum class Cause { GpuMemory, HostMemory, DiskFull, Unknown };
    struct Diagnosis
    {
        Cause cause = Cause::Unknown;
        QString evidence; ///< the line (or the disk) that shows it
        QStringList remedies; ///< cheapest first
        DoctorReport report; ///< the same as the three checks, for the page and --json
    };

    /// A disk this full (percent of its size) is full enough to kill a run.
    static constexpr int kFullPercent = 95;

    /// `logTail`: the end of the user's log file (empty when none was named); `dmesg`: the
    /// instance's kernel log (none: it could not be read); `disks`: df of the instance's disks;
    /// `cores`: the instance's (none: unknown), for how many DataLoader workers to keep.
    static Diagnosis diagnose(const QByteArray &logTail, const std::optional<QByteArray> &dmesg,
                              const QList<EnvironmentSnapshot::Disk> &disks, std::optional<int> cores = std::nullopt);
};
