#include "core/ssh/environmentprobe.h"
#include "core/ssh/listeningports.h"

#include <QFile>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QByteArray fixture(const char *name)
{
    QFile f(QStringLiteral(GPUDESK_SOURCE_DIR "/tests/core/fixtures/probe/") + QString::fromLatin1(name));
    EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << name;
    return f.readAll();
}

using Gpus = QList<EnvironmentSnapshot::Gpu>;

Gpus gpus(const char *name, QString *problem)
{
    problem->clear();
    return EnvironmentProbe::parseNvidiaSmiCsv(fixture(name), problem);
}

} // namespace

TEST(EnvironmentProbe, ReadsNvidiaSmiCsvWithOrWithoutHeaderAndUnits)
{
    QString problem;
    Gpus g = gpus("nvidia-smi-header-units.csv", &problem);
    ASSERT_EQ(g.size(), 1);
    EXPECT_TRUE(problem.isEmpty());
    EXPECT_EQ(g[0].name, u"NVIDIA GeForce RTX 4090"_s);
    EXPECT_EQ(g[0].memoryTotalMiB, 24564);
    EXPECT_EQ(g[0].memoryUsedMiB, 18432);
    EXPECT_EQ(g[0].utilizationPercent, 97);
    EXPECT_EQ(g[0].temperatureC, 71);
    EXPECT_EQ(g[0].driverVersion, u"550.54.15"_s);

    g = gpus("nvidia-smi-nounits.csv", &problem);
    ASSERT_EQ(g.size(), 1);
    EXPECT_EQ(g[0].memoryTotalMiB, 24576);
    EXPECT_EQ(g[0].utilizationPercent, 0);

    g = gpus("nvidia-smi-noheader-8x.csv", &problem);
    ASSERT_EQ(g.size(), 8);
    EXPECT_EQ(g[7].index, 7);
    EXPECT_EQ(g[4].memoryUsedMiB, 60211);
    EXPECT_EQ(g[4].utilizationPercent, 100);
}

TEST(EnvironmentProbe, NotApplicableAndNotSupportedReadAsUnknownNotAsZero)
{
    QString problem;
    Gpus g = gpus("nvidia-smi-mig.csv", &problem);
    ASSERT_EQ(g.size(), 1);
    EXPECT_FALSE(g[0].utilizationPercent.has_value());
    EXPECT_EQ(g[0].memoryTotalMiB, 81559);
    g = gpus("nvidia-smi-not-supported.csv", &problem);
    ASSERT_EQ(g.size(), 1);
    EXPECT_FALSE(g[0].utilizationPercent.has_value());
    EXPECT_FALSE(g[0].temperatureC.has_value());
    EXPECT_EQ(g[0].name, u"Tesla K80"_s);
}

TEST(EnvironmentProbe, TheDriversFailuresBecomeTheProblemInItsOwnWords)
{
    QString problem;
    EXPECT_TRUE(gpus("nvidia-smi-no-driver.txt", &problem).isEmpty());
    EXPECT_TRUE(problem.contains(u"couldn't communicate with the NVIDIA driver"_s)) << problem.toStdString();
    EXPECT_TRUE(gpus("nvidia-smi-mismatch.txt", &problem).isEmpty());
    EXPECT_TRUE(problem.contains(u"Driver/library version mismatch"_s)) << problem.toStdString();
    EXPECT_TRUE(gpus("nvidia-smi-no-devices.txt", &problem).isEmpty());
    EXPECT_TRUE(problem.contains(u"No devices were found"_s));
    EXPECT_TRUE(gpus("nvidia-smi-missing.txt", &problem).isEmpty());
    EXPECT_TRUE(problem.contains(u"no NVIDIA driver"_s)) << problem.toStdString();
}

TEST(EnvironmentProbe, DfKeepsTheInstancesOwnDisksAndMarksSystemAndData)
{
    auto disks = EnvironmentProbe::parseDf(fixture("df-container.txt"), u"/root/autodl-tmp"_s);
    ASSERT_EQ(disks.size(), 2);
    EXPECT_EQ(disks[0].mount, u"/"_s);
    EXPECT_EQ(disks[0].role, EnvironmentSnapshot::Disk::Role::System);
    EXPECT_EQ(disks[0].totalBytes, 31441920LL * 1024);
    EXPECT_EQ(disks[0].usedBytes, 3251220LL * 1024);
    EXPECT_EQ(disks[1].mount, u"/root/autodl-tmp"_s);
    EXPECT_EQ(disks[1].role, EnvironmentSnapshot::Disk::Role::Data);

    disks = EnvironmentProbe::parseDf(fixture("df-vm.txt"), u"/mnt/my data"_s);
    ASSERT_EQ(disks.size(), 2); // not /dev, /run, /boot/efi
    EXPECT_EQ(disks[0].mount, u"/"_s);
    EXPECT_EQ(disks[1].mount, u"/mnt/my data"_s); // a mount point with a space
    EXPECT_EQ(disks[1].role, EnvironmentSnapshot::Disk::Role::Data);
}

