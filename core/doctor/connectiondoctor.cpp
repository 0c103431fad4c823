#include "core/doctor/connectiondoctor.h"

#include "core/doctor/creationdoctor.h"
#include "core/doctor/processdeathdoctor.h"
#include "core/doctor/processdeathprobe.h"
#include "core/doctor/serviceprobe.h"
#include "core/ssh/sshagent.h"
#include "core/ssh/sshkeypair.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFile>
#include <QSslSocket>
#include <QUrl>

#include <libssh/libssh.h>
#include <sys/stat.h>

using namespace Qt::StringLiterals;
using Status = DoctorCheck::Status;
using Fix = DoctorCheck::Fix;

namespace {

/// The first bytes a server at `host`:`port` answers a GET with, over plain TCP or TLS; empty when
/// it cannot be reached or says nothing before the timeout.
QByteArray fetchStart(const QUrl &url, int timeoutMs)
{
    QSslSocket socket;
    const bool tls = url.scheme() == u"https"_s;
    const int port = url.port(tls ? 443 : 80);
    if (tls)
        socket.connectToHostEncrypted(url.host(), quint16(port));
    else
        socket.connectToHost(url.host(), quint16(port));
    if (!(tls ? socket.waitForEncrypted(timeoutMs) : socket.waitForConnected(timeoutMs)))
        return {};
    socket.write(ServiceProbe::httpRequest(url.host(), port));
    QByteArray answer;
    for (QDeadlineTimer deadline(timeoutMs); answer.size() < 64 && !deadline.hasExpired();) {
        if (!socket.waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime()))))
            break;
        answer += socket.readAll();
    }
    return answer;
}

/// The same through the SSH session, as a tunnel reaches it: 127.0.0.1:`port` inside the instance.
/// *opened: whether anything accepted the connection there.
QByteArray fetchInside(ssh_session session, int port, int timeoutMs, bool *opened)
{
    *opened = false;
    ssh_channel channel = ssh_channel_new(session);
    if (!channel)
        return {};
    if (ssh_channel_open_forward(channel, "127.0.0.1", port, "127.0.0.1", 0) != SSH_OK) {
        ssh_channel_free(channel);
        return {};
    }
    *opened = true;
    const QByteArray request = ServiceProbe::httpRequest(u"127.0.0.1"_s, port);
    QByteArray answer;
    if (ssh_channel_write(channel, request.constData(), uint32_t(request.size())) == qsizetype(request.size())) {
        char buffer[1024];
        for (QDeadlineTimer deadline(timeoutMs);
             answer.size() < 64 && !deadline.hasExpired() && !ssh_channel_is_eof(channel);) {
            const int n = ssh_channel_read_timeout(channel, buffer, sizeof buffer, 0, 200);
            if (n < 0)
                break;
            answer.append(buffer, n);
        }
    }
    ssh_channel_close(channel);
    ssh_channel_free(channel);
    return answer;
}

QString layerName(const QString &id)
{
    static const QHash<QString, const char *> names{
        {u"state"_s, QT_TRANSLATE_NOOP("ConnectionDoctor", "the instance's state")},
        {u"endpoint"_s, QT_TRANSLATE_NOOP("ConnectionDoctor", "the address in gpudesk's ssh config")},
        {u"key"_s, QT_TRANSLATE_NOOP("ConnectionDoctor", "the key")},
        {u"network"_s, QT_TRANSLATE_NOOP("ConnectionDoctor", "the network")},
        {u"ssh"_s, QT_TRANSLATE_NOOP("ConnectionDoctor", "the SSH handshake")},
        {u"auth"_s, QT_TRANSLATE_NOOP("ConnectionDoctor", "the login")},
        {u"service"_s, QT_TRANSLATE_NOOP("ConnectionDoctor", "the service inside the instance")},
        {u"mapping"_s, QT_TRANSLATE_NOOP("ConnectionDoctor", "the platform's public port")},
    };
    return QCoreApplication::translate("ConnectionDoctor", names.value(id, "?"));
}

} // namespace

const QStringList &ConnectionDoctor::layerIds()
{
    static const QStringList ids{u"state"_s, u"endpoint"_s, u"key"_s,     u"network"_s,
                                 u"ssh"_s,   u"auth"_s,     u"service"_s, u"mapping"_s};
    return ids;
}

