// The emulated nvidia-smi, df and dmesg: the shapes a user and the doctor's probes read.
#include "platform/runtime/emulators.h"

#include "common/clock.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

Emulators::Machine machine(const QTemporaryDir &dir, int count = 2)
{
    Emulators::Machine m;
    m.gpuName = Emulators::driverName(u"NVIDIA GeForce RTX 4090 24GB"_s);
    m.gpuCount = count;
    m.memoryMiB = 24564;
    m.systemPath = dir.path() + u"/home"_s;
    m.systemBytes = 30LL << 30;
    m.dataPath = dir.path() + u"/data"_s;
    m.dataBytes = 50LL << 30;
    m.stateDir = dir.path() + u"/emulated"_s;
    QDir().mkpath(m.systemPath);
    QDir().mkpath(m.dataPath);
    QDir().mkpath(m.stateDir);
    return m;
}

void write(const QString &path, const QByteArray &content)
{
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(content);
}

} // namespace

TEST(Emulators, TheTableShowsEveryCardWithTheUtilizationWrittenForIt)
{
    QTemporaryDir dir;
    const Emulators::Machine m = machine(dir);
    EXPECT_EQ(m.gpuName, u"NVIDIA GeForce RTX 4090"_s);
    write(m.stateDir + u"/gpu-utilization"_s, "87\n12\n");
    write(m.stateDir + u"/gpu-memory-used-mib"_s, "20480\n1\n");
    const auto r = Emulators::nvidiaSmi(m, {}, u"Mon Nov 30 08:00:00 2026"_s);
    ASSERT_EQ(r.exitCode, 0);
    const QStringList lines = QString::fromUtf8(r.out).split(u'\n');
    EXPECT_TRUE(lines[2].contains(u"Driver Version: 550.127.05"_s)) << lines[2].toStdString();
    int cards = 0;
    for (const QString &line : lines) {
        if (line.startsWith(u'|') || line.startsWith(u'+')) {
            EXPECT_EQ(line.size(), 91) << line.toStdString(); // the driver's fixed width
        }
        cards += line.contains(u"NVIDIA GeForce RTX 4090"_s) ? 1 : 0;
    }
    EXPECT_EQ(cards, 2);
    EXPECT_TRUE(r.out.contains("20480MiB /  24564MiB"));
    EXPECT_TRUE(r.out.contains("87%      Default"));
    EXPECT_TRUE(r.out.contains("12%      Default"));
}

TEST(Emulators, QueriesAnswerCsvWithAndWithoutHeaderAndUnits)
{
    QTemporaryDir dir;
    const Emulators::Machine m = machine(dir);
    write(m.stateDir + u"/gpu-utilization"_s, "40\n");
    auto r = Emulators::nvidiaSmi(
        m, {u"--query-gpu=index,name,memory.total,memory.used,utilization.gpu"_s, u"--format=csv"_s}, {});
    EXPECT_EQ(r.out,
              "index, name, memory.total [MiB], memory.used [MiB], utilization.gpu [%]\n"
              "0, NVIDIA GeForce RTX 4090, 24564 MiB, 1 MiB, 40 %\n"
              "1, NVIDIA GeForce RTX 4090, 24564 MiB, 1 MiB, 40 %\n");
    r = Emulators::nvidiaSmi(m, {u"--query-gpu=memory.total,memory.free"_s, u"--format=csv,noheader,nounits"_s}, {});
    EXPECT_EQ(r.out, "24564, 24563\n24564, 24563\n");
    r = Emulators::nvidiaSmi(m, {u"--query-gpu=fan.speed.bogus"_s, u"--format=csv"_s}, {});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(r.err.contains("is not a valid field to query"));
    r = Emulators::nvidiaSmi(m, {u"-L"_s}, {});
    EXPECT_EQ(r.out.count('\n'), 2);
    EXPECT_TRUE(r.out.startsWith("GPU 0: NVIDIA GeForce RTX 4090 (UUID: GPU-"));
}

TEST(Emulators, WithoutAGpuNvidiaSmiFailsLikeARealOne)
{
    QTemporaryDir dir;
    Emulators::Machine m = machine(dir);
    m.gpuMode = false;
    const auto r = Emulators::nvidiaSmi(m, {}, {});
    EXPECT_EQ(r.exitCode, 9);
    EXPECT_TRUE(r.out.startsWith("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver."));
}

