// One large file up to a compute node that only a cluster's login node can reach: gpudesk's own
// upload (libssh through the login node, SshJumpPump, with its SHA-256 check on both sides) against
// `scp -J` (OpenSSH's ProxyJump), `rsync -e 'ssh -J'` and `cat | ssh -J 'cat >'` (the ceiling of one
// SSH stream through a jump), to the same two sshd of this bench's own on loopback (a "login node"
// and a "node"), interleaved, median of the rounds. The same file straight to the node, gpudesk
// against scp, says what the jump itself costs each. Target: through the login node, gpudesk at
// least as fast as scp -J. Asserts nothing.
// Usage: jumptransfer_bench [MiB, default 256] [rounds, default 3]
#include "bench/lib/benchrow.h"
#include "core/ssh/sshsession.h"
#include "core/transfer/uploader.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <map>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

QTemporaryDir g_work;

QString path(const QString &name)
{
    return g_work.filePath(name);
}

void write(const QString &name, const QByteArray &text, QFileDevice::Permissions permissions = {})
{
    QFile f(path(name));
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(f.fileName()));
    f.close();
    if (permissions)
        f.setPermissions(permissions);
}

/// Runs a program to its end; its exit code (-1 when it did not start or end within 10 minutes).
int runToEnd(const QString &program, const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p.setStandardOutputFile(QProcess::nullDevice());
    p.start(program, args);
    if (!p.waitForFinished(600000))
        return -1;
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost);
    return probe.serverPort();
}

/// An sshd of this bench's own on loopback, letting this user in with the bench's key.
struct Sshd
{
    QString name;
    quint16 port = freePort();
    QProcess process;

    explicit Sshd(const QString &which)
        : name(which)
    {
        runToEnd(u"ssh-keygen"_s,
                 {u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, QString(), u"-f"_s, path(name + u"_host"_s)});
        write(name + u"_config"_s,
              u"Port %1\nListenAddress 127.0.0.1\nHostKey %2\nPidFile %3\nAuthorizedKeysFile %4\nUsePAM no\n"
              "StrictModes no\nPasswordAuthentication no\nKbdInteractiveAuthentication no\nAllowTcpForwarding yes\n"
              "Subsystem sftp internal-sftp\n"_s.arg(port)
                  .arg(path(name + u"_host"_s), path(name + u".pid"_s), path(u"authorized_keys"_s))
                  .toUtf8());
        process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process.start(u"/usr/sbin/sshd"_s, {u"-D"_s, u"-e"_s, u"-f"_s, path(name + u"_config"_s)});
        for (int look = 0; look < 100; ++look) {
            QTcpSocket s;
            s.connectToHost(QHostAddress::LocalHost, port);
            if (s.waitForConnected(100))
                return;
            QThread::msleep(50); // a bench waiting for its own sshd to listen; no test
        }
        qFatal("the %s sshd did not start", qPrintable(name));
    }
    ~Sshd()
    {
        process.terminate();
        process.waitForFinished(5000);
    }
};

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

/// gpudesk's upload of `file` into `folder` on `target`: its seconds, pre-flight and check included.
double gpudeskUpload(const SshTarget &target, const QString &file, const QString &folder)
{
    QElapsedTimer t;
    t.start();
    SshSession session;
    SshFailure failure;
    if (!session.connect(target, {}, &failure) || !session.authenticate({}, &failure))
        qFatal("gpudesk could not log in: %s", qPrintable(failure.message));
    session.run("rm -rf " + folder.toUtf8() + " && mkdir -p " + folder.toUtf8(), &failure);
    t.restart(); // the folder emptied, as for the others
    TransferHooks hooks;
    Uploader upload(session, hooks);
    if (const auto failed = upload.run(TransferPlan::forUpload({file}, {}), folder))
        qFatal("gpudesk's upload failed: %s", qPrintable(failed->message));
    return double(t.nsecsElapsed()) / 1e9;
}

/// A shell command's seconds, `folder` on the node emptied first over ssh.
double timedShell(const QString &command, const QString &folder)
{
    runToEnd(u"ssh"_s, {u"-F"_s, path(u"ssh_config"_s), u"node"_s, u"rm -rf %1 && mkdir -p %1"_s.arg(folder)});
    QElapsedTimer t;
    t.start();
    if (runToEnd(u"bash"_s, {u"-c"_s, command}) != 0)
        qFatal("failed: %s", qPrintable(command));
    return double(t.nsecsElapsed()) / 1e9;
}

