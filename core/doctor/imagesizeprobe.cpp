#include "core/doctor/imagesizeprobe.h"

#include "core/model/instancewords.h"
#include "core/ssh/environmentprobe.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

struct Measured
{
    ImageSizeProbe::Kind kind;
    const char *marker;
    const char *shell; ///< prints a byte count on its last line
};

// `du -cb` of a file list prints the total last; an empty list prints nothing (0).
const Measured kMeasured[] = {
    {ImageSizeProbe::Kind::PipCache, "pip", "du -sb ~/.cache/pip 2>/dev/null | cut -f1"},
    {ImageSizeProbe::Kind::CondaCache, "conda",
     "du -scb ~/miniconda3/pkgs ~/anaconda3/pkgs ~/miniforge3/pkgs ~/.conda/pkgs 2>/dev/null | tail -n 1 | cut -f1"},
    {ImageSizeProbe::Kind::PyCache, "pycache",
     "find ~ -xdev -name __pycache__ -type d -prune -print0 2>/dev/null | du -scb --files0-from=- 2>/dev/null | "
     "tail -n 1 | cut -f1"},
    {ImageSizeProbe::Kind::Logs, "logs",
     "find ~ -xdev -path ~/.gpudesk -prune -o -name '*.log' -type f -print0 2>/dev/null | du -cb --files0-from=- "
     "2>/dev/null | tail -n 1 | cut -f1"},
    {ImageSizeProbe::Kind::HuggingFace, "hf", "du -sb ~/.cache/huggingface 2>/dev/null | cut -f1"},
    {ImageSizeProbe::Kind::Checkpoints, "ckpt",
     "find ~ -xdev -path ~/.cache -prune -o -type f \\( -name '*.pt' -o -name '*.pth' -o -name '*.ckpt' -o -name "
     "'*.safetensors' -o -name '*.bin' \\) -print0 2>/dev/null | du -cb --files0-from=- 2>/dev/null | tail -n 1 | "
     "cut -f1"},
};

} // namespace

QByteArray ImageSizeProbe::command()
{
    QByteArray script = "m() { echo \"@@gpudesk $1\"; }\n"
                        "m system; du -sbx ~ 2>/dev/null | cut -f1\n";
    for (const Measured &m : kMeasured)
        script += "m " + QByteArray(m.marker) + "; " + m.shell + "\n";
    return script + "m end\n";
}

QByteArray ImageSizeProbe::cleanCommand()
{
    return "pip cache purge >/dev/null 2>&1; rm -rf ~/.cache/pip\n"
           "conda clean -a -y >/dev/null 2>&1\n"
           "find ~ -xdev -name __pycache__ -type d -prune -exec rm -rf {} + 2>/dev/null\n"
           "find ~ -xdev -path ~/.gpudesk -prune -o -name '*.log' -type f -exec rm -f {} + 2>/dev/null\n"
           "true\n";
}

qint64 ImageSizeProbe::Reading::cleanableBytes() const
{
    qint64 sum = 0;
    for (const Item &i : items)
        sum += cleanable(i.kind) ? i.bytes : 0;
    return sum;
}

ImageSizeProbe::Reading ImageSizeProbe::parse(const QByteArray &output)
{
    const auto sections = EnvironmentProbe::sections(output);
    const auto bytes = [&](const char *marker) {
        const QList<QByteArray> lines = sections.value(marker).trimmed().split('\n');
        bool ok = false;
        const qint64 n = lines.last().trimmed().toLongLong(&ok);
        return ok ? n : qint64(-1);
    };
    Reading r;
    r.systemBytes = bytes("system");
    for (const Measured &m : kMeasured) {
        if (const qint64 n = bytes(m.marker); n > 0)
            r.items << Item{m.kind, n};
    }
    std::sort(r.items.begin(), r.items.end(), [](const Item &a, const Item &b) { return a.bytes > b.bytes; });
    return r;
}

bool ImageSizeProbe::cleanable(Kind kind)
{
    return kind == Kind::PipCache || kind == Kind::CondaCache || kind == Kind::PyCache || kind == Kind::Logs;
}

QString ImageSizeProbe::name(Kind kind)
{
    switch (kind) {
    case Kind::PipCache:
        return tr("pip's cache (~/.cache/pip)");
    case Kind::CondaCache:
        return tr("conda's package cache");
    case Kind::PyCache:
        return tr("__pycache__ folders");
    case Kind::Logs:
        return tr("log files (*.log)");
    case Kind::HuggingFace:
        return tr("the Hugging Face cache (~/.cache/huggingface)");
    case Kind::Checkpoints:
        return tr("checkpoints and weights (*.pt, *.safetensors, …)");
    }
    return {};
}

QString ImageSizeProbe::tooBig(const Reading &reading, qint64 maxBytes)
{
    if (reading.systemBytes <= maxBytes)
        return {};
    const auto size = &InstanceWords::dataSize;
    QStringList clean, move;
    for (const Item &i : reading.items)
        (cleanable(i.kind) ? clean : move) << tr("%1 (%2)").arg(name(i.kind), size(i.bytes));
    QString text
        = tr("The system disk holds %1; an image holds at most %2.").arg(size(reading.systemBytes), size(maxBytes));
    if (!clean.isEmpty())
        text += u' ' + tr("Clean the caches: %1.").arg(clean.join(tr(", ")));
    if (!move.isEmpty())
        text += u' ' + tr("Move to the data disk, which images never include: %1.").arg(move.join(tr(", ")));
    if (clean.isEmpty() && move.isEmpty())
        text += u' ' + tr("Move data sets and outputs to the data disk, which images never include.");
    return text;
}
