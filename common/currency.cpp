#include "common/currency.h"

#include <QRegularExpression>

#include <limits>

using namespace Qt::StringLiterals;

namespace {

quint64 pow10(int exponent)
{
    quint64 p = 1;
    for (int k = 0; k < exponent; ++k)
        p *= 10;
    return p;
}

} // namespace

std::optional<Currency> Currency::of(const QString &code, int minorUnitExponent)
{
    static const QRegularExpression iso(u"^[A-Z]{3}\\z"_s);
    if (!iso.match(code).hasMatch() || minorUnitExponent < 0 || minorUnitExponent > 9)
        return std::nullopt;
    return Currency(code, minorUnitExponent);
}

QString Currency::symbol() const
{
    if (m_code == u"CNY"_s || m_code == u"JPY"_s)
        return u"¥"_s;
    if (m_code == u"USD"_s)
        return u"$"_s;
    if (m_code == u"EUR"_s)
        return u"€"_s;
    if (m_code == u"GBP"_s)
        return u"£"_s;
    return m_code + u' ';
}

QString Currency::format(Money amount) const
{
    return formatted(amount, symbol());
}

QString Currency::decimal(Money amount) const
{
    return formatted(amount, QString());
}

QString Currency::formatted(Money amount, const QString &symbol) const
{
    const qint64 units = amount.cents();
    const bool negative = units < 0;
    // Negate in unsigned space so the most negative amount formats instead of overflowing.
    const quint64 magnitude = negative ? 0 - static_cast<quint64>(units) : static_cast<quint64>(units);
    const quint64 scale = pow10(m_exponent);
    QString text = (negative ? u"-"_s : QString()) + symbol + QString::number(magnitude / scale);
    if (m_exponent == 0)
        return text;
    QString fraction = QString::number(magnitude % scale).rightJustified(m_exponent, u'0');
    while (fraction.size() > 2 && fraction.endsWith(u'0'))
        fraction.chop(1);
    return text + u'.' + fraction.leftJustified(2, u'0');
}

std::optional<Money> Currency::parse(QStringView text) const
{
    static const QRegularExpression pattern(uR"(^\s*(-)?\s*(\S*?)\s*(\d{1,18})(?:\.(\d{1,9}))?\s*\z)"_s);
    const auto match = pattern.match(text.toString());
    if (!match.hasMatch())
        return std::nullopt;
    // The only prefix taken is this currency's own sign (and the full-width yen users type).
    const QString prefix = match.captured(2);
    if (!prefix.isEmpty() && prefix != symbol().trimmed() && prefix != m_code
        && !(symbol() == u"¥"_s && prefix == u"￥"_s))
        return std::nullopt;
    const QString fraction = match.captured(4);
    if (fraction.size() > m_exponent)
        return std::nullopt;
    const quint64 whole = match.capturedView(3).toULongLong();
    const quint64 scale = pow10(m_exponent);
    constexpr auto max = quint64(std::numeric_limits<qint64>::max());
    if (whole > max / scale)
        return std::nullopt;
    const quint64 minor
        = whole * scale + (fraction.isEmpty() ? 0 : fraction.leftJustified(m_exponent, u'0').toULongLong());
    if (minor > max)
        return std::nullopt;
    const qint64 value = qint64(minor);
    return Money::fromCents(match.capturedView(1).isEmpty() ? value : -value);
}
