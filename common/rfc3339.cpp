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
    // Digits written by hand: the platform formats several times per instance in every list it
    // serves, and QDateTime::toString read its format pattern each time (a tenth of an account
    // call). Years outside 0000-9999 have no RFC 3339 form; Qt's own text is kept for them.
    const qint64 day = secondsSinceEpoch >= 0 ? secondsSinceEpoch / 86400 : -((-secondsSinceEpoch + 86399) / 86400);
    const QDate date = QDate::fromJulianDay(day + 2440588); // 1970-01-01 is Julian day 2,440,588
    if (date.year() < 0 || date.year() > 9999)
        return QDateTime::fromSecsSinceEpoch(secondsSinceEpoch, Qt::UTC).toString(u"yyyy-MM-ddTHH:mm:ss"_s) + u'Z';
    const int inDay = int(secondsSinceEpoch - day * 86400);
    char16_t text[20];
    const auto put = [&](int at, int value, int width) {
        for (int i = at + width - 1; i >= at; --i, value /= 10)
            text[i] = char16_t(u'0' + value % 10);
    };
    put(0, date.year(), 4);
    text[4] = u'-';
    put(5, date.month(), 2);
    text[7] = u'-';
    put(8, date.day(), 2);
    text[10] = u'T';
    put(11, inDay / 3600, 2);
    text[13] = u':';
    put(14, inDay / 60 % 60, 2);
    text[16] = u':';
    put(17, inDay % 60, 2);
    text[19] = u'Z';
    return QString(reinterpret_cast<const QChar *>(text), 20);
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

std::optional<QDateTime> parseJson(const QJsonValue &value)
{
    return value.isString() ? parse(value.toString()) : std::nullopt;
}

} // namespace Rfc3339
