#include "common/backgroundpriority.h"

#include <QThread>

#include <algorithm>
#include <cerrno>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <unistd.h>
#endif

void BackgroundPriority::lowerThisThread()
{
    thread_local bool lowered = false;
    if (lowered)
        return;
    lowered = true;
#ifdef Q_OS_LINUX
    // QThread::setPriority() has no effect under Linux's default scheduler: the thread's own nice
    // value does (10 more, what `nice` gives a command; 19 at most).
    const auto thread = static_cast<id_t>(::gettid());
    errno = 0;
    const int now = ::getpriority(PRIO_PROCESS, thread);
    if (errno == 0)
        ::setpriority(PRIO_PROCESS, thread, std::min(now + 10, 19));
#else
    QThread::currentThread()->setPriority(QThread::LowPriority);
#endif
}
