#include "common/money.h"

#include <QRegularExpression>

#include <limits>

using namespace Qt::StringLiterals;

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

QString Money::format() const
{
    const bool negative = m_cents < 0;
    // Negate in unsigned space so INT64_MIN formats instead of overflowing.
    const quint64 magnitude = negative ? 0 - static_cast<quint64>(m_cents) : static_cast<quint64>(m_cents);
    const QString units = QString::number(magnitude / 100);
    const QString fraction = QString::number(magnitude % 100).rightJustified(2, u'0');
    return (negative ? u"-"_s : QString()) + u"¥" + units + u'.' + fraction;
}

std::optional<Money> Money::parse(QStringView text)
{
    static const QRegularExpression pattern(uR"(^\s*(-)?\s*[¥￥]?\s*(\d{1,15})(?:\.(\d{1,2}))?\s*\z)"_s);
    const auto match = pattern.match(text.toString());
    if (!match.hasMatch())
        return std::nullopt;
    const qint64 units = match.capturedView(2).toLongLong();
    QString fraction = match.captured(3);
    if (fraction.size() == 1)
        fraction += u'0';
    const qint64 cents = units * 100 + (fraction.isEmpty() ? 0 : fraction.toLongLong());
    return Money(match.capturedView(1).isEmpty() ? cents : -cents);
}
