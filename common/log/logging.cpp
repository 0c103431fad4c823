#include "common/log/logging.h"

#include "common/log/scrubbingsink.h"
#include "common/xdgpaths.h"

#include <QDir>

#include <spdlog/sinks/rotating_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

namespace Logging {
namespace {

constexpr std::size_t kMaxFileBytes = 5 * 1024 * 1024;
constexpr std::size_t kMaxFiles = 3;

void qtMessageToSpdlog(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    const std::string text = message.toStdString();
    const char *category = context.category ? context.category : "qt";
    switch (type) {
    case QtDebugMsg:
        spdlog::debug("[{}] {}", category, text);
        break;
    case QtInfoMsg:
        spdlog::info("[{}] {}", category, text);
        break;
    case QtWarningMsg:
        spdlog::warn("[{}] {}", category, text);
        break;
    case QtCriticalMsg:
        spdlog::error("[{}] {}", category, text);
        break;
    case QtFatalMsg:
        spdlog::critical("[{}] {}", category, text);
        spdlog::shutdown();
        std::abort();
    }
}

} // namespace

QString init(const Options &options)
{
    std::vector<spdlog::sink_ptr> children;
    QString path;
    QString fileError;
    const QString dir = options.directory.isEmpty() ? XdgPaths::stateDir() : options.directory;
    if (QDir().mkpath(dir)) {
        path = dir + u'/' + options.appName + u".log"_s;
        try {
            children.push_back(
                std::make_shared<spdlog::sinks::rotating_file_sink_mt>(path.toStdString(), kMaxFileBytes, kMaxFiles));
        } catch (const spdlog::spdlog_ex &e) {
            fileError = QString::fromUtf8(e.what());
            path.clear();
        }
    } else {
        fileError = u"cannot create "_s + dir;
    }
    if (options.verbose || path.isEmpty()) {
        auto console = std::make_shared<spdlog::sinks::stderr_color_sink_mt>();
        console->set_level(options.verbose ? spdlog::level::debug : spdlog::level::warn);
        children.push_back(console);
    }
    auto logger
        = std::make_shared<spdlog::logger>(options.appName.toStdString(), std::make_shared<ScrubbingSink>(children));
    logger->set_level(options.verbose ? spdlog::level::debug : spdlog::level::info);
    logger->flush_on(spdlog::level::warn);
    spdlog::set_default_logger(logger);
    spdlog::flush_every(std::chrono::seconds(2));
    qInstallMessageHandler(qtMessageToSpdlog);
    if (!fileError.isEmpty())
        spdlog::warn("log file not written ({}); logging to stderr only", fileError.toStdString());
    return path;
}

void shutdown()
{
    qInstallMessageHandler(nullptr);
    spdlog::shutdown();
    // spdlog::shutdown() leaves no default logger; a destructor or a Qt thread that logs after
    // this point must find one that drops the line, not a null pointer.
    spdlog::set_default_logger(std::make_shared<spdlog::logger>("shutdown"));
}

} // namespace Logging
