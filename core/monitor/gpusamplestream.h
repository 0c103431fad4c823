#pragma once

#include "core/monitor/gpulivesample.h"

#include <QByteArray>

#include <optional>

/// The live panel's one SSH command and the reading of what it prints. The command stays running
/// and prints a sample every interval (nvidia-smi's cards and compute processes, /proc/stat's CPU
/// line, /proc/meminfo), each framed by "@gpudesk" marker lines, so a whole session's samples come
/// over one channel instead of one login each. A card that says [N/A] for a figure leaves only
/// that figure out; a machine without a card (no-GPU mode) gives its driver's words instead.
class GpuSampleStream
{
public:
    /// A POSIX sh script sampling every `intervalMs` (at least 100 ms) until it is ended.
    static QByteArray command(int intervalMs);

    /// Reads one line of the command's output; a whole sample when the line ends one, stamped `at`.
    std::optional<GpuLiveSample> feed(const QByteArray &line, const QDateTime &at);

private:
    enum class Part { None, Cards, Apps, Cpu, Memory };
    Part m_part = Part::None;
    GpuLiveSample m_next;
    std::optional<int> m_cores;
    /// The last CPU line's busy and total jiffies, for the share between two samples.
    std::optional<std::pair<qint64, qint64>> m_cpu;
};