TEST(EnvironmentProbe, FreeReadsAvailableMemoryFromEitherProcpsLayout)
{
    auto ram = EnvironmentProbe::parseFree(fixture("free-new.txt"));
    ASSERT_TRUE(ram);
    EXPECT_EQ(ram->first, 67337441280LL);
    EXPECT_EQ(ram->second, 61139234816LL);
    ram = EnvironmentProbe::parseFree(fixture("free-old.txt"));
    ASSERT_TRUE(ram);
    EXPECT_EQ(ram->first, 16826662912LL);
    EXPECT_EQ(ram->second, 7723241472LL + 320106496LL + 5233106944LL);
    EXPECT_FALSE(EnvironmentProbe::parseFree("free: command not found\n"));
}

TEST(EnvironmentProbe, TheWholeBatchParsesAndOneBrokenToolSpoilsNothingElse)
{
    const QByteArray output = "@@gpudesk nvidia-smi\n" + fixture("nvidia-smi-no-driver.txt") + "@@gpudesk df\n"
        + fixture("df-container.txt") + "@@gpudesk free\n" + fixture("free-new.txt")
        + "@@gpudesk uptime\n3725.14 7000.02\n@@gpudesk python\n3.10.12\n"
          "@@gpudesk torch\n2.3.1+cu121\n12.1\nFalse\n@@gpudesk end\n";
    const QDateTime at = QDateTime::fromSecsSinceEpoch(1764590400, Qt::UTC);
    const EnvironmentSnapshot s = EnvironmentProbe::parse(output, u"/root/autodl-tmp"_s, at);
    EXPECT_TRUE(s.gpus.isEmpty());
    EXPECT_FALSE(s.gpuProblem.isEmpty());
    EXPECT_EQ(s.disks.size(), 2);
    EXPECT_EQ(s.ramTotalBytes, 67337441280LL);
    EXPECT_EQ(s.uptimeSeconds, 3725);
    EXPECT_EQ(s.python, u"3.10.12"_s);
    EXPECT_EQ(s.torch, u"2.3.1+cu121"_s);
    EXPECT_EQ(s.torchCuda, u"12.1"_s);
    EXPECT_EQ(s.torchSeesGpu, false);
    EXPECT_EQ(EnvironmentSnapshot::fromJson(s.toJson()), s); // kept per instance as JSON

    const QString md = s.toMarkdown(u"LoRA 实验"_s);
    EXPECT_TRUE(md.startsWith(u"### Environment: LoRA 实验 (2025-12-01 12:00 UTC)\n"_s)) << md.toStdString();
    EXPECT_TRUE(md.contains(u"| Disk `/root/autodl-tmp` (data disk) | 10.0 GiB used of 50.0 GiB |"_s))
        << md.toStdString();
    EXPECT_TRUE(md.contains(u"| PyTorch | 2.3.1+cu121 (CUDA 12.1), does not see a GPU |"_s)) << md.toStdString();

    // Nothing but markers (a shell that ran nothing): an empty snapshot, no crash.
    const EnvironmentSnapshot empty = EnvironmentProbe::parse("@@gpudesk end\n", {}, at);
    EXPECT_TRUE(empty.disks.isEmpty());
    EXPECT_FALSE(empty.ramTotalBytes);
}

TEST(EnvironmentProbe, EightCardsAreSummedUpInOneMarkdownLine)
{
    QString problem;
    EnvironmentSnapshot s;
    s.takenAt = QDateTime::fromSecsSinceEpoch(0, Qt::UTC);
    s.gpus = gpus("nvidia-smi-noheader-8x.csv", &problem);
    EXPECT_TRUE(s.toMarkdown(u"x"_s).contains(u"| GPU | 8 × NVIDIA A100-SXM4-80GB, 80.0 GiB (driver 535.129.03) |"_s))
        << s.toMarkdown(u"x"_s).toStdString();
}

TEST(ListeningPorts, ReadsTheListenersOfBothTablesAndWhichAreLoopbackOnly)
{
    // Captured with web servers bound to 127.0.0.1:6006, 0.0.0.0:8888, [::1]:7860 and [::]:8000
    // next to sshd on 2024 (all addresses); an established connection is not a listener.
    QByteArray tables = fixture("proc-net-tcp.txt");
    tables
        += "   9: 0100007F:1776 0100007F:A1B2 01 00000000:00000000 00:00000000 00000000  1000 0 7 1 0 20 4 30 10 -1\n";
    const QList<ListeningPort> ports = ListeningPorts::parse(tables, {2024});
    EXPECT_EQ(ports, (QList<ListeningPort>{{6006, true}, {7860, true}, {8000, false}, {8888, false}}));
}

TEST(ListeningPorts, APortBoundToAnyAddressIsNotLoopbackOnlyAndGarbageIsSkipped)
{
    const QByteArray tables = "  sl  local_address rem_address   st\n"
                              "   0: 0100007F:1F90 00000000:0000 0A 0\n"
                              "   1: 00000000:1F90 00000000:0000 0A 0\n"
                              "   2: 0000000000000000FFFF00000100007F:0050 0:0 0A 0\n"
                              "   3: zz:zz 00000000:0000 0A 0\n"
                              "cat: /proc/net/tcp6: No such file or directory\n";
    EXPECT_EQ(ListeningPorts::parse(tables), (QList<ListeningPort>{{80, true}, {8080, false}}));
    EXPECT_TRUE(ListeningPorts::parse({}).isEmpty());
}
