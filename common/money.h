#pragma once

#include <QtGlobal>

#include <compare>
#include <limits>

/// An amount of money as an integer count of the currency's smallest unit (fen for CNY; the unit
/// is the platform's, see Currency, which formats and parses it).
/// No floating point ever touches money: rates are integer units per hour and every charge is
/// computed with integer arithmetic (DESIGN section 2). Arithmetic saturates at the 64-bit range
/// instead of wrapping, so an absurd amount can never turn into a credit.
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

    constexpr Money operator+(Money o) const
    {
        qint64 r = 0;
        return __builtin_add_overflow(m_cents, o.m_cents, &r) ? saturated(o.m_cents > 0) : Money(r);
    }
    constexpr Money operator-(Money o) const
    {
        qint64 r = 0;
        return __builtin_sub_overflow(m_cents, o.m_cents, &r) ? saturated(o.m_cents < 0) : Money(r);
    }
    constexpr Money operator-() const { return Money() - *this; }
    constexpr Money operator*(qint64 n) const
    {
        qint64 r = 0;
        return __builtin_mul_overflow(m_cents, n, &r) ? saturated((m_cents < 0) == (n < 0)) : Money(r);
    }
    constexpr Money &operator+=(Money o) { return *this = *this + o; }
    constexpr Money &operator-=(Money o) { return *this = *this - o; }
    constexpr auto operator<=>(const Money &) const = default;

private:
    static constexpr Money saturated(bool positive)
    {
        return Money(positive ? std::numeric_limits<qint64>::max() : std::numeric_limits<qint64>::min());
    }
    constexpr explicit Money(qint64 cents)
        : m_cents(cents)
    { }
    qint64 m_cents = 0;
};
