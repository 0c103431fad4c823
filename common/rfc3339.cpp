#include "common/rfc3339.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace Rfc3339 {

QString format(const QDateTime &time)
{
    if (!time.isValid())
        return {};
    const qint64 ms = time.toMSecsSinceEpoch();
    const qint64 seconds = ms >= 0 ? ms / 1000 : -((-ms + 999) / 1000);
    return formatSeconds(seconds);
}

QString formatSeconds(qint64 secondsSinceEpoch)
{
    const QDateTime utc = QDateTime::fromSecsSinceEpoch(secondsSinceEpoch, Qt::UTC);
    return utc.toString(u"yyyy-MM-ddTHH:mm:ss"_s) + u'Z';
}

std::optional<QDateTime> parse(QStringView text)
{
    // RFC 3339 section 5.6: full-date "T" full-time, where time-offset is "Z" or ±hh:mm.
    // Lower-case t/z are allowed by the RFC's note on case.
    static const QRegularExpression pattern(
        uR"(^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))\z)"_s);
    const auto m = pattern.match(text.toString());
    if (!m.hasMatch())
        return std::nullopt;
    const QDate date(m.capturedView(1).toInt(), m.capturedView(2).toInt(), m.capturedView(3).toInt());
    const int hour = m.capturedView(4).toInt();
    const int minute = m.capturedView(5).toInt();
    int second = m.capturedView(6).toInt();
    // A leap second (":60") is legal RFC 3339; Qt cannot hold it, so it reads as the last second.
    if (second == 60)
        second = 59;
    const QString fraction = m.captured(7);
    const int ms = fraction.isEmpty() ? 0 : fraction.left(3).leftJustified(3, u'0').toInt();
    const QTime time(hour, minute, second, ms);
    if (!date.isValid() || !time.isValid())
        return std::nullopt;
    int offsetSeconds = 0;
    if (m.capturedView(8).isEmpty()) {
        const int oh = m.capturedView(10).toInt();
        const int om = m.capturedView(11).toInt();
        if (oh > 23 || om > 59)
            return std::nullopt;
        offsetSeconds = (oh * 3600 + om * 60) * (m.capturedView(9) == u"-" ? -1 : 1);
    }
    const QDateTime local(date, time, Qt::UTC);
    return local.addSecs(-offsetSeconds);
}

} // namespace Rfc3339
