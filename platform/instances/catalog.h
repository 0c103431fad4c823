#pragma once

#include "platform/instances/gputypes.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

struct Region
{
    QString id;
    QString name;
    QString location;
};

/// A system image an instance boots from. CUDA images run only on cards whose compute capability
/// their CUDA and frameworks were built for: too old a card, or too new for an old CUDA (the
/// classic "sm_89 is not compatible with the current PyTorch installation").
struct Image
{
    QString id;
    QString name;
    QString kind; ///< "public" or "custom"
    QString framework;
    QString frameworkVersion;
    QString cuda; ///< empty when the image has no CUDA
    QString python; ///< empty when the image has no Python
    int sizeGb = 0;
    double minCudaCapability = 0; ///< 0: no lower bound
    double maxCudaCapability = 0; ///< 0: no upper bound
};

/// Prices that are not per card. Discounts are what a package costs as a fraction of on-demand for
/// the same hours, held in basis points so that package prices are integer arithmetic.
struct Pricing
{
    /// The seed: daily and weekly packages come at 70–80% of on demand, the week the cheaper.
    int packageDailyBasisPoints = 7800; ///< a day's package costs 78% of 24 on-demand hours
    int packageWeeklyBasisPoints = 7000; ///< a week's costs 70% of 168 hours
    qint64 noGpuCentsPerHour = 0;
    qint64 systemStorageCentsPerGbDay = 0;
    qint64 dataStorageCentsPerGbDay = 0;
    qint64 imageStorageCentsPerGbDay = 0;
    int systemDiskFreeGb = 0;
};

/// What the platform rents: regions, cards, images, prices and capacity. Built in, or replaced part
/// by part by DATA/catalog.json so a sandbox can model another platform.
class Catalog
{
public:
    static Catalog defaults();
    /// The defaults with the parts present in `path` replaced; nullopt with a sentence in *error
    /// when the file is not valid JSON or a part is malformed. A missing file is not an error.
    static std::optional<Catalog> load(const QString &path, QString *error);

    QList<Region> regions;
    QList<GpuType> gpuTypes;
    QList<Image> images;
    Pricing pricing;
    /// GPUs each region has of each card: capacity[region][gpu type].
    QHash<QString, QHash<QString, int>> capacity;

    const Region *region(const QString &id) const;
    const GpuType *gpuType(const QString &id) const;
    const Image *image(const QString &id) const;
    /// Why `image` cannot run on `gpu`, or empty when it can.
    static QString incompatibility(const Image &image, const GpuType &gpu);

    static QJsonObject toJson(const Region &region);
    static QJsonObject toJson(const GpuType &gpu);
    static QJsonObject toJson(const Image &image);
    QJsonObject pricingJson() const;
};
