#include "core/api/usdollars.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace UsDollars {

Currency currency()
{
    return *Currency::of(u"USD"_s, 6);
}

Money fromJson(const QJsonValue &value)
{
    const double d = value.toDouble();
    if (!std::isfinite(d))
        return {};
    // Beyond ±9.2e12 dollars a figure is nonsense; it saturates as Money's arithmetic does.
    const double scaled = std::clamp(std::round(d * 1e6), -9.2e18, 9.2e18);
    return Money::fromCents(qint64(scaled));
}

} // namespace UsDollars
