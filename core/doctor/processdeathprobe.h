#pragma once

#include "core/ssh/environmentsnapshot.h"

#include <QByteArray>
#include <QString>

#include <optional>

/// What the process-death doctor reads on the instance, in one SSH round trip: the last lines of
/// the run's log (when one is named), the kernel log, the disks (df -P) and the instance's cores
/// (nproc, for how many DataLoader workers it can feed). Framed by marker
/// lines like the environment probe, so one unreadable part spoils none of the others.
namespace ProcessDeathProbe {

/// The lines of the log that are read.
constexpr int kLogLines = 200;

/// A POSIX sh script; `logPath` may be empty (no log named) and may hold any characters.
QByteArray command(const QString &logPath);

struct Readings
{
    QByteArray logTail; ///< empty when no log was named, or it is missing
    bool logMissing = false; ///< a log was named and cannot be read
    std::optional<QByteArray> dmesg; ///< none when the kernel log cannot be read (a container may forbid it)
    QList<EnvironmentSnapshot::Disk> disks;
    std::optional<int> cores; ///< none where nproc did not answer
};
/// `dataMount`: where the instance's data disk is mounted (empty: none).
Readings parse(const QByteArray &output, const QString &dataMount);

} // namespace ProcessDeathProbe