ConnectionDoctor::ConnectionDoctor(Inputs inputs)
    : m_in(std::move(inputs))
{ }

ConnectionDoctor::~ConnectionDoctor() = default;

QString ConnectionDoctor::where() const
{
    return m_in.instance.ssh ? m_in.instance.ssh->host + u':' + QString::number(m_in.instance.ssh->port) : QString();
}

SshTarget ConnectionDoctor::target() const
{
    SshTarget t;
    t.alias = m_in.configEntry ? m_in.configEntry->alias : u"gpu-"_s + m_in.instance.slug;
    if (m_in.instance.ssh) {
        t.host = m_in.instance.ssh->host;
        t.port = m_in.instance.ssh->port;
        t.user = m_in.instance.ssh->user;
        t.platformFingerprint = m_in.instance.ssh->hostKeyFingerprint;
        t.jump = m_in.instance.ssh->jump;
    }
    t.identityFile = m_in.identityFile;
    t.knownHostsPath = m_in.knownHostsPath;
    t.refusedGraceMs = 0; // the network layer already said whether it refuses
    t.timeoutSeconds = m_in.timeoutSeconds;
    t.lifeline = m_in.lifeline;
    return t;
}

DoctorReport ConnectionDoctor::run(const SshSession::PassphraseSource &ask)
{
    const QList<std::function<bool(DoctorCheck *)>> layers{
        [this](DoctorCheck *c) { return state(c); },     [this](DoctorCheck *c) { return endpoint(c); },
        [this](DoctorCheck *c) { return key(c); },       [this](DoctorCheck *c) { return network(c); },
        [this](DoctorCheck *c) { return handshake(c); }, [this, &ask](DoctorCheck *c) { return login(c, ask); },
        [this](DoctorCheck *c) { return service(c); },   [this](DoctorCheck *c) { return mapping(c); },
    };
    DoctorReport report;
    std::optional<DoctorCheck> broken;
    for (qsizetype k = 0; k < layers.size(); ++k) {
        DoctorCheck check{layerIds()[k], Status::Passed, {}, {}};
        if (broken)
            check = {layerIds()[k], Status::Skipped, tr("Not checked: a layer before it is broken."), {}};
        else if (!layers[k](&check)) {
            check.status = Status::Failed;
            broken = check;
        }
        report.checks.append(check);
    }
    if (broken) {
        report.verdict
            = tr("Broken at %1. %2").arg(layerName(broken->id), broken->todo.isEmpty() ? broken->saw : broken->todo);
        return report;
    }
    report.verdict = m_serviceAnswers
        ? tr("Every layer works: you can log in, and port %1 answers from outside.").arg(*m_in.servicePort)
        : tr("Every layer works: you can log in.");
    if (m_in.processDeath)
        readProcessDeath(&report);
    return report;
}

