#include "platform/runtime/sshruntime.h"

#include "common/sshpublickey.h"
#include "platform/runtime/disks.h"
#include "platform/runtime/processtable.h"
#include "platform/runtime/runtimefiles.h"
#include "platform/runtime/runtimetarget.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QJsonDocument>
#include <QProcess>
#include <QSaveFile>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

#include <spdlog/spdlog.h>

#include <cctype>

#include <pwd.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using RuntimeFiles::kPrivate;
using RuntimeFiles::shellQuoted;

namespace {

/// An sshd found running whose sshd.boot file is missing (started by a sandbox from before boots
/// were recorded): taken to be the current boot's, so that its sessions live on.
constexpr qint64 kUnknownBoot = -1;

/// Writes a runtime file whole (what reads it sees the old content or the new, never half), and
/// only when its content changes: most of an instance's files are the same at every boot, and a
/// burst of boots should not queue a burst of disk syncs in front of the database's commits.
bool writeIfChanged(const QString &path, const QByteArray &content, QFileDevice::Permissions permissions,
                    QString *error)
{
    QFile existing(path);
    if (existing.open(QIODevice::ReadOnly) && existing.size() == content.size() && existing.readAll() == content) {
        if (existing.permissions() != permissions)
            QFile::setPermissions(path, permissions);
        return true;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size() || !file.commit()) {
        *error = u"cannot write "_s + path + u": "_s + file.errorString();
        return false;
    }
    QFile::setPermissions(path, permissions);
    return true;
}

constexpr QFileDevice::Permissions kReadable = kPrivate | QFileDevice::ReadGroup | QFileDevice::ReadOther;
constexpr QFileDevice::Permissions kExecutable
    = kReadable | QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther;

/// `preferred` when it is free; otherwise a free port other than `avoid` (the last boot's: the
/// port changes at every boot, as real platforms' mapped ports do).
int freeLoopbackPort(int preferred, int avoid)
{
    QTcpServer probe;
    if (preferred && probe.listen(QHostAddress::LocalHost, quint16(preferred)))
        return preferred;
    probe.listen(QHostAddress::LocalHost, 0);
    if (probe.serverPort() != avoid)
        return probe.serverPort();
    QTcpServer another; // while the first holds `avoid`, the kernel hands out another
    another.listen(QHostAddress::LocalHost, 0);
    return another.serverPort();
}

/// Whether `pid` is an sshd started for `config` (a pid may have been reused by anything). sshd
/// rewrites its process title ("sshd: /usr/sbin/sshd -D -f CONFIG … [listener] …"), so the config
/// path is looked for anywhere in it, not as an argument of its own.
bool runsConfig(qint64 pid, const QString &config)
{
    return ProcessTable::alive(pid) && ProcessTable::commandLine(pid).contains(config.toUtf8());
}

/// The environment entry every process of an instance's sessions inherits from the wrapper.
QByteArray sessionMarker(const QString &sshDir)
{
    return "GPUDESK_SANDBOX_INSTANCE=" + sshDir.toUtf8();
}

/// Whether an SSH server answers on 127.0.0.1:port: it accepts the connection and sends its
/// banner, which is what a client's first read gets.
bool acceptsSsh(int port)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, quint16(port));
    if (!socket.waitForConnected(250))
        return false;
    QByteArray banner;
    while (banner.size() < 4 && socket.waitForReadyRead(1000))
        banner += socket.readAll();
    return banner.startsWith("SSH-");
}

/// Whether process `pid` itself holds a socket listening on `port` (not whatever took the port
/// before it could).
bool listensOn(qint64 pid, int port, const QHash<quint64, int> &listening)
{
    for (quint64 inode : ProcessTable::socketsOf(pid)) {
        if (listening.value(inode, -1) == port)
            return true;
    }
    return false;
}

QString fingerprintOf(const QString &publicKeyFile)
{
    QFile file(publicKeyFile);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    SshPublicKey::Error error;
    const auto key = SshPublicKey::parse(QString::fromUtf8(file.readAll()), &error);
    return key ? key->fingerprint() : QString();
}

/// The port an instance's sshd_config names.
int configuredPort(const QString &config)
{
    QFile file(config);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith("Port "))
            return line.mid(5).trimmed().toInt();
    }
    return 0;
}

} // namespace

SshRuntime::SshRuntime(Settings settings)
    : m_settings(std::move(settings))
    , m_available(unavailableReason(m_settings).isEmpty())
{ }

