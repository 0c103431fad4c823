// gpudeskctl monitor against a sandbox instance's real sshd and emulated nvidia-smi: the card,
// its power and the host's CPU and RAM a sample a line (and as JSON lines), each sample from the
// same open channel, and an instance that does not run said so.
#include "tests/ssh/sshfixture.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {
class MonitorTest : public SshFixture
{
};
} // namespace

TEST_F(MonitorTest, GpudeskctlMonitorPrintsTheCardAndHostASampleALineAndAsJson)
{
    const QJsonObject instance = runningInstance(u"watch-me"_s);
    const QString id = instance.value(u"id"_s).toString();
    const QString emulated = m_sandbox.dataDir() + u"/instances/"_s + id + u"/emulated"_s;
    QDir().mkpath(emulated);
    for (const auto &[file, text] : {std::pair{u"gpu-utilization"_s, QByteArray("37\n")},
                                     std::pair{u"gpu-memory-used-mib"_s, QByteArray("12288\n")}}) {
        QFile f(emulated + u'/' + file);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(text);
    }

    Ran r = ctl({u"monitor"_s, id, u"--count"_s, u"3"_s, u"--interval"_s, u"0.2"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 3) << r.out.toStdString();
    EXPECT_TRUE(lines[0].contains(u"GPU0  37% 12.0/"_s)) << lines[0].toStdString();
    EXPECT_TRUE(lines[2].contains(u" W"_s)); // the emulator's power draw
    EXPECT_TRUE(lines[2].contains(u"CPU "_s) && lines[2].contains(u"RAM "_s)) << lines[2].toStdString();

    r = ctl({u"monitor"_s, id, u"--count"_s, u"2"_s, u"--interval"_s, u"0.2"_s, u"--json"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QStringList json = r.out.split(u'\n', Qt::SkipEmptyParts);
    ASSERT_EQ(json.size(), 2);
    const QJsonObject sample = QJsonDocument::fromJson(json[1].toUtf8()).object();
    EXPECT_EQ(sample[u"gpus"_s][0][u"utilization_percent"_s].toInt(), 37);
    EXPECT_EQ(sample[u"gpus"_s][0][u"memory_used_mib"_s].toInt(), 12288);
    EXPECT_TRUE(sample[u"cpu_percent"_s].isDouble()); // the second sample has one
    EXPECT_TRUE(sample[u"hints"_s].isArray());

    EXPECT_EQ(ctl({u"monitor"_s, id, u"--interval"_s, u"0"_s}).exitCode, 2);
    EXPECT_EQ(ctl({u"monitor"_s, id, u"--count"_s, u"none"_s}).exitCode, 2);
    ASSERT_EQ(m_api.post(u"/v1/instances/"_s + id + u"/stop"_s).status, 202);
    waitFor(id, u"stopped"_s);
    r = ctl({u"monitor"_s, id, u"--count"_s, u"1"_s});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_TRUE(r.err.contains(u"cannot be reached over SSH"_s)) << r.err.toStdString();
}