bool ConnectionDoctor::state(DoctorCheck *c) const
{
    const Instance &i = m_in.instance;
    // Before "stuck starting": here a long start is a card rented out, not a host that failed.
    if (i.state == InstanceState::Starting && i.stateReason == StateReason::WaitingForGpu) {
        c->saw = tr("It is waiting to start. On this platform the host may have rented its card to someone else "
                    "while it was stopped; then it waits until the card is free, however long that takes.");
        c->todo = tr("Wait a few minutes. If it still has not started, create a new instance like it on another "
                     "machine; once that one runs, right-click it and choose “Copy data from another instance…” to "
                     "bring this one's files over. This one keeps its disk (and bills for it) until you release it.");
        c->fix = Fix::CreateLike;
        return false;
    }
    if (const auto stuck = CreationDoctor::ofInstance(i, m_in.now)) {
        c->saw = stuck->verdict;
        c->todo = stuck->remedies.value(0);
        // A job queued as it is may simply start later; only one that can never start is asked again.
        if (!i.queue || stuck->kind == CreationDoctor::Kind::Configuration)
            c->fix = Fix::ReleaseAndRecreate;
        return false;
    }
    switch (i.state.value()) {
    case InstanceState::Running:
        if (!i.ssh) {
            c->saw = tr("It runs, but the platform gives no SSH address for it.");
            c->todo = tr("Restart it; if it still has none, the platform's SSH service is broken: ask its support.");
            c->fix = Fix::Restart;
            return false;
        }
        c->saw = tr("It is running.");
        return true;
    case InstanceState::Creating:
    case InstanceState::Starting:
        c->saw = tr("It is still booting.");
        c->todo = tr("Wait until it runs: a boot takes a minute or two.");
        return false;
    case InstanceState::Stopping:
        c->saw = tr("It is stopping.");
        c->todo = tr("Wait until it has stopped, then start it.");
        return false;
    case InstanceState::Releasing:
    case InstanceState::Released:
        c->saw = tr("It is released: its system disk is gone.");
        c->todo = tr("Create a new instance.");
        return false;
    case InstanceState::Failed:
        c->saw = tr("The platform could not run it.");
        c->todo = tr("Release it and create it again: it is not your fault.");
        c->fix = Fix::ReleaseAndRecreate;
        return false;
    default:
        break;
    }
    c->fix = Fix::Start;
    c->todo = tr("Start it.");
    switch (i.stateReason.value()) {
    case StateReason::User:
        c->saw = tr("It is stopped: it was stopped on request.");
        break;
    case StateReason::InsufficientBalance:
        c->saw = tr("The platform stopped it: the balance ran out.");
        c->todo = tr("Add money, then start it.");
        c->fix = Fix::Recharge;
        break;
    case StateReason::SpendLimit:
        c->saw = tr("The platform stopped it: a spend limit was reached.");
        c->todo = tr("Raise the spend limit (or wait for the next day), then start it.");
        c->fix = Fix::RaiseSpendLimit;
        break;
    case StateReason::MaxRunTime:
        c->saw = tr("The platform stopped it: an unverified account's boots are limited in length.");
        c->todo = tr("Verify your real name to lift the limit, then start it.");
        c->fix = Fix::Verify;
        break;
    case StateReason::Scheduled:
        c->saw = tr("It stopped at the time set for it.");
        c->todo = tr("Start it (and move its stop time if it is still needed).");
        break;
    case StateReason::PackageExpired:
        c->saw = tr("Its package ended and the balance could not carry it on at the hourly price.");
        c->todo = tr("Add money (or buy another package), then start it.");
        c->fix = Fix::Recharge;
        break;
    case StateReason::Idle:
        c->saw = tr("It stopped itself: nothing used it for its whole idle period (autostop).");
        break;
    case StateReason::RuntimeError:
        c->saw = tr("The platform stopped it: its host failed. This is not your fault.");
        c->todo = tr("Start it again.");
        break;
    default:
        c->saw = tr("It is %1.").arg(i.state.wire());
        break;
    }
    return false;
}

bool ConnectionDoctor::endpoint(DoctorCheck *c) const
{
    const SshEndpoint &ssh = *m_in.instance.ssh;
    if (!m_in.configEntry || m_in.configEntry->host.isEmpty()) {
        c->status = Status::Skipped;
        c->saw = tr("gpudesk's ssh config has no address for it, so ssh from a terminal does not know it yet.");
        c->todo = tr("Let gpudesk write it (SSH keys page, or: gpudeskctl ssh-config sync).");
        c->fix = Fix::RewriteSshConfig;
        return true;
    }
    const SshHostEntry &e = *m_in.configEntry;
    const QString written = e.host + u':' + QString::number(e.port);
    if (e.host != ssh.host || e.port != ssh.port || (!e.user.isEmpty() && e.user != ssh.user)) {
        c->saw = tr("gpudesk's ssh config sends %1 to %2 as %3, but the platform now says %4 as %5 (the port "
                    "changes at every boot).")
                     .arg(e.alias, written, e.user, where(), ssh.user);
        c->todo = tr("Rewrite gpudesk's ssh config.");
        c->fix = Fix::RewriteSshConfig;
        return false;
    }
    if (const auto &hop = ssh.jump) {
        // A cluster's job: the node it runs on is reached from the login node only. Or the user's
        // network lets SSH out only through a jump host of its own.
        const QString through = hop->user.isEmpty() ? hop->knownHostsName() : hop->user + u'@' + hop->knownHostsName();
        if (hop->usersOwn) {
            if (e.proxyJump.isEmpty()) {
                c->saw = tr("gpudesk's ssh config sends %1 straight to %2, but your settings send SSH through the "
                            "jump host %3.")
                             .arg(e.alias, written, through);
                c->todo = tr("Rewrite gpudesk's ssh config.");
                c->fix = Fix::RewriteSshConfig;
                return false;
            }
            c->saw = tr("ssh %1 goes to %2 through your jump host %3.").arg(e.alias, written, through);
            return true;
        }
        if (e.proxyJump.isEmpty()) {
            c->saw = tr("gpudesk's ssh config sends %1 straight to %2, but the job's node is reached through the "
                        "login node %3.")
                         .arg(e.alias, written, through);
            c->todo = tr("Rewrite gpudesk's ssh config.");
            c->fix = Fix::RewriteSshConfig;
            return false;
        }
        c->saw = tr("The job runs on node %1; ssh %2 goes there (port %3) through the login node %4.")
                     .arg(ssh.host, e.alias)
                     .arg(ssh.port)
                     .arg(through);
        return true;
    }
    c->saw = tr("ssh %1 goes to %2, as the platform says.").arg(e.alias, written);
    return true;
}

