#pragma once

#include "common/rfc3339.h"

#include <QJsonValue>

#include <optional>

/// A platform time as the contract writes a nullable one: RFC 3339, or null where there is none.
inline QJsonValue timeOrNull(const std::optional<qint64> &secondsSinceEpoch)
{
    return secondsSinceEpoch ? QJsonValue(Rfc3339::formatSeconds(*secondsSinceEpoch)) : QJsonValue();
}
