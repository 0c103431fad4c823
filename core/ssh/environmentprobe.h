#pragma once

#include "core/ssh/environmentsnapshot.h"

#include <QByteArray>
#include <QHash>

/// The one batch a snapshot runs over SSH, and the parsers of what it prints. Each tool's output
/// is framed by marker lines, so one tool missing or failing spoils none of the others.
namespace EnvironmentProbe {

/// A batch's output cut at its marker lines ("@@gpudesk NAME"): name → what followed it.
QHash<QByteArray, QByteArray> sections(const QByteArray &output);
/// nvidia-smi's CSV query of every card, as parseNvidiaSmiCsv() reads it (stderr joined).
QByteArray nvidiaSmiQuery();
/// A POSIX sh script: nvidia-smi's CSV query, df -P, free -b, /proc/uptime, python and torch.
QByteArray command();
/// Parses the batch's output. `dataMount`: where the instance's data disk is mounted (empty: none).
EnvironmentSnapshot parse(const QByteArray &output, const QString &dataMount, const QDateTime &takenAt);

/// nvidia-smi --query-gpu=… --format=csv[,noheader][,nounits]: with or without header and units,
/// [N/A] and [Not Supported] read as unknown. Anything that is not such a table (the driver's
/// failure sentences) comes back as *problem.
QList<EnvironmentSnapshot::Gpu> parseNvidiaSmiCsv(const QByteArray &output, QString *problem);
/// df -P (1024-blocks), mounts of the instance's own disks only: not tmpfs, /proc, /sys, /dev, /run
/// or the files a container bind-mounts under /etc.
QList<EnvironmentSnapshot::Disk> parseDf(const QByteArray &output, const QString &dataMount);

/// free -b: total and available RAM in bytes, from either procps layout.
std::optional<std::pair<qint64, qint64>> parseFree(const QByteArray &output);

} // namespace EnvironmentProbe