bool ConnectionDoctor::key(DoctorCheck *c)
{
    if (!m_in.agentSocket.isEmpty()) {
        QString error;
        if (const auto keys = SshAgent::identities(m_in.agentSocket, &error)) {
            for (const SshAgent::Identity &k : *keys)
                m_agentKeys << k.fingerprint;
        }
    }
    const QString path = m_in.identityFile;
    if (path.isEmpty()) {
        if (!m_agentKeys.isEmpty()) {
            c->saw = tr("No key file is chosen for gpudesk; the SSH agent offers its %n key(s).", "",
                        int(m_agentKeys.size()));
            return true;
        }
        c->saw = tr("No key is chosen for gpudesk, and no SSH agent holds one.");
        c->todo = tr("Choose or make a key (SSH keys), and add it to the platform.");
        c->fix = Fix::ChooseKey;
        return false;
    }
    struct stat info
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &info) != 0) {
        c->saw = tr("The key %1 is not there.").arg(path);
        c->todo = tr("Choose another key (SSH keys).");
        c->fix = Fix::ChooseKey;
        return false;
    }
    if ((info.st_mode & 077) != 0) {
        c->saw = tr("%1 can be read by others (mode %2): OpenSSH refuses such a key.")
                     .arg(path, QString::number(info.st_mode & 0777, 8).rightJustified(4, u'0'));
        c->todo = tr("Make it private: chmod 600 %1").arg(path);
        c->fix = Fix::MakeKeyPrivate;
        return false;
    }
    QString error;
    if (const auto pair = SshKeyPair::read(path, {}, &error))
        m_keyFingerprint = pair->publicKey.fingerprint();
    if (m_keyFingerprint.isEmpty()) {
        c->saw
            = tr("%1 is private; its fingerprint cannot be read without its passphrase (no .pub beside it).").arg(path);
    } else if (!m_in.registeredFingerprints.contains(m_keyFingerprint)) {
        c->saw = tr("%1 (%2) is not among the platform's SSH keys.").arg(path, m_keyFingerprint);
        c->todo = tr("Add its public half (%1.pub) to the platform (SSH keys).").arg(path);
        c->fix = Fix::AddKeyToPlatform;
        return false;
    } else {
        c->saw = tr("%1 (%2) is private and on the platform.").arg(path, m_keyFingerprint);
    }
    // ssh offers the agent's keys before the file's, and a server drops the connection after
    // MaxAuthTries: with many keys loaded, the right one is never reached.
    if (m_agentKeys.size() >= SshAgent::kServerTries - 1)
        c->saw += u' '
            + tr("The SSH agent holds %1 keys: ssh offers them all first, and a server gives up after %2 tries. "
                 "gpudesk's ssh config says IdentitiesOnly yes, so only this key is offered; add that line to your "
                 "own ssh configs too.")
                  .arg(m_agentKeys.size())
                  .arg(SshAgent::kServerTries);
    return true;
}

