#pragma once

#include "core/ssh/environmentsnapshot.h"

#include <QString>

#include <optional>

/// The first environment snapshot of each boot, kept per instance on this computer (one JSON file
/// per instance under the data directory), so the details show what the instance was when it came
/// up even after the console restarts.
class SnapshotKeeper
{
public:
    explicit SnapshotKeeper(QString dir);

    /// Keeps `snapshot` as the one of the boot that started at `bootStartedAt`, unless that boot
    /// already has one; true when it was kept.
    bool keep(const QString &platform, const QString &instanceId, const QDateTime &bootStartedAt,
              const EnvironmentSnapshot &snapshot) const;
    /// The kept snapshot, with the start of its boot.
    std::optional<std::pair<QDateTime, EnvironmentSnapshot>> kept(const QString &platform,
                                                                  const QString &instanceId) const;

private:
    QString fileFor(const QString &platform, const QString &instanceId) const;
    QString m_dir;
};
