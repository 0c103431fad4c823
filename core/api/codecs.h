#pragma once

#include "core/api/apiresult.h"
#include "core/model/health.h"

#include <QByteArray>
#include <QJsonObject>

/// JSON ↔ model for the wire contract. Unknown fields are ignored (servers may add them); a
/// missing or mistyped required field is an ApiError of kind Decode naming the field, never a crash.
namespace Codecs {

ApiResult<QJsonObject> parseObject(const QByteArray &body);
ApiResult<PlatformHealth> decodeHealth(const QJsonObject &json);
QJsonObject encode(const PlatformHealth &health);

/// The contract's error body {"error":{code,message,details}} for an HTTP error status; when the
/// body is not that shape the error still carries the status and a generic code.
ApiError decodeError(int httpStatus, const QByteArray &body);

} // namespace Codecs
