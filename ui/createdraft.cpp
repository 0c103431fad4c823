#include "ui/createdraft.h"

#include "core/create/specrules.h"

int CreateDraft::dataDiskGb() const
{
    if (newDataDisk)
        return spec.dataDiskGb.value_or(0);
    for (const Volume &v : options.volumes) {
        if (spec.dataVolumeId && v.id == *spec.dataVolumeId)
            return v.sizeGb;
    }
    return 0;
}

InstanceQuote CreateDraft::quote() const
{
    const GpuType *c = card();
    if (!c)
        return {};
    const int system
        = spec.systemDiskGb.value_or(SpecRules::defaultSystemDiskGb(image(), options.pricing.systemDiskFreeGb));
    return InstanceQuote::of(*c, gpuCount(), system, dataDiskGb(), options.pricing);
}
