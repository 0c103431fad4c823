#pragma once

#include <QJsonObject>
#include <QString>

/// The wire shape of every error: {"error":{"code","message","details"}} (ApiError carries the
/// status that DESIGN section 3 assigns to the code).
namespace JsonError {

QJsonObject body(const QString &code, const QString &message, const QJsonObject &details = {});

} // namespace JsonError
