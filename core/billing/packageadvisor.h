#pragma once

#include "common/currency.h"
#include "core/model/billing.h"
#include "core/model/catalog.h"

#include <QCoreApplication>
#include <QString>

/// Whether a daily or weekly package pays against on-demand (the seed's section 4.3): a package
/// is prepaid at a discount and not refunded, so it pays only when the instance is busy for more
/// of the period than the discount leaves; otherwise on demand is cheaper.
class PackageAdvisor
{
    Q_DECLARE_TR_FUNCTIONS(PackageAdvisor)

public:
    /// The platform's price of a package: price × count × hours × discount, rounded down.
    static Money packagePrice(Money pricePerGpuHour, int gpuCount, int hours, Discount discount);

    struct Input
    {
        Money ratePerHour; ///< on demand, for all the instance's GPUs
        Money packagePrice;
        int periodHours = 24; ///< 24 daily, 168 weekly
        int busyHours = 24; ///< expected use within the period
        Currency currency; ///< what the amounts are counted in (the verdict says them in it)
    };
    struct Result
    {
        Money onDemandCost; ///< the busy hours at the hourly rate
        Money packageCost;
        bool packagePays = false;
        int breakEvenBusyPercent = 0; ///< busier than this, the package is cheaper
        QString verdict;
    };
    static Result compare(const Input &input);

    /// Busy hours from past usage: the seconds the usage report counted, in whole hours, over the
    /// latest `periodHours` hour buckets (GET /v1/billing/usage?bucket=hour).
    static int busyHoursFrom(const QList<UsageItem> &hourly, int periodHours);
};
