#pragma once

#include "tests/support/httpclient.h"

#include <QDateTime>
#include <QTimeZone>

/// Moves a sandbox on a manual clock past the billing day's evening (to 01:00 of the next day in
/// its billing time zone) when fewer than `hoursNeeded` hours are left before midnight there, so a
/// test that runs an instance for hours and then checks "today's" spend or a daily limit does not
/// depend on the hour the suite happens to run at (at 23:30 in Shanghai, an hour's run would be
/// split over two billing days). Not for tests that compute TOTP codes from platform time.
inline void leaveTheBillingEvening(const QUrl &sandbox, int hoursNeeded = 6)
{
    using namespace Qt::StringLiterals;
    HttpClient c(sandbox);
    const QJsonObject health = c.get(u"/v1/health"_s).json;
    const QDateTime now = QDateTime::fromString(health.value(u"server_time"_s).toString(), Qt::ISODate);
    const QTimeZone zone(health.value(u"billing_timezone"_s).toString().toUtf8());
    if (!now.isValid() || !zone.isValid())
        return;
    const QDateTime midnight(now.toTimeZone(zone).date().addDays(1), QTime(0, 0), zone);
    const qint64 left = now.secsTo(midnight);
    if (left < qint64(hoursNeeded) * 3600)
        c.post(u"/v1/sandbox/clock"_s, {{u"advance_s"_s, left + 3600}});
}
