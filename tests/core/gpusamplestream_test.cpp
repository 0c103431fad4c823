// The live panel's stream (GpuSampleStream) read from lines as nvidia-smi 550 prints them with
// --format=csv,noheader,nounits, /proc/stat and /proc/meminfo; its command run by a POSIX sh with an
// nvidia-smi of the test's own first on PATH; and the seed's hints (GpuHints) from crafted samples.
#include "core/monitor/gpuhints.h"
#include "core/monitor/gpusamplestream.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimeZone>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

const QDateTime kSampledFrom(QDate(2026, 12, 5), QTime(14, 0), QTimeZone::utc());

QList<GpuLiveSample> feedAll(GpuSampleStream &stream, const QByteArray &text, QDateTime at = kSampledFrom)
{
    QList<GpuLiveSample> samples;
    for (const QByteArray &line : text.split('\n')) {
        if (auto s = stream.feed(line, at)) {
            samples << *s;
            at = at.addSecs(2);
        }
    }
    return samples;
}

GpuLiveSample sample(int second, QList<int> utilization, qint64 usedMiB = 20000, qint64 totalMiB = 24564)
{
    GpuLiveSample s;
    s.at = kSampledFrom.addSecs(second);
    for (int k = 0; k < utilization.size(); ++k)
        s.cards << GpuLiveSample::Card{k, utilization[k], usedMiB, totalMiB, 300.0, 70};
    s.cores = 16;
    return s;
}

/// A run of samples every 10 s for `seconds`, each card at its utilization.
QList<GpuLiveSample> run(int seconds, const QList<int> &utilization, qint64 usedMiB = 20000)
{
    QList<GpuLiveSample> samples;
    for (int t = 0; t <= seconds; t += 10)
        samples << sample(t, utilization, usedMiB);
    return samples;
}

} // namespace

TEST(GpuSampleStream, TwoCardsTheirProcessesCpuAndRamAreOneSampleEach)
{
    GpuSampleStream stream;
    const auto samples = feedAll(stream,
                                 "@gpudesk cores\n16\n"
                                 "@gpudesk cards\n0, 87, 18213, 24564, 310.45, 71\n1, 3, 1, 24564, [N/A], [N/A]\n"
                                 "@gpudesk apps\n4242, 18200, /usr/bin/python3 train.py --lr 1e-4,warmup\n"
                                 "@gpudesk cpu\ncpu  1000 0 500 8000 500 0 0 0 0 0\n"
                                 "@gpudesk mem\nMemTotal:       65536000 kB\nMemAvailable:   49152000 kB\n"
                                 "@gpudesk end\n"
                                 "@gpudesk cards\n0, 90, 18300, 24564, 312.00, 72\n1, 0, 1, 24564, 21.10, 35\n"
                                 "@gpudesk apps\n"
                                 "@gpudesk cpu\ncpu  1600 0 900 8400 600 0 0 0 0 0\n"
                                 "@gpudesk mem\nMemTotal:       65536000 kB\nMemAvailable:   32768000 kB\n"
                                 "@gpudesk end\n");
    ASSERT_EQ(samples.size(), 2);
    const GpuLiveSample &first = samples[0];
    ASSERT_EQ(first.cards.size(), 2);
    EXPECT_EQ(first.cards[0], (GpuLiveSample::Card{0, 87, 18213, 24564, 310.45, 71}));
    EXPECT_FALSE(first.cards[1].powerW); // [N/A]: only that figure is missing
    EXPECT_FALSE(first.cards[1].temperatureC);
    ASSERT_EQ(first.processes.size(), 1);
    EXPECT_EQ(first.processes[0],
              (GpuLiveSample::Process{4242, u"/usr/bin/python3 train.py --lr 1e-4,warmup"_s, 18200}));
    EXPECT_FALSE(first.cpuPercent); // needs two CPU lines
    EXPECT_EQ(first.ramTotalBytes, 65536000LL * 1024);
    EXPECT_EQ(first.ramUsedBytes, 16384000LL * 1024);
    EXPECT_EQ(first.cores, 16);
    EXPECT_EQ(first.memoryUsedMiB(), 18214);
    EXPECT_EQ(first.at, kSampledFrom);
    // Between the two CPU lines: 600+400 busy of 600+400+400+100 jiffies.
    ASSERT_TRUE(samples[1].cpuPercent);
    EXPECT_NEAR(*samples[1].cpuPercent, 100.0 * 1000 / 1500, 0.01);
    EXPECT_TRUE(samples[1].processes.isEmpty());
    EXPECT_EQ(samples[1].at, kSampledFrom.addSecs(2));
    EXPECT_EQ(samples[1].toJson()[u"gpus"_s][1][u"power_w"_s].toDouble(), 21.1);
}

