#include "ui/shell/consolecommandline.h"

#include "common/xdgpaths.h"
#include "core/platforms/platformaddress.h"

#include <QCommandLineParser>

using namespace Qt::StringLiterals;

namespace {

/// The parser with gpudesk's options; `result` reads what it parsed.
struct Options
{
    QCommandLineParser parser;
    const QCommandLineOption platform{
        u"platform"_s,
        u"Platform to use: 'sandbox' for the local offline platform with play money, 'runpod' for "
        "RunPod, 'vast' for Vast.ai, 'runpod+URL' or 'vast+URL' for their API at another address, "
        "'slurm+https://USER@HOST:PORT[?login=LOGIN-NODE]' for a Slurm cluster's slurmrestd, or the "
        "URL of a platform that speaks gpudesk's API (default: asked at the first start, then remembered)."_s,
        PlatformAddress::words()};
    const QCommandLineOption sandboxDir{u"sandbox-data"_s, u"Data directory of the local sandbox."_s, u"DIR"_s,
                                        XdgPaths::defaultSandboxDir()};
    const QCommandLineOption verbose{u"verbose"_s, u"Also log to stderr, at debug level."_s};
    const QCommandLineOption language{u"language"_s, u"Language of the console: en or zh_CN (default: the system's)."_s,
                                      u"LANG"_s};
    // The autostart entry's: the console waits in the tray (minimised where there is none).
    const QCommandLineOption minimized{u"minimized"_s, u"Start in the tray, without opening the window."_s};

    /// `forAStart`: with --help and --version (a later start's arguments are read without).
    explicit Options(bool forAStart)
    {
        parser.setApplicationDescription(u"gpudesk: rent cloud GPUs by the hour, with the meter in view."_s);
        if (forAStart) {
            parser.addHelpOption();
            parser.addVersionOption();
        }
        parser.addOptions({platform, sandboxDir, verbose, language, minimized});
    }

    ConsoleCommandLine result() const
    {
        ConsoleCommandLine line;
        if (parser.isSet(platform))
            line.platform = parser.value(platform);
        line.sandboxDir = parser.value(sandboxDir);
        line.verbose = parser.isSet(verbose);
        if (parser.isSet(language))
            line.language = parser.value(language);
        line.minimized = parser.isSet(minimized);
        return line;
    }
};

} // namespace

ConsoleCommandLine ConsoleCommandLine::process(const QStringList &arguments)
{
    Options options(true);
    options.parser.process(arguments);
    return options.result();
}

std::optional<ConsoleCommandLine> ConsoleCommandLine::parse(const QStringList &arguments)
{
    Options options(false);
    if (!options.parser.parse(arguments))
        return std::nullopt;
    return options.result();
}
