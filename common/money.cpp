#include "common/money.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

Money Money::forDuration(Money ratePerHour, std::int64_t seconds)
{
    if (seconds <= 0)
        return {};
    // Split whole hours from the remainder so rate × seconds never overflows: the remainder is
    // below 3600, and the whole-hour part is exact. floor((r·(3600h + s)) / 3600) = r·h + floor(r·s/3600)
    // holds for non-negative rates; a negative rate (a credit) floors towards minus infinity alike.
    const std::int64_t hours = seconds / 3600;
    const std::int64_t rest = seconds % 3600;
    const std::int64_t rate = ratePerHour.cents();
    std::int64_t part = rate * rest;
    std::int64_t partCents = part / 3600;
    if (part % 3600 != 0 && part < 0)
        --partCents;
    return Money(rate * hours + partCents);
}

QString Money::format() const
{
    const bool negative = m_cents < 0;
    // Negate in unsigned space so INT64_MIN formats instead of overflowing.
    const std::uint64_t magnitude
        = negative ? 0 - static_cast<std::uint64_t>(m_cents) : static_cast<std::uint64_t>(m_cents);
    const QString units = QString::number(magnitude / 100);
    const QString fraction = QString::number(magnitude % 100).rightJustified(2, u'0');
    return (negative ? u"-"_s : QString()) + u"¥" + units + u'.' + fraction;
}

std::optional<Money> Money::parse(QStringView text)
{
    static const QRegularExpression pattern(uR"(^\s*(-)?\s*[¥￥]?\s*(\d{1,15})(?:\.(\d{1,2}))?\s*$)"_s);
    const auto match = pattern.match(text.toString());
    if (!match.hasMatch())
        return std::nullopt;
    const std::int64_t units = match.capturedView(2).toLongLong();
    QString fraction = match.captured(3);
    if (fraction.size() == 1)
        fraction += u'0';
    const std::int64_t cents = units * 100 + (fraction.isEmpty() ? 0 : fraction.toLongLong());
    return Money(match.capturedView(1).isEmpty() ? cents : -cents);
}
