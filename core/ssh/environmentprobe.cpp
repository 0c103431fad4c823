#include "core/ssh/environmentprobe.h"

#include <QHash>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace {

constexpr QByteArrayView kSectionMarker = "@@gpudesk ";

/// A CSV cell as a number: units and blanks stripped; nullopt for [N/A], [Not Supported] and the like.
std::optional<qint64> number(QString cell)
{
    cell = cell.trimmed();
    cell.remove(QRegularExpression(uR"(\s*(MiB|%|C)\z)"_s));
    bool ok = false;
    const qint64 v = cell.toLongLong(&ok);
    return ok ? std::optional<qint64>(v) : std::nullopt;
}

QStringList cells(const QByteArray &line)
{
    QStringList out;
    for (const QString &c : QString::fromUtf8(line).split(u','))
        out << c.trimmed();
    return out;
}

} // namespace

QHash<QByteArray, QByteArray> EnvironmentProbe::sections(const QByteArray &output)
{
    QHash<QByteArray, QByteArray> out;
    QByteArray current;
    for (const QByteArray &line : output.split('\n')) {
        if (line.startsWith(kSectionMarker)) {
            current = line.mid(kSectionMarker.size()).trimmed();
            out.insert(current, {});
        } else if (!current.isEmpty()) {
            out[current] += line + '\n';
        }
    }
    return out;
}

QByteArray EnvironmentProbe::nvidiaSmiQuery()
{
    return "nvidia-smi --query-gpu=index,name,memory.total,memory.used,utilization.gpu,temperature.gpu,driver_version "
           "--format=csv,nounits 2>&1";
}

QByteArray EnvironmentProbe::command()
{
    // One round trip. stderr joins stdout where it is the answer (nvidia-smi says why it failed on
    // stdout or stderr depending on the driver); elsewhere a missing tool just leaves its section empty.
    return "m() { echo \"@@gpudesk $1\"; }\n"
           "m nvidia-smi; "
        + nvidiaSmiQuery()
        + "\n"
          "m df; df -P 2>/dev/null\n"
          "m free; free -b 2>/dev/null\n"
          "m uptime; cat /proc/uptime 2>/dev/null\n"
          "m python; python3 -c 'import sys; print(\"%d.%d.%d\" % sys.version_info[:3])' 2>/dev/null\n"
          "m torch; python3 -c 'import torch; print(torch.__version__); print(torch.version.cuda or \"\"); "
          "print(torch.cuda.is_available())' 2>/dev/null\n"
          "m end\n";
}

QList<EnvironmentSnapshot::Gpu> EnvironmentProbe::parseNvidiaSmiCsv(const QByteArray &output, QString *problem)
{
    QList<EnvironmentSnapshot::Gpu> gpus;
    // The column order asked for; a header, when there is one, names them (and may carry units).
    QStringList columns{
        u"index"_s,           u"name"_s,          u"memory.total"_s, u"memory.used"_s, u"utilization.gpu"_s,
        u"temperature.gpu"_s, u"driver_version"_s};
    QStringList unreadable;
    for (const QByteArray &raw : output.split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.isEmpty())
            continue;
        const QStringList row = cells(line);
        if (row.value(0) == u"index"_s) {
            columns.clear();
            for (const QString &title : row)
                columns << title.section(u' ', 0, 0);
            continue;
        }
        const auto index = number(row.value(columns.indexOf(u"index"_s)));
        if (row.size() != columns.size() || !index) {
            unreadable << QString::fromUtf8(line);
            continue;
        }
        const auto at = [&](const QString &column) { return row.value(columns.indexOf(column)); };
        EnvironmentSnapshot::Gpu g;
        g.index = int(*index);
        g.name = at(u"name"_s);
        g.memoryTotalMiB = number(at(u"memory.total"_s));
        g.memoryUsedMiB = number(at(u"memory.used"_s));
        if (const auto u = number(at(u"utilization.gpu"_s)))
            g.utilizationPercent = int(*u);
        if (const auto t = number(at(u"temperature.gpu"_s)))
            g.temperatureC = int(*t);
        g.driverVersion = at(u"driver_version"_s);
        gpus << g;
    }
    if (gpus.isEmpty()) {
        const QString said = unreadable.join(u' ').simplified();
        if (said.isEmpty() || said.contains(u"not found"_s))
            *problem = u"There is no NVIDIA driver on this instance (nvidia-smi is missing): it runs without a GPU."_s;
        else
            *problem = u"nvidia-smi: "_s + said.left(300);
    }
    return gpus;
}

