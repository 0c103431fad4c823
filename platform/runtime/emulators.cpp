#include "platform/runtime/emulators.h"

#include "common/clock.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace Emulators {
namespace {

/// One integer per GPU from a state file (a line per GPU; a single line applies to all).
QList<int> perGpu(const Machine &m, const QString &file, int fallback)
{
    QList<int> values(m.gpuCount, fallback);
    QFile f(m.stateDir + u'/' + file);
    if (!f.open(QIODevice::ReadOnly))
        return values;
    const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
    for (int i = 0; i < m.gpuCount; ++i) {
        bool ok = false;
        const int v = lines.value(lines.size() == 1 ? 0 : i).trimmed().toInt(&ok);
        if (ok && v >= 0)
            values[i] = v;
    }
    return values;
}

/// What a card draws at this utilization: 20 W idle up to its cap, alike in the table and a query.
int powerDraw(const Machine &m, int utilization)
{
    return 20 + (m.powerCapW - 20) * std::clamp(utilization, 0, 100) / 100;
}

QString padRight(const QString &s, int width)
{
    return s.size() > width ? s.left(width - 3) + u"..."_s : s.leftJustified(width);
}

QString padLeft(const QString &s, int width)
{
    return s.rightJustified(width);
}

const QByteArray kNoDriver = "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure "
                             "that the latest NVIDIA driver is installed and running.\n\n";

constexpr char kCsvOnly[] = "Format must be csv: use --format=csv[,noheader][,nounits].\n";

/// --format=csv[,noheader][,nounits]; false when it is not csv.
bool csvFormat(const QString &format, bool *header, bool *units)
{
    const QStringList options = format.split(u',', Qt::SkipEmptyParts);
    *header = !options.contains(u"noheader"_s);
    *units = !options.contains(u"nounits"_s);
    return options.contains(u"csv"_s);
}

/// A query's answer as nvidia-smi prints it: the titles (unless noheader), then a line a row.
Result csv(const QStringList &titles, const QList<QStringList> &rows, bool header)
{
    QByteArray out;
    if (header)
        out += titles.join(u", "_s).toUtf8() + '\n';
    for (const QStringList &row : rows)
        out += row.join(u", "_s).toUtf8() + '\n';
    return {out, {}, 0};
}

/// --query-compute-apps: the processes holding GPU memory, one line each in gpu-processes as
/// "PID MIB NAME" (the name is the rest of the line, spaces and all).
Result computeApps(const Machine &m, const QString &query, const QString &format)
{
    bool header = true, units = true;
    if (!csvFormat(format, &header, &units))
        return {{}, kCsvOnly, 2};
    struct App
    {
        QString pid, name;
        int mib = 0;
    };
    QList<App> running;
    QFile f(m.stateDir + u"/gpu-processes"_s);
    if (f.open(QIODevice::ReadOnly)) {
        for (const QByteArray &raw : f.readAll().split('\n')) {
            const QString line = QString::fromUtf8(raw).trimmed();
            const qsizetype a = line.indexOf(u' '), b = a < 0 ? -1 : line.indexOf(u' ', a + 1);
            bool pidOk = false, mibOk = false;
            const int pid = a < 0 ? 0 : line.left(a).toInt(&pidOk);
            const int mib = b < 0 ? 0 : line.mid(a + 1, b - a - 1).toInt(&mibOk);
            if (pidOk && mibOk && pid > 0 && mib >= 0)
                running << App{QString::number(pid), line.mid(b + 1).trimmed(), mib};
        }
    }
    QStringList titles;
    QList<QStringList> rows(running.size());
    for (const QString &raw : query.split(u',', Qt::SkipEmptyParts)) {
        const QString field = raw.trimmed();
        QString title = field;
        for (qsizetype k = 0; k < running.size(); ++k) {
            QString v;
            if (field == u"pid"_s)
                v = running[k].pid;
            else if (field == u"process_name"_s || field == u"name"_s)
                v = running[k].name;
            else if (field == u"used_memory"_s || field == u"used_gpu_memory"_s)
                v = QString::number(running[k].mib) + (units ? u" MiB"_s : QString());
            else if (field == u"gpu_name"_s)
                v = m.gpuName;
            rows[k] << v;
        }
        if (field == u"used_memory"_s || field == u"used_gpu_memory"_s)
            title = u"used_gpu_memory [MiB]"_s;
        else if (field == u"name"_s)
            title = u"process_name"_s;
        else if (field != u"pid"_s && field != u"process_name"_s && field != u"gpu_name"_s)
            return {{}, u"Field \"%1\" is not a valid field to query.\n\n"_s.arg(field).toUtf8(), 2};
        titles << title;
    }
    return csv(titles, rows, header);
}

} // namespace

