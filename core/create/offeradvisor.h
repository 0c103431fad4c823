#pragma once

#include "common/currency.h"
#include "core/api/instancefacets.h"
#include "core/model/catalog.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

/// Which machine of a marketplace's offers to suggest, and why, in words: on a marketplace the
/// cheapest offer is often a host that goes down, and a host that goes down takes the job (and what
/// was on its disk) with it, so the suggestion is the cheapest host that has been up enough of the
/// time, and the sentence says what the cheaper ones would have cost in reliability.
class OfferAdvisor
{
    Q_DECLARE_TR_FUNCTIONS(OfferAdvisor)

public:
    /// Below this share of the time up, a host is not suggested.
    static constexpr double kReliabilityFloor = OfferQuery::kStudentsFloor;

    struct Advice
    {
        std::optional<qsizetype> suggested; ///< index into the offers; none when no host is reliable enough
        QString sentence; ///< why that one, or why none
    };
    /// `offers` in any order; `floor` the reliability below which a host is not suggested; prices
    /// are said in `currency`.
    static Advice advise(const QList<Offer> &offers, double floor, const Currency &currency);

    /// Searches `market` for `query`, and once more for the cheapest machine of all, whatever its
    /// reliability: the answer is the offers asked for, cheapest first, with that cheaper, shakier
    /// machine in front where there is one (so advise() can say what it would save and risk). A
    /// failure of the second search leaves the comparison out, not the offers.
    static void find(OfferMarket &market, const OfferQuery &query, QObject *context,
                     const PlatformFacet::Done<QList<Offer>> &done);

    /// A reliability as the user reads it: 0.995 → "99.5%".
    static QString percent(double reliability);
    /// Where the machine is, as shown: "Oslo, NO", else the country, else "an unnamed place".
    static QString place(const Offer &offer);
};
