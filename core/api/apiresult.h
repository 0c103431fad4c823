#pragma once

#include "core/api/apierror.h"

#include <optional>
#include <utility>

/// The outcome of one platform call: a value or an ApiError, never both.
template <typename T> class ApiResult
{
public:
    ApiResult(T value)
        : m_value(std::move(value))
    { }
    ApiResult(ApiError error)
        : m_error(std::move(error))
    { }

    bool ok() const { return m_value.has_value(); }
    const T &value() const { return *m_value; }
    const ApiError &error() const { return m_error; }

private:
    std::optional<T> m_value;
    ApiError m_error;
};
