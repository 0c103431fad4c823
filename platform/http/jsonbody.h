#pragma once

#include "platform/http/apierror.h"

#include <QJsonObject>
#include <QString>

#include <optional>

struct ApiRequest;

/// Reads a request's JSON object and its fields, turning every kind of bad input into the
/// contract's 400 invalid_argument with details {field, reason}: malformed JSON, a body that is
/// not an object, a missing field, a field of the wrong type, an unknown field.
class JsonBody
{
public:
    /// Parses the body. An empty body reads as {} (for POSTs without parameters).
    explicit JsonBody(const ApiRequest &request);
    explicit JsonBody(const QByteArray &body);

    /// Set once anything went wrong; the first problem wins. Handlers return it as is.
    const std::optional<ApiError> &error() const { return m_error; }
    bool ok() const { return !m_error.has_value(); }
    ApiError takeError() { return std::move(*m_error); }
    const QJsonObject &object() const { return m_object; }
    bool has(const QString &field) const { return m_object.contains(field); }

    /// Required or optional (with a default) fields of one type.
    QString string(const QString &field);
    QString optionalString(const QString &field, const QString &fallback = {});
    qint64 integer(const QString &field);
    qint64 optionalInteger(const QString &field, qint64 fallback);
    QJsonObject object(const QString &field);
    QStringList stringList(const QString &field);

    /// Refuses fields outside `known` (a typo must not be silently ignored by a platform).
    void allowOnly(std::initializer_list<const char16_t *> known);
    /// Records a semantic problem with a field ("too_short", "not_an_email"…).
    void fail(const QString &field, const QString &reason, const QString &message);

private:
    QJsonObject m_object;
    std::optional<ApiError> m_error;
};
