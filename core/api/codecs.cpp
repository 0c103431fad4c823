#include "core/api/codecs.h"

#include "common/rfc3339.h"

#include <QJsonDocument>
#include <QJsonParseError>

using namespace Qt::StringLiterals;

namespace Codecs {
namespace {

// Field readers: each returns false and fills *error when the field is absent or of another type.
bool readString(const QJsonObject &o, const QString &key, QString *out, ApiError *error)
{
    const QJsonValue v = o.value(key);
    if (!v.isString()) {
        *error = ApiError::decode(
            u"field '%1' is %2, expected a string"_s.arg(key, v.isUndefined() ? u"missing"_s : u"not a string"_s));
        return false;
    }
    *out = v.toString();
    return true;
}

bool readNumber(const QJsonObject &o, const QString &key, double *out, ApiError *error)
{
    const QJsonValue v = o.value(key);
    if (!v.isDouble()) {
        *error = ApiError::decode(
            u"field '%1' is %2, expected a number"_s.arg(key, v.isUndefined() ? u"missing"_s : u"not a number"_s));
        return false;
    }
    *out = v.toDouble();
    return true;
}

bool readTime(const QJsonObject &o, const QString &key, QDateTime *out, ApiError *error)
{
    QString text;
    if (!readString(o, key, &text, error))
        return false;
    const auto parsed = Rfc3339::parse(text);
    if (!parsed) {
        *error = ApiError::decode(u"field '%1' is not an RFC 3339 time: '%2'"_s.arg(key, text.left(40)));
        return false;
    }
    *out = *parsed;
    return true;
}

} // namespace

ApiResult<QJsonObject> parseObject(const QByteArray &body)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return ApiError::decode(u"not JSON (%1 at byte %2)"_s.arg(parseError.errorString()).arg(parseError.offset));
    if (!doc.isObject())
        return ApiError::decode(u"expected a JSON object"_s);
    return doc.object();
}

ApiResult<PlatformHealth> decodeHealth(const QJsonObject &json)
{
    PlatformHealth h;
    ApiError error;
    if (!readString(json, u"status"_s, &h.status, &error) || !readTime(json, u"server_time"_s, &h.serverTime, &error)
        || !readNumber(json, u"time_scale"_s, &h.timeScale, &error)
        || !readString(json, u"billing_timezone"_s, &h.billingTimezone, &error))
        return error;
    if (!(h.timeScale > 0))
        return ApiError::decode(u"field 'time_scale' must be above 0"_s);
    return h;
}

QJsonObject encode(const PlatformHealth &health)
{
    return QJsonObject{{u"status"_s, health.status},
                       {u"server_time"_s, Rfc3339::format(health.serverTime)},
                       {u"time_scale"_s, health.timeScale},
                       {u"billing_timezone"_s, health.billingTimezone}};
}

ApiError decodeError(int httpStatus, const QByteArray &body)
{
    ApiError e;
    e.kind = ApiError::Kind::Http;
    e.httpStatus = httpStatus;
    const QJsonObject error = QJsonDocument::fromJson(body).object().value(u"error"_s).toObject();
    e.code = error.value(u"code"_s).toString();
    e.message = error.value(u"message"_s).toString();
    e.details = error.value(u"details"_s).toObject();
    if (e.code.isEmpty()) {
        // Not the contract's error shape (a proxy's HTML page, say): keep the status as the code.
        e.code = httpStatus >= 500 ? u"server_error"_s : u"http_error"_s;
        e.message = QString::fromUtf8(body.left(200)).simplified();
    }
    return e;
}

} // namespace Codecs
