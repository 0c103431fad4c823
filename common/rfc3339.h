#pragma once

#include <QDateTime>
#include <QJsonValue>
#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>

/// RFC 3339 timestamps as the wire contract uses them: UTC, whole seconds, a trailing `Z`
/// (DESIGN section 3). Parsing is strict about the shape but accepts any offset and fractional
/// seconds, since other servers send them.
namespace Rfc3339 {

/// "2026-11-30T01:26:38Z"; milliseconds are dropped (rounded down). An invalid time gives "".
QString format(const QDateTime &time);
QString formatSeconds(qint64 secondsSinceEpoch);

/// A UTC QDateTime, or nullopt when the text is not an RFC 3339 date-time with an offset.
std::optional<QDateTime> parse(QStringView text);
/// parse() of a JSON string; nullopt for anything else (null, a number, a field left out).
std::optional<QDateTime> parseJson(const QJsonValue &value);

} // namespace Rfc3339
