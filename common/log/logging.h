#pragma once

#include <QString>

/// Process-wide log set-up shared by the console, the CLI and the sandbox: a rotating file under
/// the XDG state directory, stderr when verbose, and every line scrubbed of secrets before any
/// sink sees it. Qt's own messages (qWarning…) are routed through the same sinks.
namespace Logging {

struct Options
{
    QString appName; ///< file name stem: "gpudesk" → gpudesk.log
    bool verbose = false; ///< also write to stderr, at debug level
    QString directory; ///< empty: XdgPaths::stateDir()
};

/// Returns the log file's path, or an empty string when the file could not be opened (logging
/// then goes to stderr only, and says why there).
QString init(const Options &options);

/// Flushes and drops the sinks; safe to call more than once.
void shutdown();

} // namespace Logging
