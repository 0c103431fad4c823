#include "core/api/apierror.h"

using namespace Qt::StringLiterals;

QString ApiError::summary() const
{
    switch (kind) {
    case Kind::Network:
        return u"network error: "_s + message;
    case Kind::Decode:
        return u"unexpected response: "_s + message;
    case Kind::Http:
        break;
    }
    return u"HTTP %1 %2: %3"_s.arg(httpStatus).arg(code, message);
}

ApiError ApiError::network(const QString &message)
{
    ApiError e;
    e.kind = Kind::Network;
    e.code = u"network_error"_s;
    e.message = message;
    return e;
}

ApiError ApiError::decode(const QString &message)
{
    ApiError e;
    e.kind = Kind::Decode;
    e.code = u"bad_response"_s;
    e.message = message;
    return e;
}
