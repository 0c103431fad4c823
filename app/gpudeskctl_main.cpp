// gpudeskctl: the command-line client. Thin main over core; each command prints plain lines.
#include "common/log/logging.h"
#include "common/rfc3339.h"
#include "common/xdgpaths.h"
#include "core/api/platformurl.h"
#include "core/api/restplatform.h"
#include "core/session/sandboxlauncher.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

int runHealth(Platform &platform)
{
    int rc = 1;
    QTextStream out(stdout);
    QTextStream err(stderr);
    platform.health(QCoreApplication::instance(), [&](const ApiResult<PlatformHealth> &result) {
        if (result.ok()) {
            const PlatformHealth &h = result.value();
            out << "platform: " << platform.baseUrl().toString() << '\n'
                << "status: " << h.status << '\n'
                << "server time: " << Rfc3339::format(h.serverTime) << '\n'
                << "time scale: " << h.timeScale << '\n'
                << "billing timezone: " << h.billingTimezone << '\n';
            rc = h.status == u"ok"_s ? 0 : 1;
        } else {
            err << "gpudeskctl: " << platform.baseUrl().toString() << ": " << result.error().summary() << '\n';
        }
        QCoreApplication::exit(rc);
    });
    QCoreApplication::exec();
    return rc;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"gpudeskctl"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUDESK_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(u"gpudeskctl: the gpudesk platform from the command line.\n\n"
                                     "Commands:\n  health    whether the platform answers, and its time"_s);
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption platformOption(u"platform"_s,
                                            u"A platform URL, or 'sandbox' for the local sandbox (default)."_s,
                                            u"URL|sandbox"_s, u"sandbox"_s);
    const QCommandLineOption sandboxDirOption(u"sandbox-data"_s, u"Data directory of the local sandbox."_s, u"DIR"_s,
                                              XdgPaths::defaultSandboxDir());
    const QCommandLineOption verboseOption(u"verbose"_s, u"Also log to stderr, at debug level."_s);
    parser.addOptions({platformOption, sandboxDirOption, verboseOption});
    parser.addPositionalArgument(u"command"_s, u"What to do: health."_s);
    parser.process(app);

    const QStringList args = parser.positionalArguments();
    QTextStream err(stderr);
    if (args.size() != 1 || args.first() != u"health"_s) {
        err << "gpudeskctl: "
            << (args.isEmpty() ? u"no command given"_s : u"unknown command '"_s + args.join(u' ') + u"'"_s)
            << "; try: gpudeskctl health (see --help)\n";
        return 2;
    }
    Logging::init({u"gpudeskctl"_s, parser.isSet(verboseOption), {}});

    QUrl url;
    const QString choice = parser.value(platformOption);
    if (choice == u"sandbox"_s) {
        SandboxLauncher launcher(parser.value(sandboxDirOption), SandboxLauncher::findExecutable());
        QString failure;
        QObject::connect(&launcher, &SandboxLauncher::ready, &app, [&](const QUrl &u) {
            url = u;
            QCoreApplication::exit(0);
        });
        QObject::connect(&launcher, &SandboxLauncher::failed, &app, [&](const QString &why) {
            failure = why;
            QCoreApplication::exit(1);
        });
        launcher.ensureRunning();
        if (QCoreApplication::exec() != 0) {
            err << "gpudeskctl: " << failure << '\n';
            return 1;
        }
    } else {
        QString why;
        const auto parsed = PlatformUrl::parse(choice, &why);
        if (!parsed) {
            err << "gpudeskctl: --platform: " << why << '\n';
            return 2;
        }
        url = *parsed;
    }
    RestPlatform platform(url);
    const int rc = runHealth(platform);
    Logging::shutdown();
    return rc;
}
