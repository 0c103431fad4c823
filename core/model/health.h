#pragma once

#include <QDateTime>
#include <QString>

/// GET /v1/health: whether the platform answers, and its notion of time. server_time is platform
/// time, which the sandbox runs at time_scale platform seconds per real second.
struct PlatformHealth
{
    QString status;
    QDateTime serverTime;
    double timeScale = 1.0;
    QString billingTimezone;
    bool operator==(const PlatformHealth &) const = default;
};
