#pragma once

#include "common/money.h"

#include <QString>

class Catalog;
struct Instance;

/// What things cost, from the catalog's prices: a card by the hour, the no-GPU mode, disks and
/// images by the day, packages. The one place prices become money: the meters, the quotes a route
/// gives and the balance checks before a start all read it.
class Tariff
{
public:
    explicit Tariff(const Catalog &catalog);

    /// The instance's cards on demand, per hour.
    Money computeRate(const Instance &instance) const;
    Money noGpuRatePerHour() const;
    /// What a running instance accrues per hour in its meter's kind (a package's hours are paid).
    Money runningRate(const Instance &instance) const;
    /// A stopped instance's disks (the system disk's free part excluded), per day.
    Money storageRatePerDay(const Instance &instance) const;
    Money volumeRatePerDay(qint64 sizeGb) const;
    Money imageRatePerDay(qint64 sizeGb) const;
    /// A package's price, paid at once; zero for a mode that is not a package or an unknown card.
    Money packagePrice(const QString &billingMode, const QString &gpuType, int gpuCount) const;
    /// How long a package runs; 0 for on demand.
    static qint64 packageSeconds(const QString &billingMode);

private:
    const Catalog &m_catalog;
};
