#include "platform/sandboxoptions.h"

#include "common/xdgpaths.h"

#include <QCommandLineParser>
#include <QRegularExpression>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace {

QCommandLineOption listenOption()
{
    return {u"listen"_s,
            u"Address and port to serve the platform API on, as HOST:PORT or [IPv6]:PORT. Port 0 takes the last "
            "run's port again (kept in DIR/port) or, when that one is taken, a free one; the URL is written "
            "to DIR/endpoint.json. Only loopback addresses unless "
            "--allow-remote. Default 127.0.0.1:0."_s,
            u"HOST:PORT"_s, u"127.0.0.1:0"_s};
}

QCommandLineOption dataOption()
{
    return {u"data"_s,
            u"Directory holding the platform's state (locked while running). Default "_s + XdgPaths::defaultSandboxDir()
                + u'.',
            u"DIR"_s};
}

QCommandLineOption timeScaleOption()
{
    return {u"time-scale"_s, u"Platform seconds per real second (1 = real time, 60 = an hour a minute). Default 1."_s,
            u"N"_s, u"1"_s};
}

QCommandLineOption remoteOption()
{
    return {u"allow-remote"_s,
            u"Allow a non-loopback --listen address. The sandbox has no TLS: only on a network you trust."_s};
}

QCommandLineOption timezoneOption()
{
    return {u"billing-timezone"_s,
            u"IANA time zone that defines \"today\" for daily limits and day buckets. Default Asia/Shanghai."_s,
            u"ZONE"_s, u"Asia/Shanghai"_s};
}

QCommandLineOption clockOption()
{
    return {u"clock"_s,
            u"'scaled' (platform time runs at --time-scale) or 'manual' (it moves only through "
            "POST /v1/sandbox/clock {advance_s}, for tests). Default scaled."_s,
            u"scaled|manual"_s, u"scaled"_s};
}

QCommandLineOption reviewDelayOption()
{
    return {u"review-delay"_s,
            u"Platform seconds the sandbox's reviewer takes to decide a real-name verification. Default 5."_s, u"S"_s,
            u"5"_s};
}

QCommandLineOption bootDelayOption()
{
    return {u"boot-delay"_s, u"Platform seconds an instance takes to boot (starting → running). Default 5."_s, u"S"_s,
            u"5"_s};
}

QCommandLineOption bootTimeoutOption()
{
    return {u"boot-timeout"_s,
            u"Platform seconds after which a boot that has not finished fails with reason boot_timeout "
            "(POST /v1/sandbox/instances/ID/faults {\"boot_hang\": true} makes a boot hang). Default 300."_s,
            u"S"_s, u"300"_s};
}

QCommandLineOption runtimeOption()
{
    return {u"runtime"_s,
            u"'sshd' (each running instance gets its own OpenSSH sshd on a loopback port, and its service "
            "ports are relayed to 127.0.0.2:PORT) or 'none' (instances run and bill without SSH or relays). "
            "Default sshd."_s,
            u"sshd|none"_s, u"sshd"_s};
}

QCommandLineOption maxInstancesOption()
{
    return {u"max-instances"_s,
            u"Let every account keep up to N instances whatever its verification level (for benchmarks)."_s, u"N"_s};
}

QCommandLineOption demoOption()
{
    return {u"demo"_s,
            u"Seed the demo account (login 13800000000, password sandbox-demo, verified) if it is missing."_s};
}

QCommandLineOption verboseOption()
{
    return {u"verbose"_s, u"Also log to stderr, at debug level."_s};
}

void addAll(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        u"gpudesk-sandbox: a local, offline implementation of the gpudesk platform API "
        "(docs/platform-api.yaml) with play money. It emulates GPU hardware; nothing here is a real "
        "rented card. Stop it with SIGTERM or Ctrl-C.\n\n"
        "Emulators: a running instance's PATH starts with nvidia-smi (the rented card × count; plain "
        "table, -L, --query-gpu=… and --query-compute-apps=… with --format=csv[,noheader][,nounits]; in no-GPU mode it "
        "fails as "
        "without a driver), df (the instance's system and data disks) and dmesg (its kernel log). "
        "Utilization, memory used and temperature are read from gpu-utilization, "
        "gpu-memory-used-mib and gpu-temperature, the processes holding GPU memory (nvidia-smi "
        "--query-compute-apps) from gpu-processes (a line \"PID MIB NAME\" each), kernel lines from kern.log, and the "
        "bytes df reports "
        "in use from system-disk-used-bytes and data-disk-used-bytes (when present; else the files "
        "on the disk count), in the instance's directory instances/ID/emulated/ under --data; write "
        "them to see them change.\n\n"
        "Service ports: each port an instance asks for is relayed, while it runs, from "
        "ports[].public_url to 127.0.0.2:PORT, so a service must listen on 0.0.0.0 to be reached.\n\n"
        "Fault knobs (sandbox only): POST /v1/sandbox/instances/ID/faults with boot_hang, refuse_keys, "
        "sshd_down or disk_full true|false makes an instance's boots hang, its sshd refuse every key, "
        "its sshd stop, or its disks read as full (df says 100%; false: as their files fill them)."_s);
    parser.addHelpOption();
    parser.addOption(listenOption());
    parser.addOption(dataOption());
    parser.addOption(timeScaleOption());
    parser.addOption(timezoneOption());
    parser.addOption(remoteOption());
    parser.addOption(clockOption());
    parser.addOption(reviewDelayOption());
    parser.addOption(bootDelayOption());
    parser.addOption(bootTimeoutOption());
    parser.addOption(maxInstancesOption());
    parser.addOption(runtimeOption());
    parser.addOption(demoOption());
    parser.addOption(verboseOption());
}

