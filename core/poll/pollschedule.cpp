#include "core/poll/pollschedule.h"

#include <QRandomGenerator>

#include <algorithm>

PollSchedule::PollSchedule()
    : PollSchedule(Settings{})
{ }

PollSchedule::PollSchedule(Settings settings)
    : m_settings(settings)
    , m_random([] { return QRandomGenerator::global()->generateDouble(); })
{ }

void PollSchedule::succeeded(bool anyInTransition, bool anyRunning)
{
    m_failures = 0;
    m_transition = anyInTransition;
    m_running = anyRunning;
}

void PollSchedule::failed()
{
    ++m_failures;
}

int PollSchedule::nextIntervalMs() const
{
    if (m_failures > 0) {
        // Doubling from the first backoff up to the cap, then "equal jitter": half fixed, half
        // random, so that many consoles that lost the platform together do not return together.
        const qint64 ceiling = std::min<qint64>(m_settings.maxBackoffMs,
                                                qint64(m_settings.firstBackoffMs) << std::min(m_failures - 1, 20));
        return int(ceiling / 2 + qint64(double(ceiling / 2) * m_random()));
    }
    if (m_transition)
        return m_settings.transitionMs;
    if (m_running || m_windowVisible)
        return m_settings.steadyMs;
    return m_settings.idleMs;
}
