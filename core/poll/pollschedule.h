#pragma once

#include <QtGlobal>

#include <functional>

/// When the status poller asks next (DESIGN section 1): often while something is
/// changing, rarely while nothing runs and nobody looks, and backing off exponentially, with
/// jitter, while the platform does not answer. Pure: the poller feeds it what it saw.
class PollSchedule
{
public:
    struct Settings
    {
        int transitionMs = 2000; ///< an instance is booting, stopping or releasing
        int steadyMs = 10000; ///< something runs, or a window shows the list
        int idleMs = 60000; ///< nothing runs and no window is visible
        int firstBackoffMs = 2000;
        int maxBackoffMs = 60000;
    };

    PollSchedule();
    explicit PollSchedule(Settings settings);

    /// `unitRandom` returns a value in [0, 1) (injected so tests can pin the jitter).
    void setRandom(std::function<double()> unitRandom) { m_random = std::move(unitRandom); }

    /// What the last poll found.
    void succeeded(bool anyInTransition, bool anyRunning);
    void failed();
    void setWindowVisible(bool visible) { m_windowVisible = visible; }
    /// New rhythms (the user's settings); what was seen and the failures so far are kept.
    void setSettings(const Settings &settings) { m_settings = settings; }
    const Settings &settings() const { return m_settings; }

    int consecutiveFailures() const { return m_failures; }
    /// Milliseconds until the next poll.
    int nextIntervalMs() const;

private:
    Settings m_settings;
    std::function<double()> m_random;
    bool m_transition = false;
    bool m_running = false;
    bool m_windowVisible = true;
    int m_failures = 0;
};