TEST(GpuSampleStream, WithoutACardTheDriversWordsComeInstead)
{
    GpuSampleStream stream;
    const auto samples = feedAll(stream,
                                 "@gpudesk cores\n4\n@gpudesk cards\nNVIDIA-SMI has failed because it couldn't "
                                 "communicate with the NVIDIA driver.\n@gpudesk apps\n@gpudesk cpu\n"
                                 "@gpudesk mem\n@gpudesk end\n");
    ASSERT_EQ(samples.size(), 1);
    EXPECT_TRUE(samples[0].cards.isEmpty());
    EXPECT_TRUE(samples[0].gpuProblem.startsWith(u"NVIDIA-SMI has failed"_s));
    EXPECT_TRUE(samples[0].toJson().contains(u"gpu_problem"_s));
}

TEST(GpuSampleStream, TheCommandSamplesOverAndOverInAPosixShell)
{
    QTemporaryDir bin;
    QFile smi(bin.filePath(u"nvidia-smi"_s));
    ASSERT_TRUE(smi.open(QIODevice::WriteOnly));
    smi.write("#!/bin/sh\ncase \"$1\" in --query-gpu=*) echo '0, 55, 1000, 24564, 120.00, 60';; esac\n");
    smi.close();
    smi.setPermissions(smi.permissions() | QFileDevice::ExeOwner);
    QProcess sh;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"PATH"_s, bin.path() + u':' + env.value(u"PATH"_s));
    sh.setProcessEnvironment(env);
    sh.start(u"sh"_s, {u"-c"_s, QString::fromUtf8(GpuSampleStream::command(100))});
    GpuSampleStream stream;
    QList<GpuLiveSample> samples;
    QByteArray pending;
    // Three samples, then the console goes: the stream is ended from outside, as a closed channel.
    while (samples.size() < 3 && sh.waitForReadyRead(10000)) {
        pending += sh.readAllStandardOutput();
        qsizetype nl;
        while ((nl = pending.indexOf('\n')) >= 0) {
            if (auto s = stream.feed(pending.left(nl), QDateTime::currentDateTimeUtc()))
                samples << *s;
            pending.remove(0, nl + 1);
        }
    }
    sh.kill();
    sh.waitForFinished();
    ASSERT_EQ(samples.size(), 3);
    EXPECT_EQ(samples[2].cards.value(0).utilizationPercent, 55);
    EXPECT_TRUE(samples[2].cpuPercent);
    EXPECT_GT(samples[2].ramTotalBytes.value_or(0), 0);
    EXPECT_GT(samples[2].cores.value_or(0), 0);
}

TEST(GpuHints, ACardThatHoldsTheModelButIdlesForTenMinutesWaitsForItsData)
{
    // Nine minutes are not ten: nothing yet.
    EXPECT_TRUE(GpuHints::from(run(540, {12})).isEmpty());
    auto hints = GpuHints::from(run(600, {12}));
    ASSERT_EQ(hints.size(), 1);
    EXPECT_EQ(hints[0].kind, GpuHints::Kind::InputPipeline);
    EXPECT_TRUE(hints[0].finding.contains(u"only 12%"_s)) << hints[0].finding.toStdString();
    EXPECT_TRUE(hints[0].remedies.join(u'\n').contains(u"num_workers up to 16"_s));
    EXPECT_TRUE(hints[0].remedies.join(u'\n').contains(u"pin_memory"_s));
    EXPECT_TRUE(hints[0].remedies.join(u'\n').contains(u"data disk"_s));
    // A card that holds nothing is not training: no hint. One that works is fine.
    EXPECT_TRUE(GpuHints::from(run(600, {12}, 1)).isEmpty());
    EXPECT_TRUE(GpuHints::from(run(600, {85})).isEmpty());
    // Only the last ten minutes count: a slow start does not.
    QList<GpuLiveSample> warmed = run(300, {5});
    for (int t = 310; t <= 910; t += 10)
        warmed << sample(t, {90});
    EXPECT_TRUE(GpuHints::from(warmed).isEmpty());
}

TEST(GpuHints, FourCardsRentedAndOneBusyIsSaidWithTheWayToUseThemAll)
{
    auto hints = GpuHints::from(run(600, {95, 0, 1, 0}));
    ASSERT_EQ(hints.size(), 1);
    EXPECT_EQ(hints[0].kind, GpuHints::Kind::CardsIdle);
    EXPECT_TRUE(hints[0].finding.startsWith(u"Only 1 of 4 cards work"_s)) << hints[0].finding.toStdString();
    EXPECT_TRUE(hints[0].remedies.join(u'\n').contains(u"torchrun"_s));
    EXPECT_TRUE(GpuHints::from(run(600, {95, 90, 88, 92})).isEmpty());
    // All of them starving is the input pipeline, not the code's use of one card.
    hints = GpuHints::from(run(600, {8, 5, 6, 4}));
    ASSERT_EQ(hints.size(), 1);
    EXPECT_EQ(hints[0].kind, GpuHints::Kind::InputPipeline);
}
