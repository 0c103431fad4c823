#include "common/money.h"

#include <limits>

Money Money::forDuration(Money ratePerHour, qint64 seconds, qint64 periodSeconds)
{
    if (seconds <= 0 || periodSeconds <= 0)
        return {};
    // rate × seconds always fits in 128 bits, so the floor is exact; a result beyond 64 bits (an
    // absurd rate for centuries) saturates instead of wrapping.
    __extension__ using Wide = __int128;
    const Wide product = static_cast<Wide>(ratePerHour.cents()) * seconds;
    Wide charged = product / periodSeconds;
    if (product % periodSeconds != 0 && product < 0)
        --charged; // floor, not truncation, for credits
    constexpr auto max = std::numeric_limits<qint64>::max();
    constexpr auto min = std::numeric_limits<qint64>::min();
    if (charged > max)
        return Money(max);
    if (charged < min)
        return Money(min);
    return Money(static_cast<qint64>(charged));
}