QList<EnvironmentSnapshot::Disk> EnvironmentProbe::parseDf(const QByteArray &output, const QString &dataMount)
{
    static const QRegularExpression row(uR"(^(\S+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)%\s+(.+)$)"_s);
    static const QStringList pseudo{u"tmpfs"_s, u"devtmpfs"_s, u"shm"_s, u"udev"_s, u"none"_s, u"proc"_s, u"sysfs"_s};
    static const QStringList hidden{u"/proc"_s, u"/sys"_s, u"/dev"_s, u"/run"_s, u"/etc"_s, u"/boot"_s, u"/snap"_s};
    QList<EnvironmentSnapshot::Disk> disks;
    for (const QByteArray &raw : output.split('\n')) {
        const auto m = row.match(QString::fromUtf8(raw.trimmed()));
        if (!m.hasMatch())
            continue; // the header, or anything else
        EnvironmentSnapshot::Disk d;
        d.filesystem = m.captured(1);
        d.mount = m.captured(6);
        if (pseudo.contains(d.filesystem) || std::any_of(hidden.cbegin(), hidden.cend(), [&](const QString &h) {
                return d.mount == h || d.mount.startsWith(h + u'/');
            }))
            continue;
        d.totalBytes = m.captured(2).toLongLong() * 1024;
        d.usedBytes = m.captured(3).toLongLong() * 1024;
        d.availableBytes = m.captured(4).toLongLong() * 1024;
        d.role = d.mount == u"/"_s                           ? EnvironmentSnapshot::Disk::Role::System
            : (!dataMount.isEmpty() && d.mount == dataMount) ? EnvironmentSnapshot::Disk::Role::Data
                                                             : EnvironmentSnapshot::Disk::Role::Other;
        disks << d;
    }
    return disks;
}

std::optional<std::pair<qint64, qint64>> EnvironmentProbe::parseFree(const QByteArray &output)
{
    QList<QByteArray> titles;
    for (const QByteArray &line : output.split('\n')) {
        const QList<QByteArray> words = line.simplified().split(' ');
        if (words.value(0) != "Mem:") {
            if (titles.isEmpty() && words.contains("total"))
                titles = words;
            continue;
        }
        const auto column = [&](const QByteArray &title) {
            const qsizetype at = titles.indexOf(title);
            return at < 0 ? qint64(0) : words.value(at + 1).toLongLong(); // +1: "Mem:" has no title
        };
        if (titles.isEmpty() || column("total") <= 0)
            return std::nullopt;
        // procps before 3.3.10 has no "available": free plus what the kernel can drop (buffers, cache).
        const qint64 available = titles.contains("available") ? column("available")
                                                              : column("free") + column("buffers") + column("cached");
        return std::pair{column("total"), available};
    }
    return std::nullopt;
}

EnvironmentSnapshot EnvironmentProbe::parse(const QByteArray &output, const QString &dataMount,
                                            const QDateTime &takenAt)
{
    const auto s = sections(output);
    EnvironmentSnapshot snap;
    snap.takenAt = takenAt;
    snap.gpus = parseNvidiaSmiCsv(s.value("nvidia-smi"), &snap.gpuProblem);
    snap.disks = parseDf(s.value("df"), dataMount);
    if (const auto ram = parseFree(s.value("free"))) {
        snap.ramTotalBytes = ram->first;
        snap.ramAvailableBytes = ram->second;
    }
    bool ok = false;
    const double up = s.value("uptime").split(' ').value(0).toDouble(&ok);
    if (ok)
        snap.uptimeSeconds = qint64(up);
    snap.python = QString::fromUtf8(s.value("python")).trimmed();
    const QList<QByteArray> torch = s.value("torch").trimmed().split('\n');
    if (torch.size() >= 3) {
        snap.torch = QString::fromUtf8(torch[0]).trimmed();
        snap.torchCuda = QString::fromUtf8(torch[1]).trimmed();
        snap.torchSeesGpu = torch[2].trimmed() == "True";
    }
    return snap;
}
