#pragma once

#include "common/money.h"
#include "core/model/catalog.h"
#include "core/model/vocabulary.h"

#include <QString>

#include <optional>

/// What a new instance will cost at the platform's prices (the wizard's figures, DESIGN section 3's
/// billing rules): by the hour with its GPUs and in no-GPU mode, as a daily or weekly package, and
/// in storage while it is stopped. Integers throughout, rounded as the platform rounds.
struct InstanceQuote
{
    Money gpuPerHour; ///< the card's price × the count
    Money noGpuPerHour; ///< no-GPU mode's flat rate
    Money dailyPackage; ///< prepaid for 24 hours, not refunded
    Money weeklyPackage; ///< prepaid for 168 hours, not refunded
    /// Prepaid for a month (720 hours), where the platform quotes one for the card.
    std::optional<Money> monthlyPackage;
    /// Whether a daily package is priced: by the platform's discount (its price list) or by the card's
    /// own quoted day.
    bool dailyKnown = false;
    /// Storage while stopped, per day: the system disk beyond the free size, and the data disk.
    /// Nothing accrues for storage while the instance runs. Unknown without a price list.
    std::optional<Money> storagePerDayStopped;

    /// `dataDiskGb` is the new data disk's size or the attached volume's. Without `pricing` (a
    /// platform that publishes only its cards' rates) only gpuPerHour is known.
    /// Where the card comes in sizes (GpuType::sizes), the machine of `gpuCount` cards with `cpus`
    /// cores and `memoryGb` (the smallest that matches what is set) is priced whole.
    static InstanceQuote of(const GpuType &card, int gpuCount, int systemDiskGb, int dataDiskGb,
                            const std::optional<Pricing> &pricing, std::optional<int> cpus = std::nullopt,
                            std::optional<int> memoryGb = std::nullopt);

    /// A marketplace machine's offer with a disk of `diskGb`: its price by the hour (cards and disk
    /// together, as the market prices it) and, while stopped, the disk at the machine's own rate.
    static InstanceQuote ofOffer(const Offer &offer, int diskGb);

    /// What `hours` of use cost with the GPUs in a billing mode: on demand by the hour; a package
    /// for as many periods as the hours need.
    Money forHours(int hours, BillingMode billingMode) const;
    /// What `hours` stopped cost in storage; unknown without a price list.
    std::optional<Money> storageForHours(int hours) const;
    /// The no-GPU rate as a percentage of the card's (at least 1), as the console says it; none
    /// where the card's rate is unknown.
    std::optional<int> noGpuPercent() const;
};
