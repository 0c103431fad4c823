#pragma once

#include "platform/http/apiresponse.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

/// What every answer of the platform looks like (DESIGN section 3), for tests and fuzzers that
/// send whatever and check only that the answer keeps the contract's shape.
namespace ContractShape {
using namespace Qt::StringLiterals;

// Each error code of DESIGN section 3 and the status it always comes with.
inline const QHash<QString, int> kCodes = {
    {u"invalid_argument"_s, 400},
    {u"unauthenticated"_s, 401},
    {u"invalid_credentials"_s, 401},
    {u"totp_required"_s, 401},
    {u"session_expired"_s, 401},
    {u"token_expired"_s, 401},
    {u"token_revoked"_s, 401},
    {u"insufficient_balance"_s, 402},
    {u"verification_required"_s, 403},
    {u"quota_exceeded"_s, 403},
    {u"insufficient_scope"_s, 403},
    {u"session_required"_s, 403},
    {u"reauthentication_required"_s, 403},
    {u"spend_limit_reached"_s, 403},
    {u"not_found"_s, 404},
    {u"conflict"_s, 409},
    {u"out_of_stock"_s, 409},
    {u"payload_too_large"_s, 413},
    {u"too_many_attempts"_s, 429},
};

/// Why `r` is not an answer the contract allows, or empty.
inline QString problem(const ApiResponse &r)
{
    const int status = r.statusCode();
    const QByteArray body = r.body();
    if (status == 204)
        return body.isEmpty() ? QString() : u"204 with a body"_s;
    if (status == 304)
        return body.isEmpty() && !r.header("ETag").isEmpty() ? QString() : u"304 without ETag or with a body"_s;
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject())
        return u"the body is not a JSON object"_s;
    if (status == 200 || status == 201 || status == 202)
        return doc.object().contains(u"error"_s) ? u"a success that carries an error"_s : QString();
    const QJsonValue error = doc.object().value(u"error"_s);
    const QString code = error[u"code"_s].toString();
    if (!error.isObject() || !kCodes.contains(code))
        return u"unknown error code '%1'"_s.arg(code);
    if (kCodes.value(code) != status)
        return u"%1 answered with %2"_s.arg(code).arg(status);
    if (error[u"message"_s].toString().isEmpty() || !error[u"details"_s].isObject())
        return u"an error without a message or details"_s;
    if ((status == 429) != !r.header("Retry-After").isEmpty())
        return u"Retry-After and 429 go together"_s;
    return {};
}

/// The answer's error object (empty when it is not one).
inline QJsonObject errorOf(const ApiResponse &r)
{
    return r.json().value_or(QJsonObject()).value(u"error"_s).toObject();
}

} // namespace ContractShape
