#pragma once

#include <QDateTime>
#include <QElapsedTimer>

#include <atomic>
#include <cstdint>

/// The source of "now". Billing, pollers, guards, token expiry and lockout take a Clock so tests
/// can move time by hand instead of sleeping (DESIGN section 2). Times are UTC.
class Clock
{
public:
    virtual ~Clock();
    /// Milliseconds since the Unix epoch.
    virtual qint64 nowMs() const = 0;
    QDateTime now() const;
    /// Whole seconds since the Unix epoch, rounded down.
    qint64 nowSeconds() const;
};

/// Wall-clock time of this machine.
class SystemClock final : public Clock
{
public:
    qint64 nowMs() const override;
};

/// Time that moves only when told to; what tests and the sandbox's `--clock manual` use.
class ManualClock final : public Clock
{
public:
    explicit ManualClock(qint64 startMs = 0)
        : m_nowMs(startMs)
    { }
    explicit ManualClock(const QDateTime &start);
    qint64 nowMs() const override { return m_nowMs; }
    void setNowMs(qint64 ms) { m_nowMs = ms; }
    void advanceMs(qint64 ms) { m_nowMs += ms; }
    void advanceSeconds(qint64 s) { m_nowMs += s * 1000; }

private:
    std::atomic<qint64> m_nowMs; ///< read by the sandbox's settlement thread while a test moves it
};

/// Time that starts at an anchor and runs `scale` times as fast as a base clock, e.g. the sandbox
/// platform's time at `--time-scale 60`, or the console's estimate of platform time between polls.
/// The base clock is not owned and must outlive this one.
class ScaledClock final : public Clock
{
public:
    ScaledClock(const Clock &base, qint64 anchorMs, double scale);
    qint64 nowMs() const override;
    double scale() const { return m_scale; }
    /// Restarts from a new anchor at the base clock's current time, keeping the scale.
    void reanchor(qint64 anchorMs);

private:
    const Clock &m_base;
    qint64 m_baseAnchorMs;
    qint64 m_anchorMs;
    double m_scale;
};

/// A clock that reads a monotonic timer, so that a base for ScaledClock never jumps when the
/// machine's wall clock is set. It reads as milliseconds since it was created plus a start offset.
class MonotonicClock final : public Clock
{
public:
    explicit MonotonicClock(qint64 startMs = 0);
    qint64 nowMs() const override;

private:
    QElapsedTimer m_timer;
    qint64 m_startMs;
};
