// How much scrubbing secrets costs per log line, against a plain copy of the same lines measured in
// the same run. Every log line of every gpudesk program passes through LogScrubber, so this ratio
// is the price of "secrets never leak". Prints the ratio; asserts nothing.
#include "bench/lib/benchrow.h"
#include "common/logscrubber.h"

#include <QElapsedTimer>
#include <QStringList>

#include <cstdio>

using namespace Qt::StringLiterals;

int main(int argc, char **argv)
{
    const int rounds = argc > 1 ? std::atoi(argv[1]) : 2000;
    // A realistic mix: most lines carry nothing secret, some carry headers, JSON bodies or tokens.
    const QStringList lines = {
        u"GET http://127.0.0.1:40123/v1/instances -> 304 in 2 ms"_s,
        u"instance 7 state running -> stopping (user)"_s,
        u"POST /v1/sessions {\"login\":\"13800000000\",\"password\":\"correct horse battery\"}"_s,
        u"request headers Authorization: Bearer gds_0123456789abcdefghijklmnop"_s,
        u"poll tick: 3 instances, 1 changed, meter since 2026-11-30T01:00:00Z rate 218"_s,
        u"token gdt_ABCDEFGHIJKLMNOPQRSTUVWX created for scripts, expires 2026-12-30T00:00:00Z"_s,
        u"upload 14/200 files, 1.2 GiB of 8.0 GiB, 54 MiB/s"_s,
        u"ssh 127.0.0.1:41877 host key SHA256:8a7d0b9Yk2lH1v0x/5xH0gD2Q3w9n0k2QX1mJ6aPq4s"_s,
    };

    qsizetype sink = 0;
    QElapsedTimer timer;
    timer.start();
    for (int r = 0; r < rounds; ++r) {
        for (const QString &line : lines) {
            QString copy = line;
            copy.detach(); // a real copy, as the sink's formatting makes one
            sink += copy.size();
        }
    }
    const qint64 plainNs = timer.nsecsElapsed();

    timer.restart();
    for (int r = 0; r < rounds; ++r) {
        for (const QString &line : lines)
            sink += LogScrubber::scrub(line).size();
    }
    const qint64 scrubNs = timer.nsecsElapsed();

    const double n = double(rounds) * double(lines.size());
    std::printf("log lines: %.0f (checksum %lld)\n", n, static_cast<long long>(sink));
    std::printf("plain copy: %.1f ns/line\n", double(plainNs) / n);
    std::printf("scrub:      %.1f ns/line (%.2f us)\n", double(scrubNs) / n, double(scrubNs) / n / 1000.0);
    std::printf("ratio scrub/plain copy: %.1fx\n", double(scrubNs) / double(std::max<qint64>(plainNs, 1)));
    BenchRow{QStringLiteral("log-scrub"),
             QStringLiteral("scrubbing secrets from a log line"),
             QStringLiteral("a plain copy of the line"),
             QStringLiteral("%1 ns").arg(double(scrubNs) / n, 0, 'f', 1),
             QStringLiteral("%1 ns").arg(double(plainNs) / n, 0, 'f', 1),
             {},
             QString(),
             {}}
        .print();
    return 0;
}
