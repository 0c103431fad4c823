// A console's poll of a lab's busy Slurm cluster while the user's job runs and the queue is quiet:
// SlurmPlatform::instances() with the job list kept (slurmctld asked with ?update_time=, answering
// "no job changes since"), against the same poll reading every user's jobs each time (a cluster
// whose /diag cannot be read), on FakeSlurm in this process with 5,000 other users' jobs, in the
// same run. Target: the kept list's poll at least 10× faster than the full one.
#include "bench/lib/benchrow.h"
#include "common/clock.h"
#include "core/api/awaitanswer.h"
#include "core/api/slurm/slurmplatform.h"
#include "tests/support/fakeslurm.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

const QString kToken
    = u"eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJleHAiOjQxMDI0NDQ4MDAsImlhdCI6MTcwMDAwMDAwMCwic3VuIjoiYWxpY2UifQ.sig"_s;

struct Cluster
{
    FakeSlurm slurm{u"alice"_s, kToken};
    SystemClock clock;
    std::unique_ptr<SlurmPlatform> platform;

    explicit Cluster(int others, bool diagAllowed)
    {
        slurm.diagAllowed = diagAllowed;
        platform = std::make_unique<SlurmPlatform>(slurm.url(), clock);
        const auto session = awaitAnswer<LoginSession>(
            [&](QObject *c, auto d) { platform->login(QString(), kToken, {}, c, d); }, 15000);
        if (!session.ok())
            qFatal("login: %s", qPrintable(session.error().summary()));
        platform->setToken(session.value().token);
        InstanceSpec spec;
        spec.name = u"llama"_s;
        spec.region = u"gpu"_s;
        spec.gpuType = u"a100"_s;
        spec.timeLimitMinutes = 480;
        if (!awaitAnswer<Instance>([&](QObject *c, auto d) { platform->createInstance(spec, c, d); }, 15000).ok())
            qFatal("create failed");
        slurm.advance();
        // The rest of the lab: jobs without GPUs of this partition, running elsewhere.
        QJsonObject other = slurm.jobs.first();
        other.insert(u"tres_per_node"_s, QString());
        other.insert(u"user_name"_s, u"bob"_s);
        other.insert(u"comment"_s, u"train.sh"_s);
        for (int i = 0; i < others; ++i) {
            other.insert(u"job_id"_s, 10000 + i);
            slurm.jobs.insert(10000 + i, other);
        }
        poll(); // the first full read, and the offset of Slurm's clock
        slurm.settle(60);
    }
    void poll()
    {
        const auto list
            = awaitAnswer<InstanceList>([&](QObject *c, auto d) { platform->instances({}, false, c, d); }, 60000);
        if (!list.ok() || list.value().items.size() != 1)
            qFatal("poll failed");
    }
    double msPerPoll(int polls)
    {
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < polls; ++i)
            poll();
        return double(t.nsecsElapsed()) / 1e6 / polls;
    }
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTemporaryDir home; // the record of instances, away from the user's own
    qputenv("XDG_DATA_HOME", home.path().toUtf8());
    const int others = argc > 1 ? std::atoi(argv[1]) : 5000;
    const int polls = argc > 2 ? std::atoi(argv[2]) : 20;
    Cluster kept(others, true);
    Cluster full(others, false);
    const double fullMs = full.msPerPoll(polls);
    const double keptMs = kept.msPerPoll(polls);
    QJsonArray all;
    for (const QJsonObject &j : std::as_const(kept.slurm.jobs))
        all.append(j);
    std::printf("slurm poll, %d other jobs, %d polls each\n", others, polls);
    std::printf("  every user's jobs each poll: %8.2f ms/poll (%lld KiB a poll)\n", fullMs,
                qint64(QJsonDocument(QJsonObject{{u"jobs"_s, all}}).toJson(QJsonDocument::Compact).size() / 1024));
    std::printf("  the list kept (unchanged):   %8.2f ms/poll (%d of %d polls answered unchanged)\n", keptMs,
                kept.platform->jobList().unchangedReads(), polls);
    std::printf("  speed-up: %.1fx (target >= 10x)\n", fullMs / keptMs);
    BenchRow{u"slurm-poll"_s,
             u"a poll of a Slurm cluster with %1 other jobs, the job list kept"_s.arg(others),
             u"reading every user's jobs each poll"_s,
             u"%1 ms"_s.arg(keptMs, 0, 'f', 2),
             u"%1 ms"_s.arg(fullMs, 0, 'f', 2),
             fullMs / keptMs,
             u">= 10x"_s,
             fullMs / keptMs >= 10}
        .print();
    return 0;
}
