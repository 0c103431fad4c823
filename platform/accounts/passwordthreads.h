#pragma once

#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

/// Where passwords are hashed and checked (PBKDF2, about a fifth of a second of CPU each): on
/// threads of their own, one fewer than the cores, each at a lower priority (nice 10), so that a
/// burst of logins leaves the HTTP thread the CPU for the calls consoles poll. A login waits a
/// little longer on a busy machine; nothing else waits for logins.
class PasswordThreads
{
public:
    PasswordThreads();
    /// Waits for the hashes under way (those queued behind them are dropped).
    ~PasswordThreads();
    PasswordThreads(const PasswordThreads &) = delete;
    PasswordThreads &operator=(const PasswordThreads &) = delete;

    /// Runs `work` on one of the threads; its result comes in the future.
    template <typename Work> auto run(Work work)
    {
        return QtConcurrent::run(&m_pool, [work = std::move(work)] {
            lowerThisThread();
            return work();
        });
    }

private:
    static void lowerThisThread();

    QThreadPool m_pool;
};