bool ConnectionDoctor::network(DoctorCheck *c) const
{
    const SshEndpoint &ssh = *m_in.instance.ssh;
    QTcpSocket socket;
    QElapsedTimer clock;
    clock.start();
    if (const auto &hop = ssh.jump) {
        // From here only the login node is reached; the node is the login node's to reach (next layers).
        socket.connectToHost(hop->host, quint16(hop->port));
        if (hop->usersOwn) {
            if (socket.waitForConnected(m_in.timeoutSeconds * 1000)) {
                c->saw = tr("Your jump host %1 accepts connections (%2 ms); SSH to the instance goes through it.")
                             .arg(hop->knownHostsName())
                             .arg(clock.elapsed());
                return true;
            }
            c->saw = tr("Your jump host %1 does not answer (%2).").arg(hop->knownHostsName(), socket.errorString());
            c->todo = tr("Check the jump host in Settings → Network (its address and port), or clear it on a network "
                         "that lets SSH out.");
            return false;
        }
        if (socket.waitForConnected(m_in.timeoutSeconds * 1000)) {
            c->saw = tr("The cluster's login node %1 accepts connections (%2 ms).")
                         .arg(hop->knownHostsName())
                         .arg(clock.elapsed());
            return true;
        }
        c->saw
            = tr("The cluster's login node %1 does not answer (%2).").arg(hop->knownHostsName(), socket.errorString());
        c->todo = tr("Most clusters let only their own network in: connect to the campus network or its VPN, then "
                     "try again.");
        return false;
    }
    socket.connectToHost(ssh.host, quint16(ssh.port));
    if (socket.waitForConnected(m_in.timeoutSeconds * 1000)) {
        c->saw = tr("%1 accepts connections (%2 ms).").arg(where()).arg(clock.elapsed());
        if (ssh.viaProxy)
            c->saw += u' ' + tr("It is the platform's SSH proxy, not the machine: transfers through it are slower.");
        if (!m_in.platformProxy.isEmpty())
            c->saw += u' '
                + tr("The platform's web address is reached through the proxy %1; SSH goes directly.")
                      .arg(m_in.platformProxy);
        return true;
    }
    if (socket.error() == QAbstractSocket::ConnectionRefusedError) {
        c->saw = tr("Nothing answers at %1: the instance's SSH service is not running.").arg(where());
        c->todo = tr("Restart the instance (a new boot starts a new SSH service); if it happens again, it is the "
                     "platform's fault.");
        c->fix = Fix::Restart;
    } else {
        c->saw = tr("No answer from %1 within %n second(s) (%2).", "", m_in.timeoutSeconds)
                     .arg(where(), socket.errorString());
        c->todo = m_in.platformProxy.isEmpty()
            ? tr("A firewall, proxy or VPN between you drops it: try another network, or turn the proxy off "
                 "for this address.")
            : tr("The platform is reached through the proxy %1, but SSH does not go through a web proxy: where "
                 "this network lets only the proxy out, set an SSH jump host in Settings → Network.")
                  .arg(m_in.platformProxy);
    }
    return false;
}

bool ConnectionDoctor::handshake(DoctorCheck *c)
{
    m_session = std::make_unique<SshSession>();
    SshFailure f;
    const bool jump = m_in.instance.ssh->jump.has_value();
    if (m_session->connect(target(), {}, &f)) {
        c->saw = jump && m_in.instance.ssh->jump->usersOwn
            ? tr("Your jump host's SSH handshake works; its host key is %1.").arg(m_session->serverFingerprint())
            : jump ? tr("The login node's SSH handshake works; its host key is %1.").arg(m_session->serverFingerprint())
            : m_in.instance.ssh->hostKeyFingerprint.isEmpty()
            ? tr("The SSH handshake works; the host key %1 is the one pinned earlier.")
                  .arg(m_session->serverFingerprint())
            : tr("The SSH handshake works; the host key %1 is the platform's.").arg(m_session->serverFingerprint());
        return true;
    }
    c->saw = f.message;
    switch (f.kind) {
    case SshFailure::Kind::HostKeyMismatch:
        c->todo = tr("Do not log in: something answers in the instance's place. Ask the platform's support.");
        break;
    case SshFailure::Kind::HostKeyChanged:
        c->todo = tr("If the instance was created again under this name, accept the new key (Test connection); "
                     "otherwise ask the platform's support.");
        break;
    case SshFailure::Kind::HostKeyUnknown:
        c->todo = jump ? tr("Compare the fingerprint with the login node's key as your cluster's admins publish it (or "
                            "as your own known_hosts has it), then accept it (Test connection).")
                       : tr("Compare the fingerprint with the one the platform's web console shows, then accept it "
                            "(Test connection).");
        break;
    case SshFailure::Kind::ShellOnly:
        c->saw = tr("Only a terminal through the platform's SSH proxy: no direct SSH port.");
        c->todo = tr("Open a terminal from the instance's menu; for transfers, tunnels and these checks, create the "
                     "instance with a public IP and port 22 exposed over TCP.");
        break;
    default:
        c->todo = tr("The SSH service answers but does not finish the handshake: restart the instance.");
        c->fix = Fix::Restart;
        break;
    }
    m_session.reset();
    return false;
}

