#pragma once

#include "platform/http/apierror.h"
#include "platform/http/httpstatus.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>

#include <optional>
#include <utility>

/// One answer of the platform API as routes produce it: a status, a JSON object or raw bytes, and
/// extra headers (ETag, Retry-After). A value with no socket; SandboxServer writes it to the wire.
class ApiResponse
{
public:
    /// A JSON object, compact, as application/json.
    ApiResponse(const QJsonObject &json, HttpStatus status = HttpStatus::Ok)
        : m_status(status)
        , m_json(json)
    { }
    /// No body (204 and the like).
    explicit ApiResponse(HttpStatus status)
        : m_status(status)
        , m_contentType(kEmptyType)
    { }
    /// Bytes already serialized, with their content type.
    ApiResponse(QByteArray contentType, QByteArray body, HttpStatus status = HttpStatus::Ok)
        : m_status(status)
        , m_contentType(std::move(contentType))
        , m_body(std::move(body))
    { }
    /// The contract's error shape for a refusal.
    ApiResponse(const ApiError &error);

    HttpStatus status() const { return m_status; }
    int statusCode() const { return static_cast<int>(m_status); }
    /// The JSON object answered, if the answer is one (an error's too).
    const std::optional<QJsonObject> &json() const { return m_json; }
    /// The bytes as they go on the wire (the compact JSON for an object).
    QByteArray body() const;
    QByteArray contentType() const;

    void setHeader(const QByteArray &name, const QByteArray &value);
    QByteArray header(const QByteArray &name) const;
    const QList<std::pair<QByteArray, QByteArray>> &headers() const { return m_headers; }

    /// What Qt 6.4's QHttpServer labelled an empty answer with (kept so the wire does not change).
    static constexpr char kEmptyType[] = "application/x-empty";

private:
    HttpStatus m_status;
    std::optional<QJsonObject> m_json;
    QByteArray m_contentType;
    QByteArray m_body;
    QList<std::pair<QByteArray, QByteArray>> m_headers;
};
