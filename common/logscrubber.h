#pragma once

#include <QString>

#include <string>
#include <string_view>

/// Removes secrets from a log line before it is written anywhere: Authorization header values,
/// password/token/secret/TOTP fields in JSON, form or command-line form, and gpudesk's own token
/// formats wherever they appear. Secrets never leak into logs (DESIGN section 2).
namespace LogScrubber {

QString scrub(const QString &line);
std::string scrub(std::string_view utf8Line);

/// What a secret is replaced by.
inline constexpr char16_t kMask[] = u"***";

} // namespace LogScrubber