SshRuntime::~SshRuntime() = default;

QString SshRuntime::loginUser()
{
    if (const passwd *pw = ::getpwuid(::geteuid()))
        return QString::fromLocal8Bit(pw->pw_name);
    return qEnvironmentVariable("USER");
}

QString SshRuntime::unavailableReason(const Settings &settings)
{
    if (!settings.enabled)
        return u"The sandbox runs with --runtime none: instances run and bill, without SSH."_s;
    if (!QFileInfo(settings.sshd).isExecutable() || !QFileInfo(settings.sshKeygen).isExecutable())
        return u"There is no OpenSSH server on this machine (%1); install openssh-server (scripts/setup does) "
               "for SSH to instances."_s.arg(settings.sshd);
    if (::geteuid() == 0 && !QFileInfo(settings.privsepDir).isDir())
        return u"sshd run as root needs the directory %1, which is missing; run scripts/setup (or create it "
               "as root) for SSH to instances."_s.arg(settings.privsepDir);
    return {};
}

const QHash<QString, qint64> &SshRuntime::leftBehind()
{
    if (m_leftBehind)
        return *m_leftBehind;
    // One look at every process, once: a sandbox killed between starting an sshd and writing its
    // pid file leaves one nobody knows of; its command line names this data directory's config.
    m_leftBehind.emplace();
    const QByteArray prefix = QString(m_settings.dataDir + u"/instances/"_s).toUtf8();
    if (m_settings.dataDir.isEmpty())
        return *m_leftBehind;
    for (qint64 pid : ProcessTable::ids()) {
        // DATA/instances/ID/ssh/sshd_config, in its arguments or in the title sshd gives itself.
        const QByteArray command = ProcessTable::commandLine(pid);
        const qsizetype at = command.indexOf(prefix);
        if (at < 0)
            continue;
        qsizetype end = at + prefix.size();
        while (end < command.size() && std::isdigit(static_cast<unsigned char>(command.at(end))))
            ++end;
        const QByteArray config = command.mid(at, end - at) + "/ssh/sshd_config";
        if (end > at + prefix.size() && command.mid(end).startsWith("/ssh/sshd_config") && ProcessTable::alive(pid))
            m_leftBehind->insert(QString::fromUtf8(config), pid);
    }
    return *m_leftBehind;
}

std::optional<SshRuntime::Sshd> SshRuntime::running(qint64 instanceId, const QString &dir)
{
    const QString config = dir + u"/sshd_config"_s;
    if (const auto known = m_sshd.constFind(instanceId); known != m_sshd.cend()) {
        if (runsConfig(known->pid, config))
            return *known;
        m_sshd.remove(instanceId); // it died (or was killed): found out now
        return std::nullopt;
    }
    qint64 pid = 0;
    QFile pidFile(dir + u"/sshd.pid"_s);
    if (pidFile.open(QIODevice::ReadOnly))
        pid = pidFile.readAll().trimmed().toLongLong();
    if (!runsConfig(pid, config))
        pid = leftBehind().value(config);
    if (!runsConfig(pid, config))
        return std::nullopt;
    if (m_leftBehind)
        m_leftBehind->remove(config); // adopted: no longer anybody's to stop at shutdown but its own
    Sshd found;
    found.pid = pid;
    found.config = config;
    QFile bootFile(dir + u"/sshd.boot"_s);
    found.boot = bootFile.open(QIODevice::ReadOnly) ? bootFile.readAll().trimmed().toLongLong() : kUnknownBoot;
    found.port = configuredPort(config);
    found.fingerprint = fingerprintOf(dir + u"/ssh_host_ed25519_key.pub"_s);
    m_sshd.insert(instanceId, found);
    return found;
}

