#include "platform/accounts/passwordthreads.h"

#include <QThread>

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>

PasswordThreads::PasswordThreads()
{
    m_pool.setMaxThreadCount(std::max(1, QThread::idealThreadCount() - 1));
}

PasswordThreads::~PasswordThreads()
{
    m_pool.clear(); // those not begun are not answered: the platform is going away
    m_pool.waitForDone();
}

void PasswordThreads::lowerThisThread()
{
    // Once per thread. On Linux the nice value belongs to the thread, not the process (QThread's
    // priorities change nothing under the default scheduler but the idle one, which would let a
    // busy API starve a login altogether).
    thread_local const bool lowered = setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), 10) == 0;
    Q_UNUSED(lowered);
}
