#include "core/model/datadiskshell.h"

using namespace Qt::StringLiterals;

namespace {

/// Mounted at each boot by its label; `nofail` keeps a boot going when the disk is detached.
QString atEachBoot()
{
    return u"(grep -q '^LABEL=data ' /etc/fstab || echo 'LABEL=data %1 ext4 defaults,nofail 0 2' >> /etc/fstab)"_s.arg(
        QLatin1StringView(DataDiskShell::kMountPath));
}

} // namespace

namespace DataDiskShell {

QString firstUse(const QString &device)
{
    return u"mkfs.ext4 -L data %1 && mkdir -p %2 && mount %1 %2 && %3"_s.arg(device, QLatin1StringView(kMountPath),
                                                                             atEachBoot());
}

QString mountAgain()
{
    return u"mkdir -p %1 && mount -L data %1 && %2"_s.arg(QLatin1StringView(kMountPath), atEachBoot());
}

QString afterGrow(const QString &device)
{
    return u"resize2fs %1"_s.arg(device);
}

} // namespace DataDiskShell
