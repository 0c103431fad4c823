#pragma once

#include "common/currency.h"

#include <QDateTime>
#include <QString>

/// GET /v1/health: whether the platform answers, its notion of time and its currency.
/// server_time is platform time, which the sandbox runs at time_scale platform seconds per real
/// second; a time_scale of 0 says the clock is frozen (the sandbox's manual clock), so a client
/// must not project it forward between reads.
struct PlatformHealth
{
    QString status;
    QDateTime serverTime;
    double timeScale = 1.0;
    QString billingTimezone;
    QString currencyCode = QStringLiteral("CNY"); ///< ISO 4217
    int minorUnitExponent = 2; ///< Money counts 10^-exponent of the currency
    /// The currency the codec checked (always valid in a decoded health).
    Currency currency() const { return Currency::of(currencyCode, minorUnitExponent).value_or(Currency()); }
    bool operator==(const PlatformHealth &) const = default;
};
