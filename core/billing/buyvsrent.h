#pragma once

#include "common/currency.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

/// Whether to buy a card or rent one by the hour (the seed's section 1): a rig loses value and
/// draws power; renting costs only the hours used. Integers throughout, as money always is.
class BuyVsRent
{
    Q_DECLARE_TR_FUNCTIONS(BuyVsRent)

public:
    struct Input
    {
        Money rigPrice; ///< the card and what it needs (power supply, cooling)
        int depreciationPercent = 60; ///< value lost over `years`
        int years = 2;
        int powerWatts = 0; ///< under load; 0 leaves electricity out
        Money electricityPerKwh;
        Money rentPerHour;
        int hoursPerYear = 500; ///< of real use
        Currency currency; ///< what the amounts are counted in (the verdict says them in it)
    };
    struct Result
    {
        Money ownCost; ///< depreciation plus electricity over the years
        Money rentCost; ///< the same hours, rented
        /// Hours of use per year from which owning costs less; none when renting always does.
        std::optional<qint64> breakEvenHoursPerYear;
        bool rent = true;
        QString verdict;
    };
    static Result compare(const Input &input);
};