bool parseListen(const QString &text, QHostAddress *address, quint16 *port, QString *error)
{
    static const QRegularExpression pattern(uR"(^(?:\[([0-9A-Fa-f:.]+)\]|([^:\[\]]+)):(\d{1,5})\z)"_s);
    const auto match = pattern.match(text);
    if (!match.hasMatch()) {
        *error = u"--listen %1: expected HOST:PORT, e.g. 127.0.0.1:0 or [::1]:8080"_s.arg(text);
        return false;
    }
    const QString host = match.captured(1).isEmpty() ? match.captured(2) : match.captured(1);
    const uint value = match.captured(3).toUInt();
    if (value > 65535) {
        *error = u"--listen %1: port must be 0–65535"_s.arg(text);
        return false;
    }
    QHostAddress parsed;
    if (host.compare(u"localhost"_s, Qt::CaseInsensitive) == 0)
        parsed = QHostAddress(QHostAddress::LocalHost);
    else if (!parsed.setAddress(host)) {
        *error = u"--listen %1: '%2' is not an IP address (host names other than localhost are not resolved)"_s.arg(
            text, host);
        return false;
    }
    *address = parsed;
    *port = static_cast<quint16>(value);
    return true;
}

} // namespace

QString SandboxOptions::helpText()
{
    QCommandLineParser parser;
    addAll(parser);
    return parser.helpText();
}

std::optional<SandboxOptions> SandboxOptions::parse(const QStringList &arguments, QString *error, QString *help)
{
    QCommandLineParser parser;
    addAll(parser);
    error->clear();
    if (!parser.parse(arguments)) {
        *error = parser.errorText();
        return std::nullopt;
    }
    if (parser.isSet(u"help"_s)) {
        *help = parser.helpText();
        return std::nullopt;
    }
    if (!parser.positionalArguments().isEmpty()) {
        *error = u"unexpected argument '%1' (see --help)"_s.arg(parser.positionalArguments().first());
        return std::nullopt;
    }

    SandboxOptions options;
    options.allowRemote = parser.isSet(u"allow-remote"_s);
    options.verbose = parser.isSet(u"verbose"_s);
    if (!parseListen(parser.value(u"listen"_s), &options.listenAddress, &options.listenPort, error))
        return std::nullopt;
    if (!options.listenAddress.isLoopback() && !options.allowRemote) {
        *error = u"--listen %1 is not a loopback address: the sandbox has no TLS and is meant for this "
                 "machine only; pass --allow-remote to expose it anyway"_s.arg(parser.value(u"listen"_s));
        return std::nullopt;
    }

    options.dataDir = parser.isSet(u"data"_s) ? parser.value(u"data"_s) : XdgPaths::defaultSandboxDir();
    if (options.dataDir.trimmed().isEmpty()) {
        *error = u"--data needs a directory"_s;
        return std::nullopt;
    }

    bool ok = false;
    options.timeScale = parser.value(u"time-scale"_s).toDouble(&ok);
    if (!ok || !(options.timeScale > 0) || options.timeScale > 86400) {
        *error = u"--time-scale %1: expected a number above 0 and at most 86400"_s.arg(parser.value(u"time-scale"_s));
        return std::nullopt;
    }

    const QString clock = parser.value(u"clock"_s);
    if (clock != u"scaled"_s && clock != u"manual"_s) {
        *error = u"--clock %1: expected 'scaled' or 'manual'"_s.arg(clock);
        return std::nullopt;
    }
    options.manualClock = clock == u"manual"_s;
    options.reviewDelaySeconds = parser.value(u"review-delay"_s).toLongLong(&ok);
    if (!ok || options.reviewDelaySeconds < 0 || options.reviewDelaySeconds > 30LL * 86400) {
        *error = u"--review-delay %1: expected whole seconds from 0 to 30 days"_s.arg(parser.value(u"review-delay"_s));
        return std::nullopt;
    }
    options.bootDelaySeconds = parser.value(u"boot-delay"_s).toLongLong(&ok);
    if (!ok || options.bootDelaySeconds < 0 || options.bootDelaySeconds > 86400) {
        *error = u"--boot-delay %1: expected whole seconds from 0 to a day"_s.arg(parser.value(u"boot-delay"_s));
        return std::nullopt;
    }
    options.bootTimeoutSeconds = parser.value(u"boot-timeout"_s).toLongLong(&ok);
    if (!ok || options.bootTimeoutSeconds < 1 || options.bootTimeoutSeconds > 86400) {
        *error = u"--boot-timeout %1: expected whole seconds from 1 to a day"_s.arg(parser.value(u"boot-timeout"_s));
        return std::nullopt;
    }
    if (parser.isSet(u"max-instances"_s)) {
        const int n = parser.value(u"max-instances"_s).toInt(&ok);
        if (!ok || n < 1 || n > 100000) {
            *error = u"--max-instances %1: expected a count from 1 to 100000"_s.arg(parser.value(u"max-instances"_s));
            return std::nullopt;
        }
        options.maxInstances = n;
    }
    const QString runtime = parser.value(u"runtime"_s);
    if (runtime != u"sshd"_s && runtime != u"none"_s) {
        *error = u"--runtime %1: expected 'sshd' or 'none'"_s.arg(runtime);
        return std::nullopt;
    }
    options.sshRuntime = runtime == u"sshd"_s;
    options.demo = parser.isSet(u"demo"_s);

    options.billingTimezone = parser.value(u"billing-timezone"_s);
    if (!QTimeZone::isTimeZoneIdAvailable(options.billingTimezone.toUtf8())) {
        *error = u"--billing-timezone %1: not a known IANA time zone (e.g. Asia/Shanghai, UTC)"_s.arg(
            options.billingTimezone);
        return std::nullopt;
    }
    return options;
}
