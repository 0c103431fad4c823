#pragma once

#include <QHttpServerResponder>
#include <QHttpServerResponse>
#include <QPointer>
#include <QTcpSocket>

#include <memory>

/// The answer to a request that is finished later, after work off the HTTP thread (password
/// hashing). Copyable, so continuations can carry it. If the client hung up meanwhile, the
/// answer is dropped instead of written to a socket that no longer exists.
class DeferredReply
{
public:
    explicit DeferredReply(QHttpServerResponder &&responder)
        : m_responder(std::make_shared<QHttpServerResponder>(std::move(responder)))
        , m_socket(m_responder->socket())
    { }

    void send(const QHttpServerResponse &response) const
    {
        if (m_socket && m_responder)
            response.write(std::move(*m_responder));
    }

private:
    std::shared_ptr<QHttpServerResponder> m_responder;
    QPointer<QTcpSocket> m_socket;
};
