#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

/// An instance's autostop, as the agent on it reads it (~/.gpudesk/autostop.json) and as the
/// startup script that installs the agent carries it: on by default, 30 minutes idle in GPU mode
/// and 2 hours in no-GPU mode (where an hour costs a tenth, and setting up takes longer).
struct AutostopSettings
{
    bool enabled = true;
    int gpuIdleMinutes = 30;
    int noGpuIdleMinutes = 120;

    /// The idle period for a boot in that mode.
    int idleMinutes(bool gpuMode) const { return gpuMode ? gpuIdleMinutes : noGpuIdleMinutes; }
    QJsonObject toJson() const;
    /// Missing fields take the defaults; nullopt for what is not such an object (or is out of range).
    static std::optional<AutostopSettings> fromJson(const QJsonObject &o);
    bool operator==(const AutostopSettings &) const = default;

    /// The most an idle period may be (a week), as the agent accepts it.
    static constexpr int kMaxMinutes = 7 * 24 * 60;
    /// "30m", "2h", "1h30m", "45" (minutes): 1 minute to a week; nullopt otherwise.
    static std::optional<int> parseDuration(const QString &text);
    /// 30 → "30 min", 120 → "2 h", 90 → "1 h 30 min".
    static QString durationText(int minutes);
};
