#include "platform/http/jsonbody.h"

#include "platform/http/apirequest.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

using namespace Qt::StringLiterals;

JsonBody::JsonBody(const ApiRequest &request)
    : JsonBody(request.body)
{ }

JsonBody::JsonBody(const QByteArray &body)
{
    if (body.trimmed().isEmpty())
        return;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        fail(u"body"_s, u"malformed_json"_s,
             u"The request body is not valid JSON (%1 at byte %2)."_s.arg(parseError.errorString())
                 .arg(parseError.offset));
        return;
    }
    if (!doc.isObject()) {
        fail(u"body"_s, u"not_an_object"_s, u"The request body must be a JSON object."_s);
        return;
    }
    m_object = doc.object();
}

void JsonBody::fail(const QString &field, const QString &reason, const QString &message)
{
    if (m_error)
        return;
    m_error = ApiError(HttpStatus::BadRequest, u"invalid_argument"_s, message,
                       QJsonObject{{u"field"_s, field}, {u"reason"_s, reason}});
}

QString JsonBody::string(const QString &field)
{
    const QJsonValue v = m_object.value(field);
    if (v.isUndefined() || v.isNull()) {
        fail(field, u"required"_s, u"'%1' is required."_s.arg(field));
        return {};
    }
    if (!v.isString()) {
        fail(field, u"wrong_type"_s, u"'%1' must be a string."_s.arg(field));
        return {};
    }
    return v.toString();
}

QString JsonBody::optionalString(const QString &field, const QString &fallback)
{
    return has(field) && !m_object.value(field).isNull() ? string(field) : fallback;
}

qint64 JsonBody::integer(const QString &field)
{
    const QJsonValue v = m_object.value(field);
    if (v.isUndefined() || v.isNull()) {
        fail(field, u"required"_s, u"'%1' is required."_s.arg(field));
        return 0;
    }
    const double d = v.toDouble();
    // JSON numbers are doubles; only whole numbers within ±2^53 are exact integers.
    if (!v.isDouble() || d != std::floor(d) || std::fabs(d) > 9007199254740992.0) {
        fail(field, u"wrong_type"_s, u"'%1' must be a whole number."_s.arg(field));
        return 0;
    }
    return static_cast<qint64>(d);
}

qint64 JsonBody::optionalInteger(const QString &field, qint64 fallback)
{
    return has(field) && !m_object.value(field).isNull() ? integer(field) : fallback;
}

QJsonObject JsonBody::object(const QString &field)
{
    const QJsonValue v = m_object.value(field);
    if (!v.isObject()) {
        fail(field, v.isUndefined() ? u"required"_s : u"wrong_type"_s, u"'%1' must be an object."_s.arg(field));
        return {};
    }
    return v.toObject();
}

QStringList JsonBody::stringList(const QString &field)
{
    const QJsonValue v = m_object.value(field);
    QStringList out;
    if (!v.isArray()) {
        fail(field, v.isUndefined() ? u"required"_s : u"wrong_type"_s, u"'%1' must be a list of strings."_s.arg(field));
        return out;
    }
    for (const QJsonValue &item : v.toArray()) {
        if (!item.isString()) {
            fail(field, u"wrong_type"_s, u"'%1' must be a list of strings."_s.arg(field));
            return {};
        }
        out << item.toString();
    }
    return out;
}

void JsonBody::allowOnly(std::initializer_list<const char16_t *> known)
{
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        bool found = false;
        for (const char16_t *k : known)
            found = found || it.key() == QStringView(k);
        if (!found) {
            fail(it.key(), u"unknown_field"_s, u"'%1' is not a field of this request."_s.arg(it.key()));
            return;
        }
    }
}
