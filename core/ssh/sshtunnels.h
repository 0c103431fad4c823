#pragma once

#include "core/model/instance.h"
#include "core/ssh/sshtunnel.h"

#include <QMultiHash>
#include <QObject>
#include <QUrl>

class SshRemote;
class SshWorkspace;

/// The console's tunnels: 127.0.0.1 ports forwarded into instances (TensorBoard, Jupyter, a web
/// app), each following its instance as the workspace is given it (a new address after a boot)
/// and closed when it is released or the workspace is abandoned. Owned here, on the owner's thread.
class SshTunnels : public QObject
{
    Q_OBJECT
public:
    /// `remote` reads Jupyter's address inside an instance.
    SshTunnels(SshWorkspace &workspace, SshRemote &remote, QObject *parent = nullptr);
    ~SshTunnels() override;

    /// Forwards 127.0.0.1:`localPort` (0: any free one) to `remotePort` inside the instance; the
    /// tunnel follows the instance across stops and starts and closes when it is released. Null
    /// with `error` when it cannot listen or the instance has no SSH address.
    SshTunnel *openTunnel(const Instance &instance, int remotePort, int localPort, QString *error);
    QList<SshTunnel *> tunnels(const QString &instanceId) const;
    void closeTunnel(SshTunnel *tunnel);
    /// Reads the Jupyter server's token inside the instance (jupyter server list); answered by
    /// jupyterUrlReady with the URL through `localPort`, or the plain URL when none is found.
    void findJupyterUrl(const Instance &instance, int remotePort, int localPort);

Q_SIGNALS:
    void tunnelsChanged(const QString &instanceId);
    void jupyterUrlReady(const QString &instanceId, const QUrl &url);

private:
    /// The workspace was given its instances again: each tunnel follows its own.
    void follow();
    void stopAll();

    SshWorkspace &m_workspace;
    SshRemote &m_remote;
    QMultiHash<QString, SshTunnel *> m_tunnels; ///< by instance id, owned (children of this)
};
