#pragma once

#include <QString>

/// The shell commands, run as root on the instance, that make a data disk usable where the platform
/// hands it over raw (Compshare's: a block device with no filesystem, mounted nowhere). gpudesk shows
/// them rather than running them: a filesystem made on the wrong device loses its files, and only the
/// user knows what a disk holds. The disk is labelled, so it mounts by its label at /data on any
/// instance it is attached to, whatever device name it gets there.
namespace DataDiskShell {

/// Where gpudesk advises mounting it: the seed's and gpudesk's own habit.
inline constexpr const char *kMountPath = "/data";

/// A new, empty disk at `device`: a filesystem labelled "data", mounted at /data now and at each boot.
QString firstUse(const QString &device);
/// A disk that has its filesystem already (attached again): mounted by its label, now and at each boot.
QString mountAgain();
/// After the disk grew (its instance booted again): the filesystem grown to fill it.
QString afterGrow(const QString &device);

} // namespace DataDiskShell