QString usedFile(Disk disk)
{
    return disk == Disk::System ? u"system-disk-used-bytes"_s : u"data-disk-used-bytes"_s;
}

std::optional<qint64> usedOverride(const Machine &m, Disk disk)
{
    QFile f(m.stateDir + u'/' + usedFile(disk));
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    bool ok = false;
    const qint64 bytes = f.readAll().trimmed().toLongLong(&ok);
    return ok && bytes >= 0 ? std::optional(bytes) : std::nullopt;
}

QJsonObject Machine::toJson() const
{
    return {{u"gpu_name"_s, gpuName},         {u"gpu_count"_s, gpuCount}, {u"memory_mib"_s, memoryMiB},
            {u"power_cap_w"_s, powerCapW},    {u"gpu_mode"_s, gpuMode},   {u"system_path"_s, systemPath},
            {u"system_bytes"_s, systemBytes}, {u"data_path"_s, dataPath}, {u"data_bytes"_s, dataBytes},
            {u"state_dir"_s, stateDir}};
}

Machine Machine::fromJson(const QJsonObject &j)
{
    Machine m;
    m.gpuName = j.value(u"gpu_name"_s).toString();
    m.gpuCount = std::max(1, j.value(u"gpu_count"_s).toInt(1));
    m.memoryMiB = j.value(u"memory_mib"_s).toInt();
    m.powerCapW = j.value(u"power_cap_w"_s).toInt(300);
    m.gpuMode = j.value(u"gpu_mode"_s).toBool(true);
    m.systemPath = j.value(u"system_path"_s).toString();
    m.systemBytes = j.value(u"system_bytes"_s).toInteger();
    m.dataPath = j.value(u"data_path"_s).toString();
    m.dataBytes = j.value(u"data_bytes"_s).toInteger();
    m.stateDir = j.value(u"state_dir"_s).toString();
    return m;
}

QString driverName(const QString &catalogName)
{
    static const QRegularExpression memory(uR"(\s+\d+\s*GB\z)"_s);
    return QString(catalogName).remove(memory);
}