TEST(Emulators, DfShowsBothDisksAndDmesgTheKernelLog)
{
    QTemporaryDir dir;
    const Emulators::Machine m = machine(dir);
    write(m.dataPath + u"/shard.bin"_s, QByteArray(4096, 'x'));
    auto r = Emulators::df(m, {});
    const QStringList lines = QString::fromUtf8(r.out).trimmed().split(u'\n');
    ASSERT_EQ(lines.size(), 3);
    EXPECT_TRUE(lines[1].startsWith(u"overlay"_s));
    EXPECT_TRUE(lines[1].contains(u"31457280"_s)); // 30 GB in 1K blocks
    EXPECT_TRUE(lines[2].contains(u"52428800"_s));
    EXPECT_TRUE(lines[2].contains(u" 4 "_s)); // 4 KiB used
    EXPECT_TRUE(lines[2].endsWith(u" "_s + m.dataPath)); // the mount point the API reports
    r = Emulators::df(m, {u"-P"_s});
    EXPECT_TRUE(r.out.startsWith("Filesystem     1024-blocks      Used Available Capacity Mounted on\n"));
    r = Emulators::df(m, {u"-h"_s});
    EXPECT_TRUE(r.out.contains("50G"));
    r = Emulators::dmesg(m, {});
    EXPECT_EQ(r.exitCode, 1); // no kernel log yet
    write(m.stateDir + u"/kern.log"_s, "[ 12.0] NVRM: Xid (PCI:0000:01:00): 79, GPU has fallen off the bus.\n");
    r = Emulators::dmesg(m, {});
    EXPECT_TRUE(r.out.contains("Xid"));
}

TEST(Emulators, DfReportsTheBytesInUseAFileSetsInsteadOfTheDisksFiles)
{
    QTemporaryDir dir;
    const Emulators::Machine m = machine(dir);
    // 91% of the system disk, and more than the data disk holds (clamped to full).
    write(m.stateDir + u'/' + Emulators::usedFile(Emulators::Disk::System),
          QByteArray::number((30LL << 30) * 91 / 100));
    write(m.stateDir + u'/' + Emulators::usedFile(Emulators::Disk::Data), QByteArray::number(80LL << 30) + '\n');
    QStringList lines = QString::fromUtf8(Emulators::df(m, {u"-P"_s}).out).trimmed().split(u'\n');
    ASSERT_EQ(lines.size(), 3);
    EXPECT_TRUE(lines[1].contains(u" 91% /"_s)) << lines[1].toStdString();
    EXPECT_TRUE(lines[2].contains(u" 100% "_s)) << lines[2].toStdString();
    EXPECT_TRUE(lines[2].contains(u" 0 "_s)); // nothing available
    // A file that is not a number is as if it were not there.
    write(m.stateDir + u'/' + Emulators::usedFile(Emulators::Disk::System), "lots");
    lines = QString::fromUtf8(Emulators::df(m, {u"-P"_s}).out).trimmed().split(u'\n');
    EXPECT_TRUE(lines[1].contains(u" 0% /"_s)) << lines[1].toStdString();
}

TEST(Emulators, TheTimeTheyShowIsTheInjectedClocks)
{
    QTemporaryDir dir;
    const Emulators::Machine m = machine(dir);
    QFile json(dir.path() + u"/emulated.json"_s);
    ASSERT_TRUE(json.open(QIODevice::WriteOnly));
    json.write(QJsonDocument(m.toJson()).toJson());
    json.close();
    const QDateTime at(QDate(2031, 2, 3), QTime(4, 5, 6), Qt::UTC);
    const ManualClock clock(at);
    const auto r = Emulators::run({u"emulate"_s, u"nvidia-smi"_s, dir.path()}, clock);
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    EXPECT_TRUE(r.out.startsWith(at.toLocalTime().toString(u"ddd MMM d HH:mm:ss yyyy"_s).toUtf8()))
        << r.out.left(80).toStdString();
    const auto missing = Emulators::run({u"emulate"_s, u"nvidia-smi"_s, dir.path() + u"/nowhere"_s}, clock);
    EXPECT_EQ(missing.exitCode, 1);
    EXPECT_TRUE(missing.err.contains("no instance at"));
}

TEST(Emulators, ComputeAppsListTheProcessesHoldingGpuMemoryFromTheirFile)
{
    QTemporaryDir dir;
    const Emulators::Machine m = machine(dir, 1);
    const QStringList args{u"--query-compute-apps=pid,process_name,used_memory"_s, u"--format=csv"_s};
    auto r = Emulators::nvidiaSmi(m, args, {});
    EXPECT_EQ(r.exitCode, 0);
    EXPECT_EQ(r.out, "pid, process_name, used_gpu_memory [MiB]\n"); // nothing holds memory
    write(m.stateDir + u"/gpu-processes"_s, "4242 20480 python train.py\n777 512 jupyter-lab\nnonsense\n");
    r = Emulators::nvidiaSmi(m, args, {});
    EXPECT_EQ(r.out,
              "pid, process_name, used_gpu_memory [MiB]\n4242, python train.py, 20480 MiB\n"
              "777, jupyter-lab, 512 MiB\n");
    r = Emulators::nvidiaSmi(m, {u"--query-compute-apps=pid,used_memory"_s, u"--format=csv,noheader,nounits"_s}, {});
    EXPECT_EQ(r.out, "4242, 20480\n777, 512\n");
    r = Emulators::nvidiaSmi(m, {u"--query-compute-apps=pid,colour"_s, u"--format=csv"_s}, {});
    EXPECT_EQ(r.exitCode, 2);
}
