#pragma once

#include <spdlog/sinks/base_sink.h>

#include <memory>
#include <mutex>
#include <vector>

/// A sink that removes secrets from each message (LogScrubber) and then hands it to its children.
/// Scrubbing here, in front of every sink, means no code path can log a token by mistake.
class ScrubbingSink final : public spdlog::sinks::base_sink<std::mutex>
{
public:
    explicit ScrubbingSink(std::vector<spdlog::sink_ptr> children);

protected:
    void sink_it_(const spdlog::details::log_msg &msg) override;
    void flush_() override;

private:
    std::vector<spdlog::sink_ptr> m_children;
};
