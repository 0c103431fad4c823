#include "core/doctor/usageprobe.h"

#include "core/ssh/environmentprobe.h"

using namespace Qt::StringLiterals;

QByteArray UsageProbe::command(bool withDisks)
{
    QByteArray script = "m() { echo \"@@gpudesk $1\"; }\n"
                        "m gpu; "
        + EnvironmentProbe::nvidiaSmiQuery() + "\n";
    if (withDisks) {
        // The default places unless the variables move them; du only for those that exist.
        script
            += "m df; df -P 2>/dev/null\n"
               "m caches\n"
               "for c in \"HF_HOME=${HF_HOME:-$HOME/.cache/huggingface}\" "
               "\"TORCH_HOME=${TORCH_HOME:-$HOME/.cache/torch}\" "
               "\"pip=${PIP_CACHE_DIR:-$HOME/.cache/pip}\" \"conda=$HOME/.conda/pkgs\" \"conda=$HOME/miniconda3/pkgs\" "
               "\"conda=/opt/conda/pkgs\"; do\n"
               "  n=${c%%=*}; d=${c#*=}\n"
               "  [ -d \"$d\" ] || continue\n"
               "  p=$(cd \"$d\" 2>/dev/null && pwd -P) || continue\n"
               "  k=$(du -sk \"$p\" 2>/dev/null | cut -f1)\n"
               "  printf '%s\\t%s\\t%s\\n' \"$n\" \"${k:-0}\" \"$p\"\n"
               "done\n";
    }
    return script + "m end\n";
}

UsageProbe::Readings UsageProbe::parse(const QByteArray &output, const QString &dataMount)
{
    const auto s = EnvironmentProbe::sections(output);
    Readings r;
    QString problem;
    r.gpus = EnvironmentProbe::parseNvidiaSmiCsv(s.value("gpu"), &problem);
    r.disksRead = s.contains("df");
    r.disks = EnvironmentProbe::parseDf(s.value("df"), dataMount);
    for (const QByteArray &line : s.value("caches").split('\n')) {
        const QList<QByteArray> f = line.split('\t');
        if (f.size() < 3)
            continue;
        bool ok = false;
        const qint64 kib = f[1].trimmed().toLongLong(&ok);
        // A path may hold tabs: everything after the second one is the path.
        const QString path = QString::fromUtf8(line.mid(f[0].size() + f[1].size() + 2));
        if (ok && !path.isEmpty())
            r.caches << CacheDir{QString::fromUtf8(f[0]), path, kib * 1024};
    }
    return r;
}

int UsageProbe::Readings::utilization() const
{
    int sum = 0, n = 0;
    for (const EnvironmentSnapshot::Gpu &g : gpus) {
        if (g.utilizationPercent) {
            sum += *g.utilizationPercent;
            ++n;
        }
    }
    return n > 0 ? sum / n : -1;
}
