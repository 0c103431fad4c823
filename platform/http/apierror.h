#pragma once

#include "platform/http/httpstatus.h"

#include <QJsonObject>
#include <QString>

#include <utility>
#include <variant>

/// A refusal in the contract's terms: the status DESIGN section 3 gives the code, the code, a
/// sentence for people and machine-readable details. Rules return it; routes answer it as
/// {"error":{"code","message","details"}}.
struct ApiError
{
    ApiError(HttpStatus status, QString code, QString message, QJsonObject details = {})
        : status(status)
        , code(std::move(code))
        , message(std::move(message))
        , details(std::move(details))
    { }

    HttpStatus status;
    QString code;
    QString message;
    QJsonObject details;
};

/// What a rule returns: its result, or the refusal that says why there is none.
template <typename T> class Outcome
{
public:
    Outcome(T value)
        : m_value(std::move(value))
    { }
    Outcome(ApiError error)
        : m_value(std::move(error))
    { }

    bool ok() const { return std::holds_alternative<T>(m_value); }
    const T &value() const { return std::get<T>(m_value); }
    T &value() { return std::get<T>(m_value); }
    const ApiError &error() const { return std::get<ApiError>(m_value); }

private:
    std::variant<T, ApiError> m_value;
};