void SshRuntime::stop(const QList<std::pair<qint64, QString>> &instances, bool endSessions)
{
    if (instances.isEmpty())
        return;
    if (endSessions) {
        // A stopped machine runs nothing: a training run or a service started over SSH ends with
        // the instance (and a service cannot go on answering on a port the next instance asks
        // for). Found by the marker in their environment, every instance's in one look at /proc.
        QList<QByteArray> markers;
        for (const auto &[id, dir] : instances)
            markers << sessionMarker(dir);
        QList<qint64> pids;
        for (const QList<qint64> &found : ProcessTable::withEnvironment(markers))
            pids << found;
        ProcessTable::end(pids, 1000, [&markers](const QList<qint64> &left) {
            QList<qint64> still;
            for (const QList<qint64> &found : ProcessTable::withEnvironment(markers)) {
                for (qint64 pid : found) {
                    if (left.contains(pid) && ProcessTable::alive(pid))
                        still << pid;
                }
            }
            return still;
        });
    }
    QHash<qint64, QString> configs; // pid → the config its command line names
    for (const auto &[id, dir] : instances) {
        if (const auto sshd = running(id, dir)) {
            configs.insert(sshd->pid, sshd->config);
            spdlog::info("instance {}: sshd {} stops", id, sshd->pid);
        }
        m_sshd.remove(id);
        QFile::remove(dir + u"/sshd.pid"_s);
    }
    ProcessTable::end(configs.keys(), 500, [&configs](const QList<qint64> &left) {
        QList<qint64> still;
        for (qint64 pid : left) {
            if (runsConfig(pid, configs.value(pid)))
                still << pid;
        }
        return still;
    });
}

SshRuntime::Outcome SshRuntime::apply(const RuntimeTarget &target)
{
    return applyAll({target}).constFirst();
}

QList<SshRuntime::Outcome> SshRuntime::applyAll(const QList<RuntimeTarget> &targets)
{
    QList<Outcome> outcomes(targets.size());
    const auto dirOf = [](const RuntimeTarget &t) -> QString { return t.directory + u"/ssh"_s; };

    // First what ends, all together: instances no longer up, and sshd of a boot that is over (a
    // stop and a start that came together, or a sandbox killed before it could stop one), with
    // everything their sessions started; and the fault knob's sshd, alone.
    QList<std::pair<qint64, QString>> ending, knobbed;
    QList<std::optional<Sshd>> current(targets.size());
    for (qsizetype k = 0; k < targets.size(); ++k) {
        const RuntimeTarget &t = targets[k];
        if (!t.up) {
            // Whether or not its sshd still runs: processes of its sessions (and of its startup
            // script) outlive an sshd stopped by the fault knob or one that died.
            ending.append({t.instanceId, dirOf(t)});
            continue;
        }
        if (!m_available)
            continue;
        current[k] = running(t.instanceId, dirOf(t));
        if (current[k] && current[k]->boot != t.boot && current[k]->boot != kUnknownBoot) {
            ending.append({t.instanceId, dirOf(t)});
            current[k].reset();
        } else if (current[k] && t.sshdDown) {
            // The platform still shows the endpoint, where a client now meets a refused
            // connection, as when a real instance's sshd has died.
            knobbed.append({t.instanceId, dirOf(t)});
            current[k].reset();
        }
    }
    stop(ending, true);
    stop(knobbed, false);

    QList<Launch> launches;
    QList<qsizetype> launched;
    for (qsizetype k = 0; k < targets.size(); ++k) {
        const RuntimeTarget &t = targets[k];
        const QString dir = dirOf(t);
        if (!t.up) {
            if (t.released) {
                // Metering deletes the instance's directory when it is released; this takes
                // whatever the runtime wrote there in the meantime, host key included.
                Disks(m_settings.dataDir).remove(t.directory);
                m_lastPort.remove(t.instanceId);
            }
            continue;
        }
        if (!m_available)
            continue; // the HTTP thread knows why (unavailableReason) and says so in the events
        if (t.sshdDown) {
            outcomes[k] = {t.sshPort, fingerprintOf(dir + u"/ssh_host_ed25519_key.pub"_s), false, {}};
            continue;
        }
        const auto &found = current[k];
        // One found running (after a restart) is this boot's only once it is seen to answer.
        if (found && (found->accepting || waitUntilAccepting(found->pid, found->port))) {
            // This boot's sshd runs: only the keys may have changed (sshd reads them at each login).
            Sshd &sshd = m_sshd[t.instanceId];
            sshd.accepting = true;
            QString error;
            QByteArray keys;
            for (const QString &key : t.authorizedKeys)
                keys += key.toUtf8() + '\n';
            if (sshd.boot == kUnknownBoot) {
                sshd.boot = t.boot;
                writeIfChanged(dir + u"/sshd.boot"_s, QByteArray::number(t.boot) + '\n', kPrivate, &error);
            }
            outcomes[k] = {sshd.port, sshd.fingerprint, true, {}};
            if (!writeIfChanged(dir + u"/authorized_keys"_s, keys, kPrivate, &error))
                outcomes[k].problem = u"The instance's SSH keys are stale: "_s + error;
            continue;
        }
        if (found)
            stop({{t.instanceId, dir}}, false); // found, but not answering: a new one takes its place
        Launch launch{t, dir};
        QString error;
        if (!Disks::create(dir, &error) || !ensureHostKey(dir, &launch.outcome.fingerprint, &error)) {
            outcomes[k].problem = u"The instance has no SSH: "_s + error;
            continue;
        }
        // The data disk is also reachable as ~/data (pointed anew at each boot: a home made from
        // a custom image carries the link of the instance the image was saved from).
        if (QFileInfo(t.home + u"/data"_s).isSymLink())
            QFile::remove(t.home + u"/data"_s);
        if (!t.dataDisk.isEmpty() && !QFileInfo::exists(t.home + u"/data"_s))
            QFile::link(t.dataDisk, t.home + u"/data"_s);
        launches << launch;
        launched << k;
    }
    const QList<Outcome> started = launchAll(launches);
    for (qsizetype n = 0; n < launched.size(); ++n)
        outcomes[launched[n]] = started[n];
    return outcomes;
}

