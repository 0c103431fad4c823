#pragma once

#include <QDateTime>
#include <QElapsedTimer>

#include <cstdint>

/// The source of "now". Billing, pollers, guards, token expiry and lockout take a Clock so tests
/// can move time by hand instead of sleeping (DESIGN section 2). Times are UTC.
class Clock
{
public:
    virtual ~Clock();
    /// Milliseconds since the Unix epoch.
    virtual std::int64_t nowMs() const = 0;
    QDateTime now() const;
    /// Whole seconds since the Unix epoch, rounded down.
    std::int64_t nowSeconds() const;
};

/// Wall-clock time of this machine.
class SystemClock final : public Clock
{
public:
    std::int64_t nowMs() const override;
};

/// Time that moves only when told to; what tests and the sandbox's `--clock manual` use.
class ManualClock final : public Clock
{
public:
    explicit ManualClock(std::int64_t startMs = 0)
        : m_nowMs(startMs)
    { }
    explicit ManualClock(const QDateTime &start);
    std::int64_t nowMs() const override { return m_nowMs; }
    void setNowMs(std::int64_t ms) { m_nowMs = ms; }
    void advanceMs(std::int64_t ms) { m_nowMs += ms; }
    void advanceSeconds(std::int64_t s) { m_nowMs += s * 1000; }

private:
    std::int64_t m_nowMs;
};

/// Time that starts at an anchor and runs `scale` times as fast as a base clock, e.g. the sandbox
/// platform's time at `--time-scale 60`, or the console's estimate of platform time between polls.
/// The base clock is not owned and must outlive this one.
class ScaledClock final : public Clock
{
public:
    ScaledClock(const Clock &base, std::int64_t anchorMs, double scale);
    std::int64_t nowMs() const override;
    double scale() const { return m_scale; }
    /// Restarts from a new anchor at the base clock's current time, keeping the scale.
    void reanchor(std::int64_t anchorMs);

private:
    const Clock &m_base;
    std::int64_t m_baseAnchorMs;
    std::int64_t m_anchorMs;
    double m_scale;
};

/// A clock that reads a monotonic timer, so that a base for ScaledClock never jumps when the
/// machine's wall clock is set. It reads as milliseconds since it was created plus a start offset.
class MonotonicClock final : public Clock
{
public:
    explicit MonotonicClock(std::int64_t startMs = 0);
    std::int64_t nowMs() const override;

private:
    QElapsedTimer m_timer;
    std::int64_t m_startMs;
};
