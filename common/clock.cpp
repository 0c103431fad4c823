#include "common/clock.h"

#include <cmath>

Clock::~Clock() = default;

QDateTime Clock::now() const
{
    return QDateTime::fromMSecsSinceEpoch(nowMs(), Qt::UTC);
}

qint64 Clock::nowSeconds() const
{
    const qint64 ms = nowMs();
    // Floor, not truncate: times before 1970 must not round towards it.
    return ms >= 0 ? ms / 1000 : -((-ms + 999) / 1000);
}

qint64 SystemClock::nowMs() const
{
    return QDateTime::currentMSecsSinceEpoch();
}

ManualClock::ManualClock(const QDateTime &start)
    : m_nowMs(start.toMSecsSinceEpoch())
{ }

ScaledClock::ScaledClock(const Clock &base, qint64 anchorMs, double scale)
    : m_base(base)
    , m_baseAnchorMs(base.nowMs())
    , m_anchorMs(anchorMs)
    , m_scale(scale)
{ }

qint64 ScaledClock::nowMs() const
{
    const qint64 elapsed = m_base.nowMs() - m_baseAnchorMs;
    return m_anchorMs + static_cast<qint64>(std::floor(static_cast<double>(elapsed) * m_scale));
}

void ScaledClock::reanchor(qint64 anchorMs)
{
    m_baseAnchorMs = m_base.nowMs();
    m_anchorMs = anchorMs;
}

MonotonicClock::MonotonicClock(qint64 startMs)
    : m_startMs(startMs)
{
    m_timer.start();
}

qint64 MonotonicClock::nowMs() const
{
    return m_startMs + m_timer.elapsed();
}
