#pragma once

/// A listening TCP socket on loopback, plain POSIX: no event loop takes what arrives, so a test's
/// own thread (or the test itself, between two steps) does, and the client under test may block
/// the thread it runs on. What hosts that misbehave for an SSH client are built on.
class LoopbackListener
{
public:
    LoopbackListener();
    ~LoopbackListener();
    LoopbackListener(const LoopbackListener &) = delete;
    LoopbackListener &operator=(const LoopbackListener &) = delete;

    int port() const { return m_port; }
    /// The next connection that arrives within `ms` milliseconds (0: only one waiting now), as an
    /// open descriptor the caller closes; -1 when none did.
    int accept(int ms) const;

private:
    int m_fd = -1;
    int m_port = 0;
};
