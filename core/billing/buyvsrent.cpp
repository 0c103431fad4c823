#include "core/billing/buyvsrent.h"

BuyVsRent::Result BuyVsRent::compare(const Input &in)
{
    Result r;
    const qint64 hours = qint64(in.hoursPerYear) * in.years;
    const Money depreciation = Money::forDuration(in.rigPrice, in.depreciationPercent, 100);
    // watts × hours / 1000 = kWh; priced per kWh, rounded down to the cent.
    const Money electricity = Money::forDuration(in.electricityPerKwh * in.powerWatts, hours, 1000);
    r.ownCost = depreciation + electricity;
    r.rentCost = in.rentPerHour * hours;
    r.rent = r.rentCost <= r.ownCost;
    // Owning wins once depreciation is spread over enough hours: rent × h ≥ depreciation +
    // power × h, i.e. h ≥ depreciation / (rent − power per hour), in milli-cents to stay exact.
    const qint64 rentMilli = in.rentPerHour.cents() * 1000;
    const qint64 powerMilli = qint64(in.powerWatts) * in.electricityPerKwh.cents();
    if (rentMilli > powerMilli && in.years > 0) {
        const qint64 total = (depreciation.cents() * 1000 + rentMilli - powerMilli - 1) / (rentMilli - powerMilli);
        r.breakEvenHoursPerYear = (total + in.years - 1) / in.years;
    }
    if (r.rent) {
        r.verdict = r.breakEvenHoursPerYear
            ? tr("Rent: %1 of use over %2 costs %3 rented against %4 owned. Owning pays only from about %5 hours "
                 "a year.")
                  .arg(tr("%n hour(s)", nullptr, int(hours)), tr("%n year(s)", nullptr, in.years),
                       in.currency.format(r.rentCost), in.currency.format(r.ownCost))
                  .arg(*r.breakEvenHoursPerYear)
            : tr("Rent: %1 rented against %2 owned; at this power price owning never pays.")
                  .arg(in.currency.format(r.rentCost), in.currency.format(r.ownCost));
    } else {
        r.verdict = tr("Buy: at %1 hours a year, owning costs %2 against %3 rented over %4.")
                        .arg(QString::number(in.hoursPerYear), in.currency.format(r.ownCost),
                             in.currency.format(r.rentCost), tr("%n year(s)", nullptr, in.years));
    }
    return r;
}