bool ConnectionDoctor::login(DoctorCheck *c, const SshSession::PassphraseSource &ask)
{
    SshFailure f;
    if (m_session->authenticate(ask, &f)) {
        const auto &hop = m_in.instance.ssh->jump;
        c->saw = hop && hop->usersOwn
            ? tr("Logged in through your jump host %1 as %2.").arg(hop->knownHostsName(), m_in.instance.ssh->user)
            : hop ? tr("Logged in as %1 on the login node, and from there to the job's SSH service on node %2.")
                        .arg(m_in.instance.ssh->user, m_in.instance.ssh->host)
                  : tr("Logged in as %1.").arg(m_in.instance.ssh->user);
        return true;
    }
    if (m_in.instance.ssh->jump && m_in.instance.ssh->jump->usersOwn && f.kind == SshFailure::Kind::Unreachable) {
        // The jump host let us in but cannot reach the instance: its network is not the platform's way.
        c->saw = f.message;
        c->todo = tr("Your jump host cannot reach the instance's SSH port: check that it may connect out to %1, or "
                     "choose another jump host.")
                      .arg(where());
        m_session.reset();
        return false;
    }
    if (m_in.instance.ssh->jump && f.kind == SshFailure::Kind::Unreachable) {
        // The login node let us in, but the job's own sshd did not answer it.
        c->saw = f.message;
        c->todo = tr("The job may have just ended, or its SSH service has not started yet: look at its state, and "
                     "start it again (a new job) if it ended.");
        m_session.reset();
        return false;
    }
    QStringList offered;
    if (!m_agentKeys.isEmpty())
        offered << tr("the SSH agent's %n key(s)", "", int(m_agentKeys.size()));
    if (!m_in.identityFile.isEmpty())
        offered << (m_keyFingerprint.isEmpty() ? m_in.identityFile
                                               : u"%1 (%2)"_s.arg(m_in.identityFile, m_keyFingerprint));
    if (f.kind == SshFailure::Kind::KeyLocked) {
        c->saw = f.message;
        c->todo = tr("Add the key to your SSH agent (ssh-add %1), or type its passphrase.").arg(m_in.identityFile);
    } else if (f.kind == SshFailure::Kind::Denied) {
        c->saw = tr("The instance refused %1.").arg(offered.isEmpty() ? tr("every key") : offered.join(tr(" and ")));
        if (!m_keyFingerprint.isEmpty() && m_in.registeredFingerprints.contains(m_keyFingerprint)) {
            c->todo = tr("The key is on the platform but this boot does not accept it: restart the instance, and if "
                         "it still refuses, ask the platform's support.");
            c->fix = Fix::Restart;
        } else {
            c->todo = tr("Add the key's public half to the platform (SSH keys).");
            c->fix = Fix::AddKeyToPlatform;
        }
    } else {
        c->saw = f.message;
        c->todo = tr("Try again; if it fails again, restart the instance.");
    }
    m_session.reset();
    return false;
}

bool ConnectionDoctor::service(DoctorCheck *c)
{
    if (!m_in.servicePort) {
        c->status = Status::Skipped;
        c->saw = tr("No service port was named.");
        return true;
    }
    const int port = *m_in.servicePort;
    SshFailure f;
    const auto ran = m_session->run(ServiceProbe::command(), &f);
    const ServiceProbe::Listener l = ran ? ServiceProbe::parse(ran->out, port) : ServiceProbe::Listener{};
    bool opened = false;
    const QByteArray answer = fetchInside(m_session->handle(), port, m_in.timeoutSeconds * 1000, &opened);
    const auto status = ServiceProbe::httpStatus(answer);
    const QString who = l.process.isEmpty() ? tr("A program") : tr("%1 (pid %2)").arg(l.process).arg(l.pid);
    const QString at
        = l.address.isEmpty() ? (l.loopbackOnly ? u"127.0.0.1:"_s : u"0.0.0.0:"_s) + QString::number(port) : l.address;
    if (!opened && !l.listening) {
        c->saw = tr("Nothing listens on port %1 inside the instance.").arg(port);
        c->todo = tr("The service is not running: start it, and read its output (it may have failed to start).");
        return false;
    }
    if (l.loopbackOnly) {
        c->saw = tr("%1 listens on %2 only: a tunnel reaches it, a public port does not.").arg(who, at);
        c->todo = tr("Start it with --host 0.0.0.0 (TensorBoard: --bind_all), or open a tunnel to it.");
        c->fix = Fix::OpenTunnel;
        return false;
    }
    if (!status) {
        c->saw = tr("Port %1 is held by %2, which does not answer HTTP.").arg(port).arg(who);
        c->todo = l.pid > 0
            ? tr("If it is not your service, stop it (kill %1) or start yours on another port.").arg(l.pid)
            : tr("If it is not your service, stop it or start yours on another port.");
        return false;
    }
    c->saw = tr("%1 listens on %2 and answers HTTP (%3).").arg(who, at).arg(*status);
    m_serviceAnswers = true;
    return true;
}

