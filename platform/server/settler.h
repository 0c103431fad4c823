#pragma once

#include <QThread>

#include <functional>

class Database;
class QTimer;

/// The settlement thread. Every `intervalMs` of real time (a platform minute, at least 100 ms) it
/// runs `pass` (the platform's tick: every due wallet brought to now), then checkpoints the
/// database's WAL. The HTTP thread never runs a pass of a scaled clock: a request that writes waits
/// for one batch of a pass at most (Metering::catchUpAll), one that reads not at all.
/// The thread has its own database connection, closed when it ends.
class Settler final
{
public:
    Settler(Database &db, int intervalMs, std::function<void()> pass);
    /// Ends the thread after the pass in progress, if any.
    ~Settler();
    Settler(const Settler &) = delete;
    Settler &operator=(const Settler &) = delete;

private:
    Database &m_db;
    std::function<void()> m_pass;
    QThread m_thread;
    QTimer *m_timer; ///< lives on m_thread, deleted there as it ends
};
