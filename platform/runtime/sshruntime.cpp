#include "platform/runtime/sshruntime.h"

#include "platform/instances/catalog.h"
#include "platform/instances/disks.h"
#include "platform/instances/instance.h"
#include "platform/runtime/emulators.h"
#include "platform/store/database.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QJsonDocument>
#include <QProcess>
#include <QSaveFile>
#include <QSqlQuery>
#include <QTcpServer>
#include <QThread>

#include <spdlog/spdlog.h>

#include <pwd.h>
#include <signal.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

/// A path for a POSIX shell script, single-quoted.
QString shellQuoted(const QString &text)
{
    QString quoted = text;
    quoted.replace(u'\'', u"'\\''"_s);
    return u'\'' + quoted + u'\'';
}

bool writeFile(const QString &path, const QByteArray &content, QFileDevice::Permissions permissions, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size() || !file.commit()) {
        *error = u"cannot write "_s + path + u": "_s + file.errorString();
        return false;
    }
    QFile::setPermissions(path, permissions);
    return true;
}

/// `preferred` when it is free, another free port otherwise.
quint16 freeLoopbackPort(quint16 preferred = 0)
{
    QTcpServer probe;
    if (preferred && probe.listen(QHostAddress::LocalHost, preferred))
        return preferred;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

bool alive(qint64 pid)
{
    if (pid <= 0 || ::kill(pid_t(pid), 0) != 0)
        return false;
    // A zombie has ended: where nothing reaps orphans (a container's init), it stays in the table.
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray line = stat.readAll();
    const qsizetype close = line.lastIndexOf(')');
    return close < 0 || close + 2 >= line.size() || line.at(close + 2) != 'Z';
}

/// The environment entry every process of an instance's sessions inherits from the wrapper.
QByteArray sessionMarker(const QString &sshDir)
{
    return "GPUDESK_SANDBOX_INSTANCE=" + sshDir.toUtf8();
}

/// Processes started in an instance's sessions, found by the marker in their environment as it was
/// when they were started (what /proc shows), so nothing else on the machine is ever touched.
QList<pid_t> sessionProcesses(const QByteArray &marker)
{
    QList<pid_t> pids;
    const QByteArray entry = marker + '\0';
    for (const QString &name : QDir(u"/proc"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool number = false;
        const pid_t pid = pid_t(name.toInt(&number));
        QFile environ(u"/proc/"_s + name + u"/environ"_s);
        if (!number || pid == ::getpid() || !environ.open(QIODevice::ReadOnly))
            continue;
        const QByteArray all = environ.readAll();
        if (all.startsWith(entry) || all.contains(QByteArray('\0' + entry)))
            pids << pid;
    }
    return pids;
}

} // namespace

SshRuntime::SshRuntime(Database &db, const Disks &disks, Settings settings)
    : m_db(db)
    , m_disks(disks)
    , m_settings(std::move(settings))
{ }

SshRuntime::~SshRuntime() = default;

QString SshRuntime::loginUser()
{
    if (const passwd *pw = ::getpwuid(::geteuid()))
        return QString::fromLocal8Bit(pw->pw_name);
    return qEnvironmentVariable("USER");
}

QString SshRuntime::unavailableReason() const
{
    if (!m_settings.enabled)
        return u"The sandbox runs with --runtime none: instances run and bill, without SSH."_s;
    if (!QFileInfo(m_settings.sshd).isExecutable() || !QFileInfo(m_settings.sshKeygen).isExecutable())
        return u"There is no OpenSSH server on this machine (%1); install openssh-server (scripts/setup does) "
               "for SSH to instances."_s.arg(m_settings.sshd);
    if (::geteuid() == 0 && !QFileInfo(m_settings.privsepDir).isDir())
        return u"sshd run as root needs the directory %1, which is missing; run scripts/setup (or create it "
               "as root) for SSH to instances."_s.arg(m_settings.privsepDir);
    return {};
}

QString SshRuntime::instanceDir(qint64 instanceId) const
{
    const QString home = m_disks.homePath(instanceId);
    return home.isEmpty() ? QString() : QFileInfo(home).path() + u"/ssh"_s;
}

std::optional<qint64> SshRuntime::runningPid(qint64 instanceId) const
{
    const QString dir = instanceDir(instanceId);
    if (dir.isEmpty())
        return std::nullopt;
    const QByteArray config = (dir + u"/sshd_config"_s).toUtf8();
    if (!QFile::exists(dir + u"/sshd_config"_s))
        return std::nullopt; // never had an sshd
    // Only an sshd started for this instance's config counts (a pid may have been reused).
    const auto isOurs = [&config](qint64 pid) {
        QFile cmdline(u"/proc/%1/cmdline"_s.arg(pid));
        return alive(pid) && cmdline.open(QIODevice::ReadOnly) && cmdline.readAll().contains(config);
    };
    QFile pidFile(dir + u"/sshd.pid"_s);
    if (pidFile.open(QIODevice::ReadOnly)) {
        if (const qint64 pid = pidFile.readAll().trimmed().toLongLong(); isOurs(pid))
            return pid;
    }
    // A sandbox killed between starting an sshd and writing its pid file leaves one nobody knows
    // of: found by its command line, which names this instance's config.
    for (const QString &name : QDir(u"/proc"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool number = false;
        const qint64 pid = name.toLongLong(&number);
        if (number && pid != ::getpid() && isOurs(pid))
            return pid;
    }
    return std::nullopt;
}

void SshRuntime::stop(qint64 instanceId, bool endSessions)
{
    if (instanceDir(instanceId).isEmpty())
        return;
    if (endSessions) {
        // A stopped machine runs nothing: a training run or a service started over SSH ends with
        // the instance (and a service cannot go on answering on a port the next instance asks for).
        const QByteArray marker = sessionMarker(instanceDir(instanceId));
        QList<pid_t> left = sessionProcesses(marker);
        for (pid_t pid : std::as_const(left))
            ::kill(pid, SIGTERM);
        for (int i = 0; i < 100 && !left.isEmpty(); ++i) {
            QThread::msleep(10);
            left = sessionProcesses(marker);
            left.removeIf([](pid_t pid) { return !alive(pid); });
        }
        for (pid_t pid : std::as_const(left))
            ::kill(pid, SIGKILL);
    }
    if (const auto pid = runningPid(instanceId)) {
        ::kill(pid_t(*pid), SIGTERM);
        // Waited on by identity, not by number: once this sshd is gone its pid may already belong
        // to another process (another sandbox), which must never get the SIGKILL.
        const auto stillThisSshd = [&] { return runningPid(instanceId) == pid; };
        for (int i = 0; i < 50 && stillThisSshd(); ++i)
            QThread::msleep(10);
        if (stillThisSshd())
            ::kill(pid_t(*pid), SIGKILL);
    }
    QFile::remove(instanceDir(instanceId) + u"/sshd.pid"_s);
}

QString SshRuntime::writeAuthorizedKeys(const Instance &instance) const
{
    // The keys of whoever created the instance and of the account that owns it; none while the
    // refuse-keys fault is on.
    QSqlQuery &q = m_db.exec(u"SELECT public_key FROM ssh_keys WHERE account_id IN (?, ?) ORDER BY id"_s,
                             {instance.accountId, instance.walletId});
    QByteArray keys;
    while (q.next()) {
        if (!instance.refuseKeys)
            keys += q.value(0).toString().toUtf8().trimmed() + '\n';
    }
    QString error;
    writeFile(instanceDir(instance.id) + u"/authorized_keys"_s, keys, QFileDevice::ReadOwner | QFileDevice::WriteOwner,
              &error);
    return error;
}

bool SshRuntime::ensureHostKey(const QString &dir, QString *fingerprint, QString *error) const
{
    const QString key = dir + u"/ssh_host_ed25519_key"_s;
    if (!QFile::exists(key)) {
        QProcess keygen;
        keygen.start(m_settings.sshKeygen,
                     {u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, QString(), u"-C"_s, u"gpudesk-sandbox"_s, u"-f"_s, key});
        if (!keygen.waitForFinished(10000) || keygen.exitCode() != 0) {
            *error = u"ssh-keygen failed: "_s + QString::fromLocal8Bit(keygen.readAllStandardError()).trimmed();
            return false;
        }
    }
    QProcess print;
    print.start(m_settings.sshKeygen, {u"-l"_s, u"-f"_s, key + u".pub"_s});
    if (!print.waitForFinished(10000) || print.exitCode() != 0) {
        *error = u"cannot read the host key's fingerprint"_s;
        return false;
    }
    // "256 SHA256:… comment (ED25519)"
    *fingerprint = QString::fromLocal8Bit(print.readAllStandardOutput()).split(u' ').value(1);
    return true;
}

bool SshRuntime::writeFiles(const Instance &instance, quint16 port, QString *error) const
{
    const QString dir = instanceDir(instance.id);
    const QString home = m_disks.homePath(instance.id);
    const QString bin = QFileInfo(home).path() + u"/bin"_s;
    if (!Disks::create(bin, error) || !writeEmulators(instance, bin, error))
        return false;
    const QString wrapper = u"#!/bin/sh\n"
                            "# gpudesk-sandbox: every SSH session of this instance runs through here (sshd's\n"
                            "# ForceCommand): home is the instance's system disk, its emulators come first.\n"
                            "export GPUDESK_SANDBOX_INSTANCE="_s
        + shellQuoted(dir) + u"\nexport HOME="_s + shellQuoted(home) + u"\nexport PATH="_s + shellQuoted(bin)
        + u":\"$PATH\"\n"
        + u"cd \"$HOME\" || exit 1\n"
          "if [ -n \"$SSH_ORIGINAL_COMMAND\" ]; then exec /bin/sh -c \"$SSH_ORIGINAL_COMMAND\"; fi\n"
          "exec /bin/bash -l\n"_s;
    const QString config
        = u"# Written by gpudesk-sandbox for instance %1; rewritten at every boot.\n"_s.arg(instance.id)
        + u"Port %1\nListenAddress 127.0.0.1\n"_s.arg(port) + u"HostKey "_s + dir + u"/ssh_host_ed25519_key\n"_s
        + u"AuthorizedKeysFile "_s + dir + u"/authorized_keys\n"_s + u"PidFile "_s + dir + u"/sshd-self.pid\n"_s
        + u"AllowUsers "_s + loginUser() + u"\n"_s
        + u"StrictModes no\nUsePAM no\nPasswordAuthentication no\nKbdInteractiveAuthentication no\n"
          "PubkeyAuthentication yes\nPermitRootLogin prohibit-password\nX11Forwarding no\nPrintMotd no\n"_s
        + u"ForceCommand "_s + dir + u"/session\n"_s + u"Subsystem sftp "_s + m_settings.sftpServer + u"\n"_s;
    return writeFile(dir + u"/session"_s, wrapper.toUtf8(),
                     QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner | QFileDevice::ReadGroup
                         | QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::ExeOther,
                     error)
        && writeFile(dir + u"/sshd_config"_s, config.toUtf8(), QFileDevice::ReadOwner | QFileDevice::WriteOwner, error);
}

bool SshRuntime::writeEmulators(const Instance &instance, const QString &bin, QString *error) const
{
    if (m_settings.emulatorProgram.isEmpty())
        return true;
    const QString dir = QFileInfo(bin).path();
    const QString state = dir + u"/emulated"_s;
    if (!Disks::create(state, error))
        return false;
    Emulators::Machine machine;
    const GpuType *gpu = m_settings.catalog ? m_settings.catalog->gpuType(instance.gpuType) : nullptr;
    machine.gpuName = Emulators::driverName(gpu ? gpu->name : instance.gpuType);
    machine.gpuCount = instance.gpuCount;
    machine.memoryMiB = gpu ? gpu->vramGb * 1024 - 12 : 0;
    machine.gpuMode = instance.mode == u"gpu"_s;
    machine.systemPath = m_disks.homePath(instance.id);
    machine.systemBytes = qint64(instance.systemDiskGb) << 30;
    if (instance.dataDiskGb > 0) {
        machine.dataPath
            = instance.volumeId ? m_disks.volumePath(*instance.volumeId) : m_disks.instanceDataPath(instance.id);
        machine.dataBytes = qint64(instance.dataDiskGb) << 30;
    }
    machine.stateDir = state;
    if (!writeFile(dir + u"/emulated.json"_s, QJsonDocument(machine.toJson()).toJson(),
                   QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther,
                   error))
        return false;
    if (!QFile::exists(state + u"/kern.log"_s)) {
        const QByteArray boot = "[    0.000000] Linux version 5.15.0-gpudesk (emulated by gpudesk-sandbox)\n"
                                "[    0.000000] Command line: BOOT_IMAGE=/vmlinuz root=/dev/vda1 ro\n"
                                "[    1.204113] nvidia: loading out-of-tree module taints kernel.\n"
                                "[    1.389023] NVRM: loading NVIDIA UNIX x86_64 Kernel Module  550.127.05\n";
        if (!writeFile(state + u"/kern.log"_s, boot,
                       QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup
                           | QFileDevice::ReadOther,
                       error))
            return false;
    }
    for (const QString &tool : {u"nvidia-smi"_s, u"df"_s, u"dmesg"_s}) {
        const QString script
            = u"#!/bin/sh\n# gpudesk-sandbox emulator: what a rented machine would answer (see --help).\nexec "_s
            + shellQuoted(m_settings.emulatorProgram) + u" emulate "_s + tool + u' ' + shellQuoted(dir)
            + u" \"$@\"\n"_s;
        if (!writeFile(bin + u'/' + tool, script.toUtf8(),
                       QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner | QFileDevice::ReadGroup
                           | QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::ExeOther,
                       error))
            return false;
    }
    return true;
}

QString SshRuntime::reconcile(Instance &instance)
{
    if (instance.state != u"running"_s) {
        if (instance.sshPort || runningPid(instance.id)) // (or left behind by a run that was killed)
            stop(instance.id, true);
        instance.sshPort.reset();
        instance.sshdDown = false; // a stopped sshd comes back with the next boot
        return {};
    }
    if (const QString why = unavailableReason(); !why.isEmpty()) {
        instance.sshPort.reset();
        return why;
    }
    if (instance.sshdDown) {
        // The fault knob: the platform still shows the endpoint, where a client now meets a
        // refused connection, as when a real instance's sshd has died.
        stop(instance.id);
        return {};
    }
    const QString dir = instanceDir(instance.id);
    QString error;
    if (instance.sshPort && runningPid(instance.id)) {
        error = writeAuthorizedKeys(instance);
        return error;
    }
    QString fingerprint;
    if (!Disks::create(dir, &error) || !ensureHostKey(dir, &fingerprint, &error))
        return u"The instance has no SSH: "_s + error;
    // The data disk is also reachable as ~/data (pointed anew at each boot: a home made from a
    // custom image carries the link of the instance the image was saved from).
    const QString home = m_disks.homePath(instance.id);
    if (QFileInfo(home + u"/data"_s).isSymLink())
        QFile::remove(home + u"/data"_s);
    if (instance.dataDiskGb > 0 && !QFileInfo::exists(home + u"/data"_s))
        QFile::link(instance.volumeId ? m_disks.volumePath(*instance.volumeId) : m_disks.instanceDataPath(instance.id),
                    home + u"/data"_s);
    stop(instance.id); // a stale one, if any
    // An sshd started again within the same boot (after the sshd-down fault, or a sandbox whose
    // sshd did not survive) keeps the boot's port when it is free.
    const quint16 port = freeLoopbackPort(quint16(instance.sshPort.value_or(0)));
    if (!writeFiles(instance, port, &error) || !(error = writeAuthorizedKeys(instance)).isEmpty())
        return u"The instance has no SSH: "_s + error;
    qint64 pid = 0;
    QProcess sshd;
    sshd.setProgram(m_settings.sshd);
    sshd.setArguments({u"-D"_s, u"-f"_s, dir + u"/sshd_config"_s, u"-E"_s, dir + u"/sshd.log"_s});
    sshd.setWorkingDirectory(dir);
    // Not the sandbox's own stdin/stdout/stderr: an sshd outliving a killed sandbox must not hold
    // whatever reads the sandbox's output (a terminal, a test runner's pipe) open. It logs to -E.
    sshd.setStandardInputFile(QProcess::nullDevice());
    sshd.setStandardOutputFile(QProcess::nullDevice());
    sshd.setStandardErrorFile(QProcess::nullDevice());
    if (!sshd.startDetached(&pid))
        return u"The instance has no SSH: sshd did not start."_s;
    writeFile(dir + u"/sshd.pid"_s, QByteArray::number(pid) + '\n', QFileDevice::ReadOwner | QFileDevice::WriteOwner,
              &error);
    spdlog::info("instance {}: sshd {} on 127.0.0.1:{}", instance.id, pid, port);
    instance.sshPort = port;
    instance.hostKeyFingerprint = fingerprint;
    return {};
}

void SshRuntime::refreshKeys(qint64 walletId)
{
    QSqlQuery &q = m_db.exec(
        u"SELECT id, account_id, wallet_id, refuse_keys FROM instances WHERE wallet_id = ? AND state = 'running'"_s,
        {walletId});
    QList<Instance> running;
    while (q.next()) {
        Instance i;
        i.id = q.value(0).toLongLong();
        i.accountId = q.value(1).toLongLong();
        i.walletId = q.value(2).toLongLong();
        i.refuseKeys = q.value(3).toBool();
        running << i;
    }
    for (const Instance &i : running) {
        if (runningPid(i.id))
            writeAuthorizedKeys(i);
    }
}

void SshRuntime::stopAll()
{
    QSqlQuery &q = m_db.exec(u"SELECT id FROM instances WHERE released_at IS NULL"_s);
    QList<qint64> ids;
    while (q.next())
        ids << q.value(0).toLongLong();
    for (qint64 id : ids)
        stop(id);
}
