#pragma once

#include <QString>
#include <QStringView>

#include <QtGlobal>
#include <compare>
#include <optional>

/// An amount of money as an integer count of the currency's smallest unit (fen for CNY).
/// No floating point ever touches money: rates are integer units per hour and every charge is
/// computed with integer arithmetic (DESIGN section 2).
class Money
{
public:
    constexpr Money() = default;
    static constexpr Money fromCents(qint64 cents) { return Money(cents); }

    constexpr qint64 cents() const { return m_cents; }
    constexpr bool isZero() const { return m_cents == 0; }
    constexpr bool isNegative() const { return m_cents < 0; }

    /// What a constant rate charges for a whole number of seconds:
    /// floor(ratePerHour × seconds / 3600), exact for every rate and duration; a result beyond the
    /// 64-bit range saturates. Negative durations charge nothing. Rates priced per another period
    /// (storage per GB-day) pass its length: floor(rate × seconds / periodSeconds).
    static Money forDuration(Money ratePerHour, qint64 seconds, qint64 periodSeconds = 3600);

    /// "¥12.34", "-¥0.05"; always two decimals so columns line up.
    QString format() const;
    /// Accepts "12", "12.3", "12.34", optionally prefixed by ¥ or a minus sign, with surrounding
    /// spaces. More than two decimals, thousands separators or garbage give nullopt.
    static std::optional<Money> parse(QStringView text);

    constexpr Money operator+(Money o) const { return Money(m_cents + o.m_cents); }
    constexpr Money operator-(Money o) const { return Money(m_cents - o.m_cents); }
    constexpr Money operator-() const { return Money(-m_cents); }
    constexpr Money operator*(qint64 n) const { return Money(m_cents * n); }
    constexpr Money &operator+=(Money o)
    {
        m_cents += o.m_cents;
        return *this;
    }
    constexpr Money &operator-=(Money o)
    {
        m_cents -= o.m_cents;
        return *this;
    }
    constexpr auto operator<=>(const Money &) const = default;

private:
    constexpr explicit Money(qint64 cents)
        : m_cents(cents)
    { }
    qint64 m_cents = 0;
};
