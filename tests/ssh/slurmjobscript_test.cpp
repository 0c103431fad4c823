// gpudesk's Slurm job script (core/api/slurm/gpudesk-slurm-job.sh) in a container, as a site with
// NVIDIA's pyxis runs it: Debian has no pyxis, so the script runs here outside Slurm, with an srun
// that answers as pyxis's does and runs each "container" step as a plain process that knows its
// image (GPUDESK_FAKE_CONTAINER), and an scontrol and scancel that write down what they were asked.
// The sshd it starts is the real one, and the real OpenSSH client logs in to it: its sessions and
// startup script land in the container, sftp on the node, and the autostop agent's stop request
// (it has no scancel in there) ends the job from outside.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

const QString kImage = u"nvcr.io#nvidia/pytorch:24.05-py3"_s;

void writeTool(const QString &path, const QByteArray &text)
{
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(text);
    f.close();
    f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

class SlurmJobScript : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(QDir().mkpath(home()));
        ASSERT_TRUE(QDir().mkpath(bin()));
        writeTool(bin() + u"/scontrol"_s, "#!/bin/bash\necho \"$@\" >> \"$(dirname \"$0\")/scontrol.log\"\n");
        writeTool(bin() + u"/scancel"_s, "#!/bin/bash\necho \"$@\" >> \"$(dirname \"$0\")/cancelled\"\n");
        // pyxis's srun: --container-* options; a step with --container-image imports the image
        // under the container's name; a later step with that name runs "in" it.
        writeTool(bin() + u"/srun"_s, R"(#!/bin/bash
here=$(dirname "$0")
if [ "${1:-}" = --help ]; then
    echo "  --overlap"
    [ -n "${FAKE_NO_PYXIS:-}" ] || echo "  --container-image=[USER@][REGISTRY#]IMAGE[:TAG]|PATH"
    exit 0
fi
image= name=
while [ $# -gt 0 ]; do
    case $1 in
    --container-image=*) image=${1#*=} ;;
    --container-name=*) name=${1#*=} ;;
    --container-* | --overlap | --jobid=* | --ntasks=* | --pty) ;;
    *) break ;;
    esac
    shift
done
[ -n "$image" ] && [ -n "$name" ] && echo "$image" > "$here/container-$name"
[ -n "$name" ] && export GPUDESK_FAKE_CONTAINER=$(cat "$here/container-$name")
exec "$@"
)");
        ASSERT_EQ(
            QProcess::execute(u"ssh-keygen"_s,
                              {u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, QString(), u"-f"_s, m_dir.filePath(u"key"_s)}),
            0);
    }
    void TearDown() override
    {
        if (m_job.state() != QProcess::NotRunning) {
            m_job.terminate();
            m_job.waitForFinished(10000);
        }
    }

    QString home() const { return m_dir.filePath(u"home"_s); }
    QString bin() const { return m_dir.filePath(u"bin"_s); }
    QString state() const { return home() + u"/.gpudesk/slurm/abc"_s; }

    void start(const QString &startup, bool pyxis = true)
    {
        QProcessEnvironment env;
        env.insert(u"HOME"_s, home());
        env.insert(u"USER"_s, qEnvironmentVariable("USER", u"root"_s));
        env.insert(u"PATH"_s, bin() + u":/usr/local/bin:/usr/bin:/bin"_s);
        env.insert(u"SLURM_JOB_ID"_s, u"77"_s);
        env.insert(u"GPUDESK_INSTANCE"_s, u"abc"_s);
        env.insert(u"GPUDESK_AUTHORIZED_KEYS"_s, QString::fromUtf8(readAll(m_dir.filePath(u"key.pub"_s))).trimmed());
        env.insert(u"GPUDESK_CONTAINER_IMAGE"_s, kImage);
        env.insert(u"GPUDESK_STARTUP"_s, QString::fromLatin1(startup.toUtf8().toBase64()));
        if (!pyxis)
            env.insert(u"FAKE_NO_PYXIS"_s, u"1"_s);
        m_job.setProcessEnvironment(env);
        m_job.start(u"bash"_s, {QStringLiteral(GPUDESK_SOURCE_DIR "/core/api/slurm/gpudesk-slurm-job.sh")});
        ASSERT_TRUE(m_job.waitForStarted());
    }
    /// The port the job's sshd said, once it said one.
    int port()
    {
        static const QRegularExpression said(u"ssh=(\\d+)"_s);
        int found = 0;
        (void)QTest::qWaitFor(
            [&] {
                found = said.match(QString::fromUtf8(readAll(bin() + u"/scontrol.log"_s))).captured(1).toInt();
                return found > 0 || m_job.state() == QProcess::NotRunning;
            },
            30000);
        return found;
    }
    QStringList sshOptions(int port) const
    {
        return {u"-p"_s, QString::number(port),
                u"-i"_s, m_dir.filePath(u"key"_s),
                u"-o"_s, u"StrictHostKeyChecking=no"_s,
                u"-o"_s, u"UserKnownHostsFile=/dev/null"_s,
                u"-o"_s, u"BatchMode=yes"_s,
                u"-o"_s, u"LogLevel=ERROR"_s};
    }

    QTemporaryDir m_dir;
    QProcess m_job;
};

} // namespace