bool SshRuntime::spawn(Launch &launch)
{
    const RuntimeTarget &t = launch.target;
    const QString &dir = launch.dir;
    QString error;
    const int port = freeLoopbackPort(launch.attempt == 0 ? t.sshPort.value_or(0) : 0, m_lastPort.value(t.instanceId));
    if (!writeFiles(t, dir, port, &error)) {
        launch.outcome.problem = u"The instance has no SSH: "_s + error;
        return false;
    }
    // Not the sandbox's own stdin/stdout/stderr: an sshd outliving a killed sandbox must not hold
    // whatever reads the sandbox's output (a terminal, a test runner's pipe) open. It logs to -E.
    QString why;
    const auto started = ProcessTable::spawn(
        m_settings.sshd, {u"-D"_s, u"-f"_s, dir + u"/sshd_config"_s, u"-E"_s, dir + u"/sshd.log"_s}, dir, {}, &why);
    if (!started) {
        launch.outcome.problem = u"The instance has no SSH: sshd did not start (%1)."_s.arg(why);
        return false;
    }
    const qint64 pid = *started;
    writeIfChanged(dir + u"/sshd.pid"_s, QByteArray::number(pid) + '\n', kPrivate, &error);
    writeIfChanged(dir + u"/sshd.boot"_s, QByteArray::number(t.boot) + '\n', kPrivate, &error);
    m_sshd.insert(t.instanceId, {pid, dir + u"/sshd_config"_s, t.boot, port, launch.outcome.fingerprint, false});
    launch.pid = pid;
    launch.port = port;
    launch.deadline = QDeadlineTimer(m_settings.readyTimeoutMs);
    return true;
}

QList<SshRuntime::Outcome> SshRuntime::launchAll(QList<Launch> launches)
{
    // Side by side, a few at a time: twenty instances started together do not wait for each
    // other's sshd in turn, nor start twenty at once on a machine that also serves requests.
    // Polled on this thread: a client told `running` may connect the very next moment.
    QList<Outcome> outcomes(launches.size());
    QList<qsizetype> queued, active;
    for (qsizetype k = 0; k < launches.size(); ++k)
        queued << k;
    const auto finish = [&](qsizetype k) {
        outcomes[k] = launches[k].outcome;
        active.removeOne(k);
    };
    while (!queued.isEmpty() || !active.isEmpty()) {
        while (active.size() < kParallelStarts && !queued.isEmpty()) {
            const qsizetype k = queued.takeFirst();
            active << k;
            if (!spawn(launches[k]))
                finish(k);
        }
        // Which sockets listen, asked of the kernel once for all. An sshd is ready once it listens
        // on its port itself: a client's connection waits in its backlog from then on. (Asking it
        // for its banner instead costs an sshd of its own for each probe, re-executed to answer.)
        // Where the kernel cannot be asked, the banner is what tells.
        const auto listening = ProcessTable::listeningSockets();
        for (qsizetype k : QList<qsizetype>(active)) {
            Launch &l = launches[k];
            const qint64 id = l.target.instanceId;
            if (listening ? listensOn(l.pid, l.port, *listening) : acceptsSsh(l.port)) {
                m_sshd[id].accepting = true;
                m_lastPort.insert(id, l.port);
                spdlog::info("instance {}: sshd {} accepts connections on 127.0.0.1:{}", id, l.pid, l.port);
                l.outcome.port = l.port;
                l.outcome.ready = true;
                finish(k);
            } else if (!ProcessTable::alive(l.pid)) {
                // The port was free when picked, but anything may take it before sshd binds it
                // (sshd then exits at once): another port, three tries in all.
                m_sshd.remove(id);
                spdlog::warn("instance {}: sshd exited before accepting connections on port {}", id, l.port);
                if (++l.attempt >= 3)
                    l.outcome.problem = u"The instance has no SSH: sshd exited at every start (see %1)."_s.arg(
                        l.dir + u"/sshd.log"_s);
                if (l.attempt >= 3 || !spawn(l))
                    finish(k);
            } else if (l.deadline.hasExpired()) {
                stop({{id, l.dir}}, false);
                l.outcome.problem = u"The instance has no SSH: its sshd did not accept connections within %1 s "
                                    "(see %2)."_s.arg(m_settings.readyTimeoutMs / 1000)
                                        .arg(l.dir + u"/sshd.log"_s);
                finish(k);
            }
        }
        if (!active.isEmpty())
            QThread::msleep(5);
    }
    return outcomes;
}

