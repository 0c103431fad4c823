#include "core/ssh/sshlifeline.h"

#include <sys/socket.h>

void SshLifeline::abandon()
{
    QMutexLocker lock(&m_lock);
    m_abandoned.store(true);
    // Shut down, not closed: the descriptor stays its connection's until that closes it, so no
    // other file can take its number meanwhile.
    for (int fd : std::as_const(m_fds))
        ::shutdown(fd, SHUT_RDWR);
}

bool SshLifeline::hold(int fd)
{
    QMutexLocker lock(&m_lock);
    if (m_abandoned.load())
        return false;
    m_fds.insert(fd);
    return true;
}

void SshLifeline::release(int fd)
{
    QMutexLocker lock(&m_lock);
    m_fds.remove(fd);
}
