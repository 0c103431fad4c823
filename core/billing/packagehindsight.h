#pragma once

#include "common/currency.h"
#include "core/model/billing.h"
#include "core/model/catalog.h"

#include <QCoreApplication>
#include <QTimeZone>

/// The package advisor in hindsight (the seed's section 4.3): for each card the user ran
/// in the last seven days, what that week cost on demand against what daily packages (one for each
/// day it was used, where that was cheaper) or one weekly package would have cost, at the platform's
/// prices and discounts, rounded as the platform rounds.
class PackageHindsight
{
    Q_DECLARE_TR_FUNCTIONS(PackageHindsight)

public:
    struct CardWeek
    {
        QString gpuType;
        QString cardName;
        int gpuCount = 1; ///< as the charges show it (an instance of 2 GPUs costs twice the price)
        qint64 busySeconds = 0;
        int daysUsed = 0;
        Money onDemand; ///< what the week's use of the card cost by the hour
        Money withDailyPackages; ///< each day used: a daily package where it is cheaper than that day's hours
        Money weeklyPackage;
        /// The cheapest of the three minus on demand: below zero, a package would have saved that.
        Money saving() const;
        QString verdict; ///< in the user's words, with the amounts
    };

    /// `hourlyByCard` is a usage report with bucket=hour and group=gpu_type over the last seven
    /// days; days are counted in the platform's billing `zone`.
    static QList<CardWeek> lastWeek(const Usage &hourlyByCard, const QList<GpuType> &cards, const Pricing &pricing,
                                    const QTimeZone &zone, const Currency &currency);
};