/// Pins both hosts' keys in gpudesk's known_hosts, as a user who trusts them once does.
void trust(const SshTarget &target)
{
    for (int attempt = 0; attempt < 3; ++attempt) {
        SshSession session;
        SshFailure failure;
        if (session.connect(target, {}, &failure))
            return;
        if (failure.kind != SshFailure::Kind::HostKeyUnknown)
            qFatal("%s", qPrintable(failure.message));
        SshSession accepting;
        accepting.connect(target, failure.offered, &failure);
    }
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int mib = argc > 1 ? std::max(1, atoi(argv[1])) : 256;
    const int rounds = argc > 2 ? std::max(1, atoi(argv[2])) : 3;
    const QString user = qEnvironmentVariable("USER", getuid() == 0 ? u"root"_s : QString());
    if (user.isEmpty())
        qFatal("USER is not set");

    runToEnd(u"ssh-keygen"_s, {u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, QString(), u"-f"_s, path(u"id"_s)});
    QFile pub(path(u"id.pub"_s));
    pub.open(QIODevice::ReadOnly);
    write(u"authorized_keys"_s, pub.readAll(), QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    // sshd reads the authorized keys as the user who logs in.
    QFile::setPermissions(g_work.path(), QFile::permissions(g_work.path()) | QFileDevice::ExeOther);
    Sshd login(u"login"_s);
    Sshd node(u"node"_s);
    // OpenSSH's side: the node through the login node (ProxyJump), and the node straight.
    write(
        u"ssh_config"_s,
        u"Host login\n  HostName 127.0.0.1\n  Port %1\nHost node\n  HostName 127.0.0.1\n  Port %2\n  ProxyJump login\n"
        "Host direct\n  HostName 127.0.0.1\n  Port %2\nHost *\n  User %3\n  IdentityFile %4\n  IdentitiesOnly yes\n"
        "  UserKnownHostsFile %5\n  StrictHostKeyChecking accept-new\n  BatchMode yes\n"_s.arg(login.port)
            .arg(node.port)
            .arg(user, path(u"id"_s), path(u"known_hosts"_s))
            .toUtf8());
    SshTarget direct{
        u"gpu-bench"_s, u"127.0.0.1"_s, node.port, user, path(u"id"_s), {}, path(u"gpudesk_known_hosts"_s)};
    SshTarget jumped = direct;
    jumped.jump = SshHop{u"127.0.0.1"_s, login.port, user};
    trust(jumped);
    trust(direct);

    std::printf("preparing a %d MiB file\n", mib);
    {
        QFile blob(path(u"blob.bin"_s));
        blob.open(QIODevice::WriteOnly);
        QByteArray chunk(1 << 20, Qt::Uninitialized);
        for (int k = 0; k < mib; ++k) {
            QRandomGenerator::global()->fillRange(reinterpret_cast<quint32 *>(chunk.data()), chunk.size() / 4);
            blob.write(chunk);
        }
    }
    const QString blob = path(u"blob.bin"_s);
    const QString cfg = path(u"ssh_config"_s);
    const QString dest = g_work.filePath(u"on-node"_s);
    std::map<std::string, std::vector<double>> t;
    for (int r = 1; r <= rounds; ++r) {
        t["gpudesk -J"].push_back(gpudeskUpload(jumped, blob, dest));
        t["scp -J"].push_back(timedShell(u"scp -q -F '%1' '%2' node:'%3/'"_s.arg(cfg, blob, dest), dest));
        t["rsync -J"].push_back(
            timedShell(u"rsync -a --whole-file -e \"ssh -F '%1'\" '%2' node:'%3/'"_s.arg(cfg, blob, dest), dest));
        t["cat|ssh -J"].push_back(
            timedShell(u"cat '%2' | ssh -F '%1' node 'cat > %3/blob.bin'"_s.arg(cfg, blob, dest), dest));
        t["gpudesk"].push_back(gpudeskUpload(direct, blob, dest));
        t["scp"].push_back(timedShell(u"scp -q -F '%1' '%2' direct:'%3/'"_s.arg(cfg, blob, dest), dest));
        std::printf("round %d done\n", r);
        std::fflush(stdout);
    }
    const auto m = [&](const char *k) { return median(t[k]); };
    const auto rate = [&](double s) { return s > 0 ? mib / s : 0.0; };
    std::printf("%d MiB through a login node (two sshd on loopback), %d cores, median of %d rounds\n", mib,
                QThread::idealThreadCount(), rounds);
    std::printf("through the login node: gpudesk %.2fs (%.0f MiB/s), scp -J %.2fs, rsync -J %.2fs, cat|ssh -J %.2fs\n",
                m("gpudesk -J"), rate(m("gpudesk -J")), m("scp -J"), m("rsync -J"), m("cat|ssh -J"));
    std::printf("  gpudesk vs scp -J %.2fx (target >= 1.0x), vs rsync -J %.2fx, vs the ceiling %.2fx\n",
                m("scp -J") / m("gpudesk -J"), m("rsync -J") / m("gpudesk -J"), m("cat|ssh -J") / m("gpudesk -J"));
    std::printf("straight to the node: gpudesk %.2fs, scp %.2fs (%.2fx); the jump costs gpudesk %.0f%%, scp %.0f%%\n",
                m("gpudesk"), m("scp"), m("scp") / m("gpudesk"), 100 * (m("gpudesk -J") / m("gpudesk") - 1),
                100 * (m("scp -J") / m("scp") - 1));
    const double jumpRatio = m("scp -J") / m("gpudesk -J");
    BenchRow{u"jump-upload"_s,
             u"upload one %1 MiB file through a cluster's login node"_s.arg(mib),
             u"scp -J"_s,
             u"%1 s"_s.arg(m("gpudesk -J"), 0, 'f', 2),
             u"%1 s"_s.arg(m("scp -J"), 0, 'f', 2),
             jumpRatio,
             u">= 1.0x"_s,
             jumpRatio >= 1.0}
        .print();
    return 0;
}