bool SshRuntime::waitUntilAccepting(qint64 pid, int port) const
{
    for (QDeadlineTimer deadline(m_settings.readyTimeoutMs); !deadline.hasExpired(); QThread::msleep(5)) {
        if (!ProcessTable::alive(pid))
            return false;
        if (acceptsSsh(port))
            return true;
    }
    return false;
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
    // The same SHA256:… form `ssh-keygen -l` prints, without running it at every boot.
    *fingerprint = fingerprintOf(key + u".pub"_s);
    if (fingerprint->isEmpty()) {
        *error = u"cannot read the host key's fingerprint"_s;
        return false;
    }
    return true;
}

bool SshRuntime::writeFiles(const RuntimeTarget &t, const QString &dir, int port, QString *error) const
{
    const QString bin = t.directory + u"/bin"_s;
    if (!Disks::create(bin, error) || !writeEmulators(t, error))
        return false;
    const QString wrapper = u"#!/bin/sh\n"
                            "# gpudesk-sandbox: every SSH session of this instance runs through here (sshd's\n"
                            "# ForceCommand): home is the instance's system disk, its emulators come first.\n"
                            "export GPUDESK_SANDBOX_INSTANCE="_s
        + shellQuoted(dir) + u"\nexport HOME="_s + shellQuoted(t.home) + u"\nexport PATH="_s + shellQuoted(bin)
        + u":\"$PATH\"\n"
        // The instance's own token and where the platform answers (its address may change
        // when the sandbox restarts: read at each session's start).
        + u"export GPUDESK_INSTANCE_ID="_s + QString::number(t.instanceId) + u"\nGPUDESK_INSTANCE_TOKEN=$(cat "_s
        + shellQuoted(dir + u"/instance-token"_s)
        + u" 2>/dev/null); export GPUDESK_INSTANCE_TOKEN\nGPUDESK_API_URL=$(sed -n 's/.*\"url\" *: *\"\\([^\"]*\\)\".*/\\1/p' "_s
        + shellQuoted(m_settings.dataDir + u"/endpoint.json"_s) + u" 2>/dev/null); export GPUDESK_API_URL\n"_s
        + u"cd \"$HOME\" || exit 1\n"
          "if [ -n \"$SSH_ORIGINAL_COMMAND\" ]; then exec /bin/sh -c \"$SSH_ORIGINAL_COMMAND\"; fi\n"
          "exec /bin/bash -l\n"_s;
    const QString config
        = u"# Written by gpudesk-sandbox for instance %1; rewritten at every boot.\n"_s.arg(t.instanceId)
        + u"Port %1\nListenAddress 127.0.0.1\n"_s.arg(port) + u"HostKey "_s + dir + u"/ssh_host_ed25519_key\n"_s
        + u"AuthorizedKeysFile "_s + dir + u"/authorized_keys\n"_s + u"PidFile "_s + dir + u"/sshd-self.pid\n"_s
        + u"AllowUsers "_s + loginUser() + u"\n"_s
        + u"StrictModes no\nUsePAM no\nPasswordAuthentication no\nKbdInteractiveAuthentication no\n"
          "PubkeyAuthentication yes\nPermitRootLogin prohibit-password\nX11Forwarding no\nPrintMotd no\n"_s
        + u"ForceCommand "_s + dir + u"/session\n"_s + u"Subsystem sftp "_s + m_settings.sftpServer + u"\n"_s;
    QByteArray keys;
    for (const QString &key : t.authorizedKeys)
        keys += key.toUtf8() + '\n';
    return writeIfChanged(dir + u"/session"_s, wrapper.toUtf8(), kExecutable, error)
        && writeIfChanged(dir + u"/instance-token"_s, t.instanceToken.toLatin1(), kPrivate, error)
        && writeIfChanged(dir + u"/sshd_config"_s, config.toUtf8(), kPrivate, error)
        && writeIfChanged(dir + u"/authorized_keys"_s, keys, kPrivate, error);
}