Result nvidiaSmi(const Machine &m, const QStringList &args, const QString &now)
{
    if (!m.gpuMode)
        return {kNoDriver, {}, 9};
    const QList<int> util = perGpu(m, u"gpu-utilization"_s, 0);
    const QList<int> used = perGpu(m, u"gpu-memory-used-mib"_s, 1);
    const QList<int> temp = perGpu(m, u"gpu-temperature"_s, 34);
    const auto busId = [](int i) -> QString { return u"00000000:%1:00.0"_s.arg(i + 1, 2, 16, QChar(u'0')).toUpper(); };

    if (args.contains(u"-L"_s)) {
        QByteArray out;
        for (int i = 0; i < m.gpuCount; ++i)
            out += u"GPU %1: %2 (UUID: GPU-%3-5a1d-4c2e-9f00-gpudesk%4)\n"_s.arg(i)
                       .arg(m.gpuName)
                       .arg(0x1000 + i, 8, 16, QChar(u'0'))
                       .arg(i, 5, 10, QChar(u'0'))
                       .toUtf8();
        return {out, {}, 0};
    }

    QString query, format, apps;
    for (const QString &a : args) {
        if (a.startsWith(u"--query-gpu="_s))
            query = a.mid(12);
        else if (a.startsWith(u"--query-compute-apps="_s))
            apps = a.mid(21);
        else if (a.startsWith(u"--format="_s))
            format = a.mid(9);
        else
            return {
                {}, u"Invalid combination of input arguments. Please run 'nvidia-smi -h' for help.\n"_s.toUtf8(), 2};
    }
    if (!apps.isEmpty())
        return computeApps(m, apps, format);
    if (!query.isEmpty()) {
        bool header = true, units = true;
        if (!csvFormat(format, &header, &units))
            return {{}, kCsvOnly, 2};
        const QStringList fields = query.split(u',', Qt::SkipEmptyParts);
        QStringList titles;
        QList<QStringList> rows(m.gpuCount);
        for (const QString &raw : fields) {
            const QString field = raw.trimmed();
            QString title = field;
            for (int i = 0; i < m.gpuCount; ++i) {
                QString v;
                const auto mib = [&](int n) -> QString {
                    title = field + u" [MiB]"_s;
                    return QString::number(n) + (units ? u" MiB"_s : QString());
                };
                if (field == u"index"_s)
                    v = QString::number(i);
                else if (field == u"name"_s || field == u"gpu_name"_s)
                    v = m.gpuName;
                else if (field == u"count"_s)
                    v = QString::number(m.gpuCount);
                else if (field == u"driver_version"_s)
                    v = QString::fromLatin1(kDriverVersion);
                else if (field == u"pci.bus_id"_s)
                    v = busId(i);
                else if (field == u"memory.total"_s)
                    v = mib(m.memoryMiB);
                else if (field == u"memory.used"_s)
                    v = mib(std::min(used[i], m.memoryMiB));
                else if (field == u"memory.free"_s)
                    v = mib(std::max(0, m.memoryMiB - used[i]));
                else if (field == u"utilization.gpu"_s) {
                    title = field + u" [%]"_s;
                    v = QString::number(std::min(util[i], 100))
                        + (units ? u" %"_s : QString()); // a QString, not a builder
                } else if (field == u"temperature.gpu"_s)
                    v = QString::number(temp[i]);
                else if (field == u"power.draw"_s || field == u"power.limit"_s) {
                    title = field + u" [W]"_s;
                    v = QString::number(field == u"power.limit"_s ? double(m.powerCapW) : double(powerDraw(m, util[i])),
                                        'f', 2)
                        + (units ? u" W"_s : QString());
                } else
                    return {{}, u"Field \"%1\" is not a valid field to query.\n\n"_s.arg(field).toUtf8(), 2};
                rows[i] << v;
            }
            titles << title;
        }
        return csv(titles, rows, header);
    }

    // The table, laid out as driver 550's nvidia-smi prints it.
    const QString rule
        = u"+-----------------------------------------+------------------------+----------------------+\n"_s;
    QString t = now + u"       \n"_s;
    t += u"+-----------------------------------------------------------------------------------------+\n"_s;
    t += u"| NVIDIA-SMI %1             Driver Version: %1     CUDA Version: %2     |\n"_s.arg(
        QString::fromLatin1(kDriverVersion), QString::fromLatin1(kCudaVersion));
    t += u"|-----------------------------------------+------------------------+----------------------+\n"_s;
    t += u"| GPU  Name                 Persistence-M | Bus-Id          Disp.A | Volatile Uncorr. ECC |\n"_s;
    t += u"| Fan  Temp   Perf          Pwr:Usage/Cap |           Memory-Usage | GPU-Util  Compute M. |\n"_s;
    t += u"|                                         |                        |               MIG M. |\n"_s;
    t += u"|=========================================+========================+======================|\n"_s;
    for (int i = 0; i < m.gpuCount; ++i) {
        const int busy = std::min(util[i], 100);
        const int watts = powerDraw(m, busy);
        // Each cell is as wide as the driver's: 41 | 24 | 22 characters between the bars.
        const QString memory = QString::number(std::min(used[i], m.memoryMiB)) + u"MiB / "_s
            + padLeft(QString::number(m.memoryMiB), 6) + u"MiB"_s;
        const QString power = QString::number(watts) + u"W / "_s + padLeft(QString::number(m.powerCapW), 4) + u'W';
        t += u"| "_s + padLeft(QString::number(i), 3) + u"  "_s + padRight(m.gpuName, 31) + u"On  |   "_s + busId(i)
            + u" Off |                  Off |\n"_s;
        t += u"| "_s + padLeft(QString::number(30 + busy / 2) + u'%', 3) + u"   "_s
            + padLeft(QString::number(temp[i]) + u'C', 3) + u"    "_s + (busy > 0 ? u"P2"_s : u"P8"_s)
            + padLeft(power, 24) + u" | "_s + padLeft(memory, 22) + u" | "_s + padLeft(QString::number(busy) + u'%', 7)
            + u"      Default |\n"_s;
        t += u"|                                         |                        |                  N/A |\n"_s;
        t += rule;
    }
    t += u"                                                                                         \n"_s;
    t += u"+-----------------------------------------------------------------------------------------+\n"_s;
    t += u"| Processes:                                                                              |\n"_s;
    t += u"|  GPU   GI   CI        PID   Type   Process name                              GPU Memory |\n"_s;
    t += u"|        ID   ID                                                               Usage      |\n"_s;
    t += u"|=========================================================================================|\n"_s;
    t += u"|  No running processes found                                                             |\n"_s;
    t += u"+-----------------------------------------------------------------------------------------+\n"_s;
    return {t.toUtf8(), {}, 0};
}

