#include "common/clock.h"

#include <cmath>

Clock::~Clock() = default;

QDateTime Clock::now() const
{
    return QDateTime::fromMSecsSinceEpoch(nowMs(), Qt::UTC);
}

std::int64_t Clock::nowSeconds() const
{
    const std::int64_t ms = nowMs();
    // Floor, not truncate: times before 1970 must not round towards it.
    return ms >= 0 ? ms / 1000 : -((-ms + 999) / 1000);
}

std::int64_t SystemClock::nowMs() const
{
    return QDateTime::currentMSecsSinceEpoch();
}

ManualClock::ManualClock(const QDateTime &start)
    : m_nowMs(start.toMSecsSinceEpoch())
{ }

ScaledClock::ScaledClock(const Clock &base, std::int64_t anchorMs, double scale)
    : m_base(base)
    , m_baseAnchorMs(base.nowMs())
    , m_anchorMs(anchorMs)
    , m_scale(scale)
{ }

std::int64_t ScaledClock::nowMs() const
{
    const std::int64_t elapsed = m_base.nowMs() - m_baseAnchorMs;
    return m_anchorMs + static_cast<std::int64_t>(std::floor(static_cast<double>(elapsed) * m_scale));
}

void ScaledClock::reanchor(std::int64_t anchorMs)
{
    m_baseAnchorMs = m_base.nowMs();
    m_anchorMs = anchorMs;
}

MonotonicClock::MonotonicClock(std::int64_t startMs)
    : m_startMs(startMs)
{
    m_timer.start();
}

std::int64_t MonotonicClock::nowMs() const
{
    return m_startMs + m_timer.elapsed();
}
