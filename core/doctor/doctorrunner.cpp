#include "core/doctor/doctorrunner.h"

#include "core/api/proxyroute.h"
#include "core/doctor/connectiondoctor.h"
#include "core/ssh/sshconfigfile.h"
#include "core/ssh/sshworkspace.h"

DoctorRunner::DoctorRunner(const SshWorkspace &ssh, QObject *parent)
    : QObject(parent)
    , m_ssh(ssh)
{
    m_pool.setMaxThreadCount(2);
}

DoctorRunner::~DoctorRunner()
{
    m_pool.waitForDone();
}

bool DoctorRunner::run(const Request &request)
{
    const QString id = request.instance.id;
    if (m_running.contains(id))
        return false;
    m_running.insert(id);
    ConnectionDoctor::Inputs in;
    in.instance = m_ssh.preferences().routed(request.instance); // through the user's jump host, if any
    in.now = request.now;
    in.identityFile = m_ssh.preferences().defaultIdentity;
    in.registeredFingerprints = request.registeredFingerprints;
    in.agentSocket = qEnvironmentVariable("SSH_AUTH_SOCK");
    in.servicePort = request.servicePort;
    in.processDeath = request.processDeath;
    in.logPath = request.logPath;
    in.lifeline = m_ssh.lifeline();
    in.platformProxy = ProxyRoute::inUseFor(QUrl(m_ssh.platform()));
    const QString sshDir = m_ssh.paths().sshDir, platform = m_ssh.platform();
    const auto ask = m_ssh.passphraseSource();
    m_pool.start([this, in, sshDir, platform, ask]() mutable {
        // The file as it is now: a block the last sync could not write is what the doctor must see.
        const SshConfigFile files(sshDir);
        in.knownHostsPath = files.knownHostsPath();
        for (const SshHostEntry &e : files.read()) {
            if (e.platform == platform && e.instanceId == in.instance.id)
                in.configEntry = e;
        }
        ConnectionDoctor doctor(in);
        const DoctorReport report = doctor.run(ask);
        const QString id = in.instance.id;
        QMetaObject::invokeMethod(
            this,
            [this, id, report] {
                m_running.remove(id);
                Q_EMIT finished(id, report);
            },
            Qt::QueuedConnection);
    });
    return true;
}
