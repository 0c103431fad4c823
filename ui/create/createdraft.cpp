#include "ui/create/createdraft.h"

#include "core/create/specrules.h"

int CreateDraft::dataDiskGb() const
{
    if (newDataDisk)
        return spec.dataDiskGb.value_or(0);
    const Volume *v = volume();
    return v ? v->sizeGb : 0;
}

const Volume *CreateDraft::volume() const
{
    if (newDataDisk || !spec.dataVolumeId)
        return nullptr;
    for (const Volume &v : options.volumes) {
        if (v.id == *spec.dataVolumeId)
            return &v;
    }
    return nullptr;
}

int CreateDraft::systemDiskGb() const
{
    return spec.systemDiskGb.value_or(SpecRules::defaultSystemDiskGb(image(), options.systemDiskFreeGb()));
}

InstanceQuote CreateDraft::quote() const
{
    if (offer)
        return InstanceQuote::ofOffer(*offer, systemDiskGb());
    const GpuType *c = card();
    return c
        ? InstanceQuote::of(*c, gpuCount(), systemDiskGb(), dataDiskGb(), options.pricing, spec.cpus, spec.memoryGb)
        : InstanceQuote();
}
