#include "core/create/offeradvisor.h"

#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// Cheaper first; at one price, the steadier host.
bool better(const Offer &a, const Offer &b)
{
    if (a.pricePerHour != b.pricePerHour)
        return a.pricePerHour < b.pricePerHour;
    return a.reliability > b.reliability;
}

} // namespace

void OfferAdvisor::find(OfferMarket &market, const OfferQuery &query, QObject *context,
                        const PlatformFacet::Done<QList<Offer>> &done)
{
    market.offers(query, context, [&market, query, context, done](const ApiResult<QList<Offer>> &asked) {
        if (!asked.ok() || query.minReliability <= 0)
            return done(asked);
        OfferQuery anyHost = query;
        anyHost.minReliability = 0;
        anyHost.limit = 1;
        market.offers(anyHost, context, [asked, done](const ApiResult<QList<Offer>> &cheapest) {
            QList<Offer> found = asked.value();
            if (cheapest.ok() && !cheapest.value().isEmpty()) {
                const Offer &low = cheapest.value().first();
                const bool listed
                    = std::any_of(found.cbegin(), found.cend(), [&](const Offer &o) { return o.id == low.id; });
                if (!listed && (found.isEmpty() || low.pricePerHour < found.first().pricePerHour))
                    found.prepend(low);
            }
            done(found);
        });
    });
}

QString OfferAdvisor::percent(double reliability)
{
    // Three significant figures tell 99.5% from 99.9%, which is what matters between two hosts.
    return QLocale().toString(reliability * 100, 'g', 3) + u'%';
}

QString OfferAdvisor::place(const Offer &offer)
{
    if (!offer.location.isEmpty())
        return offer.location;
    if (!offer.countryCode.isEmpty())
        return offer.countryCode;
    return tr("an unnamed place");
}

OfferAdvisor::Advice OfferAdvisor::advise(const QList<Offer> &offers, double floor, const Currency &currency)
{
    Advice advice;
    if (offers.isEmpty()) {
        advice.sentence = tr("No machine has this card with these filters now: allow a lower reliability, any CUDA "
                             "version or machines without a direct SSH port, or choose another card.");
        return advice;
    }
    qsizetype cheapest = 0;
    std::optional<qsizetype> steady;
    for (qsizetype k = 0; k < offers.size(); ++k) {
        if (better(offers[k], offers[cheapest]))
            cheapest = k;
        if (offers[k].reliability >= floor && (!steady || better(offers[k], offers[*steady])))
            steady = k;
    }
    const Offer &low = offers[cheapest];
    const auto perHour = [&](const Offer &o) { return tr("%1/h").arg(currency.format(o.pricePerHour)); };
    if (!steady) {
        advice.sentence = tr("No host here has been up %1 of the time. The cheapest, %2 in %3, has been up %4: a "
                             "host that goes down stops your job, so save checkpoints often if you rent one.")
                              .arg(percent(floor), perHour(low), place(low), percent(low.reliability));
        return advice;
    }
    advice.suggested = steady;
    const Offer &pick = offers[*steady];
    if (*steady == cheapest) { // at one price, better() puts the steadier first
        advice.sentence = tr("Suggested: the cheapest machine, %1 in %2, whose host has been up %3 of the time.")
                              .arg(perHour(pick), place(pick), percent(pick.reliability));
        return advice;
    }
    advice.sentence = tr("Suggested: %1 in %2, up %3 of the time. The cheapest, %4 in %5, has been up only %6: "
                         "when a host goes down your job stops with it, and the steadier machine costs only %7 "
                         "more an hour.")
                          .arg(perHour(pick), place(pick), percent(pick.reliability), perHour(low), place(low),
                               percent(low.reliability), currency.format(pick.pricePerHour - low.pricePerHour));
    return advice;
}
