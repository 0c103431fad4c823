#pragma once

#include <QMutex>
#include <QSet>

#include <atomic>
#include <memory>

/// What lets the owner of SSH work give it up at once (the console quitting): every connection
/// made for a target that carries this lifeline registers its socket, and abandon() shuts each one
/// down, so a connect, a handshake or a read blocked in libssh returns with an error instead of
/// running out its timeout, and no new connection starts. Shared between threads.
class SshLifeline
{
public:
    bool abandoned() const { return m_abandoned.load(); }
    /// Ends every connection registered now and refuses the ones to come.
    void abandon();
    /// A connection's socket, for abandon() to shut down; false (and nothing kept) once abandoned.
    bool hold(int fd);
    void release(int fd);

private:
    std::atomic<bool> m_abandoned{false};
    QMutex m_lock;
    QSet<int> m_fds;
};
