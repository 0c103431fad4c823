#pragma once

#include "platform/http/apiresponse.h"

#include <functional>
#include <memory>

/// Where the answer to one request goes, possibly later: after work off the HTTP thread (password
/// hashing) or once the instances' runtime has carried out a change. Copyable, so continuations
/// can carry it; the first answer sent is the one that counts. On the wire, SandboxServer's sink
/// drops the answer when the client has hung up meanwhile; in-process, a test's sink keeps it.
class DeferredReply
{
public:
    using Sink = std::function<void(const ApiResponse &)>;

    explicit DeferredReply(Sink sink)
        : m_state(std::make_shared<State>(State{std::move(sink), false}))
    { }

    void send(const ApiResponse &response) const
    {
        if (m_state->sent)
            return;
        m_state->sent = true;
        m_state->sink(response);
    }

private:
    struct State
    {
        Sink sink;
        bool sent;
    };
    std::shared_ptr<State> m_state;
};
