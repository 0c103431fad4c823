#include "tests/support/loopbacklistener.h"

#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

LoopbackListener::LoopbackListener()
{
    m_fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t size = sizeof address;
    if (::bind(m_fd, reinterpret_cast<sockaddr *>(&address), size) == 0 && ::listen(m_fd, 8) == 0)
        ::getsockname(m_fd, reinterpret_cast<sockaddr *>(&address), &size);
    m_port = ntohs(address.sin_port);
}

LoopbackListener::~LoopbackListener()
{
    ::close(m_fd);
}

int LoopbackListener::accept(int ms) const
{
    pollfd waiting{m_fd, POLLIN, 0};
    if (::poll(&waiting, 1, ms) != 1)
        return -1;
    return ::accept4(m_fd, nullptr, nullptr, SOCK_CLOEXEC);
}
