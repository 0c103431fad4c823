#include "common/log/scrubbingsink.h"

#include "common/logscrubber.h"

ScrubbingSink::ScrubbingSink(std::vector<spdlog::sink_ptr> children)
    : m_children(std::move(children))
{ }

void ScrubbingSink::sink_it_(const spdlog::details::log_msg &msg)
{
    const std::string clean = LogScrubber::scrub(std::string_view(msg.payload.data(), msg.payload.size()));
    spdlog::details::log_msg copy = msg;
    copy.payload = spdlog::string_view_t(clean.data(), clean.size());
    for (const auto &child : m_children) {
        if (child->should_log(copy.level))
            child->log(copy);
    }
}

void ScrubbingSink::flush_()
{
    for (const auto &child : m_children)
        child->flush();
}
