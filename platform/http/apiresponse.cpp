#include "platform/http/apiresponse.h"

#include "platform/http/jsonerror.h"

#include <QJsonDocument>

ApiResponse::ApiResponse(const ApiError &error)
    : m_status(error.status)
    , m_json(JsonError::body(error.code, error.message, error.details))
{ }

QByteArray ApiResponse::body() const
{
    return m_json ? QJsonDocument(*m_json).toJson(QJsonDocument::Compact) : m_body;
}

QByteArray ApiResponse::contentType() const
{
    return m_json ? QByteArrayLiteral("application/json") : m_contentType;
}

void ApiResponse::setHeader(const QByteArray &name, const QByteArray &value)
{
    for (auto &[key, existing] : m_headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0) {
            existing = value;
            return;
        }
    }
    m_headers.append({name, value});
}

QByteArray ApiResponse::header(const QByteArray &name) const
{
    for (const auto &[key, value] : m_headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    }
    return {};
}
