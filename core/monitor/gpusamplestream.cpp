#include "core/monitor/gpusamplestream.h"

#include <QList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// "[N/A]", "N/A" or "[Not Supported]" read as nothing; a number otherwise.
std::optional<double> number(const QByteArray &field)
{
    bool ok = false;
    const double v = field.trimmed().toDouble(&ok);
    return ok ? std::optional(v) : std::nullopt;
}

} // namespace

QByteArray GpuSampleStream::command(int intervalMs)
{
    const int ms = std::max(100, intervalMs);
    const QByteArray seconds
        = QByteArray::number(ms / 1000) + '.' + QByteArray::number(ms % 1000).rightJustified(3, '0');
    // nvidia-smi's own -l would print the cards only; the loop adds the processes, CPU and RAM in
    // the same stream. `sleep` ends with the channel when the console goes.
    return "m() { echo \"@gpudesk $1\"; }\n"
           "m cores; nproc 2>/dev/null\n"
           "while :; do\n"
           "m cards; nvidia-smi --query-gpu=index,utilization.gpu,memory.used,memory.total,power.draw,"
           "temperature.gpu --format=csv,noheader,nounits 2>&1 | head -n 64\n"
           "m apps; nvidia-smi --query-compute-apps=pid,used_memory,process_name --format=csv,noheader,nounits "
           "2>/dev/null | head -n 256\n"
           "m cpu; head -n 1 /proc/stat\n"
           "m mem; grep -E '^(MemTotal|MemAvailable):' /proc/meminfo\n"
           "m end; sleep "
        + seconds + " || exit 0\ndone\n";
}

std::optional<GpuLiveSample> GpuSampleStream::feed(const QByteArray &raw, const QDateTime &at)
{
    const QByteArray line = raw.trimmed();
    if (line.startsWith("@gpudesk ")) {
        const QByteArray part = line.mid(9);
        if (part == "end") {
            GpuLiveSample done = m_next;
            done.at = at;
            done.cores = m_cores;
            m_next = GpuLiveSample();
            m_part = Part::None;
            return done;
        }
        m_part = part == "cards" ? Part::Cards
            : part == "apps"     ? Part::Apps
            : part == "cpu"      ? Part::Cpu
            : part == "mem"      ? Part::Memory
                                 : Part::None;
        if (part == "cores")
            m_cores.reset();
        return std::nullopt;
    }
    if (line.isEmpty())
        return std::nullopt;
    switch (m_part) {
    case Part::None: {
        bool ok = false;
        const int cores = line.toInt(&ok);
        if (ok && cores > 0)
            m_cores = cores;
        break;
    }
    case Part::Cards: {
        const QList<QByteArray> f = line.split(',');
        const auto index = f.size() == 6 ? number(f[0]) : std::nullopt;
        const auto total = f.size() == 6 ? number(f[3]) : std::nullopt;
        if (!index || !total) {
            // Not a card's line: the driver's words instead of cards.
            m_next.gpuProblem += (m_next.gpuProblem.isEmpty() ? QString() : u"\n"_s) + QString::fromUtf8(line);
            break;
        }
        GpuLiveSample::Card c;
        c.index = int(*index);
        c.utilizationPercent = int(number(f[1]).value_or(0));
        c.memoryUsedMiB = qint64(number(f[2]).value_or(0));
        c.memoryTotalMiB = qint64(*total);
        c.powerW = number(f[4]);
        if (const auto t = number(f[5]))
            c.temperatureC = int(*t);
        m_next.cards << c;
        break;
    }
    case Part::Apps: {
        // pid, MiB, name (the rest of the line: a name may hold commas).
        const qsizetype a = line.indexOf(','), b = a < 0 ? -1 : line.indexOf(',', a + 1);
        const auto pid = a < 0 ? std::nullopt : number(line.left(a));
        if (!pid || b < 0)
            break;
        m_next.processes << GpuLiveSample::Process{qint64(*pid), QString::fromUtf8(line.mid(b + 1).trimmed()),
                                                   qint64(number(line.mid(a + 1, b - a - 1)).value_or(0))};
        break;
    }
    case Part::Cpu: {
        // cpu  user nice system idle iowait irq softirq steal …: what is not idle or waiting is busy.
        const QList<QByteArray> f = line.simplified().split(' ');
        if (f.size() < 5 || f[0] != "cpu")
            break;
        qint64 total = 0;
        for (qsizetype k = 1; k < std::min<qsizetype>(f.size(), 9); ++k)
            total += f[k].toLongLong();
        const qint64 idle = f[4].toLongLong() + (f.size() > 5 ? f[5].toLongLong() : 0);
        const qint64 busy = total - idle;
        if (m_cpu && total > m_cpu->second)
            m_next.cpuPercent = 100.0 * double(busy - m_cpu->first) / double(total - m_cpu->second);
        m_cpu = std::pair(busy, total);
        break;
    }
    case Part::Memory: {
        const QList<QByteArray> f = line.simplified().split(' ');
        if (f.size() < 2)
            break;
        const qint64 bytes = f[1].toLongLong() * 1024;
        if (f[0] == "MemTotal:")
            m_next.ramTotalBytes = bytes;
        else if (f[0] == "MemAvailable:" && m_next.ramTotalBytes)
            m_next.ramUsedBytes = *m_next.ramTotalBytes - bytes;
        break;
    }
    }
    return std::nullopt;
}
