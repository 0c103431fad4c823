#include "core/autostop/autostopsettings.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

QJsonObject AutostopSettings::toJson() const
{
    return {
        {u"enabled"_s, enabled}, {u"gpu_idle_minutes"_s, gpuIdleMinutes}, {u"no_gpu_idle_minutes"_s, noGpuIdleMinutes}};
}

std::optional<AutostopSettings> AutostopSettings::fromJson(const QJsonObject &o)
{
    AutostopSettings s;
    s.enabled = o.value(u"enabled"_s).toBool(true);
    s.gpuIdleMinutes = o.value(u"gpu_idle_minutes"_s).toInt(s.gpuIdleMinutes);
    s.noGpuIdleMinutes = o.value(u"no_gpu_idle_minutes"_s).toInt(s.noGpuIdleMinutes);
    const auto inRange = [](int m) { return m >= 1 && m <= kMaxMinutes; };
    if (!inRange(s.gpuIdleMinutes) || !inRange(s.noGpuIdleMinutes))
        return std::nullopt;
    return s;
}

std::optional<int> AutostopSettings::parseDuration(const QString &text)
{
    static const QRegularExpression form(uR"(\A\s*(?:(\d{1,4})\s*h)?\s*(?:(\d{1,6})\s*(?:m|min)?)?\s*\z)"_s,
                                         QRegularExpression::CaseInsensitiveOption);
    const auto match = form.match(text);
    if (!match.hasMatch() || (match.captured(1).isEmpty() && match.captured(2).isEmpty()))
        return std::nullopt;
    const qint64 minutes = match.captured(1).toLongLong() * 60 + match.captured(2).toLongLong();
    if (minutes < 1 || minutes > kMaxMinutes)
        return std::nullopt;
    return int(minutes);
}

QString AutostopSettings::durationText(int minutes)
{
    if (minutes % 60 == 0)
        return u"%1 h"_s.arg(minutes / 60);
    if (minutes < 60)
        return u"%1 min"_s.arg(minutes);
    return u"%1 h %2 min"_s.arg(minutes / 60).arg(minutes % 60);
}
