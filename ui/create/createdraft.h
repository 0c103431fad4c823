#pragma once

#include "core/autostop/autostopsettings.h"
#include "core/billing/instancequote.h"
#include "core/create/createoptions.h"
#include "core/model/instance.h"

/// What the create wizard's pages choose, shared by them: the options read from the platform and
/// the instance being drawn up. Each page writes its part into `spec`; later pages read earlier
/// ones (the image page the card, the summary everything).
struct CreateDraft
{
    CreateOptions options;
    InstanceSpec spec;
    int expectedHours = 8; ///< how long the user expects to use it (billing page's comparison)
    bool newDataDisk = true; ///< a new data disk of spec.dataDiskGb, else the volume spec.dataVolumeId
    /// On by default; nullopt where the platform runs no startup scripts to install its agent with.
    std::optional<AutostopSettings> autostop = AutostopSettings();
    /// On a marketplace: the machine chosen (its id is spec.offerId); its price is the quote's.
    std::optional<Offer> offer;

    const GpuType *card() const { return options.gpuType(spec.gpuType); }
    const Image *image() const { return options.image(spec.image); }
    int gpuCount() const { return spec.gpuCount.value_or(1); }
    /// The system disk's size: the one chosen, else what the platform gives by default.
    int systemDiskGb() const;
    /// The data disk's size: the new disk's, or the chosen volume's.
    int dataDiskGb() const;
    /// The volume chosen as the data disk, if one is.
    const Volume *volume() const;
    /// The figures for what is chosen so far (zero before a card is).
    InstanceQuote quote() const;
};
