#pragma once

/// Work the user does not wait for — the local store writing, the ssh config written again after a
/// poll — runs below the GUI thread: on a machine of two cores, busy threads beside it at a poll took
/// the window's core for milliseconds at a time (measured at ten thousand instances: a poll's 7 ms of
/// GUI work took 15 ms). A lower priority still gets the CPU whenever the window does not need it.
/// Threads a lowered thread starts inherit its priority (Linux): lower only a thread whose children
/// are background work too.
class BackgroundPriority
{
public:
    /// Lowers the calling thread's priority (a nice of 10 more on Linux, which keeps one per thread);
    /// once per thread, later calls do nothing. Never raises it: that needs privileges.
    static void lowerThisThread();
};
