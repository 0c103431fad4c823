#include "core/create/specrules.h"

#include "core/model/catalog.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

QString SpecRules::nameProblem(const QString &name)
{
    const QList<uint> chars = name.trimmed().toUcs4();
    if (chars.isEmpty())
        return tr("Give the instance a name (any language), such as “llama-lora”.");
    if (chars.size() > kMaxNameLength)
        return tr("A name is at most %1 characters; this one has %2.").arg(kMaxNameLength).arg(chars.size());
    for (const uint c : chars) {
        if (!QChar::isPrint(c))
            return tr("A name cannot hold tabs, line breaks or other invisible characters.");
    }
    return {};
}

QString SpecRules::gpuCountProblem(int count)
{
    if (count < 1 || count > kMaxGpus)
        return tr("An instance has 1 to %1 GPUs.").arg(kMaxGpus);
    return {};
}

QString SpecRules::systemDiskProblem(int gb, const Image *image)
{
    if (gb < kMinSystemDiskGb || gb > kMaxSystemDiskGb)
        return tr("The system disk is %1 to %2 GB.").arg(kMinSystemDiskGb).arg(kMaxSystemDiskGb);
    if (image && gb < image->sizeGb)
        return tr("%1 takes %2 GB: the system disk must be at least that large.").arg(image->name).arg(image->sizeGb);
    return {};
}

QString SpecRules::dataDiskProblem(int gb)
{
    if (gb < 0 || gb > kMaxDataDiskGb)
        return tr("A new data disk is 0 (none) to %1 GB.").arg(kMaxDataDiskGb);
    return {};
}

QString SpecRules::portsProblem(const QList<int> &ports)
{
    if (ports.size() > kMaxPorts)
        return tr("At most %1 service ports.").arg(kMaxPorts);
    QSet<int> seen;
    for (int port : ports) {
        if (port < kMinPort || port > 65535)
            return tr("Port %1 cannot be used: service ports are %2 to 65535 (below %2 are the system's).")
                .arg(port)
                .arg(kMinPort);
        if (seen.contains(port))
            return tr("Port %1 is listed twice.").arg(port);
        seen.insert(port);
    }
    return {};
}

QList<int> SpecRules::parsePorts(const QString &text, QString *problem)
{
    QList<int> ports;
    static const QRegularExpression separators(u"[\\s,，、;]+"_s);
    for (const QString &part : text.split(separators, Qt::SkipEmptyParts)) {
        bool ok = false;
        const int port = part.toInt(&ok);
        if (!ok) {
            if (problem)
                *problem = tr("“%1” is not a port number: give numbers such as 6006, 7860.").arg(part);
            return {};
        }
        ports << port;
    }
    if (problem)
        *problem = portsProblem(ports);
    return ports;
}

int SpecRules::defaultSystemDiskGb(const Image *image, int freeGb)
{
    return std::max({image ? image->sizeGb : 0, freeGb, kMinSystemDiskGb});
}
