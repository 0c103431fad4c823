#pragma once

#include "core/ssh/environmentsnapshot.h"

#include <QByteArray>
#include <QList>
#include <QString>

/// What the console reads of a running instance while it watches it, in one SSH round
/// trip: the cards' utilization every time; with `withDisks`, the disks and the size of the caches
/// that fill a system disk (Hugging Face, torch, pip, conda), each resolved through symlinks so a
/// cache moved to the data disk is seen there.
namespace UsageProbe {

QByteArray command(bool withDisks);

struct CacheDir
{
    QString name; ///< "HF_HOME", "TORCH_HOME", "pip", "conda"
    QString path; ///< resolved (pwd -P)
    qint64 bytes = 0;
    bool operator==(const CacheDir &) const = default;
};

struct Readings
{
    QList<EnvironmentSnapshot::Gpu> gpus; ///< empty without a card (no-GPU mode) or a driver
    bool disksRead = false; ///< the disks and caches were asked for and read
    QList<EnvironmentSnapshot::Disk> disks;
    QList<CacheDir> caches; ///< the ones that exist
    /// The cards' mean utilization in percent; -1 when no card reported one.
    int utilization() const;
};

/// `dataMount`: where the instance's data disk is mounted (empty: none).
Readings parse(const QByteArray &output, const QString &dataMount);

} // namespace UsageProbe
