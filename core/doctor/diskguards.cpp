#include "core/doctor/diskguards.h"

#include "core/model/instancewords.h"

#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// The disk a path is on: the mount that is its longest prefix.
const EnvironmentSnapshot::Disk *diskOf(const QString &path, const QList<EnvironmentSnapshot::Disk> &disks)
{
    const EnvironmentSnapshot::Disk *best = nullptr;
    for (const EnvironmentSnapshot::Disk &d : disks) {
        const bool under = d.mount == u"/"_s || path == d.mount || path.startsWith(d.mount + u'/');
        if (under && (!best || d.mount.size() > best->mount.size()))
            best = &d;
    }
    return best;
}

} // namespace

DiskGuards::DiskGuards(qint64 cacheBytes)
    : m_cacheBytes(cacheBytes)
{ }

QList<GuardWarning> DiskGuards::check(const Instance &instance, const UsageProbe::Readings &readings,
                                      const QDateTime &now)
{
    if (!readings.disksRead || readings.disks.isEmpty())
        return {};
    QList<GuardWarning> holding;
    QList<UsageProbe::CacheDir> caches = readings.caches;
    std::sort(caches.begin(), caches.end(),
              [](const UsageProbe::CacheDir &a, const UsageProbe::CacheDir &b) { return a.bytes > b.bytes; });
    const auto named = [](const UsageProbe::CacheDir &c) {
        return u"%1 (%2, %3)"_s.arg(c.name, c.path, InstanceWords::dataSize(c.bytes));
    };

    for (const EnvironmentSnapshot::Disk &d : readings.disks) {
        if (d.totalBytes <= 0 || d.usedBytes * 100 / d.totalBytes < kFullPercent)
            continue;
        const int percent = int(d.usedBytes * 100 / d.totalBytes);
        const bool system = d.role == EnvironmentSnapshot::Disk::Role::System;
        QStringList largest;
        for (const UsageProbe::CacheDir &c : caches) {
            if (diskOf(c.path, readings.disks) == &d && largest.size() < 3)
                largest << named(c);
        }
        const QString title = system ? tr("%1's system disk is %2% full").arg(instance.name).arg(percent)
                                     : tr("%1's data disk is %2% full").arg(instance.name).arg(percent);
        const QString what = largest.isEmpty()
            ? tr("No cache is large there: delete old checkpoints and data you no longer need.")
            : tr("The largest caches on it: %1. Clean them (pip cache purge, huggingface-cli delete-cache) or "
                 "move them to the data disk with the startup script.")
                  .arg(largest.join(u", "_s));
        holding << GuardWarning{u"disk:"_s + instance.id + u':' + d.mount, instance.id, title,
                                tr("%1 has %2 left of %3. A full disk stops logs and checkpoints and kills runs. %4")
                                    .arg(system ? tr("The system disk (/)") : tr("The data disk (%1)").arg(d.mount),
                                         InstanceWords::dataSize(d.availableBytes),
                                         InstanceWords::dataSize(d.totalBytes), what)};
    }

    QStringList onSystem;
    for (const UsageProbe::CacheDir &c : caches) {
        const EnvironmentSnapshot::Disk *d = diskOf(c.path, readings.disks);
        if (c.bytes >= m_cacheBytes && d && d->role == EnvironmentSnapshot::Disk::Role::System)
            onSystem << named(c);
    }
    const bool hasData = std::any_of(readings.disks.cbegin(), readings.disks.cend(),
                                     [](const auto &d) { return d.role == EnvironmentSnapshot::Disk::Role::Data; });
    if (!onSystem.isEmpty() && hasData)
        holding << GuardWarning{
            u"caches:"_s + instance.id, instance.id, tr("%1's caches are on its system disk").arg(instance.name),
            tr("%1 fill the system disk, which is small and is deleted with the instance. Put them on the data disk "
               "from the next boot with the startup script (export HF_HOME=… TORCH_HOME=… PIP_CACHE_DIR=… under "
               "the data disk), and move what is there now.")
                .arg(onSystem.join(u", "_s))};
    return m_causes.update(holding, now, instance.id);
}

void DiskGuards::forget(const QString &instanceId, const QDateTime &now)
{
    m_causes.update({}, now, instanceId);
}

void DiskGuards::snooze(const QString &cause, const QDateTime &until)
{
    m_causes.snooze(cause, until);
}

QList<GuardState> DiskGuards::states() const
{
    return m_causes.states();
}