bool SshRuntime::writeEmulators(const RuntimeTarget &t, QString *error) const
{
    if (m_settings.emulatorProgram.isEmpty())
        return true;
    const QString state = t.machine.stateDir;
    if (!Disks::create(state, error))
        return false;
    if (!writeIfChanged(t.directory + u"/emulated.json"_s, QJsonDocument(t.machine.toJson()).toJson(), kReadable,
                        error))
        return false;
    if (!QFile::exists(state + u"/kern.log"_s)) {
        const QByteArray boot = "[    0.000000] Linux version 5.15.0-gpudesk (emulated by gpudesk-sandbox)\n"
                                "[    0.000000] Command line: BOOT_IMAGE=/vmlinuz root=/dev/vda1 ro\n"
                                "[    1.204113] nvidia: loading out-of-tree module taints kernel.\n"
                                "[    1.389023] NVRM: loading NVIDIA UNIX x86_64 Kernel Module  550.127.05\n";
        if (!writeIfChanged(state + u"/kern.log"_s, boot, kReadable, error))
            return false;
    }
    for (const QString &tool : {u"nvidia-smi"_s, u"df"_s, u"dmesg"_s}) {
        const QString script
            = u"#!/bin/sh\n# gpudesk-sandbox emulator: what a rented machine would answer (see --help).\nexec "_s
            + shellQuoted(m_settings.emulatorProgram) + u" emulate "_s + tool + u' ' + shellQuoted(t.directory)
            + u" \"$@\"\n"_s;
        if (!writeIfChanged(t.directory + u"/bin/"_s + tool, script.toUtf8(), kExecutable, error))
            return false;
    }
    return true;
}

void SshRuntime::endSessions()
{
    // Every instance's sessions carry DATA/instances/ID/ssh in their marker: one prefix finds them all.
    if (m_settings.dataDir.isEmpty())
        return;
    const QByteArray prefix = sessionMarker(m_settings.dataDir + u"/instances/"_s);
    ProcessTable::end(ProcessTable::withEnvironmentPrefix(prefix), 1000, [&prefix](const QList<qint64> &left) {
        QList<qint64> still;
        for (qint64 pid : ProcessTable::withEnvironmentPrefix(prefix)) {
            if (left.contains(pid) && ProcessTable::alive(pid))
                still << pid;
        }
        return still;
    });
}

void SshRuntime::endOrphans()
{
    const QHash<QString, qint64> sshd = leftBehind();
    if (!sshd.isEmpty())
        spdlog::info("ending {} sshd a killed sandbox left", sshd.size());
    stopAll();
}

void SshRuntime::stopAll()
{
    // Every one at once, then the wait: a shutdown with fifty instances running is not fifty waits.
    QHash<qint64, QString> configs; // pid → the config its command line names
    for (const Sshd &sshd : std::as_const(m_sshd))
        configs.insert(sshd.pid, sshd.config);
    for (auto it = leftBehind().cbegin(); it != leftBehind().cend(); ++it)
        configs.insert(*it, it.key());
    QList<qint64> pids;
    for (auto it = configs.cbegin(); it != configs.cend(); ++it) {
        if (runsConfig(it.key(), *it))
            pids << it.key();
    }
    ProcessTable::end(pids, 500, [&configs](const QList<qint64> &left) {
        QList<qint64> still;
        for (qint64 pid : left) {
            if (runsConfig(pid, configs.value(pid)))
                still << pid;
        }
        return still;
    });
    m_sshd.clear();
    m_leftBehind->clear();
    endSessions();
}