Result df(const Machine &m, const QStringList &args)
{
    const bool human = args.contains(u"-h"_s);
    const auto size = [&](qint64 bytes) -> QString {
        if (!human)
            return QString::number((bytes + 1023) / 1024);
        const char *units[] = {"", "K", "M", "G", "T"};
        double v = double(bytes);
        int u = 0;
        while (v >= 1024 && u < 4) {
            v /= 1024;
            ++u;
        }
        return u == 0
            ? QString::number(bytes)
            : (v < 10 ? QString::number(v, 'f', 1) : QString::number(qint64(v + 0.5))) + QLatin1String(units[u]);
    };
    const auto used = [&m](const QString &path) {
        // A test (or the disk_full knob) may say how full the disk is without filling it.
        const bool system = path == m.systemPath;
        if (const auto set = usedOverride(m, system ? Disk::System : Disk::Data))
            return std::min(*set, system ? m.systemBytes : m.dataBytes);
        qint64 total = 0;
        QDir dir(path);
        const auto walk = [&](auto &&self, const QDir &d) -> void {
            for (const QFileInfo &info : d.entryInfoList(QDir::AllEntries | QDir::Hidden | QDir::System
                                                         | QDir::NoDotAndDotDot | QDir::NoSymLinks)) {
                if (info.isDir())
                    self(self, QDir(info.filePath()));
                else
                    total += info.size();
            }
        };
        walk(walk, dir);
        return total;
    };
    // -P (POSIX) names its columns as GNU df does then; the numbers are the same 1024-byte blocks.
    QString out = human          ? u"Filesystem      Size  Used Avail Use% Mounted on\n"_s
        : args.contains(u"-P"_s) ? u"Filesystem     1024-blocks      Used Available Capacity Mounted on\n"_s
                                 : u"Filesystem     1K-blocks     Used Available Use% Mounted on\n"_s;
    const auto line = [&](const QString &fs, qint64 total, qint64 inUse, const QString &mount) {
        const qint64 avail = std::max<qint64>(0, total - inUse);
        const int percent = total > 0 ? int((inUse * 100 + total - 1) / total) : 0;
        out += fs.leftJustified(14) + padLeft(size(total), human ? 6 : 10) + u' ' + padLeft(size(inUse), human ? 5 : 8)
            + u' ' + padLeft(size(avail), human ? 5 : 9) + u' ' + padLeft(QString::number(percent) + u'%', 4) + u' '
            + mount + u'\n';
    };
    // Like df, only the disks holding the paths named (all of them when none is).
    QStringList paths;
    for (const QString &a : args) {
        if (!a.startsWith(u'-'))
            paths << QFileInfo(a).absoluteFilePath();
    }
    const auto onData = [&](const QString &path) {
        return !m.dataPath.isEmpty() && (path == m.dataPath || path.startsWith(m.dataPath + u'/'));
    };
    const bool system
        = paths.isEmpty() || std::any_of(paths.cbegin(), paths.cend(), [&](const QString &p) { return !onData(p); });
    const bool data = !m.dataPath.isEmpty() && (paths.isEmpty() || std::any_of(paths.cbegin(), paths.cend(), onData));
    if (system)
        line(u"overlay"_s, m.systemBytes, used(m.systemPath), u"/"_s);
    if (data)
        line(u"/dev/vdb"_s, m.dataBytes, used(m.dataPath), m.dataPath); // where the API says it is mounted
    return {out.toUtf8(), {}, 0};
}

Result dmesg(const Machine &m, const QStringList &)
{
    QFile log(m.stateDir + u"/kern.log"_s);
    if (!log.open(QIODevice::ReadOnly))
        return {{}, "dmesg: read kernel buffer failed: Operation not permitted\n", 1};
    return {log.readAll(), {}, 0};
}

Result run(const QStringList &arguments, const Clock &clock)
{
    // arguments: emulate TOOL INSTANCE_DIR [ARGS...]
    const QString tool = arguments.value(1);
    QFile file(arguments.value(2) + u"/emulated.json"_s);
    if (!file.open(QIODevice::ReadOnly))
        return {{}, "gpudesk-sandbox emulate: no instance at " + arguments.value(2).toLocal8Bit() + '\n', 1};
    const Machine machine = Machine::fromJson(QJsonDocument::fromJson(file.readAll()).object());
    const QStringList args = arguments.mid(3);
    if (tool == u"nvidia-smi"_s)
        return nvidiaSmi(machine, args, clock.now().toLocalTime().toString(u"ddd MMM d HH:mm:ss yyyy"_s));
    if (tool == u"df"_s)
        return df(machine, args);
    if (tool == u"dmesg"_s)
        return dmesg(machine, args);
    return {{}, "gpudesk-sandbox emulate: no emulator called " + tool.toLocal8Bit() + '\n', 1};
}

int main(const QStringList &arguments, const Clock &clock)
{
    const Result r = run(arguments, clock);
    std::fwrite(r.out.constData(), 1, size_t(r.out.size()), stdout);
    std::fwrite(r.err.constData(), 1, size_t(r.err.size()), stderr);
    return r.exitCode;
}

} // namespace Emulators
