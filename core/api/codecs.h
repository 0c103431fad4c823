#pragma once

#include "core/api/apiresult.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>

/// JSON ↔ model for the wire contract (docs/platform-api.yaml). Unknown fields are ignored
/// (servers may add them); a missing or mistyped required field is an ApiError of kind Decode
/// naming the field ("meter.since is missing"), never a crash. Nullable fields are
/// std::optional in the model: null and absent both read as empty.
///
/// decode/encode are defined in codecs.cpp for every model type of core/model (PlatformHealth,
/// Account, LoginSession, LoginRecord, TotpEnrolment, ApiToken, ApiTokenCreated, SshKey,
/// SshKeyCreated, Region, GpuType, Stock, Image, Pricing, Instance, InstanceEvent, InstanceSpec,
/// Volume, Team, Billing, LedgerPage, Usage), and in invoicecodecs.cpp for Invoice; using another type is a
/// link error.
namespace Codecs {

ApiResult<QJsonObject> parseObject(const QByteArray &body);

template <typename T> ApiResult<T> decode(const QJsonObject &json);
/// A list answer: {"items":[…]}.
template <typename T> ApiResult<QList<T>> decodeItems(const QJsonObject &json);
/// The contract's JSON for a value; empty optionals are written as null, except in request bodies
/// (InstanceSpec), where they are left out so that the platform applies its defaults.
template <typename T> QJsonObject encode(const T &value);

/// The contract's error body {"error":{code,message,details}} for an HTTP error status; when the
/// body is not that shape the error still carries the status and a generic code.
ApiError decodeError(int httpStatus, const QByteArray &body);

} // namespace Codecs
