#pragma once

#include "common/money.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>

struct Region
{
    QString id;
    QString name;
    QString location;
    /// A batch scheduler's partition: the longest a job may ask for, and what it gets when it asks
    /// for nothing (minutes; unset: no limit, or not said). Not on gpudesk's wire.
    std::optional<int> maxJobMinutes = std::nullopt;
    std::optional<int> defaultJobMinutes = std::nullopt;
    bool operator==(const Region &) const = default;
};

/// A card the platform rents, priced per GPU per hour.
struct GpuType
{
    QString id;
    QString name;
    int vramGb = 0;
    int bandwidthGbps = 0;
    double fp16Tflops = 0;
    Money pricePerHour;
    /// What the platform itself quotes one card for a prepaid day and a prepaid month (Compshare's
    /// Day and Month), where it does: the package advisor compares those, not a discount of the hour.
    std::optional<Money> pricePerDay;
    std::optional<Money> pricePerMonth;
    bool unverifiedAllowed = false;
    double computeCapability = 0;
    /// A machine the card is rented in: its card count with the cores and memory that go with it,
    /// priced whole (all its cards together), where the platform offers a choice (Compshare's).
    struct Size
    {
        int gpus = 1;
        int cpus = 0;
        int memoryGb = 0;
        Money pricePerHour;
        std::optional<Money> pricePerDay;
        std::optional<Money> pricePerMonth;
        bool operator==(const Size &) const = default;
    };
    /// The sizes on offer, smallest first; empty where the platform picks the cores and memory itself
    /// (then the prices above are per card).
    QList<Size> sizes;
    /// The size of `gpus` cards with `cpus` cores and `memoryGb` of memory (the smallest that matches
    /// what is set); null where there is none.
    const Size *size(int gpus, std::optional<int> cpus = std::nullopt, std::optional<int> memoryGb = std::nullopt) const
    {
        for (const Size &s : sizes)
            if (s.gpus == gpus && (!cpus || s.cpus == *cpus) && (!memoryGb || s.memoryGb == *memoryGb))
                return &s;
        return nullptr;
    }
    bool operator==(const GpuType &) const = default;
};

/// A card an account waits for on the platform: the platform tells the account's webhooks
/// (stock.available) once it is free, so a phone hears of it with no console running.
struct StockAlert
{
    QString id;
    QString gpuType;
    std::optional<QString> region; ///< none: any region
    int count = 1;
    QDateTime createdAt;
    QDateTime expiresAt;
    bool operator==(const StockAlert &) const = default;
};

/// GPUs of one type in one region (an instance in no-GPU mode holds none).
struct Stock
{
    QString region;
    QString gpuType;
    int available = 0;
    int capacity = 0;
    /// Where the platform gives no count, only how much it has ("none", "low", "medium", "high"):
    /// then `available` is 0 for none and 1 otherwise, and `capacity` 0 (unknown), so "is there
    /// any" reads the same on every platform; what is shown is the level.
    std::optional<QString> level;
    bool operator==(const Stock &) const = default;
};

/// One machine's offer on a marketplace (Vast.ai): a marketplace rents machines, not cards, so two
/// offers of the same card differ in price, in how reliable the host has been and in its network.
struct Offer
{
    QString id; ///< what an instance is made from
    QString machineId;
    QString gpuType; ///< the card as the platform filters by it ("RTX_4090")
    QString gpuName; ///< as it is shown ("RTX 4090")
    int gpuCount = 0;
    int gpuMemoryGb = 0; ///< per card
    Money pricePerHour; ///< the offer's cards with its disk, on demand
    std::optional<Money> minBidPerHour; ///< interruptible: the lowest bid that runs it now
    Money storagePerGbMonth;
    std::optional<Money> downloadPerTb;
    std::optional<Money> uploadPerTb;
    double reliability = 0; ///< 0 to 1: how much of the time the host has been up
    double dlperf = 0; ///< the marketplace's deep-learning performance score
    double downloadMbps = 0;
    double uploadMbps = 0;
    double cudaMax = 0; ///< the newest CUDA the host's driver runs (12.4)
    double diskGb = 0; ///< disk free to rent
    int directPorts = 0; ///< ports reachable directly, not through the platform's SSH proxy
    QString location; ///< "Oslo, NO"
    QString countryCode; ///< "NO"
    bool verified = false;
    bool datacenter = false;
    bool operator==(const Offer &) const = default;
};

/// What a search for offers asks for: the card, and what a student should not rent below.
struct OfferQuery
{
    QString gpuType; ///< empty: any card
    int gpuCount = 0; ///< 0: any
    QString countryCode; ///< where the machine is ("NO"); empty: anywhere
    std::optional<Money> maxPricePerHour;
    /// Below this share of the time up, a host is not one a student should rent by default.
    static constexpr double kStudentsFloor = 0.98;
    double minReliability = kStudentsFloor;
    bool verifiedOnly = true;
    bool directSsh = true; ///< a port for SSH straight to the machine
    std::optional<double> minCuda; ///< what the image needs
    int diskGb = 0; ///< what the instance's disk will be (0: the platform's default)
    bool interruptible = false; ///< bid offers instead of on-demand ones
    /// Only this machine's offers (where a volume chosen lives); empty: any.
    QString machineId;
    int limit = 64;
};

/// A system image: public, community (shared by another user of the platform: `author`), or custom
/// (saved from an instance; then `custom` is set).
struct Image
{
    QString id;
    QString name;
    QString kind; ///< public, community or custom
    QString author; ///< who shared a community image
    /// The cards it is made for, where it says (a community image may); empty: any its CUDA drives.
    QStringList onlyCards;
    QString framework;
    std::optional<QString> frameworkVersion;
    std::optional<QString> cuda;
    std::optional<QString> python;
    int sizeGb = 0;
    std::optional<double> minCudaCapability;
    std::optional<double> maxCudaCapability;

    /// What only a custom image has.
    struct Custom
    {
        qint64 sizeBytes = 0;
        QDateTime createdAt;
        QString sourceInstanceId;
        bool dataDiskIncluded = false;
        QString note;
        bool operator==(const Custom &) const = default;
    };
    std::optional<Custom> custom;

    /// Whether the image's CUDA can drive a card of this compute capability.
    bool supports(double computeCapability) const
    {
        return (!minCudaCapability || computeCapability >= *minCudaCapability)
            && (!maxCudaCapability || computeCapability <= *maxCudaCapability);
    }
    bool operator==(const Image &) const = default;
};

/// Storage prices per GB per day.
struct StoragePrices
{
    Money system; ///< system disk beyond the free size, while the instance is stopped
    Money data; ///< data disks and volumes
    Money image; ///< custom images
    bool operator==(const StoragePrices &) const = default;
};

/// What a package costs as a fraction of on demand, in basis points (7500: 0.75), decoded once from
/// the platform's decimal so every price computed from it is integer arithmetic, as the platform's.
struct Discount
{
    qint64 basisPoints = 10000;
    static Discount fromFraction(double fraction) { return {qRound64(fraction * 10000)}; }
    double fraction() const { return double(basisPoints) / 10000; }
    bool operator==(const Discount &) const = default;
};

struct Pricing
{
    Discount packageDailyDiscount; ///< of 24 on-demand hours, what a daily package costs
    Discount packageWeeklyDiscount; ///< of 168 on-demand hours, what a weekly one costs
    Money noGpuPerHour;
    StoragePrices storagePerGbDay;
    int systemDiskFreeGb = 0;
    bool operator==(const Pricing &) const = default;
};
