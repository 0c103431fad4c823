#include "core/ssh/sshtunnels.h"

#include "core/ssh/sshremote.h"
#include "core/ssh/sshworkspace.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

SshTunnels::SshTunnels(SshWorkspace &workspace, SshRemote &remote, QObject *parent)
    : QObject(parent)
    , m_workspace(workspace)
    , m_remote(remote)
{
    connect(&m_workspace, &SshWorkspace::instancesChanged, this, &SshTunnels::follow);
    connect(&m_workspace, &SshWorkspace::abandoned, this, &SshTunnels::stopAll);
}

SshTunnels::~SshTunnels()
{
    stopAll();
}

void SshTunnels::stopAll()
{
    for (SshTunnel *tunnel : std::as_const(m_tunnels))
        tunnel->stop();
}

void SshTunnels::follow()
{
    // A new address after a boot, gone with a release.
    const QList<Instance> &instances = m_workspace.instances();
    for (const QString &id : m_tunnels.uniqueKeys()) {
        const auto it
            = std::find_if(instances.cbegin(), instances.cend(), [&](const Instance &i) { return i.id == id; });
        if (it == instances.cend() || it->state.value() == InstanceState::Released) {
            for (SshTunnel *t : m_tunnels.values(id))
                closeTunnel(t);
        } else if (const auto target = m_workspace.targetFor(*it)) {
            for (SshTunnel *t : m_tunnels.values(id))
                t->setTarget(*target);
        }
    }
}

SshTunnel *SshTunnels::openTunnel(const Instance &instance, int remotePort, int localPort, QString *error)
{
    const auto target = m_workspace.targetFor(instance);
    if (!target) {
        *error = tr("%1 has no SSH address yet: start it first.").arg(instance.name);
        return nullptr;
    }
    if (target->shellOnly) {
        *error = tr("%1 has no direct SSH port, only a terminal through the platform's proxy, which forwards no "
                    "ports: create it with a public IP and port 22 exposed over TCP to open tunnels.")
                     .arg(instance.name);
        return nullptr;
    }
    auto *tunnel = new SshTunnel(*target, remotePort, m_workspace.passphraseSource(), this);
    if (!tunnel->start(localPort, error)) {
        delete tunnel;
        return nullptr;
    }
    m_tunnels.insert(instance.id, tunnel);
    Q_EMIT tunnelsChanged(instance.id);
    return tunnel;
}

QList<SshTunnel *> SshTunnels::tunnels(const QString &instanceId) const
{
    return m_tunnels.values(instanceId);
}

void SshTunnels::closeTunnel(SshTunnel *tunnel)
{
    for (auto it = m_tunnels.begin(); it != m_tunnels.end(); ++it) {
        if (it.value() == tunnel) {
            const QString id = it.key();
            m_tunnels.erase(it);
            tunnel->stop();
            tunnel->deleteLater();
            Q_EMIT tunnelsChanged(id);
            return;
        }
    }
}

void SshTunnels::findJupyterUrl(const Instance &instance, int remotePort, int localPort)
{
    // Newer Jupyter says `jupyter server list`, older `jupyter notebook list`; both print JSON lines.
    // Without an answer (not running, no Jupyter there) the plain address through the tunnel.
    m_remote.execute(instance, "jupyter server list --json 2>/dev/null || jupyter notebook list --json 2>/dev/null",
                     this,
                     [this, id = instance.id, remotePort, localPort](const std::optional<SshSession::Output> &out,
                                                                     const SshFailure &) {
                         QUrl url(u"http://127.0.0.1:%1/"_s.arg(localPort));
                         for (const QByteArray &line : out ? out->out.split('\n') : QList<QByteArray>()) {
                             const QJsonObject server = QJsonDocument::fromJson(line).object();
                             if (server.value(u"port"_s).toInt() != remotePort)
                                 continue;
                             url.setPath(server.value(u"base_url"_s).toString(u"/"_s));
                             if (const QString token = server.value(u"token"_s).toString(); !token.isEmpty())
                                 url.setQuery(u"token="_s + token);
                             break;
                         }
                         Q_EMIT jupyterUrlReady(id, url);
                     });
}
