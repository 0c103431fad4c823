// gpudesk-sandbox: the local reference platform. Thin main: options, lock, serve, clean shutdown.
#include "common/clock.h"
#include "common/log/logging.h"
#include "common/unixsignalwatcher.h"
#include "platform/accounts/passwordhash.h"
#include "platform/runtime/datadirectory.h"
#include "platform/runtime/emulators.h"
#include "platform/runtime/platformclockanchor.h"
#include "platform/sandboxoptions.h"
#include "platform/server/demoaccount.h"
#include "platform/server/sandboxserver.h"
#include "platform/store/database.h"

#include <QCoreApplication>
#include <QTextStream>
#include <QThreadPool>
#include <QUrl>

#include <spdlog/spdlog.h>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    // `gpudesk-sandbox emulate TOOL DIR ARGS…`: an instance's nvidia-smi, df or dmesg (the
    // scripts on its PATH run this). Answers at once, without serving anything.
    if (argc >= 3 && qstrcmp(argv[1], "emulate") == 0) {
        QCoreApplication emulator(argc, argv);
        // The instance's own clock: a rented machine shows its local time, whatever the platform's.
        const SystemClock machineClock;
        return Emulators::main(QCoreApplication::arguments().mid(1), machineClock);
    }
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"gpudesk-sandbox"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUDESK_VERSION));
    QTextStream err(stderr);

    // Installed first: whoever started us may send SIGTERM the moment endpoint.json appears, and
    // that must still be a clean shutdown (endpoint removed, log flushed), not the default death.
    UnixSignalWatcher signalWatcher;
    QObject::connect(&signalWatcher, &UnixSignalWatcher::terminationRequested, &app, [](int number) {
        spdlog::info("signal {}: shutting down", number);
        QCoreApplication::quit();
    });

    QString error, help;
    const auto options = SandboxOptions::parse(QCoreApplication::arguments(), &error, &help);
    if (!options) {
        if (!help.isEmpty()) {
            QTextStream(stdout) << help;
            return 0;
        }
        err << "gpudesk-sandbox: " << error << '\n';
        return 2;
    }

    DataDirectory data(options->dataDir);
    if (!data.open(&error)) {
        err << "gpudesk-sandbox: " << error << '\n';
        return 3;
    }
    Logging::init({u"gpudesk-sandbox"_s, options->verbose, data.path()});

    const QByteArray secretKey = data.secretKey(&error);
    if (secretKey.isEmpty()) {
        err << "gpudesk-sandbox: " << error << '\n';
        return 3;
    }
    const auto catalog = Catalog::load(data.path() + u"/catalog.json"_s, &error);
    if (!catalog) {
        err << "gpudesk-sandbox: " << error << '\n';
        return 3;
    }
    Database db;
    if (!db.open(data.path() + u"/sandbox.db"_s, &error)) {
        err << "gpudesk-sandbox: " << error << '\n';
        return 3;
    }
    // Platform time: it goes on from where the last run left it (PlatformClockAnchor), advancing
    // at --time-scale on a monotonic base so a change of the machine's clock cannot move billing
    // time; or, with --clock manual, moving only when a test says so.
    SystemClock wall;
    MonotonicClock monotonic;
    const qint64 startMs
        = PlatformClockAnchor::resume(db, wall.nowMs(), options->manualClock ? 0.0 : options->timeScale) / 1000 * 1000;
    ScaledClock scaledClock(monotonic, startMs, options->timeScale);
    ManualClock manualClock(startMs);
    const Clock &platformClock = options->manualClock ? static_cast<const Clock &>(manualClock) : scaledClock;

    if (options->demo)
        DemoAccount::ensure(db, platformClock);
    // Made now, before serving: the first unknown login must not take twice as long as the others.
    PasswordHash::dummy();

    SandboxServer::Settings settings;
    settings.timeScale = options->timeScale;
    settings.billingTimezone = options->billingTimezone;
    settings.reviewDelaySeconds = options->reviewDelaySeconds;
    settings.manualClock = options->manualClock ? &manualClock : nullptr;
    settings.secretKey = secretKey;
    settings.wallClock = &wall;
    settings.catalog = *catalog;
    settings.dataDir = data.path();
    settings.bootDelaySeconds = options->bootDelaySeconds;
    settings.bootTimeoutSeconds = options->bootTimeoutSeconds;
    settings.maxInstances = options->maxInstances;
    settings.sshRuntime = options->sshRuntime;
    settings.emulatorProgram = QCoreApplication::applicationFilePath();
    SandboxServer server(db, platformClock, settings);
    // Asked for any port: the last run's first, so a restarted sandbox is where consoles (and the
    // ssh configs they wrote) left it; another when that one is taken.
    const std::optional<quint16> lastPort = options->listenPort == 0 ? data.lastPort() : std::nullopt;
    if (!(lastPort && server.listen(options->listenAddress, *lastPort, &error))
        && !server.listen(options->listenAddress, options->listenPort, &error)) {
        err << "gpudesk-sandbox: cannot listen on " << options->listenAddress.toString() << ':' << options->listenPort
            << ": " << error << '\n';
        return 4;
    }
    QUrl url;
    url.setScheme(u"http"_s);
    url.setHost(options->listenAddress.toString());
    url.setPort(server.port());
    data.rememberPort(server.port());
    if (!data.writeEndpoint(url, &error)) {
        err << "gpudesk-sandbox: " << error << '\n';
        return 5;
    }
    spdlog::info("gpudesk-sandbox serving {} with data in {} (time scale {})", url.toString().toStdString(),
                 data.path().toStdString(), options->timeScale);
    if (!options->listenAddress.isLoopback()) {
        // --allow-remote was given (options refuse it otherwise): say what it means, in the log too.
        const QString warning = u"gpudesk-sandbox has no TLS: passwords and tokens cross the network to %1 in clear "
                                "text. Use it only on a network you trust."_s.arg(url.toString());
        spdlog::warn("{}", warning.toStdString());
        err << warning << '\n';
        err.flush();
    }
    // One line on stdout for whoever started us in the foreground.
    QTextStream(stdout) << "gpudesk-sandbox: serving " << url.toString() << " (data: " << data.path() << ")\n";

    const int rc = QCoreApplication::exec();
    // The pool's threads hashed passwords with OpenSSL: they end now, while OpenSSL is whole. Left
    // to the global pool's own teardown they would end after OpenSSL's exit handler freed what
    // their thread-local state points to (seen as a SEGV at a SIGTERM under AddressSanitizer).
    QThreadPool::globalInstance()->waitForDone();
    data.removeEndpoint();
    spdlog::info("gpudesk-sandbox stopped");
    Logging::shutdown();
    return rc;
}
