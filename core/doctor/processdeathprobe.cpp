#include "core/doctor/processdeathprobe.h"

#include "core/ssh/environmentprobe.h"
#include "core/transfer/remotecommands.h"

QByteArray ProcessDeathProbe::command(const QString &logPath)
{
    QByteArray script = "m() { echo \"@@gpudesk $1\"; }\n";
    if (!logPath.isEmpty()) {
        const QByteArray file = RemoteCommands::path(logPath);
        script += "m log; if [ -r " + file + " ]; then tail -n " + QByteArray::number(kLogLines) + " " + file
            + "; else m missing; fi\n";
    }
    // dmesg may be forbidden inside a container; the kernel's log file is the next best witness.
    script += "m dmesg; dmesg 2>/dev/null || cat /var/log/kern.log 2>/dev/null || m nodmesg\n"
              "m df; df -P 2>/dev/null\n"
              "m nproc; nproc 2>/dev/null\n"
              "m end\n";
    return script;
}

ProcessDeathProbe::Readings ProcessDeathProbe::parse(const QByteArray &output, const QString &dataMount)
{
    const auto s = EnvironmentProbe::sections(output);
    Readings r;
    r.logMissing = s.contains("missing");
    r.logTail = s.value("log");
    if (s.contains("dmesg") && !s.contains("nodmesg"))
        r.dmesg = s.value("dmesg");
    r.disks = EnvironmentProbe::parseDf(s.value("df"), dataMount);
    bool ok = false;
    const int cores = s.value("nproc").trimmed().toInt(&ok);
    if (ok && cores > 0)
        r.cores = cores;
    return r;
}
