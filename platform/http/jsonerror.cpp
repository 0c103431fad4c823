#include "platform/http/jsonerror.h"

using namespace Qt::StringLiterals;

namespace JsonError {

QJsonObject body(const QString &code, const QString &message, const QJsonObject &details)
{
    return QJsonObject{{u"error"_s, QJsonObject{{u"code"_s, code}, {u"message"_s, message}, {u"details"_s, details}}}};
}

} // namespace JsonError