TEST_F(SlurmJobScript, InAContainerSessionsAndTheStartupScriptRunInItAndFilesLandInTheHomeFolder)
{
    start(u"echo \"$GPUDESK_FAKE_CONTAINER\" > \"$HOME/started-in\"\n"_s);
    const int p = port();
    ASSERT_GT(p, 0) << readAll(state() + u"/job.log"_s).toStdString();
    EXPECT_EQ(readAll(bin() + u"/container-gpudesk"_s).trimmed(), kImage.toUtf8()); // imported once

    // A command over SSH runs in the container, with the job's id.
    QProcess ssh;
    ssh.start(u"ssh"_s, sshOptions(p) << u"root@127.0.0.1"_s << u"echo \"$GPUDESK_FAKE_CONTAINER $SLURM_JOB_ID\""_s);
    ASSERT_TRUE(ssh.waitForFinished(30000));
    EXPECT_EQ(ssh.readAllStandardOutput().trimmed(), (kImage + u" 77"_s).toUtf8())
        << ssh.readAllStandardError().toStdString();

    // The startup script ran there too.
    EXPECT_TRUE(QTest::qWaitFor([&] { return QFile::exists(home() + u"/started-in"_s); }, 15000));
    EXPECT_EQ(readAll(home() + u"/started-in"_s).trimmed(), kImage.toUtf8());

    // sftp (scp, gpudesk's transfers) is served on the node, into the same home folder.
    QFile local(m_dir.filePath(u"notes.txt"_s));
    ASSERT_TRUE(local.open(QIODevice::WriteOnly));
    local.write("epoch 3\n");
    local.close();
    QProcess sftp;
    sftp.start(u"sftp"_s,
               QStringList{u"-b"_s, u"-"_s, u"-P"_s, QString::number(p), u"-i"_s, m_dir.filePath(u"key"_s), u"-o"_s,
                           u"StrictHostKeyChecking=no"_s, u"-o"_s, u"UserKnownHostsFile=/dev/null"_s, u"-o"_s,
                           u"LogLevel=ERROR"_s, u"root@127.0.0.1"_s});
    sftp.write(u"put %1 %2/notes.txt\n"_s.arg(local.fileName(), home()).toUtf8());
    sftp.closeWriteChannel();
    ASSERT_TRUE(sftp.waitForFinished(30000));
    EXPECT_EQ(sftp.exitCode(), 0) << sftp.readAllStandardError().toStdString();
    EXPECT_EQ(readAll(home() + u"/notes.txt"_s), "epoch 3\n");

    // The autostop agent in the container asks for the end: the script cancels the job.
    QFile request(state() + u"/stop-request"_s);
    ASSERT_TRUE(request.open(QIODevice::WriteOnly));
    request.write("77\n");
    request.close();
    EXPECT_TRUE(QTest::qWaitFor([&] { return readAll(bin() + u"/cancelled"_s).startsWith("77\n"); }, 20000));
}

TEST_F(SlurmJobScript, WhereSrunHasNoPyxisTheJobSaysSoAndEnds)
{
    start(QString(), false);
    ASSERT_TRUE(m_job.waitForFinished(30000));
    EXPECT_NE(m_job.exitCode(), 0);
    EXPECT_TRUE(readAll(bin() + u"/scontrol.log"_s).contains("error=no-pyxis"))
        << readAll(bin() + u"/scontrol.log"_s).toStdString();
}
