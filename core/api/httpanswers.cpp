#include "core/api/httpanswers.h"

#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace HttpAnswers {

HttpTransport::AnswerDone nothing(PlatformFacet::Done<Nothing> done)
{
    return [done = std::move(done)](const ApiResult<HttpAnswer> &answer) {
        if (!answer.ok())
            return done(answer.error());
        done(Nothing{});
    };
}

ApiResult<PlatformHealth> healthOf(const ApiResult<HttpAnswer> &answer, const Clock &clock, const Currency &currency,
                                   const QString &billingTimezone)
{
    if (!answer.ok() && answer.error().kind == ApiError::Kind::Network)
        return answer.error();
    PlatformHealth h;
    h.status = u"ok"_s;
    const QDateTime date
        = answer.ok() ? QDateTime::fromString(QString::fromLatin1(answer.value().date), Qt::RFC2822Date) : QDateTime();
    h.serverTime = date.isValid() ? date.toUTC() : QDateTime::fromMSecsSinceEpoch(clock.nowMs(), QTimeZone::utc());
    h.timeScale = 1.0;
    h.billingTimezone = billingTimezone;
    h.currencyCode = currency.code();
    h.minorUnitExponent = currency.exponent();
    return h;
}

} // namespace HttpAnswers