bool ConnectionDoctor::mapping(DoctorCheck *c) const
{
    if (!m_in.servicePort) {
        c->status = Status::Skipped;
        c->saw = tr("No service port was named.");
        return true;
    }
    const int port = *m_in.servicePort;
    QStringList published;
    std::optional<QString> url;
    for (const ServicePort &p : m_in.instance.ports) {
        published << QString::number(p.port);
        if (p.port == port)
            url = p.publicUrl.value_or(QString());
    }
    const bool proxied = m_in.instance.ssh && m_in.instance.ssh->viaProxy;
    if (proxied && (!url || url->isEmpty())) {
        c->saw = tr("The instance has no public address: its SSH goes through the platform's proxy, which carries "
                    "SSH only, so port %1 cannot be reached from outside.")
                     .arg(port);
        c->todo = tr("Reach it through an SSH tunnel, or create the instance on a machine with a direct port.");
        c->fix = Fix::OpenTunnel;
        return false;
    }
    if (!url) {
        c->saw = published.isEmpty()
            ? tr("The platform publishes no port of this instance.")
            : tr("The platform publishes port(s) %1 of this instance, not %2.").arg(published.join(u", "_s)).arg(port);
        c->todo = tr("Reach it through an SSH tunnel instead.");
        c->fix = Fix::OpenTunnel;
        return false;
    }
    if (url->isEmpty()) {
        c->saw = tr("The platform gives no public address for port %1 now.").arg(port);
        c->todo = tr("Reach it through an SSH tunnel instead.");
        c->fix = Fix::OpenTunnel;
        return false;
    }
    const auto status = ServiceProbe::httpStatus(fetchStart(QUrl(*url), m_in.timeoutSeconds * 1000));
    if (!status) {
        c->saw = tr("%1 does not answer, though the service answers inside.").arg(*url);
        c->todo = tr("The platform's port relay is at fault: use an SSH tunnel meanwhile, and tell its support.");
        c->fix = Fix::OpenTunnel;
        return false;
    }
    c->saw = tr("%1 answers (HTTP %2).").arg(*url).arg(*status);
    return true;
}

void ConnectionDoctor::readProcessDeath(DoctorReport *report)
{
    SshFailure f;
    const auto ran = m_session->run(ProcessDeathProbe::command(m_in.logPath), &f);
    if (!ran) {
        report->checks.append({u"gpu_memory"_s, Status::Failed, f.message, tr("Try again.")});
        report->verdict = tr("The instance's logs could not be read.");
        return;
    }
    const QString dataMount
        = m_in.instance.dataDisk ? m_in.instance.dataDisk->mountPath.value_or(QString()) : QString();
    const ProcessDeathProbe::Readings r = ProcessDeathProbe::parse(ran->out, dataMount);
    ProcessDeathDoctor::Diagnosis d = ProcessDeathDoctor::diagnose(r.logTail, r.dmesg, r.disks, r.cores);
    if (r.logMissing && !d.report.checks.isEmpty()) {
        DoctorCheck &log = d.report.checks.first();
        log.status = Status::Failed;
        log.saw = tr("%1 cannot be read on the instance.").arg(m_in.logPath);
        log.todo = tr("Check the log's path (ls on the instance), and name it again.");
    }
    report->checks += d.report.checks;
    report->verdict = d.report.verdict;
}
